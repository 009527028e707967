#pragma once

#include "ringcore/live/liverunconfig.h"
#include "ringcore/live/liverunner.h"
#include "ringcore/live/liverunresult.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

namespace ringcore {

/// Where a live run stands as the user sees it: the runner's states plus how a finished run
/// ended. idle → starting → loading → rechecking → (stopping) → valid / invalid / cancelled /
/// failed; a start that never got going ends in failed as well.
enum class LiveRunPhase { Idle, Starting, Loading, Rechecking, Stopping, Valid, Invalid, Cancelled, Failed };

/// The one state machine the Live run page (and anything else showing a run) follows: it takes
/// the run's events — start, state changes, progress, the result or a refused start — and says
/// what the progress bar, the status line and the buttons show. Plain value, no widgets, so it
/// is tested on its own.
///
/// The bar's total counts the recheck from the start (keys + the keys sent again), so it never
/// jumps back when the recheck begins and reaches its end exactly when a valid run finishes.
/// Counts and captions always say the keys actually sent, not the keys planned.
class LiveRunStatus
{
    Q_DECLARE_TR_FUNCTIONS(LiveRunStatus) // the context lupdate writes into translations/*.ts
public:
    /// A run was accepted: phase Starting, bar at 0 of keys + recheck (a key file's size is
    /// known only once the runner reports progress).
    void start(const LiveRunConfig &config);
    /// The runner moved on (Starting, Loading, Rechecking, Stopping; Finished waits for the result).
    void setState(LiveRunState state);
    /// Keys answered so far, counted over keys + recheck (the runner's own progress signal).
    void setProgress(qint64 done, qint64 total, double requestsPerSecond);
    /// The run ended (valid, invalid, cancelled or stopped by an error).
    void finish(const LiveRunResult &result);
    /// The run could not start; nothing ran.
    void startFailed(const QString &error);

    LiveRunPhase phase() const { return m_phase; }
    bool isActive() const;
    bool isFinished() const;
    bool canStart() const { return !isActive(); }
    bool canCancel() const { return isActive() && m_phase != LiveRunPhase::Stopping; }

    qint64 barValue() const { return m_done; }
    qint64 barMaximum() const { return m_total; }
    /// 0–100, rounded down (100 only when the bar is full).
    int percent() const;
    /// Keys of the first pass whose answer was recorded (what a cancelled run really sent).
    qint64 keysSent() const { return m_keysSent; }
    qint64 keysPlanned() const { return m_keys; }
    QString proxyName() const { return m_proxy; }

    /// "Loading: 24,266 of 110,000 requests · 4,000 req/s · ETA 21 s", "Valid: 100,000 keys …".
    QString statusText() const;
    /// Short text beside the bar ("22% · 24,266 of 110,000", "Cancelled at 24,266 keys").
    QString progressText() const;
    /// The phase alone, translated ("loading", "cancelled").
    static QString phaseName(LiveRunPhase phase);
    /// The validity rules a run of `system` (a SystemRegistry name) is checked against, each
    /// naming the system (rules about its log only where the run reads it: its log scanner's).
    static QStringList rules(const QString &system);
    /// The system's display name ("HAProxy"), or the name itself when it is not registered.
    static QString displayName(const QString &system);
    /// Caption for figures and exports: "<proxy> live run, <keys sent> keys" (+ "cancelled at …
    /// of …" when it did not finish).
    QString caption() const;

private:
    LiveRunPhase m_phase = LiveRunPhase::Idle;
    QString m_proxy;
    qint64 m_keys = 0;     ///< planned keys (first pass)
    qint64 m_recheck = 0;  ///< keys sent again
    qint64 m_total = 0;    ///< keys + recheck
    qint64 m_done = 0;
    qint64 m_keysSent = 0;
    double m_rate = 0;
    QString m_error;
    QString m_firstReason;
};

} // namespace ringcore
