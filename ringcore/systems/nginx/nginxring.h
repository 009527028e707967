#pragma once

#include <QCoreApplication>
#include "ringcore/rings/algorithm.h"
#include "ringcore/rings/algorithmregistry.h"
#include "ringcore/rings/ringsearch.h"

#include <QByteArray>

#include <cstdint>
#include <utility>
#include <vector>

namespace ringcore {

/// nginx 1.22.1 `hash $request_uri consistent;`, ported from
/// src/http/modules/ngx_http_upstream_hash_module.c at release-1.22.1 (commit 352a7d2bc4aa).
///
/// Points: every server (peer) gets 160 × weight points. The server's text as written in the
/// `server` directive is split into HOST and PORT at the last ':' when only digits follow it
/// (no port → empty PORT, *not* "80"; `unix:PATH` → HOST = PATH), and point j hashes
/// crc32(HOST "\0" PORT PREV_HASH), PREV_HASH being the previous point's hash as 4
/// little-endian bytes (0 for the first). Points are sorted by hash with a stable sort
/// (glibc's qsort is a merge sort) and equal hashes are collapsed to the first one, so on a
/// collision the server listed earlier keeps the point.
///
/// Lookup: hash = crc32(key); the first point whose hash is ≥ the key's hash, wrapping to the
/// first point. If that point's server is `down`, nginx tries the following points, up to 20
/// more (21 points in all); after that it falls back to weighted round robin, whose choice
/// depends on earlier requests. routeHash() returns Unpredictable (-2) there, and -1 when no
/// server is up at all. With a single server nginx skips hashing (always that server); with an
/// empty key it uses round robin (routeKey() reports that).
///
/// What is not modelled: max_fails/fail_timeout and max_conns (runtime state that makes nginx
/// skip a live server too), a host name resolving to several addresses (nginx makes one peer
/// per address sharing the name's points and round-robins between them; here one Server is
/// one peer), and backup servers (the hash balancer does not allow them).
class NginxRing : public Algorithm
{
    Q_DECLARE_TR_FUNCTIONS(NginxRing) // the context lupdate writes into translations/*.ts
public:
    static constexpr int Unpredictable = -2; ///< routeHash(): nginx falls back to round robin
    static constexpr int PointsPerWeight = 160;
    static constexpr int MaxExtraTries = 20; ///< points tried after the first before round robin
    static constexpr size_t BytesPerPoint = 16; ///< ngx_http_upstream_chash_point_t on 64-bit

    explicit NginxRing(ServerList servers, AlgorithmOptions options = {});

    /// Registry entry: name "nginx", weights 1 … INT_MAX (nginx accepts any positive integer
    /// that ngx_atoi parses; RingLab's weights are ints), no options.
    static AlgorithmInfo info();

    /// The HOST and PORT byte strings nginx hashes for a `server` directive's text.
    static std::pair<QByteArray, QByteArray> hostAndPort(QByteArrayView server);
    /// crc32(HOST "\0" PORT) as a finalised CRC, the prefix shared by a server's points.
    static uint32_t baseHash(QByteArrayView server);
    /// The hashes of a server's points in generation order (before sorting).
    static std::vector<uint32_t> serverPointHashes(QByteArrayView server, int64_t count);

    QString name() const override;
    int hashBits() const override { return 32; }
    uint64_t hashKey(QByteArrayView key) const override;
    int routeHash(uint64_t hash) const override;
    /// Routes a request key as nginx does, including the empty-key round-robin case.
    int routeKey(QByteArrayView key) const;
    std::vector<double> shares() const override;
    size_t pointCount() const override { return m_hashes.size(); }
    size_t memoryBytes() const override;
    std::vector<RingPoint> points() const override { return collectPoints(); }
    void forEachPoint(const std::function<void(const RingPoint &)> &visit) const override;
    /// Intervals owned after nginx's walk past down servers; an interval whose keys go to
    /// round robin has server == Unpredictable.
    std::vector<OwnedInterval> intervals() const override;

    /// Index of the first point ≥ hash, wrapped (nginx's ngx_http_upstream_find_chash_point).
    size_t findPoint(uint32_t hash) const;
    /// Points generated before collapsing equal hashes (what nginx allocates).
    int64_t generatedPoints() const { return m_generated; }

private:
    void build();
    int resolve(size_t pointIndex) const;

    std::vector<uint32_t> m_hashes;  ///< sorted, unique
    std::vector<int> m_server;       ///< owner of each point
    std::vector<int> m_index;        ///< j of each point within its server
    std::vector<int> m_resolved;     ///< server that serves keys landing on each point
    RingIndex<uint32_t> m_search;    ///< lower_bound over m_hashes (bucket table)
    int64_t m_generated = 0;
    bool m_single = false;
    bool m_anyUp = false;
};

} // namespace ringcore
