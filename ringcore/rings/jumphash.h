#pragma once

#include "ringcore/rings/algorithm.h"

#include <QList>

namespace ringcore {

/// Jump consistent hash (Lamping & Veach, "A Fast, Minimal Memory, Consistent Hash Algorithm",
/// 2014). The key hash is XXH64 (seed 0) of the key; buckets are the enabled servers in list order.
///
/// Jump only supports adding and removing buckets at the end. A server marked down in the middle
/// is handled by routing over the enabled servers renumbered 0…n-1: this is what a client that
/// simply drops the server from its list does, and it moves keys between surviving servers (every
/// server after the removed one shifts down by one bucket). The removal analysis shows that cost.
class JumpHash : public Algorithm
{
public:
    JumpHash(ServerList servers, AlgorithmOptions options);

    /// The upstream function: bucket in [0, buckets) for a 64-bit key. buckets must be >= 1.
    static int32_t bucket(uint64_t key, int32_t buckets);

    /// The decision trace for the GUI: every bucket the key jumps to, in order (starting at 0);
    /// the last entry is the answer. Each step draws the LCG and jumps forward.
    static QList<int32_t> trace(uint64_t key, int32_t buckets);

    QString name() const override { return QStringLiteral("jump"); }
    int hashBits() const override { return 64; }
    uint64_t hashKey(QByteArrayView key) const override;
    int routeHash(uint64_t hash) const override;
    std::vector<double> shares() const override;
    size_t pointCount() const override { return 0; }
    size_t memoryBytes() const override;
    QStringList explainRoute(uint64_t hash) const override;

private:
    std::vector<int> m_enabled; // bucket → server index
    bool m_identity = false;    // every server enabled: m_enabled[i] == i
};

} // namespace ringcore
