// Jump hash against the upstream implementations' known outputs and its defining properties.
#include "support/testservers.h"

#include "ringcore/rings/algorithmregistry.h"
#include "ringcore/rings/jumphash.h"

#include <QTest>

using namespace ringcore;
using ringlab::test::makeServers;

class TestJumpHash : public QObject
{
    Q_OBJECT

private slots:
    void guavaGolden_data()
    {
        QTest::addColumn<quint64>("key");
        QTest::addColumn<int>("buckets");
        QTest::addColumn<int>("expected");
        // google/guava HashingTest.testConsistentHash_linearCongruentialGeneratorCompatibility,
        // which checks Guava against the paper's C++ implementation.
        QTest::newRow("1") << quint64(1) << 100 << 55;
        QTest::newRow("2") << quint64(2) << 100 << 62;
        QTest::newRow("3") << quint64(3) << 100 << 8;
        QTest::newRow("4") << quint64(4) << 100 << 45;
        QTest::newRow("5") << quint64(5) << 100 << 59;
        QTest::newRow("0 always bucket 0") << quint64(0) << 1 << 0;
    }

    void guavaGolden()
    {
        QFETCH(quint64, key);
        QFETCH(int, buckets);
        QFETCH(int, expected);
        QCOMPARE(JumpHash::bucket(key, buckets), expected);
        const QList<int32_t> steps = JumpHash::trace(key, buckets);
        QVERIFY(!steps.isEmpty());
        QCOMPARE(steps.first(), 0);
        QCOMPARE(steps.last(), expected);
        for (qsizetype i = 1; i < steps.size(); ++i)
            QVERIFY(steps[i] > steps[i - 1]);
    }

    void monotoneGrowth()
    {
        // Guava's checkConsistentHashCorrectness: as buckets grow, a key only ever moves to the
        // newest bucket.
        for (quint64 key : {quint64(0), quint64(1), quint64(2), ~quint64(0), quint64(0x7fffffffffffffffULL),
                            quint64(0x8000000000000000ULL), quint64(0x123456789abcdefULL)}) {
            int last = 0;
            for (int n = 1; n <= 5000; ++n) {
                const int b = JumpHash::bucket(key, n);
                QVERIFY(b >= 0 && b < n);
                if (b != last) {
                    QCOMPARE(b, n - 1);
                    last = b;
                }
            }
        }
    }

    void registeredAndEven()
    {
        QString error;
        auto jump = AlgorithmRegistry::create(QStringLiteral("jump"), makeServers(10), {}, &error);
        QVERIFY2(jump, qPrintable(error));
        std::vector<int> counts(10, 0);
        for (int i = 0; i < 100000; ++i)
            ++counts[size_t(jump->route(QByteArray::number(i)))];
        for (int c : counts)
            QVERIFY2(std::abs(c - 10000) < 600, qPrintable(QString::number(c))); // ~6 sigma
        double sum = 0;
        for (double s : jump->shares())
            sum += s;
        QCOMPARE(sum, 1.0);
    }

    void downServerRenumbers()
    {
        // Down in the middle: routing is over the enabled servers renumbered, so keys on servers
        // after the removed one can move (documented), but every key reaches an enabled server.
        ServerList list = makeServers(10);
        list[3].down = true;
        QString error;
        auto jump = AlgorithmRegistry::create(QStringLiteral("jump"), list, {}, &error);
        QVERIFY(jump);
        for (int i = 0; i < 10000; ++i) {
            const int s = jump->route(QByteArray::number(i));
            QVERIFY(s >= 0 && s != 3);
        }
        QCOMPARE(jump->shares()[3], 0.0);
    }

    void rejectsWeights()
    {
        ServerList list = makeServers(3);
        list[0].weight = 2;
        QString error;
        QVERIFY(!AlgorithmRegistry::create(QStringLiteral("jump"), list, {}, &error));
        QVERIFY(error.contains(QStringLiteral("weight")));
    }
};

QTEST_APPLESS_MAIN(TestJumpHash)
#include "tst_jumphash.moc"
