#pragma once

#include "ringcore/rings/rangehash.h"

namespace ringcore {

/// BinomialHash (Massimo Coluzzi, Amos Brocco, Alessandro Antonucci, Tiziano Leidi, "BinomialHash:
/// A Constant Time, Minimal Memory Consistent Hash Algorithm", arXiv 2406.19836, 2024).
///
/// Buckets are the nodes of a binary tree numbered level by level (level l holds [2^l, 2^(l+1))).
/// The "enclosing tree" is the smallest one with at least n nodes (m = 2^⌈log2 n⌉), the "minor
/// tree" its upper half [0, m/2). A key takes its hash mod m and is relocated at random within that
/// level; if the result is a bucket (< n) that is the answer. Otherwise up to ω = 4 fresh draws in
/// the enclosing tree are tried, stopping at the first one in the minor tree; a draw in
/// [m/2, n) is the answer; failing that the key goes to its relocated position in the minor tree.
/// Constant time, no memory, monotone (n → n+1 moves keys only to bucket n); the balance is not
/// exact: the last level gets slightly less than 1/n per bucket — shares() gives the analytic
/// shares for an ideal hash.
///
/// Written from the paper's description. The authors' Java code is GPL-3.0 and was not used; the
/// rehash function is RingLab's own (SplitMix64 of the value and a seed), so bucket numbers do not
/// match the authors' implementation; tst_binomialhash tests the scheme's properties.
class BinomialHash : public RangeHash
{
public:
    static constexpr int kOmega = 4; ///< the paper's number of redraws in the enclosing tree

    BinomialHash(ServerList servers, AlgorithmOptions options);

    /// The bucket in [0, buckets) for a key hash; buckets >= 1. stage: 1 first draw, 2 a redraw, 3 minor tree.
    static int32_t bucket(uint64_t hash, int32_t buckets, int *stage = nullptr);
    /// Analytic probability of each bucket for n buckets and an ideal random hash.
    static std::vector<double> bucketShares(int32_t buckets);

    QString name() const override { return QStringLiteral("binomial"); }
    int32_t bucketOf(uint64_t hash, int32_t buckets) const override { return bucket(hash, buckets); }
    QStringList steps(uint64_t hash, int32_t buckets) const override;
    std::vector<double> shares() const override;
};

} // namespace ringcore
