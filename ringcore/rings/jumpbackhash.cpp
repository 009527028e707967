#include "ringcore/rings/jumpbackhash.h"

#include "ringcore/rings/algorithmregistry.h"
#include "ringcore/rings/mix64.h"

#include <QCoreApplication>

#include <bit>

namespace ringcore {

namespace {

/// 2^L - 1, L the bit length of n - 1: the bits of x that name the levels [2^i, 2^(i+1)) a key can
/// land on with n buckets (0 for n <= 1, which has one bucket and no level).
constexpr uint32_t levelMask(uint32_t n)
{
    return n > 1 ? 0xFFFFFFFFu >> std::countl_zero(n - 1) : 0u;
}

/// Whether the branch-free form is the faster one at n buckets: when the top level's first
/// candidate is >= n for at least a quarter of the keys, i.e. (2^L - n) / 2^L >= 1/4, L the bit
/// length of n-1 (n = 10: 6/16; 12: 4/16; 1,000: 24/1,024; 10,000: 6,384/16,384; a power of two:
/// 0). Below that the branching form's one data-dependent branch mispredicts rarely enough to win.
/// Measured standalone (a copy of both forms called through a function pointer, thread CPU time,
/// 04:30 UTC, 4 December 2026, shared machine at load 7): the branch-free form 7.4-8.0 ns at most
/// sizes (8.4-9.6 at 9, 10 and 17, where its rare branch is taken more often), the branching one
/// 4.1-4.7 ns at 2^k and 1,000, 7.6-8.6 ns at 12, 24, 100 and 10^5, 11.0-13.5 ns at 9, 10 and 17.
bool branchFreeIsFaster(uint32_t n)
{
    if (n <= 2)
        return false;
    const uint64_t levels = uint64_t(levelMask(n)) + 1; // 2^L
    return 4 * (levels - n) >= levels;
}

} // namespace

JumpBackHash::JumpBackHash(ServerList servers, AlgorithmOptions options)
    : RangeHash(std::move(servers), std::move(options))
{
    const uint32_t n = uint32_t(m_enabled.size());
    m_buckets = n;
    m_top = levelMask(n);
    m_branchFree = branchFreeIsFaster(n);
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

/// All ones when a < b, else 0 (the empty asm keeps the compiler from turning what uses it into a
/// branch).
inline uint32_t lessMask(uint32_t a, uint32_t b)
{
    uint32_t mask = 0u - uint32_t(a < b);
#if defined(__GNUC__)
    __asm__("" : "+r"(mask));
#endif
    return mask;
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

/// The top level's redraws: two 32-bit candidates (masked to the level's bits) per draw, until
/// one is below n; the first such (one below the level's first bucket means "none on this level").
inline uint32_t firstBelow(mix64::SplitMix64 &rng, uint32_t n, uint32_t mask)
{
    uint32_t b;
    do {
        const uint64_t r = rng.next();
        const uint32_t c1 = uint32_t(r) & mask;
        const uint32_t c2 = uint32_t(r >> 32) & mask;
        b = pick(c1 < n, c1, c2);
    } while (b >= n);
    return b;
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
inline int32_t branching(uint64_t hash, int32_t buckets)
{
    if (buckets <= 1)
        return 0;
    const uint32_t n = uint32_t(buckets);
    mix64::SplitMix64 rng{hash};
    const uint64_t r0 = rng.next();
    const uint32_t x = uint32_t(r0 ^ (r0 >> 32)) & levelMask(n);
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
    b = firstBelow(rng, n, (levelMin << 1) - 1);
    return int32_t(pick(b >= levelMin, b, lower));
}

/// The rare case of branchFree(): x's top level is the top one, its candidate and the first
/// redraw's two are all >= n. Draws on from the second redraw (SplitMix64's third output) until a
/// candidate is below n, as hash4j does; one below the top level means the next level down of x.
/// Out of line, so that the common path stays short.
#if defined(__GNUC__)
__attribute__((noinline))
#endif
int32_t drawOn(uint64_t hash, uint32_t n, uint32_t top)
{
    const uint32_t half = (top >> 1) + 1;
    mix64::SplitMix64 rng{hash + 2 * mix64::kGolden};
    const uint32_t b = firstBelow(rng, n, top);
    if (b >= half)
        return int32_t(b);
    const uint64_t r0 = mix64::finalize(hash + mix64::kGolden);
    const uint32_t x = uint32_t(r0 ^ (r0 >> 32)) & top;
    const uint32_t level = x ^ half; // x had its top bit set
    if (level == 0)
        return 0;
    // x without its top bit has the other parity: the shift flips.
    const unsigned shift = (parity32(x) << 5) ^ 32u;
    const uint32_t levelMin = 1u << (31 - std::countl_zero(level));
    return int32_t(levelMin + (uint32_t(r0 >> shift) & (levelMin - 1)));
}

/// The same function as branching(), for n buckets with top = 2^L - 1 (L the bit length of n-1,
/// n >= 2), with no data-dependent branch in the common cases. SplitMix64's draws are independent
/// (the i-th finalizes seed + i·golden), so the first redraw r1 is computed beside r0, not after a
/// mispredicted branch. The result is then chosen with masks among: the level of x's top set bit
/// (x below the top level [half, 2^L), or its candidate below n); the first of r1's two top-level
/// candidates that is below n, when it is on the top level; and the next level down of x (or 0)
/// when that candidate falls below the top level. Only when the top candidate and both of r1's are
/// >= n (n = 10: 3/8 · (6/16)^2 = 5% of keys) does it branch, to drawOn().
#if defined(__GNUC__)
__attribute__((always_inline))
#endif
inline int32_t branchFree(uint64_t hash, uint32_t n, uint32_t top)
{
    const uint32_t half = (top >> 1) + 1; // the top level's first bucket
    const uint64_t r0 = mix64::finalize(hash + mix64::kGolden);
    const uint64_t r1 = mix64::finalize(hash + 2 * mix64::kGolden);
    const uint32_t x = uint32_t(r0 ^ (r0 >> 32)) & top;
#if defined(__GNUC__)
    const unsigned shift = unsigned(__builtin_parity(x)) << 5; // PF flag, no POPCNT needed
#else
    const unsigned shift = parity32(x) << 5;
#endif
    const uint32_t topCandidate = half + (uint32_t(r0 >> shift) & (top >> 1));
    const uint32_t c1 = uint32_t(r1) & top;
    const uint32_t c2 = uint32_t(r1 >> 32) & top;
    const uint32_t drawn = c2 ^ ((c1 ^ c2) & lessMask(c1, n)); // c1 if below n, else c2
    // All ones when x's top level is the top one and its candidate is >= n.
    const uint32_t topMissed = ~lessMask(x, half) & ~lessMask(topCandidate, n);
    if ((topMissed & ~lessMask(drawn, n)) != 0) [[unlikely]]
        return drawOn(hash, n, top);
    // The draw fell below the top level: go back one level (clear x's top bit, flip the parity).
    const uint32_t down = topMissed & lessMask(drawn, half);
    const uint32_t level = x ^ (half & down);
    const unsigned levelShift = shift ^ (32u & down);
    const uint32_t levelMin = 1u << (31 - std::countl_zero(level | 1u));
    const uint32_t atLevel = (levelMin + (uint32_t(r0 >> levelShift) & (levelMin - 1))) & (0u - uint32_t(level != 0));
    return int32_t(atLevel ^ ((drawn ^ atLevel) & (topMissed & ~down)));
}

/// The faster of the two forms at n buckets.
inline int32_t fast(uint64_t hash, int32_t buckets)
{
    const uint32_t n = uint32_t(buckets);
    if (branchFreeIsFaster(n))
        return branchFree(hash, n, levelMask(n));
    return branching(hash, buckets);
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
    uint32_t x = uint32_t(r0 ^ (r0 >> 32)) & levelMask(n);
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

int32_t JumpBackHash::bucketInForm(uint64_t hash, int32_t buckets, bool branchFreeForm)
{
    if (branchFreeForm && buckets >= 2)
        return branchFree(hash, uint32_t(buckets), levelMask(uint32_t(buckets)));
    return branching(hash, buckets);
}

int32_t JumpBackHash::bucketOf(uint64_t hash, int32_t buckets) const
{
    return fast(hash, buckets);
}

int JumpBackHash::routeHash(uint64_t hash) const
{
    // RangeHash::routeHash with the scheme inlined: one virtual call per lookup instead of two.
    // The form and the level mask were chosen at construction (the bucket count is fixed).
    if (m_buckets == 0)
        return -1;
    const int32_t bucket = m_branchFree ? branchFree(hash, m_buckets, m_top) : branching(hash, int32_t(m_buckets));
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
    info.structure = AlgorithmInfo::Structure::Decision;
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
