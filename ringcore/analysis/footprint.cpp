#include "ringcore/analysis/footprint.h"

#include <algorithm>
#include <cmath>

namespace ringcore {

Footprint Footprint::of(const Algorithm &algorithm)
{
    Footprint f;
    f.hashBits = algorithm.hashBits();
    f.points = qint64(algorithm.pointCount());
    f.memoryBytes = qint64(algorithm.memoryBytes());
    f.bytesPerPoint = f.points > 0 ? double(f.memoryBytes) / double(f.points) : 0.0;
    const std::vector<RingPoint> points = algorithm.points();
    std::vector<uint64_t> hashes;
    hashes.reserve(points.size());
    for (const RingPoint &p : points)
        hashes.push_back(p.hash);
    std::sort(hashes.begin(), hashes.end());
    for (size_t i = 0; i < hashes.size();) {
        size_t j = i + 1;
        while (j < hashes.size() && hashes[j] == hashes[i])
            ++j;
        const qint64 run = qint64(j - i);
        f.collidingPairs += run * (run - 1) / 2;
        f.pointsLost += run - 1;
        i = j;
    }
    const double m = double(hashes.size());
    f.expectedPairs = m * (m - 1) / 2 / std::ldexp(1.0, f.hashBits);
    return f;
}

} // namespace ringcore
