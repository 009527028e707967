// HAProxy's bounded loads (`hash-balance-factor`, a percent = 100·(1+ε)) as a capacity rule of
// BoundedLoadsHash: before each request the capacity is recomputed from the requests already
// served + 1 — total slots ceil(served·factor/100), split by weight with the remainder spread over
// cumulative weight, and never less than 1 (src/lb_chash.c, chash_server_is_eligible()).
#include "ringcore/rings/boundedloadrule.h"

#include <algorithm>
#include <cmath>

namespace ringcore {

namespace {

BoundedLoadRule balanceFactorRule()
{
    BoundedLoadRule r;
    r.id = QStringLiteral("haproxy");
    r.perRequest = true;
    r.bind = [](const BoundedLoadInput &in) -> BoundedLoadCapacity {
        const qint64 factor = qint64(std::llround(100.0 * (1.0 + in.epsilon))); // hash-balance-factor, once
        return [&in, factor](size_t s, qint64 served) {
            const qint64 totSlots = ((served + 1) * factor + 99) / 100;
            const qint64 perWeight = totSlots / in.totalWeight;
            const qint64 remainder = totSlots % in.totalWeight;
            const qint64 w = (*in.servers)[int(s)].weight;
            qint64 granted = w * perWeight;
            granted += ((in.cumulative[s] + w) * remainder) / in.totalWeight
                       - (in.cumulative[s] * remainder) / in.totalWeight;
            return std::max<qint64>(granted, 1);
        };
    };
    return r;
}

} // namespace

RINGCORE_REGISTER_BOUNDED_LOAD_RULE(haproxy, balanceFactorRule())

} // namespace ringcore
