#include "ringcore/rings/algorithmregistry.h"
#include "ringcore/systems/pingora/ketamav1ring.h"
#include "ringcore/systems/pingora/ketamav2ring.h"
#include "ringcore/systems/pingora/packedpoint.h"
#include "support/testpaths.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

#include <cmath>
#include <numeric>

using namespace ringcore;

namespace {

QJsonArray vectors()
{
    QFile f(ringlab::test::dataFile(QStringLiteral("peers/test_vectors.json")));
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return QJsonDocument::fromJson(f.readAll()).object().value(QStringLiteral("nginx_ketama")).toArray();
}

ServerList serversOf(const QJsonObject &e)
{
    ServerList s;
    for (const QJsonValue &v : e.value(QStringLiteral("servers")).toArray())
        s.append(Server{v.toArray()[0].toString(), v.toArray()[1].toInt(), false});
    return s;
}

ServerList harness(int n)
{
    ServerList s;
    for (int i = 0; i < n; ++i)
        s.append(Server{QStringLiteral("127.0.0.1:%1").arg(9001 + i), 1, false});
    return s;
}

} // namespace

class TestKetamaRing : public QObject
{
    Q_OBJECT
private slots:
    void peerVectors_data()
    {
        QTest::addColumn<QString>("algorithm");
        QTest::addColumn<QJsonObject>("entry");
        const QJsonArray all = vectors();
        QVERIFY(all.size() >= 8);
        for (const QString &algo : {QStringLiteral("ketama-v1"), QStringLiteral("ketama-v2")})
            for (const QJsonValue &e : all)
                QTest::newRow(qPrintable(algo + QLatin1Char('/') + e.toObject().value(QStringLiteral("name")).toString()))
                    << algo << e.toObject();
    }
    void peerVectors()
    {
        QFETCH(QString, algorithm);
        QFETCH(QJsonObject, entry);
        const ServerList servers = serversOf(entry);
        QString error;
        auto ring = AlgorithmRegistry::create(algorithm, servers, {}, &error);
        QVERIFY2(ring, qPrintable(error));
        int checks = 0;
        for (const QJsonValue &kv : entry.value(QStringLiteral("keys")).toArray()) {
            const QJsonArray pair = kv.toArray();
            const int got = ring->route(pair[0].toString().toUtf8());
            QVERIFY(got >= 0);
            QCOMPARE(servers[got].address, pair[1].toString());
            ++checks;
        }
        if (entry.contains(QStringLiteral("iter"))) {
            // NodeIterator: consecutive ring points from the key's point, wrapping.
            const QJsonObject it = entry.value(QStringLiteral("iter")).toObject();
            auto *k = dynamic_cast<KetamaRing *>(ring.get());
            QVERIFY(k);
            const auto pts = ring->points();
            size_t idx = k->pointIndex(uint32_t(ring->hashKey(it.value(QStringLiteral("key")).toString().toUtf8())));
            for (const QJsonValue &want : it.value(QStringLiteral("expect")).toArray()) {
                QCOMPARE(servers[pts[idx].server].address, want.toString());
                idx = (idx + 1) % pts.size();
                ++checks;
            }
        }
        QVERIFY(checks > 0);
    }

    void packedPoint()
    {
        static_assert(sizeof(PackedPoint) == 6);
        QCOMPARE(sizeof(PackedPoint), size_t(6));
        QCOMPARE(sizeof(KetamaV1Ring::Point), size_t(8));
        const PackedPoint p(0xBEEF, 0xDEADBEEFu);
        QCOMPARE(p.hash(), 0xDEADBEEFu);
        QCOMPARE(p.node(), uint16_t(0xBEEF));
        PackedPoint arr[4];
        QCOMPARE(sizeof arr, size_t(24));
        // Memory: 6 vs 8 bytes per point over the same ring, plus 32 bytes per address.
        const ServerList s = harness(100);
        auto v1 = AlgorithmRegistry::create(QStringLiteral("ketama-v1"), s, {}, nullptr);
        auto v2 = AlgorithmRegistry::create(QStringLiteral("ketama-v2"), s, {}, nullptr);
        QVERIFY(v1 && v2);
        QCOMPARE(v1->pointCount(), v2->pointCount());
        QCOMPARE(v1->memoryBytes(), v1->pointCount() * 8 + 100 * 32);
        QCOMPARE(v2->memoryBytes(), v2->pointCount() * 6 + 100 * 32);
    }

    void v2PointMultiple()
    {
        const ServerList s = harness(20);
        auto ring = AlgorithmRegistry::create(QStringLiteral("ketama-v2"), s, {{QStringLiteral("points"), QStringLiteral("16")}}, nullptr);
        QVERIFY(ring);
        QCOMPARE(dynamic_cast<KetamaV2Ring *>(ring.get())->generatedPointCount(), size_t(320));
        QVERIFY(ring->pointCount() <= 320 && ring->pointCount() >= 319);
        // v2 with 160 points is the v1 ring (no 32-bit collisions here): same owner for every hash.
        auto a = AlgorithmRegistry::create(QStringLiteral("ketama-v1"), s, {}, nullptr);
        auto b = AlgorithmRegistry::create(QStringLiteral("ketama-v2"), s, {}, nullptr);
        QCOMPARE(a->points().size(), b->points().size());
        const auto ia = a->intervals(), ib = b->intervals();
        QCOMPARE(ia.size(), ib.size());
        for (size_t i = 0; i < ia.size(); ++i) {
            QCOMPARE(ia[i].begin, ib[i].begin);
            QCOMPARE(ia[i].server, ib[i].server);
        }
    }

