#pragma once

#include "ringcore/advisor/advicereport.h"
#include "ringcore/advisor/advisor.h"

#include <QCoreApplication>
#include <QString>

#include <cstdint>
#include <vector>

namespace ringcore {

/// Searches the smallest change of a proxy's own setting that brings the busiest server within
/// 1+ε in 95 % of rings of that size:
///  - nginx / HAProxy: every weight × f up to the port's maximum weight, adding `consistent` /
///    `hash-type consistent` if missing; points per unit of weight, the maximum and the lookup rule
///    are the port's (AlgorithmInfo: pointsPerWeight, maxWeight, nearestPoint);
///  - Envoy / Istio ring: minimum_ring_size in steps of 1,024 up to the ring's maximum, with
///    "switch to Maglev" as the alternative (or the fix when the maximum is not enough);
///  - Maglev: a larger prime table.
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
    /// Envoy / Istio: the points per host the port builds for a minimum_ring_size.
    static std::vector<int64_t> envoyPointsPerServer(const ProxyConfig &config, qint64 minRingSize);
};

} // namespace ringcore
