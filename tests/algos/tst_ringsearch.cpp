// RingSearch and RingIndex must answer exactly like std::lower_bound / std::upper_bound, including
// duplicates, empty and single-element arrays, and queries past either end (the ring's wrap).
#include "ringcore/rings/ringsearch.h"

#include <QTest>

#include <algorithm>
#include <random>

using namespace ringcore;

class TestRingSearch : public QObject
{
    Q_OBJECT

private:
    template <typename T>
    static void checkAll(std::vector<T> sorted, const std::vector<T> &queries)
    {
        std::sort(sorted.begin(), sorted.end());
        RingSearch<T> search(sorted);
        QCOMPARE(search.size(), sorted.size());
        RingIndex<T> index(sorted);
        QCOMPARE(index.size(), sorted.size());
        for (T x : queries) {
            const size_t lb = size_t(std::lower_bound(sorted.begin(), sorted.end(), x) - sorted.begin());
            const size_t ub = size_t(std::upper_bound(sorted.begin(), sorted.end(), x) - sorted.begin());
            if (search.lowerBound(x) != lb || search.upperBound(x) != ub
                || RingSearch<T>::branchlessLowerBound(sorted.data(), sorted.size(), x) != lb
                || RingSearch<T>::branchlessUpperBound(sorted.data(), sorted.size(), x) != ub)
                QFAIL(qPrintable(QStringLiteral("mismatch at n=%1 x=%2: lb %3 vs %4, ub %5 vs %6")
                                     .arg(sorted.size())
                                     .arg(quint64(x))
                                     .arg(search.lowerBound(x))
                                     .arg(lb)
                                     .arg(search.upperBound(x))
                                     .arg(ub)));
            const size_t wrapped = search.successorWrapped(x);
            QCOMPARE(wrapped, lb == sorted.size() ? size_t(0) : lb);
            if (index.lowerBound(x) != lb || index.upperBound(x) != ub)
                QFAIL(qPrintable(QStringLiteral("RingIndex mismatch at n=%1 x=%2: lb %3 vs %4, ub %5 vs %6")
                                     .arg(sorted.size())
                                     .arg(quint64(x))
                                     .arg(index.lowerBound(x))
                                     .arg(lb)
                                     .arg(index.upperBound(x))
                                     .arg(ub)));
            QCOMPARE(index.successorWrapped(x), wrapped);
        }
    }

    template <typename T>
    static std::vector<T> queriesFor(const std::vector<T> &values, std::mt19937_64 &rng)
    {
        std::vector<T> q = {T(0), T(1), std::numeric_limits<T>::max(), T(std::numeric_limits<T>::max() - 1)};
        for (T v : values) {
            q.push_back(v);
            q.push_back(T(v - 1));
            q.push_back(T(v + 1));
        }
        for (int i = 0; i < 2000; ++i)
            q.push_back(T(rng()));
        return q;
    }

private slots:
    void randomSizes32()
    {
        std::mt19937_64 rng(1);
        for (size_t n : {size_t(0), size_t(1), size_t(2), size_t(3), size_t(7), size_t(8), size_t(9), size_t(15),
                         size_t(16), size_t(17), size_t(100), size_t(1000), size_t(16000), size_t(65537)}) {
            std::vector<uint32_t> v(n);
            for (auto &x : v)
                x = uint32_t(rng());
            checkAll(v, queriesFor(v, rng));
        }
    }

    void randomSizes64()
    {
        std::mt19937_64 rng(2);
        for (size_t n : {size_t(0), size_t(1), size_t(5), size_t(31), size_t(32), size_t(33), size_t(1024), size_t(16000)}) {
            std::vector<uint64_t> v(n);
            for (auto &x : v)
                x = rng();
            checkAll(v, queriesFor(v, rng));
        }
    }

    void duplicates()
    {
        std::mt19937_64 rng(3);
        // Heavy duplicates: values from a tiny range, plus runs of one value.
        std::vector<uint32_t> v;
        for (int i = 0; i < 5000; ++i)
            v.push_back(uint32_t(rng() % 17));
        checkAll(v, queriesFor(v, rng));
        std::vector<uint64_t> same(1000, 42);
        checkAll(same, queriesFor(same, rng));
    }

    void extremesAndWrap()
    {
        std::mt19937_64 rng(4);
        std::vector<uint32_t> v = {0, 0, 1, 0x7fffffff, 0x80000000, 0xfffffffe, 0xffffffff, 0xffffffff};
        checkAll(v, queriesFor(v, rng));
        std::vector<uint64_t> w = {0, UINT64_MAX, UINT64_MAX, uint64_t(1) << 63};
        checkAll(w, queriesFor(w, rng));
    }

    void indexBucketShapes()
    {
        std::mt19937_64 rng(5);
        // 32-bit positions in a 64-bit array (the ideal ring's 32-bit space): buckets follow the
        // largest point, queries above 2^32 run past the end.
        std::vector<uint64_t> low(20000);
        for (auto &x : low)
            x = rng() >> 32;
        std::vector<uint64_t> q = queriesFor(low, rng);
        q.push_back(uint64_t(1) << 32);
        q.push_back((uint64_t(1) << 32) + 1);
        checkAll(low, q);
        // Everything in one bucket (far more than the 4-point window): the binary-search path.
        std::vector<uint32_t> cluster;
        for (int i = 0; i < 3000; ++i)
            cluster.push_back(0x12340000u + uint32_t(rng() % 4096));
        checkAll(cluster, queriesFor(cluster, rng));
        // Half the points in one tight cluster, half spread out.
        std::vector<uint64_t> mixed;
        for (int i = 0; i < 4000; ++i)
            mixed.push_back(i % 2 ? rng() : (uint64_t(0xABCD) << 48) + rng() % 100000);
        checkAll(mixed, queriesFor(mixed, rng));
        // Exactly 4 and 5 equal values (window edge), at the top of the space.
        for (int count : {4, 5, 9}) {
            std::vector<uint32_t> top(size_t(count), 0xFFFFFFFFu);
            top.push_back(0);
            checkAll(top, queriesFor(top, rng));
        }
        // The table is as large as the ring (about one point per bucket) up to its 2^20 cap.
        std::vector<uint32_t> ring(16000);
        for (auto &x : ring)
            x = uint32_t(rng());
        std::sort(ring.begin(), ring.end());
        const RingIndex<uint32_t> index(ring);
        QVERIFY(index.bucketCount() >= ring.size());
        QVERIFY(index.bucketCount() < 2 * ring.size());
        // Unbuilt and empty indexes answer "past the end" rather than crashing.
        const RingIndex<uint64_t> none;
        QCOMPARE(none.lowerBound(5), size_t(0));
        QCOMPARE(none.successorWrapped(~0ULL), size_t(0));
    }
};

QTEST_APPLESS_MAIN(TestRingSearch)
#include "tst_ringsearch.moc"
