// Config text, validation and results round trip of live runs (no processes started).
#include "ringcore/live/backendfarm.h"
#include "ringcore/live/liverunconfig.h"
#include "ringcore/live/liverunresult.h"
#include "ringcore/live/livepredictor.h"
#include "ringcore/live/proxyconfigwriter.h"
#include "ringcore/live/systemdescription.h"

#include "support/testpaths.h"

#include <QFile>

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QTest>

using namespace ringcore;

namespace {
/// The config the run's system writes for `config` (what ProxyProcess writes into the run directory).
QByteArray systemConfig(const LiveRunConfig &config, const QString &dir, int port)
{
    SystemConfigInput in;
    in.dir = dir;
    in.servers = config.servers();
    in.listenPort = port;
    in.settings = config.effectiveSettings();
    in.extraConfig = config.proxyExtraConfig;
    in.options = config.options;
    return config.system()->writeConfig(in);
}
} // namespace

class TestLiveConfig : public QObject
{
    Q_OBJECT
private slots:
    void variants_data()
    {
        QTest::addColumn<QString>("variant");
        QTest::addColumn<QStringList>("mustContain");
        QTest::addColumn<QStringList>("mustNotContain");
        QTest::newRow("nginx") << QStringLiteral("nginx")
                               << QStringList{QStringLiteral("hash $request_uri consistent;"), QStringLiteral("keepalive 512;"),
                                              QStringLiteral("keepalive_requests 1000000;"),
                                              QStringLiteral("server 127.0.0.1:9001 weight=1;")}
                               << QStringList{QStringLiteral("keepalive 64;")};
        QTest::newRow("nginx-keepalive-64")
            << QStringLiteral("nginx-keepalive-64") << QStringList{QStringLiteral("keepalive 64;")}
            << QStringList{QStringLiteral("    keepalive_requests")};
        QTest::newRow("haproxy-default") << QStringLiteral("haproxy-default")
                                         << QStringList{QStringLiteral("balance uri"), QStringLiteral("hash-type consistent"),
                                                        QStringLiteral("server s1 127.0.0.1:9001 weight 1\n"),
                                                        QStringLiteral("server s100 127.0.0.1:9100 weight 1\n")}
                                         << QStringList{QStringLiteral("redispatch")};
        QTest::newRow("haproxy-weight-100") << QStringLiteral("haproxy-weight-100")
                                            << QStringList{QStringLiteral("server s42 127.0.0.1:9042 weight 100\n")}
                                            << QStringList{QStringLiteral("weight 1\n")};
    }
    void variants()
    {
        QFETCH(QString, variant);
        QFETCH(QStringList, mustContain);
        QFETCH(QStringList, mustNotContain);
        LiveRunConfig config;
        QString error;
        QVERIFY2(config.applyVariant(variant, &error), qPrintable(error));
        const QByteArray text = systemConfig(config, QStringLiteral("/tmp/x"), 9101);
        for (const QString &s : mustContain)
            QVERIFY2(text.contains(s.toUtf8()), qPrintable(s));
        for (const QString &s : mustNotContain)
            QVERIFY2(!text.contains(s.toUtf8()), qPrintable(s));
        QVERIFY(text.contains("127.0.0.1:9101"));
        QVERIFY(!text.contains("0.0.0.0"));
    }

