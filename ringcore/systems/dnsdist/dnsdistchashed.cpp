#include "ringcore/systems/dnsdist/dnsdistchashed.h"

#include "ringcore/systems/dnsdist/dnsdisthash.h"
#include "ringcore/rings/algorithmregistry.h"

#include <QCoreApplication>

#include <algorithm>
#include <climits>

namespace ringcore {

namespace {

constexpr const char *kContext = "ringcore::DnsdistChashed";

/// The context lupdate files this file's messages under (translations/*.ts).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(DnsdistChashed)
};

AlgorithmInfo makeInfo()
{
    AlgorithmInfo info;
    info.name = QStringLiteral("dnsdist-chashed");
    info.trContext = kContext;
    info.displayName = QCoreApplication::translate("ringcore::DnsdistChashed", "dnsdist chashed");
    info.description = QCoreApplication::translate(
        "ringcore::DnsdistChashed", "dnsdist 1.7.3 setServerPolicy(chashed): one point per unit of weight (default weight 1; the "
                  "docs advise 100-1,000), burtleCI of \"<server id>-<w>\"; a query name's burtleCI goes to the "
                  "closest point at or after it.");
    info.minWeight = 1;
    info.maxWeight = INT_MAX; // newServer{weight=…}: 1 … std::numeric_limits<int>::max()
    info.pointsPerWeight = 1; // dnsdist-backend.cc:129-144: one point per unit of weight
    OptionSpec ids;
    ids.name = QStringLiteral("server-ids");
    ids.description = QCoreApplication::translate(
        "ringcore::DnsdistChashed", "Server ids (dnsdist picks random UUIDs unless newServer{id=…} sets them): numbered "
                  "(00000000-0000-4000-8000-<position>) or address (name-based UUID of the address)");
    ids.defaultValue = QStringLiteral("numbered");
    ids.choices = {QStringLiteral("numbered"), QStringLiteral("address")};
    OptionSpec perturbation;
    perturbation.name = QStringLiteral("hash-perturbation");
    perturbation.description = QCoreApplication::translate(
        "ringcore::DnsdistChashed", "setWHashedPertubation(n): the hashes' initial value (random at start-up when not set)");
    perturbation.defaultValue = QStringLiteral("0");
    perturbation.minimum = 0;
    perturbation.maximum = 4294967295.0;
    OptionSpec factor;
    factor.name = QStringLiteral("balancing-factor");
    factor.description = QCoreApplication::translate(
        "ringcore::DnsdistChashed", "setConsistentHashingBalancingFactor(f): 0 (off) or 1 and above; only in-flight queries "
                  "trigger it, and RingLab assumes none (see the documentation)");
    factor.defaultValue = QStringLiteral("0");
    factor.minimum = 0;
    factor.maximum = 1.0e6;
    factor.integer = false;
    info.options = {ids, perturbation, factor};
    info.estimateBytes = [](const ServerList &servers, const AlgorithmOptions &) {
        double total = 0;
        for (const Server &s : servers)
            total += s.weight;
        return total * (sizeof(DnsdistChashed::Point) + 2 * sizeof(uint32_t));
    };
    info.create = [](const ServerList &servers, const AlgorithmOptions &options,
                     QString *error) -> std::unique_ptr<Algorithm> { return DnsdistChashed::create(servers, options, error); };
    info.spreadMarkers = {SpreadMarker{QT_TRANSLATE_NOOP("SpreadMarker", "dnsdist chashed, weight 1 (%1)"), {}, 1}};
    return info;
}

} // namespace

RINGCORE_REGISTER_ALGORITHM(170, makeInfo())

DnsdistChashed::DnsdistChashed(const ServerList &servers, const AlgorithmOptions &options)
    : Algorithm(servers, options)
{
}

QUuid DnsdistChashed::serverId(const QString &scheme, const QString &address, int position)
{
    if (scheme == QLatin1String("address"))
        return QUuid::createUuidV5(QUuid(QStringLiteral("6ba7b810-9dad-11d1-80b4-00c04fd430c8")), address);
    return QUuid(QStringLiteral("00000000-0000-4000-8000-%1").arg(position, 12, 16, QLatin1Char('0')));
}

