#pragma once

#include "ringcore/advisor/advicereport.h"
#include "ringcore/advisor/advisor.h"

#include <QCoreApplication>
#include <QList>

namespace ringcore {

/// The staged roll-out a proxy can do on its own: the fix reached through intermediate weights
/// (nginx, HAProxy) or ring sizes (Envoy, Istio), one reload or update per step, with the share
/// of the key space that changes server at each step (RemapAnalysis between consecutive steps,
/// exact over the hash space). A change that cannot be staged (a switch to consistent hashing
/// or to Maglev, a new table size) is one step.
class RolloutPlanner
{
    Q_DECLARE_TR_FUNCTIONS(RolloutPlanner) // the context lupdate writes into translations/*.ts
public:
    /// Fractions of the way from today's setting to the fix's, one per step.
    static constexpr double kStageFractions[] = {0.25, 0.5, 0.75, 1.0};

    /// Empty with *error when a step cannot be built (the fix itself then cannot be either).
    static QList<RolloutStage> stages(const ProxyConfig &config, const AdviceFix &fix, const AdvisorOptions &options,
                                      QString *error);
};

} // namespace ringcore
