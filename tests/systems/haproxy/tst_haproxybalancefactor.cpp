// HaproxyBalanceFactor: HAProxy 2.6's hash-balance-factor rule (lb_chash.c) against cases that can
// be counted by hand, and against the key-by-key "haproxy" port where the bound never binds.
#include "ringcore/keys/keygenerator.h"
#include "ringcore/live/systemdescription.h"
#include "ringcore/rings/algorithmregistry.h"
#include "ringcore/systems/haproxy/haproxybalancefactor.h"

#include <QTest>

#include <set>

using namespace ringcore;

class TstHaproxyBalanceFactor : public QObject
{
    Q_OBJECT

    static ServerList servers(int n, int weight = 1)
    {
        ServerList list;
        for (int i = 0; i < n; ++i)
            list.append(Server{QStringLiteral("127.0.0.1:%1").arg(9001 + i), weight});
        return list;
    }

private slots:
    // The live harness asks the system's description for its bounded-load model: HAProxy gives
    // this simulation when the run sets a factor, no system gives one without a factor, and the
    // model it gives routes as HaproxyBalanceFactor does.
    void systemsDescribeTheirBoundedLoadModel()
    {
        QString error;
        const auto ring = AlgorithmRegistry::create(QStringLiteral("haproxy"), servers(20), {}, &error);
        QVERIFY2(ring, qPrintable(error));
        const SystemDescription *haproxy = SystemRegistry::find(QStringLiteral("haproxy"));
        QVERIFY(haproxy);
        const AlgorithmOptions bounded{{QStringLiteral("hash-balance-factor"), QStringLiteral("125")}};
        const auto model = haproxy->boundedLoadModel(*ring, bounded);
        QVERIFY(model);
        QVERIFY(!haproxy->keyByKey(bounded));
        QVERIFY(!haproxy->boundedLoadModel(*ring, {}));
        for (const SystemDescription *system : SystemRegistry::all()) {
            QVERIFY2(!system->boundedLoadModel(*ring, {}), qPrintable(system->name()));
            QVERIFY2(system->keyByKey({}), qPrintable(system->name()));
        }
        std::vector<uint64_t> hashes(2000, ring->hashKey("/hot"));
        for (int i = 0; i < 2000; i += 3)
            hashes[size_t(i)] = ring->hashKey(QByteArray::number(i));
        const HaproxyBalanceFactor direct(*ring, 125);
        const BalanceFactorCounts a = model->simulate(hashes, 16), b = direct.simulate(hashes, 16);
        QVERIFY(a.spilled > 0);
        QCOMPARE(a.choice, b.choice);
        QCOMPARE(a.requests, b.requests);
    }

    // One request in flight at a time: nothing is ever busy, so every request goes to the ring's
    // first choice, which is exactly what the port routes.
    void concurrencyOneIsThePort()
    {
        QString error;
        const auto ring = AlgorithmRegistry::create(QStringLiteral("haproxy"), servers(20), {}, &error);
        QVERIFY2(ring, qPrintable(error));
        const HaproxyBalanceFactor sim(*ring, 125);
        const KeyGenerator gen(1);
        std::vector<uint64_t> hashes;
        std::vector<qint64> expected(20, 0);
        for (int i = 0; i < 5000; ++i) {
            const QByteArray key = gen.key(uint64_t(i % 700));
            hashes.push_back(ring->hashKey(key));
            expected[size_t(ring->route(key))]++;
            QCOMPARE(sim.firstChoice(hashes.back()), ring->route(key));
        }
        const BalanceFactorCounts c = sim.simulate(hashes, 1);
        QCOMPARE(c.total, 5000);
        QCOMPARE(c.spilled, 0);
        QCOMPARE(c.requests, expected);
    }

    // A factor so large that every server has more slots than requests in flight: no spill.
    void hugeFactorNeverSpills()
    {
        QString error;
        const auto ring = AlgorithmRegistry::create(QStringLiteral("haproxy"), servers(20), {}, &error);
        QVERIFY(ring);
        const HaproxyBalanceFactor sim(*ring, 65535);
        std::vector<uint64_t> hashes(3000, ring->hashKey("/hot"));
        const BalanceFactorCounts c = sim.simulate(hashes, 32);
        QCOMPARE(c.spilled, 0);
        QCOMPARE(c.requests[size_t(ring->route("/hot"))], 3000);
    }

    // By hand: 20 servers of weight 1 (eweight 16, tot_weight 320), factor 125, 8 in flight. With at
    // most 7 others in flight, tot_slots = ceil(8 × 1.25) = 10 < 320, so every server's slots are
    // floor(10·16(k+1)/320) − floor(10·16k/320) ≤ 1, raised to 1: a server is eligible only when
    // idle. One key sent 800 times: request i finds requests i−7 … i−1 in flight on 7 distinct
    // servers; the cycle is first choice, then the next 7 servers along the ring, then the first
    // choice again (idle once request i−8 is answered). So 100 requests on each of 8 servers, 700
    // spilled.
    void oneHotKeyByHand()
    {
        QString error;
        const auto ring = AlgorithmRegistry::create(QStringLiteral("haproxy"), servers(20), {}, &error);
        QVERIFY(ring);
        const HaproxyBalanceFactor sim(*ring, 125);
        const uint64_t hash = ring->hashKey("/objects/hot");
        const BalanceFactorCounts c = sim.simulate(std::vector<uint64_t>(800, hash), 8);
        QCOMPARE(c.total, 800);
        QCOMPARE(c.spilled, 700);
        const int first = sim.firstChoice(hash);
        QCOMPARE(c.requests[size_t(first)], 100);
        QCOMPARE(c.firstChoice[size_t(first)], 800);
        int serving = 0;
        for (qint64 r : c.requests) {
            QVERIFY(r == 0 || r == 100);
            serving += r ? 1 : 0;
        }
        QCOMPARE(serving, 8);
        // The 7 others are the servers met walking the ring's points from the first choice's point.
        std::vector<int> served(20, 0);
        std::set<int> met;
        for (int i = 0; i < 8; ++i) {
            const int s = sim.choose(hash, served, i);
            QVERIFY(!met.count(s));
            met.insert(s);
            served[size_t(s)]++;
        }
        for (int s : met)
            QCOMPARE(c.requests[size_t(s)], 100);
    }

