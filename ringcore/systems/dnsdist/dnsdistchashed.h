#pragma once

#include "ringcore/rings/algorithm.h"
#include "ringcore/rings/ringsearch.h"

#include <QByteArray>
#include <QUuid>

#include <memory>
#include <vector>

namespace ringcore {

/// dnsdist 1.7.3's `setServerPolicy(chashed)` (PowerDNS/pdns, pdns/dnsdistdist/dnsdist-lbpolicies.cc
/// chashedFromHash, dnsdist-backend.cc DownstreamState::hash).
///
/// - A server's points: `weight` of them, burtleCI("<id>-<w>", perturbation) for w = weight … 1,
///   where id is the server's UUID in lower-case text (random at start-up unless `newServer{id=…}`
///   sets it, so RingLab always sets it: `server-ids`).
/// - A query's hash: burtleCI over the wire-format query name (labels, root byte), ASCII-lowercased,
///   with the same perturbation (`setWHashedPertubation`, 1.7.3's spelling; random at start-up
///   when not set).
/// - Selection: over the up servers in pool order, the smallest point >= the hash wins (on a tie
///   the server listed first); when no point is >= it, the server whose lowest point is the lowest
///   (the ring wraps). A point equal to 4294967295 never wins the first rule (`*hash_it < sel`
///   with sel starting at UINT_MAX); RingLab keeps that.
/// - Down servers (`setDown()`, failed health checks) are skipped: their points leave the ring.
/// - `setConsistentHashingBalancingFactor(f)` skips a server whose in-flight queries exceed
///   f × (1 + all in-flight) / total weight × its weight. With no queries in flight (RingLab's
///   model, and any client that waits for each answer) that never excludes a server, so the
///   factor changes nothing; under concurrent load it depends on timing and cannot be predicted.
class DnsdistChashed : public Algorithm
{
public:
    struct Point
    {
        uint32_t value;
        int server; ///< index into servers()
        int number; ///< w in "<id>-<w>"
    };

    static std::unique_ptr<DnsdistChashed> create(const ServerList &servers, const AlgorithmOptions &options,
                                                  QString *error);

    /// The ids RingLab gives servers: "numbered" → 00000000-0000-4000-8000-<position as 12 hex
    /// digits>; "address" → the name-based (v5) UUID of the address in the DNS namespace.
    static QUuid serverId(const QString &scheme, const QString &address, int position);

    QString name() const override { return QStringLiteral("dnsdist-chashed"); }
    int hashBits() const override { return 32; }
    uint64_t hashKey(QByteArrayView key) const override;
    int routeHash(uint64_t hash) const override;
    std::vector<double> shares() const override;
    size_t pointCount() const override { return m_ring.size(); }
    size_t memoryBytes() const override;
    std::vector<RingPoint> points() const override;
    std::vector<OwnedInterval> intervals() const override;
    QStringList explainRoute(uint64_t hash) const override;

    const std::vector<QUuid> &ids() const { return m_ids; }
    uint32_t perturbation() const { return m_perturbation; }

private:
    DnsdistChashed(const ServerList &servers, const AlgorithmOptions &options);
    size_t pointIndex(uint32_t hash) const; ///< the winning point, or m_ring.size() when none

    std::vector<QUuid> m_ids;
    uint32_t m_perturbation = 0;
    double m_balancingFactor = 0;
    std::vector<Point> m_ring; ///< every up server's points, by value then pool order
    RingIndex<uint32_t> m_search;
    size_t m_usable = 0; ///< points below 4294967295 (the only ones the first rule can pick)
};

} // namespace ringcore
