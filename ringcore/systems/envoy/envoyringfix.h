#pragma once

#include "ringcore/advisor/advicereport.h"
#include "ringcore/advisor/advisor.h"
#include "ringcore/advisor/advisorsystem.h"

#include <QString>

#include <cstdint>
#include <vector>

namespace ringcore {

/// The fix strategies of Envoy's load balancers, shared by the systems that run them (Envoy and
/// Istio's sidecars): minimum_ring_size in steps of 1,024 up to the ring's maximum, with "switch
/// to Maglev" as the alternative (or the fix when the maximum is not enough); for Maglev, a larger
/// prime table. Texts are FixFinder's (the context lupdate files them under).
class EnvoyRingFix
{
public:
    /// Ring hash: the ring size fix, `setting` naming the system's own field
    /// ("minimum_ring_size"); Maglev: the table size fix.
    static bool find(const ProxyConfig &config, const AdvisorOptions &options, const QString &setting,
                     AdviceReport *report, QString *error);

    /// The points per host the port builds for a minimum_ring_size.
    static std::vector<int64_t> pointsPerServer(const ProxyConfig &config, qint64 minRingSize);

    /// Roll-out staging (AdvisorSystem::settingsStaging / stepSettings) of Envoy's and Istio's
    /// settings: a switch to Maglev or a new table is one step; a minimum ring size moves in
    /// whole 1,024s, the way the fix proposes them.
    static AdvisorSystem::SettingsStaging settingsStaging(const ConfigChange &target);
    static bool stepSettings(const ProxyConfig &config, const ConfigChange &target, double t, ConfigChange *step,
                             QString *setting, QVariantMap *shown);
};

} // namespace ringcore
