// FlipHash: outputs of fliphash-rs's fliphash_64, monotonicity and balance.
#include "algos/rangeschemechecks.h"

#include "ringcore/rings/fliphash.h"

#include <QTest>

#include <algorithm>
#include <cmath>
#include <random>

using namespace ringcore;

namespace {

int32_t flipBucket(uint64_t hash, int32_t buckets)
{
    return int32_t(FlipHash::hash64(hash, uint64_t(buckets - 1)));
}

using Vector = ringlab::test::BucketVector;

// Produced by the fliphash crate itself: fliphash_64(hash, ..=buckets-1), DataDog/fliphash-rs
// src/lib.rs at commit 00c0ad0 built as a crate with rustc 1.95 (2026-12-03).
const Vector kReference[] = {
        {0x0000000000000000ULL, 2, 0},
        {0x0000000000000000ULL, 3, 0},
        {0x0000000000000000ULL, 10, 0},
        {0x0000000000000000ULL, 100, 0},
        {0x0000000000000000ULL, 1000, 0},
        {0x0000000000000000ULL, 1024, 0},
        {0x0000000000000000ULL, 1025, 0},
        {0x0000000000000000ULL, 65536, 0},
        {0x0000000000000000ULL, 1000000, 0},
        {0x0000000000000000ULL, 1048576, 0},
        {0x0000000000000000ULL, 2147483647, 0},
        {0x0000000000000001ULL, 2, 1},
        {0x0000000000000001ULL, 3, 1},
        {0x0000000000000001ULL, 10, 9},
        {0x0000000000000001ULL, 100, 36},
        {0x0000000000000001ULL, 1000, 636},
        {0x0000000000000001ULL, 1024, 636},
        {0x0000000000000001ULL, 1025, 636},
        {0x0000000000000001ULL, 65536, 47489},
        {0x0000000000000001ULL, 1000000, 184548},
        {0x0000000000000001ULL, 1048576, 184548},
        {0x0000000000000001ULL, 2147483647, 2117916647},
        {0x0123456789abcdefULL, 2, 0},
        {0x0123456789abcdefULL, 3, 2},
        {0x0123456789abcdefULL, 10, 3},
        {0x0123456789abcdefULL, 100, 63},
        {0x0123456789abcdefULL, 1000, 101},
        {0x0123456789abcdefULL, 1024, 101},
        {0x0123456789abcdefULL, 1025, 101},
        {0x0123456789abcdefULL, 65536, 60346},
        {0x0123456789abcdefULL, 1000000, 979806},
        {0x0123456789abcdefULL, 1048576, 979806},
        {0x0123456789abcdefULL, 2147483647, 1137433642},
        {0xfedcba9876543210ULL, 2, 1},
        {0xfedcba9876543210ULL, 3, 1},
        {0xfedcba9876543210ULL, 10, 4},
        {0xfedcba9876543210ULL, 100, 98},
        {0xfedcba9876543210ULL, 1000, 329},
        {0xfedcba9876543210ULL, 1024, 329},
        {0xfedcba9876543210ULL, 1025, 329},
        {0xfedcba9876543210ULL, 65536, 29510},
        {0xfedcba9876543210ULL, 1000000, 290043},
        {0xfedcba9876543210ULL, 1048576, 290043},
        {0xfedcba9876543210ULL, 2147483647, 1452791038},
        {0xffffffffffffffffULL, 2, 1},
        {0xffffffffffffffffULL, 3, 1},
        {0xffffffffffffffffULL, 10, 5},
        {0xffffffffffffffffULL, 100, 42},
        {0xffffffffffffffffULL, 1000, 272},
        {0xffffffffffffffffULL, 1024, 272},
        {0xffffffffffffffffULL, 1025, 272},
        {0xffffffffffffffffULL, 65536, 57010},
        {0xffffffffffffffffULL, 1000000, 83562},
        {0xffffffffffffffffULL, 1048576, 83562},
        {0xffffffffffffffffULL, 2147483647, 980842172},
        {0x9e3779b97f4a7c15ULL, 2, 1},
        {0x9e3779b97f4a7c15ULL, 3, 2},
        {0x9e3779b97f4a7c15ULL, 10, 8},
        {0x9e3779b97f4a7c15ULL, 100, 39},
        {0x9e3779b97f4a7c15ULL, 1000, 318},
        {0x9e3779b97f4a7c15ULL, 1024, 318},
        {0x9e3779b97f4a7c15ULL, 1025, 318},
        {0x9e3779b97f4a7c15ULL, 65536, 318},
        {0x9e3779b97f4a7c15ULL, 1000000, 818295},
        {0x9e3779b97f4a7c15ULL, 1048576, 818295},
        {0x9e3779b97f4a7c15ULL, 2147483647, 1117402244},
        {0x000000000000002aULL, 2, 0},
        {0x000000000000002aULL, 3, 0},
        {0x000000000000002aULL, 10, 4},
        {0x000000000000002aULL, 100, 83},
        {0x000000000000002aULL, 1000, 792},
        {0x000000000000002aULL, 1024, 792},
        {0x000000000000002aULL, 1025, 792},
        {0x000000000000002aULL, 65536, 23951},
        {0x000000000000002aULL, 1000000, 904479},
        {0x000000000000002aULL, 1048576, 904479},
        {0x000000000000002aULL, 2147483647, 1442566092},
        {0xdeadbeefcafebabeULL, 2, 0},
        {0xdeadbeefcafebabeULL, 3, 2},
        {0xdeadbeefcafebabeULL, 10, 5},
        {0xdeadbeefcafebabeULL, 100, 84},
        {0xdeadbeefcafebabeULL, 1000, 497},
        {0xdeadbeefcafebabeULL, 1024, 497},
        {0xdeadbeefcafebabeULL, 1025, 497},
        {0xdeadbeefcafebabeULL, 65536, 62081},
        {0xdeadbeefcafebabeULL, 1000000, 526383},
        {0xdeadbeefcafebabeULL, 1048576, 526383},
        {0xdeadbeefcafebabeULL, 2147483647, 324559176},
};

} // namespace

