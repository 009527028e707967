// VarnishShard: Varnish 7.1.1's own shard director tests (vmod/tests/directors_c000*.vtc: the
// hash circle its debug log prints, the lookups, the keys and the backends each test expects),
// and properties: intervals against lookups, shares, down backends, alt, warmup.
#include "ringcore/rings/algorithmregistry.h"
#include "ringcore/systems/varnish/varnishshard.h"
#include "support/testpaths.h"

#include <QtTest>

#include <random>

using namespace ringcore;

namespace {

ServerList named(const QStringList &idents, const QList<int> &weights = {})
{
    ServerList servers;
    for (int i = 0; i < idents.size(); ++i)
        servers.append(Server{idents.at(i), weights.isEmpty() ? 1 : weights.at(i), false});
    return servers;
}

ServerList range(int count, int weight = 1)
{
    ServerList servers;
    for (int i = 1; i <= count; ++i)
        servers.append(Server{QStringLiteral("127.0.0.1:%1").arg(9000 + i), weight, false});
    return servers;
}

std::unique_ptr<Algorithm> make(const ServerList &servers, const AlgorithmOptions &options = {})
{
    QString error;
    auto a = AlgorithmRegistry::create(QStringLiteral("varnish-shard"), servers, options, &error);
    if (!a)
        qWarning() << error;
    return a;
}

const QStringList kS{QStringLiteral("s1"), QStringLiteral("s2"), QStringLiteral("s3")};

} // namespace

class TestVarnishShard : public QObject
{
    Q_OBJECT
private slots:
    void vtcHashCircle_data();
    void vtcHashCircle();
    void vtcKeys_data();
    void vtcKeys();
    void vtcKeyDerivation();
    void vtcRestartsAlt();
    void vtcUnhealthy();
    void aboveLastPointTakesLastPoint();
    void intervalsMatchLookups_data();
    void intervalsMatchLookups();
    void downServerOnlyMovesItsKeys();
    void warmup();
    void badOptions();
};

void TestVarnishShard::vtcHashCircle_data()
{
    QTest::addColumn<QJsonObject>("ring");
    QFile file(ringlab::test::dataFile(QStringLiteral("upstream/varnish_shard_vtc.json")));
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QJsonArray rings = QJsonDocument::fromJson(file.readAll()).object().value(QLatin1String("rings")).toArray();
    QCOMPARE(rings.size(), 2);
    for (const QJsonValue &r : rings)
        QTest::newRow(qPrintable(r.toObject().value(QLatin1String("test")).toString())) << r.toObject();
}

void TestVarnishShard::vtcHashCircle()
{
    // directors_c00006.vtc (weights 1, 2, 3) and c00007.vtc: replicas=25, every point of the
    // circle as vd.debug(3) logs it, and the lookups ("lookup key K idx I host H").
    QFETCH(QJsonObject, ring);
    QList<int> weights;
    for (const QJsonValue &w : ring.value(QLatin1String("weights")).toArray())
        weights << w.toInt();
    auto a = make(named(kS, weights), {{QStringLiteral("replicas"), QStringLiteral("25")}, {QStringLiteral("by"), QStringLiteral("BLOB")}});
    QVERIFY(a);
    const auto *shard = static_cast<const VarnishShard *>(a.get());
    const QJsonArray points = ring.value(QLatin1String("points")).toArray();
    QCOMPARE(qsizetype(shard->pointValues().size()), points.size());
    for (const QJsonValue &p : points) {
        const QJsonArray e = p.toArray();
        const size_t i = size_t(e.at(0).toInt());
        QCOMPARE(shard->pointValues()[i], uint32_t(e.at(1).toString().toUInt(nullptr, 16)));
        QCOMPARE(shard->pointHosts()[i], e.at(2).toInt());
    }
    for (const QJsonValue &l : ring.value(QLatin1String("lookups")).toArray()) {
        const QJsonArray e = l.toArray();
        const uint32_t key = e.at(0).toString().toUInt(nullptr, 16);
        QCOMPARE(int(shard->lookup(key)), e.at(1).toInt());
        QCOMPARE(a->routeHash(key), e.at(2).toInt());
        // by=BLOB from the URL's hex, as the vtc's blob.decode(HEX, …) does.
        QCOMPARE(a->route(QByteArray::fromHex(e.at(0).toString().toLatin1())), e.at(2).toInt());
    }
}

