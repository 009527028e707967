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
    // Points come in ascending hash order, so equal hashes are adjacent: count the runs while
    // streaming, without a copy of the ring (forEachPoint). A ring that breaks the order falls
    // back to sorting a copy of its hashes.
    qint64 count = 0;
    qint64 run = 0;
    uint64_t previous = 0;
    bool sorted = true;
    auto endRun = [&f, &run] {
        f.collidingPairs += run * (run - 1) / 2;
        f.pointsLost += std::max<qint64>(0, run - 1);
    };
    algorithm.forEachPoint([&](const RingPoint &p) {
        if (count > 0 && p.hash < previous)
            sorted = false;
        if (count > 0 && p.hash == previous) {
            ++run;
        } else {
            endRun();
            run = 1;
        }
        previous = p.hash;
        ++count;
    });
    endRun();
    if (!sorted) {
        f.collidingPairs = 0;
        f.pointsLost = 0;
        std::vector<uint64_t> hashes;
        hashes.reserve(size_t(count));
        algorithm.forEachPoint([&hashes](const RingPoint &p) { hashes.push_back(p.hash); });
        std::sort(hashes.begin(), hashes.end());
        for (size_t i = 0; i < hashes.size();) {
            size_t j = i + 1;
            while (j < hashes.size() && hashes[j] == hashes[i])
                ++j;
            run = qint64(j - i);
            endRun();
            i = j;
        }
    }
    const double m = double(count);
    f.expectedPairs = m * (m - 1) / 2 / std::ldexp(1.0, f.hashBits);
    return f;
}

} // namespace ringcore
