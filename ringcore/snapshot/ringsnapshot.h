#pragma once

#include "ringcore/core/server.h"
#include "ringcore/keys/keysample.h"
#include "ringcore/rings/algorithm.h"

#include <QMetaType>
#include <QString>

#include <cstdint>
#include <memory>
#include <vector>

namespace ringcore {

struct LookupTrace;

/// How a scheme turns a key hash into a server, as far as a picture of it goes.
enum class LookupKind {
    NextPoint,    ///< first ring point at or after the hash, wrapping (nginx, Envoy, ketama)
    NearestPoint, ///< the nearer of the two neighbouring points (HAProxy)
    Table,        ///< a slot of a lookup table (Maglev)
    Decision,     ///< no stored positions (jump, rendezvous, modulo, …)
};

/// One key drawn as a dot: its hash and the server ringcore routes it to.
struct KeyDot
{
    uint64_t hash = 0;
    int server = -1;
};

/// Everything the ring view, the server table and the numbers panel show about one experiment,
/// built off the GUI thread and read-only afterwards (share it as `std::shared_ptr<const …>`).
///
/// Points are stored column-wise (hash, server, index) in ascending hash order so that per-pixel
/// aggregation is a pair of binary searches and a ring of millions of points stays compact.
struct RingSnapshot
{
    quint64 jobId = 0;           ///< the background job that built it (stale results are dropped)
    QString error;               ///< non-empty when the experiment could not be built
    QString algorithm;           ///< registry name
    QString displayName;         ///< the registry's display name
    int hashBits = 32;
    LookupKind rule = LookupKind::NextPoint;
    ServerList servers;

    std::vector<uint64_t> pointHash;  ///< ascending
    std::vector<int32_t> pointServer; ///< server of pointHash[i]
    std::vector<int32_t> pointIndex;  ///< the point's number within its server
    /// Indices into the point columns grouped by server: serverPoints[serverPointBegin[s] …
    /// serverPointBegin[s+1]) are server s's points in ascending hash order.
    std::vector<uint32_t> serverPoints;
    std::vector<uint32_t> serverPointBegin;

    std::vector<OwnedInterval> intervals; ///< contiguous owned arcs (empty for tables/decisions)
    std::vector<int> table;                ///< Maglev-style slot → server

    std::vector<double> shares;       ///< exact share of the hash space per server
    std::vector<qint64> keyCounts;    ///< routed keys per server
    std::vector<int32_t> keyOwner;    ///< owner of key i (all routed keys, for removal diffs)
    std::vector<KeyDot> keyDots;      ///< the first few keys, drawn as dots
    qint64 keysRouted = 0;
    /// The keys the experiment asked for; more than keysRouted when the snapshot routes a sample
    /// (RingSnapshotBuilder::kMaxRoutedKeys).
    qint64 keysAsked = 0;

    size_t pointCount = 0;
    size_t memoryBytes = 0;

    // Summary numbers over the enabled servers, each relative to its fair (weighted) share.
    int enabledServers = 0;
    double busiest = 0;          ///< largest share ÷ fair share
    double quietest = 0;         ///< smallest share ÷ fair share
    int busiestServer = -1;
    int quietestServer = -1;
    double cv = 0;               ///< coefficient of variation of share ÷ fair share
    double pointsPerServer = 0;  ///< pointCount ÷ enabled servers (0 for decision schemes)
    double cvFormula = 0;        ///< sqrt((N−1)/(N·k+1)) with k = effectivePoints, 0 when k is 0
    /// True when the enabled servers do not all have the same weight.
    bool weightsDiffer = false;
    /// The k of the formula: points per server, or with unequal weights the harmonic mean of the
    /// servers' point counts (a server with k_i points has a load variance of about 1/k_i, so
    /// the CV² of the ring is the mean of 1/k_i).
    double effectivePoints = 0;

    /// The built scheme, kept for lookups (thread-safe for const use).
    std::shared_ptr<const Algorithm> scheme;

    bool ok() const { return error.isEmpty() && scheme != nullptr; }
    /// keysRouted of keysAsked, for the labels that count keys.
    KeySample keySample() const { return KeySample(keysAsked, keysRouted); }
    /// Size of the hash space as a double (2^hashBits).
    double space() const;
    /// A hash as a fraction of the circle, [0, 1).
    double fraction(uint64_t hash) const;
    /// The hash at a fraction of the circle (clamped to the space).
    uint64_t hashAt(double fraction) const;
    /// The fair share of a server (weight ÷ total enabled weight; 0 when down).
    double fairShare(int server) const;
    /// Number of points server s has on the ring (0 for an unknown server or a scheme without points).
    size_t pointsOf(int server) const;

    /// First point index whose hash is >= h (pointHash.size() when none).
    size_t lowerPoint(uint64_t h) const;
    /// The owned interval containing h (index into intervals), or -1.
    int intervalAt(uint64_t h) const;
    /// Length of interval i as a fraction of the circle.
    double intervalLength(int i) const;
    /// The arc a point owns as a fraction of the circle (next-point: from the previous point;
    /// nearest-point: half of each neighbouring gap).
    double pointArc(size_t point) const;

    /// Traces a lookup of a key text / of a raw hash; see LookupTrace.
    LookupTrace traceKey(const QByteArray &key) const;
    LookupTrace traceHash(uint64_t hash) const;
};

using RingSnapshotPtr = std::shared_ptr<const RingSnapshot>;

} // namespace ringcore

Q_DECLARE_METATYPE(ringcore::RingSnapshotPtr)
