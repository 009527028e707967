#include "ringcore/live/runlog.h"

#include <QFile>
#include <QJsonArray>
#include <QFileInfo>

namespace ringcore {

void RunLog::markStop()
{
    m_sizeAtStop = QFileInfo(m_path).size();
}

void RunLog::forEachLine(const std::function<void(const QByteArray &, bool)> &visit) const
{
    QFile log(m_path);
    if (!log.open(QIODevice::ReadOnly))
        return;
    while (!log.atEnd()) {
        const bool beforeStop = m_sizeAtStop < 0 || log.pos() < m_sizeAtStop;
        visit(log.readLine().trimmed(), beforeStop);
    }
}

void RunLog::forEachRunLine(const std::function<void(const QByteArray &)> &visit) const
{
    QFile log(m_path);
    if (!log.open(QIODevice::ReadOnly))
        return;
    while (!log.atEnd() && (m_sizeAtStop < 0 || log.pos() < m_sizeAtStop))
        visit(log.readLine().trimmed());
}

void LogFindings::add(const QByteArray &line)
{
    if (m_count++ < m_maxSamples)
        m_samples.append(QString::fromUtf8(line));
}

void LogFindings::store(QJsonObject *diagnostics, const QString &countField) const
{
    diagnostics->insert(countField, m_count);
    diagnostics->insert(QStringLiteral("samples"), QJsonArray::fromStringList(m_samples));
}

} // namespace ringcore
