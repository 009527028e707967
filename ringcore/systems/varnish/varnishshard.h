#pragma once

#include "ringcore/rings/algorithm.h"
#include "ringcore/rings/algorithmregistry.h"

#include <QByteArrayView>

#include <cstdint>
#include <initializer_list>
#include <vector>

namespace ringcore {

/// Varnish 7.1.1 `vmod_directors` shard director, ported from vmod/vmod_directors_shard_dir.c,
/// vmod_directors_shard_cfg.c and vmod_directors_shard.c at tag varnish-7.1.1 (what Debian 12's
/// `varnish` 7.1.1-2+deb12u1 builds; its patches do not touch the vmod). docs/ports-varnish.md
/// cites each rule's line.
///
/// Points: backend h (in add_backend() order) gets min(replicas × weight, (2^32-2)/backends)
/// points; point j (0-based) is VRT_HashStrands32(ident, "j"): the last 4 bytes of
/// SHA-256(ident ‖ decimal j) read little-endian. The ident is the server's text here (the live
/// check adds each backend with `ident="<address>"`; without ident Varnish hashes the VCL backend
/// name). Points are sorted by value with glibc's stable qsort, so equal points keep the order of
/// their backends.
///
/// Lookup (shard_lookup): a binary search for the first point ≥ key — but a key above the last
/// point takes the *last* point, not the first (no wrap-around). From there the walk visits each
/// backend once, in ring order, skipping unhealthy ones (healthy=CHOSEN), and `alt` picks the
/// alt-th further backend as sharddir_pick_be_locked() does.
///
/// Keys (hashKey): by=HASH is the object digest as vcl_backend_fetch sees it: the first 4 bytes,
/// big-endian, of SHA-256(url "\0" host "\0") (builtin vcl_hash: hash_data(req.url) then
/// hash_data(req.http.host), each followed by a NUL separator). by=URL hashes req.url with
/// VRT_HashStrands32 — also what by=HASH does when backend() is resolved in vcl_recv. by=KEY with
/// `key=vd.key(<text>)` is the same hash of the key text. by=BLOB takes the first 4 bytes of the
/// key text big-endian, left-padded with zeros when shorter (an empty blob gives key 0).
///
/// Not modelled: rampup (a backend that turned healthy less than its rampup time ago; after
/// that the choice is the steady one modelled here). warmup between 0 and 1 sends that fraction
/// of requests, at random, to the next healthy backend: those keys are Unpredictable.
class VarnishShard : public Algorithm
{
public:
    static constexpr int Unpredictable = -2; ///< routeHash(): warmup picks at random
    static constexpr int DefaultReplicas = 67;
    static constexpr size_t BytesPerPoint = 8; ///< struct shard_circlepoint {point, host}

    enum class By { Hash, Url, Key, Blob };
    enum class Healthy { Chosen, Ignore, All };

    explicit VarnishShard(ServerList servers, AlgorithmOptions options = {});

    static AlgorithmInfo info();

    /// VRT_HashStrands32: SHA-256 over the non-empty strands, last 4 bytes little-endian.
    static uint32_t hashStrands32(std::initializer_list<QByteArrayView> strands);
    /// by=HASH in backend context: first 4 bytes (big-endian) of the digest that the builtin
    /// vcl_hash makes from the URL and the Host header.
    static uint32_t digestKey(QByteArrayView url, QByteArrayView host);
    /// by=BLOB: the first 4 bytes big-endian, left-padded with zeros (shard_blob_key).
    static uint32_t blobKey(QByteArrayView blob);

    QString name() const override;
    int hashBits() const override { return 32; }
    uint64_t hashKey(QByteArrayView key) const override;
    int routeHash(uint64_t hash) const override;
    std::vector<double> shares() const override;
    size_t pointCount() const override { return m_points.size(); }
    size_t memoryBytes() const override { return m_points.size() * BytesPerPoint; }
    std::vector<RingPoint> points() const override;
    std::vector<OwnedInterval> intervals() const override;
    QStringList explainRoute(uint64_t hash) const override;

    /// shard_lookup(): index of the point a key starts from (see the class comment).
    size_t lookup(uint32_t key) const;
    /// The point values in ring order (for tests against Varnish's debug output).
    const std::vector<uint32_t> &pointValues() const { return m_points; }
    /// The backend index of each point, in ring order.
    const std::vector<int> &pointHosts() const { return m_host; }
    /// The backend chosen from point index idx (ignoring warmup) and the next healthy backend
    /// after it that warmup would send to (-1 when there is none or warmup does not apply).
    int pick(size_t idx, int *warmupAlternative = nullptr, QStringList *trace = nullptr) const;

private:
    void build();

    By m_by = By::Hash;
    Healthy m_healthy = Healthy::Chosen;
    int m_alt = 0;
    double m_warmup = 0;
    QByteArray m_host_header;
    std::vector<uint32_t> m_points; ///< sorted point values
    std::vector<int> m_host;        ///< backend of each point
    std::vector<int> m_replica;     ///< j of each point
    std::vector<int> m_chosen;      ///< pick() from each point
    std::vector<int> m_warm;        ///< warmup alternative from each point (-1: none)
};

} // namespace ringcore
