#pragma once

#include "ringcore/core/server.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <functional>
#include <vector>

namespace ringcore {

/// What a capacity rule of bounded loads knows when it is bound to one BoundedLoadsHash.
struct BoundedLoadInput
{
    const ServerList *servers = nullptr;
    std::vector<qint64> cumulative; ///< per server: the weight of the up servers before it
    qint64 totalWeight = 0;         ///< of the up servers
    double epsilon = 0;
};

/// A rule bound to one BoundedLoadsHash: the capacity of up server `server` when `served` keys
/// are placed (a fixed rule: served = all the keys routed).
using BoundedLoadCapacity = std::function<qint64(size_t server, qint64 served)>;

/// How BoundedLoadsHash sets the capacities (its option "rule"). The paper's "mtz" is here; a
/// system's own rule registers from its folder (RINGCORE_REGISTER_BOUNDED_LOAD_RULE), which also
/// makes it a choice of the option.
struct BoundedLoadRule
{
    QString id;
    /// false: each up server's capacity is set once, before the first key (served = keys);
    /// true: asked again before every key with the keys placed so far, and once more at the end
    /// (served = keys − 1) for the capacities reported.
    bool perRequest = false;
    /// Resolves the rule for one BoundedLoadsHash, once, when it is built: whatever depends only
    /// on `in` (HAProxy's balance factor from ε) is computed here, not per key. `in` outlives the
    /// function returned.
    std::function<BoundedLoadCapacity(const BoundedLoadInput &in)> bind;
};

class BoundedLoadRules
{
public:
    static bool add(BoundedLoadRule rule);
    static const BoundedLoadRule *find(const QString &id);
    static QList<const BoundedLoadRule *> all();
};

#define RINGCORE_REGISTER_BOUNDED_LOAD_RULE(id, rule)                                            \
    namespace {                                                                                  \
    const bool ringcoreBoundedLoadRule_##id = ::ringcore::BoundedLoadRules::add(rule);           \
    }

} // namespace ringcore