void TestVarnishShard::vtcKeys_data()
{
    QTest::addColumn<QString>("by");
    QTest::addColumn<QByteArray>("key");
    QTest::addColumn<qint64>("hash");
    QTest::addColumn<int>("backend");
    // directors_c00003.vtc: by=KEY with integer keys (hash = the key itself).
    QTest::newRow("c00003 key 1") << QStringLiteral("KEY") << QByteArray() << qint64(1) << 0;
    QTest::newRow("c00003 key 2147483647") << QStringLiteral("KEY") << QByteArray() << qint64(2147483647) << 1;
    QTest::newRow("c00003 key 4294967295") << QStringLiteral("KEY") << QByteArray() << qint64(4294967295) << 2;
    // directors_c00005.vtc: backend() in vcl_recv, by=HASH on the client side = by=URL.
    QTest::newRow("c00005 /Boo0aixe") << QStringLiteral("URL") << QByteArray("/Boo0aixe") << qint64(-1) << 0;
    QTest::newRow("c00005 /eishoSu2") << QStringLiteral("URL") << QByteArray("/eishoSu2") << qint64(-1) << 1;
    QTest::newRow("c00005 /Aunah3uo") << QStringLiteral("URL") << QByteArray("/Aunah3uo") << qint64(-1) << 2;
}

void TestVarnishShard::vtcKeys()
{
    QFETCH(QString, by);
    QFETCH(QByteArray, key);
    QFETCH(qint64, hash);
    QFETCH(int, backend);
    auto a = make(named(kS), {{QStringLiteral("replicas"), QStringLiteral("25")}, {QStringLiteral("by"), by}});
    QVERIFY(a);
    QCOMPARE(hash >= 0 ? a->routeHash(uint64_t(hash)) : a->route(key), backend);
}

void TestVarnishShard::vtcKeyDerivation()
{
    // directors_c00009.vtc: shard.key(req.url) values, the backend-side by=HASH key from the
    // digest of vcl_hash { hash_data(req.url); hash_data("127.0.0.1"); }, and by=BLOB.
    QCOMPARE(VarnishShard::hashStrands32({"/def"}), 2002449278u);
    QCOMPARE(VarnishShard::hashStrands32({"/hash"}), 2439792896u);
    QCOMPARE(VarnishShard::hashStrands32({"/url"}), 3281611639u);
    QCOMPARE(VarnishShard::hashStrands32({"/b/url"}), 108501858u);
    QCOMPARE(VarnishShard::digestKey("/b/def", "127.0.0.1"), 0x93d1c4adu);
    QCOMPARE(VarnishShard::digestKey("/b/hash", "127.0.0.1"), 0xe47da20eu);
    QCOMPARE(VarnishShard::blobKey(QByteArray::fromHex("ffffffff00")), 4294967295u);
    QCOMPARE(VarnishShard::blobKey(QByteArray::fromHex("0102")), 0x0102u); // left-padded
    QCOMPARE(VarnishShard::blobKey(QByteArray()), 0u);
    // The algorithm's default key is by=HASH with Host 127.0.0.1 (what RingLab's load sends).
    auto a = make(named(kS));
    QVERIFY(a);
    QCOMPARE(a->hashKey("/b/def"), uint64_t(0x93d1c4ad));
    auto url = make(named(kS), {{QStringLiteral("by"), QStringLiteral("URL")}});
    QCOMPARE(url->hashKey("/def"), uint64_t(2002449278u));
}

