#pragma once

#include "ringcore/core/server.h"

#include <QByteArray>
#include <QList>
#include <QString>

#include <functional>
#include <initializer_list>

namespace ringcore {

/// Writes the backends' configuration file of a live run (the systems write their own: live/systems/). Every path (pid, logs, temp
/// directories) points into the run's private directory, so nothing under /etc or /var is touched.
class ProxyConfigWriter
{
public:
    /// One nginx process (single-process mode) listening on 127.0.0.1:basePort … basePort+count-1,
    /// each port answering 200 with its own number in the body and in an X-Backend header.
    /// `skipPorts` are left out (served by another process, or refusing). `prefix` names its pid/log/temp files.
    static QByteArray backends(const QString &dir, int basePort, int count, const QList<int> &skipPorts = {},
                               const QString &prefix = QStringLiteral("backends"));

    /// The top of every nginx config of a run (the backends' and the nginx system's): foreground,
    /// pid and logs in `dir` named after `prefix`, every temp path overridden, `http {` left open.
    static QByteArray nginxPreamble(const QString &dir, const char *prefix, bool masterProcess, int workers);

    /// Appends each of `lines` after `indent`, one a line: the shape every written config shares.
    static void appendLines(QByteArray *config, const char *indent, std::initializer_list<const char *> lines);

    /// One line a server, in list order: `indent` + line(position, server) + "\n". The systems'
    /// upstream/backend lists (`server ADDRESS weight=W;`, `server sN ADDRESS weight W`).
    static QByteArray serverLines(const ServerList &servers, const char *indent,
                                  const std::function<QByteArray(qsizetype position, const Server &server)> &line);

    /// The nginx `server { … }` that ends every nginx config of a run: a listener on 127.0.0.1
    /// for each port, one `location /` with `locationLines`, then the `}` closing `http {`.
    static QByteArray nginxServerBlock(const QList<int> &ports, std::initializer_list<const char *> locationLines);

    /// Writes text to dir/name; false + *error on failure.
    static bool writeFile(const QString &path, const QByteArray &text, QString *error);
};

} // namespace ringcore
