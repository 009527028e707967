// TrafficReplay: the hot-key floor by hand, a timeline whose every miss is counted by hand, and
// the Zipf path's internal consistency.
#include "ringcore/rings/algorithmregistry.h"
#include "ringcore/traffic/trafficreplay.h"

#include <QTemporaryDir>
#include <QTest>

#include <cmath>

using namespace ringcore;

namespace {

ServerList servers(int n)
{
    ServerList list;
    for (int i = 0; i < n; ++i)
        list.append(Server{QStringLiteral("127.0.0.1:%1").arg(9001 + i), 1, false});
    return list;
}

bool near(double a, double b)
{
    return std::abs(a - b) < 1e-12;
}

} // namespace

class TestTrafficReplay : public QObject
{
    Q_OBJECT

private slots:
    // Zipf(1) over U = 4 keys: H = 25/12, P = 12/25, 6/25, 4/25, 3/25. Maglev over three servers
    // puts rank 1 and 4 on :9001, rank 2 on :9002 and rank 3 on :9003 (checked first).
    void hotKeyFloorByHand()
    {
        TrafficConfig c;
        c.algorithm = QStringLiteral("maglev");
        c.servers = servers(3);
        c.model = TrafficConfig::Model::Zipf;
        c.exponent = 1.0;
        c.universe = 4;
        c.requests = 1000;
        c.cacheObjects = 1;
        QString error;
        auto maglev = AlgorithmRegistry::create(c.algorithm, c.servers, {}, &error);
        QVERIFY(maglev);
        QCOMPARE(maglev->route("/objects/910a2dec89025cc1"), 0); // rank 1 (KeyGenerator seed 1, key 0)
        QCOMPARE(maglev->route("/objects/beeb8da1658eec67"), 1); // rank 2
        QCOMPARE(maglev->route("/objects/f893a2eefb32555e"), 2); // rank 3
        QCOMPARE(maglev->route("/objects/71c18690ee42c90b"), 0); // rank 4

        TrafficResult r;
        QVERIFY2(TrafficReplay::run(c, &r, &error), qPrintable(error));
        QCOMPARE(r.servers[0].keys, qint64(2));
        QVERIFY(near(r.servers[0].requestShare, 15.0 / 25)); // 12/25 + 3/25
        QVERIFY(near(r.servers[1].requestShare, 6.0 / 25));
        QVERIFY(near(r.servers[2].requestShare, 4.0 / 25));
        QVERIFY(near(r.servers[0].hottestKeyShare, 12.0 / 25));
        QVERIFY(near(r.servers[1].hottestKeyShare, 6.0 / 25));
        QVERIFY(near(r.servers[2].hottestKeyShare, 4.0 / 25));
        QCOMPARE(r.servers[0].hottestKey, QByteArray("/objects/910a2dec89025cc1"));
        QVERIFY(near(r.hottestKeyShare, 0.48));
        QCOMPARE(r.hottestServer, 0);
        // No scheme can bring the busiest below 0.48 × 3 = 1.44 times the mean; Maglev is at 1.8.
        QVERIFY(near(r.hotKeyFloor, 1.44));
        QVERIFY(near(r.byRequests.busiest, 1.8));
        QVERIFY(near(r.byKeys.busiest, 1.5)); // 2 keys against a mean of 4/3
        QVERIFY(r.byRequests.busiest >= r.hotKeyFloor);
        // Every server's measured share stays above its own floor (1,000 draws; 5 σ of margin).
        for (const ServerTrafficResult &s : r.servers)
            QVERIFY(double(s.requests) / 1000 > s.hottestKeyShare - 0.08);
        QCOMPARE(r.requests, qint64(1000));
        QCOMPARE(r.hits + r.misses, qint64(1000));
    }

