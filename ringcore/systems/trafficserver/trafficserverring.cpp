#include "ringcore/systems/trafficserver/trafficserverring.h"

#include "ringcore/hash/siphash.h"

#include <QCoreApplication>
#include <QHash>

#include <algorithm>
#include <cmath>
#include <limits>

namespace ringcore {

namespace {

/// The context lupdate files this file's messages under (translations/*.ts).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(TrafficServerRing)
};

QString hex64(uint64_t v)
{
    return QStringLiteral("0x%1").arg(v, 16, 16, QLatin1Char('0'));
}

QList<double> wholeWeights(const ServerList &servers)
{
    QList<double> w;
    for (const Server &s : servers)
        w << double(s.weight);
    return w;
}

} // namespace

TrafficServerRing::TrafficServerRing(ServerList servers, AlgorithmOptions options)
    : TrafficServerRing(servers, std::move(options), wholeWeights(servers))
{
}

TrafficServerRing::TrafficServerRing(ServerList servers, AlgorithmOptions options, const QList<double> &weights)
    : Algorithm(std::move(servers), std::move(options))
{
    const AlgorithmInfo meta = info();
    m_primaryCount = int(this->servers().size())
        - int(AlgorithmRegistry::number(meta, this->options(), QStringLiteral("secondary")));
    m_mode = AlgorithmRegistry::text(meta, this->options(), QStringLiteral("secondary-mode")).toInt();
    m_ignoreQuery = AlgorithmRegistry::text(meta, this->options(), QStringLiteral("qstring")) == QLatin1String("ignore");
    m_hashAddress = AlgorithmRegistry::text(meta, this->options(), QStringLiteral("hash-string")) == QLatin1String("address");
    build(weights);
}

QString TrafficServerRing::name() const
{
    return QStringLiteral("trafficserver");
}

QByteArray TrafficServerRing::parentName(const QString &server, bool hashAddress)
{
    const QByteArray text = server.toUtf8();
    if (hashAddress)
        return text; // parent=host:port&host:port
    const qsizetype colon = text.indexOf(':'); // strchr(current, ':')
    return colon < 0 ? text : text.left(colon);
}

QByteArray TrafficServerRing::parentName(const Server &server, bool hashAddress)
{
    return server.hashName.isEmpty() ? parentName(server.address, hashAddress) : server.hashName.toUtf8();
}

uint64_t TrafficServerRing::pathHash(QByteArrayView uri, bool ignoreQuery)
{
    // getPathHash(): "/" + url->path_get() (the path without its leading '/') and, unless
    // qstring=ignore, "?" + url->query_get().
    QByteArrayView rest = uri.startsWith('/') ? uri.sliced(1) : uri;
    const qsizetype q = rest.indexOf('?');
    QByteArray data("/");
    data += q < 0 ? rest : rest.first(q);
    if (q >= 0 && !ignoreQuery) {
        data += '?';
        data += rest.sliced(q + 1);
    }
    return SipHash24::of(data);
}

void TrafficServerRing::build(const QList<double> &weights)
{
    buildRing(m_ring[Primary], 0, m_primaryCount, weights);
    buildRing(m_ring[Secondary], m_primaryCount, int(servers().size()), weights);
}

void TrafficServerRing::buildRing(RingData &ring, int from, int to, const QList<double> &weights)
{
    struct Point
    {
        uint64_t hash;
        int order; // insertion order: the first insert of a hash is the one std::map keeps
        int server;
        int replica;
    };
    std::vector<Point> all;
    int order = 0;
    for (int s = from; s < to; ++s) {
        const QByteArray name = parentName(servers().at(s), m_hashAddress);
        // for (i = 0; i < (int)roundf(replicas * weight); i++) hash("i-" name)
        const int count = int(std::roundf(float(Replicas) * float(weights.at(s))));
        for (int r = 0; r < count; ++r)
            all.push_back(Point{SipHash24::of(QByteArray::number(r) + '-' + name), order++, s, r});
    }
    std::sort(all.begin(), all.end(), [](const Point &a, const Point &b) {
        return a.hash != b.hash ? a.hash < b.hash : a.order < b.order;
    });
    for (const Point &p : all) {
        if (!ring.hash.empty() && ring.hash.back() == p.hash)
            continue;
        ring.hash.push_back(p.hash);
        ring.server.push_back(p.server);
        ring.replica.push_back(p.replica);
    }
    // The first up parent walking clockwise from each point (two passes over the ring).
    const size_t n = ring.hash.size();
    ring.nextUp.assign(n, -1);
    int next = -1;
    for (size_t k = 2 * n; k-- > 0;) {
        const int s = ring.server[k % n];
        if (!servers().at(s).down)
            next = s;
        if (k < n)
            ring.nextUp[k] = next;
    }
    ring.anyUp = next >= 0;
}

size_t TrafficServerRing::lowerIndex(const RingData &ring, uint64_t hash) const
{
    const size_t i = size_t(std::lower_bound(ring.hash.begin(), ring.hash.end(), hash) - ring.hash.begin());
    return i == ring.hash.size() ? 0 : i; // end() → begin(), wrap_around
}

