// ringlab-cli traffic: the JSON a run prints, errors that name the field and its range, a log
// replay, and Ctrl-C stopping a long run with the partial figures.
#include "support/clirunner.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>

using Run = ringlab::test::ProcessRun;

namespace {

Run cli(const QStringList &args)
{
    return ringlab::test::runCli(args, 120000);
}

QStringList base()
{
    return {QStringLiteral("traffic"), QStringLiteral("--algorithm"), QStringLiteral("nginx"),
            QStringLiteral("--servers"), QStringLiteral("127.0.0.1:9001-9010"), QStringLiteral("--quiet")};
}

} // namespace

class TestCliTraffic : public QObject
{
    Q_OBJECT
private slots:
    void zipfJson()
    {
        const Run r = cli(base() + QStringList{QStringLiteral("--zipf"), QStringLiteral("1.0"),
                                               QStringLiteral("--universe"), QStringLiteral("10,000"),
                                               QStringLiteral("--requests"), QStringLiteral("200000"),
                                               QStringLiteral("--cache"), QStringLiteral("100"),
                                               QStringLiteral("--events"),
                                               QStringLiteral("remove 127.0.0.1:9003@30%,add 127.0.0.1:9101@60%"),
                                               QStringLiteral("--json")});
        QVERIFY2(r.code == 0, r.err.constData());
        const QJsonObject o = QJsonDocument::fromJson(r.out).object();
        QCOMPARE(o.value(QStringLiteral("requests")).toDouble(), 200000.0);
        QCOMPARE(o.value(QStringLiteral("hits")).toDouble() + o.value(QStringLiteral("misses")).toDouble(), 200000.0);
        QCOMPARE(o.value(QStringLiteral("servers")).toArray().size(), 11); // 10 and the one added
        const QJsonArray events = o.value(QStringLiteral("events")).toArray();
        QCOMPARE(events.size(), 2);
        QCOMPARE(events[0].toObject().value(QStringLiteral("atRequest")).toDouble(), 60000.0);
        QVERIFY(events[0].toObject().value(QStringLiteral("stormMisses")).toDouble() > 0);
        QVERIFY(o.value(QStringLiteral("hotKeyFloor")).toDouble() > 1.0); // 10 × P(1) ≈ 1.02 at U = 10,000
        QVERIFY(o.value(QStringLiteral("busiestByRequests")).toDouble() >= o.value(QStringLiteral("hotKeyFloor")).toDouble());
        QCOMPARE(o.value(QStringLiteral("windows")).toArray().size(), 20);
    }

    void text()
    {
        const Run r = cli(base() + QStringList{QStringLiteral("--uniform"), QStringLiteral("--universe"),
                                               QStringLiteral("1000"), QStringLiteral("--requests"),
                                               QStringLiteral("50000"), QStringLiteral("--cache"),
                                               QStringLiteral("10")});
        QVERIFY2(r.code == 0, r.err.constData());
        QVERIFY(r.out.contains("Hot-key floor"));
        QVERIFY(r.out.contains("127.0.0.1:9010"));
        QVERIFY(r.out.contains("hit ratio"));
    }

    void logReplay()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("access.log"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        for (int i = 0; i < 1000; ++i)
            f.write(QStringLiteral("192.0.2.1 - - [03/Dec/2026:10:00:00 +0000] \"GET /o/%1 HTTP/1.1\" 200 %2 \"-\" \"t\"\n")
                        .arg(i % 37).arg(100 + i % 37).toUtf8());
        f.close();
        const Run r = cli(base() + QStringList{QStringLiteral("--log"), path, QStringLiteral("--cache"),
                                               QStringLiteral("5"), QStringLiteral("--cache-bytes"),
                                               QStringLiteral("400"), QStringLiteral("--json")});
        QVERIFY2(r.code == 0, r.err.constData());
        const QJsonObject o = QJsonDocument::fromJson(r.out).object();
        QCOMPARE(o.value(QStringLiteral("requests")).toDouble(), 1000.0);
        QVERIFY(o.value(QStringLiteral("hits")).toDouble() > 0);
        // A malformed line is named.
        QVERIFY(f.open(QIODevice::Append));
        f.write("GET /x\n");
        f.close();
        const Run bad = cli(base() + QStringList{QStringLiteral("--log"), path});
        QCOMPARE(bad.code, 2);
        QVERIFY2(bad.err.contains("line 1001"), bad.err.constData());
    }

