#pragma once

#include <QtGlobal>

#include <vector>

namespace ringcore {

/// Latency distribution of one load phase, in microseconds.
struct LatencySummary
{
    double p50 = 0, p90 = 0, p99 = 0, p999 = 0, max = 0, mean = 0;

    /// Percentiles (nearest rank), maximum and mean of `samples` (sorted in place).
    static LatencySummary fromSamples(std::vector<quint32> &samples);
};

} // namespace ringcore
