// twemproxy (nutcracker 0.5.0) pools: routes seen from the real nutcracker, the point-count
// formula in float, the name rule and order, ejection, modula/random shares (docs/ports-twemproxy.md).
#include "ringcore/advisor/advisor.h"
#include "ringcore/rings/algorithmregistry.h"
#include "ringcore/systems/twemproxy/twemproxypool.h"

#include <QTest>

#include <cmath>

using namespace ringcore;

namespace {

struct Golden
{
    const char *key;
    const char *server;
};

// Measured with the retired scripts/check-port-live-memcache-dns.sh twemproxy --servers 25 --keys 300
// --dump: nutcracker 0.5.0+dfsg-2 (Debian 12) in front of 25 memcached (127.0.0.1:23101-23124 and
// 127.0.0.2:11211), each key stored through nutcracker and found on the memcached that holds it.
// The equivalent today is `ringlab-cli measure --proxy twemproxy --backends 25 --key-file KEYS
// --out DIR` (its mapping.tsv), except that its backends all listen on 127.0.0.1 (no
// 127.0.0.2:11211) and --key-file takes request paths (no bytes >= 0x80).
const Golden kEqual[] = {
    {"obj:0:1733afe3", "127.0.0.1:23112"},
    {"obj:1:0fb86aee", "127.0.0.1:23121"},
    {"obj:2:39731d63", "127.0.0.1:23104"},
    {"user:{3}:2ad2da32", "127.0.0.1:23124"},
    {"obj:4:1ea7d042", "127.0.0.1:23121"},
    {"obj:5:195615b1", "127.0.0.1:23120"},
    {"obj:6:3ea87049", "127.0.0.1:23101"},
    {"caf\xc3""\xa9"":7:3f3c8745", "127.0.0.1:23112"},
    {"obj:8:176bb259", "127.0.0.1:23122"},
    {"obj:9:3d692fc9", "127.0.0.1:23123"},
    {"user:{13}:191a649e", "127.0.0.1:23116"},
    {"caf\xc3""\xa9"":17:16508376", "127.0.0.1:23117"},
    {"user:{23}:19d6dc1e", "127.0.0.1:23118"},
    {"caf\xc3""\xa9"":27:21eb6225", "127.0.0.1:23107"},
    {"user:{33}:2c46f891", "127.0.0.1:23124"},
    {"caf\xc3""\xa9"":37:eb2c190", "127.0.0.1:23109"},
};
const Golden kMixed[] = {
    {"obj:0:1733afe3", "127.0.0.1:23112"},
    {"obj:1:0fb86aee", "127.0.0.1:23117"},
    {"obj:2:39731d63", "127.0.0.1:23123"},
    {"user:{3}:2ad2da32", "127.0.0.1:23124"},
    {"obj:4:1ea7d042", "127.0.0.1:23118"},
    {"obj:5:195615b1", "127.0.0.1:23120"},
    {"obj:6:3ea87049", "127.0.0.1:23101"},
    {"caf\xc3""\xa9"":7:3f3c8745", "127.0.0.1:23112"},
    {"obj:8:176bb259", "127.0.0.1:23118"},
    {"obj:9:3d692fc9", "127.0.0.1:23123"},
    {"user:{13}:191a649e", "127.0.0.1:23116"},
    {"caf\xc3""\xa9"":17:16508376", "127.0.0.1:23117"},
    {"user:{23}:19d6dc1e", "127.0.0.1:23113"},
    {"caf\xc3""\xa9"":27:21eb6225", "127.0.0.1:23107"},
    {"user:{33}:2c46f891", "127.0.0.1:23124"},
    {"caf\xc3""\xa9"":37:eb2c190", "127.0.0.1:23109"},
};
const Golden kModula[] = {
    {"obj:0:1733afe3", "127.0.0.1:23112"},
    {"obj:1:0fb86aee", "127.0.0.1:23124"},
    {"obj:2:39731d63", "127.0.0.1:23113"},
    {"user:{3}:2ad2da32", "127.0.0.1:23108"},
    {"obj:4:1ea7d042", "127.0.0.1:23111"},
    {"obj:5:195615b1", "127.0.0.1:23105"},
    {"obj:6:3ea87049", "127.0.0.1:23119"},
    {"caf\xc3""\xa9"":7:3f3c8745", "127.0.0.1:23118"},
    {"obj:8:176bb259", "127.0.0.1:23110"},
    {"obj:9:3d692fc9", "127.0.0.1:23108"},
    {"user:{13}:191a649e", "127.0.0.1:23102"},
    {"caf\xc3""\xa9"":17:16508376", "127.0.0.1:23123"},
    {"user:{23}:19d6dc1e", "127.0.0.1:23103"},
    {"caf\xc3""\xa9"":27:21eb6225", "127.0.0.1:23105"},
    {"user:{33}:2c46f891", "127.0.0.1:23117"},
    {"caf\xc3""\xa9"":37:eb2c190", "127.0.0.1:23103"},
};
const Golden kKetamaDown[] = {
    {"obj:0:1733afe3", "127.0.0.1:23112"},
    {"obj:1:0fb86aee", "127.0.0.1:23117"},
    {"obj:2:39731d63", "127.0.0.1:23114"},
    {"user:{3}:2ad2da32", "127.0.0.1:23124"},
    {"obj:4:1ea7d042", "127.0.0.1:23118"},
    {"obj:5:195615b1", "127.0.0.1:23120"},
    {"obj:6:3ea87049", "127.0.0.1:23101"},
    {"caf\xc3""\xa9"":7:3f3c8745", "127.0.0.1:23112"},
    {"obj:8:176bb259", "127.0.0.1:23118"},
    {"obj:9:3d692fc9", "127.0.0.1:23123"},
    {"user:{13}:191a649e", "127.0.0.1:23116"},
    {"caf\xc3""\xa9"":17:16508376", "127.0.0.1:23117"},
    {"user:{23}:19d6dc1e", "127.0.0.1:23118"},
    {"caf\xc3""\xa9"":27:21eb6225", "127.0.0.1:23106"},
    {"user:{33}:2c46f891", "127.0.0.1:23124"},
    {"caf\xc3""\xa9"":37:eb2c190", "127.0.0.1:23115"},
};
const Golden kModulaDown[] = {
    {"obj:0:1733afe3", "127.0.0.1:23124"},
    {"obj:1:0fb86aee", "127.0.0.2:11211"},
    {"obj:2:39731d63", "127.0.0.1:23119"},
    {"user:{3}:2ad2da32", "127.0.0.1:23114"},
    {"obj:4:1ea7d042", "127.0.0.1:23113"},
    {"obj:5:195615b1", "127.0.0.1:23111"},
    {"obj:6:3ea87049", "127.0.0.1:23116"},
    {"caf\xc3""\xa9"":7:3f3c8745", "127.0.0.1:23124"},
    {"obj:8:176bb259", "127.0.0.1:23103"},
    {"obj:9:3d692fc9", "127.0.0.1:23109"},
    {"user:{13}:191a649e", "127.0.0.1:23122"},
    {"caf\xc3""\xa9"":17:16508376", "127.0.0.1:23121"},
    {"user:{23}:19d6dc1e", "127.0.0.1:23110"},
    {"caf\xc3""\xa9"":27:21eb6225", "127.0.0.1:23112"},
    {"user:{33}:2c46f891", "127.0.0.1:23105"},
    {"caf\xc3""\xa9"":37:eb2c190", "127.0.0.1:23121"},
};

ServerList liveServers(int weightStep, int weightMod)
{
    ServerList list;
    for (int i = 0; i < 24; ++i)
        list.append(Server{QStringLiteral("127.0.0.1:%1").arg(23101 + i), 1, false});
    list.append(Server{QStringLiteral("127.0.0.2:11211"), 1, false});
    if (weightStep)
        for (int i = 0; i < list.size(); ++i)
            list[i].weight = 1 + (i * weightStep) % weightMod;
    return list;
}

std::unique_ptr<Algorithm> build(const QString &name, const ServerList &servers, const AlgorithmOptions &options = {})
{
    QString error;
    auto a = AlgorithmRegistry::create(name, servers, options, &error);
    if (!a)
        qWarning("%s", qPrintable(error));
    return a;
}

void checkGolden(const Algorithm &a, const Golden *rows, size_t n)
{
    for (size_t i = 0; i < n; ++i) {
        const int s = a.route(QByteArrayView(rows[i].key));
        QVERIFY2(s >= 0, rows[i].key);
        QCOMPARE(a.servers()[s].address, QString::fromLatin1(rows[i].server));
    }
}

double sum(const std::vector<double> &v)
{
    double t = 0;
    for (double x : v)
        t += x;
    return t;
}

} // namespace