    void badInput_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("expected");
        QTest::newRow("no model") << QStringList{} << QStringLiteral("--zipf S, --uniform or --log");
        QTest::newRow("two models") << QStringList{QStringLiteral("--zipf"), QStringLiteral("1"),
                                                   QStringLiteral("--uniform")}
                                    << QStringLiteral("one traffic model");
        QTest::newRow("zipf negative") << QStringList{QStringLiteral("--zipf"), QStringLiteral("-1")}
                                       << QStringLiteral("--zipf");
        QTest::newRow("zipf text") << QStringList{QStringLiteral("--zipf"), QStringLiteral("hot")}
                                   << QStringLiteral("from 0 to 10");
        QTest::newRow("cache 0") << QStringList{QStringLiteral("--zipf"), QStringLiteral("1"), QStringLiteral("--cache"),
                                                QStringLiteral("0")}
                                 << QStringLiteral("--cache");
        QTest::newRow("universe too big") << QStringList{QStringLiteral("--zipf"), QStringLiteral("1"),
                                                         QStringLiteral("--universe"), QStringLiteral("50000001")}
                                          << QStringLiteral("--universe");
        QTest::newRow("event at 100%") << QStringList{QStringLiteral("--zipf"), QStringLiteral("1"),
                                                      QStringLiteral("--events"),
                                                      QStringLiteral("remove 127.0.0.1:9001@100%")}
                                       << QStringLiteral("below 100");
        QTest::newRow("remove unknown") << QStringList{QStringLiteral("--zipf"), QStringLiteral("1"),
                                                       QStringLiteral("--events"),
                                                       QStringLiteral("remove 127.0.0.1:9999@10%")}
                                        << QStringLiteral("--events: cannot remove 127.0.0.1:9999");
        QTest::newRow("bytes without log") << QStringList{QStringLiteral("--zipf"), QStringLiteral("1"),
                                                          QStringLiteral("--cache-bytes"), QStringLiteral("1000")}
                                           << QStringLiteral("--cache-bytes");
        QTest::newRow("missing log") << QStringList{QStringLiteral("--log"), QStringLiteral("/nonexistent/a.log")}
                                     << QStringLiteral("/nonexistent/a.log");
    }

    void badInput()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, expected);
        const Run r = cli(base() + args);
        QCOMPARE(r.code, 2);
        QVERIFY2(QString::fromUtf8(r.err).contains(expected), r.err.constData());
    }

    void compareAddsRequestColumns()
    {
        const Run r = cli({QStringLiteral("compare"), QStringLiteral("--servers"), QStringLiteral("127.0.0.1:9001-9020"),
                           QStringLiteral("--keys"), QStringLiteral("20000"), QStringLiteral("--remove"),
                           QStringLiteral("none"), QStringLiteral("--traffic"), QStringLiteral("zipf:1.0"),
                           QStringLiteral("--requests"), QStringLiteral("20000"), QStringLiteral("--cache"),
                           QStringLiteral("50"), QStringLiteral("--json")});
        QVERIFY2(r.code == 0, r.err.constData());
        const QJsonArray rows = QJsonDocument::fromJson(r.out).object().value(QStringLiteral("rows")).toArray();
        QVERIFY(rows.size() > 10);
        int withTraffic = 0;
        for (const QJsonValue &v : rows) {
            const QJsonObject t = v.toObject().value(QStringLiteral("traffic")).toObject();
            if (t.isEmpty())
                continue;
            ++withTraffic;
            // 20 × P(1) at U = 20,000: 20 / H(20,000) ≈ 1.85; no setting is below it.
            QVERIFY(t.value(QStringLiteral("hotKeyFloor")).toDouble() > 1.8);
            QVERIFY(t.value(QStringLiteral("busiestByRequests")).toDouble()
                    >= t.value(QStringLiteral("hotKeyFloor")).toDouble() - 1e-9);
            QVERIFY(t.value(QStringLiteral("hitRatio")).toDouble() > 0);
        }
        QVERIFY(withTraffic > 10);
        const Run bad = cli({QStringLiteral("compare"), QStringLiteral("--traffic"), QStringLiteral("zipf:0")});
        QCOMPARE(bad.code, 2);
        QVERIFY2(bad.err.contains("--traffic"), bad.err.constData());
    }

    void ctrlCStops()
    {
        QProcess p;
        p.start(ringlab::test::cliPath(),
                base() + QStringList{QStringLiteral("--zipf"), QStringLiteral("1"), QStringLiteral("--universe"),
                                     QStringLiteral("1000"), QStringLiteral("--requests"),
                                     QStringLiteral("100000000000"), QStringLiteral("--json")});
        QVERIFY(p.waitForStarted());
        // Signal only once the command has installed its SIGINT handler (SigCgt bit 1 in
        // /proc/PID/status), so a slow start on a loaded machine is not killed by the default action.
        const auto catchesSigint = [&p] {
            QFile status(QStringLiteral("/proc/%1/status").arg(p.processId()));
            if (!status.open(QIODevice::ReadOnly))
                return false;
            for (const QByteArray &line : status.readAll().split('\n'))
                if (line.startsWith("SigCgt:"))
                    return (line.mid(7).trimmed().toULongLong(nullptr, 16) & 0x2) != 0;
            return false;
        };
        QTRY_VERIFY_WITH_TIMEOUT(catchesSigint(), 60000);
        QTest::qWait(300);
        QCOMPARE(p.state(), QProcess::Running);
        ::kill(pid_t(p.processId()), SIGINT);
        QVERIFY(p.waitForFinished(30000));
        QCOMPARE(p.exitCode(), 130);
        const QJsonObject o = QJsonDocument::fromJson(p.readAllStandardOutput()).object();
        QVERIFY(o.value(QStringLiteral("cancelled")).toBool());
        QVERIFY(o.value(QStringLiteral("requests")).toDouble() > 0);
        QVERIFY(o.value(QStringLiteral("requests")).toDouble() < 1e11);
    }
};

QTEST_GUILESS_MAIN(TestCliTraffic)
#include "tst_clitraffic.moc"
