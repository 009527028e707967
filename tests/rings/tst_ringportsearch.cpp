// Every ring port routes key hashes through RingIndex (bucket table + branch-free count). This
// test rebuilds each port's lookup rule from its points() with the plain standard algorithms
// (std::lower_bound / std::upper_bound over a std::vector) and checks that routeHash() agrees for
// many hashes: random ones, every point's hash and its neighbours, 0, 0xFFFFFFFF, 2^64 - 1, and
// hashes above 2^32 for the 32-bit rings. Rings cover random weights, down servers, duplicate
// point hashes (HAProxy ids that wrap puid × 4096) and the single-server and all-down edges.
#include "ringcore/rings/algorithmregistry.h"
#include "ringcore/systems/envoy/envoyring.h"
#include "ringcore/systems/haproxy/haproxyring.h"
#include "ringcore/systems/pingora/ketamav1ring.h"
#include "ringcore/systems/pingora/ketamav2ring.h"
#include "ringcore/systems/nginx/nginxring.h"

#include <QTest>

#include <algorithm>
#include <random>

using namespace ringcore;

namespace {

struct Ring
{
    std::vector<uint64_t> hashes; ///< sorted, as points() lists them (duplicates kept in order)
    std::vector<int> owner;
};

Ring ringOf(const Algorithm &a)
{
    Ring r;
    for (const RingPoint &p : a.points()) {
        r.hashes.push_back(p.hash);
        r.owner.push_back(p.server);
    }
    return r;
}

/// First point >= h with the textbook algorithm: std::upper_bound(h - 1) for h > 0.
size_t textbookLowerBound(const std::vector<uint64_t> &hashes, uint64_t h)
{
    const auto it = h == 0 ? hashes.begin() : std::upper_bound(hashes.begin(), hashes.end(), h - 1);
    const size_t i = size_t(it - hashes.begin());
    Q_ASSERT(i == size_t(std::lower_bound(hashes.begin(), hashes.end(), h) - hashes.begin()));
    return i;
}

int nginxReference(const NginxRing &ring, const Ring &r, uint64_t hash64)
{
    const ServerList &s = ring.servers();
    if (s.size() == 1)
        return s.at(0).down ? -1 : 0;
    if (r.hashes.empty())
        return -1;
    if (std::none_of(s.begin(), s.end(), [](const Server &x) { return !x.down && x.weight > 0; }))
        return -1;
    size_t i = textbookLowerBound(r.hashes, uint32_t(hash64));
    if (i == r.hashes.size())
        i = 0;
    for (size_t k = 0; k <= size_t(NginxRing::MaxExtraTries); ++k) {
        const int owner = r.owner[(i + k) % r.hashes.size()];
        if (!s.at(owner).down)
            return owner;
    }
    return NginxRing::Unpredictable;
}

int haproxyReference(const Ring &r, uint64_t hash64)
{
    const size_t n = r.hashes.size();
    if (n == 0)
        return -1;
    const uint32_t hash = uint32_t(hash64);
    size_t next = textbookLowerBound(r.hashes, hash);
    if (next == n)
        next = 0;
    const size_t prev = next == 0 ? n - 1 : next - 1;
    const uint32_t dp = hash - uint32_t(r.hashes[prev]);
    const uint32_t dn = uint32_t(r.hashes[next]) - hash;
    return dp <= dn ? r.owner[prev] : r.owner[next];
}

/// Envoy's own search (ring_hash_lb.cc, its port of ketama_get_server), kept here to show that
/// std::lower_bound wrapped to 0 is the same function.
size_t envoyKetamaSearch(const std::vector<uint64_t> &ring, uint64_t h)
{
    int64_t lowp = 0;
    int64_t highp = int64_t(ring.size());
    while (true) {
        const int64_t midp = (lowp + highp) / 2;
        if (midp == int64_t(ring.size()))
            return 0;
        const uint64_t midval = ring[size_t(midp)];
        const uint64_t midval1 = midp == 0 ? 0 : ring[size_t(midp - 1)];
        if (h <= midval && h > midval1)
            return size_t(midp);
        if (midval < h)
            lowp = midp + 1;
        else
            highp = midp - 1;
        if (lowp > highp)
            return 0;
    }
}

int nextReference(const Ring &r, uint64_t hash, const ServerList &servers)
{
    // ketama: first point >= hash, wrapping, then walk on to a server that is up.
    const size_t n = r.hashes.size();
    if (n == 0)
        return -1;
    size_t i = textbookLowerBound(r.hashes, hash);
    if (i == n)
        i = 0;
    for (size_t k = 0; k < n; ++k) {
        const int owner = r.owner[(i + k) % n];
        if (!servers.at(owner).down)
            return owner;
    }
    return -1;
}

Ring liveRing(const Algorithm &a, const Ring &all)
{
    Ring r; // the ideal ring routes over the points of servers that are up
    for (size_t i = 0; i < all.hashes.size(); ++i)
        if (!a.servers().at(all.owner[i]).down) {
            r.hashes.push_back(all.hashes[i]);
            r.owner.push_back(all.owner[i]);
        }
    return r;
}

int idealReference(const Algorithm &a, const Ring &r, uint64_t hash, bool nearest)
{
    const size_t n = r.hashes.size();
    if (n == 0)
        return -1;
    const size_t lb = textbookLowerBound(r.hashes, hash);
    const size_t next = lb == n ? 0 : lb;
    if (!nearest)
        return r.owner[next];
    if (r.hashes[next] == hash)
        return r.owner[next];
    const size_t prev = (lb == 0 || lb == n) ? n - 1 : next - 1;
    const uint64_t mask = a.hashBits() == 32 ? 0xFFFFFFFFULL : ~0ULL;
    const uint64_t dp = (hash - r.hashes[prev]) & mask;
    const uint64_t dn = (r.hashes[next] - hash) & mask;
    return r.owner[dp <= dn ? prev : next];
}

std::vector<uint64_t> queriesFor(const Ring &r, std::mt19937_64 &rng, int randomCount)
{
    std::vector<uint64_t> q = {0, 1, 0x7FFFFFFFULL, 0x80000000ULL, 0xFFFFFFFEULL, 0xFFFFFFFFULL, 0x100000000ULL,
                               0x100000001ULL, ~0ULL, ~0ULL - 1};
    for (size_t i = 0; i < r.hashes.size(); ++i) {
        const uint64_t h = r.hashes[i];
        q.push_back(h);
        q.push_back(h - 1);
        q.push_back(h + 1);
        // Midpoints between neighbours (and the wrap gap, in 32 and 64 bits): where the nearest
        // rule's tie-break decides.
        const uint64_t next = r.hashes[(i + 1) % r.hashes.size()];
        for (uint64_t mask : {0xFFFFFFFFULL, ~0ULL}) {
            const uint64_t mid = (h + ((next - h) & mask) / 2) & mask;
            q.push_back(mid);
            q.push_back((mid + 1) & mask);
        }
    }
    for (int i = 0; i < randomCount; ++i) {
        const uint64_t x = rng();
        q.push_back(x);
        q.push_back(x & 0xFFFFFFFFULL);
    }
    return q;
}

ServerList randomServers(std::mt19937_64 &rng, int count, int maxWeight, double downFraction)
{
    ServerList s;
    std::uniform_int_distribution<int> weight(1, maxWeight);
    std::bernoulli_distribution down(downFraction);
    for (int i = 0; i < count; ++i)
        s.append(Server{QStringLiteral("10.%1.%2.%3:%4").arg(i / 65536).arg((i / 256) % 256).arg(i % 256).arg(8000 + i % 7),
                        weight(rng), down(rng)});
    return s;
}

bool allDown(const ServerList &servers)
{
    return std::all_of(servers.begin(), servers.end(), [](const Server &s) { return s.down; });
}

std::unique_ptr<Algorithm> make(const QString &name, const ServerList &servers, const AlgorithmOptions &options = {})
{
    QString error;
    std::unique_ptr<Algorithm> a;
    // The registry refuses a list with every server down; the classes themselves still build
    // it (a config being edited, a run where every backend failed), so test that edge too.
    if (allDown(servers) && name == QLatin1String("nginx"))
        a = std::make_unique<NginxRing>(servers, options);
    else if (allDown(servers) && name == QLatin1String("ketama-v1"))
        a = KetamaV1Ring::create(servers, options, &error);
    else if (allDown(servers) && name == QLatin1String("ketama-v2"))
        a = KetamaV2Ring::create(servers, options, &error);
    else
        a = AlgorithmRegistry::create(name, servers, options, &error);
    if (!a)
        qWarning("%s: %s", qPrintable(name), qPrintable(error));
    return a;
}

} // namespace

