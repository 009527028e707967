// PowerCH: no published vectors exist for RingLab's random functions, so the scheme's defining
// properties are tested: monotonicity, balance (chi-square), minimal disruption, determinism.
#include "algos/chisquarebound.h"
#include "support/testservers.h"

#include "ringcore/rings/algorithmregistry.h"
#include "ringcore/rings/powerhash.h"

#include <QTest>

#include <algorithm>
#include <cmath>
#include <random>

using namespace ringcore;

class TestPowerHash : public QObject
{
    Q_OBJECT

private slots:
    void growingMovesKeysOnlyToTheNewBucket()
    {
        // Monotonicity: going from n to n+1 buckets a key stays or moves to bucket n.
        std::mt19937_64 rng(11);
        for (int k = 0; k < 2000; ++k) {
            const uint64_t h = rng();
            int32_t previous = 0;
            for (int32_t n = 1; n <= 600; ++n) {
                const int32_t b = PowerHash::bucket(h, n);
                QVERIFY(b >= 0 && b < n);
                if (b != previous)
                    QCOMPARE(b, n - 1);
                previous = b;
            }
        }
        // Large ranges: the bucket at n and at b+1 agree; at b the key must move lower.
        for (int k = 0; k < 2000; ++k) {
            const uint64_t h = rng();
            for (int32_t n : {1 << 20, 1000003, 0x7FFFFFFF}) {
                const int32_t b = PowerHash::bucket(h, n);
                QCOMPARE(PowerHash::bucket(h, b + 1), b);
                if (b > 0)
                    QVERIFY(PowerHash::bucket(h, b) < b);
            }
        }
    }

    void balancedWithinChiSquareBound_data()
    {
        QTest::addColumn<int>("buckets");
        for (int n : {2, 3, 5, 10, 17, 100, 600, 1000, 1025})
            QTest::newRow(qPrintable(QString::number(n))) << n;
    }

    void balancedWithinChiSquareBound()
    {
        // Pearson's statistic over n buckets against the uniform counts, below the n-1 degrees of
        // freedom's 3e-7 tail (chisquarebound.h). With at least 400,000 keys a bias of about 1.5%
        // over half the buckets at n = 5 passes the bound; at n = 1000, about 4%.
        QFETCH(int, buckets);
        const int keys = std::max(200 * buckets, 400000);
        std::vector<int> counts(size_t(buckets), 0);
        std::mt19937_64 rng{uint64_t(buckets)};
        for (int k = 0; k < keys; ++k)
            ++counts[size_t(PowerHash::bucket(rng(), buckets))];
        const double expected = double(keys) / buckets;
        double chi2 = 0;
        for (int c : counts)
            chi2 += (c - expected) * (c - expected) / expected;
        const double bound = ringlab::test::chiSquareBound(buckets - 1);
        QVERIFY2(chi2 < bound, qPrintable(QStringLiteral("chi2 %1, bound %2").arg(chi2).arg(bound)));
    }


    void lastServerRemovalMovesOnlyItsKeys()
    {
        // The scheme's own removal: drop the last bucket; only its keys move, evenly.
        ServerList list = ringlab::test::makeServers(40);
        QString error;
        auto before = AlgorithmRegistry::create(QStringLiteral("power"), list, {}, &error);
        QVERIFY2(before, qPrintable(error));
        list.removeLast();
        auto after = AlgorithmRegistry::create(QStringLiteral("power"), list, {}, &error);
        QVERIFY2(after, qPrintable(error));
        std::vector<int> receivedBy(40, 0);
        int moved = 0;
        for (int k = 0; k < 40000; ++k) {
            const QByteArray key = "/k/" + QByteArray::number(k);
            const int b = before->route(key);
            const int a = after->route(key);
            if (b == 39) {
                ++moved;
                ++receivedBy[size_t(a)];
            } else {
                QCOMPARE(a, b);
            }
        }
        QVERIFY(moved > 700 && moved < 1300); // about 1/40 of 40,000
        int receivers = 0;
        for (int c : receivedBy)
            receivers += c > 0;
        QVERIFY(receivers > 20);
    }

    void deterministicAndExplained()
    {
        ServerList list = ringlab::test::makeServers(25);
        QString error;
        auto a = AlgorithmRegistry::create(QStringLiteral("power"), list, {}, &error);
        auto b = AlgorithmRegistry::create(QStringLiteral("power"), list, {}, &error);
        QVERIFY(a && b);
        for (int k = 0; k < 2000; ++k) {
            const QByteArray key = QByteArray::number(k);
            const int s = a->route(key);
            QCOMPARE(b->route(key), s);
            QCOMPARE(s, int(PowerHash::bucket(a->hashKey(key), 25)));
            const QStringList lines = a->explainRoute(a->hashKey(key));
            QVERIFY(lines.size() >= 2);
            QVERIFY(lines.last().contains(list.at(s).address));
        }
    }

    void everyStageIsUsed()
    {
        // n = 600 (m = 1024): keys reach the answer through f(k, m), g and f(k, m/2).
        int seen[4] = {0, 0, 0, 0};
        std::mt19937_64 rng(5);
        for (int k = 0; k < 20000; ++k) {
            int stage = 0;
            PowerHash::bucket(rng(), 600, &stage);
            ++seen[stage];
        }
        QVERIFY(seen[1] > 0 && seen[2] > 0 && seen[3] > 0);
        // f(k, 1024) lands below 600 with probability 600/1024.
        QVERIFY(std::abs(seen[1] - 20000 * 600.0 / 1024) < 400);
    }
};

QTEST_APPLESS_MAIN(TestPowerHash)
#include "tst_powerhash.moc"
