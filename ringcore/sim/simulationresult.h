#pragma once

#include "ringcore/sim/ringresult.h"
#include "ringcore/sim/simsetting.h"
#include "ringcore/sim/spreadstats.h"

#include <QMetaType>
#include <QString>

#include <vector>

namespace ringcore {

/// Rings [first, first + count) of a setting. A shard i/n of R rings is forShard().
struct RingRange
{
    int first = 0;
    int count = -1; ///< −1: up to the setting's rings

    /// Shard `index` (0-based) of `shards` over `rings`: contiguous, sizes differ by at most one.
    static RingRange forShard(int rings, int index, int shards);
    RingRange resolved(int rings) const;
};

/// The outcome of simulating (part of) one setting: raw per-ring results plus statistics.
struct SimulationResult
{
    SimSetting setting;
    std::vector<RingResult> rings; ///< sorted by ring index
    SpreadStats stats;             ///< computed from `rings`
    bool cancelled = false;        ///< the cancel flag was raised; `rings` holds what finished
    QString error;                 ///< non-empty: the setting was refused (nothing simulated)
    double seconds = 0;            ///< wall time
    int64_t pointsPlaced = 0;      ///< explicit path: points placed (for points/second)

    bool ok() const { return error.isEmpty(); }

    /// Merges results of the same setting (e.g. shards). Duplicated ring indices are an error.
    static SimulationResult merge(const std::vector<SimulationResult> &parts, QString *error);
};

} // namespace ringcore

Q_DECLARE_METATYPE(ringcore::SimulationResult)
