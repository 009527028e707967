#include "ringcore/systems/twemproxy/twemproxypool.h"

#include "ringcore/rings/algorithmregistry.h"

#include <QCoreApplication>

#include <algorithm>
#include <climits>
#include <cmath>

namespace ringcore {

namespace {

/// The context lupdate files this file's messages under (translations/*.ts).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(TwemproxyPool)
};

/// nc_string.c string_compare: shorter first, then bytes as strncmp compares them (unsigned).
bool nameLess(const QByteArray &a, const QByteArray &b)
{
    if (a.size() != b.size())
        return a.size() < b.size();
    return std::lexicographical_compare(a.begin(), a.end(), b.begin(), b.end(), [](char x, char y) {
        return static_cast<unsigned char>(x) < static_cast<unsigned char>(y);
    });
}

} // namespace

QString TwemproxyPool::registryName(Distribution distribution)
{
    switch (distribution) {
    case Distribution::Ketama:
        return QStringLiteral("twemproxy-ketama");
    case Distribution::Modula:
        return QStringLiteral("twemproxy-modula");
    case Distribution::Random:
        break;
    }
    return QStringLiteral("twemproxy-random");
}

TwemproxyPool::TwemproxyPool(Distribution distribution, const ServerList &servers, const AlgorithmOptions &options)
    : Algorithm(servers, options), m_distribution(distribution)
{
}

uint32_t TwemproxyPool::ketamaPoints(uint32_t weight, uint32_t totalWeight, uint32_t liveServers)
{
    // nc_ketama.c: pct = (float)weight / (float)total_weight;
    // (uint32_t)((floorf((float)(pct * 160 / 4 * (float)nlive_server + 0.0000000001))) * 4).
    // Every step in float (the 1e-10 is added in double and lost again when cast back to float);
    // volatile keeps the compiler from fusing or widening them.
    volatile float pct = float(weight) / float(totalWeight);
    volatile float a = pct * float(kKetamaPointsPerServer);
    volatile float b = a / 4.0f;
    volatile float c = b * float(liveServers);
    const float d = float(double(c) + 0.0000000001);
    return uint32_t(std::floor(d) * 4.0f);
}

QByteArray TwemproxyPool::serverName(const QString &address, QString *error)
{
    const qsizetype colon = address.lastIndexOf(QLatin1Char(':'));
    bool ok = false;
    const uint port = colon > 0 ? address.mid(colon + 1).toUInt(&ok) : 0;
    if (colon <= 0 || !ok || port == 0 || port > 65535) {
        if (error)
            *error = Tr::tr("servers: \"%1\" has no port 1-65535; twemproxy servers are host:port:weight").arg(address);
        return {};
    }
    // nc_conf.c conf_add_server: "we don't include the port ... when it is equal to 11211".
    return (port == 11211 ? address.left(colon) : address).toUtf8();
}

