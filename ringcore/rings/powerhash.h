#pragma once

#include "ringcore/rings/rangehash.h"

namespace ringcore {

/// Power consistent hash, PowerCH (Eric Leu, "Fast Consistent Hashing in Constant Time",
/// arXiv 2307.12448, 2023). With m the smallest power of two >= n:
/// r1 = f(k, m), a consistent hash over [0, m) built from the key's low bits (keep the highest
/// set bit h of k mod m, draw the rest at random in [h, 2h)); if r1 < n it is the answer.
/// Otherwise r2 = g(k, n, m/2 − 1), a jump-hash-like forward walk from m/2 − 1 that returns the
/// key's last stop below n; if r2 >= m/2 it is the answer, else f(k, m/2). Expected O(1), no
/// memory, monotone (n → n+1 moves keys only to bucket n) and uniform.
///
/// Ported from the paper's description; the paper leaves the two auxiliary random functions
/// open and no permissively licensed reference code was found, so the random draws are RingLab's
/// own (SplitMix64 seeded with the key hash): bucket numbers will not match other
/// implementations, only the scheme's properties do (tested in tst_powerhash).
class PowerHash : public RangeHash
{
public:
    PowerHash(ServerList servers, AlgorithmOptions options);

    /// The bucket in [0, buckets) for a key hash; buckets >= 1. stage: 1 = f(k, m), 2 = g, 3 = f(k, m/2).
    static int32_t bucket(uint64_t hash, int32_t buckets, int *stage = nullptr);

    QString name() const override { return QStringLiteral("power"); }
    int32_t bucketOf(uint64_t hash, int32_t buckets) const override { return bucket(hash, buckets); }
    QStringList steps(uint64_t hash, int32_t buckets) const override;
};

} // namespace ringcore
