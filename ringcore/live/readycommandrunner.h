#pragma once

#include "ringcore/live/systemdescription.h"

#include <QElapsedTimer>
#include <QMap>
#include <QObject>

#include <memory>

class QProcess;

namespace ringcore {

/// Runs a system's ready commands (SystemDescription::readyCommands(): `varnishadm
/// backend.set_health`, `traffic_ctl host down`) once its port listens and before the load, in
/// order, asynchronously, without a shell. A command is done when it exits 0 and its output holds
/// its `expect` text (with `verifyArguments`: when the command exits 0 and then its verification
/// succeeds); until then it is tried again every 200 ms, up to its `timeoutMs`. Emits ran() for
/// every command done, then succeeded(); or failed() once, naming the command, and runs no more.
class ReadyCommandRunner : public QObject
{
    Q_OBJECT
public:
    explicit ReadyCommandRunner(QObject *parent = nullptr);
    ~ReadyCommandRunner() override;

    /// Starts the first command (succeeded() at once when there is none). `environment`
    /// is added to every command's; `workDir` is their working directory (empty: this process's);
    /// `systemName` starts the timeout message ("Varnish: varnishadm … did not succeed …").
    void start(const QList<SystemCommand> &commands, const QMap<QString, QString> &environment,
               const QString &workDir, const QString &systemName);
    /// Kills a command in flight and runs no more; no signal follows.
    void stop();
    bool isRunning() const { return m_running; }

    /// Time between two tries of a command.
    static constexpr int kRetryMs = 200;

signals:
    /// A command succeeded: "ran PROGRAM ARGUMENTS" (translated), for the run's log.
    void ran(const QString &line);
    /// Every command succeeded.
    void succeeded();
    /// A command could not be found or started, or did not succeed in time (translated).
    void failed(const QString &message);

private:
    void runNext();
    void finishFailed(const QString &message);

    QList<SystemCommand> m_commands; ///< still to run; the front one is running or waiting
    QMap<QString, QString> m_environment;
    QString m_workDir;
    QString m_systemName;
    QElapsedTimer m_clock;           ///< since the first try of m_commands.front()
    std::unique_ptr<QProcess> m_process;
    QString m_output;                ///< the last try's output (for the error message)
    bool m_verifying = false;        ///< running the front command's verifyArguments
    bool m_running = false;
    int m_generation = 0;            ///< bumped by stop(): a retry timer of an earlier start is ignored
};

} // namespace ringcore
