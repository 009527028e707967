#pragma once

#include "ringcore/core/server.h"

#include <vector>

namespace ringcore {

/// How uneven per-server loads are, relative to a fair share by weight among enabled servers.
/// Loads may be key counts or exact shares: only their proportions matter.
struct LoadStats
{
    double busiest = 0;     ///< max over enabled servers of load / fair load
    double quietest = 0;    ///< min of the same
    double cv = 0;          ///< standard deviation of load / fair load (population, enabled servers)
    int busiestServer = -1; ///< index into the server list
    int quietestServer = -1;
    int enabled = 0;

    /// Fair load of server i = total × weight_i / Σ enabled weights; down servers and servers of
    /// weight 0 (HAProxy: no traffic) are ignored, so a list such as weights 0,0,1 has no NaN.
    static LoadStats of(const std::vector<double> &loads, const ServerList &servers);
};

} // namespace ringcore
