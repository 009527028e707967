// AnchorHash: the paper's guarantees — balance, minimal disruption under arbitrary removals,
// and that restoring buckets (LIFO) restores the mapping exactly.
#include "support/testservers.h"

#include "ringcore/rings/algorithmregistry.h"
#include "ringcore/rings/anchorhash.h"

#include <QTest>

#include <random>

using namespace ringcore;

namespace {

ServerList makeServers(int n)
{
    return ringlab::test::makeServers(n, 1, QStringLiteral("10.0.0.%1:80"), 1);
}

} // namespace

class TestAnchorHash : public QObject
{
    Q_OBJECT

private slots:
    void arbitraryRemovalsAreMinimal()
    {
        AnchorHash anchor(makeServers(50), {});
        std::mt19937_64 rng(7);
        std::vector<uint64_t> hashes(20000);
        for (auto &h : hashes)
            h = rng();
        std::vector<int> current(hashes.size());
        for (size_t i = 0; i < hashes.size(); ++i)
            current[i] = anchor.routeHash(hashes[i]);
        std::vector<std::vector<int>> history{current};
        std::vector<int> working(50);
        std::iota(working.begin(), working.end(), 0);
        for (int step = 0; step < 30; ++step) {
            const size_t pick = size_t(rng() % working.size());
            const int victim = working[pick];
            working.erase(working.begin() + qsizetype(pick));
            anchor.removeBucket(victim);
            for (size_t i = 0; i < hashes.size(); ++i) {
                const int b = anchor.routeHash(hashes[i]);
                QVERIFY(b != victim);
                QVERIFY(std::find(working.begin(), working.end(), b) != working.end());
                if (current[i] != victim)
                    QCOMPARE(b, current[i]);
                current[i] = b;
            }
            history.push_back(current);
        }
        // Restoring in reverse order gives back every earlier mapping exactly.
        for (int step = 30; step-- > 0;) {
            anchor.addBucket();
            for (size_t i = 0; i < hashes.size(); ++i)
                QCOMPARE(anchor.routeHash(hashes[i]), history[size_t(step)][i]);
        }
    }

    void balancedAfterRemovals()
    {
        ServerList list = makeServers(20);
        for (int i : {1, 4, 5, 12})
            list[i].down = true;
        QString error;
        auto a = AlgorithmRegistry::create(QStringLiteral("anchor"), list, {}, &error);
        QVERIFY(a);
        std::vector<int> counts(20, 0);
        const int keys = 160000;
        for (int k = 0; k < keys; ++k)
            ++counts[size_t(a->routeHash(uint64_t(k) * 0x9E3779B97F4A7C15ULL))];
        for (int i = 0; i < 20; ++i) {
            if (list[i].down) {
                QCOMPARE(counts[size_t(i)], 0);
                continue;
            }
            QVERIFY2(std::abs(counts[size_t(i)] - keys / 16) < 600, qPrintable(QString::number(counts[size_t(i)])));
            QCOMPARE(a->shares()[size_t(i)], 1.0 / 16);
        }
    }

    void traceEndsAtAnswer()
    {
        ServerList list = makeServers(10);
        list[3].down = list[8].down = true;
        AnchorHash a(list, {});
        for (uint64_t h = 0; h < 500; ++h) {
            const QList<int> t = a.trace(h * 0x2545F4914F6CDD1DULL);
            QVERIFY(!t.isEmpty());
            QCOMPARE(t.last(), a.routeHash(h * 0x2545F4914F6CDD1DULL));
        }
    }
};

QTEST_APPLESS_MAIN(TestAnchorHash)
#include "tst_anchorhash.moc"