void TestVarnishShard::vtcRestartsAlt()
{
    // directors_c00013.vtc: key 1756955383 (order s1 → s2 → s3), alt = 0, 1, 2 with
    // healthy=ALL and CHOSEN. (alt=3 is clamped to 2 by Varnish with an error; the port refuses it.)
    for (const QString &healthy : {QStringLiteral("ALL"), QStringLiteral("CHOSEN")}) {
        for (int alt = 0; alt < 3; ++alt) {
            auto a = make(named(kS), {{QStringLiteral("replicas"), QStringLiteral("25")},
                                      {QStringLiteral("alt"), QString::number(alt)},
                                      {QStringLiteral("healthy"), healthy}});
            QVERIFY(a);
            QCOMPARE(a->routeHash(1756955383u), alt);
        }
    }
    QString error;
    QVERIFY(!AlgorithmRegistry::create(QStringLiteral("varnish-shard"), named(kS), {{QStringLiteral("alt"), QStringLiteral("3")}}, &error));
    QVERIFY2(error.contains(QLatin1String("alt")) && error.contains(QLatin1String("2")), qPrintable(error));
}

void TestVarnishShard::vtcUnhealthy()
{
    // directors_c00014.vtc: key 1756955383 (order s1 → s2 → s3): s1 sick → s2; s1 and s2
    // sick → s3; key 192192123 (order s3 → s1 → s2) with warmup=1.0 and s1, s2 sick → s3.
    const AlgorithmOptions o{{QStringLiteral("replicas"), QStringLiteral("25")}};
    ServerList servers = named(kS);
    servers[0].down = true;
    QCOMPARE(make(servers, o)->routeHash(1756955383u), 1);
    servers[1].down = true;
    QCOMPARE(make(servers, o)->routeHash(1756955383u), 2);
    AlgorithmOptions warm = o;
    warm.insert(QStringLiteral("warmup"), QStringLiteral("1"));
    QCOMPARE(make(servers, warm)->routeHash(192192123u), 2);
    // All healthy, warmup=1 sends key 192192123 to the next backend after s3: s1.
    QCOMPARE(make(named(kS), warm)->routeHash(192192123u), 0);
    QCOMPARE(make(named(kS), o)->routeHash(192192123u), 2);
}

void TestVarnishShard::aboveLastPointTakesLastPoint()
{
    // shard_lookup(): a key above every point lands on the last point, not the first.
    auto a = make(range(100));
    QVERIFY(a);
    const auto *shard = static_cast<const VarnishShard *>(a.get());
    const auto &pts = shard->pointValues();
    QCOMPARE(pts.size(), size_t(6700));
    QVERIFY(pts.back() < 0xffffffffu);
    QCOMPARE(shard->lookup(0xffffffffu), pts.size() - 1);
    QCOMPARE(shard->lookup(pts.back() + 1), pts.size() - 1);
    QCOMPARE(shard->lookup(0), size_t(0));
    const int last = shard->pointHosts().back();
    const int first = shard->pointHosts().front();
    QVERIFY2(last != first, "pick a server set whose first and last points differ");
    QCOMPARE(a->routeHash(0xffffffffu), last);
    QCOMPARE(a->routeHash(0), first);
    QVERIFY(a->explainRoute(0xffffffffu).join(QLatin1Char('\n')).contains(QLatin1String("last point")));
}

void TestVarnishShard::intervalsMatchLookups_data()
{
    QTest::addColumn<int>("count");
    QTest::addColumn<int>("weight");
    QTest::addColumn<QString>("downList");
    QTest::newRow("100 equal") << 100 << 1 << QString();
    QTest::newRow("20 weight 3") << 20 << 3 << QString();
    QTest::newRow("30, three down") << 30 << 1 << QStringLiteral("3,7,11");
}

