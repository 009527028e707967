#pragma once

#include "ringcore/rings/algorithm.h"

namespace ringcore {

/// Base of the schemes that map a key hash to a bucket in [0, n) and, like jump hash, only grow or
/// shrink at the end (JumpBackHash, FlipHash, PowerCH, BinomialHash).
///
/// Buckets are the enabled servers in list order. A server marked down in the middle is handled
/// the way a client that drops it from its list would: the enabled servers are renumbered
/// 0…n-1, which moves keys between survivors too (the removal analysis shows the cost). Removing
/// or adding the *last* server is the scheme's own removal/addition and moves only its keys.
/// Key hashes are XXH64 (seed 0) of the key, as for jump.
class RangeHash : public Algorithm
{
public:
    int hashBits() const override { return 64; }
    uint64_t hashKey(QByteArrayView key) const override;
    int routeHash(uint64_t hash) const override;
    /// Exactly 1/n per enabled server for a uniform key hash (the schemes' balance guarantee).
    /// BinomialHash overrides this with its analytic, not quite even, shares.
    std::vector<double> shares() const override;
    size_t pointCount() const override { return 0; }
    size_t memoryBytes() const override;
    QStringList explainRoute(uint64_t hash) const override;

    /// Number of buckets (enabled servers).
    int bucketCount() const { return int(m_enabled.size()); }
    /// The scheme's function: bucket in [0, buckets) for a key hash; buckets >= 1.
    virtual int32_t bucketOf(uint64_t hash, int32_t buckets) const = 0;
    /// Translated lines describing how bucketOf() decides (without the final "bucket b is …").
    virtual QStringList steps(uint64_t hash, int32_t buckets) const = 0;

protected:
    RangeHash(ServerList servers, AlgorithmOptions options);

    std::vector<int> m_enabled; // bucket → server index
    bool m_identity = false;    // every server enabled: m_enabled[i] == i
};

} // namespace ringcore
