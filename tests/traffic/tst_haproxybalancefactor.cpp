// HaproxyBalanceFactor: HAProxy 2.6's hash-balance-factor rule (lb_chash.c) against cases that can
// be counted by hand, and against the key-by-key "haproxy" port where the bound never binds.
#include "ringcore/keys/keygenerator.h"
#include "ringcore/rings/algorithmregistry.h"
#include "ringcore/traffic/haproxybalancefactor.h"

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
