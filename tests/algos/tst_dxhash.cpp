// DxHash: written from the paper with RingLab's own sequence, so no published vectors apply; the
// defining properties are tested: minimal disruption under arbitrary removals and additions,
// exact balance (chi-square), determinism, the probe trace.
#include "algos/chisquarebound.h"
#include "support/testservers.h"

#include "ringcore/rings/algorithmregistry.h"
#include "ringcore/rings/dxhash.h"

#include <QTest>

#include <cmath>
#include <random>

using namespace ringcore;
using ringlab::test::makeServers;

namespace {

std::unique_ptr<Algorithm> build(const ServerList &list, const AlgorithmOptions &options = {})
{
    QString error;
    auto a = AlgorithmRegistry::create(QStringLiteral("dx"), list, options, &error);
    if (!a)
        qWarning("%s", qPrintable(error));
    return a;
}

} // namespace

class TestDxHash : public QObject
{
    Q_OBJECT

private slots:
    void arbitraryRemovalsMoveOnlyTheRemovedKeys()
    {
        ServerList list = makeServers(60);
        std::mt19937_64 rng(3);
        std::vector<uint64_t> hashes(20000);
        for (auto &h : hashes)
            h = rng();
        auto current = build(list, {{QStringLiteral("capacity"), QStringLiteral("64")}});
        QVERIFY(current);
        for (int step = 0; step < 25; ++step) {
            int victim = 0;
            do
                victim = int(rng() % 60);
            while (list[victim].down);
            list[victim].down = true;
            auto next = build(list, {{QStringLiteral("capacity"), QStringLiteral("64")}});
            QVERIFY(next);
            for (uint64_t h : hashes) {
                const int b = current->routeHash(h);
                const int a = next->routeHash(h);
                QVERIFY(!list[a].down);
                if (b != victim)
                    QCOMPARE(a, b);
            }
            current = std::move(next);
        }
    }

    void appendingAServerTakesOnlyItsShare()
    {
        ServerList list = makeServers(30);
        auto before = build(list);
        list.append(Server{QStringLiteral("10.9.9.9:80"), 1, false});
        auto after = build(list);
        QVERIFY(before && after);
        int moved = 0;
        const int keys = 62000;
        for (int k = 0; k < keys; ++k) {
            const QByteArray key = "/a/" + QByteArray::number(k);
            const int b = before->route(key);
            const int a = after->route(key);
            if (a != b) {
                QCOMPARE(a, 30); // keys only move to the new server
                ++moved;
            }
        }
        // Expected keys / 31 = 2000; 6 sd ≈ 265.
        QVERIFY2(std::abs(moved - keys / 31) < 270, qPrintable(QString::number(moved)));
    }

    void balancedWithinChiSquareBound()
    {
        ServerList list = makeServers(50);
        for (int i : {2, 9, 33})
            list[i].down = true;
        auto a = build(list, {{QStringLiteral("capacity"), QStringLiteral("100")}});
        QVERIFY(a);
        QCOMPARE(static_cast<DxHash *>(a.get())->capacity(), 128);
        const int keys = 47 * 400;
        std::vector<int> counts(50, 0);
        std::mt19937_64 rng(17);
        for (int k = 0; k < keys; ++k)
            ++counts[size_t(a->routeHash(rng()))];
        const double expected = keys / 47.0;
        double chi2 = 0;
        for (int i = 0; i < 50; ++i) {
            if (list[i].down) {
                QCOMPARE(counts[size_t(i)], 0);
                QCOMPARE(a->shares()[size_t(i)], 0.0);
                continue;
            }
            QCOMPARE(a->shares()[size_t(i)], 1.0 / 47);
            chi2 += (counts[size_t(i)] - expected) * (counts[size_t(i)] - expected) / expected;
        }
        QVERIFY2(chi2 < ringlab::test::chiSquareBound(46), qPrintable(QString::number(chi2)));
    }

    void traceEndsAtTheFirstActiveNode()
    {
        ServerList list = makeServers(10);
        list[4].down = true;
        auto a = build(list, {{QStringLiteral("capacity"), QStringLiteral("16")}});
        auto *dx = static_cast<DxHash *>(a.get());
        std::mt19937_64 rng(1);
        for (int k = 0; k < 1000; ++k) {
            const uint64_t h = rng();
            const QList<int> t = dx->trace(h);
            QVERIFY(!t.isEmpty());
            QCOMPARE(t.last(), a->routeHash(h));
            for (int i = 0; i + 1 < t.size(); ++i)
                QVERIFY(t[i] >= 10 || t[i] == 4); // every earlier probe was an inactive node
            QVERIFY(a->explainRoute(h).last().contains(list.at(t.last()).address));
        }
    }

    void capacityRoundsUpAndRejectsOutOfRange()
    {
        QCOMPARE(static_cast<DxHash *>(build(makeServers(300)).get())->capacity(), 1024);
        QCOMPARE(static_cast<DxHash *>(build(makeServers(1500)).get())->capacity(), 2048);
        QString error;
        auto bad = AlgorithmRegistry::create(QStringLiteral("dx"), makeServers(4),
                                             {{QStringLiteral("capacity"), QStringLiteral("0")}}, &error);
        QVERIFY(!bad);
        QVERIFY2(error.contains(QStringLiteral("capacity")), qPrintable(error));
    }
};

QTEST_APPLESS_MAIN(TestDxHash)
#include "tst_dxhash.moc"