std::unique_ptr<TwemproxyPool> TwemproxyPool::create(Distribution distribution, const ServerList &servers,
                                                     const AlgorithmOptions &options, QString *error)
{
    const AlgorithmInfo *info = AlgorithmRegistry::find(registryName(distribution));
    std::unique_ptr<TwemproxyPool> pool(new TwemproxyPool(distribution, servers, options));
    if (distribution != Distribution::Random && info
        && !TwemproxyHash::fromName(AlgorithmRegistry::text(*info, options, QStringLiteral("hash")), &pool->m_hash)) {
        if (error)
            *error = Tr::tr("option hash: choose one of: %1").arg(TwemproxyHash::names().join(QStringLiteral(", ")));
        return nullptr;
    }
    const QString tag = info ? AlgorithmRegistry::text(*info, options, QStringLiteral("hash-tag")) : QString();
    if (tag.size() == 2)
        pool->m_hashTag = tag.toLatin1();
    pool->m_autoEject = info && AlgorithmRegistry::text(*info, options, QStringLiteral("auto-eject-hosts")) == QLatin1String("true");
    const bool numbered = info && AlgorithmRegistry::text(*info, options, QStringLiteral("names")) == QLatin1String("numbered");

    const int n = int(servers.size());
    uint64_t total = 0;
    for (int i = 0; i < n; ++i) {
        QByteArray name;
        if (numbered) {
            name = "server" + QByteArray::number(i + 1);
        } else if (!servers[i].hashName.isEmpty()) {
            name = servers[i].hashName.toUtf8(); // `host:port:weight name`: the explicit name
        } else {
            name = serverName(servers[i].address, error);
            if (name.isEmpty())
                return nullptr;
        }
        pool->m_names.push_back(name);
        total += uint64_t(servers[i].weight);
    }
    if (total > UINT32_MAX) {
        if (error)
            *error = Tr::tr("weights: the pool's total weight %1 is above twemproxy's uint32 limit of 4294967295").arg(total);
        return nullptr;
    }
    pool->m_order.resize(size_t(n));
    for (int i = 0; i < n; ++i)
        pool->m_order[size_t(i)] = i;
    std::sort(pool->m_order.begin(), pool->m_order.end(),
              [&](int a, int b) { return nameLess(pool->m_names[size_t(a)], pool->m_names[size_t(b)]); });
    for (int k = 0; k + 1 < n; ++k)
        if (pool->m_names[size_t(pool->m_order[size_t(k)])] == pool->m_names[size_t(pool->m_order[size_t(k + 1)])]) {
            if (error)
                *error = Tr::tr("servers: two servers have the name \"%1\"; twemproxy refuses a pool with servers of the same name")
                             .arg(QString::fromUtf8(pool->m_names[size_t(pool->m_order[size_t(k)])]));
            return nullptr;
        }

    // Live servers and their weight (ketama_update / modula_update / random_update).
    uint32_t live = 0;
    uint64_t liveWeight = 0;
    for (int i = 0; i < n; ++i)
        if (!pool->m_autoEject || !servers[i].down) {
            ++live;
            liveWeight += uint64_t(servers[i].weight);
        }
    pool->m_live = live;
    pool->m_pointsOf.assign(size_t(n), 0);
    switch (distribution) {
    case Distribution::Ketama:
        pool->buildKetama(uint32_t(liveWeight), live);
        break;
    case Distribution::Modula:
        for (int k : pool->m_order)
            if (!pool->m_autoEject || !servers[k].down)
                pool->m_slots.insert(pool->m_slots.end(), size_t(servers[k].weight), k);
        break;
    case Distribution::Random:
        for (int k : pool->m_order)
            if (!pool->m_autoEject || !servers[k].down)
                pool->m_slots.push_back(k);
        break;
    }
    return pool;
}

void TwemproxyPool::buildKetama(uint32_t totalWeight, uint32_t live)
{
    for (int k : m_order) {
        const Server &s = servers()[k];
        if (m_autoEject && s.down)
            continue;
        const uint32_t count = ketamaPoints(uint32_t(s.weight), totalWeight, live);
        m_pointsOf[size_t(k)] = count;
        for (uint32_t i = 0; i < count / 4; ++i) {
            uint32_t words[4];
            TwemproxyHash::md5Words(m_names[size_t(k)] + '-' + QByteArray::number(i), words);
            for (int x = 0; x < 4; ++x)
                m_ring.push_back(Point{words[x], k, int(4 * i) + x});
        }
    }
    // glibc 2.36's qsort is a merge sort (stable): equal values keep server-order, and
    // ketama_dispatch's lower bound finds the first of them.
    std::stable_sort(m_ring.begin(), m_ring.end(), [](const Point &a, const Point &b) { return a.value < b.value; });
    std::vector<uint32_t> values(m_ring.size());
    for (size_t i = 0; i < m_ring.size(); ++i)
        values[i] = m_ring[i].value;
    m_search.build(values);
}

