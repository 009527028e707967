#pragma once

#include "ringcore/core/server.h"

#include <QByteArrayView>
#include <QMap>
#include <QString>
#include <QStringList>

#include <cstdint>
#include <functional>
#include <memory>
#include <vector>

namespace ringcore {

/// Algorithm options as "name" → "value" text (CLI `--option k=v`, GUI fields, config readers).
using AlgorithmOptions = QMap<QString, QString>;

/// One point (virtual node) of a ring, as the proxy stores it.
struct RingPoint
{
    uint64_t hash = 0; ///< position in the hash space (32-bit spaces use the low 32 bits)
    int server = -1;   ///< index into Algorithm::servers()
    int index = 0;     ///< the point's number within its server (the i in "address_i")
};

/// One maximal run of the hash space owned by one server: [begin, next interval's begin).
/// The last interval wraps to the first one's begin.
struct OwnedInterval
{
    uint64_t begin = 0;
    int server = -1;
};

/// Where a key list went when routed in order, as requests that stay (Algorithm::assignInOrder).
struct KeyAssignment
{
    std::vector<int> server;        ///< per key, in input order (-1: no server could take it)
    std::vector<qint64> loads;      ///< per server index
    std::vector<qint64> capacities; ///< per server index: its load bound (a per-request rule's last); 0: none
    qint64 spilled = 0;             ///< keys not placed on their first choice (routeHash())
    qint64 maxSteps = 0;            ///< longest walk along the ring for one key
};

/// A consistent-hashing scheme built over a server list.
///
/// Server indices always refer to the list the algorithm was built from, so a server marked
/// down keeps its index (and, for HAProxy, the others keep their ids). Thread-safe for
/// concurrent const use once built.
class Algorithm
{
public:
    virtual ~Algorithm();

    /// Registry name: "nginx", "haproxy", "envoy-ring", "maglev", "ketama-v1", "jump", …
    virtual QString name() const = 0;

    /// Bits of the hash space keys and points live in (32 for nginx/HAProxy/ketama, 64 otherwise).
    virtual int hashBits() const = 0;

    /// The key's hash exactly as the proxy computes it from the request URI / key text.
    virtual uint64_t hashKey(QByteArrayView key) const = 0;

    /// The server index that serves a key with this hash, or -1 when no server can.
    virtual int routeHash(uint64_t hash) const = 0;

    int route(QByteArrayView key) const { return routeHash(hashKey(key)); }

    /// True when where a key goes depends on the keys routed before it (bounded loads): then
    /// routeHash(), shares() and intervals() describe only every key's first choice, and a key
    /// list goes through assignInOrder(). Shared code asks this instead of naming a scheme.
    virtual bool isStateful() const { return false; }
    /// Routes key hashes in order, as outstanding requests that stay. A stateless scheme routes
    /// each on its own (routeHash(); nothing spills, no capacities).
    virtual KeyAssignment assignInOrder(const std::vector<uint64_t> &hashes) const;
    /// A stateful scheme's allowed excess ε over a fair share (capacity (1+ε) × fair); 0 otherwise.
    virtual double loadBound() const { return 0; }
    /// Ring points the scheme generated before it dropped those that landed on a hash another
    /// point already had (pingora's ketama keeps one point per 32-bit value); pointCount() for a
    /// scheme that drops none.
    virtual size_t generatedPointCount() const { return pointCount(); }

    /// Each server's exact share of the hash space (0 for down servers); sums to 1.
    /// Rings: arc sums; tables: slot fractions; jump/rendezvous/modulo: exact or analytic.
    virtual std::vector<double> shares() const = 0;
    /// How many key hashes shares() routes to estimate the shares when no closed form exists
    /// (their standard error is about sqrt(share / samples)); 0 when shares() is exact.
    virtual int shareSamples() const { return 0; }

    /// Points on the ring, table slots, or 0 for schemes without stored state.
    virtual size_t pointCount() const = 0;

    /// Bytes the proxy's own data structure uses for the points/table.
    virtual size_t memoryBytes() const = 0;

    /// Ring points in ascending hash order (empty for schemes that are not rings).
    virtual std::vector<RingPoint> points() const { return {}; }

    /// Calls visit(point) for every ring point, in the order points() lists them, without building
    /// the list: on a ring of 16 M points points() takes 384 MB more than the ring itself, which a
    /// caller that only counts or scans (shares, Footprint) need not pay. Rings with many points
    /// override it; the default walks points().
    virtual void forEachPoint(const std::function<void(const RingPoint &)> &visit) const
    {
        for (const RingPoint &p : points())
            visit(p);
    }

    /// The hash space as contiguous owned intervals, ascending (empty when ownership is not
    /// contiguous in the key hash, e.g. Maglev, jump, rendezvous). Lets remaps be computed exactly.
    virtual std::vector<OwnedInterval> intervals() const { return {}; }

    /// Lookup table (slot → server) for table schemes such as Maglev; empty otherwise.
    virtual std::vector<int> table() const { return {}; }

    /// How a scheme without a ring or table decides for this key hash, as short translated
    /// lines (jump: the buckets it jumps through; rendezvous: the highest per-server scores).
    /// Empty when the scheme has nothing of its own to show.
    virtual QStringList explainRoute(uint64_t hash) const
    {
        Q_UNUSED(hash);
        return {};
    }

    const ServerList &servers() const { return m_servers; }
    const AlgorithmOptions &options() const { return m_options; }

protected:
    /// points() of a ring that overrides forEachPoint(): the visited points, collected.
    std::vector<RingPoint> collectPoints() const
    {
        std::vector<RingPoint> out;
        out.reserve(pointCount());
        forEachPoint([&out](const RingPoint &p) { out.push_back(p); });
        return out;
    }

    Algorithm(ServerList servers, AlgorithmOptions options)
        : m_servers(std::move(servers)), m_options(std::move(options))
    {
    }

private:
    ServerList m_servers;
    AlgorithmOptions m_options;
};

} // namespace ringcore
