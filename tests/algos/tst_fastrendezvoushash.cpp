// The fast rendezvous form: equal to scoring every server (the straightforward computation) on
// many keys, with equal and mixed weights; weighted shares match weights statistically; removal
// moves only the removed server's keys.
#include "algos/chisquarebound.h"
#include "support/testservers.h"

#include "ringcore/rings/algorithmregistry.h"
#include "ringcore/rings/fastrendezvoushash.h"
#include "ringcore/rings/rendezvoushash.h"

#include <QTest>

#include <cmath>
#include <random>

using namespace ringcore;
using ringlab::test::makeServers;

namespace {

std::unique_ptr<Algorithm> build(const ServerList &list)
{
    QString error;
    auto a = AlgorithmRegistry::create(QStringLiteral("rendezvous-fast"), list, {}, &error);
    if (!a)
        qWarning("%s", qPrintable(error));
    return a;
}

// Scores every server from scratch (hash of the address, the mix, -w / ln u) without the class.
int straightforward(const ServerList &list, uint64_t hash)
{
    int best = -1;
    double bestScore = -1;
    for (int i = 0; i < list.size(); ++i) {
        if (list[i].down)
            continue;
        uint64_t z = hash ^ RendezvousHash::serverSeed(list[i].address); // XXH64 of the address
        z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
        z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
        z ^= z >> 31;
        const double u = (double(z >> 11) + 0.5) / 9007199254740992.0;
        const double score = -double(list[i].weight) / std::log(u);
        if (score > bestScore) {
            bestScore = score;
            best = i;
        }
    }
    return best;
}

} // namespace

class TestFastRendezvousHash : public QObject
{
    Q_OBJECT

private slots:
    void matchesStraightforwardComputation_data()
    {
        QTest::addColumn<int>("servers");
        QTest::addColumn<bool>("mixedWeights");
        QTest::newRow("100 equal") << 100 << false;
        QTest::newRow("100 mixed") << 100 << true;
        QTest::newRow("7 mixed") << 7 << true;
        QTest::newRow("1000 equal") << 1000 << false;
    }

    void matchesStraightforwardComputation()
    {
        QFETCH(int, servers);
        QFETCH(bool, mixedWeights);
        ServerList list = makeServers(servers);
        std::mt19937_64 rng{uint64_t(servers)};
        for (int i = 0; i < servers; ++i) {
            if (mixedWeights)
                list[i].weight = 1 + int(rng() % 5) * (i % 3 == 0 ? 10 : 1);
            if (i % 17 == 5)
                list[i].down = true;
        }
        auto a = build(list);
        QVERIFY(a);
        auto *fast = static_cast<FastRendezvousHash *>(a.get());
        const int keys = servers >= 1000 ? 5000 : 50000;
        for (int k = 0; k < keys; ++k) {
            const uint64_t h = rng();
            const int r = a->routeHash(h);
            QCOMPARE(r, straightforward(list, h));
            QCOMPARE(r, fast->referenceRoute(h));
            QCOMPARE(fast->routeHashPortable(h), r); // the AVX-512 loop (where used) and the portable one agree
        }
    }

    // Ties: servers with the same address hash draw the same value for every key; the first of
    // them in list order must win in both loops (also across the 8-lane steps of the vector one).
    void tiesGoToFirstServer()
    {
        ServerList list = makeServers(40);
        for (int i = 0; i < 40; ++i)
            list[i].address = QStringLiteral("10.0.0.%1:80").arg(i % 9); // 9 distinct addresses
        auto a = build(list);
        QVERIFY(a);
        auto *fast = static_cast<FastRendezvousHash *>(a.get());
        std::mt19937_64 rng{40};
        for (int k = 0; k < 20000; ++k) {
            const uint64_t h = rng();
            const int r = a->routeHash(h);
            QVERIFY2(r >= 0 && r < 9, qPrintable(QString::number(r)));
            QCOMPARE(r, fast->referenceRoute(h));
            QCOMPARE(fast->routeHashPortable(h), r);
        }
        qInfo("routeHash uses the AVX-512 loop: %s", FastRendezvousHash::vectorised() ? "yes" : "no");
    }

    void weightedSharesMatchWeights()
    {
        ServerList list = makeServers(8);
        const int weights[8] = {1, 2, 3, 4, 1, 8, 5, 1};
        for (int i = 0; i < 8; ++i)
            list[i].weight = weights[i];
        auto a = build(list);
        QVERIFY(a);
        const std::vector<double> shares = a->shares();
        const int keys = 250000;
        std::vector<int> counts(8, 0);
        std::mt19937_64 rng(99);
        for (int k = 0; k < keys; ++k)
            ++counts[size_t(a->routeHash(rng()))];
        double chi2 = 0;
        for (int i = 0; i < 8; ++i) {
            QCOMPARE(shares[size_t(i)], weights[i] / 25.0);
            const double expected = shares[size_t(i)] * keys;
            chi2 += (counts[size_t(i)] - expected) * (counts[size_t(i)] - expected) / expected;
        }
        // 7 degrees of freedom: below the 3e-7 tail (chisquarebound.h).
        QVERIFY2(chi2 < ringlab::test::chiSquareBound(7), qPrintable(QString::number(chi2)));
    }

    void removalMovesOnlyTheRemovedKeys()
    {
        ServerList list = makeServers(50);
        list[10].weight = 3;
        auto before = build(list);
        list[21].down = true;
        auto after = build(list);
        std::mt19937_64 rng(4);
        int moved = 0;
        for (int k = 0; k < 30000; ++k) {
            const uint64_t h = rng();
            const int b = before->routeHash(h);
            if (b == 21)
                ++moved;
            else
                QCOMPARE(after->routeHash(h), b);
        }
        QVERIFY(moved > 300);
    }
};

QTEST_APPLESS_MAIN(TestFastRendezvousHash)
#include "tst_fastrendezvoushash.moc"
