#pragma once

#include "ringcore/config/proxyconfig.h"

#include <QCoreApplication>
#include <QString>

namespace ringcore {

/// What HAProxy 2.6 refuses in a server line's name and address (server.c; tools.c invalid_char()
/// and str2sa_range()), in its own words: a name of other characters than letters, digits, '.',
/// '-', '_' and ':'; a port above 65535 or with other characters than digits ('+'/'-' offsets and
/// ranges aside). Addresses without a port, `unix@…` and bare IPv6 addresses are not judged.
class HaproxyServerLine
{
    Q_DECLARE_TR_FUNCTIONS(HaproxyServerLine) // the context lupdate writes into translations/*.ts
public:
    /// False with *error (naming `line`) for what HAProxy refuses.
    static bool check(const QString &name, const QString &address, int line, ConfigError *error);
};

} // namespace ringcore