class TestRingPortSearch : public QObject
{
    Q_OBJECT

private:
    template <typename Reference>
    static void compare(const Algorithm &a, const Ring &r, Reference reference, std::mt19937_64 &rng, int randomCount)
    {
        for (uint64_t h : queriesFor(r, rng, randomCount)) {
            const int got = a.routeHash(h);
            const int want = reference(h);
            if (got != want)
                QFAIL(qPrintable(QStringLiteral("%1 (%2 points): hash %3 routed to %4, reference %5")
                                     .arg(a.name())
                                     .arg(r.hashes.size())
                                     .arg(h)
                                     .arg(got)
                                     .arg(want)));
        }
    }

    static QList<ServerList> serverSets(std::mt19937_64 &rng, int maxWeight)
    {
        QList<ServerList> sets;
        sets.append(randomServers(rng, 1, maxWeight, 0.0));
        sets.append(randomServers(rng, 2, maxWeight, 0.0));
        sets.append(randomServers(rng, 100, 1, 0.0));
        sets.append(randomServers(rng, 100, maxWeight, 0.2));
        sets.append(randomServers(rng, 37, maxWeight, 0.9));
        ServerList oneUp = randomServers(rng, 20, maxWeight, 0.0);
        for (int i = 1; i < oneUp.size(); ++i)
            oneUp[i].down = true;
        sets.append(oneUp);
        return sets;
    }

private slots:
    void nginx()
    {
        std::mt19937_64 rng(11);
        QList<ServerList> sets = serverSets(rng, 5);
        ServerList allDown = randomServers(rng, 10, 3, 0.0);
        for (Server &s : allDown)
            s.down = true;
        sets.append(allDown);
        // A long run of down points: 50 servers, 45 down, so some keys fall to round robin.
        ServerList mostlyDown = randomServers(rng, 50, 1, 0.0);
        for (int i = 5; i < 50; ++i)
            mostlyDown[i].down = true;
        sets.append(mostlyDown);
        bool sawUnpredictable = false;
        for (const ServerList &servers : sets) {
            const auto a = make(QStringLiteral("nginx"), servers);
            QVERIFY(a);
            const auto *ring = static_cast<const NginxRing *>(a.get());
            const Ring r = ringOf(*a);
            compare(*a, r, [&](uint64_t h) { return nginxReference(*ring, r, h); }, rng, 20000);
            for (int i = 0; i < 2000 && !sawUnpredictable; ++i)
                sawUnpredictable = a->routeHash(rng()) == NginxRing::Unpredictable;
        }
        QVERIFY2(sawUnpredictable, "the mostly-down ring should send some keys to round robin");
    }

