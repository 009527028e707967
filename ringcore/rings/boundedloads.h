#pragma once

#include "ringcore/rings/algorithm.h"
#include "ringcore/rings/ringsearch.h"

#include <QList>

namespace ringcore {

/// What happened when a key list was routed with bounded loads.
struct BoundedLoadAssignment
{
    std::vector<int> server;        ///< per key, in input order
    std::vector<qint64> loads;      ///< per server index
    std::vector<qint64> capacities; ///< per server index (the final one for a per-request rule)
    qint64 spilled = 0;             ///< keys not placed on their first-choice server
    qint64 maxSteps = 0;            ///< longest walk along the ring for one key
};

/// Consistent hashing with bounded loads (Mirrokni, Thorup, Zadimoghaddam, SODA 2018) over a
/// 64-bit ring of XXH64("address_i") points, `points` × weight per server.
///
/// The scheme is stateful: where a key goes depends on how loaded the servers already are. It
/// fits the stateless Algorithm interface like this:
/// - routeHash() / intervals() / shares() describe the *unloaded* ring (the first choice of
///   every key — also what any key gets while no server is at capacity);
/// - assign() routes a key list in order, as if every key were an outstanding request that
///   stays: a key takes the first server clockwise from its hash that is below capacity.
///   The capacity rule (option "rule", BoundedLoadRules): "mtz" (the paper), capacity =
///   ceil((1+ε)·m·w/W) for m keys, fixed up front, or one a system registers (HAProxy's
///   hash-balance-factor, recomputed before every request: systems/haproxy/haproxyboundedloads.cpp).
/// The analysis functions use assign() for this algorithm when routing key sets.
class BoundedLoadsHash : public Algorithm
{
public:
    static constexpr int kMaxWeight = 1000;

    BoundedLoadsHash(ServerList servers, AlgorithmOptions options);

    /// Routes the key hashes in order with bounded loads.
    BoundedLoadAssignment assign(const std::vector<uint64_t> &hashes) const;

    double epsilon() const { return m_epsilon; }
    /// The capacity rule's id (BoundedLoadRules): "mtz" or a system's.
    QString rule() const { return m_rule; }

    QString name() const override { return QStringLiteral("bounded-loads"); }
    int hashBits() const override { return 64; }
    uint64_t hashKey(QByteArrayView key) const override;
    int routeHash(uint64_t hash) const override;
    std::vector<double> shares() const override;
    size_t pointCount() const override { return m_points.size(); }
    size_t memoryBytes() const override;
    std::vector<RingPoint> points() const override { return m_points; }
    std::vector<OwnedInterval> intervals() const override;

private:
    double m_epsilon = 0.25;
    QString m_rule;
    std::vector<RingPoint> m_points; // ascending, duplicates dropped
    std::vector<uint64_t> m_hashes;
    RingIndex<uint64_t> m_search;
};

} // namespace ringcore