class TestTwemproxyPool : public QObject
{
    Q_OBJECT

private slots:
    void liveRoutes()
    {
        auto equal = build(QStringLiteral("twemproxy-ketama"), liveServers(0, 1));
        auto mixed = build(QStringLiteral("twemproxy-ketama"), liveServers(7, 5));
        auto modula = build(QStringLiteral("twemproxy-modula"), liveServers(7, 5));
        ServerList down = liveServers(3, 4);
        for (int i : {1, 4, 6})
            down[i].down = true;
        auto ejected = build(QStringLiteral("twemproxy-ketama"), down);
        ServerList down2 = liveServers(0, 1);
        for (int i : {0, 5})
            down2[i].down = true;
        auto modulaDown = build(QStringLiteral("twemproxy-modula"), down2, {{QStringLiteral("hash"), QStringLiteral("murmur")}});
        QVERIFY(equal && mixed && modula && ejected && modulaDown);
        checkGolden(*equal, kEqual, std::size(kEqual));
        checkGolden(*mixed, kMixed, std::size(kMixed));
        checkGolden(*modula, kModula, std::size(kModula));
        checkGolden(*ejected, kKetamaDown, std::size(kKetamaDown));
        checkGolden(*modulaDown, kModulaDown, std::size(kModulaDown));
    }