class TestFlipHash : public QObject
{
    Q_OBJECT

private slots:
    void matchesReferenceOutputs() { ringlab::test::checkReferenceOutputs(flipBucket, kReference); }

    void matchesReferenceChecksum()
    {
        // The fold of 200,000 calls described at referenceChecksum; the crate (as above) printed this value.
        QCOMPARE(ringlab::test::referenceChecksum(flipBucket), uint64_t(14080250203538531201ULL));
    }

    void growingMovesKeysOnlyToTheNewBucket()
    {
        ringlab::test::checkGrowingMovesKeysOnlyToTheNewBucket(flipBucket);
    }

    void balancedWithinChiSquareBound_data() { ringlab::test::addChiSquareBucketRows(); }

    void balancedWithinChiSquareBound()
    {
        // Against the uniform counts.
        QFETCH(int, buckets);
        ringlab::test::checkBalancedWithinChiSquareBound(flipBucket, buckets);
    }

    void crateDocumentationExamples()
    {
        // fliphash-rs's doc examples: key 15960427081186311679 gives the same value at ..=17 and
        // ..=18, or 18; and every value stays in range.
        const uint64_t key = 15960427081186311679ULL;
        const uint64_t h17 = FlipHash::hash64(key, 17);
        const uint64_t h18 = FlipHash::hash64(key, 18);
        QVERIFY(h17 <= 17);
        QVERIFY(h18 == h17 || h18 == 18);
        QCOMPARE(h17, uint64_t(17));
        QCOMPARE(FlipHash::hash64(10427592028180905159ULL, 17), uint64_t(13));
        QCOMPARE(FlipHash::hash64(key, 0), uint64_t(0));
        QVERIFY(FlipHash::hash64(key, ~0ULL) <= ~0ULL);
    }

    // hash64(key, end) takes the common path inline and the redraw out of line; hash64(key, end,
    // &draws) counts the redraws for the ring view. Both must give the crate's value everywhere,
    // including ends at and around powers of two and the widest range.
    void fastAndTracedFormsAgree()
    {
        std::mt19937_64 rng(11);
        int redrawn = 0;
        const uint64_t ends[] = {0, 1, 2, 10, 15, 16, 1000, 1023, 1024, 1000000, (uint64_t(1) << 40) + 1,
                                 ~uint64_t(0) >> 1, ~uint64_t(0)};
        for (uint64_t end : ends) {
            for (int i = 0; i < 20000; ++i) {
                const uint64_t key = rng();
                int draws = -1;
                const uint64_t traced = FlipHash::hash64(key, end, &draws);
                QCOMPARE(FlipHash::hash64(key, end), traced);
                QVERIFY(traced <= end);
                QVERIFY(draws >= 0 && draws <= 64);
                redrawn += draws > 0 ? 1 : 0;
            }
        }
        QVERIFY(redrawn > 1000); // the redraw path ran (about 5/16 of the keys at end 10)
    }

    void routesThroughRegistry()
    {
        ServerList list = ringlab::test::makeServers(12);
        QString error;
        auto a = AlgorithmRegistry::create(QStringLiteral("flip"), list, {}, &error);
        QVERIFY2(a, qPrintable(error));
        for (int k = 0; k < 500; ++k) {
            const QByteArray key = QByteArray::number(k);
            QCOMPARE(a->route(key), int(FlipHash::hash64(a->hashKey(key), 11)));
        }
        QVERIFY(a->explainRoute(a->hashKey("k")).size() >= 2);
    }

    // routeHash() inlines the scheme (one virtual call per lookup); with a server down it goes
    // through the bucket → server table. Sizes with and without redraws past the last bucket.
    void routeHashMatchesHash64()
    {
        std::mt19937_64 rng(5);
        for (int n : {1, 2, 3, 10, 11, 1000, 1001, 1024}) {
            ServerList list = ringlab::test::makeServers(n);
            QString error;
            auto all = AlgorithmRegistry::create(QStringLiteral("flip"), list, {}, &error);
            QVERIFY2(all, qPrintable(error));
            const int down = n / 2;
            std::unique_ptr<Algorithm> oneDown;
            if (n > 1) { // all servers down is refused by the registry
                list[down].down = true;
                oneDown = AlgorithmRegistry::create(QStringLiteral("flip"), list, {}, &error);
                QVERIFY2(oneDown, qPrintable(error));
            }
            for (int i = 0; i < 5000; ++i) {
                const uint64_t hash = rng();
                QCOMPARE(all->routeHash(hash), int(FlipHash::hash64(hash, uint64_t(n - 1))));
                if (!oneDown)
                    continue;
                const int b = int(FlipHash::hash64(hash, uint64_t(n - 2)));
                QCOMPARE(oneDown->routeHash(hash), b < down ? b : b + 1);
            }
        }
    }
};

QTEST_APPLESS_MAIN(TestFlipHash)
#include "tst_fliphash.moc"
