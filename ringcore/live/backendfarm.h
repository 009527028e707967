#pragma once

#include "ringcore/live/backendkind.h"
#include "ringcore/live/managedprocess.h"

namespace ringcore {

/// The backends of a live run: one process listening on basePort … basePort+count-1 of 127.0.0.1,
/// each port answering with its own number in the run's load protocol
/// (SystemDescription::loadProtocol()). Which program serves them, with which config, is the
/// protocol's BackendKind (ringcore/live/backends/, one file a kind).
class BackendFarm : public ManagedProcess
{
    Q_OBJECT
public:
    explicit BackendFarm(const QString &protocol = QStringLiteral("http"), QObject *parent = nullptr);

    /// The backends' kind for a protocol (BackendKindRegistry::forProtocol()).
    static const BackendKind &kind(const QString &protocol);
    /// The program the backends of a protocol run (BackendKind::programName()), looked up like a
    /// system's (LiveRunConfig::programs).
    static QString programName(const QString &protocol = QStringLiteral("http"));
    /// Finds that program: the explicit path, else the kind's candidates (RingLab's own program
    /// beside the running executable or in the build tree), else on PATH. Empty + *error naming it
    /// when missing.
    static QString findProgram(const QString &protocol, const QString &explicitPath, QString *error);
    /// The config file of the main farm, copied beside results.json.
    static QString configFileName();

    /// Writes the config into dir, checks it when the kind has a check and starts the backends.
    /// Does not wait for the ports; the caller polls them (every protocol's backends listen on
    /// TCP). False + *error (with the program's own message) on failure. `excluded` ports are left
    /// to other processes (see LiveRunConfig::isolatedBackends) or left closed; `prefix` names the
    /// config, pid, log and temp files so several farms can share one directory.
    bool start(const QString &program, const QString &dir, int basePort, int count, QString *error,
               const QList<int> &excluded = {}, const QString &prefix = QStringLiteral("backends"));

    /// Makes one backend refuse connections from now on (rewrites the config without its port and
    /// sends SIGHUP). Used to reproduce a backend failing mid-run.
    bool dropPort(int port, QString *error);

    /// Each backend holds every answer this long before sending it (set before start()).
    void setDelayMs(int ms) { m_delayMs = ms; }

    QString protocol() const { return m_protocol; }
    int basePort() const { return m_basePort; }
    int count() const { return m_count; }

private:
    BackendFarmInput input(const QList<int> &skipPorts) const;

    const BackendKind &m_kind;
    QString m_protocol;
    QString m_program;
    QString m_dir;
    int m_basePort = 0;
    int m_count = 0;
    int m_delayMs = 0;
    QList<int> m_dropped;
    QList<int> m_excluded;
    QString m_prefix = QStringLiteral("backends");
};

} // namespace ringcore
