// RingSnapshot and its builder, lookup traces and removal diffs, on a fully known test scheme.
#include "testscheme.h"

#include "ringcore/snapshot/lookuptrace.h"
#include "ringcore/snapshot/removaldiff.h"
#include "ringcore/snapshot/ringsnapshotbuilder.h"
#include "ringcore/snapshot/spreadtheory.h"

#include <QTest>

#include <cmath>

using namespace ringcore;
using ringlab::test::TestScheme;

class TestRingSnapshot : public QObject
{
    Q_OBJECT
private slots:
    void columnsAreSortedAndGrouped_data();
    void columnsAreSortedAndGrouped();
    void summaryMatchesBruteForce();
    void tracesEndOnTheRoutedServer_data();
    void tracesEndOnTheRoutedServer();
    void intervalsAndArcs();
    void removalDiffCountsMovedKeys();
    void cancelStopsEarly();
    void spreadTheory();
    void hashAtRoundTrips();
};

void TestRingSnapshot::columnsAreSortedAndGrouped_data()
{
    QTest::addColumn<int>("servers");
    QTest::addColumn<int>("perServer");
    QTest::addColumn<bool>("nearest");
    QTest::newRow("1 point each") << 10 << 1 << false;
    QTest::newRow("160 points, next") << 20 << 160 << false;
    QTest::newRow("16 points, nearest") << 30 << 16 << true;
}

void TestRingSnapshot::columnsAreSortedAndGrouped()
{
    QFETCH(int, servers);
    QFETCH(int, perServer);
    QFETCH(bool, nearest);
    auto scheme = TestScheme::random(servers, perServer, nearest);
    const RingSnapshot s = RingSnapshotBuilder::fromAlgorithm(scheme, 5000, 1);
    QVERIFY(s.ok());
    QCOMPARE(s.pointHash.size(), size_t(servers * perServer));
    QVERIFY(std::is_sorted(s.pointHash.begin(), s.pointHash.end()));
    QCOMPARE(s.serverPointBegin.size(), size_t(servers + 1));
    for (int server = 0; server < servers; ++server) {
        QCOMPARE(s.serverPointBegin[size_t(server) + 1] - s.serverPointBegin[size_t(server)], uint32_t(perServer));
        for (uint32_t k = s.serverPointBegin[size_t(server)]; k < s.serverPointBegin[size_t(server) + 1]; ++k) {
            QCOMPARE(s.pointServer[s.serverPoints[k]], server);
            if (k > s.serverPointBegin[size_t(server)])
                QVERIFY(s.pointHash[s.serverPoints[k - 1]] <= s.pointHash[s.serverPoints[k]]);
        }
    }
    double sum = 0;
    for (double share : s.shares)
        sum += share;
    QVERIFY(std::abs(sum - 1.0) < 1e-9);
    QCOMPARE(s.keysRouted, qint64(5000));
    qint64 counted = 0;
    for (qint64 c : s.keyCounts)
        counted += c;
    QCOMPARE(counted, qint64(5000));
    QCOMPARE(s.rule, LookupKind::NextPoint); // unregistered schemes default to next point
}

void TestRingSnapshot::summaryMatchesBruteForce()
{
    auto scheme = TestScheme::random(50, 20, false);
    const RingSnapshot s = RingSnapshotBuilder::fromAlgorithm(scheme, 0, 1);
    const std::vector<double> shares = scheme->shares();
    double max = 0, min = 1e9, sum = 0, sumSq = 0;
    for (double share : shares) {
        const double load = share * 50;
        max = std::max(max, load);
        min = std::min(min, load);
        sum += load;
        sumSq += load * load;
    }
    const double mean = sum / 50;
    QVERIFY(std::abs(s.busiest - max) < 1e-9);
    QVERIFY(std::abs(s.quietest - min) < 1e-9);
    QVERIFY(std::abs(s.cv - std::sqrt(sumSq / 50 - mean * mean) / mean) < 1e-9);
    QCOMPARE(s.pointsPerServer, 20.0);
    QVERIFY(std::abs(s.cvFormula - std::sqrt(49.0 / (50.0 * 20 + 1))) < 1e-12);
    QCOMPARE(shares[size_t(s.busiestServer)] * 50, max);
}

void TestRingSnapshot::tracesEndOnTheRoutedServer_data()
{
    QTest::addColumn<bool>("nearest");
    QTest::newRow("next point") << false;
    QTest::newRow("nearest point") << true;
}

