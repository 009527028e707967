// `measure --traffic` and `--option` through real proxies: per-backend requests of repeated-key
// traffic against the port (exactly) and, for HAProxy's hash-balance-factor, against ringcore's
// simulation of the rule (within the stated tolerance); the CLI's refusals of contradictions.
#include "livetesthelpers.h"

#include "ringcore/live/livetrafficcheck.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <cmath>

using namespace ringcore;
using namespace ringlab::test;

class TstTrafficLive : public QObject
{
    Q_OBJECT

    struct Run
    {
        int exitCode = -1;
        QString said;
        LiveRunResult result;
    };

    static Run measure(const QTemporaryDir &out, const QStringList &extra, int backends)
    {
        Run r;
        const int base = PortProbe::findFreeBase(backends + 1, 27000);
        QStringList args{QStringLiteral("measure"), QStringLiteral("--backends"), QString::number(backends),
                         QStringLiteral("--recheck"), QStringLiteral("200"), QStringLiteral("--base-port"),
                         QString::number(base), QStringLiteral("--pick-free-ports"), QStringLiteral("--out"), out.path(),
                         QStringLiteral("--quiet")};
        args += extra;
        QProcess cli;
        cli.start(cliPath(), args);
        if (!cli.waitForFinished(600000))
            return r;
        r.exitCode = cli.exitCode();
        r.said = QString::fromUtf8(cli.readAllStandardOutput() + cli.readAllStandardError());
        QString error;
        if (r.exitCode != 2)
            LiveRunResult::load(out.path(), &r.result, &error);
        return r;
    }

private slots:
    // Zipf traffic (repeated keys) through HAProxy with a non-default hash function set by --option:
    // the per-backend requests equal the port's exactly, every key stays on one backend, and
    // predict agrees on every request.
    void haproxyZipfExact()
    {
        QTemporaryDir out;
        const Run r = measure(out,
                              {QStringLiteral("--proxy"), QStringLiteral("haproxy"), QStringLiteral("--traffic"),
                               QStringLiteral("zipf:1.1"), QStringLiteral("--requests"), QStringLiteral("6000"),
                               QStringLiteral("--universe"), QStringLiteral("2000"), QStringLiteral("--option"),
                               QStringLiteral("hash-function=djb2 avalanche")},
                              20);
        QVERIFY2(r.exitCode == 0, qPrintable(r.said));
        QVERIFY2(r.said.contains(QStringLiteral("TRAFFIC: 6000 requests")), qPrintable(r.said));
        const QJsonObject c = r.result.trafficCheck;
        QCOMPARE(c.value(QStringLiteral("kind")).toString(), QStringLiteral("exact"));
        QVERIFY(c.value(QStringLiteral("agree")).toBool());
        QCOMPARE(c.value(QStringLiteral("backendsDiffering")).toInteger(), 0);
        QCOMPARE(c.value(QStringLiteral("keysOnSeveralBackends")).toInteger(), 0);
        QVERIFY(c.value(QStringLiteral("distinctKeys")).toInteger() < 6000); // repeated keys were sent
        QCOMPARE(r.result.options.value(QStringLiteral("hash-function")), QStringLiteral("djb2 avalanche"));
        QFile cfg(QDir(out.path()).filePath(QStringLiteral("haproxy.cfg")));
        QVERIFY(cfg.open(QIODevice::ReadOnly));
        QVERIFY(cfg.readAll().contains("hash-type consistent djb2 avalanche"));

        LivePrediction p;
        QString error;
        QVERIFY2(LivePredictor::predict(out.path(), &p, &error), qPrintable(error));
        QCOMPARE(p.compared, qint64(6000));
        QCOMPARE(p.agreed, qint64(6000));
        // The option reaches the port: the default function disagrees with the same mapping.
        const qint64 wrong = mismatchesAfterSetupEdit(out.path(), [](QJsonObject &setup) {
            setup.remove(QStringLiteral("options"));
        }, &error);
        QVERIFY2(wrong > 0, qPrintable(error));
    }