int TrafficServerRing::firstParent(Ring ring, uint64_t hash) const
{
    const RingData &r = m_ring[ring];
    return r.hash.empty() ? -1 : r.server[lowerIndex(r, hash)];
}

uint64_t TrafficServerRing::hashKey(QByteArrayView key) const
{
    return pathHash(key, m_ignoreQuery);
}

int TrafficServerRing::routeHash(uint64_t hash) const
{
    const RingData &p = m_ring[Primary];
    const RingData &s = m_ring[Secondary];
    if (p.hash.empty())
        return -1;
    const size_t i = lowerIndex(p, hash);
    const int first = p.server[i];
    if (!servers().at(first).down)
        return first;
    const bool secondary = !s.hash.empty();
    if (m_mode == 2) {
        if (p.anyUp)
            return p.nextUp[i];
        return secondary ? s.nextUp[lowerIndex(s, hash)] : -1;
    }
    // secondary_mode 1 (and 3: the first choice is down here): the secondary ring first.
    if (secondary && s.anyUp)
        return s.nextUp[lowerIndex(s, hash)];
    return p.nextUp[i];
}

std::vector<OwnedInterval> TrafficServerRing::intervals() const
{
    // The owner only changes where either ring has a point: key hashes in (u[k-1], u[k]] share
    // both rings' lower_bound.
    std::vector<uint64_t> bounds = m_ring[Primary].hash;
    bounds.insert(bounds.end(), m_ring[Secondary].hash.begin(), m_ring[Secondary].hash.end());
    std::sort(bounds.begin(), bounds.end());
    bounds.erase(std::unique(bounds.begin(), bounds.end()), bounds.end());
    std::vector<OwnedInterval> out;
    auto add = [&out, this](uint64_t begin) {
        const int s = routeHash(begin);
        if (out.empty() || out.back().server != s)
            out.push_back(OwnedInterval{begin, s});
    };
    add(0);
    for (uint64_t b : bounds)
        if (b != std::numeric_limits<uint64_t>::max())
            add(b + 1);
    return out;
}

std::vector<double> TrafficServerRing::shares() const
{
    std::vector<double> out(size_t(servers().size()), 0.0);
    const std::vector<OwnedInterval> iv = intervals();
    if (iv.size() == 1) {
        if (iv[0].server >= 0)
            out[size_t(iv[0].server)] = 1.0;
        return out;
    }
    constexpr double space = 18446744073709551616.0; // 2^64
    for (size_t k = 0; k < iv.size(); ++k) {
        const uint64_t length = (k + 1 < iv.size() ? iv[k + 1].begin : 0) - iv[k].begin; // wraps at 2^64
        if (iv[k].server >= 0)
            out[size_t(iv[k].server)] += double(length) / space;
    }
    return out;
}

std::vector<RingPoint> TrafficServerRing::points() const
{
    const RingData &p = m_ring[Primary];
    std::vector<RingPoint> out;
    out.reserve(p.hash.size());
    for (size_t i = 0; i < p.hash.size(); ++i)
        out.push_back(RingPoint{p.hash[i], p.server[i], p.replica[i]});
    return out;
}

QStringList TrafficServerRing::explainRoute(uint64_t hash) const
{
    QStringList lines;
    const RingData &p = m_ring[Primary];
    if (p.hash.empty())
        return lines;
    const size_t i = lowerIndex(p, hash);
    lines << Tr::tr("primary ring: first point at or after %1 is %2 (%3, replica %4)")
                 .arg(hex64(hash), hex64(p.hash[i]), servers().at(p.server[i]).address)
                 .arg(p.replica[i]);
    const int chosen = routeHash(hash);
    if (chosen == p.server[i])
        return lines;
    lines << Tr::tr("%1 is marked down").arg(servers().at(p.server[i]).address);
    const RingData &s = m_ring[Secondary];
    if (!s.hash.empty() && chosen >= m_primaryCount)
        lines << Tr::tr("secondary ring (secondary_mode %1): first up parent from %2 is %3")
                     .arg(m_mode)
                     .arg(hex64(hash), servers().at(chosen).address);
    else if (chosen >= 0)
        lines << Tr::tr("next up parent clockwise on the primary ring: %1").arg(servers().at(chosen).address);
    else
        lines << Tr::tr("no parent is up: the request fails (or goes direct with go_direct=true)");
    return lines;
}