    void haproxy()
    {
        std::mt19937_64 rng(12);
        for (const ServerList &servers : serverSets(rng, HaproxyRing::MaxWeight)) {
            if (std::none_of(servers.begin(), servers.end(), [](const Server &s) { return !s.down; }))
                continue; // HAProxy refuses a backend with no usable server
            const auto a = make(QStringLiteral("haproxy"), servers);
            QVERIFY(a);
            const Ring r = ringOf(*a);
            compare(*a, r, [&](uint64_t h) { return haproxyReference(r, h); }, rng, 20000);
        }
    }

    void haproxyDuplicatePoints()
    {
        // puid × 4096 + i wraps at 2^32: ids 1 and 1 + 2^20 give every point the same key, so
        // each of the ring's hashes appears twice, in insertion (config) order.
        std::mt19937_64 rng(13);
        const ServerList servers = {Server{QStringLiteral("10.0.0.1:80"), 3, false},
                                    Server{QStringLiteral("10.0.0.2:80"), 3, false},
                                    Server{QStringLiteral("10.0.0.3:80"), 2, false}};
        const HaproxyRing ring(servers, std::vector<int>{1, 1 + (1 << 20), 7});
        const Ring r = ringOf(ring);
        size_t duplicates = 0;
        for (size_t i = 1; i < r.hashes.size(); ++i)
            duplicates += r.hashes[i] == r.hashes[i - 1];
        QCOMPARE(duplicates, size_t(3 * HaproxyRing::WeightScale));
        compare(ring, r, [&](uint64_t h) { return haproxyReference(r, h); }, rng, 20000);
    }

