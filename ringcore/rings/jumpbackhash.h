#pragma once

#include "ringcore/rings/rangehash.h"

#include <QList>

namespace ringcore {

/// JumpBackHash (Otmar Ertl, "JumpBackHash: Say Goodbye to the Modulo Operation to Distribute Keys
/// Uniformly to Buckets", Software: Practice and Experience, 2025; arXiv 2403.18682, 2024).
///
/// Same mapping guarantees as jump hash (uniform, monotone: growing n → n+1 moves only keys to
/// the new bucket) but integer-only and expected constant time: instead of jumping forward it
/// draws, per power-of-two level, the one bucket of that level where the key would have landed
/// last, and walks *back* through the levels from the top. This is a port of hash4j's
/// `ConsistentHashing.jumpBackHash` with its SplitMix64 generator (Dynatrace, Apache-2.0),
/// bucket for bucket: `tst_jumpbackhash` checks values produced by hash4j itself.
class JumpBackHash final : public RangeHash
{
public:
    JumpBackHash(ServerList servers, AlgorithmOptions options);

    /// hash4j's getBucket(hash, buckets) with the SplitMix64 generator; buckets >= 1.
    static int32_t bucket(uint64_t hash, int32_t buckets, QList<int32_t> *candidates = nullptr);
    /// The same function in one of its two routing forms, whatever bucket() would pick at this
    /// size: the branching one (one data-dependent branch on the top level's candidate) or the
    /// branch-free one (both first draws computed, chosen by masks), for the tests and benchmarks.
    static int32_t bucketInForm(uint64_t hash, int32_t buckets, bool branchFreeForm);

    QString name() const override { return QStringLiteral("jumpback"); }
    int32_t bucketOf(uint64_t hash, int32_t buckets) const override;
    int routeHash(uint64_t hash) const override;
    QStringList steps(uint64_t hash, int32_t buckets) const override;

private:
    uint32_t m_buckets = 0;    // enabled servers
    uint32_t m_top = 0;        // 2^L - 1, L the bit length of m_buckets - 1
    bool m_branchFree = false; // route with the branch-free form (see branchFreeIsFaster())
};

} // namespace ringcore