int TwemproxyPool::ownerOf(int server) const
{
    if (server < 0)
        return -1;
    // Without auto_eject_hosts a down server stays in the pool and its requests fail.
    return servers()[server].down ? -1 : server;
}

uint64_t TwemproxyPool::hashKey(QByteArrayView key) const
{
    if (servers().size() == 1)
        return 0;
    if (m_hashTag.size() == 2) {
        const qsizetype start = key.indexOf(m_hashTag[0]);
        if (start >= 0) {
            const qsizetype end = key.indexOf(m_hashTag[1], start + 1);
            if (end >= 0 && end - start > 1)
                key = key.sliced(start + 1, end - start - 1);
        }
    }
    if (key.isEmpty())
        return 0;
    return TwemproxyHash::hash(m_hash, key);
}

int TwemproxyPool::routeHash(uint64_t hash) const
{
    if (servers().size() == 1)
        return ownerOf(0);
    switch (m_distribution) {
    case Distribution::Ketama: {
        if (m_ring.empty())
            return -1;
        return ownerOf(m_ring[m_search.successorWrapped(uint32_t(hash))].server);
    }
    case Distribution::Modula:
    case Distribution::Random:
        if (m_slots.empty())
            return -1;
        return ownerOf(m_slots[size_t(uint32_t(hash) % m_slots.size())]);
    }
    return -1;
}

std::vector<double> TwemproxyPool::shares() const
{
    std::vector<double> out(size_t(servers().size()), 0.0);
    if (servers().size() == 1) {
        out[0] = ownerOf(0) >= 0 ? 1.0 : 0.0;
        return out;
    }
    if (m_distribution == Distribution::Ketama) {
        const std::vector<OwnedInterval> iv = intervals();
        const double space = double(spaceSize());
        for (size_t i = 0; i < iv.size(); ++i) {
            const uint64_t end = i + 1 < iv.size() ? iv[i + 1].begin : spaceSize();
            if (iv[i].server >= 0)
                out[size_t(iv[i].server)] += double(end - iv[i].begin) / space;
        }
        return out;
    }
    if (m_slots.empty())
        return out;
    // Exact counts of h in [0, R) with h mod slots = r: R = the hash's range for modula,
    // 2^31 for random() (glibc's random() returns 0 … 2^31 − 1).
    const uint64_t range = m_distribution == Distribution::Random ? (uint64_t(1) << 31) : spaceSize();
    const uint64_t m = m_slots.size();
    for (uint64_t r = 0; r < m; ++r) {
        const uint64_t count = range / m + (r < range % m ? 1 : 0);
        const int owner = ownerOf(m_slots[r]);
        if (owner >= 0)
            out[size_t(owner)] += double(count) / double(range);
    }
    return out;
}

size_t TwemproxyPool::pointCount() const
{
    return m_distribution == Distribution::Ketama ? m_ring.size() : m_slots.size();
}

size_t TwemproxyPool::memoryBytes() const
{
    // nutcracker allocates (live + 10) × 160 entries for ketama, (total weight + 10) for modula,
    // (live + 10) for random; 8 bytes each.
    switch (m_distribution) {
    case Distribution::Ketama:
        return size_t(m_live + kContinuumAddition) * kKetamaPointsPerServer * kContinuumEntryBytes;
    case Distribution::Modula:
    case Distribution::Random:
        break;
    }
    return (m_slots.size() + kContinuumAddition) * kContinuumEntryBytes;
}

std::vector<RingPoint> TwemproxyPool::points() const
{
    std::vector<RingPoint> out;
    const uint64_t space = spaceSize();
    for (const Point &p : m_ring)
        if (p.value < space)
            out.push_back(RingPoint{p.value, p.server, p.number});
    return out;
}

