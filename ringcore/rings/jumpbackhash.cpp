#include "ringcore/rings/jumpbackhash.h"

#include "ringcore/rings/algorithmregistry.h"
#include "ringcore/rings/mix64.h"

#include <QCoreApplication>

#include <bit>

namespace ringcore {

JumpBackHash::JumpBackHash(ServerList servers, AlgorithmOptions options)
    : RangeHash(std::move(servers), std::move(options))
{
}

int32_t JumpBackHash::bucket(uint64_t hash, int32_t buckets, QList<int32_t> *candidates)
{
    if (buckets <= 1)
        return 0;
    const uint32_t n = uint32_t(buckets);
    // hash4j seeds SplitMix64 with the key hash; the first draw decides one bucket per level.
    mix64::SplitMix64 rng{hash};
    const uint64_t r0 = rng.next();
    // Bit i of x set: the key's last bucket below 2^(i+1) lies on level i ([2^i, 2^(i+1))).
    uint32_t x = uint32_t(r0 ^ (r0 >> 32)) & (0xFFFFFFFFu >> std::countl_zero(n - 1));
    for (;;) {
        if (x == 0)
            return 0;
        const uint32_t levelMin = 1u << (31 - std::countl_zero(x));
        // hash4j shifts a long by popcount·32, which Java takes mod 64: 32 for odd counts, 0 for even.
        const unsigned shift = unsigned(std::popcount(x) << 5) & 63u;
        uint32_t b = levelMin + (uint32_t(r0 >> shift) & (levelMin - 1));
        if (candidates)
            candidates->append(int32_t(b));
        if (b < n)
            return int32_t(b);
        // The level's bucket is past n: draw the key's last bucket below n on this level, if any.
        const uint32_t levelMax = (levelMin << 1) - 1;
        for (;;) {
            const uint64_t r1 = rng.next();
            b = uint32_t(r1) & levelMax;
            if (b < levelMin)
                break;
            if (candidates)
                candidates->append(int32_t(b));
            if (b < n)
                return int32_t(b);
            b = uint32_t(r1 >> 32) & levelMax;
            if (b < levelMin)
                break;
            if (candidates)
                candidates->append(int32_t(b));
            if (b < n)
                return int32_t(b);
        }
        x ^= levelMin; // none below n on this level: go back one level
    }
}

QStringList JumpBackHash::steps(uint64_t hash, int32_t buckets) const
{
    QList<int32_t> tried;
    bucket(hash, buckets, &tried);
    QStringList path;
    for (int32_t b : tried)
        path << QString::number(b);
    if (path.isEmpty())
        path << QStringLiteral("0");
    return {QCoreApplication::translate("ringcore::JumpBackHash",
                                        "walks back through the power-of-two levels: candidates %1")
                .arg(path.join(QStringLiteral(" → ")))};
}

namespace {

AlgorithmInfo makeJumpBackInfo()
{
    AlgorithmInfo info;
    info.name = QStringLiteral("jumpback");
    info.trContext = "ringcore::JumpBackHash";
    info.displayName = QCoreApplication::translate("ringcore::JumpBackHash", "JumpBackHash");
    info.description = QCoreApplication::translate(
        "ringcore::JumpBackHash",
        "Ertl 2024: jump hash's guarantees in expected constant time with integers only (hash4j's "
        "SplitMix64 form); servers are added or removed at the end, one down in the middle "
        "renumbers the rest.");
    info.minWeight = 1;
    info.maxWeight = 1;
    info.estimateBytes = [](const ServerList &servers, const AlgorithmOptions &) {
        return double(servers.size()) * sizeof(int);
    };
    info.create = [](const ServerList &servers, const AlgorithmOptions &options, QString *) {
        return std::unique_ptr<Algorithm>(new JumpBackHash(servers, options));
    };
    return info;
}

} // namespace

RINGCORE_REGISTER_ALGORITHM(61, makeJumpBackInfo())

} // namespace ringcore
