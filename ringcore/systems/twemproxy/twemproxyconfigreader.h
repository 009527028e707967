#pragma once

#include "ringcore/config/configchange.h"
#include "ringcore/config/proxyconfig.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

namespace ringcore {

/// twemproxy's own names in a ConfigChange's settings.
namespace TwemproxySettings {
/// Change: the pool's `distribution:` to write (ketama, modula).
inline constexpr QLatin1String kDistribution("distribution");
} // namespace TwemproxySettings

/// Reads twemproxy's nutcracker.yml: every pool (a top-level key with `servers:`) is a section,
/// with its `distribution:` (ketama, modula, random; default ketama), `hash:` (default fnv1a_64),
/// `hash_tag:`, `auto_eject_hosts:` and `servers:` items `host:port:weight [name]`.
///
/// Bounded like the other YAML readers (yamlsupport::loadAll: nesting, nodes, aliases); a pool
/// holds at most ServerListParser::kMaxServers servers.
class TwemproxyConfigReader
{
    Q_DECLARE_TR_FUNCTIONS(TwemproxyConfigReader) // the context lupdate writes into translations/*.ts
public:
    /// Every pool, in file order.
    static bool read(const QString &text, QList<ProxyConfig> *sections, ConfigError *error);

    /// Applies `change` (weights, distribution) to the pool `config` was read from, line by line
    /// so the file's comments and layout stay.
    static PatchedConfig apply(const ProxyConfig &config, const ConfigChange &change);

    /// True when the text has a `servers:` list whose items look like host:port:weight.
    static bool looksLikeTwemproxy(const QString &text);
};

} // namespace ringcore
