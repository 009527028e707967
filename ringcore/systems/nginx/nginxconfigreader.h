#pragma once

#include <QCoreApplication>
#include "ringcore/config/configchange.h"
#include "ringcore/config/proxyconfig.h"

#include <QList>
#include <QString>

namespace ringcore {

/// Reads nginx `upstream` blocks from a whole nginx.conf or a snippet.
///
/// Understands `server` lines (`weight=`, `down`; `backup` servers are left out with a note;
/// `max_fails=`, `fail_timeout=`, … accepted and ignored), `hash KEY [consistent]` and the other
/// balancing directives. `include` is not followed: it is reported as a note. Anything nginx
/// itself would reject inside an upstream (unknown directive, weight=0, a parameter it does not
/// know, an upstream without servers) is an error with its line.
class NginxConfigReader
{
    Q_DECLARE_TR_FUNCTIONS(NginxConfigReader) // the context lupdate writes into translations/*.ts
public:
    /// Every upstream block of `text`, in file order. Returns false and sets *error when the
    /// file cannot be read (unbalanced braces, unterminated quote, bad upstream contents).
    static bool read(const QString &text, QList<ProxyConfig> *sections, ConfigError *error);

    /// Applies `change` (weights, `consistent`) to the upstream `config` was read from.
    static PatchedConfig apply(const ProxyConfig &config, const ConfigChange &change);
};

} // namespace ringcore
