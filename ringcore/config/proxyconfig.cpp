#include "ringcore/config/proxyconfig.h"

#include <QCoreApplication>

#include <algorithm>

namespace ringcore {

QString ConfigError::toString() const
{
    if (line <= 0)
        return reason;
    return QCoreApplication::translate("ringcore::ConfigError", "line %1: %2").arg(line).arg(reason);
}

int ProxyConfig::upCount() const
{
    return int(std::count_if(servers.cbegin(), servers.cend(), [](const Server &s) { return !s.down && s.weight > 0; }));
}

int ProxyConfig::zeroWeightCount() const
{
    return int(std::count_if(servers.cbegin(), servers.cend(), [](const Server &s) { return !s.down && s.weight <= 0; }));
}

int ProxyConfig::minUpWeight() const
{
    int best = 0;
    for (const Server &s : servers)
        if (!s.down && s.weight > 0 && (best == 0 || s.weight < best))
            best = s.weight;
    return best == 0 ? 1 : best;
}

int ProxyConfig::maxUpWeight() const
{
    int best = 0;
    for (const Server &s : servers)
        if (!s.down)
            best = std::max(best, s.weight);
    return best == 0 ? 1 : best;
}

} // namespace ringcore
