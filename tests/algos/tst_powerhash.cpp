// PowerCH: no published vectors exist for RingLab's random functions, so the scheme's defining
// properties are tested: monotonicity, balance (chi-square), minimal disruption, determinism.
#include "algos/rangeschemechecks.h"

#include "ringcore/rings/powerhash.h"

#include <QTest>

#include <algorithm>
#include <cmath>
#include <random>

using namespace ringcore;

namespace {

int32_t powerBucket(uint64_t hash, int32_t buckets) { return PowerHash::bucket(hash, buckets); }

} // namespace

class TestPowerHash : public QObject
{
    Q_OBJECT

private slots:
    void growingMovesKeysOnlyToTheNewBucket()
    {
        ringlab::test::checkGrowingMovesKeysOnlyToTheNewBucket(powerBucket);
    }

    void balancedWithinChiSquareBound_data() { ringlab::test::addChiSquareBucketRows(); }

    void balancedWithinChiSquareBound()
    {
        // Against the uniform counts.
        QFETCH(int, buckets);
        ringlab::test::checkBalancedWithinChiSquareBound(powerBucket, buckets);
    }

    void lastServerRemovalMovesOnlyItsKeys()
    {
        ringlab::test::checkLastServerRemovalMovesOnlyItsKeys(QStringLiteral("power"));
    }

    void deterministicAndExplained()
    {
        ringlab::test::checkDeterministicAndExplained(QStringLiteral("power"), powerBucket);
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
