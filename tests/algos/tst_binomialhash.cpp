// BinomialHash: written from the paper, with RingLab's own rehash, so no published vectors apply;
// the defining properties are tested: monotonicity, balance against the analytic shares,
// minimal disruption, determinism.
#include "algos/chisquarebound.h"
#include "support/testservers.h"

#include "ringcore/rings/algorithmregistry.h"
#include "ringcore/rings/binomialhash.h"

#include <QTest>

#include <algorithm>
#include <bit>
#include <cmath>
#include <random>

using namespace ringcore;

class TestBinomialHash : public QObject
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
                const int32_t b = BinomialHash::bucket(h, n);
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
                const int32_t b = BinomialHash::bucket(h, n);
                QCOMPARE(BinomialHash::bucket(h, b + 1), b);
                if (b > 0)
                    QVERIFY(BinomialHash::bucket(h, b) < b);
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
        // Against the analytic shares (not exactly even): Pearson's statistic below the n-1 degrees
        // of freedom's 3e-7 tail (chisquarebound.h).
        QFETCH(int, buckets);
        const int keys = std::max(200 * buckets, 400000);
        const std::vector<double> shares = BinomialHash::bucketShares(buckets);
        double total = 0;
        for (double s : shares)
            total += s;
        QVERIFY(std::abs(total - 1.0) < 1e-12);
        std::vector<int> counts(size_t(buckets), 0);
        std::mt19937_64 rng{uint64_t(buckets)};
        for (int k = 0; k < keys; ++k)
            ++counts[size_t(BinomialHash::bucket(rng(), buckets))];
        double chi2 = 0;
        for (size_t b = 0; b < counts.size(); ++b) {
            const double expected = shares[b] * keys;
            chi2 += (counts[b] - expected) * (counts[b] - expected) / expected;
        }
        const double bound = ringlab::test::chiSquareBound(buckets - 1);
        QVERIFY2(chi2 < bound, qPrintable(QStringLiteral("chi2 %1, bound %2").arg(chi2).arg(bound)));
    }

    void lastLevelShareMatchesAnalytic()
    {
        // The share of the last (incomplete) level depends on every redraw (q + q² + q³ + q⁴ with
        // q the empty fraction of the enclosing tree); 2,000,000 keys resolve a missing q⁴ term
        // (about 10 sd at n = 9) where the per-bucket chi-square cannot.
        for (int n : {3, 9, 17, 513}) {
            const std::vector<double> shares = BinomialHash::bucketShares(n);
            const int half = int(std::bit_ceil(unsigned(n))) / 2;
            double p = 0;
            for (int b = half; b < n; ++b)
                p += shares[size_t(b)];
            const int keys = 2000000;
            int top = 0;
            std::mt19937_64 rng{uint64_t(1000 + n)};
            for (int k = 0; k < keys; ++k)
                top += BinomialHash::bucket(rng(), n) >= half;
            const double sd = std::sqrt(keys * p * (1 - p));
            QVERIFY2(std::abs(top - keys * p) < 5 * sd,
                     qPrintable(QStringLiteral("n %1: %2 keys on the last level, analytic %3 (sd %4)")
                                    .arg(n)
                                    .arg(top)
                                    .arg(keys * p)
                                    .arg(sd)));
        }
    }

    void imbalanceIsSmall()
    {
        // The paper's point: with 4 redraws the worst bucket is within a few percent of 1/n.
        for (int n : {3, 5, 9, 100, 513, 1000, 1025}) {
            const std::vector<double> s = BinomialHash::bucketShares(n);
            const auto [lo, hi] = std::minmax_element(s.begin(), s.end());
            QVERIFY2(*hi / *lo < 1.07, qPrintable(QStringLiteral("n %1: %2").arg(n).arg(*hi / *lo)));
            QVERIFY(*lo < *hi || (n & (n - 1)) == 0);
        }
        QCOMPARE(BinomialHash::bucketShares(1024).front(), 1.0 / 1024);
    }

    void lastServerRemovalMovesOnlyItsKeys()
    {
        // The scheme's own removal: drop the last bucket; only its keys move, evenly.
        ServerList list = ringlab::test::makeServers(40);
        QString error;
        auto before = AlgorithmRegistry::create(QStringLiteral("binomial"), list, {}, &error);
        QVERIFY2(before, qPrintable(error));
        list.removeLast();
        auto after = AlgorithmRegistry::create(QStringLiteral("binomial"), list, {}, &error);
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
        auto a = AlgorithmRegistry::create(QStringLiteral("binomial"), list, {}, &error);
        auto b = AlgorithmRegistry::create(QStringLiteral("binomial"), list, {}, &error);
        QVERIFY(a && b);
        for (int k = 0; k < 2000; ++k) {
            const QByteArray key = QByteArray::number(k);
            const int s = a->route(key);
            QCOMPARE(b->route(key), s);
            QCOMPARE(s, int(BinomialHash::bucket(a->hashKey(key), 25)));
            const QStringList lines = a->explainRoute(a->hashKey(key));
            QVERIFY(lines.size() >= 2);
            QVERIFY(lines.last().contains(list.at(s).address));
        }
    }
};

QTEST_APPLESS_MAIN(TestBinomialHash)
#include "tst_binomialhash.moc"