    void sharesAndDown()
    {
        ServerList s = harness(30);
        s[2].weight = 4;
        s[9].down = true;
        s[10].down = true;
        for (const QString &algo : {QStringLiteral("ketama-v1"), QStringLiteral("ketama-v2")}) {
            auto ring = AlgorithmRegistry::create(algo, s, {}, nullptr);
            QVERIFY(ring);
            const auto shares = ring->shares();
            QVERIFY(std::abs(std::accumulate(shares.begin(), shares.end(), 0.0) - 1.0) < 1e-12);
            QCOMPARE(shares[9], 0.0);
            QCOMPARE(shares[10], 0.0);
            for (int i = 0; i < s.size(); ++i)
                if (!s[i].down)
                    QVERIFY(shares[size_t(i)] > 0.2 / 33);
            QVERIFY(shares[2] > 3 * shares[3]);
            // Intervals agree with routing, and down servers never serve.
            const auto iv = ring->intervals();
            for (size_t i = 0; i < iv.size(); ++i) {
                QCOMPARE(ring->routeHash(iv[i].begin), iv[i].server);
                QVERIFY(iv[i].server != 9 && iv[i].server != 10);
            }
            // A down server's keys go to the next healthy point's server; others keep theirs.
            ServerList up = s;
            up[9].down = up[10].down = false;
            auto full = AlgorithmRegistry::create(algo, up, {}, nullptr);
            for (int k = 0; k < 5000; ++k) {
                const QByteArray key = "/objects/" + QByteArray::number(k);
                const int before = full->route(key);
                const int after = ring->route(key);
                if (before != 9 && before != 10)
                    QCOMPARE(after, before);
                else
                    QVERIFY(after != 9 && after != 10);
            }
        }
    }

    void addresses()
    {
        KetamaRing::SocketKey k;
        QString error;
        QVERIFY(KetamaRing::socketKey(QStringLiteral("[::1]:7777"), &k, &error));
        QCOMPARE(k.hashInput, QByteArray("::1\0" "7777", 8));
        QVERIFY(KetamaRing::socketKey(QStringLiteral("[2001:DB8:0:0:1:0:0:1]:80"), &k, &error));
        QCOMPARE(k.hashInput, QByteArray("2001:db8::1:0:0:1\0" "80", 20));
        QVERIFY(KetamaRing::socketKey(QStringLiteral("[::ffff:10.0.0.1]:80"), &k, &error));
        QCOMPARE(k.hashInput, QByteArray("::ffff:10.0.0.1\0" "80", 18));
        QVERIFY(KetamaRing::socketKey(QStringLiteral("[1:0:1:0:0:1:0:1]:80"), &k, &error));
        QCOMPARE(k.hashInput, QByteArray("1:0:1::1:0:1\0" "80", 15));
        QVERIFY(KetamaRing::socketKey(QStringLiteral("10.0.0.1"), &k, &error));
        QCOMPARE(k.hashInput, QByteArray("10.0.0.1\0" "80", 11));
        QVERIFY(!KetamaRing::socketKey(QStringLiteral("cache-1.example:8080"), &k, &error));
        QVERIFY2(error.contains(QStringLiteral("cache-1.example:8080")), qPrintable(error));
    }

    void badInput()
    {
        QString error;
        const ServerList names{{QStringLiteral("cache-1.example:8080"), 1, false}};
        QVERIFY(!AlgorithmRegistry::create(QStringLiteral("ketama-v1"), names, {}, &error));
        QVERIFY2(error.contains(QStringLiteral("host names")), qPrintable(error));
        QVERIFY(!AlgorithmRegistry::create(QStringLiteral("ketama-v2"), harness(3), {{QStringLiteral("points"), QStringLiteral("0")}}, &error));
        QVERIFY2(error.contains(QStringLiteral("points")), qPrintable(error));
        // points × servers beyond pingora's u32 point count is refused, naming the limit.
        QVERIFY(!AlgorithmRegistry::create(QStringLiteral("ketama-v2"), harness(2), {{QStringLiteral("points"), QStringLiteral("3000000000")}}, &error));
        QVERIFY2(error.contains(QStringLiteral("4294967295")) || error.contains(QStringLiteral("memory")), qPrintable(error));
        ServerList heavy = harness(2);
        heavy[0].weight = heavy[1].weight = 20000000;
        QVERIFY(!AlgorithmRegistry::create(QStringLiteral("ketama-v1"), heavy, {}, &error));
        QVERIFY2(!error.isEmpty(), "a u32 overflow of the point count must be refused");
    }

    void crcKeyHash()
    {
        auto ring = AlgorithmRegistry::create(QStringLiteral("ketama-v1"), harness(2), {}, nullptr);
        QCOMPARE(ring->hashBits(), 32);
        QCOMPARE(quint64(ring->hashKey("123456789")), quint64(0xCBF43926u)); // CRC-32 check value
    }
};

QTEST_GUILESS_MAIN(TestKetamaRing)
#include "tst_ketamaring.moc"
