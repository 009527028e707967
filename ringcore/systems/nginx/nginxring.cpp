#include "ringcore/systems/nginx/nginxring.h"
#include "ringcore/rings/repeatedaddress.h"

#include "ringcore/hash/crc32.h"

#include <QCoreApplication>

#include <algorithm>
#include <limits>

namespace ringcore {

namespace {

constexpr double kSpace = 4294967296.0; // 2^32

int64_t totalWeight(const ServerList &servers)
{
    int64_t total = 0;
    for (const Server &s : servers)
        total += std::max(0, s.weight);
    return total;
}

} // namespace

NginxRing::NginxRing(ServerList servers, AlgorithmOptions options)
    : Algorithm(std::move(servers), std::move(options))
{
    build();
}

QString NginxRing::name() const
{
    return QStringLiteral("nginx");
}

std::pair<QByteArray, QByteArray> NginxRing::hostAndPort(QByteArrayView server)
{
    // ngx_http_upstream_init_chash: "unix:" sockets hash the path; otherwise scan back over
    // digits to a ':' — anything else (a bare host, "[::1]") means no port at all.
    if (server.size() >= 5 && QByteArrayView(server.first(5)).compare("unix:", Qt::CaseInsensitive) == 0)
        return {server.sliced(5).toByteArray(), QByteArray()};
    for (qsizetype j = 0; j < server.size(); ++j) {
        const char c = server.at(server.size() - j - 1);
        if (c == ':')
            return {server.first(server.size() - j - 1).toByteArray(), server.last(j).toByteArray()};
        if (c < '0' || c > '9')
            break;
    }
    return {server.toByteArray(), QByteArray()};
}

uint32_t NginxRing::baseHash(QByteArrayView server)
{
    const auto [host, port] = hostAndPort(server);
    return Crc32().update(host).update(QByteArrayView("\0", 1)).update(port).value();
}

namespace {

// Calls onHash(j, hash) for a server's points j = 0 … count - 1 in generation order.
template <typename OnHash>
void generatePoints(QByteArrayView server, int64_t count, OnHash onHash)
{
    const uint32_t base = NginxRing::baseHash(server);
    uint32_t prev = 0;
    for (int64_t j = 0; j < count; ++j) {
        // prev_hash is written little-endian on every platform (see the #if in nginx).
        const char bytes[4] = {char(prev & 0xff), char((prev >> 8) & 0xff), char((prev >> 16) & 0xff),
                               char((prev >> 24) & 0xff)};
        prev = Crc32::extend(base, QByteArrayView(bytes, 4));
        onHash(j, prev);
    }
}

} // namespace

std::vector<uint32_t> NginxRing::serverPointHashes(QByteArrayView server, int64_t count)
{
    std::vector<uint32_t> out;
    out.reserve(size_t(std::max<int64_t>(0, count)));
    generatePoints(server, count, [&out](int64_t, uint32_t hash) { out.push_back(hash); });
    return out;
}

void NginxRing::build()
{
    const ServerList &list = servers();
    m_single = list.size() == 1;
    m_generated = totalWeight(list) * PointsPerWeight;

    // Every point as (hash << 32 | its number in generation order): sorting these 8-byte keys is
    // the stable sort by hash (glibc's qsort is a merge sort) done in place, with no buffer; the
    // number gives back the server and j. Then keep the first of every run of equal hashes.
    // Peak: 8 bytes per point here plus the 12 kept below (info() estimates it).
    std::vector<int64_t> firstOf(size_t(list.size()) + 1, 0);
    for (int s = 0; s < list.size(); ++s)
        firstOf[size_t(s) + 1] = firstOf[size_t(s)] + int64_t(std::max(0, list.at(s).weight)) * PointsPerWeight;
    std::vector<uint64_t> all;
    all.reserve(size_t(m_generated));
    for (int s = 0; s < list.size(); ++s) {
        // The `server` text as written: its hash name when the list gives one (a host name that
        // resolves to the address), else the address (ngx_http_upstream_init_chash, peer->server).
        const QByteArray text = list.at(s).nameOrAddress().toUtf8();
        const uint64_t first = uint64_t(firstOf[size_t(s)]);
        generatePoints(text, firstOf[size_t(s) + 1] - firstOf[size_t(s)], [&](int64_t j, uint32_t hash) {
            all.push_back(uint64_t(hash) << 32 | (first + uint64_t(j)));
        });
    }
    std::sort(all.begin(), all.end());
    size_t unique = 0;
    for (size_t i = 0; i < all.size(); ++i)
        unique += i == 0 || (all[i] >> 32) != (all[i - 1] >> 32);
    m_hashes.reserve(unique);
    m_server.reserve(unique);
    m_index.reserve(unique);
    for (size_t i = 0; i < all.size(); ++i) {
        const uint32_t hash = uint32_t(all[i] >> 32);
        if (i > 0 && uint32_t(all[i - 1] >> 32) == hash)
            continue;
        const int64_t number = int64_t(all[i] & 0xffffffffu);
        const size_t s = size_t(std::upper_bound(firstOf.begin(), firstOf.end(), number) - firstOf.begin()) - 1;
        m_hashes.push_back(hash);
        m_server.push_back(int(s));
        m_index.push_back(int(number - firstOf[s]));
    }
    std::vector<uint64_t>().swap(all);
    m_anyUp = std::any_of(list.begin(), list.end(), [](const Server &s) { return !s.down && s.weight > 0; });
    m_resolved.resize(m_hashes.size());
    for (size_t i = 0; i < m_hashes.size(); ++i)
        m_resolved[i] = resolve(i);
    m_search.build(m_hashes);
}

int NginxRing::resolve(size_t pointIndex) const
{
    const ServerList &list = servers();
    if (!m_anyUp)
        return -1; // round robin finds no live peer either: "no live upstreams"
    const size_t n = m_hashes.size();
    for (size_t k = 0; k <= size_t(MaxExtraTries); ++k) {
        const int s = m_server[(pointIndex + k) % n];
        if (!list.at(s).down)
            return s;
    }
    return Unpredictable;
}

size_t NginxRing::findPoint(uint32_t hash) const
{
    // Same index as std::lower_bound over m_hashes, wrapped (tst_ringportsearch checks it).
    return m_search.successorWrapped(hash);
}

uint64_t NginxRing::hashKey(QByteArrayView key) const
{
    return Crc32::of(key);
}

int NginxRing::routeHash(uint64_t hash) const
{
    if (m_single) // peers->single: round robin over one peer
        return servers().at(0).down ? -1 : 0;
    if (m_hashes.empty())
        return -1;
    return m_resolved[findPoint(uint32_t(hash))];
}

int NginxRing::routeKey(QByteArrayView key) const
{
    if (key.isEmpty() && !m_single)
        return Unpredictable; // hp->key.len == 0 → round robin
    return routeHash(hashKey(key));
}

std::vector<double> NginxRing::shares() const
{
    const ServerList &list = servers();
    std::vector<double> out(size_t(list.size()), 0.0);
    if (m_single || m_hashes.empty()) {
        if (m_single && !list.at(0).down)
            out[0] = 1.0;
        return out;
    }
    // Exact arc sums in integers: point i owns (hash[i-1], hash[i]]; point 0 also owns the
    // wrap-around arc. Round-robin arcs are spread by weight over the live servers, which is
    // what smooth weighted round robin gives on average.
    std::vector<uint64_t> arcs(size_t(list.size()), 0);
    uint64_t unpredictable = 0;
    const size_t n = m_hashes.size();
    for (size_t i = 0; i < n; ++i) {
        const uint64_t arc = i == 0 ? (uint64_t(1) << 32) - m_hashes[n - 1] + m_hashes[0]
                                    : uint64_t(m_hashes[i]) - m_hashes[i - 1];
        const int owner = m_resolved[i];
        if (owner >= 0)
            arcs[size_t(owner)] += arc;
        else if (owner == Unpredictable)
            unpredictable += arc;
    }
    int64_t liveWeight = 0;
    for (const Server &s : list)
        if (!s.down)
            liveWeight += std::max(0, s.weight);
    for (size_t s = 0; s < arcs.size(); ++s) {
        double share = double(arcs[s]) / kSpace;
        if (unpredictable && !list.at(int(s)).down && liveWeight > 0)
            share += double(unpredictable) / kSpace * double(std::max(0, list.at(int(s)).weight)) / double(liveWeight);
        out[s] = share;
    }
    return out;
}

size_t NginxRing::memoryBytes() const
{
    // sizeof(ngx_http_upstream_chash_points_t) + 16 × (npoints - 1), npoints counting every
    // generated point (down servers included; duplicates are dropped after the allocation).
    if (m_generated == 0)
        return 0;
    return size_t(8 + BytesPerPoint * uint64_t(m_generated));
}

void NginxRing::forEachPoint(const std::function<void(const RingPoint &)> &visit) const
{
    for (size_t i = 0; i < m_hashes.size(); ++i)
        visit(RingPoint{m_hashes[i], m_server[i], m_index[i]});
}

std::vector<OwnedInterval> NginxRing::intervals() const
{
    std::vector<OwnedInterval> out;
    auto add = [&out](uint64_t begin, int server) {
        if (!out.empty() && out.back().server == server)
            return;
        out.push_back(OwnedInterval{begin, server});
    };
    if (m_single || m_hashes.empty()) {
        out.push_back(OwnedInterval{0, routeHash(0)});
        return out;
    }
    const size_t n = m_hashes.size();
    add(0, m_resolved[0]);
    for (size_t i = 1; i < n; ++i)
        add(uint64_t(m_hashes[i - 1]) + 1, m_resolved[i]);
    if (m_hashes[n - 1] != std::numeric_limits<uint32_t>::max())
        add(uint64_t(m_hashes[n - 1]) + 1, m_resolved[0]);
    return out;
}

AlgorithmInfo NginxRing::info()
{
    AlgorithmInfo info;
    info.name = QStringLiteral("nginx");
    info.trContext = "ringcore::NginxRing";
    info.displayName = QCoreApplication::translate("ringcore::NginxRing", "nginx hash … consistent (1.22)");
    info.description = QCoreApplication::translate("ringcore::NginxRing", "nginx 1.22 `hash $request_uri consistent`: 160 CRC32 points per unit of weight, "
                          "the first point at or after the key's CRC32, down servers skipped for up to 20 "
                          "more points.");
    info.minWeight = 1;
    info.maxWeight = std::numeric_limits<int>::max();
    info.pointsPerWeight = PointsPerWeight;
    info.estimateBytes = [](const ServerList &servers, const AlgorithmOptions &) {
        // Peak of build(): the 8-byte sort keys plus the kept hash, server and j (12 bytes); after
        // the keys are freed, the kept arrays, the resolved owners and the index's copy of the
        // hashes (20 bytes). Measured against ringlab-cli's peak RSS in tst_memoryestimate.
        return double(totalWeight(servers)) * PointsPerWeight * 20.0;
    };
    info.create = [](const ServerList &servers, const AlgorithmOptions &options,
                     QString *error) -> std::unique_ptr<Algorithm> {
        if (totalWeight(servers) * PointsPerWeight > int64_t(std::numeric_limits<uint32_t>::max())) {
            if (error)
                *error = tr("weights: %1 points (160 per unit of weight) are more than RingLab can number "
                            "(%2); use smaller weights")
                             .arg(totalWeight(servers) * PointsPerWeight)
                             .arg(std::numeric_limits<uint32_t>::max());
            return nullptr;
        }
        if (const Server *repeated = firstRepeatedIdentity(servers)) {
            if (error)
                *error = repeated->hashName.isEmpty()
                             ? tr("servers: %1 is listed twice; nginx would merge the two into one set of "
                                  "points and round-robin between them, so list each server once")
                                   .arg(repeated->address)
                             : tr("servers: the hash name \"%1\" is given to two servers; nginx gives every "
                                  "address of one server name the same points and round-robins between them, "
                                  "so a key has no one server: give each server its own name")
                                   .arg(repeated->hashName);
            return nullptr;
        }
        return std::make_unique<NginxRing>(servers, options);
    };
    // The seed's comparison of real proxies: first in the Compare table.
    info.compareRank = 1;
    info.compareRows = {CompareDefault{QT_TRANSLATE_NOOP("CompareAnalysis", "nginx hash … consistent"), {}, 1}};
    info.spreadMarkers = {SpreadMarker{QT_TRANSLATE_NOOP("SpreadMarker", "nginx (%1)"), {}, 1}};
    return info;
}

RINGCORE_REGISTER_ALGORITHM(10, NginxRing::info())

} // namespace ringcore
