// JumpBackHash: outputs of hash4j's own getBucket (SplitMix64 form), monotonicity and balance.
#include "algos/rangeschemechecks.h"

#include "ringcore/rings/jumpbackhash.h"

#include <QTest>

#include <algorithm>
#include <cmath>
#include <random>

using namespace ringcore;

namespace {

int32_t jumpBackBucket(uint64_t hash, int32_t buckets) { return JumpBackHash::bucket(hash, buckets); }

using Vector = ringlab::test::BucketVector;

// Produced by hash4j itself: ConsistentHashing.jumpBackHashSplitMix64().getBucket(hash, buckets),
// dynatrace-oss/hash4j compiled from source at commit 41d814f with OpenJDK 17 (2026-12-03); the
// same values come from jumpBackHash(PseudoRandomGeneratorProvider.splitMix64_V1()).
const Vector kReference[] = {
        {0x0000000000000000ULL, 2, 0},
        {0x0000000000000000ULL, 3, 0},
        {0x0000000000000000ULL, 10, 7},
        {0x0000000000000000ULL, 100, 25},
        {0x0000000000000000ULL, 1000, 313},
        {0x0000000000000000ULL, 1024, 313},
        {0x0000000000000000ULL, 1025, 313},
        {0x0000000000000000ULL, 65536, 19887},
        {0x0000000000000000ULL, 1000000, 567353},
        {0x0000000000000000ULL, 1048576, 567353},
        {0x0000000000000000ULL, 2147483647, 454938031},
        {0x0000000000000001ULL, 2, 1},
        {0x0000000000000001ULL, 3, 1},
        {0x0000000000000001ULL, 10, 5},
        {0x0000000000000001ULL, 100, 33},
        {0x0000000000000001ULL, 1000, 492},
        {0x0000000000000001ULL, 1024, 492},
        {0x0000000000000001ULL, 1025, 492},
        {0x0000000000000001ULL, 65536, 23745},
        {0x0000000000000001ULL, 1000000, 667116},
        {0x0000000000000001ULL, 1048576, 667116},
        {0x0000000000000001ULL, 2147483647, 285879788},
        {0x0123456789abcdefULL, 2, 0},
        {0x0123456789abcdefULL, 3, 2},
        {0x0123456789abcdefULL, 10, 3},
        {0x0123456789abcdefULL, 100, 23},
        {0x0123456789abcdefULL, 1000, 519},
        {0x0123456789abcdefULL, 1024, 519},
        {0x0123456789abcdefULL, 1025, 519},
        {0x0123456789abcdefULL, 65536, 47111},
        {0x0123456789abcdefULL, 1000000, 407559},
        {0x0123456789abcdefULL, 1048576, 407559},
        {0x0123456789abcdefULL, 2147483647, 613395101},
        {0xfedcba9876543210ULL, 2, 1},
        {0xfedcba9876543210ULL, 3, 2},
        {0xfedcba9876543210ULL, 10, 2},
        {0xfedcba9876543210ULL, 100, 38},
        {0xfedcba9876543210ULL, 1000, 437},
        {0xfedcba9876543210ULL, 1024, 437},
        {0xfedcba9876543210ULL, 1025, 437},
        {0xfedcba9876543210ULL, 65536, 28294},
        {0xfedcba9876543210ULL, 1000000, 299957},
        {0xfedcba9876543210ULL, 1048576, 299957},
        {0xfedcba9876543210ULL, 2147483647, 321908358},
        {0xffffffffffffffffULL, 2, 1},
        {0xffffffffffffffffULL, 3, 2},
        {0xffffffffffffffffULL, 10, 7},
        {0xffffffffffffffffULL, 100, 73},
        {0xffffffffffffffffULL, 1000, 288},
        {0xffffffffffffffffULL, 1024, 288},
        {0xffffffffffffffffULL, 1025, 288},
        {0xffffffffffffffffULL, 65536, 27680},
        {0xffffffffffffffffULL, 1000000, 863264},
        {0xffffffffffffffffULL, 1048576, 863264},
        {0xffffffffffffffffULL, 2147483647, 1533357088},
        {0x9e3779b97f4a7c15ULL, 2, 0},
        {0x9e3779b97f4a7c15ULL, 3, 2},
        {0x9e3779b97f4a7c15ULL, 10, 8},
        {0x9e3779b97f4a7c15ULL, 100, 20},
        {0x9e3779b97f4a7c15ULL, 1000, 618},
        {0x9e3779b97f4a7c15ULL, 1024, 618},
        {0x9e3779b97f4a7c15ULL, 1025, 618},
        {0x9e3779b97f4a7c15ULL, 65536, 58868},
        {0x9e3779b97f4a7c15ULL, 1000000, 106090},
        {0x9e3779b97f4a7c15ULL, 1048576, 106090},
        {0x9e3779b97f4a7c15ULL, 2147483647, 1639540212},
        {0x000000000000002aULL, 2, 1},
        {0x000000000000002aULL, 3, 2},
        {0x000000000000002aULL, 10, 3},
        {0x000000000000002aULL, 100, 53},
        {0x000000000000002aULL, 1000, 166},
        {0x000000000000002aULL, 1024, 166},
        {0x000000000000002aULL, 1025, 166},
        {0x000000000000002aULL, 65536, 29222},
        {0x000000000000002aULL, 1000000, 995878},
        {0x000000000000002aULL, 1048576, 995878},
        {0x000000000000002aULL, 2147483647, 500642342},
        {0xdeadbeefcafebabeULL, 2, 0},
        {0xdeadbeefcafebabeULL, 3, 0},
        {0xdeadbeefcafebabeULL, 10, 6},
        {0xdeadbeefcafebabeULL, 100, 6},
        {0xdeadbeefcafebabeULL, 1000, 854},
        {0xdeadbeefcafebabeULL, 1024, 854},
        {0xdeadbeefcafebabeULL, 1025, 854},
        {0xdeadbeefcafebabeULL, 65536, 37718},
        {0xdeadbeefcafebabeULL, 1000000, 338386},
        {0xdeadbeefcafebabeULL, 1048576, 338386},
        {0xdeadbeefcafebabeULL, 2147483647, 5843410},
};

} // namespace