    void ketamaPointsInFloat_data()
    {
        QTest::addColumn<uint>("weight");
        QTest::addColumn<uint>("total");
        QTest::addColumn<uint>("live");
        QTest::addColumn<uint>("expected");
        QTest::newRow("1 of 10 equal") << 1u << 10u << 10u << 160u;
        // 1/25 × 160 / 4 × 25 is 39.99999 in float: floor gives 39, so 156 points, not 160.
        // nutcracker agrees key by key on 25 servers (liveRoutes, kEqual).
        QTest::newRow("1 of 25 equal") << 1u << 25u << 25u << 156u;
        QTest::newRow("1 of 100 equal") << 1u << 100u << 100u << 156u;
        QTest::newRow("1 of 24 equal") << 1u << 24u << 24u << 160u;
        QTest::newRow("weight 1 of 1+3") << 1u << 4u << 2u << 80u;
        QTest::newRow("weight 3 of 1+3") << 3u << 4u << 2u << 240u;
        QTest::newRow("tiny weight") << 1u << 1000000u << 2u << 0u;
    }

    void ketamaPointsInFloat()
    {
        QFETCH(uint, weight);
        QFETCH(uint, total);
        QFETCH(uint, live);
        QFETCH(uint, expected);
        QCOMPARE(TwemproxyPool::ketamaPoints(weight, total, live), expected);
    }

    void equalWeightsSharePointCounts()
    {
        auto a = build(QStringLiteral("twemproxy-ketama"), liveServers(0, 1));
        QVERIFY(a);
        QCOMPARE(a->pointCount(), size_t(25 * 156));
        const auto *pool = dynamic_cast<const TwemproxyPool *>(a.get());
        QVERIFY(pool);
        for (int i = 0; i < 25; ++i)
            QCOMPARE(pool->pointsOf(i), 156u);
        QVERIFY(std::abs(sum(a->shares()) - 1.0) < 1e-12);
    }

