#pragma once

#include <QCoreApplication>
#include "ringcore/rings/algorithm.h"
#include "ringcore/rings/ringsearch.h"

#include <QByteArray>

#include <array>
#include <cstdint>
#include <vector>

namespace ringcore {

/// What pingora-ketama's v1 and v2 rings share (cloudflare/pingora, pingora-ketama/src/lib.rs).
///
/// - A server's points: CRC32 over "<ip>\0<port>" followed by the previous point's hash as 4
///   little-endian bytes (0 for the first point), the ip printed as Rust's SocketAddr prints it
///   (IPv6 without brackets, RFC 5952 zero compression, "::ffff:a.b.c.d" for mapped IPv4).
///   This is nginx's ketama chain, which pingora-ketama was written to match.
/// - A key's hash: CRC32 of the key bytes; it goes to the first point whose hash is >= it,
///   wrapping to the first point (Rust binary_search, Err(len) → 0).
/// - Down servers keep their points, as in pingora-load-balancing, whose selection walks the ring
///   from the key's point (NodeIterator) until it meets a healthy backend. RingLab walks without
///   an iteration cap.
///
/// Subclasses own the point storage (8-byte v1 points, 6-byte v2 PackedPoint) and the sort/dedup
/// rule; everything else is here.
class KetamaRing : public Algorithm
{
    Q_DECLARE_TR_FUNCTIONS(KetamaRing) // the context lupdate writes into translations/*.ts
public:
    /// pingora-ketama's DEFAULT_POINT_MULTIPLE (copied from nginx).
    static constexpr uint32_t kDefaultPointMultiple = 160;
    /// Rust's sizeof(SocketAddr), the per-server address array.
    static constexpr size_t kSocketAddrBytes = 32;

    /// A server's address as pingora sees it: the bytes hashed for its points and the key that
    /// orders SocketAddr values in Rust (V4 before V6, then address bytes, then port).
    struct SocketKey
    {
        QByteArray hashInput;           ///< "<ip>\0<port>"
        std::array<uint8_t, 19> order{}; ///< family, 16 address bytes, port (big-endian)
    };

    /// Parses "a.b.c.d:port", "[v6]:port" or a bare IP (port 80). Host names are refused:
    /// pingora-ketama buckets are socket addresses. On failure returns false and sets *error.
    static bool socketKey(const QString &address, SocketKey *key, QString *error);

    /// The IPv6 text Rust's Ipv6Addr Display writes for these 16 bytes.
    static QByteArray rustIpv6Text(const std::array<uint8_t, 16> &bytes);

    int hashBits() const override { return 32; }
    uint64_t hashKey(QByteArrayView key) const override;
    int routeHash(uint64_t hash) const override;
    std::vector<double> shares() const override;
    size_t pointCount() const override { return ringSize(); }
    std::vector<RingPoint> points() const override { return collectPoints(); }
    void forEachPoint(const std::function<void(const RingPoint &)> &visit) const override;
    std::vector<OwnedInterval> intervals() const override;

    /// Points generated before duplicates were removed (weight × points-per-unit summed).
    size_t generatedPointCount() const override { return m_generated; }
    /// Index of the ring point a key hash lands on (before skipping down servers).
    size_t pointIndex(uint32_t hash) const;

protected:
    KetamaRing(const ServerList &servers, const AlgorithmOptions &options);

    /// Validates the servers and the point totals (u32 in pingora) and produces socket keys.
    static bool prepare(const ServerList &servers, uint32_t pointMultiple, std::vector<SocketKey> *keys,
                        QString *error);
    /// Calls onPoint(hash, pointNumber) for each of a server's `count` chained CRC32 points.
    template <typename OnPoint>
    static void generate(const QByteArray &hashInput, uint32_t count, OnPoint onPoint);
    static uint32_t chainHash(uint32_t baseCrc, uint32_t previous);
    static uint32_t crc(QByteArrayView bytes);

    /// Must be called by subclasses once their ring is sorted: resolves down-server walks and
    /// builds the lookup index over the points' hashes.
    void finish(size_t generated);

    virtual size_t ringSize() const = 0;
    virtual uint32_t hashAt(size_t i) const = 0;
    virtual int nodeAt(size_t i) const = 0;

private:
    int ownerAt(size_t i) const { return m_owner[i]; }

    /// Server that serves point i after skipping down servers (nodeAt(i) when none is down;
    /// -1 when every server is down).
    std::vector<int> m_owner;
    /// std::lower_bound over the points' hashes (pingora's binary_search: Ok(i) or Err(i) is the
    /// first point >= the key hash, the ring's hashes being unique), as a bucket table.
    RingIndex<uint32_t> m_search;
    size_t m_generated = 0;
};

template <typename OnPoint>
void KetamaRing::generate(const QByteArray &hashInput, uint32_t count, OnPoint onPoint)
{
    const uint32_t base = crc(hashInput);
    uint32_t previous = 0;
    for (uint32_t i = 0; i < count; ++i) {
        previous = chainHash(base, previous);
        onPoint(previous, i);
    }
}

} // namespace ringcore
