#pragma once

#include "ringcore/rings/algorithm.h"

#include <QList>

namespace ringcore {

/// DxHash (Chaos Dong and Fang Wang, "DxHash: A Scalable Consistent Hash Based on the
/// Pseudo-Random Sequence", arXiv 2107.07930, 2021).
///
/// An array of `capacity` nodes (a power of two, at least the number of servers) with one
/// "active" bit each. A key seeds a pseudo-random sequence of node numbers and goes to the first
/// active node in it. Removing a node moves only its keys (each to the next active node of its own
/// sequence, so evenly onto the rest); activating one takes exactly the keys whose sequences meet
/// it before their current node. Balance is exact (1/working nodes) and lookups take
/// capacity/working probes on average.
///
/// Node i is server i; servers marked down are inactive, and nodes past the list are inactive
/// until servers are appended (the paper's addition). A sequence that meets no active node in
/// 64 · capacity probes (probability below e^-64 per working node) takes the first active node
/// at or after its last probe.
///
/// Written from the paper's description (the authors' C++ code carries no licence and was not
/// used); the sequence is RingLab's own (SplitMix64 seeded with the key hash, node = draw mod
/// capacity), so node numbers do not match the authors' CRC32-based code; tst_dxhash tests
/// the scheme's properties.
class DxHash : public Algorithm
{
public:
    static constexpr int kDefaultCapacity = 1024;
    static constexpr int kMaxCapacity = 1 << 24;

    DxHash(ServerList servers, AlgorithmOptions options);

    int capacity() const { return int(m_active.size()); }
    /// Nodes probed for this key hash, in order; the last is the answer.
    QList<int> trace(uint64_t hash) const;

    QString name() const override { return QStringLiteral("dx"); }
    int hashBits() const override { return 64; }
    uint64_t hashKey(QByteArrayView key) const override;
    int routeHash(uint64_t hash) const override;
    std::vector<double> shares() const override;
    size_t pointCount() const override { return 0; }
    /// One byte per node (the paper keeps one bit; RingLab keeps a byte for speed).
    size_t memoryBytes() const override;
    QStringList explainRoute(uint64_t hash) const override;

private:
    int nodeFor(uint64_t hash, QList<int> *trace) const;

    std::vector<uint8_t> m_active;
    int m_working = 0;
};

} // namespace ringcore
