#pragma once

#include <QList>
#include <QString>

namespace ringcore {

/// One upstream server as a proxy's config describes it.
struct Server
{
    QString address;   ///< "127.0.0.1:9001", "[::1]:80", "cache-3.example:8080"
    int weight = 1;    ///< integer weight as the proxies accept it (validated by each algorithm)
    bool down = false; ///< nginx `down`, HAProxy `disabled`, removed from Envoy/others

    bool operator==(const Server &) const = default;
};

using ServerList = QList<Server>;

/// Index list of the enabled (not down) servers.
QList<int> enabledIndices(const ServerList &servers);

} // namespace ringcore
