#pragma once

#include "ringcore/core/server.h"
#include "ringcore/live/liverunconfig.h"

#include <QByteArray>
#include <QString>

namespace ringcore {

/// Writes the nginx and HAProxy configuration files of a live run. Every path (pid, logs, temp
/// directories) points into the run's private directory, so nothing under /etc or /var is touched.
class ProxyConfigWriter
{
public:
    /// One nginx process (single-process mode) listening on 127.0.0.1:basePort … basePort+count-1,
    /// each port answering 200 with its own number in the body and in an X-Backend header.
    /// `skipPorts` are left out (served by another process, or refusing). `prefix` names its pid/log/temp files.
    static QByteArray backends(const QString &dir, int basePort, int count, const QList<int> &skipPorts = {},
                               const QString &prefix = QStringLiteral("backends"));

    /// nginx `hash $request_uri consistent` in front of `servers`, with the run's keepalive settings.
    static QByteArray nginxProxy(const QString &dir, const LiveRunConfig &config, const ServerList &servers,
                                 int listenPort);

    /// HAProxy `balance uri` + `hash-type consistent` in front of `servers` (server ids 1..N in order,
    /// down servers `disabled` so the others keep their ids). `maxconn` must fit `ulimit -n`.
    static QByteArray haproxy(const LiveRunConfig &config, const ServerList &servers, int listenPort, int maxconn);

    /// A maxconn HAProxy can honour within this process's open-file limit (inherited by children).
    static int haproxyMaxconn();

    /// Writes text to dir/name; false + *error on failure.
    static bool writeFile(const QString &path, const QByteArray &text, QString *error);
};

} // namespace ringcore
