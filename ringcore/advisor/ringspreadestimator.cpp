#include "ringcore/advisor/ringspreadestimator.h"

#include <algorithm>
#include <cmath>
#include <random>

namespace ringcore {

namespace {

// Busiest relative load of one ring's shares.
double busiestOf(const std::vector<double> &shares, const std::vector<double> &fair)
{
    double total = 0;
    for (double s : shares)
        total += s;
    double busiest = 0;
    for (size_t i = 0; i < shares.size(); ++i)
        if (fair[i] > 0)
            busiest = std::max(busiest, shares[i] / total / fair[i]);
    return busiest;
}

} // namespace

RingSpreadEstimator::Result RingSpreadEstimator::estimate(const std::vector<int64_t> &points,
                                                          const std::vector<double> &weights, bool nearestRule,
                                                          double epsilon, int rings, uint64_t seed,
                                                          const CancelToken &cancel)
{
    Result result;
    const size_t n = points.size();
    std::vector<double> fair(n, 0.0);
    double weightSum = 0;
    int64_t totalPoints = 0;
    for (size_t i = 0; i < n; ++i)
        if (points[i] > 0) {
            weightSum += weights[i];
            totalPoints += points[i];
        }
    if (n == 0 || totalPoints == 0 || weightSum <= 0 || rings < 1)
        return result;
    for (size_t i = 0; i < n; ++i)
        if (points[i] > 0)
            fair[i] = weights[i] / weightSum;
    // The nearest rule places every point; keep the work per estimate bounded (~2·10^8 points).
    if (nearestRule)
        rings = int(std::clamp<int64_t>(int64_t(2e8) / totalPoints, 40, rings));

    std::mt19937_64 rng(seed);
    std::vector<double> shares(n);
    std::vector<double> busiest;
    busiest.reserve(size_t(rings));
    std::vector<uint32_t> labels;
    std::vector<double> gaps;
    if (nearestRule) {
        labels.reserve(size_t(totalPoints));
        for (size_t i = 0; i < n; ++i)
            labels.insert(labels.end(), size_t(std::max<int64_t>(0, points[i])), uint32_t(i));
        gaps.resize(labels.size());
    }
    std::exponential_distribution<double> exponential(1.0);
    constexpr size_t kPollEvery = size_t(1) << 20; // about 10 ms of exponentials
    for (int r = 0; r < rings; ++r) {
        if (cancel.isCancelled()) {
            result.cancelled = true;
            return result;
        }
        std::fill(shares.begin(), shares.end(), 0.0);
        if (!nearestRule) {
            for (size_t i = 0; i < n; ++i)
                if (points[i] > 0) {
                    std::gamma_distribution<double> gamma(double(points[i]), 1.0);
                    shares[i] = gamma(rng);
                }
        } else {
            std::shuffle(labels.begin(), labels.end(), rng);
            for (size_t j = 0; j < gaps.size(); ++j) {
                gaps[j] = exponential(rng);
                if (j % kPollEvery == kPollEvery - 1 && cancel.isCancelled()) {
                    result.cancelled = true;
                    return result;
                }
            }
            // gaps[j] is the arc before point j; point j owns half of it and half of the next one.
            const size_t m = labels.size();
            for (size_t j = 0; j < m; ++j)
                shares[labels[j]] += 0.5 * (gaps[j] + gaps[(j + 1) % m]);
        }
        busiest.push_back(busiestOf(shares, fair));
    }
    std::sort(busiest.begin(), busiest.end());
    const double limit = 1.0 + epsilon;
    const auto within = std::upper_bound(busiest.begin(), busiest.end(), limit) - busiest.begin();
    result.rings = rings;
    result.ringsWithin = double(within) / double(rings);
    result.p95Busiest = busiest[std::min(busiest.size() - 1, size_t(std::ceil(0.95 * double(rings))) - 1)];
    double sum = 0;
    for (double b : busiest)
        sum += b;
    result.meanBusiest = sum / double(rings);
    return result;
}

} // namespace ringcore
