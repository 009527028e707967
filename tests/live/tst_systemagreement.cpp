// Debian's varnishd, caddy and traffic_server run live through `ringlab-cli measure` (20 backends,
// 3,000 keys) and `ringlab-cli predict` checks their ports on every key: equal weights, mixed
// weights and servers down, each marked down the system's own way (docs/live-runs.md). Each
// system's own config check refuses a bad config with its own message.
#include "livetesthelpers.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

using namespace ringcore;
using namespace ringlab::test;

namespace {

constexpr int kBackends = 20;
constexpr int kKeys = 3000;

QString mixedWeights(int top)
{
    QStringList list;
    for (int i = 0; i < kBackends; ++i)
        list.append(QString::number(1 + i % top));
    return list.join(QLatin1Char(','));
}

} // namespace

class TestSystemAgreement : public QObject
{
    Q_OBJECT
private slots:
    void measureAndPredict_data()
    {
        QTest::addColumn<QString>("system");
        QTest::addColumn<QString>("engine");
        QTest::addColumn<QString>("weights");
        QTest::addColumn<QString>("down");
        const QString varnish = QStringLiteral("varnish"), caddy = QStringLiteral("caddy"),
                      ats = QStringLiteral("trafficserver");
        const QString qnam = QStringLiteral("qnam"), raw = QStringLiteral("raw");
        QTest::newRow("varnish, equal weights") << varnish << qnam << QString() << QString();
        QTest::newRow("varnish, mixed weights") << varnish << raw << mixedWeights(5) << QString();
        QTest::newRow("varnish, three down") << varnish << raw << mixedWeights(3) << QStringLiteral("#1,#8,#20");
        // Caddy's hashing policies have no weights: equal weights and servers down.
        QTest::newRow("caddy, equal weights") << caddy << raw << QString() << QString();
        QTest::newRow("caddy, three down") << caddy << qnam << QString() << QStringLiteral("#1,#8,#20");
        QTest::newRow("trafficserver, equal weights") << ats << raw << QString() << QString();
        QTest::newRow("trafficserver, mixed weights") << ats << qnam << mixedWeights(5) << QString();
        QTest::newRow("trafficserver, three down") << ats << raw << mixedWeights(3) << QStringLiteral("#1,#8,#20");
    }

    void measureAndPredict()
    {
        QFETCH(QString, system);
        QFETCH(QString, engine);
        QFETCH(QString, weights);
        QFETCH(QString, down);
        QTemporaryDir out;
        const int base = PortProbe::findFreeBase(kBackends + 1, 25000);
        QVERIFY(base > 0);
        QStringList args{QStringLiteral("measure"), QStringLiteral("--proxy"), system, QStringLiteral("--backends"),
                         QString::number(kBackends), QStringLiteral("--keys"), QString::number(kKeys),
                         QStringLiteral("--recheck"), QStringLiteral("500"), QStringLiteral("--engine"), engine,
                         QStringLiteral("--base-port"), QString::number(base), QStringLiteral("--pick-free-ports"),
                         QStringLiteral("--out"), out.path(), QStringLiteral("--quiet")};
        if (!weights.isEmpty())
            args << QStringLiteral("--weights") << weights;
        if (!down.isEmpty())
            args << QStringLiteral("--down") << down;
        QProcess measure;
        measure.start(cliPath(), args);
        QVERIFY(measure.waitForFinished(180000));
        const QString said = QString::fromUtf8(measure.readAllStandardOutput() + measure.readAllStandardError());
        QVERIFY2(measure.exitCode() == 0, qPrintable(said));
        QVERIFY2(said.contains(QStringLiteral("VALID")), qPrintable(said));

        LiveRunResult result;
        QString error;
        QVERIFY2(LiveRunResult::load(out.path(), &result, &error), qPrintable(error));
        QCOMPARE(result.proxy, system);
        QVERIFY2(result.valid, qPrintable(result.reasons.join(QStringLiteral("; "))));
        QCOMPARE(result.keysMeasured, qint64(kKeys));
        QCOMPARE(result.ok, qint64(kKeys));
        QCOMPARE(result.recheckMismatched, qint64(0));
        QVERIFY(!result.proxyVersion.isEmpty());
        QVERIFY(result.diagnostics.contains(QStringLiteral("errors"))); // the system's scanner ran
        QCOMPARE(result.diagnostics.value(QStringLiteral("errors")).toInt(), 0);
        qint64 onDown = 0, busiest = 0, downCount = 0;
        for (const BackendCount &c : std::as_const(result.counts)) {
            onDown += c.down ? c.keys : 0;
            downCount += c.down ? 1 : 0;
            busiest = std::max(busiest, c.keys);
        }
        QCOMPARE(downCount, qint64(down.isEmpty() ? 0 : 3));
        QCOMPARE(onDown, qint64(0));
        QVERIFY(busiest < kKeys); // spread, not one backend for everything

        const QJsonObject p = predictJson(out.path(), &error);
        QVERIFY2(!p.isEmpty(), qPrintable(error));
        QCOMPARE(p.value(QStringLiteral("compared")).toInteger(), qint64(kKeys));
        QCOMPARE(p.value(QStringLiteral("agreed")).toInteger(), qint64(kKeys));
        QCOMPARE(p.value(QStringLiteral("mismatched")).toInteger(), qint64(0));

        // The port is really checked: the same mapping with the down servers up disagrees (or,
        // with none down, with the first server down).
        const qint64 wrong = mismatchesAfterSetupEdit(out.path(), [&](QJsonObject &setup) {
            QJsonArray servers = setup.value(QStringLiteral("servers")).toArray();
            for (qsizetype i = 0; i < servers.size(); ++i) {
                QJsonObject s = servers.at(i).toObject();
                s.insert(QStringLiteral("down"), down.isEmpty() && i == 0);
                servers.replace(i, s);
            }
            setup.insert(QStringLiteral("servers"), servers);
        }, &error);
        QVERIFY2(wrong > 0, qPrintable(error));
    }