    void advisorSeesThePool()
    {
        // The Advisor's summary reads the port's own points: 156 per server on 25 equal servers,
        // and its busiest/quietest are the exact shares over the fair share.
        auto a = build(QStringLiteral("twemproxy-ketama"), liveServers(0, 1));
        QVERIFY(a);
        AdvisorOptions options;
        options.simulatedRings = 50;
        const SpreadSummary s = Advisor::summarize(*a, options);
        QCOMPARE(s.algorithm, QStringLiteral("twemproxy-ketama"));
        QCOMPARE(s.pointsPerServerMin, 156);
        QCOMPARE(s.pointsPerServerMax, 156);
        const std::vector<double> shares = a->shares();
        QVERIFY(std::abs(s.busiest - *std::max_element(shares.begin(), shares.end()) * 25) < 1e-9);
        QCOMPARE(s.simulatedRings, 50);
        QVERIFY(s.p95Busiest > 1.0);
    }

    void namesAndOrder()
    {
        QString error;
        QCOMPARE(TwemproxyPool::serverName(QStringLiteral("10.0.0.1:11211"), &error), QByteArray("10.0.0.1"));
        QCOMPARE(TwemproxyPool::serverName(QStringLiteral("10.0.0.1:11212"), &error), QByteArray("10.0.0.1:11212"));
        QVERIFY(TwemproxyPool::serverName(QStringLiteral("cache"), &error).isEmpty());
        QVERIFY(error.contains(QLatin1String("cache")));
        // nutcracker numbers servers by name: shorter first, then bytes.
        ServerList list{{QStringLiteral("10.0.0.10:6000"), 1, false},
                        {QStringLiteral("10.0.0.9:6000"), 1, false},
                        {QStringLiteral("10.0.0.3:11211"), 1, false}};
        auto a = build(QStringLiteral("twemproxy-modula"), list);
        QVERIFY(a);
        const auto *pool = dynamic_cast<const TwemproxyPool *>(a.get());
        QCOMPARE(pool->poolOrder(), (std::vector<int>{2, 1, 0}));
        QCOMPARE(a->table(), (std::vector<int>{2, 1, 0}));
        // Two servers with one name are refused, as nutcracker refuses the config.
        ServerList same{{QStringLiteral("10.0.0.3:11211"), 1, false}, {QStringLiteral("10.0.0.3:11211"), 1, false}};
        QVERIFY(!AlgorithmRegistry::create(QStringLiteral("twemproxy-ketama"), same, {}, &error));
        QVERIFY2(error.contains(QLatin1String("10.0.0.3")), qPrintable(error));
    }

    void withoutEjectionKeysOfDownServersFail()
    {
        ServerList list = liveServers(0, 1);
        auto up = build(QStringLiteral("twemproxy-ketama"), list);
        list[3].down = true;
        auto kept = build(QStringLiteral("twemproxy-ketama"), list, {{QStringLiteral("auto-eject-hosts"), QStringLiteral("false")}});
        auto ejected = build(QStringLiteral("twemproxy-ketama"), list);
        QVERIFY(up && kept && ejected);
        int failed = 0, moved = 0;
        for (int k = 0; k < 20000; ++k) {
            const QByteArray key = "key-" + QByteArray::number(k);
            const int before = up->route(key);
            const int withDown = kept->route(key);
            if (before == 3) {
                QCOMPARE(withDown, -1);
                ++failed;
            } else {
                QCOMPARE(withDown, before);
            }
            // Ejection rebuilds every server's points from 24 live servers (160 each, not 156):
            // keys move between servers that stayed, too.
            if (before != 3 && ejected->route(key) != before)
                ++moved;
        }
        QVERIFY(failed > 400);
        QVERIFY(moved > 0);
        const std::vector<double> s = kept->shares();
        QCOMPARE(s[3], 0.0);
        QVERIFY(sum(s) < 0.99);
        QVERIFY(std::abs(sum(ejected->shares()) - 1.0) < 1e-12);
    }

