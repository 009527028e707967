#pragma once

#include "ringcore/rings/rangehash.h"

namespace ringcore {

/// FlipHash (Charles Masson and Homin K. Lee, "FlipHash: A Constant-Time Consistent Range-Hashing
/// Algorithm", arXiv 2402.17549, 2024). Maps a key hash to [0, n) uniformly and monotonically
/// (growing the range moves keys only to the new values) in constant time: within a power-of-two
/// range the key's masked hash has its lower bits "flipped" by a hash seeded with its highest bit;
/// a value past n is redrawn in the top half (up to 64 times) or falls back to the lower half.
///
/// Port of DataDog's fliphash-rs `fliphash_64` (Apache-2.0, seed 0), value for value:
/// `tst_fliphash` checks outputs produced by the Rust crate's code.
class FlipHash : public RangeHash
{
public:
    FlipHash(ServerList servers, AlgorithmOptions options);

    /// fliphash_64(key, ..=rangeEnd): a value in [0, rangeEnd].
    static uint64_t hash64(uint64_t key, uint64_t rangeEnd);
    /// The same, counting in `draws` the redraws in the top half (for the ring view).
    static uint64_t hash64(uint64_t key, uint64_t rangeEnd, int *draws);

    QString name() const override { return QStringLiteral("flip"); }
    int32_t bucketOf(uint64_t hash, int32_t buckets) const override
    {
        return int32_t(hash64(hash, uint64_t(buckets - 1)));
    }
    QStringList steps(uint64_t hash, int32_t buckets) const override;
    int routeHash(uint64_t hash) const override;

private:
    /// routeHash() for a key whose flipped value fell past the last bucket (out of line, rare).
    [[gnu::noinline]] int routeRedrawn(uint64_t hash) const;

    uint64_t m_rangeEnd; // buckets - 1 (0 with no bucket: routeHash() answers -1 first)
    uint64_t m_mask;     // the smallest 2^r - 1 >= m_rangeEnd
};

} // namespace ringcore
