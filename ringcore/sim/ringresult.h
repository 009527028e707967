#pragma once

#include <cstdint>

namespace ringcore {

/// What one simulated ring measured. Loads are relative to the server's fair share
/// (w_i/Σw), so 1.0 is perfect. Per-ring results are independent of thread and shard, which
/// makes merging shards exact.
struct RingResult
{
    int ring = -1;            ///< index of the ring within its setting (0 … R−1)
    double cv = 0;            ///< population std/mean of the relative loads (the seed's CV)
    double busiest = 0;       ///< largest relative load
    double quietest = 0;      ///< smallest relative load

    // Discrete hash spaces (0 in the ideal space).
    int64_t collidingPairs = 0; ///< Σ over occupied values of C(c, 2)
    int64_t pointsLost = 0;     ///< Σ (c − 1): points that own nothing

    // Removal (only when SimSetting::removal).
    double removedShare = 0;     ///< removed server's share, relative to its fair share
    int receivers = 0;           ///< servers that received part of it
    double catcherOfRemoved = 0; ///< largest single receiver's take / the removed share
    double catcherOfFair = 0;    ///< largest single receiver's take / 1/(N−1), a survivor's fair share

    bool operator==(const RingResult &) const = default;
};

} // namespace ringcore
