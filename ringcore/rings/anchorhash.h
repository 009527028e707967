#pragma once

#include "ringcore/rings/algorithm.h"

#include <QList>

namespace ringcore {

/// AnchorHash (Mendelson, Vargaftik, Barabash, Lorenz, Keslassy, Orda: "AnchorHash: A Scalable
/// Consistent Hash", IEEE/ACM ToN 2021). Ring-free, exactly balanced, and fully consistent under
/// arbitrary removals: removing a bucket moves only that bucket's keys.
///
/// Bucket b is server b. The anchor holds `capacity` buckets (option, default 1,024, at least the
/// number of servers): buckets past the list start removed (pushed a-1 down to n, as INITANCHOR
/// does), so appending a server to the list is the paper's AddBucket and moves only ~1/(n+1)
/// of the keys — as long as the capacity stays the same. Servers marked down are removed in
/// ascending list order at build time. AnchorHash's state depends on removal order, so
/// two lists that differ only in an extra down server that sits *before* an already-down one in
/// the list replay a different removal history; the removal analysis shows any keys that moves.
/// Key hashes are XXH64 (seed 0); h_b(k) is XXH64 of the key hash seeded with b.
class AnchorHash : public Algorithm
{
public:
    static constexpr int kDefaultCapacity = 1024;
    static constexpr int kMaxCapacity = 10000000;

    AnchorHash(ServerList servers, AlgorithmOptions options);

    /// The anchor size a in use.
    int capacity() const { return int(m_A.size()); }

    /// Buckets visited for this key hash, in order; the last is the answer (GUI lookup trace).
    QList<int> trace(uint64_t hash) const;

    /// Removes bucket b (must be working); exposed for tests of the paper's algorithm.
    void removeBucket(int b);
    /// Restores the most recently removed bucket; returns it.
    int addBucket();

    QString name() const override { return QStringLiteral("anchor"); }
    int hashBits() const override { return 64; }
    uint64_t hashKey(QByteArrayView key) const override;
    int routeHash(uint64_t hash) const override;
    std::vector<double> shares() const override;
    size_t pointCount() const override { return 0; }
    size_t memoryBytes() const override;

private:
    int bucketFor(uint64_t hash, QList<int> *trace) const;

    // The paper's arrays, one entry per bucket.
    std::vector<uint32_t> m_A; // 0 = working; else size of the working set right after removal
    std::vector<uint32_t> m_K; // replacement of a removed bucket
    std::vector<uint32_t> m_L; // position of a bucket in W
    std::vector<uint32_t> m_W; // working set by position
    std::vector<uint32_t> m_R; // stack of removed buckets
    uint32_t m_N = 0;          // working buckets
};

} // namespace ringcore
