#pragma once

#include "ringcore/config/proxyconfig.h"

#include <QCoreApplication>
#include <QString>

namespace ringcore {

/// What a proxy can do when its ring changes: how a new config reaches it, whether it can hold
/// the old and the new ring at once and send a stable share of the keys to the new one (the
/// dual-ring migration of Cloudflare's pingora), and whether a change can be staged in steps.
/// One place for these facts, so the report, the GUI and the CLI say the same thing per proxy.
struct ProxyRolloutFacts
{
    Q_DECLARE_TR_FUNCTIONS(ProxyRolloutFacts) // the context lupdate writes into translations/*.ts
public:
    ProxyKind proxy = ProxyKind::Unknown;
    QString name;             ///< "nginx", "HAProxy", "Envoy", "Istio"
    QString applyChange;      ///< how a changed section reaches the running proxy
    bool stagedWeights = false; ///< the fix can be reached through intermediate weights / ring sizes
    QString stagedHow;        ///< how one stage is applied
    bool dualRing = false;    ///< both rings at once, a share of requests on the new one
    bool dualRingStable = false; ///< the share is picked by a hash of the request (a key stays on one ring)
    QString dualRingHow;      ///< the proxy's own mechanism, or why there is none

    static ProxyRolloutFacts forProxy(ProxyKind kind);
};

} // namespace ringcore
