#pragma once

#include "ringcore/live/managedprocess.h"

namespace ringcore {

/// The backends of a live run: one process listening on basePort … basePort+count-1 of 127.0.0.1,
/// each port answering with its own number in the run's load protocol
/// (SystemDescription::loadProtocol()). HTTP: nginx answering 200 with the port as body and
/// X-Backend header. memcached and DNS: ringlab-responder (app/responder/), answering every `get`
/// with the port as value and every DNS query with the A record 10.0.<port/256>.<port%256>.
class BackendFarm : public ManagedProcess
{
    Q_OBJECT
public:
    explicit BackendFarm(const QString &protocol = QStringLiteral("http"), QObject *parent = nullptr);

    /// The program the backends of a protocol run ("nginx" for http, "ringlab-responder" for the
    /// others), looked up like a system's (LiveRunConfig::programs).
    static QString programName(const QString &protocol = QStringLiteral("http"));
    /// Finds that program: the explicit path, else (ringlab-responder) beside the running
    /// executable or in the build tree, else on PATH. Empty + *error naming it when missing.
    static QString findProgram(const QString &protocol, const QString &explicitPath, QString *error);
    /// The config file of the main farm, copied beside results.json.
    static QString configFileName();

    /// Writes the config into dir, checks it (`nginx -t` for HTTP) and starts the backends. Does not
    /// wait for the ports; the caller polls them (every protocol's backends listen on TCP).
    /// False + *error (with the program's own message) on failure. `excluded` ports are left to
    /// other processes (see LiveRunConfig::isolatedBackends) or left closed; `prefix` names the
    /// config, pid, log and temp files so several farms can share one directory.
    bool start(const QString &program, const QString &dir, int basePort, int count, QString *error,
               const QList<int> &excluded = {}, const QString &prefix = QStringLiteral("backends"));

    /// Makes one backend refuse connections from now on (rewrites the config without its port and
    /// sends SIGHUP). Used to reproduce a backend failing mid-run.
    bool dropPort(int port, QString *error);

    QString protocol() const { return m_protocol; }
    int basePort() const { return m_basePort; }
    int count() const { return m_count; }
    QString errorLogPath() const;

private:
    QStringList arguments(bool test) const;
    QByteArray config(const QList<int> &skipPorts) const;
    bool isHttp() const { return m_protocol == QLatin1String("http"); }

    QString m_protocol;
    QString m_program;
    QString m_dir;
    int m_basePort = 0;
    int m_count = 0;
    QList<int> m_dropped;
    QList<int> m_excluded;
    QString m_prefix = QStringLiteral("backends");
};

} // namespace ringcore
