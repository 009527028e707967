#pragma once

#include "ringcore/rings/algorithm.h"

#include <QList>

#include <unordered_map>

namespace ringcore {

/// MementoHash (Coluzzi, Brocco, Antonucci, Leonardi: "MementoHash: A Stateful, Minimal Memory,
/// Best Performing Consistent Hash Algorithm", IEEE/ACM Transactions on Networking, 2024).
///
/// Jump consistent hash over a b-array of n buckets, plus a "memento" of removed buckets: when
/// bucket b is removed while w buckets work, it records the replacer w − 1 (the size of the
/// working set after the removal). A key that jumps to a removed bucket b re-hashes into
/// [0, replacer(b)) with seed b; a bucket met there that was removed *earlier* (replacer ≥ the
/// current bound) stands for its replacer, one removed *later* re-hashes again. So removing any
/// bucket moves only that bucket's keys, evenly onto the rest (like AnchorHash), with memory
/// proportional to the removed buckets only. Removing the last bucket while nothing else is
/// removed just shrinks the b-array (plain jump); restoring is LIFO.
///
/// Bucket b is server b. Servers marked down are removed in ascending list order at build time.
/// Key hashes are XXH64 (seed 0); the re-hash is XXH64 of the key hash seeded with the bucket.
class MementoHash : public Algorithm
{
public:
    MementoHash(ServerList servers, AlgorithmOptions options);

    /// Removes bucket b (must be working).
    void removeBucket(int b);
    /// Restores the most recently removed bucket (or appends one when none is removed); returns it.
    int restoreBucket();
    /// Buckets working now.
    int workingCount() const { return m_size - int(m_memento.size()); }
    /// Length of the b-array jump runs over.
    int arraySize() const { return m_size; }

    /// Buckets visited for this key hash, in order; the last is the answer.
    QList<int> trace(uint64_t hash) const;

    QString name() const override { return QStringLiteral("memento"); }
    int hashBits() const override { return 64; }
    uint64_t hashKey(QByteArrayView key) const override;
    int routeHash(uint64_t hash) const override;
    std::vector<double> shares() const override;
    size_t pointCount() const override { return 0; }
    /// The memento's entries (bucket, replacer, previously removed) at 12 bytes each.
    size_t memoryBytes() const override;

private:
    struct Entry
    {
        int replacer;
        int previous; ///< bucket removed before this one (-1 for the first)
    };

    int replacer(int bucket) const
    {
        const auto it = m_memento.find(bucket);
        return it == m_memento.end() ? -1 : it->second.replacer;
    }
    int bucketFor(uint64_t hash, QList<int> *trace) const;

    int m_size = 0;        ///< n: the b-array's length
    int m_lastRemoved = -1;
    std::unordered_map<int, Entry> m_memento;
};

} // namespace ringcore
