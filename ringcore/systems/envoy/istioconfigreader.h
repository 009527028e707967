#pragma once

#include <QCoreApplication>
#include "ringcore/config/configchange.h"
#include "ringcore/config/proxyconfig.h"

#include <QList>
#include <QString>

namespace ringcore {

/// Reads Istio `DestinationRule` resources (YAML, several documents allowed).
///
/// `spec.trafficPolicy.loadBalancer.consistentHash` decides the ring: `maglev` → Envoy's Maglev,
/// `ringHash.minimumRingSize` or the deprecated `minimumRingSize` → Envoy's ring of that size,
/// neither → Envoy's ring with Istio's default minimum of 1,024 entries. A DestinationRule names
/// no endpoints, so the pods are `hostCount` equal-weight stand-ins (10.0.0.1:8080, …) and the
/// report says so; subset and port-level policies are reported, not modelled.
class IstioConfigReader
{
    Q_DECLARE_TR_FUNCTIONS(IstioConfigReader) // the context lupdate writes into translations/*.ts
public:
    static constexpr int kDefaultHostCount = 100;

    /// Every DestinationRule, in file order.
    static bool read(const QString &text, int hostCount, QList<ProxyConfig> *sections, ConfigError *error);

    /// Applies `change` (ringHash.minimumRingSize or maglev) to the DestinationRule.
    static PatchedConfig apply(const ProxyConfig &config, const ConfigChange &change);

    /// The stand-in address of pod `index` (0-based): 10.0.x.y:8080.
    static QString podAddress(int index);
};

} // namespace ringcore
