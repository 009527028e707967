#pragma once

#include "ringcore/sim/ringresult.h"
#include "ringcore/sim/simsetting.h"

#include <vector>

namespace ringcore {

/// Mean with its standard error and the 5th/50th/95th percentiles of one per-ring quantity.
struct Distribution
{
    double mean = 0;
    double se = 0; ///< standard error of the mean (sample std / √R)
    double p5 = 0;
    double p50 = 0;
    double p95 = 0;
    double min = 0;
    double max = 0;

    /// Summary of `values` (order does not matter; percentiles by linear interpolation).
    static Distribution of(std::vector<double> values);
};

/// Statistics of one setting over its rings, beside the theory for it.
struct SpreadStats
{
    int rings = 0;
    double cvRms = 0;   ///< √(mean CV²): estimates the formula's CV exactly (what the seeds report)
    double cvRmsSe = 0; ///< delta-method standard error of cvRms
    double cvMean = 0;
    double cvMeanSe = 0;
    Distribution busiest;  ///< busiest/mean
    Distribution quietest; ///< quietest/mean

    // Theory beside the measurement.
    double cvFormula = 0;      ///< √((N−1)/(N·k+1)) (equal weights; k·w̄ otherwise)
    double cvRuleFormula = 0;  ///< exact RMS CV for the setting's rule (Theory::cvNearestFormula for nearest)
    double cvInvSqrtK = 0;     ///< 1/√k
    double busiestTheory = 0;  ///< E[max of N Gamma(k·w)/ (k·w)] (next rule, ideal space)
    double quietestTheory = 0; ///< E[min of N Gamma(k·w)/(k·w)]

    // Discrete hash spaces.
    double collidingPairsMean = 0;
    double pointsLostMean = 0;
    double pointsLostSe = 0;
    double expectedPairs = 0;  ///< M(M−1)/2 / 2^bits ≈ M²/2^33 for 32 bits
    double expectedLost = 0;   ///< M − 2^bits(1 − (1 − 2^−bits)^M)
    /// CV theory with the collision order: √(cvRule² + spread²) for the fixed order
    /// (Theory::collisionOrderSpread), cvRuleFormula for a random winner or the ideal space.
    double cvCollisionTheory = 0;

    // Removal.
    Distribution removedShare;
    Distribution receivers;
    Distribution catcherOfRemoved;
    Distribution catcherOfFair;

    /// Computes everything from per-ring results. Results are sorted by ring index first, so
    /// the same set of rings gives bit-identical statistics in any arrival order.
    static SpreadStats compute(const SimSetting &setting, std::vector<RingResult> rings);
};

} // namespace ringcore
