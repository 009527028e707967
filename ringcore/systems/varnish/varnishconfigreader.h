#pragma once

#include "ringcore/config/configchange.h"
#include "ringcore/config/proxyconfig.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

namespace ringcore {

/// Varnish's own names in a ConfigChange's settings.
namespace VarnishSettings {
/// Change: the shard director's replicas to write, `reconfigure(replicas=…)`.
inline constexpr QLatin1String kReplicas("replicas");
} // namespace VarnishSettings

/// Reads the lines of a Varnish VCL that build shard directors (vmod_directors, Varnish 7.1):
/// `backend NAME { .host = "…"; .port = "…"; }`, `new vd = directors.shard();`,
/// `vd.add_backend(NAME[, ident=…][, rampup=…][, weight=…]);`, `vd.set_rampup(…)`,
/// `vd.reconfigure(replicas=…)` and `vd.backend(by=…)`. One section per shard director, in the
/// order of their `new` lines.
///
/// Not a VCL compiler: statements are read as written; `remove_backend`, `clear` and conditions
/// are noted, not followed. Bounded: braces nested at most kMaxDepth deep (an error names the
/// line), a director at most ServerListParser::kMaxServers backends; no recursion.
class VarnishConfigReader
{
    Q_DECLARE_TR_FUNCTIONS(VarnishConfigReader) // the context lupdate writes into translations/*.ts
public:
    static constexpr int kMaxDepth = 100; ///< the same as VclLexer::kMaxDepth

    static bool read(const QString &text, QList<ProxyConfig> *sections, ConfigError *error);

    /// Applies `change` (weights, replicas) to the director `config` was read from.
    static PatchedConfig apply(const ProxyConfig &config, const ConfigChange &change);

    /// True when the text creates a shard director (`directors.shard(`).
    static bool looksLikeVcl(const QString &text);
};

} // namespace ringcore
