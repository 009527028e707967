#include "ringcore/sim/spreadstats.h"

#include "ringcore/math/theory.h"

#include <algorithm>
#include <cmath>

namespace ringcore {

namespace {

double percentile(const std::vector<double> &sorted, double q)
{
    if (sorted.empty())
        return 0;
    const double pos = q * double(sorted.size() - 1);
    const size_t i = size_t(pos);
    const double frac = pos - double(i);
    return i + 1 < sorted.size() ? sorted[i] * (1 - frac) + sorted[i + 1] * frac : sorted[i];
}

} // namespace

Distribution Distribution::of(std::vector<double> values)
{
    Distribution d;
    const size_t n = values.size();
    if (n == 0)
        return d;
    double sum = 0;
    for (double v : values)
        sum += v;
    d.mean = sum / double(n);
    double ss = 0;
    for (double v : values)
        ss += (v - d.mean) * (v - d.mean);
    d.se = n > 1 ? std::sqrt(ss / double(n - 1) / double(n)) : 0;
    std::sort(values.begin(), values.end());
    d.p5 = percentile(values, 0.05);
    d.p50 = percentile(values, 0.50);
    d.p95 = percentile(values, 0.95);
    d.min = values.front();
    d.max = values.back();
    return d;
}

SpreadStats SpreadStats::compute(const SimSetting &setting, std::vector<RingResult> rings)
{
    std::sort(rings.begin(), rings.end(), [](const RingResult &a, const RingResult &b) { return a.ring < b.ring; });
    SpreadStats s;
    s.rings = int(rings.size());
    const double meanWeight = double(setting.totalPoints()) / setting.points / setting.servers;
    const double k = setting.points * meanWeight;
    s.cvFormula = Theory::cvFormula(setting.servers, k);
    s.cvRuleFormula = setting.rule == LookupRule::Next ? s.cvFormula : Theory::cvNearestFormula(setting.servers, k);
    s.cvInvSqrtK = Theory::cvInvSqrtK(k);
    if (setting.servers <= 1'000'000 && k <= 10'000'000) {
        s.busiestTheory = Theory::expectedBusiest(setting.servers, k);
        s.quietestTheory = Theory::expectedQuietest(setting.servers, k);
    }
    const int bits = setting.space == HashSpace::Bits32 ? 32 : setting.space == HashSpace::Bits64 ? 64 : 0;
    s.cvCollisionTheory = s.cvRuleFormula;
    if (bits) {
        s.expectedPairs = Theory::expectedCollidingPairs(double(setting.totalPoints()), bits);
        s.expectedLost = Theory::expectedPointsLost(double(setting.totalPoints()), bits);
        if (setting.collisions == CollisionWinner::FirstListed) {
            const double spread =
                Theory::collisionOrderSpread(setting.servers, k, bits, setting.rule == LookupRule::Nearest);
            s.cvCollisionTheory = std::sqrt(s.cvRuleFormula * s.cvRuleFormula + spread * spread);
        }
    }
    if (rings.empty())
        return s;

    std::vector<double> cv, cv2, busiest, quietest, pairs, lost;
    for (const RingResult &r : rings) {
        cv.push_back(r.cv);
        cv2.push_back(r.cv * r.cv);
        busiest.push_back(r.busiest);
        quietest.push_back(r.quietest);
        pairs.push_back(double(r.collidingPairs));
        lost.push_back(double(r.pointsLost));
    }
    const Distribution cvd = Distribution::of(cv);
    const Distribution cv2d = Distribution::of(cv2);
    s.cvMean = cvd.mean;
    s.cvMeanSe = cvd.se;
    s.cvRms = std::sqrt(cv2d.mean);
    // Delta method: d√m = dm / (2√m).
    s.cvRmsSe = s.cvRms > 0 ? cv2d.se / (2 * s.cvRms) : 0;
    s.busiest = Distribution::of(busiest);
    s.quietest = Distribution::of(quietest);
    s.collidingPairsMean = Distribution::of(pairs).mean;
    const Distribution lostd = Distribution::of(lost);
    s.pointsLostMean = lostd.mean;
    s.pointsLostSe = lostd.se;
    if (setting.removal) {
        std::vector<double> share, recv, ofRemoved, ofFair;
        for (const RingResult &r : rings) {
            share.push_back(r.removedShare);
            recv.push_back(r.receivers);
            ofRemoved.push_back(r.catcherOfRemoved);
            ofFair.push_back(r.catcherOfFair);
        }
        s.removedShare = Distribution::of(share);
        s.receivers = Distribution::of(recv);
        s.catcherOfRemoved = Distribution::of(ofRemoved);
        s.catcherOfFair = Distribution::of(ofFair);
    }
    return s;
}

} // namespace ringcore
