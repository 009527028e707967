#pragma once

#include "ringcore/core/range.h"

namespace ringcore {

/// The spread sweep that the Spread page and `ringlab-cli figure spread` draw: ideal rings of N
/// servers at 1, 2, 4, … points per server up to a maximum, R rings per setting, and the points a
/// target ε needs. Its limits and defaults live here, once: the page's fields and the figure
/// tool's options take them from these constants.
struct SpreadSweep
{
    static constexpr Range kServers{2, 100'000};
    static constexpr Range kRings{10, 100'000};
    static constexpr Range kMaxPoints{2, 1 << 20};
    /// The ε of the "points needed" readout.
    static constexpr RealRange kEpsilon{0.001, 1.0};

    static constexpr int kDefaultServers = 100;
    static constexpr int kDefaultRings = 200;
    static constexpr int kDefaultMaxPoints = 4096;
    static constexpr double kDefaultEpsilon = 0.1;
};

} // namespace ringcore
