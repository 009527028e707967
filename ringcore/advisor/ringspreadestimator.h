#pragma once

#include "ringcore/core/canceltoken.h"

#include <cstdint>
#include <vector>

namespace ringcore {

/// Monte-Carlo over random rings with given per-server point counts: how often is the busiest
/// server within 1+ε of its fair share? The advisor's own minimal simulator (ringcore/sim works in
/// points per unit of weight; Envoy's per-host counts are arbitrary integers, so this takes the
/// counts themselves).
///
/// Next-point rule: a server's share of a ring with uniformly random points is exactly the sum
/// of its arcs, i.e. Dirichlet(k_1, …, k_N) — sampled as normalised Gamma(k_i) in O(N).
/// Nearest-point rule (HAProxy): i.i.d. exponential gaps and a random arrangement of the owner
/// labels; each point owns half of the gap on either side. O(Σk) per ring.
class RingSpreadEstimator
{
public:
    struct Result
    {
        double ringsWithin = 0; ///< fraction of rings with busiest ≤ 1+ε
        double p95Busiest = 0;  ///< 95th percentile of the busiest relative load
        double meanBusiest = 0;
        int rings = 0;
        bool cancelled = false; ///< `cancel` was set: the other fields are not meaningful
    };

    /// `points[i]` points for server i (0 = not on the ring), fair share ∝ `weights[i]`.
    /// Deterministic for a given seed (common random numbers across candidate settings).
    /// `cancel` is polled every ring and every million points placed.
    static Result estimate(const std::vector<int64_t> &points, const std::vector<double> &weights, bool nearestRule,
                           double epsilon, int rings, uint64_t seed = 1, const CancelToken &cancel = CancelToken());
};

} // namespace ringcore
