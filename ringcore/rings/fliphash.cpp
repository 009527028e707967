#include "ringcore/rings/fliphash.h"

#include "ringcore/rings/algorithmregistry.h"

#include <QCoreApplication>

#include <bit>

namespace ringcore {

namespace {

constexpr unsigned kMaxDraws = 64; // fliphash-rs MAX_NUM_ITERATIONS

// fliphash-rs's integer hash (after Pelle Evensen's "moremur"), seed 0.
constexpr uint64_t flipHashStep(uint64_t key, unsigned bitLength, unsigned iteration)
{
    uint64_t k = key;
    k *= uint64_t(bitLength) * 2 + 1;
    k = (k ^ (k >> 27)) * 0x3C79AC492BA7B653ULL;
    k *= uint64_t(iteration) * 2 + 1;
    k = (k ^ (k >> 33)) * 0x1C69B3F74AC4AE35ULL;
    return k ^ (k >> 27);
}

// Index of the top set bit; v != 0. (63 ^ clz is one BSR, where std::countl_zero also handles 0.)
constexpr unsigned floorLog2(uint64_t v)
{
    return unsigned(63 ^ __builtin_clzll(v));
}

// FlipHash over [0, mask] for mask = 2^r - 1: flip the bits below the masked hash's top bit.
// Without a branch: masked | 1 has masked's top bit when masked >= 2, and for 0 and 1 it gives
// r = 0, whose flipper mask is empty, so they stay as they are (fliphash-rs returns 0 for 0).
constexpr uint64_t flipPow2(uint64_t key, uint64_t hash, uint64_t mask)
{
    const uint64_t masked = hash & mask;
    const unsigned r = floorLog2(masked | 1);
    const uint64_t flipper = flipHashStep(key, r, 0) & ((uint64_t(1) << r) - 1);
    return masked ^ flipper;
}

// The rare part of fliphash_64(key, ..=rangeEnd), out of line so that the common path needs few
// registers: the flipped value fell past rangeEnd, so draw in the top half (up to 64 times), then
// fall back to the lower half. `draws` (may be null) counts the redraws for the ring view.
[[gnu::noinline, gnu::cold]] uint64_t flipRedraw(uint64_t key, uint64_t hash, uint64_t rangeEnd, uint64_t mask,
                                                 int *draws)
{
    for (unsigned i = 1; i <= kMaxDraws; ++i) {
        if (draws)
            *draws = int(i);
        const uint64_t draw = flipHashStep(key, floorLog2(rangeEnd), i) & mask;
        if (draw <= mask >> 1)
            break;
        if (draw <= rangeEnd)
            return draw;
    }
    return flipPow2(key, hash, mask >> 1);
}

// fliphash_64(key, ..=rangeEnd) for rangeEnd >= 1, mask = the smallest 2^r - 1 >= rangeEnd.
inline uint64_t flipRange(uint64_t key, uint64_t rangeEnd, uint64_t mask, int *draws)
{
    if (draws)
        *draws = 0;
    const uint64_t hash = flipHashStep(key, 0, 0);
    const uint64_t inPow2 = flipPow2(key, hash, mask);
    if (inPow2 <= rangeEnd) [[likely]]
        return inPow2;
    return flipRedraw(key, hash, rangeEnd, mask, draws);
}

constexpr uint64_t rangeMask(uint64_t rangeEnd)
{
    return rangeEnd == 0 ? 0 : ~0ULL >> std::countl_zero(rangeEnd);
}

// flipRange's rare path, recomputing the first hash so that no value of the caller's common path
// lives across the call: the callers reach it by a tail call and save no registers.
[[gnu::noinline]] uint64_t flipRedrawn(uint64_t key, uint64_t rangeEnd, uint64_t mask)
{
    return flipRedraw(key, flipHashStep(key, 0, 0), rangeEnd, mask, nullptr);
}

// flipRange without the count: the common path inline, the redraw out of line.
inline uint64_t flipRangeFast(uint64_t key, uint64_t rangeEnd, uint64_t mask)
{
    const uint64_t inPow2 = flipPow2(key, flipHashStep(key, 0, 0), mask);
    if (inPow2 > rangeEnd) [[unlikely]]
        return flipRedrawn(key, rangeEnd, mask);
    return inPow2;
}

} // namespace

FlipHash::FlipHash(ServerList servers, AlgorithmOptions options)
    : RangeHash(std::move(servers), std::move(options))
    , m_rangeEnd(m_enabled.empty() ? 0 : uint64_t(m_enabled.size() - 1))
    , m_mask(rangeMask(m_rangeEnd))
{
}

uint64_t FlipHash::hash64(uint64_t key, uint64_t rangeEnd)
{
    return rangeEnd == 0 ? 0 : flipRangeFast(key, rangeEnd, rangeMask(rangeEnd));
}

uint64_t FlipHash::hash64(uint64_t key, uint64_t rangeEnd, int *draws)
{
    if (rangeEnd == 0) {
        if (draws)
            *draws = 0;
        return 0;
    }
    return flipRange(key, rangeEnd, rangeMask(rangeEnd), draws);
}

int FlipHash::routeHash(uint64_t hash) const
{
    // RangeHash::routeHash with the scheme inlined: one virtual call per lookup instead of two, as
    // JumpBackHash and jump have. The rare redraw is a tail call, so the common path saves no
    // registers. With one bucket the mask is 0 and the common path gives 0, as fliphash_64 does.
    if (m_enabled.empty())
        return -1;
    const uint64_t inPow2 = flipPow2(hash, flipHashStep(hash, 0, 0), m_mask);
    if (inPow2 > m_rangeEnd) [[unlikely]]
        return routeRedrawn(hash);
    return m_identity ? int(inPow2) : m_enabled[size_t(inPow2)];
}

int FlipHash::routeRedrawn(uint64_t hash) const
{
    const uint64_t bucket = flipRedrawn(hash, m_rangeEnd, m_mask);
    return m_identity ? int(bucket) : m_enabled[size_t(bucket)];
}

QStringList FlipHash::steps(uint64_t hash, int32_t buckets) const
{
    const uint64_t end = uint64_t(buckets - 1);
    if (end == 0)
        return {};
    const uint64_t mask = rangeMask(end);
    const uint64_t first = flipPow2(hash, flipHashStep(hash, 0, 0), mask);
    QStringList lines{QCoreApplication::translate("ringcore::FlipHash", "flipped value in [0, %1]: %2")
                          .arg(mask)
                          .arg(first)};
    if (first > end) {
        int draws = 0;
        const uint64_t b = hash64(hash, end, &draws);
        lines << QCoreApplication::translate("ringcore::FlipHash",
                                             "past the last bucket: %1 redraw(s) in the top half, then %2")
                     .arg(draws)
                     .arg(b);
    }
    return lines;
}

namespace {

AlgorithmInfo makeFlipInfo()
{
    AlgorithmInfo info;
    info.name = QStringLiteral("flip");
    info.structure = AlgorithmInfo::Structure::Decision;
    info.trContext = "ringcore::FlipHash";
    info.displayName = QCoreApplication::translate("ringcore::FlipHash", "FlipHash");
    info.description = QCoreApplication::translate(
        "ringcore::FlipHash",
        "Masson & Lee 2024 (DataDog's fliphash): consistent range hashing in constant time, "
        "perfectly even over consecutive buckets; servers are added or removed at the end.");
    info.minWeight = 1;
    info.maxWeight = 1;
    info.estimateBytes = [](const ServerList &servers, const AlgorithmOptions &) {
        return double(servers.size()) * sizeof(int);
    };
    info.create = [](const ServerList &servers, const AlgorithmOptions &options, QString *) {
        return std::unique_ptr<Algorithm>(new FlipHash(servers, options));
    };
    return info;
}

} // namespace

RINGCORE_REGISTER_ALGORITHM(62, makeFlipInfo())

} // namespace ringcore
