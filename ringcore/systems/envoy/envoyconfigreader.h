#pragma once

#include <QCoreApplication>
#include "ringcore/config/configchange.h"
#include "ringcore/config/proxyconfig.h"
#include "ringcore/systems/envoy/envoyring.h"
#include "ringcore/systems/envoy/maglevtable.h"

#include <QList>
#include <QString>

namespace ringcore {

/// Envoy's and Istio's own names in a ConfigChange's settings and a ProxyConfig's facts.
namespace EnvoySettings {
/// Change: the minimum ring size to write (minimum_ring_size / minimumRingSize). Fact: the
/// section's effective minimum (defaults applied).
inline constexpr QLatin1String kMinRingSize("minRingSize");
/// Fact: the effective maximum ring size.
inline constexpr QLatin1String kMaxRingSize("maxRingSize");
/// Change: switch the section to MAGLEV (Istio `maglev:`).
inline constexpr QLatin1String kSwitchToMaglev("switchToMaglev");
/// Change: the Maglev table size to write (absent: leave the proxy's default). Fact: the
/// section's effective table size.
inline constexpr QLatin1String kTableSize("tableSize");
} // namespace EnvoySettings

/// Reads Envoy clusters from YAML: a single cluster, a list of them, a bootstrap
/// (`static_resources.clusters`) or xDS resources — any map with `lb_policy` or
/// `load_assignment` is taken as a cluster.
///
/// Understands `lb_policy` (RING_HASH → "envoy-ring", MAGLEV → "maglev"),
/// `ring_hash_lb_config` (`minimum_ring_size`, `maximum_ring_size`, `hash_function`),
/// `maglev_lb_config.table_size`, and `load_assignment` endpoints with `socket_address` and
/// `load_balancing_weight`. Unhealthy/draining endpoints are down, priorities above 0 are left
/// out with a note. Parsed with yaml-cpp; a YAML error gives yaml-cpp's line and message.
class EnvoyConfigReader
{
    Q_DECLARE_TR_FUNCTIONS(EnvoyConfigReader) // the context lupdate writes into translations/*.ts
public:
    // Envoy's defaults and limits, as the ports define them (envoyring.h, maglevtable.h).
    static constexpr qint64 kDefaultMinRingSize = qint64(EnvoyRing::kDefaultMinRingSize);
    static constexpr qint64 kDefaultMaxRingSize = qint64(EnvoyRing::kDefaultMaxRingSize);
    static constexpr qint64 kRingSizeLimit = qint64(EnvoyRing::kRingSizeLimit);
    static constexpr qint64 kDefaultTableSize = qint64(MaglevTable::kDefaultTableSize);
    static constexpr qint64 kMaxTableSize = qint64(MaglevTable::kMaxTableSize);

    /// Every cluster with endpoints, in file order.
    static bool read(const QString &text, QList<ProxyConfig> *sections, ConfigError *error);

    /// Applies `change` (minimum_ring_size, MAGLEV, endpoint weights). The file is written back
    /// by yaml-cpp, so comments are not kept; pasteLines hold the fragment to paste instead.
    static PatchedConfig apply(const ProxyConfig &config, const ConfigChange &change);

};

} // namespace ringcore
