#pragma once

#include "ringcore/live/liverunconfig.h"
#include "ringcore/live/managedprocess.h"

namespace ringcore {

/// The proxy under test (nginx or HAProxy), configured from a LiveRunConfig into a private directory.
/// The two proxies differ only in config text, check command and arguments.
class ProxyProcess : public ManagedProcess
{
    Q_OBJECT
public:
    explicit ProxyProcess(LiveProxy kind, QObject *parent = nullptr);

    /// Writes the config into dir, runs `nginx -t` or `haproxy -c` (its message becomes the error when
    /// it fails) and starts the proxy in the foreground. Does not wait for the listening port.
    bool start(const QString &program, const QString &dir, const LiveRunConfig &config, const ServerList &servers,
               int listenPort, QString *error);

    LiveProxy kind() const { return m_kind; }
    /// nginx's error log (empty path for HAProxy, which logs nothing here).
    QString errorLogPath() const;
    QString configPath() const;
    /// "nginx version: nginx/1.22.1" / "HAProxy version 2.6.12-…" from the binary.
    static QString version(const QString &program, LiveProxy kind);

private:
    QStringList arguments(bool test) const;

    LiveProxy m_kind;
    QString m_dir;
};

} // namespace ringcore
