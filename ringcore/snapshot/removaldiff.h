#pragma once

#include "ringcore/snapshot/ringsnapshot.h"

#include <QList>

namespace ringcore {

/// Where keys went between two snapshots of the same key set (e.g. before and after a server
/// left). Servers are matched by address, so removing a server from the list and marking it
/// down give the same answer.
struct RemovalDiff
{
    bool comparable = false;      ///< same keys and seed were routed in both snapshots
    qint64 keys = 0;              ///< keys compared
    qint64 movedFromGone = 0;     ///< keys whose old server is gone (removed or down)
    qint64 movedBetweenSurvivors = 0; ///< keys that changed between servers present in both
    qint64 movedToNew = 0;        ///< keys taken by a server that was not there before
    int receivers = 0;            ///< servers that took keys from gone servers
    double largestReceiverShare = 0; ///< largest fraction of the gone servers' keys one server took
    QList<int> goneServers;       ///< indices (in the old snapshot) of servers that left
    QList<int> newServers;        ///< indices (in the new snapshot) of servers that joined
    double newServersShare = 0;   ///< exact share of the hash space the joined servers own now
    std::vector<qint64> gaveToNew; ///< per old server: keys it handed to joined servers
    int donors = 0;               ///< old servers that handed keys to joined servers
    int largestDonor = -1;        ///< the old server (old index) that handed over the most
    std::vector<int32_t> newOwnerOfOld; ///< per key: new owner as an index of the OLD server list (-1: new server)

    qint64 moved() const { return movedFromGone + movedBetweenSurvivors + movedToNew; }

    static RemovalDiff compare(const RingSnapshot &before, const RingSnapshot &after);
};

} // namespace ringcore
