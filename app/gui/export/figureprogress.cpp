#include "gui/export/figureprogress.h"

#include <QTextStream>

#include <algorithm>

namespace ringlab::gui {

int FigureProgress::defaultIntervalMs()
{
    bool ok = false;
    const int ms = qEnvironmentVariableIntValue("RINGLAB_PROGRESS_MS", &ok);
    return ok && ms >= 0 ? ms : 10000;
}

FigureProgress::FigureProgress(const QString &what, int intervalMs, Sink sink)
    : m_what(what), m_intervalMs(std::max(0, intervalMs)), m_sink(std::move(sink))
{
    if (!m_sink)
        m_sink = [](const QString &text) { QTextStream(stderr) << text << Qt::endl; };
    m_clock.start();
}

void FigureProgress::report(int percent)
{
    const QMutexLocker lock(&m_mutex);
    const qint64 now = m_clock.elapsed();
    if (now - m_lastPrint < m_intervalMs || now < m_intervalMs)
        return;
    m_lastPrint = now;
    ++m_lines;
    m_sink(line(m_what, std::clamp(percent, 0, 100), now));
}

QString FigureProgress::line(const QString &what, int percent, qint64 elapsedMs)
{
    if (percent <= 0)
        return tr("%1: started %2 ago, no estimate yet").arg(what, duration(elapsedMs));
    const qint64 left = qint64(double(elapsedMs) * (100 - percent) / percent);
    return tr("%1: %2 % after %3, about %4 left").arg(what).arg(percent).arg(duration(elapsedMs), duration(left));
}

QString FigureProgress::duration(qint64 ms)
{
    const qint64 s = (std::max<qint64>(ms, 0) + 500) / 1000;
    if (s < 60)
        return tr("%1 s").arg(s);
    if (s < 3600)
        return tr("%1 min %2 s").arg(s / 60).arg(s % 60);
    return tr("%1 h %2 min").arg(s / 3600).arg((s % 3600) / 60);
}

} // namespace ringlab::gui
