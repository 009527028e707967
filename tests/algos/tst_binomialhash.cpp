// BinomialHash: written from the paper, with RingLab's own rehash, so no published vectors apply;
// the defining properties are tested: monotonicity, balance against the analytic shares,
// minimal disruption, determinism.
#include "algos/rangeschemechecks.h"

#include "ringcore/rings/binomialhash.h"

#include <QTest>

#include <algorithm>
#include <bit>
#include <cmath>
#include <random>

using namespace ringcore;

namespace {

int32_t binomialBucket(uint64_t hash, int32_t buckets) { return BinomialHash::bucket(hash, buckets); }

} // namespace

class TestBinomialHash : public QObject
{
    Q_OBJECT

private slots:
    void growingMovesKeysOnlyToTheNewBucket()
    {
        ringlab::test::checkGrowingMovesKeysOnlyToTheNewBucket(binomialBucket);
    }

    void balancedWithinChiSquareBound_data() { ringlab::test::addChiSquareBucketRows(); }

    void balancedWithinChiSquareBound()
    {
        // Against the analytic shares (not exactly even), which sum to 1.
        QFETCH(int, buckets);
        const std::vector<double> shares = BinomialHash::bucketShares(buckets);
        double total = 0;
        for (double s : shares)
            total += s;
        QVERIFY(std::abs(total - 1.0) < 1e-12);
        ringlab::test::checkBalancedWithinChiSquareBound(binomialBucket, buckets, shares);
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
        ringlab::test::checkLastServerRemovalMovesOnlyItsKeys(QStringLiteral("binomial"));
    }

    void deterministicAndExplained()
    {
        ringlab::test::checkDeterministicAndExplained(QStringLiteral("binomial"), binomialBucket);
    }
};

QTEST_APPLESS_MAIN(TestBinomialHash)
#include "tst_binomialhash.moc"
