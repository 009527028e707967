// LookupTiming::measure(), the timing behind `bench_lookup --sweep` and the gallery's lookup-time
// figure: it times routeHash() on the hashes given, stops at the end of the key set or after the
// time budget, and reads the clock between blocks that start at 256 lookups and double.
#include "ringcore/analysis/lookuptiming.h"

#include "ringcore/rings/algorithmregistry.h"

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

    // The sweep's setting comes from each algorithm's registration (AlgorithmInfo::lookupTiming),
    // not from a list of names in LookupTiming: the ports' own ones, and one registered here.
    void settingComesFromTheRegistration()
    {
        int weight = 0;
        QCOMPARE(LookupTiming::options(QStringLiteral("haproxy"), 50, &weight), AlgorithmOptions());
        QCOMPARE(weight, 10); // 16 points per unit of weight: 160
        QCOMPARE(LookupTiming::options(QStringLiteral("envoy-ring"), 50, &weight),
                 (AlgorithmOptions{{QStringLiteral("min-ring-size"), QStringLiteral("8000")}}));
        QCOMPARE(weight, 1);
        QCOMPARE(LookupTiming::options(QStringLiteral("bounded-loads"), 50, &weight),
                 (AlgorithmOptions{{QStringLiteral("points"), QStringLiteral("160")}}));
        QCOMPARE(LookupTiming::options(QStringLiteral("jump"), 50, &weight), AlgorithmOptions());
        QCOMPARE(weight, 1);

        AlgorithmInfo info;
        info.name = QStringLiteral("test-timed");
        info.lookupTiming = [](int servers) {
            return LookupTimingSetup{{{QStringLiteral("slots"), QString::number(7 * servers)}}, 3};
        };
        AlgorithmRegistry::add(100000, info);
        QCOMPARE(LookupTiming::options(QStringLiteral("test-timed"), 4, &weight),
                 (AlgorithmOptions{{QStringLiteral("slots"), QStringLiteral("28")}}));
        QCOMPARE(weight, 3);
    }
};

QTEST_GUILESS_MAIN(TestLookupTiming)
#include "tst_lookuptiming.moc"
