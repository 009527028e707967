#pragma once

#include "ringcore/systems/twemproxy/twemproxyhash.h"
#include "ringcore/rings/algorithm.h"
#include "ringcore/rings/ringsearch.h"

#include <QByteArray>

#include <memory>
#include <vector>

namespace ringcore {

/// A twemproxy (nutcracker 0.5.0) server pool: `distribution: ketama | modula | random` with any
/// `hash:` (twitter/twemproxy src/hashkit/, src/nc_server.c, src/nc_conf.c).
///
/// - Server order: nutcracker sorts a pool's servers by name (shorter names first, then bytes;
///   nc_conf.c conf_validate_server) and numbers them in that order; ketama ties and modula slots
///   follow it. The name is the explicit one ("host:port:weight name"), else the host when the
///   port is 11211, else "host:port". RingLab's `names` option chooses between that rule and the
///   explicit names server1 … serverN in list order (twemproxy's sample config).
/// - ketama: each live server gets floor(w/W × 40 × live + 1e-10) × 4 points computed in float
///   (nc_ketama.c ketama_update), four from each MD5 of "<name>-<i>" (little-endian words); the
///   points are sorted stably by value and a key goes to the first point >= its hash, wrapping.
/// - modula: a slot per unit of live weight in server order; a key goes to slot hash mod slots.
/// - random: a live server drawn by random() per request, whatever the key. No port can predict
///   that per key: RingLab draws a stand-in (hash mod live servers) so spread statistics match a
///   uniform choice; its exact shares are those of random() mod live servers.
/// - Down servers: with `auto-eject-hosts=true` a down server is ejected and the pool rebuilt
///   from the live servers (every ketama server's point count is recomputed with the new live
///   count and total weight; RingLab's default, so "down" means "out of the pool" as for the other
///   ports); with `false` (twemproxy's own default) it keeps its points or slots and
///   the keys that reach it fail (route -1; its share is lost, so the shares sum to less than 1).
/// - The key hash: the part inside `hash_tag` when the key has one, 0 for an empty key or a
///   one-server pool (nc_server.c server_pool_hash / server_pool_idx).
class TwemproxyPool : public Algorithm
{
public:
    enum class Distribution { Ketama, Modula, Random };

    static constexpr uint32_t kKetamaPointsPerServer = 160; ///< nc_ketama.c KETAMA_POINTS_PER_SERVER
    static constexpr uint32_t kContinuumAddition = 10;      ///< KETAMA/MODULA/RANDOM_CONTINUUM_ADDITION
    static constexpr size_t kContinuumEntryBytes = 8;       ///< struct continuum { uint32_t index; uint32_t value; }

    /// One continuum entry: twemproxy's {index, value} plus the point's number for display.
    struct Point
    {
        uint32_t value;
        int server;   ///< index into servers()
        int number;   ///< 4 × (i − 1) + word for the i-th MD5 of the server
    };

    static std::unique_ptr<TwemproxyPool> create(Distribution distribution, const ServerList &servers,
                                                 const AlgorithmOptions &options, QString *error);

    /// ketama's points for a server: floor(w/W × 160/4 × live + 1e-10) × 4, in float as nc_ketama.c.
    static uint32_t ketamaPoints(uint32_t weight, uint32_t totalWeight, uint32_t liveServers);

    /// The name twemproxy hashes for a server (explicit, host, or host:port); empty and *error set
    /// when the address has no port.
    static QByteArray serverName(const QString &address, QString *error);

    static QString registryName(Distribution distribution);

    QString name() const override { return registryName(m_distribution); }
    int hashBits() const override { return TwemproxyHash::bits(m_hash); }
    uint64_t hashKey(QByteArrayView key) const override;
    int routeHash(uint64_t hash) const override;
    std::vector<double> shares() const override;
    size_t pointCount() const override;
    size_t memoryBytes() const override;
    std::vector<RingPoint> points() const override;
    std::vector<OwnedInterval> intervals() const override;
    std::vector<int> table() const override;
    QStringList explainRoute(uint64_t hash) const override;

    Distribution distribution() const { return m_distribution; }
    /// Names in RingLab's server order.
    const std::vector<QByteArray> &names() const { return m_names; }
    /// twemproxy's server order (sorted by name): poolOrder()[k] is the RingLab index of server k.
    const std::vector<int> &poolOrder() const { return m_order; }
    /// ketama points of a server (0 for an ejected one).
    uint32_t pointsOf(int server) const { return m_pointsOf[size_t(server)]; }

private:
    TwemproxyPool(Distribution distribution, const ServerList &servers, const AlgorithmOptions &options);

    void buildKetama(uint32_t totalWeight, uint32_t live);
    int ownerOf(int server) const;
    uint64_t spaceSize() const { return uint64_t(1) << hashBits(); }

    Distribution m_distribution;
    TwemproxyHash::Kind m_hash = TwemproxyHash::Kind::Fnv1a_64;
    QByteArray m_hashTag; ///< two bytes, or empty
    bool m_autoEject = false;
    std::vector<QByteArray> m_names;
    std::vector<int> m_order;
    std::vector<uint32_t> m_pointsOf;
    uint32_t m_live = 0;
    std::vector<Point> m_ring;   ///< ketama continuum, sorted
    RingIndex<uint32_t> m_search;
    std::vector<int> m_slots;    ///< modula / random continuum (RingLab server indices)
};

} // namespace ringcore
