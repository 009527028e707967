// Lookup traces of the decision schemes: jump shows the buckets it jumps through and rendezvous
// the highest per-server scores, and both end on the server the scheme itself routes to.
#include "ringcore/core/serverlistparser.h"
#include "ringcore/rings/jumphash.h"
#include "ringcore/rings/rendezvoushash.h"
#include "ringcore/systems/varnish/varnishshard.h"
#include "ringcore/snapshot/lookuptrace.h"
#include "ringcore/snapshot/ringsnapshotbuilder.h"

#include <QRegularExpression>
#include <QTest>

#include <algorithm>

using namespace ringcore;

namespace {
ServerList serverList(int n)
{
    QString error;
    return ServerListParser::parseServers(QString::number(n), &error);
}
} // namespace

class TestLookupTrace : public QObject
{
    Q_OBJECT
private slots:
    void jumpShowsItsJumps_data();
    void jumpShowsItsJumps();
    void rendezvousShowsTheWinningScores();
    void varnishExplainsTheLastPoint();
};

void TestLookupTrace::jumpShowsItsJumps_data()
{
    QTest::addColumn<int>("servers");
    QTest::newRow("1") << 1;
    QTest::newRow("10") << 10;
    QTest::newRow("1000") << 1000;
}

void TestLookupTrace::jumpShowsItsJumps()
{
    QFETCH(int, servers);
    auto scheme = std::make_shared<JumpHash>(serverList(servers), AlgorithmOptions());
    const RingSnapshot s = RingSnapshotBuilder::fromAlgorithm(scheme, 0, 1);
    for (const QByteArray &key : {QByteArrayLiteral("/objects/cat.jpg"), QByteArrayLiteral("a"), QByteArrayLiteral("key-42")}) {
        const uint64_t hash = scheme->hashKey(key);
        const LookupTrace t = LookupTracer::trace(s, hash, key);
        QCOMPARE(t.owner, scheme->routeHash(hash));
        const QString all = t.steps.join(QLatin1Char('\n'));
        // "jumps through buckets 0 → b1 → … → bn (of N)": starts at 0, increases, ends on the owner.
        const QRegularExpressionMatch m = QRegularExpression(QStringLiteral("buckets ([0-9 →]+) \\(of (\\d+)\\)")).match(all);
        QVERIFY2(m.hasMatch(), qPrintable(all));
        QCOMPARE(m.captured(2).toInt(), servers);
        QList<int> buckets;
        for (const QString &b : m.captured(1).split(QStringLiteral(" → ")))
            buckets << b.trimmed().toInt();
        QCOMPARE(buckets.first(), 0);
        QVERIFY(std::is_sorted(buckets.begin(), buckets.end()));
        QCOMPARE(buckets.last(), JumpHash::bucket(hash, servers));
        QVERIFY2(all.contains(QStringLiteral("bucket %1 is %2").arg(buckets.last()).arg(s.servers.at(t.owner).address)),
                 qPrintable(all));
    }
}

void TestLookupTrace::rendezvousShowsTheWinningScores()
{
    ServerList list = serverList(50);
    list[3].weight = 5;
    list[7].down = true;
    auto scheme = std::make_shared<RendezvousHash>(list, AlgorithmOptions());
    const RingSnapshot s = RingSnapshotBuilder::fromAlgorithm(scheme, 0, 1);
    for (int i = 0; i < 20; ++i) {
        const QByteArray key = "key-" + QByteArray::number(i);
        const uint64_t hash = scheme->hashKey(key);
        const LookupTrace t = LookupTracer::trace(s, hash, key);
        QCOMPARE(t.owner, scheme->routeHash(hash));
        // The listed order is the scores' order, and the first is the owner.
        std::vector<double> scores = scheme->scores(hash);
        std::vector<int> order(scores.size());
        for (size_t k = 0; k < order.size(); ++k)
            order[k] = int(k);
        std::sort(order.begin(), order.end(), [&](int a, int b) { return scores[size_t(a)] > scores[size_t(b)]; });
        QCOMPARE(order.front(), t.owner);
        const QString all = t.steps.join(QLatin1Char('\n'));
        for (int rank = 0; rank < 3; ++rank)
            QVERIFY2(all.contains(QStringLiteral("%1. %2: ").arg(rank + 1).arg(list.at(order[size_t(rank)]).address)),
                     qPrintable(all));
        QVERIFY2(all.contains(QStringLiteral("… 46 lower scores")), qPrintable(all)); // 49 up, 3 shown
    }
}

void TestLookupTrace::varnishExplainsTheLastPoint()
{
    // A ring with a rule of its own says so in the trace: Varnish sends a key above the last
    // point to that last point, where the clockwise walk would reach the first one.
    auto scheme = std::make_shared<VarnishShard>(serverList(100), AlgorithmOptions());
    const RingSnapshot s = RingSnapshotBuilder::fromAlgorithm(scheme, 0, 1);
    const LookupTrace t = LookupTracer::trace(s, 0xffffffffu, QByteArray());
    QCOMPARE(t.owner, scheme->pointHosts().back());
    QVERIFY2(t.steps.join(QLatin1Char('\n')).contains(QLatin1String("last point")), qPrintable(t.steps.join(QLatin1Char('\n'))));
}

QTEST_MAIN(TestLookupTrace)
#include "tst_lookuptrace.moc"
