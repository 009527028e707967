// TrafficServerRing: Apache Traffic Server 9.2's own parent selection regression tests
// (proxy/ParentSelection.cc, EXCLUSIVE_REGRESSION_TEST(PARENTSELECTION): tests 173-177, 187-191,
// 195-199, 205-213, every request hashing "/"), and properties: host names not ports, hash
// strings, weights, qstring, the secondary ring, intervals against lookups, shares.
#include "ringcore/hash/siphash.h"
#include "ringcore/rings/algorithmregistry.h"
#include "ringcore/systems/trafficserver/trafficserverring.h"

#include <QtTest>

#include <random>

using namespace ringcore;

namespace {

QStringList names(std::initializer_list<const char *> list)
{
    QStringList out;
    for (const char *n : list)
        out << QString::fromLatin1(n);
    return out;
}

ServerList parents(const QStringList &names)
{
    ServerList servers;
    for (const QString &n : names)
        servers.append(Server{n, 1, false});
    return servers;
}

std::unique_ptr<Algorithm> make(const ServerList &servers, const AlgorithmOptions &options = {})
{
    QString error;
    auto a = AlgorithmRegistry::create(QStringLiteral("trafficserver"), servers, options, &error);
    if (!a)
        qWarning() << error;
    return a;
}

const QStringList kRabbits{QStringLiteral("fuzzy:80"), QStringLiteral("fluffy:80"), QStringLiteral("furry:80"),
                           QStringLiteral("frisky:80")};

} // namespace

class TestTrafficServerRing : public QObject
{
    Q_OBJECT
private slots:
    void regressionSecondaryMode_data();
    void regressionSecondaryMode();
    void regressionHostStatus();
    void regressionHashString();
    void regressionWeights();
    void keyHash();
    void hostNameNotPort();
    void intervalsMatchLookups_data();
    void intervalsMatchLookups();
    void badInput();
};

void TestTrafficServerRing::regressionSecondaryMode_data()
{
    // parent=fuzzy:80|1.0;fluffy:80|1.0 secondary_parent=furry:80|1.0;frisky:80|1.0, key "/":
    // which parent answers as fuzzy, then the one chosen, … are marked down one by one.
    QTest::addColumn<QString>("mode");
    QTest::addColumn<QStringList>("expected"); // chosen parent after 0, 1, 2, 3 are down; then none
    QTest::newRow("173-177 secondary_mode=1") << QStringLiteral("1") << names({"fuzzy:80", "frisky:80", "furry:80", "fluffy:80"});
    QTest::newRow("195-199 secondary_mode=2") << QStringLiteral("2") << names({"fuzzy:80", "fluffy:80", "frisky:80", "furry:80"});
    // 205-208: fuzzy down by host status, so secondary_mode=3 goes to the secondary ring first.
    QTest::newRow("205-208 secondary_mode=3") << QStringLiteral("3") << names({"fuzzy:80", "frisky:80", "furry:80", "fluffy:80"});
}

void TestTrafficServerRing::regressionSecondaryMode()
{
    QFETCH(QString, mode);
    QFETCH(QStringList, expected);
    ServerList servers = parents(kRabbits);
    const AlgorithmOptions options{{QStringLiteral("secondary"), QStringLiteral("2")},
                                   {QStringLiteral("secondary-mode"), mode}};
    for (const QString &want : expected) {
        auto a = make(servers, options);
        QVERIFY(a);
        const int chosen = a->route("/");
        QVERIFY(chosen >= 0);
        QCOMPARE(servers.at(chosen).address, want);
        servers[chosen].down = true; // markParentDown / setHostStatus(DOWN)
    }
    // All four down: PARENT_FAIL (177, 199, 208). The registry refuses an all-down list, so
    // build the ring directly.
    QCOMPARE(TrafficServerRing(servers, options).route("/"), -1);
}

