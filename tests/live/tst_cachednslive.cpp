// Real twemproxy (nutcracker, memcached and Redis mode) and dnsdist runs at CI size, through the
// memcached, Redis and DNS engines and ringlab-responder backends: every key must land where the
// ports predict, with equal weights, mixed weights and servers down (twemproxy ejects them;
// dnsdist has them setDown()).
// Needs nutcracker and dnsdist (scripts/install-deps.sh).
#include "livetesthelpers.h"

#include "support/clirunner.h"

#include "ringcore/live/liverunstatus.h"
#include "ringcore/live/systemdescription.h"

#include <QJsonDocument>
#include <QJsonObject>

using namespace ringcore;
using namespace ringlab::test;

class TestCacheDnsLive : public QObject
{
    Q_OBJECT
private slots:
    void checklistSpeaksTheProtocol()
    {
        // "200" is HTTP's; the memcached and DNS systems' answers name their backend.
        const QStringList nginx = LiveRunStatus::rules(QStringLiteral("nginx"));
        QVERIFY(nginx.join(QLatin1Char('\n')).contains(QLatin1String("200")));
        for (const QString &system : {QStringLiteral("twemproxy"), QStringLiteral("twemproxy-redis"), QStringLiteral("dnsdist")}) {
            const QString rules = LiveRunStatus::rules(system).join(QLatin1Char('\n'));
            QVERIFY2(!rules.contains(QLatin1String("200")), qPrintable(rules));
            QVERIFY2(rules.contains(QLatin1String("names a backend")), qPrintable(rules));
        }
    }

    void agreement_data()
    {
        QTest::addColumn<QString>("proxy");
        QTest::addColumn<QList<int>>("weights");
        QTest::addColumn<QList<int>>("down");
        const QList<int> none;
        QList<int> mixedTwemproxy, mixedDnsdist;
        for (int i = 0; i < 20; ++i) {
            mixedTwemproxy.append(1 + (i * 7) % 5);
            mixedDnsdist.append(50 * (1 + (i * 7) % 10));
        }
        const QString twemproxy = QStringLiteral("twemproxy"), dnsdist = QStringLiteral("dnsdist");
        QTest::newRow("twemproxy-equal") << twemproxy << none << none;
        QTest::newRow("twemproxy-mixed") << twemproxy << mixedTwemproxy << none;
        QTest::newRow("twemproxy-3-ejected") << twemproxy << mixedTwemproxy << QList<int>{1, 4, 16};
        // Redis mode: the same pool and port, RESP to clients and backends.
        const QString redis = QStringLiteral("twemproxy-redis");
        QTest::newRow("twemproxy-redis-equal") << redis << none << none;
        QTest::newRow("twemproxy-redis-mixed") << redis << mixedTwemproxy << none;
        QTest::newRow("twemproxy-redis-3-ejected") << redis << mixedTwemproxy << QList<int>{1, 4, 16};
        QTest::newRow("dnsdist-equal") << dnsdist << none << none; // weight 1: one point per server
        QTest::newRow("dnsdist-mixed") << dnsdist << mixedDnsdist << none;
        QTest::newRow("dnsdist-3-down") << dnsdist << mixedDnsdist << QList<int>{1, 4, 16};
    }

