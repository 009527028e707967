#include "ringcore/advisor/proxyrolloutfacts.h"

#include "ringcore/advisor/advisorsystem.h"

namespace ringcore {

ProxyRolloutFacts ProxyRolloutFacts::forSystem(const QString &system)
{
    if (const AdvisorSystem *s = AdvisorSystemRegistry::find(system)) {
        ProxyRolloutFacts f = s->rolloutFacts();
        f.system = s->name();
        if (f.name.isEmpty())
            f.name = s->displayName();
        return f;
    }
    ProxyRolloutFacts f;
    f.system = system;
    f.name = system.isEmpty() ? QStringLiteral("unknown") : system;
    f.applyChange = tr("unknown proxy");
    return f;
}

} // namespace ringcore
