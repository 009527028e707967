// LookupTiming::measure(), the timing behind `bench_lookup --sweep` and the gallery's lookup-time
// figure: it times routeHash() on the hashes given, stops at the end of the key set or after the
// time budget, and reads the clock between blocks that start at 256 lookups and double.
#include "ringcore/analysis/lookuptiming.h"

#include <QTest>

using namespace ringcore;

class TestLookupTiming : public QObject
{
    Q_OBJECT

private slots:
    // With time to spare every key is looked up once, and the result is a plausible cost.
    void timesEveryKeyWithinTheBudget()
    {
        const std::vector<uint64_t> hashes = LookupTiming::keyHashes(100000, 20);
        LookupTiming timing;
        QString error;
        std::unique_ptr<Algorithm> built;
        QVERIFY2(LookupTiming::measure(QStringLiteral("jump"), 100, hashes, 60.0, &timing, &error, &built),
                 qPrintable(error));
        QCOMPARE(timing.lookups, hashes.size());
        QVERIFY(timing.nsPerLookup > 0);
        QVERIFY2(timing.nsPerLookup < 100000, qPrintable(QString::number(timing.nsPerLookup)));
        QVERIFY(built);
        QCOMPARE(built->name(), QStringLiteral("jump"));
    }

    // A zero budget stops at the first clock read: after the first block of 256 lookups, not
    // after one lookup and not at the end of the keys.
    void zeroBudgetStopsAfterTheFirstBlock()
    {
        const std::vector<uint64_t> hashes = LookupTiming::keyHashes(100000, 20);
        LookupTiming timing;
        QString error;
        QVERIFY(LookupTiming::measure(QStringLiteral("jump"), 100, hashes, 0.0, &timing, &error));
        QCOMPARE(timing.lookups, size_t(256));
    }

    // Fewer keys than one block: all of them, once.
    void shortKeySet()
    {
        const std::vector<uint64_t> hashes = LookupTiming::keyHashes(100, 20);
        LookupTiming timing;
        QString error;
        QVERIFY(LookupTiming::measure(QStringLiteral("jumpback"), 10, hashes, 0.0, &timing, &error));
        QCOMPARE(timing.lookups, size_t(100));
    }
};

QTEST_GUILESS_MAIN(TestLookupTiming)
#include "tst_lookuptiming.moc"
