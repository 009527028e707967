#pragma once

#include "ringcore/core/server.h"

#include <QSet>

namespace ringcore {

/// The first server whose address was already listed, or null: the ports whose proxy would merge
/// or skip a repeated server (nginx, Varnish, Caddy) refuse the list and name it.
inline const Server *firstRepeatedAddress(const ServerList &servers)
{
    QSet<QString> seen;
    for (const Server &s : servers) {
        if (seen.contains(s.address))
            return &s;
        seen.insert(s.address);
    }
    return nullptr;
}

} // namespace ringcore