    // The options added for the port-vs-live checks (issue 35 item 6) reach the config, and a run
    // without them writes what it wrote before.
    void portOptionsInConfig_data()
    {
        QTest::addColumn<QString>("proxy");
        QTest::addColumn<QString>("option");
        QTest::addColumn<QByteArray>("without");
        QTest::addColumn<QByteArray>("with");
        QTest::newRow("varnish by=KEY") << "varnish" << "by=KEY" << QByteArray("vd.backend(by=HASH, alt=0, healthy=CHOSEN);")
                                        << QByteArray("vd.backend(by=KEY, key=vd.key(bereq.url), alt=0, healthy=CHOSEN);");
        QTest::newRow("varnish by=BLOB") << "varnish" << "by=BLOB" << QByteArray("import directors;\nbackend b1")
                                         << QByteArray("import directors;\nimport blob;\nbackend b1");
        QTest::newRow("varnish by=BLOB key") << "varnish" << "by=BLOB" << QByteArray("(by=HASH, alt")
                                             << QByteArray("(by=BLOB, key_blob=blob.decode(encoded=bereq.url), alt");
        QTest::newRow("varnish warmup") << "varnish" << "warmup=1" << QByteArray("healthy=CHOSEN);")
                                        << QByteArray("healthy=CHOSEN, warmup=1);");
        QTest::newRow("caddy header") << "caddy" << "policy=header" << QByteArray("\t\tlb_policy uri_hash\n")
                                      << QByteArray("\trequest_header X-Key {uri}\n\treverse_proxy {");
        QTest::newRow("trafficserver secondary")
            << "trafficserver" << "secondary=2"
            << QByteArray("parent=\"127.0.0.1:9001|1&127.0.0.1:9001;127.0.0.1:9002|1&127.0.0.1:9002;127.0.0.1:9003|1&"
                          "127.0.0.1:9003;127.0.0.1:9004|1&127.0.0.1:9004\" round_robin=consistent_hash")
            << QByteArray("parent=\"127.0.0.1:9001|1&127.0.0.1:9001;127.0.0.1:9002|1&127.0.0.1:9002\" "
                          "secondary_parent=\"127.0.0.1:9003|1&127.0.0.1:9003;127.0.0.1:9004|1&127.0.0.1:9004\" "
                          "secondary_mode=1 round_robin=consistent_hash");
        QTest::newRow("twemproxy modula") << "twemproxy" << "distribution=modula" << QByteArray("  distribution: ketama\n")
                                          << QByteArray("  distribution: modula\n");
        QTest::newRow("dnsdist factor") << "dnsdist" << "balancing-factor=1.5" << QByteArray("setWHashedPertubation(0)\nnewServer")
                                        << QByteArray("setWHashedPertubation(0)\nsetConsistentHashingBalancingFactor(1.5)\n");
    }

    void portOptionsInConfig()
    {
        QFETCH(QString, proxy);
        QFETCH(QString, option);
        QFETCH(QByteArray, without);
        QFETCH(QByteArray, with);
        LiveRunConfig config;
        config.proxy = proxy;
        config.backends = 4;
        config.outDir = QStringLiteral("/tmp/run");
        const QByteArray plain = systemConfig(config, QStringLiteral("/tmp/run"), 9101);
        QVERIFY2(plain.contains(without), plain.constData());
        config.options.insert(option.section(QLatin1Char('='), 0, 0), option.section(QLatin1Char('='), 1));
        QString error;
        QVERIFY2(config.validate(&error), qPrintable(error));
        const QByteArray set = systemConfig(config, QStringLiteral("/tmp/run"), 9101);
        QVERIFY2(set.contains(with), set.constData());
        QVERIFY2(!set.contains(without), set.constData());
    }

    // Options the port checks against the servers are checked with the run's; twemproxy's
    // distribution picks the predicting port.
    void optionsCheckedWithTheServers()
    {
        LiveRunConfig config;
        config.proxy = QStringLiteral("trafficserver");
        config.backends = 4;
        config.outDir = QStringLiteral("/tmp/run");
        config.options.insert(QStringLiteral("secondary"), QStringLiteral("4"));
        QString error;
        QVERIFY(!config.validate(&error));
        QVERIFY2(error.contains(QStringLiteral("option secondary: 4 leaves no primary parent; allowed 0-3")), qPrintable(error));
        config.options.insert(QStringLiteral("secondary"), QStringLiteral("3"));
        QVERIFY2(config.validate(&error), qPrintable(error));
        config.proxy = QStringLiteral("varnish");
        config.options = {{QStringLiteral("alt"), QStringLiteral("4")}};
        QVERIFY(!config.validate(&error));
        QVERIFY2(error.contains(QStringLiteral("option alt: 4 is above 3")), qPrintable(error));
        config.options = {{QStringLiteral("alt"), QStringLiteral("3")}};
        QVERIFY2(config.validate(&error), qPrintable(error));
        const SystemDescription *twemproxy = SystemRegistry::find(QStringLiteral("twemproxy"));
        QCOMPARE(twemproxy->predictAlgorithm({}), QStringLiteral("twemproxy-ketama"));
        QCOMPARE(twemproxy->predictAlgorithm({{QStringLiteral("distribution"), QStringLiteral("modula")}}),
                 QStringLiteral("twemproxy-modula"));
        QVERIFY(!twemproxy->predictOptions({{QStringLiteral("distribution"), QStringLiteral("modula")}})
                     .contains(QStringLiteral("distribution")));
    }

