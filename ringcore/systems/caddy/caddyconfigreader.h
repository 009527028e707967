#pragma once

#include "ringcore/config/configchange.h"
#include "ringcore/config/proxyconfig.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

namespace ringcore {

/// Caddy's own names in a ConfigChange's settings.
namespace CaddySettings {
/// Change: a new address text per upstream (QStringList in server order).
inline constexpr QLatin1String kAddresses("addresses");
} // namespace CaddySettings

/// Reads the `reverse_proxy` directives of a Caddyfile (Caddy 2.6): upstreams written inline
/// (`reverse_proxy [matcher] a:80 b:80`) and in `to` lines of its block, and `lb_policy`
/// (uri_hash, header NAME, ip_hash hash; the others do not hash). One section per
/// `reverse_proxy`, named by its site address (and matcher).
///
/// Each upstream's dial text is what Caddy hashes (`Upstream.String()`): the scheme is dropped and
/// a missing port is 80 (443 for https://), as Caddy's parser fills it in. Snippets and `import`
/// are not followed. Bounded: blocks nested at most kMaxDepth deep (an error names the line), a
/// directive at most ServerListParser::kMaxServers upstreams; no recursion.
class CaddyConfigReader
{
    Q_DECLARE_TR_FUNCTIONS(CaddyConfigReader) // the context lupdate writes into translations/*.ts
public:
    static constexpr int kMaxDepth = 100;

    static bool read(const QString &text, QList<ProxyConfig> *sections, ConfigError *error);

    /// Applies `change` (the upstreams' addresses) to the reverse_proxy `config` was read from.
    static PatchedConfig apply(const ProxyConfig &config, const ConfigChange &change);

    /// True when the text has a `reverse_proxy` directive at the start of a line.
    static bool looksLikeCaddyfile(const QString &text);
};

} // namespace ringcore
