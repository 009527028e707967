// Consistent hashing with bounded loads: capacities respected under both rules, spill-over
// happens when the bound is tight, and the unloaded ring's exact shares add up.
#include "support/testservers.h"

#include "ringcore/rings/algorithmregistry.h"
#include "ringcore/rings/boundedloadrule.h"
#include "ringcore/rings/boundedloads.h"

#include <QTest>

#include <cmath>
#include <random>

using namespace ringcore;
using ringlab::test::makeServers;

namespace {

std::vector<uint64_t> randomHashes(size_t n, uint64_t seed)
{
    std::mt19937_64 rng(seed);
    std::vector<uint64_t> out(n);
    for (auto &h : out)
        h = rng();
    return out;
}

} // namespace

class TestBoundedLoads : public QObject
{
    Q_OBJECT

private slots:
    void mtzCapacity_data()
    {
        QTest::addColumn<double>("epsilon");
        QTest::addColumn<int>("points");
        QTest::newRow("eps 0.25, 16 points") << 0.25 << 16;
        QTest::newRow("eps 0.01, 4 points") << 0.01 << 4;
        QTest::newRow("eps 0, 1 point") << 0.0 << 1;
    }

    void mtzCapacity()
    {
        QFETCH(double, epsilon);
        QFETCH(int, points);
        ServerList list = makeServers(25);
        list[3].weight = 4;
        list[9].down = true;
        AlgorithmOptions options{{QStringLiteral("epsilon"), QString::number(epsilon)},
                                 {QStringLiteral("points"), QString::number(points)}};
        QString error;
        auto a = AlgorithmRegistry::create(QStringLiteral("bounded-loads"), list, options, &error);
        QVERIFY2(a, qPrintable(error));
        auto *bl = dynamic_cast<BoundedLoadsHash *>(a.get());
        const auto hashes = randomHashes(20000, 11);
        const KeyAssignment r = bl->assignInOrder(hashes);
        qint64 total = 0;
        for (int s = 0; s < list.size(); ++s) {
            const double fair = 20000.0 * list[s].weight / 27.0;
            if (list[s].down) {
                QCOMPARE(r.loads[size_t(s)], qint64(0));
                continue;
            }
            QCOMPARE(r.capacities[size_t(s)], qint64(std::ceil((1 + epsilon) * fair - 1e-9)));
            QVERIFY(r.loads[size_t(s)] <= r.capacities[size_t(s)]);
            total += r.loads[size_t(s)];
        }
        QCOMPARE(total, qint64(hashes.size()));
        for (size_t k = 0; k < hashes.size(); ++k)
            QVERIFY(r.server[k] >= 0 && !list[r.server[k]].down);
        // Few points and a tight bound force spill-over.
        if (points <= 4)
            QVERIFY(r.spilled > 0);
        // Unspilled keys are on their ring successor.
        qint64 onFirst = 0;
        for (size_t k = 0; k < hashes.size(); ++k)
            onFirst += r.server[k] == a->routeHash(hashes[k]);
        QCOMPARE(onFirst, qint64(hashes.size()) - r.spilled);
    }

    void haproxyRule()
    {
        ServerList list = makeServers(10);
        AlgorithmOptions options{{QStringLiteral("epsilon"), QStringLiteral("0.25")},
                                 {QStringLiteral("rule"), QStringLiteral("haproxy")},
                                 {QStringLiteral("points"), QStringLiteral("16")}};
        QString error;
        auto a = AlgorithmRegistry::create(QStringLiteral("bounded-loads"), list, options, &error);
        QVERIFY2(a, qPrintable(error));
        auto *bl = dynamic_cast<BoundedLoadsHash *>(a.get());
        QCOMPARE(bl->rule(), QStringLiteral("haproxy"));
        const auto hashes = randomHashes(5000, 5);
        const KeyAssignment r = bl->assignInOrder(hashes);
        // With balance factor 125 and 5000 requests in flight: ceil(5000*125/100)=6250 slots
        // over 10 equal servers → 625 each, and every prefix respected its own bound too.
        for (int s = 0; s < 10; ++s) {
            QCOMPARE(r.capacities[size_t(s)], qint64(625));
            QVERIFY(r.loads[size_t(s)] <= 625);
        }
        std::vector<qint64> running(10, 0);
        for (size_t k = 0; k < hashes.size(); ++k) {
            ++running[size_t(r.server[k])];
            const qint64 totSlots = (qint64(k + 1) * 125 + 99) / 100;
            QVERIFY(running[size_t(r.server[k])] <= std::max<qint64>(1, (totSlots + 9) / 10));
        }
    }

    void badOptionsRefused()
    {
        QString error;
        QVERIFY(!AlgorithmRegistry::create(QStringLiteral("bounded-loads"), makeServers(3),
                                           {{QStringLiteral("epsilon"), QStringLiteral("-1")}}, &error));
        QVERIFY(error.contains(QStringLiteral("epsilon")));
        QVERIFY(!AlgorithmRegistry::create(QStringLiteral("bounded-loads"), makeServers(3),
                                           {{QStringLiteral("rule"), QStringLiteral("greedy")}}, &error));
        QVERIFY(error.contains(QStringLiteral("mtz")));
    }

    // The capacity rule is found and bound (HAProxy's factor computed) once, when the scheme is
    // built, not on every assignInOrder() nor every key; the scheme says it is stateful and its ε.
    void ruleBoundOnceAtConstruction()
    {
        static int binds = 0;
        static int asked = 0;
        BoundedLoadRule counted;
        counted.id = QStringLiteral("test-counted");
        counted.perRequest = true;
        counted.bind = [](const BoundedLoadInput &in) -> BoundedLoadCapacity {
            ++binds;
            return [&in](size_t, qint64 served) {
                ++asked;
                return served + 1 + qint64(in.epsilon); // room for every key: none spills
            };
        };
        QVERIFY(BoundedLoadRules::add(counted));
        QString error;
        auto a = AlgorithmRegistry::create(QStringLiteral("bounded-loads"), makeServers(5),
                                           {{QStringLiteral("rule"), QStringLiteral("test-counted")},
                                            {QStringLiteral("epsilon"), QStringLiteral("0.5")}},
                                           &error);
        QVERIFY2(a, qPrintable(error));
        QCOMPARE(binds, 1);
        QVERIFY(a->isStateful());
        QCOMPARE(a->loadBound(), 0.5);
        const auto hashes = randomHashes(1000, 3);
        const KeyAssignment first = a->assignInOrder(hashes);
        const KeyAssignment again = a->assignInOrder(hashes);
        QCOMPARE(binds, 1);
        QVERIFY(asked >= 2000); // asked per key of both runs
        QCOMPARE(first.spilled, qint64(0));
        QVERIFY(first.server == again.server);
        for (size_t k = 0; k < hashes.size(); ++k)
            QCOMPARE(first.server[k], a->routeHash(hashes[k]));
    }

    void intervalsMatchRouting()
    {
        auto a = AlgorithmRegistry::create(QStringLiteral("bounded-loads"), makeServers(7),
                                           {{QStringLiteral("points"), QStringLiteral("5")}}, nullptr);
        const auto iv = a->intervals();
        QVERIFY(iv.size() > 1);
        for (const OwnedInterval &i : iv) {
            QCOMPARE(a->routeHash(i.begin), i.server);
        }
        for (size_t i = 0; i + 1 < iv.size(); ++i)
            QCOMPARE(a->routeHash(iv[i + 1].begin - 1), iv[i].server);
    }
};

QTEST_APPLESS_MAIN(TestBoundedLoads)
#include "tst_boundedloads.moc"
