#pragma once

#include "ringcore/sim/simulator.h"

namespace ringcore {

/// The inverse question: the fewest points per server that keep the busiest server within
/// 1+ε of a fair share in a given fraction (95%) of random rings. Found by simulation: the
/// fraction of rings within bound grows with k, so k is doubled until it passes and then
/// bisected. Every k uses the same ring seeds (common random numbers), which keeps the
/// search from zig-zagging on noise.
struct MinPointsResult
{
    int points = 0;           ///< fewest k that passes (0: none up to the limit)
    double busiestP95 = 0;    ///< the 95th percentile at that k
    double ruleOfThumb = 0;   ///< 2·ln N / ε², beside it
    int evaluations = 0;      ///< settings simulated
    bool cancelled = false;
    QString error;
};

class MinPointsSearch
{
public:
    /// `base` gives N, rule, space, rings and seed; its `points` is ignored.
    static MinPointsResult find(const SimSetting &base, double epsilon, double quantile = 0.95,
                                int maxPoints = 10'000'000, const CancelToken &cancel = CancelToken(),
                                int threads = 0);
};

} // namespace ringcore
