// MementoHash: the paper's guarantees — it is jump hash while nothing is removed, arbitrary
// removals move only the removed bucket's keys and spread them evenly, LIFO restores give back
// every earlier mapping, and the registered algorithm honours down servers the same way.
#include "ringcore/rings/algorithmregistry.h"
#include "ringcore/rings/jumphash.h"
#include "ringcore/rings/mementohash.h"

#include <QTest>

#include <algorithm>
#include <cmath>
#include <numeric>
#include <random>

using namespace ringcore;

namespace {

ServerList makeServers(int n)
{
    ServerList list;
    for (int i = 0; i < n; ++i)
        list.append(Server{QStringLiteral("10.0.0.%1:80").arg(i + 1), 1, false});
    return list;
}

std::vector<uint64_t> randomHashes(size_t count, uint64_t seed)
{
    std::mt19937_64 rng(seed);
    std::vector<uint64_t> out(count);
    for (auto &h : out)
        h = rng();
    return out;
}

} // namespace

class TestMementoHash : public QObject
{
    Q_OBJECT

private slots:
    void isJumpWithoutRemovals()
    {
        const MementoHash memento(makeServers(37), {});
        for (uint64_t h : randomHashes(20000, 1))
            QCOMPARE(memento.routeHash(h), int(JumpHash::bucket(h, 37)));
    }

    void arbitraryRemovalsAreMinimalAndRestorable()
    {
        MementoHash memento(makeServers(60), {});
        std::mt19937_64 rng(7);
        const std::vector<uint64_t> hashes = randomHashes(30000, 2);
        std::vector<int> current(hashes.size());
        for (size_t i = 0; i < hashes.size(); ++i)
            current[i] = memento.routeHash(hashes[i]);
        std::vector<std::vector<int>> history{current};
        std::vector<int> working(60);
        std::iota(working.begin(), working.end(), 0);
        for (int step = 0; step < 40; ++step) {
            // Mostly random buckets, sometimes the current tail (the b-array's shrink case).
            const size_t pick = step % 7 == 3 ? working.size() - 1 : size_t(rng() % working.size());
            const int victim = working[pick];
            working.erase(working.begin() + qsizetype(pick));
            memento.removeBucket(victim);
            QCOMPARE(memento.workingCount(), int(working.size()));
            for (size_t i = 0; i < hashes.size(); ++i) {
                const int b = memento.routeHash(hashes[i]);
                if (!std::binary_search(working.begin(), working.end(), b))
                    QFAIL(qPrintable(QStringLiteral("step %1: key went to bucket %2, not working").arg(step).arg(b)));
                if (current[i] != victim && b != current[i])
                    QFAIL(qPrintable(QStringLiteral("step %1: a key of bucket %2 moved to %3 when %4 was removed")
                                         .arg(step).arg(current[i]).arg(b).arg(victim)));
                current[i] = b;
            }
            history.push_back(current);
        }
        for (int step = 40; step-- > 0;) {
            memento.restoreBucket();
            for (size_t i = 0; i < hashes.size(); ++i)
                QCOMPARE(memento.routeHash(hashes[i]), history[size_t(step)][i]);
        }
        QCOMPARE(memento.workingCount(), 60);
    }

    void balanceAfterRemovals()
    {
        // 100 buckets, 45 removed at random: each of the 55 working buckets gets 1/55 of the keys
        // (binomial counts; 5 SD of tolerance), and shares() says so.
        MementoHash memento(makeServers(100), {});
        std::mt19937_64 rng(11);
        std::vector<int> order(100);
        std::iota(order.begin(), order.end(), 0);
        std::shuffle(order.begin(), order.end(), rng);
        for (int i = 0; i < 45; ++i)
            memento.removeBucket(order[size_t(i)]);
        const size_t keys = 550000;
        std::vector<int> count(100, 0);
        for (uint64_t h : randomHashes(keys, 3))
            ++count[size_t(memento.routeHash(h))];
        const double p = 1.0 / 55;
        const double sd = std::sqrt(double(keys) * p * (1 - p));
        const std::vector<double> shares = memento.shares();
        double sum = 0;
        for (int b = 0; b < 100; ++b) {
            const bool removed = std::find(order.begin(), order.begin() + 45, b) != order.begin() + 45;
            sum += shares[size_t(b)];
            if (removed) {
                QCOMPARE(count[size_t(b)], 0);
                QCOMPARE(shares[size_t(b)], 0.0);
                continue;
            }
            QVERIFY2(std::fabs(count[size_t(b)] - double(keys) * p) < 5 * sd,
                     qPrintable(QStringLiteral("bucket %1 got %2 keys, expected %3 ± %4")
                                    .arg(b).arg(count[size_t(b)]).arg(double(keys) * p).arg(sd)));
            QCOMPARE(shares[size_t(b)], p);
        }
        QVERIFY(std::fabs(sum - 1) < 1e-12);
        // Memory grows with the removed buckets only.
        QCOMPARE(memento.memoryBytes(), size_t(45 * 12));
    }

    void registryDownServers()
    {
        ServerList servers = makeServers(40);
        QString error;
        const auto all = AlgorithmRegistry::create(QStringLiteral("memento"), servers, {}, &error);
        QVERIFY2(all, qPrintable(error));
        servers[5].down = true;
        servers[17].down = true;
        servers[39].down = true;
        const auto some = AlgorithmRegistry::create(QStringLiteral("memento"), servers, {}, &error);
        QVERIFY2(some, qPrintable(error));
        for (uint64_t h : randomHashes(20000, 4)) {
            const int before = all->routeHash(h);
            const int after = some->routeHash(h);
            QVERIFY(!servers[after].down);
            if (!servers[before].down)
                QCOMPARE(after, before);
        }
        // Every server down: no answer rather than a crash.
        for (Server &s : servers)
            s.down = true;
        const MementoHash none(servers, {});
        QCOMPARE(none.routeHash(12345), -1);
    }
};

QTEST_APPLESS_MAIN(TestMementoHash)
#include "tst_mementohash.moc"