namespace {

/// Every parent is host:port and hashes a name of its own on its ring, else false with `*error`.
bool checkParents(const ServerList &servers, int secondary, bool hashAddress, QString *error)
{
    QHash<QByteArray, int> owner; // name → first server hashing it, per ring
    for (int i = 0; i < servers.size(); ++i) {
        const QString &a = servers.at(i).address;
        if (!a.contains(QLatin1Char(':')) || a.startsWith(QLatin1Char('['))) {
            if (error)
                *error = Tr::tr("servers: %1 is not host:port; parent.config needs a port after the first ':' "
                            "(IPv6 parents cannot be written)")
                             .arg(a);
            return false;
        }
        const bool secondaryRing = i >= servers.size() - secondary;
        const QByteArray key = TrafficServerRing::parentName(servers.at(i), hashAddress) + (secondaryRing ? "\n2" : "\n1");
        if (owner.contains(key)) {
            if (error)
                *error = Tr::tr("servers: %1 and %2 hash the same name \"%3\"; Traffic Server hashes a parent's "
                            "host name, not its port, so they would share one set of points (all kept by "
                            "the first) and go down together; give each parent its own host name or set "
                            "option hash-string=address")
                             .arg(servers.at(owner.value(key)).address, a, QString::fromUtf8(TrafficServerRing::parentName(servers.at(i), hashAddress)));
            return false;
        }
        owner.insert(key, i);
    }
    return true;
}

} // namespace

AlgorithmInfo TrafficServerRing::info()
{
    AlgorithmInfo info;
    info.name = QStringLiteral("trafficserver");
    info.trContext = "ringcore::TrafficServerRing";
    info.displayName = QCoreApplication::translate("ringcore::TrafficServerRing", "Traffic Server consistent_hash (9.2)");
    info.description = QCoreApplication::translate("ringcore::TrafficServerRing",
        "Apache Traffic Server 9.2 parent.config round_robin=consistent_hash: 1,024 SipHash-2-4 points per unit "
        "of weight from each parent's host name (not its port) or hash string, the first point at or after the "
        "URI's hash, down parents skipped (secondary ring first).");
    info.minWeight = 1;
    info.maxWeight = 1000000;
    info.pointsPerWeight = Replicas; // ConsistentHash.cc:58: roundf(1024 × weight) points (the Advisor's weight fix)
    info.options = {
        OptionSpec{QStringLiteral("hash-string"),
                   QCoreApplication::translate("ringcore::TrafficServerRing", "What a parent's points hash: none (its host name, ATS's "
                                                         "default) or address (as if written host:port&host:port)"),
                   QStringLiteral("none"), 0, 0, {QStringLiteral("none"), QStringLiteral("address")}, true},
        OptionSpec{QStringLiteral("secondary"),
                   QCoreApplication::translate("ringcore::TrafficServerRing", "How many of the last servers form secondary_parent"),
                   QStringLiteral("0"), 0, std::numeric_limits<int>::max(), {}, true},
        OptionSpec{QStringLiteral("secondary-mode"),
                   QCoreApplication::translate("ringcore::TrafficServerRing", "secondary_mode: 1 or 3 try the secondary ring first when "
                                                         "the first choice is down, 2 the rest of the primary ring"),
                   QStringLiteral("1"), 0, 0, {QStringLiteral("1"), QStringLiteral("2"), QStringLiteral("3")}, true},
        OptionSpec{QStringLiteral("qstring"),
                   QCoreApplication::translate("ringcore::TrafficServerRing", "qstring: consider (hash the query string too) or ignore"),
                   QStringLiteral("consider"), 0, 0, {QStringLiteral("consider"), QStringLiteral("ignore")}, true},
    };
    info.estimateBytes = [](const ServerList &servers, const AlgorithmOptions &) {
        double weight = 0;
        for (const Server &s : servers)
            weight += std::max(0, s.weight);
        // Generation record (24 bytes) and the kept arrays (24 bytes) per point.
        return weight * Replicas * 48.0;
    };
    info.create = [](const ServerList &servers, const AlgorithmOptions &options,
                     QString *error) -> std::unique_ptr<Algorithm> {
        const int secondary = options.value(QStringLiteral("secondary"), QStringLiteral("0")).toInt();
        if (secondary > servers.size() - 1) {
            if (error)
                *error = Tr::tr("option secondary: %1 leaves no primary parent; allowed 0-%2 for %3 servers")
                             .arg(secondary)
                             .arg(servers.size() - 1)
                             .arg(servers.size());
            return nullptr;
        }
        const bool hashAddress = options.value(QStringLiteral("hash-string")) == QLatin1String("address");
        if (!checkParents(servers, secondary, hashAddress, error))
            return nullptr;
        return std::make_unique<TrafficServerRing>(servers, options);
    };
    // Traffic Server hashes a parent's host name, not its port: on one host (the experiments'
    // 127.0.0.1:9001…) its default refuses the list, so its Compare row hashes the address, and
    // says so.
    info.compareRank = 5;
    info.compareRows = {CompareDefault{QT_TRANSLATE_NOOP("CompareAnalysis", "Traffic Server consistent_hash, hash-string=address"),
                                       {{QStringLiteral("hash-string"), QStringLiteral("address")}}, 1}};
    info.spreadMarkers = {SpreadMarker{QT_TRANSLATE_NOOP("SpreadMarker", "Traffic Server (%1)"),
                                       {{QStringLiteral("hash-string"), QStringLiteral("address")}}, 1}};
    return info;
}

RINGCORE_REGISTER_ALGORITHM(57, TrafficServerRing::info())

} // namespace ringcore
