#pragma once

#include <QList>
#include <QSet>

namespace ringcore {

/// Checks local TCP ports on 127.0.0.1 before and after a live run.
class PortProbe
{
public:
    /// True when 127.0.0.1:port can be bound right now (nothing listens there).
    static bool canBind(int port);
    /// The first port of [base, base+count) that cannot be bound, or 0 when all are free.
    static int firstBusyPort(int base, int count);
    /// The lowest base ≥ from such that [base, base+count) can all be bound, or 0 when none below 65535.
    static int findFreeBase(int count, int from);
    /// Ports in LISTEN state on any local address, from /proc/net/tcp and /proc/net/tcp6.
    static QSet<int> listeningPorts();
    /// Listening ports among [base, base+count).
    static QList<int> listeningIn(int base, int count);
};

} // namespace ringcore
