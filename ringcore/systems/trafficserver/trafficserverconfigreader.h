#pragma once

#include "ringcore/config/configchange.h"
#include "ringcore/config/proxyconfig.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

namespace ringcore {

/// Reads Apache Traffic Server's parent.config (9.2): every rule line with `parent="…"` is a
/// section named by its destination (`dest_domain=…`, `dest_host=…`, `dest_ip=…`,
/// `url_regex=…`), its parents `host:port[|weight][&hash_string]` separated by `;` or `,`,
/// `secondary_parent="…"`, `secondary_mode=`, `round_robin=` and `qstring=`.
///
/// One rule is one line; a line is at most kMaxLineChars characters and a rule at most
/// ServerListParser::kMaxServers parents. No nesting, no recursion.
class TrafficServerConfigReader
{
    Q_DECLARE_TR_FUNCTIONS(TrafficServerConfigReader) // the context lupdate writes into translations/*.ts
public:
    static constexpr int kMaxLineChars = 1 << 20;

    static bool read(const QString &text, QList<ProxyConfig> *sections, ConfigError *error);

    /// Applies `change` (weights, round_robin=consistent_hash) to the rule `config` was read from.
    static PatchedConfig apply(const ProxyConfig &config, const ConfigChange &change);

    /// True when a line has `parent=` next to a destination specifier.
    static bool looksLikeParentConfig(const QString &text);
};

} // namespace ringcore
