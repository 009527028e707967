#pragma once

#include "ringcore/rings/algorithm.h"
#include "ringcore/rings/boundedloadrule.h"
#include "ringcore/rings/ringsearch.h"

#include <QList>

namespace ringcore {

/// Consistent hashing with bounded loads (Mirrokni, Thorup, Zadimoghaddam, SODA 2018) over a
/// 64-bit ring of XXH64("address_i") points, `points` × weight per server.
///
/// The scheme is stateful: where a key goes depends on how loaded the servers already are. It
/// fits the stateless Algorithm interface like this:
/// - routeHash() / intervals() / shares() describe the *unloaded* ring (the first choice of
///   every key — also what any key gets while no server is at capacity);
/// - isStateful() is true, and assignInOrder() routes a key list in order, as if every key were
///   an outstanding request that stays: a key takes the first server clockwise from its hash that
///   is below capacity.
///   The capacity rule (option "rule", BoundedLoadRules): "mtz" (the paper), capacity =
///   ceil((1+ε)·m·w/W) for m keys, fixed up front, or one a system registers (HAProxy's
///   hash-balance-factor, recomputed before every request: systems/haproxy/haproxyboundedloads.cpp),
///   resolved once when the scheme is built.
/// The analysis functions use assignInOrder() for every stateful algorithm when routing key sets.
class BoundedLoadsHash : public Algorithm
{
public:
    static constexpr int kMaxWeight = 1000;

    BoundedLoadsHash(ServerList servers, AlgorithmOptions options);
    BoundedLoadsHash(const BoundedLoadsHash &) = delete; // the bound rule points into this one
    BoundedLoadsHash &operator=(const BoundedLoadsHash &) = delete;

    bool isStateful() const override { return true; }
    /// Routes the key hashes in order with bounded loads.
    KeyAssignment assignInOrder(const std::vector<uint64_t> &hashes) const override;
    double loadBound() const override { return m_epsilon; }

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
    /// Binds the capacity rule (m_rule) to the up servers and ε.
    void bindRule();

    double m_epsilon = 0.25;
    QString m_rule;
    BoundedLoadInput m_ruleInput;    // what the rule knows: the up servers' weights and ε
    BoundedLoadCapacity m_capacity;  // the rule bound to m_ruleInput (empty: no such rule)
    bool m_perRequest = false;
    std::vector<RingPoint> m_points; // ascending, duplicates dropped
    std::vector<uint64_t> m_hashes;
    RingIndex<uint64_t> m_search;
};

} // namespace ringcore
