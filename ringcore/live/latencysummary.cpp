#include "ringcore/live/latencysummary.h"

#include <algorithm>

namespace ringcore {

namespace {
double percentile(const std::vector<quint32> &sorted, double p)
{
    if (sorted.empty())
        return 0;
    const size_t i = std::min(sorted.size() - 1, size_t(p * double(sorted.size() - 1) + 0.5));
    return sorted[i];
}
} // namespace

LatencySummary LatencySummary::fromSamples(std::vector<quint32> &samples)
{
    std::sort(samples.begin(), samples.end());
    double sum = 0;
    for (quint32 l : samples)
        sum += l;
    LatencySummary s;
    s.p50 = percentile(samples, 0.50);
    s.p90 = percentile(samples, 0.90);
    s.p99 = percentile(samples, 0.99);
    s.p999 = percentile(samples, 0.999);
    s.max = samples.empty() ? 0 : samples.back();
    s.mean = samples.empty() ? 0 : sum / double(samples.size());
    return s;
}

} // namespace ringcore
