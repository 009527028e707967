// NginxRing: pingora's recorded nginx access log and ring tests (tests/data/peers/
// test_vectors.json "nginx_ketama"), host/port splitting as ngx_http_upstream_init_chash does,
// and properties: shares, intervals against lookups, down servers, removal, weights, IPv6,
// host names, the 20-try round-robin fallback.
#include "ringcore/hash/crc32.h"
#include "ringcore/keys/keygenerator.h"
#include "ringcore/rings/algorithmregistry.h"
#include "ringcore/systems/nginx/nginxring.h"
#include "support/testpaths.h"

#include <QtTest>

#include <numeric>
#include <random>

using namespace ringcore;

namespace {

QJsonArray nginxVectors()
{
    QFile file(ringlab::test::dataFile(QStringLiteral("peers/test_vectors.json")));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QJsonDocument::fromJson(file.readAll()).object().value(QLatin1String("nginx_ketama")).toArray();
}

ServerList serversFrom(const QJsonArray &list)
{
    ServerList servers;
    for (const QJsonValue &v : list)
        servers.append(Server{v.toArray().at(0).toString(), v.toArray().at(1).toInt(), false});
    return servers;
}

ServerList range(int count, int weight = 1)
{
    ServerList servers;
    for (int i = 1; i <= count; ++i)
        servers.append(Server{QStringLiteral("127.0.0.1:%1").arg(9000 + i), weight, false});
    return servers;
}

QString addressOf(const ServerList &servers, int index)
{
    return index >= 0 ? servers.at(index).address : QStringLiteral("#%1").arg(index);
}

} // namespace

class TestNginxRing : public QObject
{
    Q_OBJECT
private slots:
    void pingoraVectors_data();
    void pingoraVectors();
    void pingoraNodeIterator_data();
    void pingoraNodeIterator();
    void hostAndPort_data();
    void hostAndPort();
    void pointHashesChain();
    void properties_data();
    void properties();
    void removalMovesOnlyRemovedKeys_data();
    void removalMovesOnlyRemovedKeys();
    void roundRobinFallback();
    void singleServer();
    void registry();
};

void TestNginxRing::pingoraVectors_data()
{
    QTest::addColumn<ServerList>("servers");
    QTest::addColumn<QList<QByteArray>>("keys");
    QTest::addColumn<QStringList>("expected");
    const QJsonArray all = nginxVectors();
    QVERIFY2(all.size() >= 4, "nginx_ketama vectors missing");
    int rows = 0;
    for (const QJsonValue &v : all) {
        const QJsonObject o = v.toObject();
        // "iter" entries are checked by pingoraNodeIterator; the pingora_only IPv6 entry hashes
        // pingora's "::1" rendering, not nginx's configured "[::1]" text.
        if (!o.contains(QLatin1String("keys")) || o.value(QLatin1String("pingora_only")).toBool())
            continue;
        QList<QByteArray> keys;
        QStringList expected;
        for (const QJsonValue &k : o.value(QLatin1String("keys")).toArray()) {
            keys.append(k.toArray().at(0).toString().toUtf8());
            expected.append(k.toArray().at(1).toString());
        }
        QTest::newRow(qPrintable(o.value(QLatin1String("name")).toString()))
            << serversFrom(o.value(QLatin1String("servers")).toArray()) << keys << expected;
        ++rows;
    }
    QVERIFY(rows >= 5);
}

void TestNginxRing::pingoraVectors()
{
    QFETCH(ServerList, servers);
    QFETCH(QList<QByteArray>, keys);
    QFETCH(QStringList, expected);
    const NginxRing ring(servers);
    int mismatches = 0;
    for (qsizetype i = 0; i < keys.size(); ++i) {
        const QString got = addressOf(servers, ring.route(keys.at(i)));
        if (got != expected.at(i) && ++mismatches <= 5)
            qWarning("key %s: expected %s, got %s", keys.at(i).constData(), qPrintable(expected.at(i)),
                     qPrintable(got));
    }
    QCOMPARE(mismatches, 0);
}

void TestNginxRing::pingoraNodeIterator_data()
{
    QTest::addColumn<ServerList>("servers");
    QTest::addColumn<QByteArray>("key");
    QTest::addColumn<QStringList>("expected");
    for (const QJsonValue &v : nginxVectors()) {
        const QJsonObject o = v.toObject();
        if (!o.contains(QLatin1String("iter")) || o.value(QLatin1String("pingora_only")).toBool())
            continue;
        const QJsonObject iter = o.value(QLatin1String("iter")).toObject();
        QStringList expected;
        for (const QJsonValue &e : iter.value(QLatin1String("expect")).toArray())
            expected.append(e.toString());
        QTest::newRow(qPrintable(o.value(QLatin1String("name")).toString()))
            << serversFrom(o.value(QLatin1String("servers")).toArray())
            << iter.value(QLatin1String("key")).toString().toUtf8() << expected;
    }
}

