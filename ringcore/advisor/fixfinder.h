#pragma once

#include "ringcore/advisor/advicereport.h"
#include "ringcore/advisor/advisor.h"

#include <QCoreApplication>
#include <QString>

#include <cstdint>
#include <functional>
#include <vector>

namespace ringcore {

/// Searches the smallest change of a system's own setting that brings the busiest server within
/// 1+ε in 95 % of rings of that size. The system's AdvisorSystem::findFix picks the strategy;
/// the strategies shared by several systems live here:
///  - scaleWeights: every weight × f up to the port's maximum weight, making the section hash
///    consistently if it does not; points per unit of weight, the maximum and the lookup rule
///    are the port's (AlgorithmInfo: pointsPerWeight, maxWeight, nearestPoint);
///  - (ring sizes and Maglev tables: systems/envoy/envoyringfix.h, shared by the systems that
///    run Envoy's ring).
/// Candidates are screened with RingSpreadEstimator; the chosen one is applied to the file,
/// read back and run through the port (Advisor::evaluate), so the report quotes the port.
class FixFinder
{
    Q_DECLARE_TR_FUNCTIONS(FixFinder) // the context lupdate writes into translations/*.ts
public:
    /// Fills report->fix / hasFix / alternatives. `today` is null when the section has no ring yet.
    static bool find(const ProxyConfig &config, const SpreadSummary *today, const AdvisorOptions &options,
                     AdviceReport *report, QString *error);

    /// The screen every candidate passes: busiest ≤ 1+ε in at least 95 % of simulated rings with
    /// these points per server (next-point or HAProxy's nearest-point rule).
    static bool screen(const std::vector<int64_t> &pointsPerServer, const ProxyConfig &config, bool nearestRule,
                       const AdvisorOptions &options);

    /// Every weight × the smallest common factor f whose rings pass the screen, up to the port's
    /// maximum weight; adds consistent hashing when the section lacks it (then its port is
    /// `consistentAlgorithm`). `unreachableWhy` explains a fix that cannot reach the target
    /// (empty: the generic sentence).
    static bool scaleWeights(const ProxyConfig &config, const AdvisorOptions &options,
                             const QString &consistentAlgorithm, const QString &unreachableWhy,
                             AdviceReport *report, QString *error);

    /// Smallest x in [lo, hi] with ok(x), assuming ok is monotone; hi + 1 when none. Doubling
    /// first, then bisecting, so the expensive large candidates are only tried when needed.
    static qint64 smallestPassing(qint64 lo, qint64 hi, const std::function<bool(qint64)> &ok,
                                  const CancelToken &cancel);
};

} // namespace ringcore
