#pragma once

#include <QCoreApplication>
#include <QString>

namespace ringcore {

/// What a system can do when its ring changes: how a new config reaches it, whether it can hold
/// the old and the new ring at once and send a stable share of the keys to the new one (the
/// dual-ring migration of Cloudflare's pingora), and whether a change can be staged in steps.
/// Each system's AdvisorSystem::rolloutFacts says it once, so the report, the GUI and the CLI
/// say the same thing per system.
struct ProxyRolloutFacts
{
    Q_DECLARE_TR_FUNCTIONS(ProxyRolloutFacts) // the context lupdate writes into translations/*.ts
public:
    QString system;           ///< the AdvisorSystem's name ("nginx")
    QString name;             ///< its display name ("HAProxy")
    QString applyChange;      ///< how a changed section reaches the running proxy
    bool stagedWeights = false; ///< the fix can be reached through intermediate weights / ring sizes
    QString stagedHow;        ///< how one stage is applied
    bool dualRing = false;    ///< both rings at once, a share of requests on the new one
    bool dualRingStable = false; ///< the share is picked by a hash of the request (a key stays on one ring)
    QString dualRingHow;      ///< the proxy's own mechanism, or why there is none

    /// The facts of a registered AdvisorSystem ("unknown proxy" for a name none has).
    static ProxyRolloutFacts forSystem(const QString &system);
};

} // namespace ringcore
