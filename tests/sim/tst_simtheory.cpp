// Theory (closed forms, numerical max-of-Gammas) and the memory model.
#include "ringcore/analysis/memorymodel.h"
#include "ringcore/math/theory.h"
#include "ringcore/math/simrandom.h"

#include <QTest>

#include <cmath>

using namespace ringcore;

class TestSimTheory : public QObject
{
    Q_OBJECT

private slots:
    void cvFormula()
    {
        // Seed 000's table: 99.5% at k=1 is √(99/101); 0.31% at 100,000 points.
        QCOMPARE(Theory::cvFormula(100, 1), std::sqrt(99.0 / 101.0));
        QVERIFY(std::fabs(Theory::cvFormula(100, 100000) - 0.00315) < 0.00001);
        QVERIFY(std::fabs(Theory::cvFormula(100, 10000) - 0.00995) < 0.00001);
        QCOMPARE(Theory::cvFormula(1, 5), 0.0);
        QCOMPARE(Theory::cvInvSqrtK(16), 0.25);
    }

    void nearestFormula()
    {
        // One server: nothing to spread. Large N: (k+A)/2 with A→0 gives 1/√(2k).
        QCOMPARE(Theory::cvNearestFormula(1, 16), 0.0);
        QVERIFY(std::fabs(Theory::cvNearestFormula(1000000, 16) - 1 / std::sqrt(32.0)) < 1e-4);
        const double ratio = Theory::cvNearestFormula(100, 1) / Theory::cvFormula(100, 1);
        QVERIFY(std::fabs(ratio - std::sqrt(49.0 / 99.0)) < 1e-12);
    }

    void gammaP()
    {
        for (double x : {0.1, 1.0, 3.0, 10.0})
            QVERIFY(std::fabs(Theory::gammaP(1, x) - (1 - std::exp(-x))) < 1e-12);
        // P(2, x) = 1 − e^{−x}(1 + x).
        for (double x : {0.5, 2.0, 7.0})
            QVERIFY(std::fabs(Theory::gammaP(2, x) - (1 - std::exp(-x) * (1 + x))) < 1e-12);
        // The median of Gamma(a) is near a − 1/3 for large a.
        QVERIFY(std::fabs(Theory::gammaP(100000, 100000 - 1.0 / 3) - 0.5) < 1e-3);
    }

    void expectedBusiest()
    {
        // k = 1: the max of N Exp(1) has mean H_N exactly.
        double h = 0;
        for (int i = 1; i <= 100; ++i)
            h += 1.0 / i;
        QVERIFY2(std::fabs(Theory::expectedBusiest(100, 1) - h) < 1e-4, qPrintable(QString::number(Theory::expectedBusiest(100, 1))));
        // The min of N Exp(1)/1 has mean 1/N.
        QVERIFY(std::fabs(Theory::expectedQuietest(100, 1) - 0.01) < 1e-4);
        // Seed 000/002: ≈1.20-1.21 at 160 points, 1.93 at 11 points, 1.01 at 100,000.
        QVERIFY(std::fabs(Theory::expectedBusiest(100, 160) - 1.21) < 0.01);
        QVERIFY(std::fabs(Theory::expectedBusiest(100, 11) - 1.93) < 0.03);
        QVERIFY(std::fabs(Theory::expectedBusiest(100, 100000) - 1.008) < 0.002);
        // A deterministic Monte-Carlo check at k = 16 (Gamma sampler vs the integral).
        SimRng rng(5);
        double sum = 0;
        const int trials = 4000;
        for (int t = 0; t < trials; ++t) {
            double m = 0;
            for (int i = 0; i < 100; ++i)
                m = std::max(m, rng.gamma(16) / 16);
            sum += m;
        }
        QVERIFY(std::fabs(sum / trials - Theory::expectedBusiest(100, 16)) < 0.01);
        // Quantiles bracket the mean.
        QVERIFY(Theory::busiestQuantile(100, 160, 0.05) < Theory::expectedBusiest(100, 160));
        QVERIFY(Theory::busiestQuantile(100, 160, 0.95) > Theory::expectedBusiest(100, 160));
    }

    void ruleOfThumbAndCollisions()
    {
        // 2 ln N / ε² at N = 1,000, ε = 10%.
        QVERIFY(std::fabs(Theory::ruleOfThumbPoints(1000, 0.1) - 1381.55) < 0.01); // 2 ln 1000 / 0.01
        // Seed 000: 16,000 points → under 0.03 pairs; 2,048 × 100,000 → about 4.9 million pairs.
        QVERIFY(Theory::expectedCollidingPairs(16000, 32) < 0.03);
        QVERIFY(std::fabs(Theory::expectedCollidingPairs(2048.0 * 100000, 32) / 4.88e6 - 1) < 0.01);
        // … and about 2.3% of the points land on a value another point already holds.
        const double m = 2048.0 * 100000;
        QVERIFY(std::fabs(Theory::expectedPointsLost(m, 32) / m - 0.023) < 0.001);
    }

    void exponentialSampler()
    {
        // Ziggurat moments: E[X]=1, E[X²]=2, P(X>5)=e^-5, tail beyond the base layer (r≈7.7).
        SimRng rng(11);
        const int n = 2'000'000;
        double s1 = 0, s2 = 0;
        int over5 = 0, over8 = 0;
        for (int i = 0; i < n; ++i) {
            const double x = rng.exponential();
            s1 += x;
            s2 += x * x;
            over5 += x > 5;
            over8 += x > 8;
        }
        QVERIFY(std::fabs(s1 / n - 1) < 0.003);
        QVERIFY(std::fabs(s2 / n - 2) < 0.012);
        QVERIFY(std::fabs(double(over5) / n - std::exp(-5.0)) < 4 * std::sqrt(std::exp(-5.0) / n));
        QVERIFY(std::fabs(double(over8) / n - std::exp(-8.0)) < 4 * std::sqrt(std::exp(-8.0) / n) + 1e-6);
    }

    void memoryModel()
    {
        QCOMPARE(MemoryModel::bytesPerPoint(PointLayout::Packed6), 6);
        QCOMPARE(MemoryModel::bytesPerPoint(PointLayout::Padded8), 8);
        // Seed 004: 16,000 entries = 96 KB packed, 128 KB padded (nginx's and Envoy's own point
        // sizes are their ports', tests/systems/).
        QCOMPARE(MemoryModel::totalBytes(PointLayout::Padded8, 100, 160), 128'000.0);
        QCOMPARE(MemoryModel::totalBytes(PointLayout::Packed6, 100, 160), 96'000.0);
        // Weights multiply points; rings multiply everything. Seed 004: 2,080 points for 1+2+10 TB.
        QCOMPARE(MemoryModel::pointsPerRing(3, 160, {1, 2, 10}), 2080.0);
        QCOMPARE(MemoryModel::totalBytes(PointLayout::Padded8, 3, 160, {1, 2, 10}, 24), 2080.0 * 8 * 24);
        // Packing saves a quarter.
        QCOMPARE(MemoryModel::totalBytes(PointLayout::Packed6, 7, 9) / MemoryModel::totalBytes(PointLayout::Padded8, 7, 9), 0.75);
    }
};

QTEST_GUILESS_MAIN(TestSimTheory)
#include "tst_simtheory.moc"
