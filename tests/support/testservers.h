#pragma once

#include "ringcore/core/server.h"

#include <QString>

namespace ringlab::test {

/// `n` servers named by `pattern` with %1 = first + i (the seed's loopback backends by default),
/// all with the same weight and up.
inline ringcore::ServerList makeServers(int n, int weight = 1,
                                        const QString &pattern = QStringLiteral("127.0.0.1:%1"), int first = 9001)
{
    ringcore::ServerList list;
    list.reserve(n);
    for (int i = 0; i < n; ++i)
        list.append(ringcore::Server{pattern.arg(first + i), weight, false});
    return list;
}

} // namespace ringlab::test
