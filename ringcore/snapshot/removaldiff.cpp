#include "ringcore/snapshot/removaldiff.h"

#include <QHash>

#include <algorithm>

namespace ringcore {

RemovalDiff RemovalDiff::compare(const RingSnapshot &before, const RingSnapshot &after)
{
    RemovalDiff d;
    if (before.keysRouted != after.keysRouted || before.keyOwner.size() != after.keyOwner.size()
        || before.keysRouted == 0)
        return d;
    // The same key set hashes the same way only under the same key hash function.
    if (before.keyDots.empty() || after.keyDots.empty() || before.keyDots.front().hash != after.keyDots.front().hash)
        return d;
    d.comparable = true;
    d.keys = before.keysRouted;

    QHash<QString, int> oldIndex;
    for (int i = 0; i < before.servers.size(); ++i)
        oldIndex.insert(before.servers.at(i).address, i);
    // after-index → before-index (−1 for servers that are new)
    std::vector<int> toOld(size_t(after.servers.size()), -1);
    std::vector<bool> present(size_t(before.servers.size()), false);
    for (int i = 0; i < after.servers.size(); ++i) {
        const int o = oldIndex.value(after.servers.at(i).address, -1);
        toOld[size_t(i)] = o;
        if (o >= 0 && !after.servers.at(i).down)
            present[size_t(o)] = true;
    }
    for (int i = 0; i < before.servers.size(); ++i)
        if (!before.servers.at(i).down && !present[size_t(i)])
            d.goneServers << i;
    // Joined: new addresses, and servers that were down before and are up now.
    for (int i = 0; i < after.servers.size(); ++i) {
        if (after.servers.at(i).down)
            continue;
        const int o = toOld[size_t(i)];
        if (o < 0 || before.servers.at(o).down) {
            d.newServers << i;
            d.newServersShare += size_t(i) < after.shares.size() ? after.shares[size_t(i)] : 0.0;
        }
    }
    d.gaveToNew.assign(size_t(before.servers.size()), 0);
    std::vector<bool> joined(size_t(after.servers.size()), false);
    for (int i : std::as_const(d.newServers))
        joined[size_t(i)] = true;

    std::vector<qint64> took(size_t(before.servers.size()), 0);
    d.newOwnerOfOld.resize(before.keyOwner.size());
    for (size_t k = 0; k < before.keyOwner.size(); ++k) {
        const int oldOwner = before.keyOwner[k];
        const int newAfter = after.keyOwner[k];
        const int newOwner = newAfter >= 0 && size_t(newAfter) < toOld.size() ? toOld[size_t(newAfter)] : -1;
        d.newOwnerOfOld[k] = newOwner;
        if (newOwner == oldOwner)
            continue;
        if (newOwner < 0 || (newAfter >= 0 && size_t(newAfter) < joined.size() && joined[size_t(newAfter)])) {
            ++d.movedToNew;
            if (oldOwner >= 0 && size_t(oldOwner) < d.gaveToNew.size())
                ++d.gaveToNew[size_t(oldOwner)];
        } else if (oldOwner < 0 || !present[size_t(oldOwner)]) {
            ++d.movedFromGone;
            ++took[size_t(newOwner)];
        } else
            ++d.movedBetweenSurvivors;
    }
    qint64 largest = 0;
    for (qint64 t : took) {
        if (t > 0)
            ++d.receivers;
        largest = std::max(largest, t);
    }
    qint64 mostGiven = 0;
    for (size_t i = 0; i < d.gaveToNew.size(); ++i) {
        if (d.gaveToNew[i] > 0)
            ++d.donors;
        if (d.gaveToNew[i] > mostGiven) {
            mostGiven = d.gaveToNew[i];
            d.largestDonor = int(i);
        }
    }
    d.largestReceiverShare = d.movedFromGone > 0 ? double(largest) / double(d.movedFromGone) : 0;
    return d;
}

} // namespace ringcore