void TestTrafficServerRing::regressionHostStatus()
{
    // 187-191: four primary parents; fuzzy up → fuzzy, fuzzy DOWN → frisky.
    ServerList servers = parents(kRabbits);
    QCOMPARE(make(servers)->route("/"), 0);
    servers[0].down = true;
    QCOMPARE(make(servers)->route("/"), 3);
}

void TestTrafficServerRing::regressionHashString()
{
    // 209: curly&myhash, joe&hishash, larry&ourhash → larry. 210: curly&ourhash, joe&hishash,
    // larry&myhash → curly. The points hash the hash string, so a parent named after the hash
    // string hashes the same.
    QCOMPARE(make(parents(names({"myhash:80", "hishash:80", "ourhash:80"})))->route("/"), 2);
    QCOMPARE(make(parents(names({"ourhash:80", "hishash:80", "myhash:80"})))->route("/"), 0);
    // 211: plus secondary carol&ourhash, betty&hishash, donna&myhash; curly down → carol.
    ServerList servers = parents(names({"ourhash:80", "hishash:80", "myhash:80", "ourhash:81", "hishash:81", "myhash:81"}));
    servers[0].down = true;
    QCOMPARE(make(servers, {{QStringLiteral("secondary"), QStringLiteral("3")}})->route("/"), 3);
}

void TestTrafficServerRing::regressionWeights()
{
    // 212: mickey|0.33, minnie|0.33, goofy|0.33 → goofy; 213: goofy down → minnie.
    ServerList servers = parents(names({"mickey:80", "minnie:80", "goofy:80"}));
    const QList<double> w{0.33, 0.33, 0.33};
    TrafficServerRing ring(servers, {}, w);
    QCOMPARE(ring.pointCount(), size_t(3 * 338)); // roundf(1024 × 0.33)
    QCOMPARE(ring.route("/"), 2);
    servers[2].down = true;
    QCOMPARE(TrafficServerRing(servers, {}, w).route("/"), 1);
}

void TestTrafficServerRing::keyHash()
{
    // "/" + path (+ "?" + query unless qstring=ignore).
    QCOMPARE(TrafficServerRing::pathHash("/a/b?x=1", false), SipHash24::of("/a/b?x=1"));
    QCOMPARE(TrafficServerRing::pathHash("/a/b?x=1", true), SipHash24::of("/a/b"));
    QCOMPARE(TrafficServerRing::pathHash("/", false), SipHash24::of("/"));
    auto ignore = make(parents(kRabbits), {{QStringLiteral("qstring"), QStringLiteral("ignore")}});
    QCOMPARE(ignore->hashKey("/objects/1?v=2"), ignore->hashKey("/objects/1"));
    auto consider = make(parents(kRabbits));
    QVERIFY(consider->hashKey("/objects/1?v=2") != consider->hashKey("/objects/1"));
}

void TestTrafficServerRing::hostNameNotPort()
{
    // Parents on one host without hash strings hash the same name: std::map keeps the first.
    ServerList same;
    for (int i = 1; i <= 4; ++i)
        same.append(Server{QStringLiteral("127.0.0.1:%1").arg(9000 + i), 1, false});
    // Traffic Server would give them one set of points, all kept by the first: refused.
    QString error;
    QVERIFY(!AlgorithmRegistry::create(QStringLiteral("trafficserver"), same, {}, &error));
    QVERIFY2(error.contains(QLatin1String("127.0.0.1:9001")) && error.contains(QLatin1String("hash-string=address")),
             qPrintable(error));
    TrafficServerRing a(same, {});
    QCOMPARE(a.pointCount(), size_t(1024));
    QCOMPARE(a.shares()[0], 1.0);
    // The same host as a primary and as a secondary parent is allowed (two rings).
    QVERIFY(make(parents(names({"a:1", "b:1", "a:2"})), {{QStringLiteral("secondary"), QStringLiteral("1")}}));
    // With hash-string=address each parent hashes host:port and gets its own 1,024 points.
    auto b = make(same, {{QStringLiteral("hash-string"), QStringLiteral("address")}});
    QCOMPARE(b->pointCount(), size_t(4096));
    for (double s : b->shares())
        QVERIFY(s > 0.15 && s < 0.35);
    // Weight 3 gives 3,072 points.
    ServerList weighted = parents(names({"a:1", "b:1"}));
    weighted[1].weight = 3;
    QCOMPARE(make(weighted)->pointCount(), size_t(1024 + 3072));
}