    void downAndTempPaths()
    {
        LiveRunConfig config;
        config.down = {41};
        config.weights = QList<int>(100, 3);
        const QByteArray nginx = systemConfig(config, QStringLiteral("/tmp/run"), 9101);
        QVERIFY(nginx.contains("server 127.0.0.1:9042 weight=3 down;"));
        for (const char *temp : {"client_body_temp_path", "proxy_temp_path", "fastcgi_temp_path", "uwsgi_temp_path",
                                 "scgi_temp_path", "pid", "error_log"})
            QVERIFY2(nginx.contains(QByteArray(temp) + " \"/tmp/run/"), temp);
        QVERIFY(nginx.contains("daemon off;"));
        config.proxy = QStringLiteral("haproxy");
        const QByteArray haproxy = systemConfig(config, QStringLiteral("/tmp/run"), 9101);
        QVERIFY(haproxy.contains("server s42 127.0.0.1:9042 weight 3 disabled\n"));
        QVERIFY(haproxy.contains("server s43 127.0.0.1:9043 weight 3\n"));
        BackendFarmInput farm{QStringLiteral("/tmp/run"), QStringLiteral("backends"), QStringLiteral("http"), {}};
        for (int p = 9001; p <= 9100; ++p)
            if (p != 9042)
                farm.ports.append(p);
        QCOMPARE(BackendFarm::kind(QStringLiteral("http")).name(), QStringLiteral("nginx backends"));
        QCOMPARE(BackendFarm::kind(QStringLiteral("dns")).name(), QStringLiteral("ringlab-responder backends"));
        QCOMPARE(farm.configPath(), QStringLiteral("/tmp/run/backends.conf"));
        const QByteArray backends = BackendFarm::kind(QStringLiteral("http")).config(farm);
        QVERIFY(backends.contains("listen 127.0.0.1:9001;"));
        QVERIFY(backends.contains("listen 127.0.0.1:9100;"));
        QVERIFY(!backends.contains("listen 127.0.0.1:9042;"));
        QVERIFY(backends.contains("return 200 \"$server_port\";"));
    }

    void validation_data()
    {
        QTest::addColumn<QString>("field");
        QTest::addColumn<QString>("mustMention");
        QTest::newRow("backends") << QStringLiteral("backends") << QStringLiteral("1-1000");
        QTest::newRow("base-port") << QStringLiteral("base-port") << QStringLiteral("1024");
        QTest::newRow("weights-count") << QStringLiteral("weights-count") << QStringLiteral("one per backend");
        QTest::newRow("nginx-weight-0") << QStringLiteral("nginx-weight-0") << QStringLiteral("1-1000");
        QTest::newRow("haproxy-weight-257") << QStringLiteral("haproxy-weight-257") << QStringLiteral("0-256");
        QTest::newRow("down") << QStringLiteral("down") << QStringLiteral("#101");
        QTest::newRow("all-down") << QStringLiteral("all-down") << QStringLiteral("at least one");
        QTest::newRow("concurrency") << QStringLiteral("concurrency") << QStringLiteral("1-1024");
        QTest::newRow("keys") << QStringLiteral("keys") << QStringLiteral("1-100000000");
        QTest::newRow("out") << QStringLiteral("out") << QStringLiteral("out");
        QTest::newRow("variant") << QStringLiteral("variant") << QStringLiteral("haproxy-weight-10");
    }
    void validation()
    {
        QFETCH(QString, field);
        QFETCH(QString, mustMention);
        LiveRunConfig c;
        c.outDir = QStringLiteral("/tmp/out");
        QString error;
        QVERIFY(c.validate(&error));
        if (field == QLatin1String("backends"))
            c.backends = 0;
        else if (field == QLatin1String("base-port"))
            c.basePort = 80;
        else if (field == QLatin1String("weights-count"))
            c.weights = {1, 2};
        else if (field == QLatin1String("nginx-weight-0"))
            c.weights = QList<int>(100, 0);
        else if (field == QLatin1String("haproxy-weight-257")) {
            c.proxy = QStringLiteral("haproxy");
            c.weights = QList<int>(100, 257);
        } else if (field == QLatin1String("down"))
            c.down = {100};
        else if (field == QLatin1String("all-down")) {
            c.backends = 2;
            c.down = {0, 1};
        } else if (field == QLatin1String("concurrency"))
            c.concurrency = 0;
        else if (field == QLatin1String("keys"))
            c.keyCount = 0;
        else if (field == QLatin1String("out"))
            c.outDir.clear();
        else if (field == QLatin1String("variant")) {
            QVERIFY(!c.applyVariant(QStringLiteral("envoy-default"), &error));
            QVERIFY2(error.contains(mustMention), qPrintable(error));
            return;
        }
        QVERIFY(!c.validate(&error));
        QVERIFY2(error.contains(mustMention), qPrintable(error));
    }