    void envoy()
    {
        std::mt19937_64 rng(14);
        for (const ServerList &servers : serverSets(rng, 4)) {
            if (std::none_of(servers.begin(), servers.end(), [](const Server &s) { return !s.down; }))
                continue;
            for (const QString &minRing : {QStringLiteral("16"), QStringLiteral("1024"), QStringLiteral("16000")}) {
                const auto a = make(QStringLiteral("envoy-ring"), servers, {{QStringLiteral("min-ring-size"), minRing}});
                QVERIFY(a);
                const auto *ring = static_cast<const EnvoyRing *>(a.get());
                const Ring r = ringOf(*a);
                compare(*a, r, [&](uint64_t h) {
                    const size_t i = textbookLowerBound(r.hashes, h);
                    const size_t wrapped = i == r.hashes.size() ? 0 : i;
                    if (envoyKetamaSearch(r.hashes, h) != wrapped)
                        return -100; // Envoy's search disagrees with lower_bound: fail loudly
                    return r.owner[wrapped];
                }, rng, 5000);
                // chooseHost(h, attempt) steps `attempt` points on from the same point.
                for (int i = 0; i < 2000; ++i) {
                    const uint64_t h = rng();
                    const uint32_t attempt = uint32_t(rng() % 5);
                    const size_t base = envoyKetamaSearch(r.hashes, h);
                    QCOMPARE(ring->routeHash(h, attempt), r.owner[(base + attempt) % r.hashes.size()]);
                }
            }
        }
    }

    void ketama_data()
    {
        QTest::addColumn<QString>("name");
        QTest::newRow("v1") << QStringLiteral("ketama-v1");
        QTest::newRow("v2") << QStringLiteral("ketama-v2");
    }

    void ketama()
    {
        QFETCH(QString, name);
        std::mt19937_64 rng(15);
        QList<ServerList> sets = serverSets(rng, 4);
        ServerList allDown = randomServers(rng, 10, 2, 0.0);
        for (Server &s : allDown)
            s.down = true;
        sets.append(allDown);
        for (const ServerList &servers : sets) {
            const auto a = make(name, servers);
            QVERIFY(a);
            const Ring r = ringOf(*a);
            compare(*a, r, [&](uint64_t h) { return nextReference(r, uint32_t(h), servers); }, rng, 20000);
        }
    }

    void ideal_data()
    {
        QTest::addColumn<QString>("rule");
        QTest::addColumn<QString>("space");
        for (const char *rule : {"next", "nearest"})
            for (const char *space : {"ideal", "32", "64"})
                QTest::addRow("%s-%s", rule, space) << QString::fromLatin1(rule) << QString::fromLatin1(space);
    }

    void ideal()
    {
        QFETCH(QString, rule);
        QFETCH(QString, space);
        std::mt19937_64 rng(16);
        QList<ServerList> sets = serverSets(rng, 4);
        for (const ServerList &servers : sets) {
            for (const QString &points : {QStringLiteral("1"), QStringLiteral("160")}) {
                const auto a = make(QStringLiteral("ideal"), servers,
                                    {{QStringLiteral("rule"), rule}, {QStringLiteral("space"), space},
                                     {QStringLiteral("points"), points}});
                QVERIFY(a);
                const Ring r = liveRing(*a, ringOf(*a));
                compare(*a, r, [&](uint64_t h) { return idealReference(*a, r, h, rule == QLatin1String("nearest")); },
                        rng, 5000);
            }
        }
        // A big ring (200,000 points; at 32 bits some positions collide and are dropped) with a
        // quarter of the servers down: the table has its full 2^18 buckets.
        ServerList big = randomServers(rng, 100, 1, 0.25);
        const auto a = make(QStringLiteral("ideal"), big,
                            {{QStringLiteral("rule"), rule}, {QStringLiteral("space"), space},
                             {QStringLiteral("points"), QStringLiteral("2000")}});
        QVERIFY(a);
        const Ring r = liveRing(*a, ringOf(*a));
        compare(*a, r, [&](uint64_t h) { return idealReference(*a, r, h, rule == QLatin1String("nearest")); }, rng,
                100000);
    }
};

QTEST_APPLESS_MAIN(TestRingPortSearch)
#include "tst_ringportsearch.moc"
