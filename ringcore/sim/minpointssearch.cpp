#include "ringcore/sim/minpointssearch.h"

#include "ringcore/math/theory.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

namespace ringcore {

MinPointsResult MinPointsSearch::find(const SimSetting &base, double epsilon, double quantile, int maxPoints,
                                      const CancelToken &cancel, int threads)
{
    MinPointsResult out;
    out.ruleOfThumb = Theory::ruleOfThumbPoints(base.servers, epsilon);
    // Fraction of rings whose busiest is within 1+ε, at k points.
    auto passes = [&](int k, double *q95) -> int {
        SimSetting s = base;
        s.points = k;
        const SimulationResult r = Simulator::run(s, {}, {}, cancel, threads);
        ++out.evaluations;
        if (!r.ok()) {
            out.error = r.error;
            return -1;
        }
        if (r.cancelled) {
            out.cancelled = true;
            return -1;
        }
        std::vector<double> busiest;
        for (const RingResult &x : r.rings)
            busiest.push_back(x.busiest);
        std::sort(busiest.begin(), busiest.end());
        // Empirical quantile: the ring at rank ceil(q·R) must be within bound.
        const size_t rank = size_t(std::ceil(quantile * double(busiest.size()))) - 1;
        *q95 = busiest[std::min(rank, busiest.size() - 1)];
        return *q95 <= 1 + epsilon ? 1 : 0;
    };
    double q = 0;
    int hi = 1, lo = 0;
    double hiQ = 0;
    for (;;) {
        const int p = passes(hi, &q);
        if (p < 0)
            return out;
        if (p == 1) {
            hiQ = q;
            break;
        }
        lo = hi;
        if (hi >= maxPoints)
            return out; // none found up to the limit
        hi = int(std::min<int64_t>(int64_t(hi) * 2, maxPoints));
    }
    // Invariant: lo fails (or is 0), hi passes.
    while (hi - lo > 1) {
        const int mid = lo + (hi - lo) / 2;
        const int p = passes(mid, &q);
        if (p < 0)
            return out;
        if (p == 1) {
            hi = mid;
            hiQ = q;
        } else {
            lo = mid;
        }
    }
    out.points = hi;
    out.busiestP95 = hiQ;
    return out;
}

} // namespace ringcore
