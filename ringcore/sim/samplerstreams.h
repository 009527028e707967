#pragma once

#include <cstdint>

namespace ringcore {

/// The independent random streams of one ideal ring, all derived from the ring's seed (seedMix()):
/// IdealRingSampler's and DiscreteRingWalk's.
enum SamplerStream : uint64_t { BucketStream = 1, ShuffleStream = 2, GapStream = 3, OffsetStream = 4, GammaStream = 5 };

} // namespace ringcore