void TestNginxRing::pingoraNodeIterator()
{
    // pingora's NodeIterator walks consecutive points from the key's point: the same walk
    // nginx makes past down servers.
    QFETCH(ServerList, servers);
    QFETCH(QByteArray, key);
    QFETCH(QStringList, expected);
    const NginxRing ring(servers);
    const std::vector<RingPoint> points = ring.points();
    const size_t start = ring.findPoint(uint32_t(ring.hashKey(key)));
    QStringList walked;
    for (qsizetype k = 0; k < expected.size(); ++k)
        walked.append(servers.at(points[(start + size_t(k)) % points.size()].server).address);
    QCOMPARE(walked, expected);
}

void TestNginxRing::hostAndPort_data()
{
    QTest::addColumn<QByteArray>("server");
    QTest::addColumn<QByteArray>("host");
    QTest::addColumn<QByteArray>("port");
    QTest::newRow("ipv4:port") << QByteArray("10.0.0.1:443") << QByteArray("10.0.0.1") << QByteArray("443");
    QTest::newRow("ipv4 without port") << QByteArray("10.0.0.1") << QByteArray("10.0.0.1") << QByteArray();
    QTest::newRow("[ipv6]:port") << QByteArray("[::1]:8080") << QByteArray("[::1]") << QByteArray("8080");
    QTest::newRow("[ipv6] without port") << QByteArray("[2001:db8::1]") << QByteArray("[2001:db8::1]")
                                         << QByteArray();
    QTest::newRow("hostname:port") << QByteArray("cache-1.example:8080") << QByteArray("cache-1.example")
                                   << QByteArray("8080");
    QTest::newRow("hostname") << QByteArray("cache-1.example") << QByteArray("cache-1.example") << QByteArray();
    QTest::newRow("hostname ending in digits") << QByteArray("cache1") << QByteArray("cache1") << QByteArray();
    QTest::newRow("unix socket") << QByteArray("unix:/run/app.sock") << QByteArray("/run/app.sock") << QByteArray();
    QTest::newRow("UNIX socket") << QByteArray("UNIX:/run/a:1") << QByteArray("/run/a:1") << QByteArray();
    QTest::newRow("trailing colon") << QByteArray("host:") << QByteArray("host") << QByteArray();
}

void TestNginxRing::hostAndPort()
{
    QFETCH(QByteArray, server);
    QFETCH(QByteArray, host);
    QFETCH(QByteArray, port);
    const auto [h, p] = NginxRing::hostAndPort(server);
    QCOMPARE(h, host);
    QCOMPARE(p, port);
    QCOMPARE(NginxRing::baseHash(server), Crc32::of(host + QByteArray(1, '\0') + port));
}

void TestNginxRing::pointHashesChain()
{
    // Point j = crc32(HOST \0 PORT PREV_HASH), PREV_HASH little-endian, 0 for the first point.
    const std::vector<uint32_t> hashes = NginxRing::serverPointHashes("10.0.0.1:443", 3);
    QCOMPARE(hashes.size(), size_t(3));
    const QByteArray prefix("10.0.0.1\0" "443", 12);
    QCOMPARE(hashes[0], Crc32::of(prefix + QByteArray(4, '\0')));
    uint32_t prev = hashes[1];
    const char le[4] = {char(prev), char(prev >> 8), char(prev >> 16), char(prev >> 24)};
    QCOMPARE(hashes[2], Crc32::of(prefix + QByteArray(le, 4)));
    // A server without a port does not hash ":80".
    QVERIFY(NginxRing::serverPointHashes("10.0.0.1", 1)[0] != NginxRing::serverPointHashes("10.0.0.1:80", 1)[0]);
}

void TestNginxRing::properties_data()
{
    QTest::addColumn<ServerList>("servers");
    QTest::newRow("100 equal") << range(100);
    ServerList mixed = range(12);
    for (int i = 0; i < mixed.size(); ++i)
        mixed[i].weight = 1 + (i * 7) % 13;
    QTest::newRow("mixed weights") << mixed;
    ServerList downs = range(40);
    for (int i : {0, 3, 4, 5, 17, 39})
        downs[i].down = true;
    QTest::newRow("six down") << downs;
    QTest::newRow("ipv6 and names") << ServerList{{QStringLiteral("[::1]:8080"), 1, false},
                                                   {QStringLiteral("[2001:db8::2]:80"), 2, false},
                                                   {QStringLiteral("[fe80::1]"), 1, false},
                                                   {QStringLiteral("cache-1.example:8080"), 3, false},
                                                   {QStringLiteral("cache-2.example"), 1, true},
                                                   {QStringLiteral("10.0.0.1"), 1, false},
                                                   {QStringLiteral("unix:/run/app.sock"), 1, false}};
    QTest::newRow("two servers") << range(2);
}