void TestRingSnapshot::tracesEndOnTheRoutedServer()
{
    QFETCH(bool, nearest);
    auto scheme = TestScheme::random(25, 8, nearest);
    RingSnapshot s = RingSnapshotBuilder::fromAlgorithm(scheme, 0, 1);
    if (nearest)
        s.rule = LookupKind::NearestPoint; // the test scheme is not registered, so say how it looks up
    for (int i = 0; i < 2000; ++i) {
        const QByteArray key = RingSnapshotBuilder::key(3, i);
        const LookupTrace t = s.traceKey(key);
        QCOMPARE(t.owner, scheme->route(key));
        QVERIFY(t.ownerPoint >= 0);
        QCOMPARE(s.pointServer[size_t(t.ownerPoint)], t.owner);
        QVERIFY(t.nextDistance >= 0 && t.nextDistance < 1);
        if (nearest) {
            // The trace's distances must pick the same neighbour the scheme picked.
            const int prevServer = s.pointServer[size_t(t.previousPoint)];
            const int nextServer = s.pointServer[size_t(t.nextPoint)];
            QCOMPARE(t.owner, t.previousDistance <= t.nextDistance ? prevServer : nextServer);
            QVERIFY(t.ownerPoint == t.previousPoint || t.ownerPoint == t.nextPoint);
        }
        else
            QCOMPARE(t.ownerPoint, t.nextPoint);
    }
}

void TestRingSnapshot::intervalsAndArcs()
{
    auto scheme = TestScheme::random(10, 5, false);
    const RingSnapshot s = RingSnapshotBuilder::fromAlgorithm(scheme, 0, 1);
    double total = 0;
    for (int i = 0; i < int(s.intervals.size()); ++i)
        total += s.intervalLength(i);
    QVERIFY(std::abs(total - 1.0) < 1e-9);
    double arcs = 0;
    for (size_t p = 0; p < s.pointHash.size(); ++p) {
        arcs += s.pointArc(p);
        // The interval that ends at a point belongs to that point's server.
        QCOMPARE(s.intervals[size_t(s.intervalAt(s.pointHash[p]))].server, s.pointServer[p]);
    }
    QVERIFY(std::abs(arcs - 1.0) < 1e-9);
}

void TestRingSnapshot::removalDiffCountsMovedKeys()
{
    auto before = TestScheme::random(20, 10, false);
    ServerList servers = before->servers();
    // Same points without server 7: its arcs go to the next points.
    std::vector<RingPoint> points;
    for (const RingPoint &p : before->points())
        if (p.server != 7)
            points.push_back(p);
    servers[7].down = true;
    auto after = std::make_shared<TestScheme>(servers, points, false);
    const RingSnapshot a = RingSnapshotBuilder::fromAlgorithm(before, 20000, 1);
    const RingSnapshot b = RingSnapshotBuilder::fromAlgorithm(after, 20000, 1);
    const RemovalDiff d = RemovalDiff::compare(a, b);
    QVERIFY(d.comparable);
    QCOMPARE(d.goneServers, QList<int>{7});
    QCOMPARE(d.movedFromGone, a.keyCounts[7]);
    QCOMPARE(d.movedBetweenSurvivors, qint64(0));
    QCOMPARE(d.moved(), a.keyCounts[7]);
    QVERIFY(d.receivers >= 1 && d.receivers <= 10);
    QVERIFY(d.largestReceiverShare > 0 && d.largestReceiverShare <= 1);

    // Different key counts cannot be compared.
    const RingSnapshot c = RingSnapshotBuilder::fromAlgorithm(after, 10, 1);
    QVERIFY(!RemovalDiff::compare(a, c).comparable);
}

void TestRingSnapshot::cancelStopsEarly()
{
    auto scheme = TestScheme::random(10, 10, false);
    CancelToken cancel;
    cancel.cancel();
    const RingSnapshot s = RingSnapshotBuilder::fromAlgorithm(scheme, 100000, 1, cancel);
    QCOMPARE(s.keysRouted, qint64(0));
    QVERIFY(s.keyDots.empty());
}

void TestRingSnapshot::spreadTheory()
{
    QVERIFY(std::abs(SpreadTheory::cvFormula(100, 1) - std::sqrt(99.0 / 101.0)) < 1e-12);
    QVERIFY(std::abs(SpreadTheory::cvFormula(100, 160) - std::sqrt(99.0 / 16001.0)) < 1e-12);
    // Quadrupling k roughly halves the CV.
    QVERIFY(std::abs(SpreadTheory::cvFormula(100, 640) / SpreadTheory::cvFormula(100, 160) - 0.5) < 0.01);
    QVERIFY(std::abs(SpreadTheory::moduloMovedFraction(100) - 0.99) < 1e-12);
    // The seed: 2,048 × 100,000 points in 32 bits → about 4.9 million pairs, about 2.3% of points.
    QVERIFY(std::abs(SpreadTheory::expectedCollisionPairs(2048.0 * 100000, 32) / 4.88e6 - 1) < 0.01);
    QVERIFY(std::abs(SpreadTheory::collidingPointFraction(2048.0 * 100000, 32) - 0.0466) < 0.03);
}

void TestRingSnapshot::hashAtRoundTrips()
{
    RingSnapshot s;
    for (int bits : {32, 64}) {
        s.hashBits = bits;
        for (double f : {0.0, 0.25, 0.5, 0.999999})
            QVERIFY(std::abs(s.fraction(s.hashAt(f)) - f) < 1e-9);
        QVERIFY(s.hashAt(1.0 - 1e-17) <= (bits == 64 ? ~uint64_t(0) : 0xffffffffULL));
    }
}

QTEST_GUILESS_MAIN(TestRingSnapshot)
#include "tst_ringsnapshot.moc"