    void agreement()
    {
        QFETCH(QString, proxy);
        QFETCH(QList<int>, weights);
        QFETCH(QList<int>, down);
        QTemporaryDir out;
        LiveRunConfig config = smallRun(proxy, out.path(), 4000);
        config.backends = 20;
        config.basePort = 24100;
        config.recheckKeys = 1000;
        config.weights = weights;
        config.down = down;
        LiveRunner runner;
        LiveRunResult result;
        QList<qint64> pids;
        QVERIFY(runToEnd(runner, config, &result, &pids));
        QVERIFY2(result.valid, qPrintable(result.reasons.join(QStringLiteral("; "))));
        QCOMPARE(result.engine, SystemRegistry::find(proxy)->loadProtocol());
        QCOMPARE(result.engine, proxy == QLatin1String("twemproxy") ? QStringLiteral("memcached")
                                : proxy == QLatin1String("twemproxy-redis") ? QStringLiteral("redis")
                                                                              : QStringLiteral("dns"));
        QCOMPARE(result.keysMeasured, qint64(4000));
        QCOMPARE(result.ok, qint64(4000));
        QCOMPARE(result.recheckSent, qint64(1000));
        QCOMPARE(result.recheckMismatched, qint64(0));
        qint64 sum = 0;
        int serversWithKeys = 0;
        for (const BackendCount &c : std::as_const(result.counts)) {
            sum += c.keys;
            if (c.down)
                QCOMPARE(c.keys, qint64(0));
            serversWithKeys += c.keys > 0;
        }
        QCOMPARE(sum, qint64(4000));
        QVERIFY(serversWithKeys >= 20 - int(down.size()) - 2); // the load really spread
        verifyNothingLeft(runner, result, pids);
        // Evidence beside the results: the system's config (and its log).
        const bool twemproxy = proxy.startsWith(QLatin1String("twemproxy"));
        QVERIFY(QFile::exists(QDir(out.path()).filePath(twemproxy ? QStringLiteral("nutcracker.yml") : QStringLiteral("dnsdist.conf"))));
        if (twemproxy) { // Redis mode is the config's `redis: true`, and only there
            QFile written(QDir(out.path()).filePath(QStringLiteral("nutcracker.yml")));
            QVERIFY(written.open(QIODevice::ReadOnly));
            QCOMPARE(written.readAll().contains("  redis: true\n"), proxy == QLatin1String("twemproxy-redis"));
        }
        QVERIFY(QFile::exists(QDir(out.path()).filePath(QStringLiteral("backends.conf"))));

        LivePrediction prediction;
        QString error;
        QVERIFY2(LivePredictor::predict(out.path(), &prediction, &error), qPrintable(error));
        QCOMPARE(prediction.compared, qint64(4000));
        QCOMPARE(prediction.mismatched, qint64(0));
        QCOMPARE(prediction.agreed, qint64(4000));
        QCOMPARE(prediction.rewritten, qint64(0));
    }

    void measureAndPredictFromTheCli_data()
    {
        QTest::addColumn<QString>("proxy");
        QTest::addColumn<QString>("weights");
        QTest::newRow("twemproxy") << QStringLiteral("twemproxy") << QStringLiteral("3");
        QTest::newRow("twemproxy-redis") << QStringLiteral("twemproxy-redis") << QStringLiteral("3");
        QTest::newRow("dnsdist") << QStringLiteral("dnsdist") << QStringLiteral("100");
    }

    void measureAndPredictFromTheCli()
    {
        QFETCH(QString, proxy);
        QFETCH(QString, weights);
        QTemporaryDir out;
        const ProcessRun run = runCli({QStringLiteral("measure"), QStringLiteral("--proxy"), proxy, QStringLiteral("--backends"),
                                       QStringLiteral("20"), QStringLiteral("--keys"), QStringLiteral("3000"),
                                       QStringLiteral("--recheck"), QStringLiteral("500"), QStringLiteral("--weights"), weights,
                                       QStringLiteral("--down"), QStringLiteral("#2,#7"), QStringLiteral("--base-port"),
                                       QStringLiteral("24200"), QStringLiteral("--concurrency"), QStringLiteral("8"),
                                       QStringLiteral("--pick-free-ports"), QStringLiteral("--quiet"),
                                       QStringLiteral("--out"), out.path()},
                                      120000);
        QVERIFY2(run.code == 0, run.out.constData());
        QVERIFY2(run.out.contains("VALID"), run.out.constData());
        const ProcessRun predict = runCli({QStringLiteral("predict"), out.path()}, 60000);
        QVERIFY2(predict.code == 0, predict.out.constData());
        QVERIFY2(predict.out.contains("3000 of 3000 keys agree"), predict.out.constData());
        // --engine is HTTP's choice: a non-HTTP run names its protocol's engine.
        QFile results(QDir(out.path()).filePath(QStringLiteral("results.json")));
        QVERIFY(results.open(QIODevice::ReadOnly));
        const QJsonObject setup = QJsonDocument::fromJson(results.readAll()).object().value(QStringLiteral("setup")).toObject();
        QCOMPARE(setup.value(QStringLiteral("proxy")).toString(), proxy);
    }
};

QTEST_GUILESS_MAIN(TestCacheDnsLive)
#include "tst_cachednslive.moc"
