// The "ideal" registry algorithm: a random ring with next/nearest lookups and exact shares.
#include "support/testservers.h"

#include "ringcore/rings/algorithmregistry.h"

#include <QTest>

#include <cmath>

using namespace ringcore;
using ringlab::test::makeServers;

namespace {

std::unique_ptr<Algorithm> build(const ServerList &servers, const AlgorithmOptions &options)
{
    QString error;
    auto a = AlgorithmRegistry::create(QStringLiteral("ideal"), servers, options, &error);
    if (!a)
        qWarning("%s", qPrintable(error));
    return a;
}

} // namespace

class TestIdealRing : public QObject
{
    Q_OBJECT

private slots:
    void registered()
    {
        const AlgorithmInfo *info = AlgorithmRegistry::find(QStringLiteral("ideal"));
        QVERIFY(info);
        QCOMPARE(AlgorithmRegistry::names().first(), QStringLiteral("ideal")); // order 5: first
        QString error;
        QVERIFY(!AlgorithmRegistry::create(QStringLiteral("ideal"), makeServers(3),
                                           {{QStringLiteral("points"), QStringLiteral("0")}}, &error));
        QVERIFY(error.contains(QStringLiteral("points")));
        QVERIFY(!AlgorithmRegistry::create(QStringLiteral("ideal"), makeServers(3),
                                           {{QStringLiteral("rule"), QStringLiteral("prev")}}, &error));
    }

    void routesAgreeWithShares_data()
    {
        QTest::addColumn<QString>("rule");
        QTest::addColumn<QString>("space");
        QTest::newRow("next ideal") << QStringLiteral("next") << QStringLiteral("ideal");
        QTest::newRow("nearest ideal") << QStringLiteral("nearest") << QStringLiteral("ideal");
        QTest::newRow("next 32") << QStringLiteral("next") << QStringLiteral("32");
        QTest::newRow("nearest 32") << QStringLiteral("nearest") << QStringLiteral("32");
    }

    void routesAgreeWithShares()
    {
        QFETCH(QString, rule);
        QFETCH(QString, space);
        const auto ring = build(makeServers(10), {{QStringLiteral("points"), QStringLiteral("16")},
                                                  {QStringLiteral("rule"), rule},
                                                  {QStringLiteral("space"), space}});
        QVERIFY(ring);
        QCOMPARE(ring->pointCount(), size_t(160));
        const std::vector<double> shares = ring->shares();
        double sum = 0;
        for (double s : shares)
            sum += s;
        QVERIFY(std::fabs(sum - 1) < 1e-12);
        // Every interval's begin routes to its owner, and so does the key just before the next.
        const std::vector<OwnedInterval> iv = ring->intervals();
        QVERIFY(iv.size() > 10);
        const uint64_t mask = ring->hashBits() == 32 ? 0xFFFFFFFFULL : ~0ULL;
        for (size_t i = 0; i < iv.size(); ++i) {
            QCOMPARE(ring->routeHash(iv[i].begin), iv[i].server);
            QCOMPARE(ring->routeHash((iv[(i + 1) % iv.size()].begin - 1) & mask), iv[i].server);
        }
        // Keys land in proportion to the shares (200,000 keys: ±4σ binomial).
        std::vector<int> counts(10, 0);
        const int keys = 200000;
        for (int k = 0; k < keys; ++k)
            ++counts[size_t(ring->route(QByteArray("/objects/") + QByteArray::number(k)))];
        for (int s = 0; s < 10; ++s) {
            const double expected = shares[size_t(s)] * keys;
            QVERIFY2(std::fabs(counts[size_t(s)] - expected) < 4 * std::sqrt(expected) + 1,
                     qPrintable(QStringLiteral("server %1: %2 keys, share says %3").arg(s).arg(counts[size_t(s)]).arg(expected)));
        }
    }

    void removalMovesOnlyTheRemovedServersKeys()
    {
        ServerList servers = makeServers(20);
        const AlgorithmOptions options{{QStringLiteral("points"), QStringLiteral("11")}, {QStringLiteral("rule"), QStringLiteral("nearest")}};
        const auto before = build(servers, options);
        servers[7].down = true;
        const auto after = build(servers, options);
        QVERIFY(before && after);
        QCOMPARE(after->shares()[7], 0.0);
        int moved = 0;
        for (int k = 0; k < 50000; ++k) {
            const QByteArray key = QByteArray::number(k);
            const int a = before->route(key), b = after->route(key);
            QVERIFY(b != 7);
            if (a != b) {
                QCOMPARE(a, 7);
                ++moved;
            }
        }
        QVERIFY(moved > 0);
        // Positions depend on the server's own address only.
        const auto fewer = build(makeServers(19), options);
        for (const RingPoint &p : fewer->points())
            QVERIFY(p.hash != 0);
    }

    void seedChangesTheRing()
    {
        const auto a = build(makeServers(5), {{QStringLiteral("seed"), QStringLiteral("1")}});
        const auto b = build(makeServers(5), {{QStringLiteral("seed"), QStringLiteral("2")}});
        const auto c = build(makeServers(5), {{QStringLiteral("seed"), QStringLiteral("1")}});
        QVERIFY(a->shares() != b->shares());
        QVERIFY(a->shares() == c->shares());
        QCOMPARE(a->memoryBytes(), size_t(5 * 160 * 16));
    }
};

QTEST_GUILESS_MAIN(TestIdealRing)
#include "tst_idealring.moc"
