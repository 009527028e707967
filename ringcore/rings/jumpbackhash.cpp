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

namespace {

/// Parity of x's set bits, without POPCNT: the baseline x86-64 build has no such instruction, and
/// std::popcount there becomes a library call; folding with shifts and XORs takes a few cycles.
constexpr unsigned parity32(uint32_t x)
{
    x ^= x >> 16;
    x ^= x >> 8;
    x ^= x >> 4;
    return (0x6996u >> (x & 15u)) & 1u;
}

/// Branch-free choice: a if c, else b (the empty asm keeps the compiler from turning it back into
/// a branch, which mispredicts about half the time on random keys).
inline uint32_t pick(bool c, uint32_t a, uint32_t b)
{
    uint32_t mask = 0u - uint32_t(c);
#if defined(__GNUC__)
    __asm__("" : "+r"(mask));
#endif
    return b ^ ((a ^ b) & mask);
}

/// hash4j's getBucket with the SplitMix64 generator, written out for speed; traced() below is the
/// same function in hash4j's loop form, recording the candidates for the explanation (both are
/// checked against each other and against hash4j's own outputs in tst_jumpbackhash).
///
/// Only the top level [2^(L-1), 2^L), L the bit length of n-1, holds buckets >= n; every lower
/// level lies wholly below n. So when the top level's first candidate misses, at most one more
/// level is read: the key's last bucket below n on the top level if the draws find one, else the
/// highest set level of x below it (or 0). That last choice is made without branches. Always
/// inlined: at -O2 (RelWithDebInfo) GCC otherwise keeps it out of line, a second call per lookup.
#if defined(__GNUC__)
__attribute__((always_inline))
#endif
inline int32_t fast(uint64_t hash, int32_t buckets)
{
    if (buckets <= 1)
        return 0;
    const uint32_t n = uint32_t(buckets);
    mix64::SplitMix64 rng{hash};
    const uint64_t r0 = rng.next();
    const uint32_t x = uint32_t(r0 ^ (r0 >> 32)) & (0xFFFFFFFFu >> std::countl_zero(n - 1));
    if (x == 0)
        return 0;
    // hash4j shifts a long by popcount(x)·32, which Java takes mod 64: 32 for an odd count, 0 for
    // an even one. Only the parity matters, and clearing one bit of x (going back a level) flips it.
    const unsigned shift = parity32(x) << 5;
    const uint32_t levelMin = 1u << (31 - std::countl_zero(x));
    uint32_t b = levelMin + (uint32_t(r0 >> shift) & (levelMin - 1));
    if (b < n)
        return int32_t(b);
    // The next level down (x without its top bit), for when the top level has none below n.
    const uint32_t x2 = x ^ levelMin;
    const uint32_t levelMin2 = 1u << (31 - std::countl_zero(x2 | 1u));
    const uint32_t lower = pick(x2 != 0, levelMin2 + (uint32_t(r0 >> (shift ^ 32u)) & (levelMin2 - 1)), 0u);
    // Draws (two 32-bit candidates each) until one is below n; below levelMin means "none here".
    const uint32_t levelMax = (levelMin << 1) - 1;
    do {
        const uint64_t r1 = rng.next();
        const uint32_t c1 = uint32_t(r1) & levelMax;
        const uint32_t c2 = uint32_t(r1 >> 32) & levelMax;
        b = pick(c1 < n, c1, c2);
    } while (b >= n);
    return int32_t(pick(b >= levelMin, b, lower));
}

/// hash4j's loop, recording every candidate bucket it tries.
int32_t traced(uint64_t hash, int32_t buckets, QList<int32_t> *candidates)
{
    if (buckets <= 1)
        return 0;
    const uint32_t n = uint32_t(buckets);
    // hash4j seeds SplitMix64 with the key hash; the first draw decides one bucket per level.
    mix64::SplitMix64 rng{hash};
    const uint64_t r0 = rng.next();
    // Bit i of x set: the key's last bucket below 2^(i+1) lies on level i ([2^i, 2^(i+1))).
    uint32_t x = uint32_t(r0 ^ (r0 >> 32)) & (0xFFFFFFFFu >> std::countl_zero(n - 1));
    unsigned shift = parity32(x) << 5;
    for (;;) {
        if (x == 0)
            return 0;
        const uint32_t levelMin = 1u << (31 - std::countl_zero(x));
        uint32_t b = levelMin + (uint32_t(r0 >> shift) & (levelMin - 1));
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
            candidates->append(int32_t(b));
            if (b < n)
                return int32_t(b);
            b = uint32_t(r1 >> 32) & levelMax;
            if (b < levelMin)
                break;
            candidates->append(int32_t(b));
            if (b < n)
                return int32_t(b);
        }
        x ^= levelMin; // none below n on this level: go back one level
        shift ^= 32u;
    }
}

} // namespace

int32_t JumpBackHash::bucket(uint64_t hash, int32_t buckets, QList<int32_t> *candidates)
{
    return candidates ? traced(hash, buckets, candidates) : fast(hash, buckets);
}

int32_t JumpBackHash::bucketOf(uint64_t hash, int32_t buckets) const
{
    return fast(hash, buckets);
}

int JumpBackHash::routeHash(uint64_t hash) const
{
    // RangeHash::routeHash with the scheme inlined: one virtual call per lookup instead of two.
    if (m_enabled.empty())
        return -1;
    const int32_t bucket = fast(hash, int32_t(m_enabled.size()));
    return m_identity ? int(bucket) : m_enabled[size_t(bucket)];
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
