// LruCache against a textbook LRU (std::list + std::unordered_map) on random traces.
#include "ringcore/traffic/lrucache.h"

#include <QRandomGenerator>
#include <QTest>

#include <cmath>
#include <list>
#include <unordered_map>

using namespace ringcore;

namespace {

/// The reference: most recent at the front; evict from the back while over either bound.
class ReferenceLru
{
public:
    ReferenceLru(int64_t objects, uint64_t bytes) : m_objects(objects), m_capBytes(bytes) {}

    bool access(uint64_t id, uint64_t bytes)
    {
        auto it = m_index.find(id);
        if (it != m_index.end()) {
            m_list.splice(m_list.begin(), m_list, it->second);
            return true;
        }
        if (m_capBytes > 0 && bytes > m_capBytes)
            return false;
        m_list.push_front({id, bytes});
        m_index[id] = m_list.begin();
        m_bytes += bytes;
        while (int64_t(m_list.size()) > m_objects || (m_capBytes > 0 && m_bytes > m_capBytes)) {
            m_bytes -= m_list.back().second;
            m_index.erase(m_list.back().first);
            m_list.pop_back();
        }
        return false;
    }
    std::vector<uint64_t> order() const
    {
        std::vector<uint64_t> out;
        for (const auto &e : m_list)
            out.push_back(e.first);
        return out;
    }
    uint64_t bytes() const { return m_bytes; }

private:
    int64_t m_objects;
    uint64_t m_capBytes;
    uint64_t m_bytes = 0;
    std::list<std::pair<uint64_t, uint64_t>> m_list;
    std::unordered_map<uint64_t, std::list<std::pair<uint64_t, uint64_t>>::iterator> m_index;
};

} // namespace

class TestLruCache : public QObject
{
    Q_OBJECT

private slots:
    void handTrace()
    {
        LruCache c(2);
        QVERIFY(!c.access(1));
        QVERIFY(!c.access(2));
        QVERIFY(c.access(1));  // 1 most recent
        QVERIFY(!c.access(3)); // evicts 2
        QVERIFY(!c.contains(2));
        QVERIFY(c.access(1));
        QVERIFY(c.access(3));
        QCOMPARE(c.order(), (std::vector<uint64_t>{3, 1}));
        c.clear();
        QCOMPARE(c.size(), int64_t(0));
        QVERIFY(!c.access(1));
    }

    void matchesReference_data()
    {
        QTest::addColumn<qint64>("objects");
        QTest::addColumn<qulonglong>("bytes");
        QTest::addColumn<int>("idRange");
        QTest::addColumn<bool>("skewed");
        QTest::newRow("1 object") << qint64(1) << 0ULL << 10 << false;
        QTest::newRow("10 objects, 30 ids") << qint64(10) << 0ULL << 30 << false;
        QTest::newRow("1000 objects, skewed") << qint64(1000) << 0ULL << 20000 << true;
        QTest::newRow("5000 objects, uniform") << qint64(5000) << 0ULL << 8000 << false;
        QTest::newRow("bytes 10000") << qint64(1000000) << 10000ULL << 5000 << true;
        QTest::newRow("bytes and objects") << qint64(50) << 20000ULL << 3000 << true;
        QTest::newRow("ids sharing their low 32 bits") << qint64(300) << 0ULL << 1 << false;
    }

    void matchesReference()
    {
        QFETCH(qint64, objects);
        QFETCH(qulonglong, bytes);
        QFETCH(int, idRange);
        QFETCH(bool, skewed);
        QRandomGenerator rng(4242 + quint32(objects) + quint32(idRange));
        LruCache cache(objects, bytes);
        ReferenceLru ref(objects, bytes);
        qint64 hits = 0;
        for (int i = 0; i < 300000; ++i) {
            uint64_t id;
            if (idRange == 1) // ids that are multiples of 2^32: the same low bits, long probe runs
                id = uint64_t(rng.bounded(2000)) << 32;
            else if (skewed) // cubes skew the ids towards 0 (popular keys)
                id = uint64_t(std::pow(rng.generateDouble(), 3.0) * idRange);
            else
                id = rng.bounded(quint32(idRange));
            const uint64_t size = bytes > 0 ? 1 + (id * 7919) % 3000 : 1; // sizes fixed per id
            const bool hit = cache.access(id, size);
            QCOMPARE(hit, ref.access(id, size));
            hits += hit;
            if (i % 50000 == 0)
                QCOMPARE(cache.order(), ref.order());
        }
        QCOMPARE(cache.order(), ref.order());
        QCOMPARE(cache.bytes(), bytes > 0 ? ref.bytes() : uint64_t(cache.size()));
        QVERIFY(hits > 0);
        QVERIFY(cache.size() <= objects);
        if (bytes > 0)
            QVERIFY(cache.bytes() <= bytes);
    }

    void objectLargerThanTheCache()
    {
        LruCache c(10, 100);
        QVERIFY(!c.access(1, 50));
        QVERIFY(!c.access(2, 101)); // never cached
        QVERIFY(!c.access(2, 101));
        QVERIFY(c.access(1, 50));
        QCOMPARE(c.size(), int64_t(1));
    }
};

QTEST_GUILESS_MAIN(TestLruCache)
#include "tst_lrucache.moc"