std::vector<OwnedInterval> TwemproxyPool::intervals() const
{
    std::vector<OwnedInterval> out;
    if (m_distribution != Distribution::Ketama || m_ring.empty())
        return out;
    auto add = [&out](uint64_t begin, int server) {
        if (!out.empty() && out.back().server == server)
            return;
        out.push_back({begin, server});
    };
    // A hash h goes to the first point >= h, so a new owner starts just after each point value.
    const uint64_t space = spaceSize();
    add(0, routeHash(0));
    for (size_t i = 0; i < m_ring.size(); ++i) {
        const uint64_t next = uint64_t(m_ring[i].value) + 1;
        if (next >= space)
            break;
        if (i + 1 < m_ring.size() && m_ring[i + 1].value == m_ring[i].value)
            continue;
        add(next, routeHash(next));
    }
    return out;
}

std::vector<int> TwemproxyPool::table() const
{
    std::vector<int> out;
    out.reserve(m_slots.size());
    for (int s : m_slots)
        out.push_back(ownerOf(s));
    return out;
}

QStringList TwemproxyPool::explainRoute(uint64_t hash) const
{
    QStringList lines;
    const uint32_t h = uint32_t(hash);
    if (servers().size() == 1) {
        lines << Tr::tr("A pool of one server: twemproxy sends every key to it without hashing.");
        return lines;
    }
    auto label = [this](int server) {
        return server >= 0 ? QStringLiteral("%1 (\"%2\")").arg(servers()[server].address, QString::fromUtf8(m_names[size_t(server)]))
                           : QStringLiteral("-");
    };
    auto downNote = [&](int server) {
        if (server >= 0 && servers()[server].down)
            lines << Tr::tr("%1 is down and auto_eject_hosts is false: twemproxy keeps it in the pool and answers "
                        "this key with an error.")
                         .arg(servers()[server].address);
    };
    switch (m_distribution) {
    case Distribution::Ketama: {
        if (m_ring.empty())
            return lines;
        lines << Tr::tr("%1 hash of the key: %2 (hashes span 0-%3).")
                     .arg(TwemproxyHash::name(m_hash))
                     .arg(h)
                     .arg(spaceSize() - 1);
        const size_t i = m_search.successorWrapped(h);
        const Point &p = m_ring[i];
        const bool wrapped = m_ring.back().value < h;
        lines << (wrapped ? Tr::tr("No point at or after it: the lookup wraps to the first point, %1.").arg(p.value)
                          : Tr::tr("First continuum point at or after it: %1 (point %2 of %3).")
                                .arg(p.value)
                                .arg(i + 1)
                                .arg(m_ring.size()));
        lines << Tr::tr("That point is word %1 of MD5(\"%2-%3\"), one of %4's %5 points.")
                     .arg(p.number % 4)
                     .arg(QString::fromUtf8(m_names[size_t(p.server)]))
                     .arg(p.number / 4)
                     .arg(label(p.server))
                     .arg(m_pointsOf[size_t(p.server)]);
        downNote(p.server);
        break;
    }
    case Distribution::Modula: {
        if (m_slots.empty())
            return lines;
        const size_t slot = h % m_slots.size();
        lines << Tr::tr("%1 hash of the key: %2; %2 mod %3 slots = slot %4, which belongs to %5.")
                     .arg(TwemproxyHash::name(m_hash))
                     .arg(h)
                     .arg(m_slots.size())
                     .arg(slot)
                     .arg(label(m_slots[slot]));
        downNote(m_slots[slot]);
        break;
    }
    case Distribution::Random: {
        if (m_slots.empty())
            return lines;
        const size_t slot = h % m_slots.size();
        lines << Tr::tr("twemproxy's random distribution ignores the key: each request goes to random() mod %1 "
                    "servers, so no port can say where this key goes.")
                     .arg(m_slots.size());
        lines << Tr::tr("RingLab's stand-in: hash %1 mod %2 = %3, which is %4.")
                     .arg(h)
                     .arg(m_slots.size())
                     .arg(slot)
                     .arg(label(m_slots[slot]));
        break;
    }
    }
    return lines;
}

} // namespace ringcore
