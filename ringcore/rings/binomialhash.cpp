#include "ringcore/rings/binomialhash.h"

#include "ringcore/rings/algorithmregistry.h"
#include "ringcore/rings/mix64.h"

#include <QCoreApplication>

#include <bit>

namespace ringcore {

namespace {

uint64_t rehash(uint64_t value, uint32_t seed)
{
    return mix64::seeded(value, seed);
}

// A random position on the same tree level as bucket (levels 0 and 1 hold one node each).
uint32_t relocateWithinLevel(uint32_t bucket, uint64_t hash)
{
    if (bucket < 2)
        return bucket;
    const uint32_t levelBase = std::bit_floor(bucket);
    const uint32_t levelMask = levelBase - 1;
    return levelBase + (uint32_t(rehash(hash, levelMask)) & levelMask);
}

} // namespace

BinomialHash::BinomialHash(ServerList servers, AlgorithmOptions options)
    : RangeHash(std::move(servers), std::move(options))
{
}

int32_t BinomialHash::bucket(uint64_t hash, int32_t buckets, int *stage)
{
    if (stage)
        *stage = 1;
    if (buckets <= 1)
        return 0;
    const uint32_t n = uint32_t(buckets);
    const uint32_t enclosing = std::bit_ceil(n) - 1; // filter of the enclosing tree
    const uint32_t minor = enclosing >> 1;           // filter of the minor tree
    uint32_t b = relocateWithinLevel(uint32_t(hash) & enclosing, hash);
    if (b < n)
        return int32_t(b);
    if (stage)
        *stage = 2;
    uint64_t h = hash;
    for (int i = 0; i < kOmega; ++i) {
        h = rehash(h, enclosing);
        b = uint32_t(h) & enclosing;
        if (b <= minor)
            break;
        if (b < n)
            return int32_t(b);
    }
    if (stage)
        *stage = 3;
    return int32_t(relocateWithinLevel(uint32_t(hash) & minor, hash));
}

std::vector<double> BinomialHash::bucketShares(int32_t buckets)
{
    if (buckets <= 1)
        return std::vector<double>(size_t(std::max(buckets, 0)), 1.0);
    const double m = double(std::bit_ceil(uint32_t(buckets)));
    const double half = m / 2;
    // q: a draw in the enclosing tree lands past the last bucket. The first draw gives every
    // node 1/m; each redraw (while earlier ones missed) gives each last-level bucket 1/m more,
    // and a redraw in the minor tree or ω misses send the key to the minor tree, uniformly.
    const double q = (m - buckets) / m;
    double redraw = 0;   // expected redraws made
    double reach = q;    // probability of making the next redraw
    double toMinor = 0;
    for (int i = 0; i < kOmega; ++i) {
        redraw += reach;
        toMinor += reach * 0.5;
        reach *= q;
    }
    toMinor += reach;
    std::vector<double> out(static_cast<size_t>(buckets));
    for (int32_t b = 0; b < buckets; ++b)
        out[size_t(b)] = b < half ? 1.0 / m + toMinor / half : (1.0 + redraw) / m;
    return out;
}

std::vector<double> BinomialHash::shares() const
{
    std::vector<double> out(size_t(servers().size()), 0.0);
    const std::vector<double> perBucket = bucketShares(bucketCount());
    for (size_t b = 0; b < m_enabled.size(); ++b)
        out[size_t(m_enabled[b])] = perBucket[b];
    return out;
}

QStringList BinomialHash::steps(uint64_t hash, int32_t buckets) const
{
    int stage = 1;
    bucket(hash, buckets, &stage);
    const uint32_t m = buckets <= 1 ? 1 : std::bit_ceil(uint32_t(buckets));
    switch (stage) {
    case 1:
        return {QCoreApplication::translate("ringcore::BinomialHash",
                                            "hash mod %1, relocated within its tree level, is a bucket")
                    .arg(m)};
    case 2:
        return {QCoreApplication::translate("ringcore::BinomialHash",
                                            "first position past the last bucket; a redraw in [%1, %2) hits one")
                    .arg(m / 2)
                    .arg(buckets)};
    default:
        return {QCoreApplication::translate("ringcore::BinomialHash",
                                            "first position and redraws missed: relocated in the minor tree [0, %1)")
                    .arg(m / 2)};
    }
}

namespace {

AlgorithmInfo makeBinomialInfo()
{
    AlgorithmInfo info;
    info.name = QStringLiteral("binomial");
    info.structure = AlgorithmInfo::Structure::Decision;
    info.trContext = "ringcore::BinomialHash";
    info.displayName = QCoreApplication::translate("ringcore::BinomialHash", "BinomialHash");
    info.description = QCoreApplication::translate(
        "ringcore::BinomialHash",
        "Coluzzi et al. 2024: constant time and no memory over a binary tree of buckets, nearly "
        "even; servers are added or removed at the end, one down in the middle renumbers the rest.");
    info.minWeight = 1;
    info.maxWeight = 1;
    info.estimateBytes = [](const ServerList &servers, const AlgorithmOptions &) {
        return double(servers.size()) * sizeof(int);
    };
    info.create = [](const ServerList &servers, const AlgorithmOptions &options, QString *) {
        return std::unique_ptr<Algorithm>(new BinomialHash(servers, options));
    };
    return info;
}

} // namespace

RINGCORE_REGISTER_ALGORITHM(64, makeBinomialInfo())

} // namespace ringcore