    void crc32IsFifteenBits()
    {
        // libmemcached's crc32 spans 0-32767: on a ketama ring nearly every key meets the same point.
        auto a = build(QStringLiteral("twemproxy-ketama"), liveServers(0, 1), {{QStringLiteral("hash"), QStringLiteral("crc32")}});
        QVERIFY(a);
        QCOMPARE(a->hashBits(), 15);
        const std::vector<OwnedInterval> iv = a->intervals();
        QVERIFY(!iv.empty());
        for (const OwnedInterval &i : iv) {
            QVERIFY(i.begin < 32768u);
            QCOMPARE(a->routeHash(i.begin), i.server);
        }
        const std::vector<double> s = a->shares();
        QVERIFY(std::abs(sum(s) - 1.0) < 1e-12);
        QVERIFY(*std::max_element(s.begin(), s.end()) > 0.9);
    }

    void modulaAndRandomSharesAreExact()
    {
        ServerList list = liveServers(7, 5);
        auto modula = build(QStringLiteral("twemproxy-modula"), list);
        auto random = build(QStringLiteral("twemproxy-random"), list);
        QVERIFY(modula && random);
        double total = 0;
        for (const Server &s : list)
            total += s.weight;
        const std::vector<double> m = modula->shares();
        const std::vector<double> r = random->shares();
        for (int i = 0; i < list.size(); ++i) {
            QVERIFY(std::abs(m[size_t(i)] - list[i].weight / total) < 1e-8); // 2^32 mod slots spreads a few hashes
            QVERIFY(std::abs(r[size_t(i)] - 1.0 / list.size()) < 1e-8);     // random ignores weights
        }
        QVERIFY(!random->explainRoute(12345).isEmpty());
        QVERIFY(random->explainRoute(12345).first().contains(QLatin1String("random")));
    }

    void hashTagAndSingleServer()
    {
        auto a = build(QStringLiteral("twemproxy-ketama"), liveServers(0, 1), {{QStringLiteral("hash-tag"), QStringLiteral("{}")}});
        QVERIFY(a);
        QCOMPARE(a->hashKey("user:{42}:name"), a->hashKey("42"));
        QCOMPARE(a->hashKey("user:{}:name"), a->hashKey("user:{}:name")); // empty tag: whole key
        QVERIFY(a->hashKey("user:{}:name") != a->hashKey(""));
        QCOMPARE(a->hashKey(""), 0u);
        auto one = build(QStringLiteral("twemproxy-ketama"), {Server{QStringLiteral("10.0.0.1:11211"), 1, false}});
        QVERIFY(one);
        QCOMPARE(one->hashKey("anything"), 0u);
        QCOMPARE(one->route("anything"), 0);
    }

    void explainRouteNamesThePoint()
    {
        auto a = build(QStringLiteral("twemproxy-ketama"), liveServers(0, 1));
        QVERIFY(a);
        const uint64_t h = a->hashKey("obj:0:1733afe3");
        const QStringList lines = a->explainRoute(h);
        QCOMPARE(lines.size(), 3);
        QVERIFY(lines.last().contains(QLatin1String("127.0.0.1:23112")));
        QVERIFY(lines.last().contains(QLatin1String("MD5")));
    }

    void badInput()
    {
        QString error;
        QVERIFY(!AlgorithmRegistry::create(QStringLiteral("twemproxy-ketama"), liveServers(0, 1),
                                           {{QStringLiteral("hash"), QStringLiteral("sha1")}}, &error));
        QVERIFY(error.contains(QLatin1String("hash")));
        ServerList heavy{{QStringLiteral("10.0.0.1:1"), 2147483647, false}, {QStringLiteral("10.0.0.2:1"), 2147483647, false},
                         {QStringLiteral("10.0.0.3:1"), 2147483647, false}};
        QVERIFY(!AlgorithmRegistry::create(QStringLiteral("twemproxy-ketama"), heavy, {}, &error));
        QVERIFY2(error.contains(QLatin1String("4294967295")), qPrintable(error));
    }
};

QTEST_GUILESS_MAIN(TestTwemproxyPool)
#include "tst_twemproxypool.moc"
