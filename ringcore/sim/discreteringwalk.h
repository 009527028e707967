#pragma once

#include "ringcore/sim/ringresult.h"
#include "ringcore/sim/simsetting.h"

#include <cstdint>

namespace ringcore {

/// IdealRingSampler's explicit path in a discrete space (32 or 64 bits): the points sit at
/// V + cumulative gaps (V uniform), floored to integers; equal values form collision groups, each
/// owned by its first point (a random server) or, with the proxies' fixed order, by its smallest
/// label. Streams the ring's shuffled `labels` in ring order and adds each server's keys to `sums`.
class DiscreteRingWalk
{
public:
    /// Returns the normaliser of `sums` (the size of the space); sets result's collidingPairs and
    /// pointsLost. Label is uint8_t, uint16_t or uint32_t.
    template <class Label>
    static double run(const SimSetting &setting, uint64_t seed, const Label *labels, double *sums, RingResult *result);
};

} // namespace ringcore
