#pragma once

#include <QCoreApplication>
#include "ringcore/config/configchange.h"
#include "ringcore/config/proxyconfig.h"

#include <QList>
#include <QString>

namespace ringcore {

/// HAProxy's own names in a ConfigChange's settings and a ProxyConfig's facts.
namespace HaproxySettings {
/// Change: `mode http` in the section (a layer-7 hash needs it).
inline constexpr QLatin1String kHttpMode("httpMode");
/// Fact: each server's puid (explicit `id` or HAProxy's automatic one), QList<int> in server order.
inline constexpr QLatin1String kServerIds("serverIds");
/// Fact: true where the file gave `id`, QList<bool> in server order.
inline constexpr QLatin1String kExplicitIds("explicitIds");
/// Fact: hash-balance-factor (0 = off).
inline constexpr QLatin1String kHashBalanceFactor("hashBalanceFactor");
} // namespace HaproxySettings

/// Reads HAProxy `backend` and `listen` sections.
///
/// Understands `server NAME ADDRESS` lines with `weight` (0–256), `disabled`, `id` and `backup`
/// (left out with a note), `default-server weight`, `balance`, `hash-type` and
/// `hash-balance-factor`, each inherited from the `defaults` section in force (the last one
/// before the section, or the one named by `from`). Servers without `id` get the id HAProxy
/// gives them (the smallest free id, counting on from the previous server's), because a
/// consistent ring's points are placed by id.
class HaproxyConfigReader
{
    Q_DECLARE_TR_FUNCTIONS(HaproxyConfigReader) // the context lupdate writes into translations/*.ts
public:
    /// Every backend/listen section with at least one server line, in file order.
    static bool read(const QString &text, QList<ProxyConfig> *sections, ConfigError *error);

    /// Applies `change` (weights, `hash-type consistent`) to the section `config` was read from.
    static PatchedConfig apply(const ProxyConfig &config, const ConfigChange &change);

    /// True for a word that starts a section (global, defaults, backend, listen, …).
    static bool isSectionKeyword(const QString &word);
};

} // namespace ringcore