    // The timed model by hand. Backends that hold each answer for its whole latency (no time in the
    // client): with 8 slots and every latency equal, the requests leave in batches of 8 at once,
    // request i meeting the i mod 8 before it in its batch in flight: as the closed loop above, the
    // first choice and the next 7 servers along the ring take 100 requests each of 800.
    void timedBatchesByHand()
    {
        QString error;
        const auto ring = AlgorithmRegistry::create(QStringLiteral("haproxy"), servers(20), {}, &error);
        QVERIFY(ring);
        const HaproxyBalanceFactor sim(*ring, 125);
        const uint64_t hash = ring->hashKey("/objects/hot");
        const std::vector<uint64_t> hashes(800, hash);
        const BalanceFactorCounts c = sim.simulateTimed(hashes, std::vector<quint32>(800, 1000), 8, 1000);
        QCOMPARE(c.total, 800);
        QCOMPARE(c.spilled, 700);
        QCOMPARE(c.requests[size_t(sim.firstChoice(hash))], 100);
        int serving = 0;
        for (qint64 r : c.requests) {
            QVERIFY(r == 0 || r == 100);
            serving += r ? 1 : 0;
        }
        QCOMPARE(serving, 8);
        QCOMPARE(int(c.choice.size()), 800);
        QCOMPARE(c.choice[0], sim.firstChoice(hash));
        // Backends that answer at once (hold 0): nothing is ever in flight at HAProxy, whatever the
        // client keeps out, so every request goes to the first choice, as the port routes.
        const BalanceFactorCounts none = sim.simulateTimed(hashes, std::vector<quint32>(800, 1000), 32, 0);
        QCOMPARE(none.spilled, 0);
        QCOMPARE(none.requests[size_t(sim.firstChoice(hash))], 800);
    }

    // The send times follow from the latencies: 2 slots, request 0 takes 10 µs, the others 1 µs.
    // Requests 0 and 1 leave at 0, request k (k >= 2) at k - 1 when request k - 1 is answered; all
    // of them are held for their whole latency. So request 0 holds the first choice F from 0 to 10
    // while requests 1 … 10 each find it busy and their predecessor gone: all ten spill onto the
    // server S that HAProxy picks with F busy.
    void timedSendTimesFromLatencies()
    {
        QString error;
        const auto ring = AlgorithmRegistry::create(QStringLiteral("haproxy"), servers(20), {}, &error);
        QVERIFY(ring);
        const HaproxyBalanceFactor sim(*ring, 125);
        const uint64_t hash = ring->hashKey("/objects/hot");
        std::vector<quint32> latencies(11, 1);
        latencies[0] = 10;
        const BalanceFactorCounts c = sim.simulateTimed(std::vector<uint64_t>(11, hash), latencies, 2, 1000000);
        const int first = sim.firstChoice(hash);
        std::vector<int> served(20, 0);
        served[size_t(first)] = 1;
        const int second = sim.choose(hash, served, 1);
        QVERIFY(second != first);
        QCOMPARE(c.total, 11);
        QCOMPARE(c.spilled, 10);
        QCOMPARE(c.requests[size_t(first)], 1);
        QCOMPARE(c.requests[size_t(second)], 10);
        QCOMPARE(c.choice[0], first);
        for (int i = 1; i <= 10; ++i)
            QCOMPARE(c.choice[size_t(i)], second);
    }

    // chash_server_is_eligible() by hand with 100 servers: 32 in flight, factor 125: tot_slots =
    // ceil(33 × 1.25) = 42 over tot_weight 1600: server k gets floor(42(k+1)/100) − floor(42k/100),
    // 0 or 1 (0 raised to 1). So even with a large remainder no server may hold two.
    void slotsNeverZero()
    {
        QString error;
        const auto ring = AlgorithmRegistry::create(QStringLiteral("haproxy"), servers(100), {}, &error);
        QVERIFY(ring);
        const HaproxyBalanceFactor sim(*ring, 125);
        std::vector<int> served(100, 0);
        const uint64_t hash = ring->hashKey("/objects/x");
        const int first = sim.firstChoice(hash);
        served[size_t(first)] = 1;
        QVERIFY(sim.choose(hash, served, 32) != first);
        served[size_t(first)] = 0;
        QCOMPARE(sim.choose(hash, served, 32), first);
    }
};

QTEST_GUILESS_MAIN(TstHaproxyBalanceFactor)
#include "tst_haproxybalancefactor.moc"
