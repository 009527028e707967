#include "ringcore/core/server.h"

namespace ringcore {

QList<int> enabledIndices(const ServerList &servers)
{
    QList<int> out;
    out.reserve(servers.size());
    for (int i = 0; i < servers.size(); ++i)
        if (!servers[i].down)
            out.append(i);
    return out;
}

} // namespace ringcore
