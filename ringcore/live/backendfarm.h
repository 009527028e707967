#pragma once

#include "ringcore/live/managedprocess.h"

namespace ringcore {

/// The backends of a live run: one nginx process listening on basePort … basePort+count-1 of
/// 127.0.0.1, each port answering 200 with its own number (body and X-Backend header).
class BackendFarm : public ManagedProcess
{
    Q_OBJECT
public:
    explicit BackendFarm(QObject *parent = nullptr);

    /// The program the backends run ("nginx"), looked up like a system's (LiveRunConfig::programs).
    static QString programName();
    /// The config file of the main farm, copied beside results.json.
    static QString configFileName();

    /// Writes the config into dir, checks it with `nginx -t` and starts nginx. Does not wait for the
    /// ports; the caller polls them. False + *error (with nginx's own message) on failure.
    /// `excluded` ports are left to other processes (see LiveRunConfig::isolatedBackends); `prefix`
    /// names the config, pid, log and temp files so several farms can share one directory.
    bool start(const QString &nginxProgram, const QString &dir, int basePort, int count, QString *error,
               const QList<int> &excluded = {}, const QString &prefix = QStringLiteral("backends"));

    /// Makes one backend refuse connections from now on (rewrites the config without its port and
    /// reloads nginx). Used to reproduce a backend failing mid-run.
    bool dropPort(int port, QString *error);

    int basePort() const { return m_basePort; }
    int count() const { return m_count; }
    QString errorLogPath() const;

private:
    QStringList arguments(bool test) const;

    QString m_program;
    QString m_dir;
    int m_basePort = 0;
    int m_count = 0;
    QList<int> m_dropped;
    QList<int> m_excluded;
    QString m_prefix = QStringLiteral("backends");
};

} // namespace ringcore
