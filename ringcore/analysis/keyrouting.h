#pragma once

#include "ringcore/analysis/keysource.h"
#include "ringcore/analysis/loadstats.h"
#include "ringcore/rings/algorithm.h"

#include <atomic>
#include <functional>
#include <vector>

namespace ringcore {

/// Per-server key counts for one algorithm and one key set, beside the algorithm's exact spread.
struct RoutingResult
{
    qint64 keys = 0;
    std::vector<qint64> counts; ///< per server index
    qint64 unrouted = 0;        ///< keys no server could take (should be 0)
    LoadStats measured;         ///< from the key counts
    LoadStats exact;            ///< from Algorithm::shares() (infinitely many keys)
    /// Key-noise floor: the CV that counting keys alone adds, ≈ 1/√(keys per enabled server).
    double noiseFloor = 0;
    /// What the measured CV should be if ring spread and key noise are independent:
    /// √(exact.cv² + noiseFloor²).
    double expectedCv = 0;
    bool bounded = false; ///< routed with bounded loads (stateful, in key order)
    qint64 spilled = 0;   ///< bounded loads: keys not on their first choice
};

/// Routes key sets through algorithms.
class KeyRouting
{
public:
    /// Progress: (keys done, total); return false to cancel (the result is then partial).
    using Progress = std::function<bool(qint64, qint64)>;

    /// Routes every key. Bounded-loads algorithms route in key order with their capacities.
    static RoutingResult route(const Algorithm &algorithm, const KeySource &keys, const Progress &progress = {});

    /// True when a key's server depends on the keys before it (bounded loads): such an algorithm
    /// must see the whole list (assignment()); any other routes one key at a time.
    static bool isStateful(const Algorithm &algorithm);

    /// The server of every key, in key order (-1 when none). Bounded loads as above.
    static std::vector<int> assignment(const Algorithm &algorithm, const KeySource &keys,
                                       const Progress &progress = {});
};

} // namespace ringcore