class TestJumpBackHash : public QObject
{
    Q_OBJECT

private slots:
    void matchesReferenceOutputs() { ringlab::test::checkReferenceOutputs(jumpBackBucket, kReference); }

    void matchesReferenceChecksum()
    {
        // The fold of 200,000 calls described at referenceChecksum; hash4j (as above) printed this value.
        QCOMPARE(ringlab::test::referenceChecksum(jumpBackBucket), uint64_t(1626513817460011589ULL));
    }

    void growingMovesKeysOnlyToTheNewBucket()
    {
        ringlab::test::checkGrowingMovesKeysOnlyToTheNewBucket(jumpBackBucket);
    }

    void balancedWithinChiSquareBound_data() { ringlab::test::addChiSquareBucketRows(); }

    void balancedWithinChiSquareBound()
    {
        // Against the uniform counts.
        QFETCH(int, buckets);
        ringlab::test::checkBalancedWithinChiSquareBound(jumpBackBucket, buckets);
    }

    void routesThroughRegistry()
    {
        ServerList list = ringlab::test::makeServers(12);
        QString error;
        auto a = AlgorithmRegistry::create(QStringLiteral("jumpback"), list, {}, &error);
        QVERIFY2(a, qPrintable(error));
        for (int k = 0; k < 500; ++k) {
            const QByteArray key = QByteArray::number(k);
            QCOMPARE(a->route(key), JumpBackHash::bucket(a->hashKey(key), 12));
        }
        const QStringList lines = a->explainRoute(a->hashKey("k"));
        QVERIFY(lines.size() == 2);
        QVERIFY(lines.last().contains(list.at(a->route("k")).address));
    }

