#include "ringcore/rings/algorithm.h"

namespace ringcore {

Algorithm::~Algorithm() = default;

KeyAssignment Algorithm::assignInOrder(const std::vector<uint64_t> &hashes) const
{
    KeyAssignment r;
    const size_t n = size_t(servers().size());
    r.server.reserve(hashes.size());
    r.loads.assign(n, 0);
    r.capacities.assign(n, 0);
    for (uint64_t h : hashes) {
        const int s = routeHash(h);
        r.server.push_back(s);
        if (s >= 0 && size_t(s) < n)
            ++r.loads[size_t(s)];
    }
    return r;
}

} // namespace ringcore
