#pragma once

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>

#include <initializer_list>

namespace ringcore {

/// The shapes every nginx config of a run shares: the nginx backends' (nginxbackends.cpp) and the
/// nginx system's (nginxsystem.cpp). Every path (pid, logs, temp directories) points into
/// the run's private directory, so nothing under /etc or /var is touched.
class NginxConfig
{
public:
    /// The top of the config: foreground, pid and logs in `dir` named after `prefix`, every temp
    /// path overridden, `http {` left open.
    static QByteArray preamble(const QString &dir, const char *prefix, bool masterProcess, int workers);

    /// The `server { … }` that ends the config: a listener on 127.0.0.1 for each port, one
    /// `location /` with `locationLines`, then the `}` closing `http {`.
    static QByteArray serverBlock(const QList<int> &ports, std::initializer_list<const char *> locationLines);

    /// Arguments that keep nginx away from its compiled-in prefix and /var/log/nginx even before the
    /// config is read: `-p DIR/ -e ERRORLOG -c CONFIG`.
    static QStringList pathArguments(const QString &dir, const QString &errorLog, const QString &config);

    /// Debian's echo module (package libnginx-mod-http-echo), whose `echo_sleep` holds an answer
    /// without blocking the worker: the backends' delay (BackendFarmInput::delayMs).
    static QString echoModulePath();
};

} // namespace ringcore
