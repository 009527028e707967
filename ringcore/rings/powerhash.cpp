#include "ringcore/rings/powerhash.h"

#include "ringcore/rings/algorithmregistry.h"
#include "ringcore/rings/mix64.h"

#include <QCoreApplication>

#include <bit>

namespace ringcore {

namespace {

// f(k, m) for m = mask + 1 a power of two: consistent over doublings of m because the value only
// depends on the key bits below m, and a new top bit either is 0 (same value) or sends the key
// into the new upper half.
uint32_t powerOfTwoHash(uint64_t key, uint32_t mask)
{
    const uint32_t low = uint32_t(key) & mask;
    if (low == 0)
        return 0;
    const uint32_t h = std::bit_floor(low);
    return h + (uint32_t(mix64::seeded(key, h)) & (h - 1));
}

// g(k, n, s): from bucket s, jump forward like jump hash (the next stop after x is
// floor((x+1)/u) for u uniform in (0, 1]) and return the last stop below n.
uint32_t lastStopBelow(uint64_t key, uint32_t n, uint32_t s)
{
    mix64::SplitMix64 rng{key ^ 0xd1b54a32d192ed03ULL};
    uint64_t x = s;
    for (;;) {
        // u = (r + 1) / 2^32, so the next stop is floor((x + 1) · 2^32 / (r + 1)) >= x + 1.
        const uint64_t r = rng.next() >> 32;
        const uint64_t next = ((x + 1) << 32) / (r + 1);
        if (next >= n)
            return uint32_t(x);
        x = next;
    }
}

} // namespace

PowerHash::PowerHash(ServerList servers, AlgorithmOptions options)
    : RangeHash(std::move(servers), std::move(options))
{
}

int32_t PowerHash::bucket(uint64_t hash, int32_t buckets, int *stage)
{
    if (stage)
        *stage = 1;
    if (buckets <= 1)
        return 0;
    const uint32_t n = uint32_t(buckets);
    const uint32_t mask = std::bit_ceil(n) - 1; // m - 1
    const uint32_t r1 = powerOfTwoHash(hash, mask);
    if (r1 < n)
        return int32_t(r1);
    if (stage)
        *stage = 2;
    const uint32_t half = mask >> 1; // m/2 - 1
    const uint32_t r2 = lastStopBelow(hash, n, half);
    if (r2 > half)
        return int32_t(r2);
    if (stage)
        *stage = 3;
    return int32_t(powerOfTwoHash(hash, half));
}

QStringList PowerHash::steps(uint64_t hash, int32_t buckets) const
{
    int stage = 1;
    bucket(hash, buckets, &stage);
    const uint32_t m = buckets <= 1 ? 1 : std::bit_ceil(uint32_t(buckets));
    switch (stage) {
    case 1:
        return {QCoreApplication::translate("ringcore::PowerHash", "f(k, %1) lands below %2").arg(m).arg(buckets)};
    case 2:
        return {QCoreApplication::translate("ringcore::PowerHash",
                                            "f(k, %1) lands past %2; the walk g from %3 stops in the upper half")
                    .arg(m)
                    .arg(buckets - 1)
                    .arg(m / 2 - 1)};
    default:
        return {QCoreApplication::translate("ringcore::PowerHash",
                                            "f(k, %1) lands past %2 and the walk g stays at %3: f(k, %4)")
                    .arg(m)
                    .arg(buckets - 1)
                    .arg(m / 2 - 1)
                    .arg(m / 2)};
    }
}

namespace {

AlgorithmInfo makePowerInfo()
{
    AlgorithmInfo info;
    info.name = QStringLiteral("power");
    info.structure = AlgorithmInfo::Structure::Decision;
    info.trContext = "ringcore::PowerHash";
    info.displayName = QCoreApplication::translate("ringcore::PowerHash", "Power consistent hash (PowerCH)");
    info.description = QCoreApplication::translate(
        "ringcore::PowerHash",
        "Leu 2023: constant expected time and no memory, even over consecutive buckets; servers "
        "are added or removed at the end, one down in the middle renumbers the rest.");
    info.minWeight = 1;
    info.maxWeight = 1;
    info.estimateBytes = [](const ServerList &servers, const AlgorithmOptions &) {
        return double(servers.size()) * sizeof(int);
    };
    info.create = [](const ServerList &servers, const AlgorithmOptions &options, QString *) {
        return std::unique_ptr<Algorithm>(new PowerHash(servers, options));
    };
    return info;
}

} // namespace

RINGCORE_REGISTER_ALGORITHM(63, makePowerInfo())

} // namespace ringcore
