#pragma once

#include "ringcore/core/progress.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QMutex>
#include <QString>

#include <functional>

namespace ringlab::gui {

/// The progress line of a long figure job (`ringlab-cli figure all`, a large spread sweep, the
/// removal matrices): "spread: 35 % after 1 min 10 s, about 2 min 10 s left". Printed on stderr
/// at coarse intervals whether or not it is a terminal (a log of a run that takes hours says
/// where it is), never more often than every `intervalMs`; the first line only once the job has
/// run for an interval, so quick jobs print nothing.
class FigureProgress
{
    Q_DECLARE_TR_FUNCTIONS(ringlab::gui::FigureProgress)
public:
    using Sink = std::function<void(const QString &line)>;

    /// Every 10 s by default; RINGLAB_PROGRESS_MS overrides it (tests).
    static int defaultIntervalMs();

    /// `what` names the job in the line; `sink` receives each line (default: stderr).
    explicit FigureProgress(const QString &what, int intervalMs = defaultIntervalMs(), Sink sink = {});

    /// Reports `percent` (0–100) done; prints a line when an interval has passed since the last.
    /// Thread-safe (the sweeps report from their worker threads).
    void report(int percent);
    /// report() as the ringcore::Progress to hand a computation: (done, total) as a percentage.
    /// This object must outlive the computation.
    ringcore::Progress progress()
    {
        return [this](qint64 done, qint64 total) { report(ringcore::Progress::percent(done, total)); };
    }
    /// The line for `percent` after `elapsedMs` (the estimate is the time per percent so far).
    static QString line(const QString &what, int percent, qint64 elapsedMs);
    /// "45 s", "3 min 5 s", "2 h 10 min".
    static QString duration(qint64 ms);
    int linesPrinted() const { return m_lines; }

private:
    QString m_what;
    int m_intervalMs;
    Sink m_sink;
    QElapsedTimer m_clock;
    QMutex m_mutex;
    qint64 m_lastPrint = 0;
    int m_lines = 0;
};

} // namespace ringlab::gui
