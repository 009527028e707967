#pragma once

#include "ringcore/core/server.h"

#include <QByteArray>
#include <QList>
#include <QString>

#include <functional>
#include <initializer_list>

namespace ringcore {

/// What every config a live run writes shares (the systems' own, live/systems/, and the backends',
/// live/backends/): line shapes and the checked file write. Every path a config names (pid, logs,
/// temp directories) points into the run's private directory, so nothing under /etc or /var is
/// touched.
class ProxyConfigWriter
{
public:
    /// Appends each of `lines` after `indent`, one a line: the shape every written config shares.
    static void appendLines(QByteArray *config, const char *indent, std::initializer_list<const char *> lines);

    /// One line a server, in list order: `indent` + line(position, server) + "\n". The systems'
    /// upstream/backend lists (`server ADDRESS weight=W;`, `server sN ADDRESS weight W`).
    static QByteArray serverLines(const ServerList &servers, const char *indent,
                                  const std::function<QByteArray(qsizetype position, const Server &server)> &line);

    /// Writes text to dir/name; false + *error on failure.
    static bool writeFile(const QString &path, const QByteArray &text, QString *error);
};

} // namespace ringcore
