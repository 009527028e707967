#pragma once

#include "ringcore/config/configchange.h"
#include "ringcore/config/proxyconfig.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

namespace ringcore {

/// Reads the load-balancing part of a dnsdist configuration (dnsdist.conf, Lua): every
/// `newServer{address=…, weight=…, pool=…}` (or `newServer("address")`), the policy from
/// `setServerPolicy(NAME)` / `setPoolServerPolicy(NAME, "pool")`, `setWHashedPertubation(n)`
/// (1.7.3's spelling) or `setHashPerturbation(n)`, and `setConsistentHashingBalancingFactor(f)`.
/// One section per pool ("default" for the pool without a name), in the order the pools appear.
///
/// Not a Lua interpreter: each statement is read as written (a `newServer{…}` table may span a few
/// lines); loops, variables and functions are not followed. Bounded: a statement spans at most
/// kMaxStatementLines lines, a pool at most ServerListParser::kMaxServers servers; no recursion.
class DnsdistConfigReader
{
    Q_DECLARE_TR_FUNCTIONS(DnsdistConfigReader) // the context lupdate writes into translations/*.ts
public:
    static constexpr int kMaxStatementLines = 200;

    /// Every pool with at least one server, in order of appearance.
    static bool read(const QString &text, QList<ProxyConfig> *sections, ConfigError *error);

    /// Applies `change` (weights, `chashed`) to the pool `config` was read from.
    static PatchedConfig apply(const ProxyConfig &config, const ConfigChange &change);

    /// True when the text has a `newServer` call (what detection looks for).
    static bool looksLikeDnsdist(const QString &text);
};

} // namespace ringcore