void TestVarnishShard::intervalsMatchLookups()
{
    QFETCH(int, count);
    QFETCH(int, weight);
    QFETCH(QString, downList);
    ServerList servers = range(count, weight);
    for (const QString &d : downList.split(QLatin1Char(','), Qt::SkipEmptyParts))
        servers[d.toInt()].down = true;
    auto a = make(servers);
    QVERIFY(a);
    const auto iv = a->intervals();
    QVERIFY(!iv.empty());
    QCOMPARE(iv.front().begin, uint64_t(0));
    auto ownerAt = [&iv](uint64_t h) {
        auto it = std::upper_bound(iv.begin(), iv.end(), h, [](uint64_t v, const OwnedInterval &i) { return v < i.begin; });
        return std::prev(it)->server;
    };
    std::mt19937_64 rng(7);
    const auto *shard = static_cast<const VarnishShard *>(a.get());
    std::vector<uint64_t> probes{0, 0xffffffffu};
    for (uint32_t p : shard->pointValues()) {
        probes.push_back(p);
        probes.push_back(uint64_t(p) + 1 <= 0xffffffffu ? p + 1 : p);
        probes.push_back(p > 0 ? p - 1 : 0);
    }
    for (int i = 0; i < 20000; ++i)
        probes.push_back(rng() & 0xffffffffu);
    for (uint64_t h : probes)
        QCOMPARE(ownerAt(h), a->routeHash(h));
    const std::vector<double> shares = a->shares();
    double sum = 0;
    for (size_t s = 0; s < shares.size(); ++s) {
        sum += shares[s];
        if (servers.at(int(s)).down)
            QCOMPARE(shares[s], 0.0);
        else
            QVERIFY(shares[s] > 0.2 / count && shares[s] < 5.0 / count);
    }
    QVERIFY(std::abs(sum - 1.0) < 1e-12);
}

void TestVarnishShard::downServerOnlyMovesItsKeys()
{
    // A backend marked sick keeps its points: only its own keys move (to the next backend on
    // the ring), unlike a removal, which rebuilds the circle without its points.
    ServerList servers = range(50);
    auto before = make(servers);
    servers[17].down = true;
    auto after = make(servers);
    std::mt19937_64 rng(3);
    int moved = 0;
    for (int i = 0; i < 50000; ++i) {
        const uint64_t h = rng() & 0xffffffffu;
        const int b = before->routeHash(h), c = after->routeHash(h);
        if (b != c) {
            QCOMPARE(b, 17);
            ++moved;
        }
        QVERIFY(c != 17);
    }
    QVERIFY(moved > 500 && moved < 2000);
}

void TestVarnishShard::warmup()
{
    auto a = make(range(10), {{QStringLiteral("warmup"), QStringLiteral("0.25")}});
    QVERIFY(a);
    QCOMPARE(a->routeHash(12345), int(VarnishShard::Unpredictable));
    auto plain = make(range(10));
    const auto s = a->shares(), p = plain->shares();
    double sum = 0;
    for (size_t i = 0; i < s.size(); ++i) {
        sum += s[i];
        QVERIFY(s[i] != p[i]);
    }
    QVERIFY(std::abs(sum - 1.0) < 1e-12);
    // healthy=IGNORE turns warmup off (the short path in sharddir_pick_be_locked).
    auto ignore = make(range(10), {{QStringLiteral("warmup"), QStringLiteral("0.25")}, {QStringLiteral("healthy"), QStringLiteral("IGNORE")}});
    QCOMPARE(ignore->routeHash(12345), plain->routeHash(12345));
}

void TestVarnishShard::badOptions()
{
    QString error;
    QVERIFY(!AlgorithmRegistry::create(QStringLiteral("varnish-shard"), range(3), {{QStringLiteral("replicas"), QStringLiteral("0")}}, &error));
    QVERIFY2(error.contains(QLatin1String("replicas")), qPrintable(error));
    QVERIFY(!AlgorithmRegistry::create(QStringLiteral("varnish-shard"), range(3), {{QStringLiteral("host"), QString()}}, &error));
    QVERIFY2(error.contains(QLatin1String("host")), qPrintable(error));
    QVERIFY(!AlgorithmRegistry::create(QStringLiteral("varnish-shard"), range(3), {{QStringLiteral("warmup"), QStringLiteral("1.5")}}, &error));
    QVERIFY2(error.contains(QLatin1String("warmup")), qPrintable(error));
    ServerList twice = range(3);
    twice.append(twice.at(0));
    QVERIFY(!AlgorithmRegistry::create(QStringLiteral("varnish-shard"), twice, {}, &error));
    QVERIFY2(error.contains(QLatin1String("twice")), qPrintable(error));
}

QTEST_GUILESS_MAIN(TestVarnishShard)
#include "tst_varnishshard.moc"