void TestNginxRing::properties()
{
    QFETCH(ServerList, servers);
    const NginxRing ring(servers);
    int64_t totalWeight = 0;
    for (const Server &s : servers)
        totalWeight += s.weight;
    QCOMPARE(ring.generatedPoints(), totalWeight * 160);
    QVERIFY(ring.pointCount() <= size_t(totalWeight * 160));
    QVERIFY(ring.pointCount() >= size_t(totalWeight * 160) - 2); // 32-bit collisions are rare
    QCOMPARE(ring.memoryBytes(), size_t(8 + 16 * totalWeight * 160));

    const std::vector<RingPoint> points = ring.points();
    QCOMPARE(points.size(), ring.pointCount());
    for (size_t i = 1; i < points.size(); ++i)
        QVERIFY(points[i - 1].hash < points[i].hash);

    // Shares: sum to 1, zero for down servers, every live server reachable.
    const std::vector<double> shares = ring.shares();
    QCOMPARE(shares.size(), size_t(servers.size()));
    QVERIFY(std::abs(std::accumulate(shares.begin(), shares.end(), 0.0) - 1.0) < 1e-12);
    for (int s = 0; s < servers.size(); ++s) {
        if (servers.at(s).down)
            QCOMPARE(shares[size_t(s)], 0.0);
        else
            QVERIFY2(shares[size_t(s)] > 0, qPrintable(servers.at(s).address));
    }

    // Intervals agree with routeHash at every boundary and at random hashes, and their
    // lengths give the same shares.
    const std::vector<OwnedInterval> intervals = ring.intervals();
    QVERIFY(!intervals.empty());
    QCOMPARE(intervals.front().begin, uint64_t(0));
    std::vector<uint64_t> sums(size_t(servers.size()), 0);
    for (size_t i = 0; i < intervals.size(); ++i) {
        const uint64_t end = i + 1 < intervals.size() ? intervals[i + 1].begin : (uint64_t(1) << 32);
        QVERIFY(end > intervals[i].begin);
        QVERIFY(i == 0 || intervals[i].server != intervals[i - 1].server);
        QCOMPARE(ring.routeHash(intervals[i].begin), intervals[i].server);
        QCOMPARE(ring.routeHash(end - 1), intervals[i].server);
        QVERIFY(intervals[i].server >= 0);
        sums[size_t(intervals[i].server)] += end - intervals[i].begin;
    }
    for (size_t s = 0; s < sums.size(); ++s)
        QCOMPARE(double(sums[s]) / 4294967296.0, shares[s]);
    std::mt19937_64 rng(7);
    for (int i = 0; i < 20000; ++i) {
        const uint32_t h = uint32_t(rng());
        const auto it = std::upper_bound(intervals.begin(), intervals.end(), uint64_t(h),
                                         [](uint64_t v, const OwnedInterval &o) { return v < o.begin; });
        QCOMPARE(ring.routeHash(h), std::prev(it)->server);
    }

    // Routed keys land only on live servers, roughly in proportion to the shares.
    const KeyGenerator gen;
    std::vector<int> counts(size_t(servers.size()), 0);
    const int keys = 50000;
    for (int i = 0; i < keys; ++i) {
        const int s = ring.route(gen.key(uint64_t(i)));
        QVERIFY(s >= 0 && !servers.at(s).down);
        ++counts[size_t(s)];
    }
    for (size_t s = 0; s < counts.size(); ++s) {
        const double expected = shares[s] * keys;
        QVERIFY2(std::abs(counts[s] - expected) <= 6 * std::sqrt(expected) + 1, qPrintable(servers.at(int(s)).address));
    }
}

void TestNginxRing::removalMovesOnlyRemovedKeys_data()
{
    QTest::addColumn<ServerList>("servers");
    QTest::addColumn<QList<int>>("removed");
    QTest::newRow("100 servers, #42 down") << range(100) << QList<int>{41};
    ServerList mixed = range(20);
    for (int i = 0; i < mixed.size(); ++i)
        mixed[i].weight = 1 + i % 5;
    QTest::newRow("mixed weights, three down") << mixed << QList<int>{0, 7, 19};
}

