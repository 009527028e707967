#include "ringcore/rings/boundedloadrule.h"

#include "ringcore/core/orderedregistry.h"
#include "ringcore/rings/algorithmregistry.h"

#include <cmath>

namespace ringcore {

bool BoundedLoadRules::add(BoundedLoadRule rule)
{
    AlgorithmRegistry::addOptionChoice(QStringLiteral("bounded-loads"), QStringLiteral("rule"), rule.id);
    return OrderedRegistry<BoundedLoadRule>::add(0, new BoundedLoadRule(std::move(rule)));
}

const BoundedLoadRule *BoundedLoadRules::find(const QString &id)
{
    return OrderedRegistry<BoundedLoadRule>::findFirst([&](const BoundedLoadRule &r) { return r.id == id; });
}

QList<const BoundedLoadRule *> BoundedLoadRules::all()
{
    return OrderedRegistry<BoundedLoadRule>::all();
}

namespace {

/// Mirrokni, Thorup & Zadimoghaddam: capacity = ceil((1+ε)·m·w/W) for m keys, fixed up front.
BoundedLoadRule paperRule()
{
    BoundedLoadRule r;
    r.id = QStringLiteral("mtz");
    r.bind = [](const BoundedLoadInput &in) -> BoundedLoadCapacity {
        return [&in](size_t s, qint64 keys) {
            const double w = (*in.servers)[int(s)].weight;
            return qint64(std::ceil((1.0 + in.epsilon) * double(keys) * w / double(in.totalWeight) - 1e-9));
        };
    };
    return r;
}

} // namespace

RINGCORE_REGISTER_BOUNDED_LOAD_RULE(mtz, paperRule())

} // namespace ringcore