    // Three nginx servers, a cache of 2 objects each, 16 requests in 4 windows of 4, remove :9002
    // at 50 % (before request 8) and add it back, cold, at 75 % (before request 12). Owners: /a
    // → :9001 (A), /d → :9002 (B), /b and /c → :9003 (C); without B, /d goes to C.
    void timelineCountedByHand()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("paths.log"));
        {
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("/a\n/d\n/b\n/a\n" "/d\n/c\n/b\n/d\n" "/d\n/a\n/c\n/d\n" "/b\n/d\n/d\n/a\n");
        }
        TrafficConfig c;
        c.algorithm = QStringLiteral("nginx");
        c.servers = servers(3);
        c.model = TrafficConfig::Model::Log;
        c.logPath = path;
        c.cacheObjects = 2;
        c.windows = 4;
        QString error;
        QVERIFY(TrafficConfig::parseEvents(QStringLiteral("add 127.0.0.1:9002@75%, remove 127.0.0.1:9002@50%"),
                                           &c.events, &error));
        auto before = AlgorithmRegistry::create(c.algorithm, c.servers, {}, &error);
        ServerList down = c.servers;
        down[1].down = true;
        auto after = AlgorithmRegistry::create(c.algorithm, down, {}, &error);
        QCOMPARE(before->route("/a"), 0);
        QCOMPARE(before->route("/d"), 1);
        QCOMPARE(before->route("/b"), 2);
        QCOMPARE(before->route("/c"), 2);
        QCOMPARE(after->route("/d"), 2);
        QCOMPARE(after->route("/a"), 0);
        QCOMPARE(after->route("/b"), 2);

        TrafficResult r;
        QVERIFY2(TrafficReplay::run(c, &r, &error), qPrintable(error));
        // Request by request (cache contents after, most recent first):
        //  0 /a A miss [a]   1 /d B miss [d]   2 /b C miss [b]     3 /a A hit           → 1 hit
        //  4 /d B hit        5 /c C miss [c b] 6 /b C hit [b c]    7 /d B hit           → 3 hits
        //  remove B (its cache goes): /d moves to C
        //  8 /d C miss [d b] (storm)  9 /a A hit  10 /c C miss [c d]  11 /d C hit       → 2 hits
        //  add B back, cold: /d moves back to B
        // 12 /b C miss [b d] 13 /d B miss [d] (storm)  14 /d B hit  15 /a A hit         → 2 hits
        QCOMPARE(r.requests, qint64(16));
        QCOMPARE(r.hits, qint64(8));
        QCOMPARE(r.misses, qint64(8));
        QCOMPARE(r.windows.size(), size_t(4));
        const qint64 windowHits[] = {1, 3, 2, 2};
        for (int w = 0; w < 4; ++w) {
            QCOMPARE(r.windows[size_t(w)].hits, windowHits[w]);
            QCOMPARE(r.windows[size_t(w)].misses, 4 - windowHits[w]);
        }
        QCOMPARE(r.servers[0].requests, qint64(4));
        QCOMPARE(r.servers[0].hits, qint64(3));
        QCOMPARE(r.servers[1].requests, qint64(5));
        QCOMPARE(r.servers[1].hits, qint64(3));
        QCOMPARE(r.servers[2].requests, qint64(7));
        QCOMPARE(r.servers[2].hits, qint64(2));
        QCOMPARE(r.events.size(), size_t(2));
        const TrafficEventResult &removal = r.events[0];
        QCOMPARE(removal.event.kind, ScaleEvent::Kind::Remove);
        QCOMPARE(removal.atRequest, qint64(8));
        QCOMPARE(removal.keysMoved, qint64(1));
        QCOMPARE(removal.stormMisses, qint64(1));
        QVERIFY(near(removal.hitRatioBefore, 0.75));
        QVERIFY(near(removal.lowestHitRatio, 0.5));
        QCOMPARE(removal.recoveryRequests, qint64(-1)); // window 2 (0.5) is not back at 0.75
        const TrafficEventResult &readd = r.events[1];
        QCOMPARE(readd.event.kind, ScaleEvent::Kind::Add);
        QCOMPARE(readd.atRequest, qint64(12));
        QCOMPARE(readd.keysMoved, qint64(1));
        QCOMPARE(readd.stormMisses, qint64(1));
        QVERIFY(near(readd.hitRatioBefore, 0.5));
        QCOMPARE(readd.recoveryRequests, qint64(0));
        // Before the first event: /a ×2 (A), /d ×3 (B), /b ×2 and /c ×1 (C).
        QCOMPARE(r.servers[2].keys, qint64(2));
        QVERIFY(near(r.servers[1].requestShare, 3.0 / 8));
        QCOMPARE(r.hottestKey, QByteArray("/d"));
        QVERIFY(near(r.hotKeyFloor, 3.0 / 8 * 3));
        QVERIFY(near(r.byKeys.busiest, 1.5));
    }

    void zipfRunIsConsistent_data()
    {
        QTest::addColumn<QString>("algorithm");
        QTest::addColumn<bool>("onlyRemovedKeysMove");
        QTest::newRow("nginx") << QStringLiteral("nginx") << true;
        QTest::newRow("maglev") << QStringLiteral("maglev") << false;
        // Envoy rescales its ring to the host count, so a removal moves more than the host's keys.
        QTest::newRow("envoy-ring") << QStringLiteral("envoy-ring") << false;
        QTest::newRow("bounded-loads") << QStringLiteral("bounded-loads") << false;
    }

    void zipfRunIsConsistent()
    {
        QFETCH(QString, algorithm);
        QFETCH(bool, onlyRemovedKeysMove);
        TrafficConfig c;
        c.algorithm = algorithm;
        c.servers = servers(10);
        c.universe = 10000;
        c.requests = 300000;
        c.cacheObjects = 200;
        c.windows = 50;
        QString error;
        QVERIFY(TrafficConfig::parseEvents(QStringLiteral("remove 127.0.0.1:9004@40%,add 127.0.0.1:9004@70%"),
                                           &c.events, &error));
        TrafficResult r;
        QVERIFY2(TrafficReplay::run(c, &r, &error), qPrintable(error));
        QCOMPARE(r.requests, qint64(300000));
        qint64 requests = 0, hits = 0, windowRequests = 0;
        for (const ServerTrafficResult &s : r.servers) {
            requests += s.requests;
            hits += s.hits;
            QCOMPARE(s.hits + s.misses, s.requests);
        }
        for (const TrafficWindow &w : r.windows)
            windowRequests += w.hits + w.misses;
        QCOMPARE(requests, qint64(300000));
        QCOMPARE(windowRequests, qint64(300000));
        QCOMPARE(hits, r.hits);
        QCOMPARE(r.events.size(), size_t(2));
        // A removal moves at least the removed server's keys; a consistent ring exactly those, and
        // re-adding moves them back.
        QVERIFY(r.events[0].keysMoved >= r.servers[3].keys);
        QVERIFY(r.events[0].movedRequestShare >= r.servers[3].requestShare - 1e-12);
        if (onlyRemovedKeysMove) {
            QCOMPARE(r.events[0].keysMoved, r.servers[3].keys);
            QCOMPARE(r.events[1].keysMoved, r.servers[3].keys);
            QVERIFY(near(r.events[0].movedRequestShare, r.servers[3].requestShare));
        }
        QCOMPARE(r.boundedByKeys, algorithm == QLatin1String("bounded-loads"));
        QVERIFY(r.events[0].stormMisses > 0 && r.events[0].stormMisses <= r.events[0].keysMoved);
        QVERIFY(r.events[0].lowestHitRatio < r.events[0].hitRatioBefore);
        QVERIFY(r.hotKeyFloor >= r.hottestKeyShare * 10 - 1e-12);
        // Reproducible.
        TrafficResult again;
        QVERIFY(TrafficReplay::run(c, &again, &error));
        QCOMPARE(again.hits, r.hits);
    }

    void refusesWhatCannotRun_data()
    {
        QTest::addColumn<QString>("algorithm");
        QTest::addColumn<QString>("events");
        QTest::addColumn<qint64>("universe");
        QTest::addColumn<QString>("expected");
        QTest::newRow("remove twice") << QStringLiteral("nginx")
                                      << QStringLiteral("remove 127.0.0.1:9001@10%,remove 127.0.0.1:9001@20%")
                                      << qint64(100) << QStringLiteral("not serving");
        QTest::newRow("add a serving one") << QStringLiteral("nginx") << QStringLiteral("add 127.0.0.1:9002@10%")
                                           << qint64(100) << QStringLiteral("already serving");
        QTest::newRow("remove an unknown server") << QStringLiteral("maglev")
                                                  << QStringLiteral("remove 127.0.0.1:9999@10%") << qint64(100)
                                                  << QStringLiteral("not serving");
        QTest::newRow("remove the last one") << QStringLiteral("nginx")
                                             << QStringLiteral("remove 127.0.0.1:9001@10%,remove 127.0.0.1:9002@20%,"
                                                               "remove 127.0.0.1:9003@30%")
                                             << qint64(100) << QStringLiteral("leaves no server");
        QTest::newRow("universe 0") << QStringLiteral("nginx") << QString() << qint64(0) << QStringLiteral("universe");
    }

    void refusesWhatCannotRun()
    {
        QFETCH(QString, algorithm);
        QFETCH(QString, events);
        QFETCH(qint64, universe);
        QFETCH(QString, expected);
        TrafficConfig c;
        c.algorithm = algorithm;
        c.servers = servers(3);
        c.universe = universe;
        c.requests = 100;
        QString error;
        QVERIFY(TrafficConfig::parseEvents(events, &c.events, &error));
        TrafficResult r;
        QVERIFY(!TrafficReplay::run(c, &r, &error));
        QVERIFY2(error.contains(expected), qPrintable(error));
    }

    void parseEventsErrors()
    {
        QList<ScaleEvent> events;
        QString error;
        QVERIFY(!TrafficConfig::parseEvents(QStringLiteral("remove 127.0.0.1:9001@100%"), &events, &error));
        QVERIFY(error.contains(QLatin1String("below 100")));
        QVERIFY(!TrafficConfig::parseEvents(QStringLiteral("drop 127.0.0.1:9001@10%"), &events, &error));
        QVERIFY(!TrafficConfig::parseEvents(QStringLiteral("remove 127.0.0.1:9001"), &events, &error));
        QVERIFY(!TrafficConfig::parseEvents(QStringLiteral("add 127.0.0.1:9001=0@5%"), &events, &error));
        QVERIFY(TrafficConfig::parseEvents(QStringLiteral("add 127.0.0.1:9101=3@60, remove 127.0.0.1:9042@30%"),
                                           &events, &error));
        QCOMPARE(events.size(), 2);
        QCOMPARE(events[0].kind, ScaleEvent::Kind::Remove);
        QCOMPARE(events[1].weight, 3);
        QCOMPARE(TrafficConfig::eventsText(events),
                 QStringLiteral("remove 127.0.0.1:9042@30%,add 127.0.0.1:9101=3@60%"));
    }
};

QTEST_GUILESS_MAIN(TestTrafficReplay)
#include "tst_trafficreplay.moc"
