#pragma once

#include "ringcore/live/liverunconfig.h"
#include "ringcore/live/liverunner.h"
#include "ringcore/live/liverunresult.h"

#include <QList>
#include <QMutex>
#include <QObject>

class QThread;

namespace ringcore {

/// Runs a LiveRunner on a thread of its own, so that no part of a live run happens on the thread
/// that owns this object (the GUI thread): not the key generation, not the waits for the system
/// and the backends to start and stop, not the million responses, not the latency sort and results.json.
/// The runner's signals arrive here queued, on the owner's thread, in the order it sent them.
///
/// start() checks the config on the calling thread (cheap) and hands the rest to the run thread:
/// a start that fails there (a program missing, a port taken, a config the proxy rejects) ends
/// with startFailed() and leaves no process, exactly as LiveRunner::start() returning false.
/// Destroying this object mid-run cancels the run and waits until every process it started has
/// been stopped and the run thread has ended.
class LiveRunThread : public QObject
{
    Q_OBJECT
public:
    explicit LiveRunThread(QObject *parent = nullptr);
    ~LiveRunThread() override;

    /// False + *error (translated, naming the field) when the config is invalid or a run is
    /// already going on; otherwise true, and the run ends with finished() or startFailed().
    bool start(const LiveRunConfig &config, QString *error);
    /// Cancels the run on its thread; finished() follows with what was measured.
    void cancel();
    /// From a successful start() until finished() or startFailed() has been delivered.
    bool isRunning() const { return m_running; }
    /// The processes the run has started, as the run thread last reported them (empty before the
    /// processes are up and after the run has ended). Safe to call from any thread.
    QList<qint64> processIds() const;
    /// The thread the runner lives on (for tests).
    QThread *runThread() const { return m_thread; }

signals:
    void progress(qint64 done, qint64 total, double requestsPerSecond);
    void logLine(const QString &line);
    void stateChanged(ringcore::LiveRunState state);
    /// The ports the run uses (LiveRunner::portsChosen).
    void portsChosen(int basePort, int proxyPort);
    void finished(const ringcore::LiveRunResult &result);
    /// The run could not start (nothing is left running); `error` says why.
    void startFailed(const QString &error);

private:
    void setProcessIds(const QList<qint64> &ids);

    QThread *m_thread;
    LiveRunner *m_runner; ///< lives on m_thread; deleted there
    bool m_running = false;
    mutable QMutex m_pidMutex;
    QList<qint64> m_pids;
};

} // namespace ringcore
