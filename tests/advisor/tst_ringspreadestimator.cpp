// The advisor's Monte-Carlo against the seed's simulated table (100 servers, next-point rule,
// "Busiest server, average of the runs") and the nearest-point rule's ~sqrt(2) advantage.
#include "ringcore/advisor/ringspreadestimator.h"

#include <QTest>

using namespace ringcore;

class TestRingSpreadEstimator : public QObject
{
    Q_OBJECT

private slots:
    void matchesTheSeedTable_data()
    {
        QTest::addColumn<int>("points");
        QTest::addColumn<double>("meanBusiest");
        QTest::addColumn<double>("tolerance");
        QTest::newRow("11 points") << 11 << 1.93 << 0.04;
        QTest::newRow("16 points") << 16 << 1.75 << 0.04;
        QTest::newRow("160 points") << 160 << 1.20 << 0.015;
        QTest::newRow("1600 points") << 1600 << 1.06 << 0.006;
    }

    void matchesTheSeedTable()
    {
        QFETCH(int, points);
        QFETCH(double, meanBusiest);
        QFETCH(double, tolerance);
        const std::vector<int64_t> k(100, points);
        const std::vector<double> w(100, 1.0);
        const auto r = RingSpreadEstimator::estimate(k, w, false, 0.1, 400, 3);
        QCOMPARE(r.rings, 400);
        QVERIFY2(qAbs(r.meanBusiest - meanBusiest) < tolerance, qPrintable(QString::number(r.meanBusiest)));
        QVERIFY(r.p95Busiest >= r.meanBusiest);
    }

    void nearestRuleIsLikeTwiceThePoints()
    {
        const std::vector<double> w(100, 1.0);
        const auto nearest = RingSpreadEstimator::estimate(std::vector<int64_t>(100, 80), w, true, 0.1, 300, 5);
        const auto next2 = RingSpreadEstimator::estimate(std::vector<int64_t>(100, 160), w, false, 0.1, 300, 5);
        const auto next1 = RingSpreadEstimator::estimate(std::vector<int64_t>(100, 80), w, false, 0.1, 300, 5);
        QVERIFY(nearest.meanBusiest < next1.meanBusiest - 0.03);
        QVERIFY2(qAbs(nearest.meanBusiest - next2.meanBusiest) < 0.03,
                 qPrintable(QStringLiteral("%1 vs %2").arg(nearest.meanBusiest).arg(next2.meanBusiest)));
    }

    void weightsAndDownServers()
    {
        // A server with twice the weight and twice the points is judged against twice the share;
        // a server with no points (down) is not judged at all.
        const std::vector<int64_t> k = {3200, 1600, 1600, 0};
        const std::vector<double> w = {2, 1, 1, 0};
        const auto r = RingSpreadEstimator::estimate(k, w, false, 0.1, 200, 9);
        QCOMPARE(r.ringsWithin, 1.0);
        QVERIFY(r.meanBusiest < 1.06);
        const auto none = RingSpreadEstimator::estimate({}, {}, false, 0.1, 200, 9);
        QCOMPARE(none.rings, 0);
    }

    void deterministicForASeed()
    {
        const std::vector<int64_t> k(50, 40);
        const std::vector<double> w(50, 1.0);
        const auto a = RingSpreadEstimator::estimate(k, w, true, 0.2, 100, 11);
        const auto b = RingSpreadEstimator::estimate(k, w, true, 0.2, 100, 11);
        QCOMPARE(a.meanBusiest, b.meanBusiest);
        QCOMPARE(a.ringsWithin, b.ringsWithin);
    }
};

QTEST_GUILESS_MAIN(TestRingSpreadEstimator)
#include "tst_ringspreadestimator.moc"
