#pragma once

#include "ringcore/live/keyset.h"
#include "ringcore/live/liverunconfig.h"
#include "ringcore/live/liverunresult.h"
#include "ringcore/live/loadengine.h"
#include "ringcore/live/mappingwriter.h"
#include "ringcore/live/responseaccounting.h"
#include "ringcore/live/runfolder.h"
#include "ringcore/live/systemdescription.h"

#include <QElapsedTimer>
#include <QObject>
#include <QSet>

#include <functional>
#include <memory>
#include <vector>

class QTemporaryDir;
class QTimer;

namespace ringcore {

class BackendFarm;
class ReadyCommandRunner;
class ProxyProcess;

/// Where a live run is (docs/live-runs.md "What happens").
enum class LiveRunState {
    Idle,
    Starting,  ///< configs written and checked, processes started, waiting for their ports
    Loading,   ///< every key sent once
    Rechecking,///< the first keys sent again
    Stopping,  ///< processes stopped, results validated and written
    Finished
};

/// Runs one live run of the system the config names (SystemDescription): writes configs → checks them → starts backends and proxy → waits for their
/// ports → loads every key → rechecks the first keys → stops every process → validates → writes
/// results.json + mapping.tsv. Every process it starts is stopped on completion, cancel, error and
/// destruction. The GUI and ringlab-cli drive it through the same signals.
class LiveRunner : public QObject, private LoadSink
{
    Q_OBJECT
public:
    explicit LiveRunner(QObject *parent = nullptr);
    ~LiveRunner() override;

    /// Checks the config, ports and programs, writes and checks the proxy configs and starts the
    /// processes. Returns false with *error (translated, naming the field/program/port) when nothing
    /// could start; then no process is left and finished() is not emitted. Otherwise the run goes on
    /// asynchronously and ends with finished().
    bool start(const LiveRunConfig &config, QString *error);
    /// Stops the run; finished() follows with what was measured (cancelled, never valid).
    /// `why` (translated, e.g. "ringlab-cli received SIGTERM") is added to the cancel reason.
    void cancel(const QString &why = QString());

    bool isRunning() const { return m_state != LiveRunState::Idle && m_state != LiveRunState::Finished; }
    LiveRunState state() const { return m_state; }
    /// The backends process while the run is active (tests use it to make a backend fail).
    BackendFarm *backendFarm() const { return m_backends.get(); }
    /// The process serving an isolated backend position (LiveRunConfig::isolatedBackends), or null.
    BackendFarm *isolatedBackend(int position) const;
    /// The private directory of configs and logs while the run is active.
    QString tempDir() const;
    /// Process ids of every process the run has started and not yet stopped.
    QList<qint64> processIds() const;

    /// The files a run writes into its out directory: a folder that holds these only is the folder
    /// of an earlier run, which a complete new run replaces as a whole (RunFolder).
    static QStringList outputFileNames();
    /// Where the run writes while it is active: the out directory, or the folder beside it while
    /// the out directory holds an earlier run (RunFolder). Empty when no run is active.
    QString runDir() const { return m_folder.writeDir(); }

    /// For tests only: called by start() once the ports were found free and before any process
    /// starts, with the backend base port and the proxy port the run will use. It lets a test take
    /// a port in exactly the window where another program could take it in real life. Not used by
    /// the GUI or ringlab-cli; pass an empty function to remove it.
    using PortsCheckedHook = std::function<void(int basePort, int proxyPort)>;
    void setPortsCheckedHook(PortsCheckedHook hook) { m_portsCheckedHook = std::move(hook); }

signals:
    void progress(qint64 done, qint64 total, double requestsPerSecond);
    void logLine(const QString &line);
    void stateChanged(ringcore::LiveRunState state);
    /// The ports the run uses, once checked (they differ from the config when a busy range was
    /// replaced by a free one). Sent before the Starting state.
    void portsChosen(int basePort, int proxyPort);
    void finished(const ringcore::LiveRunResult &result);

private:
    void record(const LoadResponse &response) override;
    void setState(LiveRunState state);
    void pollPorts();
    void startLoad();
    void onEngineFinished();
    void countEngineRetries(); ///< adds the engine's resends and timeouts of the phase that ended
    void fail(const QString &message);
    void finishRun();
    // finishRun()'s steps (liverunnerfinish.cpp).
    void stopProcesses(); ///< also names a run port another program took
    void checkTraffic();  ///< LiveTrafficCheck of a traffic run
    void saveResults();   ///< results.json, then the run folder takes its place
    void validate(); ///< LiveRunValidator with the system's log scanner
    void emitProgress();
    void copyEvidence();
    void cleanupAfterFailedStart();
    // start()'s steps (liverunnerstart.cpp); those that can fail give false with *message.
    bool checkKeys(QString *message); ///< drops the recheck where it does not apply; every key can be sent
    void sweepLeftovers();
    bool choosePorts(int *proxyPort, QString *message);
    bool prepareDirectories(const QStringList &programs, QString *message); ///< run folder, private temp dir
    void setUpResult(const QString &proxyProgram, int proxyPort);
    bool startBackends(const QString &backendProgram, QList<int> *closedPorts, QString *message);
    bool startProxy(const QString &proxyProgram, int proxyPort, QString *message);

    LiveRunConfig m_config;
    LiveRunResult m_result;
    LiveRunState m_state = LiveRunState::Idle;
    KeySet m_keys;
    ServerList m_servers;
    std::unique_ptr<QTemporaryDir> m_temp;
    QString m_registryEntry; ///< this run's entry in LeftoverSweep's registry (empty = none)
    std::unique_ptr<BackendFarm> m_backends;
    std::unique_ptr<ProxyProcess> m_proxy;
    std::vector<std::pair<int, std::unique_ptr<BackendFarm>>> m_isolated; ///< position → its own process
    std::unique_ptr<LoadEngine> m_engine;
    MappingWriter m_mapping;
    RunFolder m_folder;
    QTimer *m_pollTimer = nullptr;
    QTimer *m_progressTimer = nullptr;
    QElapsedTimer m_total, m_phase, m_portWait;
    QElapsedTimer m_lastAnswer; ///< since the last 200: the stall watchdog
    QList<int> m_waitPorts;
    int m_startTimeoutMs = 15000;
    QList<SystemCommand> m_readyCommands; ///< run by m_ready once the ports listen
    ReadyCommandRunner *m_ready = nullptr;
    QMap<QString, QString> m_systemEnvironment;
    bool m_recheckPhase = false;
    bool m_primingPhase = false;     ///< keys sent before the load, not recorded (downServersRefuse())
    bool m_finishing = false;
    ResponseAccounting m_accounting;
    std::unique_ptr<SystemLogScanner> m_logScanner; ///< the system's, null when its logs are not read
    qint64 m_lastProgressDone = 0;
    qint64 m_lastProgressNs = 0;
    QString m_cancelWhy;             ///< why cancel() was called (empty: the user cancelled)
    qint64 m_engineRetries = 0;      ///< requests the engine sent again, both phases
    qint64 m_engineTimeouts = 0;
    PortsCheckedHook m_portsCheckedHook;
};

} // namespace ringcore

Q_DECLARE_METATYPE(ringcore::LiveRunState)