    void resultsRoundTrip()
    {
        LiveRunConfig config;
        config.down = {3};
        LiveRunResult r;
        r.proxy = QStringLiteral("nginx");
        r.engine = QStringLiteral("raw");
        r.servers = config.servers();
        r.valid = false;
        r.reasons = {QStringLiteral("nginx logged 4 upstream errors")};
        r.keysPlanned = 1000000;
        r.keysMeasured = 123456;
        r.recheckMismatched = 7;
        r.latency.p99 = 812;
        r.counts.append(BackendCount{QStringLiteral("127.0.0.1:9001"), 9001, 1, false, 1234});
        QTemporaryDir dir;
        QString error;
        QVERIFY2(r.save(dir.path(), &error), qPrintable(error));
        LiveRunResult back;
        QVERIFY2(LiveRunResult::load(dir.path(), &back, &error), qPrintable(error));
        QCOMPARE(back.servers, r.servers);
        QVERIFY(back.servers[3].down);
        QCOMPARE(back.reasons, r.reasons);
        QCOMPARE(back.keysMeasured, r.keysMeasured);
        QCOMPARE(back.recheckMismatched, r.recheckMismatched);
        QCOMPARE(back.latency.p99, 812.0);
        QCOMPARE(back.counts.size(), 1);
        QCOMPARE(back.counts[0].keys, qint64(1234));
        QVERIFY(!back.valid);

        QCOMPARE(r.toJson().value(QStringLiteral("version")).toInt(), LiveRunResult::kFormatVersion);

        QJsonObject broken = r.toJson();
        broken.remove(QStringLiteral("setup"));
        QVERIFY(!LiveRunResult::fromJson(broken, &back, &error));
        QVERIFY2(error.contains(QStringLiteral("setup")), qPrintable(error));
    }

    // The systems' facts come from their descriptions: weight ranges, variants, settings, checks.
    void registeredSystems()
    {
        const SystemDescription *nginx = SystemRegistry::find(QStringLiteral("nginx"));
        const SystemDescription *haproxy = SystemRegistry::find(QStringLiteral("haproxy"));
        QVERIFY(nginx && haproxy);
        QCOMPARE(SystemRegistry::defaultSystem(), nginx);
        QCOMPARE(LiveRunConfig().system(), nginx);
        QCOMPARE(nginx->algorithm(), QStringLiteral("nginx"));
        QCOMPARE(haproxy->algorithm(), QStringLiteral("haproxy"));
        QCOMPARE(haproxy->maxWeight(), 256); // read from the haproxy port's registry entry
        QCOMPARE(haproxy->minWeight(), 0);
        QCOMPARE(nginx->checkCommand(), QStringLiteral("nginx -t"));
        QCOMPARE(haproxy->checkCommand(), QStringLiteral("haproxy -c"));
        QVERIFY(nginx->checkArguments(QStringLiteral("/d")).contains(QStringLiteral("-t")));
        QVERIFY(!nginx->startArguments(QStringLiteral("/d")).contains(QStringLiteral("-t")));
        QVERIFY(nginx->logScanner(QStringLiteral("/d")));
        QVERIFY(!haproxy->logScanner(QStringLiteral("/d")));
        QCOMPARE(nginx->logRules().size(), 1);
        QVERIFY(haproxy->logRules().isEmpty());
        QCOMPARE(LiveRunConfig::variantNames(),
                 (QStringList{QStringLiteral("nginx"), QStringLiteral("haproxy-default"), QStringLiteral("haproxy-weight-10"),
                              QStringLiteral("haproxy-weight-100"), QStringLiteral("nginx-keepalive-64"),
                              QStringLiteral("varnish-shard"), QStringLiteral("trafficserver"), QStringLiteral("caddy-uri-hash")}));

        LiveRunConfig c;
        c.outDir = QStringLiteral("/tmp/x");
        QString error;
        QVERIFY(c.applyVariant(QStringLiteral("nginx-keepalive-64"), &error));
        QCOMPARE(c.proxy, QStringLiteral("nginx"));
        QCOMPARE(c.effectiveSettings().value(QStringLiteral("keepalive")), 64);
        QCOMPARE(c.effectiveSettings().value(QStringLiteral("keepalive-requests")), 0);
        const QByteArray text = systemConfig(c, QStringLiteral("/tmp/x"), 9101);
        QVERIFY(text.contains("keepalive 64;"));
        QVERIFY(!text.contains("keepalive_requests 0"));
        c.settings.insert(QStringLiteral("keepalive"), 0);
        QVERIFY(!c.validate(&error));
        QCOMPARE(error, QStringLiteral("keepalive: 0 is out of range (allowed: 1-100000)"));
        c.settings = {{QStringLiteral("no-such"), 1}};
        QVERIFY(!c.validate(&error));
        QVERIFY2(error.contains(QStringLiteral("no-such")), qPrintable(error));
        c.settings.clear();
        c.proxy = QStringLiteral("no-such-proxy");
        QVERIFY(!c.validate(&error));
        QVERIFY2(error.startsWith(QStringLiteral("proxy: unknown value \"no-such-proxy\"")), qPrintable(error));
        QVERIFY2(error.contains(QStringLiteral("nginx, haproxy")), qPrintable(error));
    }

