#pragma once

#include "ringcore/core/server.h"

#include <QSet>

namespace ringcore {

/// The first server whose identity (hash name, else address: Server::nameOrAddress()) was already
/// given to an earlier server, or null. For the ports that hash that text (nginx, Varnish, Caddy), whose
/// proxy would merge or skip the repeated one: they refuse the list and name it.
inline const Server *firstRepeatedIdentity(const ServerList &servers)
{
    QSet<QString> seen;
    for (const Server &s : servers) {
        if (seen.contains(s.nameOrAddress()))
            return &s;
        seen.insert(s.nameOrAddress());
    }
    return nullptr;
}

} // namespace ringcore
