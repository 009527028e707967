#pragma once

#include "ringcore/analysis/keysource.h"
#include "ringcore/analysis/remapresult.h"
#include "ringcore/core/canceltoken.h"
#include "ringcore/core/progress.h"
#include "ringcore/rings/algorithm.h"

namespace ringcore {

/// Compares two algorithm instances: which keys change server (generalised remap), removals and
/// additions.
///
/// Exact when possible: both instances hash keys the same way and either both expose
/// intervals() (two interval lists are merged over the hash space) or both expose table()
/// (slot = hash mod table size; the joint distribution of the two slots is computed by the
/// Chinese remainder theorem, treating the hash as uniform modulo lcm of the sizes). Before
/// trusting either, a sample of hashes is routed to check the exposed structure matches
/// routeHash(). Bounded loads are always compared by keys (their routing is stateful).
/// Otherwise the keys are routed through both (bounded loads in key order).
///
/// Servers are matched by address, so instances over different lists compare meaningfully.
class RemapAnalysis
{
public:
    enum class Mode { Auto, ExactOnly, KeysOnly };

    /// The exact method both instances allow, or Keys.
    static RemapResult::Method exactMethod(const Algorithm &before, const Algorithm &after);

    /// Generalised remap. With Mode::ExactOnly and no exact method, returns a Keys-method result
    /// with keys = 0 (callers check method). Keys are only routed when needed; progress then
    /// counts the keys routed through both (2 × keys), and `cancel` stops the routing (the result
    /// covers the keys routed through both so far).
    static RemapResult remap(const Algorithm &before, const Algorithm &after, const KeySource &keys,
                             Mode mode = Mode::Auto, const Progress &progress = {},
                             const CancelToken &cancel = CancelToken());

    /// Removal analysis from a before/after pair; `removed` indexes before's server list.
    static RemovalResult removal(const Algorithm &before, const Algorithm &after, const QList<int> &removed,
                                 const KeySource &keys, Mode mode = Mode::Auto, const Progress &progress = {},
                                 const CancelToken &cancel = CancelToken());

    /// Builds `name` over `servers` and over the same list with `removed` marked down, then
    /// analyses. False with *error (naming the field and range) when either build fails.
    static bool removal(const QString &name, const ServerList &servers, const AlgorithmOptions &options,
                        const QList<int> &removed, const KeySource &keys, Mode mode, RemovalResult *result,
                        QString *error);

    /// Addition analysis: `after` has one server `before` lacks (matched by address).
    static AdditionResult addition(const Algorithm &before, const Algorithm &after, const KeySource &keys,
                                   Mode mode = Mode::Auto, const Progress &progress = {},
                                   const CancelToken &cancel = CancelToken());

    /// Builds `name` over `servers` and over `servers` + `added`, then analyses.
    static bool addition(const QString &name, const ServerList &servers, const AlgorithmOptions &options,
                         const Server &added, const KeySource &keys, Mode mode, AdditionResult *result,
                         QString *error);
};

} // namespace ringcore
