#include "ringcore/analysis/keyrouting.h"

#include <cmath>

namespace ringcore {

std::vector<int> KeyRouting::assignment(const Algorithm &algorithm, const KeySource &keys, const Progress &progress,
                                        const CancelToken &cancel)
{
    const qint64 total = keys.size();
    if (algorithm.isStateful()) {
        // Stateful: the whole list is one batch of keys in flight.
        const auto hashes = keys.hashes([&](QByteArrayView k) { return algorithm.hashKey(k); });
        auto r = algorithm.assignInOrder(hashes);
        progress(total, total);
        return std::move(r.server);
    }
    std::vector<int> out;
    out.reserve(size_t(total));
    keys.forEach([&](qint64 i, QByteArrayView key) {
        out.push_back(algorithm.route(key));
        if ((i & 0xFFFF) == 0xFFFF) {
            progress(i + 1, total);
            if (cancel.isCancelled())
                return false;
        }
        return true;
    });
    progress(qint64(out.size()), total);
    return out;
}

RoutingResult KeyRouting::route(const Algorithm &algorithm, const KeySource &keys, const Progress &progress,
                                const CancelToken &cancel)
{
    RoutingResult r;
    const ServerList &servers = algorithm.servers();
    r.counts.assign(size_t(servers.size()), 0);
    const std::vector<int> assigned = assignment(algorithm, keys, progress, cancel);
    for (int s : assigned) {
        if (s < 0 || s >= servers.size())
            ++r.unrouted;
        else
            ++r.counts[size_t(s)];
    }
    r.keys = qint64(assigned.size());
    if (algorithm.isStateful()) {
        r.bounded = true;
        qint64 first = 0;
        keys.forEach([&](qint64 i, QByteArrayView key) {
            first += algorithm.route(key) == assigned[size_t(i)];
            return true;
        });
        r.spilled = r.keys - first;
    }
    std::vector<double> loads(r.counts.begin(), r.counts.end());
    r.measured = LoadStats::of(loads, servers);
    r.exact = LoadStats::of(algorithm.shares(), servers);
    const int enabled = std::max(1, r.measured.enabled > 0 ? r.measured.enabled : r.exact.enabled);
    const double perServer = double(r.keys) / enabled;
    r.noiseFloor = perServer > 0 ? 1.0 / std::sqrt(perServer) : 0.0;
    r.expectedCv = std::sqrt(r.exact.cv * r.exact.cv + r.noiseFloor * r.noiseFloor);
    return r;
}

} // namespace ringcore
