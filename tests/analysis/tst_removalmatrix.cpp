// Removal matrix: rows are distributions, exact rows agree with single removals, progress and
// cancellation work.
#include "support/testservers.h"

#include "ringcore/analysis/remapanalysis.h"
#include "ringcore/analysis/removalmatrix.h"

#include <QTest>

#include <cmath>

using namespace ringcore;
using ringlab::test::makeServers;

class TestRemovalMatrix : public QObject
{
    Q_OBJECT

private slots:
    void rowsAreDistributions_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<bool>("exact");
        QTest::newRow("nginx (intervals)") << QStringLiteral("nginx") << true;
        QTest::newRow("bounded-loads (keys)") << QStringLiteral("bounded-loads") << false;
        QTest::newRow("modulo (table)") << QStringLiteral("modulo") << true;
        QTest::newRow("rendezvous (keys)") << QStringLiteral("rendezvous") << false;
        QTest::newRow("anchor (keys)") << QStringLiteral("anchor") << false;
    }

    void rowsAreDistributions()
    {
        QFETCH(QString, name);
        QFETCH(bool, exact);
        ServerList list = makeServers(12);
        list[5].down = true;
        std::atomic<int> calls{0};
        const RemovalMatrix m = RemovalMatrixBuilder::compute(name, list, {}, KeySource::generated(20000, 2),
                                                              [&](int, int total) {
                                                                  QCOMPARE(total, 11);
                                                                  ++calls;
                                                              });
        QVERIFY2(m.error.isEmpty(), qPrintable(m.error));
        QCOMPARE(m.method != RemapResult::Method::Keys, exact);
        QCOMPARE(calls.load(), 11);
        QVERIFY(!m.cancelled);
        for (int r = 0; r < 12; ++r) {
            QVERIFY(m.done[size_t(r)]);
            double sum = 0;
            for (int c = 0; c < 12; ++c) {
                QVERIFY(m.received[size_t(r)][size_t(c)] >= 0);
                sum += m.received[size_t(r)][size_t(c)];
            }
            if (r == 5) {
                QCOMPARE(sum, 0.0);
                continue;
            }
            QVERIFY2(std::abs(sum - 1) < 1e-9, qPrintable(QString::number(sum)));
            QCOMPARE(m.received[size_t(r)][size_t(r)], 0.0);
            QCOMPARE(m.received[size_t(r)][5], 0.0);
            QVERIFY(m.receivers[size_t(r)] >= 1);
        }
        // One exact row equals the single-removal analysis.
        if (exact) {
            RemovalResult single;
            QString error;
            QVERIFY(RemapAnalysis::removal(name, list, {}, {3}, KeySource(), RemapAnalysis::Mode::ExactOnly, &single,
                                           &error));
            for (int c = 0; c < 12; ++c)
                QVERIFY(std::abs(single.received[size_t(c)] - m.received[3][size_t(c)]) < 1e-12);
            QCOMPARE(single.movedBetweenSurvivors, m.movedBetweenSurvivors[3]);
        }
    }

    void cancelStops()
    {
        CancelToken cancel;
        cancel.cancel();
        const RemovalMatrix m = RemovalMatrixBuilder::compute(QStringLiteral("rendezvous"), makeServers(30), {},
                                                              KeySource::generated(1000, 1), {}, cancel);
        QVERIFY(m.cancelled);
        QVERIFY(std::count(m.done.begin(), m.done.end(), true) < 30);
    }

    void badAlgorithmReportsError()
    {
        const RemovalMatrix m = RemovalMatrixBuilder::compute(QStringLiteral("no-such"), makeServers(3), {},
                                                              KeySource::generated(10, 1));
        QVERIFY(m.error.contains(QStringLiteral("no-such")));
    }
};

QTEST_GUILESS_MAIN(TestRemovalMatrix)
#include "tst_removalmatrix.moc"