void TestTrafficServerRing::intervalsMatchLookups_data()
{
    QTest::addColumn<int>("secondary");
    QTest::addColumn<QString>("mode");
    QTest::addColumn<QString>("downList");
    QTest::newRow("20 parents") << 0 << QStringLiteral("1") << QString();
    QTest::newRow("three down") << 0 << QStringLiteral("1") << QStringLiteral("2,5,9");
    QTest::newRow("secondary mode 1") << 5 << QStringLiteral("1") << QStringLiteral("0,1,16");
    QTest::newRow("secondary mode 2") << 5 << QStringLiteral("2") << QStringLiteral("0,1,16");
}

void TestTrafficServerRing::intervalsMatchLookups()
{
    QFETCH(int, secondary);
    QFETCH(QString, mode);
    QFETCH(QString, downList);
    ServerList servers;
    for (int i = 1; i <= 20; ++i)
        servers.append(Server{QStringLiteral("cache-%1.example:8080").arg(i), 1, false});
    for (const QString &d : downList.split(QLatin1Char(','), Qt::SkipEmptyParts))
        servers[d.toInt()].down = true;
    auto a = make(servers, {{QStringLiteral("secondary"), QString::number(secondary)},
                            {QStringLiteral("secondary-mode"), mode}});
    QVERIFY(a);
    const auto iv = a->intervals();
    QCOMPARE(iv.front().begin, uint64_t(0));
    auto ownerAt = [&iv](uint64_t h) {
        auto it = std::upper_bound(iv.begin(), iv.end(), h, [](uint64_t v, const OwnedInterval &i) { return v < i.begin; });
        return std::prev(it)->server;
    };
    std::mt19937_64 rng(11);
    for (int i = 0; i < 20000; ++i) {
        const uint64_t h = rng();
        QCOMPARE(ownerAt(h), a->routeHash(h));
    }
    for (const RingPoint &p : a->points()) {
        QCOMPARE(ownerAt(p.hash), a->routeHash(p.hash));
        if (p.hash != ~uint64_t(0))
            QCOMPARE(ownerAt(p.hash + 1), a->routeHash(p.hash + 1));
    }
    const auto shares = a->shares();
    double sum = 0;
    for (size_t s = 0; s < shares.size(); ++s) {
        sum += shares[s];
        if (servers.at(int(s)).down)
            QCOMPARE(shares[s], 0.0);
    }
    QVERIFY(std::abs(sum - 1.0) < 1e-9);
    if (secondary > 0 && mode == QLatin1String("2")) // primaries up: secondaries serve nothing
        for (int s = 20 - secondary; s < 20; ++s)
            QCOMPARE(shares[size_t(s)], 0.0);
}

void TestTrafficServerRing::badInput()
{
    QString error;
    QVERIFY(!AlgorithmRegistry::create(QStringLiteral("trafficserver"), parents(names({"a:1", "b:1"})),
                                       {{QStringLiteral("secondary"), QStringLiteral("2")}}, &error));
    QVERIFY2(error.contains(QLatin1String("secondary")), qPrintable(error));
    QVERIFY(!AlgorithmRegistry::create(QStringLiteral("trafficserver"), parents(names({"a", "b:1"})), {}, &error));
    QVERIFY2(error.contains(QLatin1String("host:port")), qPrintable(error));
    QVERIFY(!AlgorithmRegistry::create(QStringLiteral("trafficserver"), parents(names({"a:1"})),
                                       {{QStringLiteral("secondary-mode"), QStringLiteral("4")}}, &error));
    QVERIFY2(error.contains(QLatin1String("secondary-mode")), qPrintable(error));
}

QTEST_GUILESS_MAIN(TestTrafficServerRing)
#include "tst_trafficserverring.moc"