    // The bounded-loads run at test size: HAProxy with hash-balance-factor 125 under Zipf(1.1)
    // with 32 requests in flight and backends that hold each answer 20 ms. The run is valid (no
    // recheck: keys rightly move with the load), the bound really spills requests off the ring's
    // first choice, and HaproxyBalanceFactor's timed model (HAProxy's own requests in flight rebuilt
    // from each request's timing) agrees with it: the spill share within
    // LiveTrafficCheck::kSpillTolerancePoints, busiest/mean within kBusiestTolerance
    // (docs/live-runs.md, "Bounded loads, live", for the runs these tolerances come from).
    void haproxyBoundedLoads()
    {
        QTemporaryDir out;
        const Run r = measure(out,
                              {QStringLiteral("--proxy"), QStringLiteral("haproxy"), QStringLiteral("--option"),
                               QStringLiteral("hash-balance-factor=125"), QStringLiteral("--traffic"),
                               QStringLiteral("zipf:1.1"), QStringLiteral("--requests"), QStringLiteral("20000"),
                               QStringLiteral("--universe"), QStringLiteral("100000"), QStringLiteral("--concurrency"),
                               QStringLiteral("32"), QStringLiteral("--backend-delay"), QStringLiteral("20")},
                              20);
        QVERIFY2(r.exitCode == 0, qPrintable(r.said));
        QVERIFY2(r.result.valid, qPrintable(r.said));
        QCOMPARE(r.result.recheckSent, qint64(0));
        const QJsonObject c = r.result.trafficCheck;
        QCOMPARE(c.value(QStringLiteral("kind")).toString(), QStringLiteral("bounded-loads"));
        QFile cfg(QDir(out.path()).filePath(QStringLiteral("haproxy.cfg")));
        QVERIFY(cfg.open(QIODevice::ReadOnly));
        QVERIFY(cfg.readAll().contains("hash-balance-factor 125"));
        const double measured = c.value(QStringLiteral("spillSharePercentMeasured")).toDouble();
        const double model = c.value(QStringLiteral("spillSharePercentModel")).toDouble();
        QVERIFY2(measured > 1.0, qPrintable(r.said)); // the bound really spilled requests
        QVERIFY2(model > 1.0, qPrintable(r.said));
        QCOMPARE(c.value(QStringLiteral("model")).toString(), QStringLiteral("timed"));
        QCOMPARE(r.result.backendDelayMs, 20);
        QVERIFY2(std::abs(measured - model) <= LiveTrafficCheck::kSpillTolerancePoints, qPrintable(r.said));
        const double busiest = c.value(QStringLiteral("busiestOverMeanMeasured")).toDouble();
        const double busiestModel = c.value(QStringLiteral("busiestOverMeanModel")).toDouble();
        QVERIFY2(std::abs(busiest - busiestModel) <= LiveTrafficCheck::kBusiestTolerance * busiestModel, qPrintable(r.said));
        QVERIFY2(c.value(QStringLiteral("agree")).toBool(), qPrintable(r.said));
        // The backends really held the answers: 32 in flight over 20 ms each take at least 12.5 s.
        QVERIFY2(r.result.loadSeconds >= 20000 * 0.020 / 32, qPrintable(QString::number(r.result.loadSeconds)));
        QFile backends(QDir(out.path()).filePath(QStringLiteral("backends.conf")));
        QVERIFY(backends.open(QIODevice::ReadOnly));
        QVERIFY(backends.readAll().contains("echo_sleep 0.020;"));
        qint64 sum = 0;
        for (const QJsonValue &v : c.value(QStringLiteral("perBackend")).toArray())
            sum += v.toObject().value(QStringLiteral("model")).toInteger();
        QCOMPARE(sum, qint64(20000));
        QVERIFY(r.said.contains(QStringLiteral("TRAFFIC (bounded loads")));
    }

    void refusesContradictions_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("says");
        QTest::newRow("traffic and keys") << QStringList{QStringLiteral("--proxy"), QStringLiteral("nginx"), QStringLiteral("--traffic"),
                                                         QStringLiteral("uniform"), QStringLiteral("--keys"), QStringLiteral("10")}
                                          << QStringLiteral("--traffic and --keys");
        QTest::newRow("requests without traffic") << QStringList{QStringLiteral("--proxy"), QStringLiteral("nginx"),
                                                                 QStringLiteral("--requests"), QStringLiteral("10")}
                                                  << QStringLiteral("--requests and --universe apply");
        QTest::newRow("bad exponent") << QStringList{QStringLiteral("--proxy"), QStringLiteral("nginx"), QStringLiteral("--traffic"),
                                                     QStringLiteral("zipf:0")}
                                      << QStringLiteral("Zipf exponent");
        QTest::newRow("unknown option") << QStringList{QStringLiteral("--proxy"), QStringLiteral("varnish"), QStringLiteral("--option"),
                                                       QStringLiteral("points=5")}
                                        << QStringLiteral("option points: a live run of Varnish cannot set it (options it sets: replicas");
        QTest::newRow("option value") << QStringList{QStringLiteral("--proxy"), QStringLiteral("twemproxy"), QStringLiteral("--option"),
                                                     QStringLiteral("hash=sha1")}
                                      << QStringLiteral("option hash: \"sha1\" is not allowed; choose one of:");
        QTest::newRow("balance factor") << QStringList{QStringLiteral("--proxy"), QStringLiteral("haproxy"), QStringLiteral("--option"),
                                                       QStringLiteral("hash-balance-factor=50")}
                                        << QStringLiteral("HAProxy accepts 0 (off) or 100-65535");
        QTest::newRow("backend delay range") << QStringList{QStringLiteral("--proxy"), QStringLiteral("haproxy"),
                                                            QStringLiteral("--backend-delay"), QStringLiteral("20000")}
                                             << QStringLiteral("--backend-delay");
        QTest::newRow("nginx has none") << QStringList{QStringLiteral("--proxy"), QStringLiteral("nginx"), QStringLiteral("--option"),
                                                       QStringLiteral("points=5")}
                                        << QStringLiteral("options it sets: none");
    }
    void refusesContradictions()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, says);
        QTemporaryDir out;
        const Run r = measure(out, args, 5);
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.said.contains(says), qPrintable(r.said));
    }
};

QTEST_GUILESS_MAIN(TstTrafficLive)
#include "tst_trafficlive.moc"