    // Caddy has no weights: measure refuses them, naming the field and saying so (not as a
    // "range 1-1").
    void caddyRefusesWeights()
    {
        QTemporaryDir out;
        QProcess measure;
        measure.start(cliPath(), {QStringLiteral("measure"), QStringLiteral("--proxy"), QStringLiteral("caddy"),
                                  QStringLiteral("--backends"), QStringLiteral("3"), QStringLiteral("--weights"),
                                  QStringLiteral("1,2,1"), QStringLiteral("--out"), out.path()});
        QVERIFY(measure.waitForFinished(30000));
        const QString said = QString::fromUtf8(measure.readAllStandardError());
        QVERIFY(measure.exitCode() != 0);
        QVERIFY2(said.contains(QStringLiteral("--weights")) && said.contains(QStringLiteral("Caddy takes no weights")), qPrintable(said));
    }

    // Each system's own check refuses a bad config; its message reaches the user.
    void configCheckRefuses_data()
    {
        QTest::addColumn<QString>("system");
        QTest::addColumn<QString>("extra");
        QTest::addColumn<QString>("command");
        QTest::addColumn<QString>("message");
        QTest::newRow("varnish") << QStringLiteral("varnish") << QStringLiteral("sub vcl_deliver { set resp.nonsense; }")
                                 << QStringLiteral("varnishd -C") << QStringLiteral("VCL compilation failed");
        QTest::newRow("caddy") << QStringLiteral("caddy") << QStringLiteral("no_such_subdirective 1")
                               << QStringLiteral("caddy validate") << QStringLiteral("no_such_subdirective");
        QTest::newRow("trafficserver") << QStringLiteral("trafficserver") << QStringLiteral("map_bogus / x")
                                       << QStringLiteral("traffic_server -C verify_config")
                                       << QStringLiteral("Failed to load remap.config");
    }

    void configCheckRefuses()
    {
        QFETCH(QString, system);
        QFETCH(QString, extra);
        QFETCH(QString, command);
        QFETCH(QString, message);
        QTemporaryDir out;
        LiveRunConfig config = smallRun(system, out.path(), 100);
        config.backends = 3;
        config.proxyExtraConfig = extra;
        LiveRunner runner;
        QString error;
        QVERIFY(!runner.start(config, &error));
        QVERIFY2(error.contains(QStringLiteral("configuration check (%1) failed").arg(command)), qPrintable(error));
        QVERIFY2(error.contains(message), qPrintable(error));
        QVERIFY(runner.processIds().isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestSystemAgreement)
#include "tst_systemagreement.moc"
