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

constexpr unsigned floorLog2(uint64_t v)
{
    return 63u - unsigned(std::countl_zero(v));
}

// FlipHash over [0, mask] for mask = 2^r - 1: flip the bits below the masked hash's top bit.
constexpr uint64_t flipPow2(uint64_t key, uint64_t hash, uint64_t mask)
{
    const uint64_t masked = hash & mask;
    if (masked == 0)
        return 0;
    const uint64_t flipper = flipHashStep(key, floorLog2(masked), 0) & ((~0ULL >> std::countl_zero(masked)) >> 1);
    return masked ^ flipper;
}

// fliphash_64(key, ..=rangeEnd); `draws` (may be null) counts the redraws for the ring view.
inline uint64_t flipRange(uint64_t key, uint64_t rangeEnd, int *draws)
{
    if (draws)
        *draws = 0;
    if (rangeEnd == 0)
        return 0;
    const uint64_t mask = ~0ULL >> std::countl_zero(rangeEnd);
    const uint64_t hash = flipHashStep(key, 0, 0);
    const uint64_t inPow2 = flipPow2(key, hash, mask);
    if (inPow2 <= rangeEnd)
        return inPow2;
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

} // namespace

FlipHash::FlipHash(ServerList servers, AlgorithmOptions options)
    : RangeHash(std::move(servers), std::move(options))
{
}

uint64_t FlipHash::hash64(uint64_t key, uint64_t rangeEnd, int *draws)
{
    return flipRange(key, rangeEnd, draws);
}

int FlipHash::routeHash(uint64_t hash) const
{
    // RangeHash::routeHash with the scheme inlined: one virtual call per lookup instead of two, as
    // JumpBackHash and jump have.
    if (m_enabled.empty())
        return -1;
    const auto bucket = int32_t(flipRange(hash, uint64_t(m_enabled.size() - 1), nullptr));
    return m_identity ? int(bucket) : m_enabled[size_t(bucket)];
}

QStringList FlipHash::steps(uint64_t hash, int32_t buckets) const
{
    const uint64_t end = uint64_t(buckets - 1);
    if (end == 0)
        return {};
    const uint64_t mask = ~0ULL >> std::countl_zero(end);
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