std::unique_ptr<DnsdistChashed> DnsdistChashed::create(const ServerList &servers, const AlgorithmOptions &options,
                                                       QString *error)
{
    const AlgorithmInfo *info = AlgorithmRegistry::find(QStringLiteral("dnsdist-chashed"));
    std::unique_ptr<DnsdistChashed> ring(new DnsdistChashed(servers, options));
    const QString scheme = info ? AlgorithmRegistry::text(*info, options, QStringLiteral("server-ids")) : QStringLiteral("numbered");
    ring->m_perturbation = info ? uint32_t(AlgorithmRegistry::number(*info, options, QStringLiteral("hash-perturbation"))) : 0;
    ring->m_balancingFactor = info ? AlgorithmRegistry::number(*info, options, QStringLiteral("balancing-factor")) : 0;
    if (ring->m_balancingFactor > 0 && ring->m_balancingFactor < 1) {
        // dnsdist-lua.cc: "Invalid value passed to setConsistentHashingBalancingFactor()!" below 1.0.
        if (error)
            *error = Tr::tr("option balancing-factor: %1 is refused by dnsdist; use 0 (off) or 1 and above")
                         .arg(ring->m_balancingFactor);
        return nullptr;
    }
    size_t total = 0;
    for (qsizetype i = 0; i < servers.size(); ++i) {
        // newServer{id=…}: a hash name that is a UUID is the server's id; any other name is
        // newServer{name=…}, a label dnsdist does not hash.
        const QUuid given(servers[i].hashName);
        ring->m_ids.push_back(!given.isNull() ? given : serverId(scheme, servers[i].address, int(i) + 1));
        if (!servers[i].down)
            total += size_t(servers[i].weight);
    }
    ring->m_ring.reserve(total);
    for (qsizetype i = 0; i < servers.size(); ++i) {
        if (servers[i].down)
            continue;
        const QByteArray id = ring->m_ids[size_t(i)].toString(QUuid::WithoutBraces).toLatin1();
        for (int w = servers[i].weight; w > 0; --w)
            ring->m_ring.push_back(Point{DnsdistHash::burtleCI(id + '-' + QByteArray::number(w), ring->m_perturbation),
                                         int(i), w});
    }
    // By value, then pool order: the first server listed wins a tie (strict `<` in chashedFromHash).
    std::stable_sort(ring->m_ring.begin(), ring->m_ring.end(), [](const Point &a, const Point &b) {
        return a.value != b.value ? a.value < b.value : a.server < b.server;
    });
    std::vector<uint32_t> values(ring->m_ring.size());
    for (size_t i = 0; i < values.size(); ++i)
        values[i] = ring->m_ring[i].value;
    ring->m_usable = size_t(std::lower_bound(values.begin(), values.end(), UINT32_MAX) - values.begin());
    ring->m_search.build(values);
    return ring;
}

uint64_t DnsdistChashed::hashKey(QByteArrayView key) const
{
    return DnsdistHash::qnameHash(key, m_perturbation);
}

size_t DnsdistChashed::pointIndex(uint32_t hash) const
{
    const size_t i = m_search.lowerBound(hash);
    if (i < m_usable)
        return i;
    // No usable point at or after the hash: the server whose lowest point is lowest.
    return !m_ring.empty() && m_ring.front().value < UINT32_MAX ? 0 : m_ring.size();
}

int DnsdistChashed::routeHash(uint64_t hash) const
{
    const size_t i = pointIndex(uint32_t(hash));
    return i < m_ring.size() ? m_ring[i].server : -1;
}

std::vector<OwnedInterval> DnsdistChashed::intervals() const
{
    std::vector<OwnedInterval> out;
    if (m_ring.empty())
        return out;
    auto add = [&out](uint64_t begin, int server) {
        if (!out.empty() && out.back().server == server)
            return;
        out.push_back({begin, server});
    };
    add(0, routeHash(0));
    for (size_t i = 0; i < m_usable; ++i) {
        if (i + 1 < m_ring.size() && m_ring[i + 1].value == m_ring[i].value)
            continue;
        const uint64_t next = uint64_t(m_ring[i].value) + 1;
        add(next, routeHash(next));
    }
    return out;
}

std::vector<double> DnsdistChashed::shares() const
{
    std::vector<double> out(size_t(servers().size()), 0.0);
    const std::vector<OwnedInterval> iv = intervals();
    for (size_t i = 0; i < iv.size(); ++i) {
        const uint64_t end = i + 1 < iv.size() ? iv[i + 1].begin : (uint64_t(1) << 32);
        if (iv[i].server >= 0)
            out[size_t(iv[i].server)] += double(end - iv[i].begin) / 4294967296.0;
    }
    return out;
}

size_t DnsdistChashed::memoryBytes() const
{
    // One std::vector<unsigned int> of `weight` hashes per up server.
    return m_ring.size() * sizeof(unsigned int);
}

std::vector<RingPoint> DnsdistChashed::points() const
{
    std::vector<RingPoint> out;
    out.reserve(m_ring.size());
    for (const Point &p : m_ring)
        out.push_back(RingPoint{p.value, p.server, p.number});
    return out;
}

QStringList DnsdistChashed::explainRoute(uint64_t hash) const
{
    QStringList lines;
    const uint32_t h = uint32_t(hash);
    lines << Tr::tr("Query name hash: %1 (burtleCI of the wire-format name, ASCII lower-cased, perturbation %2).")
                 .arg(h)
                 .arg(m_perturbation);
    const size_t i = pointIndex(h);
    if (i >= m_ring.size()) {
        lines << Tr::tr("No server has a usable point: dnsdist finds no server.");
        return lines;
    }
    const Point &p = m_ring[i];
    const QString id = m_ids[size_t(p.server)].toString(QUuid::WithoutBraces);
    if (m_search.lowerBound(h) >= m_usable)
        lines << Tr::tr("No point at or after it: the server whose lowest point is lowest wins, %1 (point %2).")
                     .arg(servers()[p.server].address)
                     .arg(p.value);
    else
        lines << Tr::tr("Closest point at or after it: %1, burtleCI(\"%2-%3\") of %4.")
                     .arg(p.value)
                     .arg(id)
                     .arg(p.number)
                     .arg(servers()[p.server].address);
    if (m_balancingFactor > 0)
        lines << Tr::tr("Balancing factor %1: a server with more queries in flight than %1 × the average per unit "
                    "of weight is skipped. RingLab assumes none in flight, where the factor changes nothing.")
                     .arg(m_balancingFactor);
    return lines;
}

} // namespace ringcore