void TestNginxRing::removalMovesOnlyRemovedKeys()
{
    QFETCH(ServerList, servers);
    QFETCH(QList<int>, removed);
    const NginxRing before(servers);
    ServerList after = servers;
    for (int r : removed)
        after[r].down = true;
    const NginxRing ring(after);
    // Marking a server down keeps every point, so keys of live servers cannot move.
    QCOMPARE(ring.pointCount(), before.pointCount());
    const KeyGenerator gen(3);
    int moved = 0;
    for (int i = 0; i < 100000; ++i) {
        const uint64_t h = before.hashKey(gen.key(uint64_t(i)));
        const int a = before.routeHash(h);
        const int b = ring.routeHash(h);
        if (removed.contains(a)) {
            QVERIFY(b >= 0 && !removed.contains(b));
            ++moved;
        } else {
            QCOMPARE(b, a);
        }
    }
    QVERIFY(moved > 0);
    // Exact form: every surviving server keeps its whole share and gains some.
    const std::vector<double> s0 = before.shares();
    const std::vector<double> s1 = ring.shares();
    for (int s = 0; s < servers.size(); ++s)
        if (!removed.contains(s))
            QVERIFY(s1[size_t(s)] >= s0[size_t(s)]);
}

void TestNginxRing::roundRobinFallback()
{
    // 60 servers, 57 down: runs of more than 21 consecutive down points must exist, and there
    // nginx goes round robin.
    ServerList servers = range(60);
    for (int i = 3; i < 60; ++i)
        servers[i].down = true;
    servers[1].weight = 3;
    const NginxRing ring(servers);
    const std::vector<RingPoint> points = ring.points();
    int unpredictable = 0;
    for (size_t i = 0; i < points.size(); ++i) {
        int expected = NginxRing::Unpredictable;
        for (size_t k = 0; k <= 20; ++k) {
            const int s = points[(i + k) % points.size()].server;
            if (!servers.at(s).down) {
                expected = s;
                break;
            }
        }
        QCOMPARE(ring.routeHash(points[i].hash), expected);
        unpredictable += expected == NginxRing::Unpredictable;
    }
    QVERIFY(unpredictable > 0);
    // Unpredictable arcs are counted by weight (round robin's average): shares still sum to 1.
    const std::vector<double> shares = ring.shares();
    QVERIFY(std::abs(std::accumulate(shares.begin(), shares.end(), 0.0) - 1.0) < 1e-12);
    QVERIFY(shares[1] > shares[0] && shares[1] > shares[2]);
    bool sawUnpredictableInterval = false;
    for (const OwnedInterval &o : ring.intervals())
        sawUnpredictableInterval = sawUnpredictableInterval || o.server == NginxRing::Unpredictable;
    QVERIFY(sawUnpredictableInterval);
    // An empty key also goes to round robin.
    QCOMPARE(ring.routeKey(QByteArray()), NginxRing::Unpredictable);
    // Every server down: no live upstream at all.
    for (Server &s : servers)
        s.down = true;
    const NginxRing dead(servers);
    QCOMPARE(dead.routeHash(12345), -1);
    const std::vector<double> deadShares = dead.shares();
    QCOMPARE(std::accumulate(deadShares.begin(), deadShares.end(), 0.0), 0.0);
}

void TestNginxRing::singleServer()
{
    const NginxRing one(range(1, 2));
    QCOMPARE(one.pointCount(), size_t(320));
    QCOMPARE(one.routeKey(QByteArray()), 0);
    QCOMPARE(one.route("/anything"), 0);
    QCOMPARE(one.shares(), std::vector<double>{1.0});
    ServerList down = range(1);
    down[0].down = true;
    QCOMPARE(NginxRing(down).route("/x"), -1);
}

void TestNginxRing::registry()
{
    const AlgorithmInfo *info = AlgorithmRegistry::find(QStringLiteral("nginx"));
    QVERIFY(info);
    QCOMPARE(info->minWeight, 1);
    QString error;
    auto ring = AlgorithmRegistry::create(QStringLiteral("nginx"), range(3), {}, &error);
    QVERIFY2(ring, qPrintable(error));
    QCOMPARE(ring->name(), QStringLiteral("nginx"));
    QCOMPARE(ring->hashBits(), 32);
    QCOMPARE(ring->pointCount(), size_t(480));

    ServerList zero = range(2);
    zero[1].weight = 0;
    QVERIFY(!AlgorithmRegistry::create(QStringLiteral("nginx"), zero, {}, &error));
    QVERIFY2(error.contains(QStringLiteral("weight 0")), qPrintable(error));

    ServerList twice = range(2);
    twice[1].address = twice[0].address;
    QVERIFY(!AlgorithmRegistry::create(QStringLiteral("nginx"), twice, {}, &error));
    QVERIFY2(error.contains(twice[0].address), qPrintable(error));

    AlgorithmOptions bogus;
    bogus.insert(QStringLiteral("points"), QStringLiteral("10"));
    QVERIFY(!AlgorithmRegistry::create(QStringLiteral("nginx"), range(2), bogus, &error));
    QVERIFY2(error.contains(QStringLiteral("points")), qPrintable(error));
}

QTEST_GUILESS_MAIN(TestNginxRing)
#include "tst_nginxring.moc"
