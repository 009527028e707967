#pragma once

#include "ringcore/config/proxyconfig.h"

#include <QCoreApplication>
#include <QString>

namespace ringcore {

/// What nutcracker 0.5 (twemproxy) refuses in its YAML before and after parsing it (src/nc_conf.c,
/// conf_pre_validate / conf_handler / conf_post_validate), checked before the twemproxy reader
/// reads the file: a document other than exactly one, `---` / `...` / `%` directives, anchors,
/// aliases (so merge keys `<<: *x`), tags and flow collections `[…]` / `{…}` ("… token is
/// disallowed"); a pool name twice ("has pools with same name"), a key twice in a pool ("is a
/// duplicate"; yaml-cpp keeps the first silently) and two pools on the same listen address.
class NutcrackerYaml
{
    Q_DECLARE_TR_FUNCTIONS(NutcrackerYaml) // the context lupdate writes into translations/*.ts
public:
    /// False with *error (line, nutcracker's own reason) for what nutcracker refuses.
    static bool check(const QString &text, ConfigError *error);
};

} // namespace ringcore