    // results.json written by RingLab before the format's version 2 (tests/data/live/results-v1-*,
    // written by `ringlab-cli measure` at commit 03b9775) still reads, and predicts.
    void resultsVersion1_data()
    {
        QTest::addColumn<QString>("proxy");
        QTest::newRow("nginx") << QStringLiteral("nginx");
        QTest::newRow("haproxy") << QStringLiteral("haproxy");
    }
    void resultsVersion1()
    {
        QFETCH(QString, proxy);
        const QString dir = ringlab::test::dataFile(QStringLiteral("live/results-v1-") + proxy);
        LiveRunResult r;
        QString error;
        QVERIFY2(LiveRunResult::load(dir, &r, &error), qPrintable(error));
        QCOMPARE(r.proxy, proxy);
        QVERIFY(r.valid);
        QCOMPARE(r.keysMeasured, qint64(50));
        QCOMPARE(r.recheckSent, qint64(10));
        QCOMPARE(r.servers.size(), 4);
        LivePrediction prediction;
        QVERIFY2(LivePredictor::predict(dir, &prediction, &error), qPrintable(error));
        QCOMPARE(prediction.algorithm, proxy);
        QVERIFY(prediction.integrityProblems.isEmpty());
        QCOMPARE(prediction.compared, qint64(50));
        QCOMPARE(prediction.agreed, qint64(50));
        if (proxy == QLatin1String("haproxy")) {
            QVERIFY(r.diagnostics.isEmpty());
            QVERIFY(r.settings.isEmpty());
            return;
        }
        QVERIFY(r.servers[2].down);
        QCOMPARE(r.servers[3].weight, 3);
        QCOMPARE(r.settings.value(QStringLiteral("keepalive")), 512);
        QCOMPARE(r.settings.value(QStringLiteral("keepalive-requests")), 1000000);
        QCOMPARE(r.diagnostics.value(QStringLiteral("upstreamErrors")).toInt(), 0);
        QVERIFY(r.diagnostics.contains(QStringLiteral("alerts")));

        // nginx's version-1 fields land in diagnostics: the same file with log counts.
        QFile file(QDir(dir).filePath(QStringLiteral("results.json")));
        QVERIFY(file.open(QIODevice::ReadOnly));
        QJsonObject json = QJsonDocument::fromJson(file.readAll()).object();
        QJsonObject validity = json.value(QStringLiteral("validity")).toObject();
        validity.insert(QStringLiteral("nginxUpstreamErrors"), 3);
        validity.insert(QStringLiteral("nginxAlerts"), 1);
        validity.insert(QStringLiteral("nginxErrorSamples"), QJsonArray{QStringLiteral("[alert] worker exited")});
        json.insert(QStringLiteral("validity"), validity);
        QVERIFY2(LiveRunResult::fromJson(json, &r, &error), qPrintable(error));
        QCOMPARE(r.diagnostics.value(QStringLiteral("upstreamErrors")).toInt(), 3);
        QCOMPARE(r.diagnostics.value(QStringLiteral("alerts")).toInt(), 1);
        QCOMPARE(r.diagnostics.value(QStringLiteral("samples")).toArray().size(), 1);
        // Written again, it is version 2 with the same facts in their generic places.
        const QJsonObject again = r.toJson();
        QCOMPARE(again.value(QStringLiteral("version")).toInt(), 2);
        QVERIFY(!again.value(QStringLiteral("validity")).toObject().contains(QStringLiteral("nginxAlerts")));
        QCOMPARE(again.value(QStringLiteral("setup")).toObject().value(QStringLiteral("settings")).toObject()
                     .value(QStringLiteral("keepalive")).toInt(), 512);
        // A version from the future is refused, naming the versions read.
        json.insert(QStringLiteral("version"), 3);
        QVERIFY(!LiveRunResult::fromJson(json, &r, &error));
        QVERIFY2(error.contains(QStringLiteral("1-2")), qPrintable(error));
    }
};

QTEST_GUILESS_MAIN(TestLiveConfig)
#include "tst_liveconfig.moc"