    // bucket() without a list is one of the two routing forms (branching or branch-free, whichever
    // is faster at that size), with one hash4j's loop recording the candidates: all three must
    // agree for every key and size, and the loop's last candidate is the answer whenever it is not
    // bucket 0 reached by running out of levels.
    void fastFormMatchesTheTracedLoop()
    {
        std::mt19937_64 rng(20);
        const int32_t sizes[] = {1, 2, 3, 4, 5, 6, 7, 9, 10, 11, 12, 13, 17, 24, 100, 1000, 1023, 1024, 1025, 1500,
                                 10000, 65536, 100000, 1000000, 1048576, 1048577, 2147483647};
        for (int32_t n : sizes) {
            for (int i = 0; i < 20000; ++i) {
                const uint64_t hash = rng();
                QList<int32_t> tried;
                const int32_t traced = JumpBackHash::bucket(hash, n, &tried);
                const int32_t fast = JumpBackHash::bucket(hash, n);
                if (traced != fast)
                    QFAIL(qPrintable(QStringLiteral("hash %1, %2 buckets: loop %3, fast form %4")
                                             .arg(hash, 16, 16, QLatin1Char('0'))
                                             .arg(n)
                                             .arg(traced)
                                             .arg(fast)));
                for (bool branchFree : {false, true}) {
                    const int32_t form = JumpBackHash::bucketInForm(hash, n, branchFree);
                    if (traced != form)
                        QFAIL(qPrintable(QStringLiteral("hash %1, %2 buckets: loop %3, %4 form %5")
                                                 .arg(hash, 16, 16, QLatin1Char('0'))
                                                 .arg(n)
                                                 .arg(traced)
                                                 .arg(branchFree ? QStringLiteral("branch-free")
                                                                 : QStringLiteral("branching"))
                                                 .arg(form)));
                }
                QVERIFY(traced >= 0 && traced < n);
                if (traced != 0)
                    QCOMPARE(tried.last(), traced);
            }
        }
    }

    // routeHash() inlines the scheme; with a server down it goes through the bucket → server table.
    void routeHashMatchesBucketOf()
    {
        ServerList list = ringlab::test::makeServers(10);
        QString error;
        auto all = AlgorithmRegistry::create(QStringLiteral("jumpback"), list, {}, &error);
        QVERIFY2(all, qPrintable(error));
        list[3].down = true;
        auto oneDown = AlgorithmRegistry::create(QStringLiteral("jumpback"), list, {}, &error);
        QVERIFY2(oneDown, qPrintable(error));
        std::mt19937_64 rng(7);
        for (int i = 0; i < 5000; ++i) {
            const uint64_t hash = rng();
            QCOMPARE(all->routeHash(hash), JumpBackHash::bucket(hash, 10));
            const int32_t b = JumpBackHash::bucket(hash, 9);
            QCOMPARE(oneDown->routeHash(hash), b < 3 ? b : b + 1);
        }
    }

    // routeHash() picks its form and level mask once, at construction: check it at sizes where
    // either form is picked (10, 1500 and 10,000 branch-free; 1, 2, 12, 16, 100 and 1,000 branching).
    void routeHashMatchesAtEverySize()
    {
        std::mt19937_64 rng(11);
        for (int n : {1, 2, 3, 9, 10, 12, 16, 17, 100, 1000, 1500, 10000}) {
            QString error;
            auto a = AlgorithmRegistry::create(QStringLiteral("jumpback"), ringlab::test::makeServers(n), {}, &error);
            QVERIFY2(a, qPrintable(error));
            for (int i = 0; i < 20000; ++i) {
                const uint64_t hash = rng();
                QList<int32_t> tried;
                QCOMPARE(a->routeHash(hash), JumpBackHash::bucket(hash, n, &tried));
            }
        }
    }

};

QTEST_APPLESS_MAIN(TestJumpBackHash)
#include "tst_jumpbackhash.moc"
