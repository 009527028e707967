#pragma once

#include "ringcore/rings/algorithm.h"
#include "ringcore/rings/algorithmregistry.h"

#include <QByteArray>
#include <QList>

#include <cstdint>
#include <vector>

namespace ringcore {

/// Apache Traffic Server 9.2 parent selection, `round_robin=consistent_hash` in parent.config,
/// ported from proxy/ParentConsistentHash.cc, src/tscore/ConsistentHash.cc, src/tscore/HashSip.cc
/// and proxy/ParentSelection.cc as Debian 12 builds them (9.2.5 + debian/patches/0023-update-to-
/// 929.patch and the CVE patches, which leave these files alone). docs/ports-trafficserver.md
/// cites each rule's line.
///
/// Points: parent i gets roundf(1024 × weight) points; point r hashes SipHash-2-4 (key 0) of
/// "r-" followed by the parent's name — its host name (the text before ':', *not* the port) or
/// the `&hash-string` written after it. The ring is a std::map: on equal hashes the parent
/// inserted first keeps the point, so parents sharing a host name and no hash string would share
/// one set of points, all owned by the first of them (and go down together, host status being
/// per host name): the registry refuses such a list and names option hash-string=address.
///
/// Keys: SipHash-2-4 of "/" + path (+ "?" + query unless `qstring=ignore`), i.e. the request
/// URI with its leading '/' (ParentConsistentHash::getPathHash).
///
/// Lookup for a request's first parent (selectParent with first_call): the first point at or
/// after the key hash (std::map::lower_bound), wrapping; if that parent is down, with
/// secondary_mode 1 (default) or 3 the secondary ring's first up parent from the same hash,
/// then the primary ring's next up points; with secondary_mode 2 the primary ring's next up
/// points, then the secondary ring. Down is `traffic_ctl host down` (host status by host name).
///
/// In RingLab's one server list, the last `secondary` servers form `secondary_parent`.
/// Not modelled: parents marked unavailable after connection failures and their retry window
/// (time-dependent), go_direct, and a parent_selection_url set by a plugin.
class TrafficServerRing : public Algorithm
{
public:
    static constexpr int Replicas = 1024;      ///< ATSConsistentHash(int r = 1024, …)
    static constexpr size_t BytesPerPoint = 48; ///< std::map<uint64_t, node *> node on 64-bit
    enum Ring { Primary = 0, Secondary = 1 };

    explicit TrafficServerRing(ServerList servers, AlgorithmOptions options = {});
    /// With ATS's float weights (parent.config `|0.33`) instead of the servers' whole numbers.
    TrafficServerRing(ServerList servers, AlgorithmOptions options, const QList<double> &weights);

    static AlgorithmInfo info();

    /// The name a parent's points hash: its hash string, or the text before the first ':'.
    static QByteArray parentName(const QString &server, bool hashAddress);
    /// The name a server's points hash: its hash name when given (the parent's host name as
    /// parent.config writes it, or its `&hash_string`), else parentName() of its address.
    static QByteArray parentName(const Server &server, bool hashAddress);
    /// The key hash: SipHash-2-4 of "/" + path [+ "?" + query].
    static uint64_t pathHash(QByteArrayView uri, bool ignoreQuery);

    QString name() const override;
    int hashBits() const override { return 64; }
    uint64_t hashKey(QByteArrayView key) const override;
    int routeHash(uint64_t hash) const override;
    std::vector<double> shares() const override;
    size_t pointCount() const override { return m_ring[Primary].hash.size() + m_ring[Secondary].hash.size(); }
    size_t memoryBytes() const override { return pointCount() * BytesPerPoint; }
    /// The primary ring's points (the secondary ring is shown by explainRoute()).
    std::vector<RingPoint> points() const override;
    std::vector<OwnedInterval> intervals() const override;
    QStringList explainRoute(uint64_t hash) const override;

    /// Servers in the primary list (the rest are secondary parents).
    int primaryCount() const { return m_primaryCount; }
    /// The parent owning the first point at or after hash in a ring (-1 for an empty ring).
    int firstParent(Ring ring, uint64_t hash) const;

private:
    struct RingData
    {
        std::vector<uint64_t> hash; ///< sorted, unique (std::map keys)
        std::vector<int> server;    ///< owner of each point
        std::vector<int> replica;   ///< r of each point
        std::vector<int> nextUp;    ///< first up server walking from each point, -1 if none
        bool anyUp = false;
    };
    void build(const QList<double> &weights);
    void buildRing(RingData &ring, int from, int to, const QList<double> &weights);
    size_t lowerIndex(const RingData &ring, uint64_t hash) const;

    int m_primaryCount = 0;
    int m_mode = 1;
    bool m_ignoreQuery = false;
    bool m_hashAddress = false;
    RingData m_ring[2];
};

} // namespace ringcore
