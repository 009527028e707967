#pragma once

#include "ringcore/analysis/keysource.h"
#include "ringcore/analysis/loadstats.h"
#include "ringcore/core/canceltoken.h"
#include "ringcore/core/progress.h"
#include "ringcore/rings/algorithm.h"

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
    /// Routes every key. Stateful algorithms (Algorithm::isStateful(), bounded loads) route in
    /// key order with their capacities. Progress: (keys done, total). When `cancel` is cancelled,
    /// stops within 65,536 keys; the result then covers the keys routed so far.
    static RoutingResult route(const Algorithm &algorithm, const KeySource &keys, const Progress &progress = {},
                               const CancelToken &cancel = CancelToken());

    /// The server of every key, in key order (-1 when none); a stateful algorithm sees the whole
    /// list at once (Algorithm::assignInOrder()). Progress and cancel as in route().
    static std::vector<int> assignment(const Algorithm &algorithm, const KeySource &keys,
                                       const Progress &progress = {}, const CancelToken &cancel = CancelToken());
};

} // namespace ringcore
