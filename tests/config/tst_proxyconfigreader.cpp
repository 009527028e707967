// Reading real proxy configs: every format, the seed harness's configs, the broken cases, and
// patched copies read back.
#include "support/testpaths.h"

#include "ringcore/config/proxyconfigreader.h"
#include "ringcore/systems/envoy/envoyconfigreader.h"
#include "ringcore/systems/haproxy/haproxyconfigreader.h"

#include <QFile>
#include <QTest>

using namespace ringcore;
using ringlab::test::dataFile;

class TestProxyConfigReader : public QObject
{
    Q_OBJECT

private:
    static ProxyConfig readOk(const QString &file, const ConfigReadOptions &options = {})
    {
        ProxyConfig config;
        ConfigError error;
        const bool ok = ProxyConfigReader::readFile(dataFile(QStringLiteral("configs/") + file), options, &config, &error);
        if (!ok)
            qWarning("%s", qPrintable(error.toString()));
        return ok ? config : ProxyConfig();
    }

private slots:
    void readsSections_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("kind");
        QTest::addColumn<QString>("algorithm");
        QTest::addColumn<int>("servers");
        QTest::addColumn<int>("up");
        QTest::addColumn<QString>("firstAddress");
        QTest::addColumn<int>("firstWeight");
        QTest::addColumn<QString>("optionKey");
        QTest::addColumn<QString>("optionValue");
        QTest::addColumn<QString>("assumed"); // text one of the defaults must contain ("" = none)

        QTest::newRow("nginx seed, whole nginx.conf") << "nginx/seed-nginx.conf" << "nginx" << "nginx" << 100 << 100
                                                      << "127.0.0.1:9001" << 1 << "" << "" << "weight: 1";
        QTest::newRow("nginx snippet") << "nginx/snippet-weights.conf" << "nginx" << "nginx" << 4 << 3 << "10.0.0.1:8080"
                                       << 2 << "" << "" << "";
        QTest::newRow("nginx hash without consistent") << "nginx/plain-hash.conf" << "nginx" << "" << 20 << 20
                                                       << "10.1.0.1:6379" << 1 << "" << "" << "weight: 1";
        QTest::newRow("haproxy seed default") << "haproxy/seed-haproxy-default.cfg" << "haproxy" << "haproxy" << 100
                                              << 100 << "127.0.0.1:9001" << 1 << "hash-function" << "sdbm avalanche"
                                              << "weight: 1";
        QTest::newRow("haproxy seed weight 10") << "haproxy/seed-haproxy-weight-10.cfg" << "haproxy" << "haproxy" << 100
                                                << 100 << "127.0.0.1:9001" << 10 << "" << "" << "hash-balance-factor";
        QTest::newRow("haproxy map-based") << "haproxy/map-based.cfg" << "haproxy" << "" << 20 << 20 << "10.3.0.1:80" << 1
                                           << "" << "" << "hash-type: map-based";
        QTest::newRow("envoy seed default") << "envoy/seed-envoy-default.yaml" << "envoy" << "envoy-ring" << 100 << 100
                                            << "127.0.0.1:9001" << 1 << "min-ring-size" << "1024"
                                            << "minimum_ring_size: 1024";
        QTest::newRow("envoy ring 16000") << "envoy/seed-envoy-ring-16000.yaml" << "envoy" << "envoy-ring" << 100 << 100
                                          << "127.0.0.1:9001" << 1 << "min-ring-size" << "16000"
                                          << "maximum_ring_size: 8388608";
        QTest::newRow("envoy weighted") << "envoy/weighted-small.yaml" << "envoy" << "envoy-ring" << 10 << 10
                                        << "127.0.0.1:9001" << 1 << "hash-function" << "xx_hash" << "hash_function";
        QTest::newRow("envoy bootstrap maglev") << "envoy/bootstrap-maglev.yaml" << "envoy" << "maglev" << 100 << 100
                                                << "127.0.0.1:9001" << 1 << "table-size" << "65537" << "table_size: 65537";
        QTest::newRow("istio default") << "istio/dr-default.yaml" << "istio" << "envoy-ring" << 100 << 100 << "10.0.0.1:8080"
                                       << 1 << "min-ring-size" << "1024" << "minimumRingSize 1024";
        QTest::newRow("istio ringHash") << "istio/dr-ringhash.yaml" << "istio" << "envoy-ring" << 100 << 100
                                        << "10.0.0.1:8080" << 1 << "min-ring-size" << "16384" << "8388608";
        QTest::newRow("istio maglev") << "istio/dr-maglev.yaml" << "istio" << "maglev" << 100 << 100 << "10.0.0.1:8080"
                                      << 1 << "table-size" << "65537" << "";
        QTest::newRow("istio deprecated minimumRingSize") << "istio/dr-deprecated-min.yaml" << "istio" << "envoy-ring"
                                                          << 100 << 100 << "10.0.0.1:8080" << 1 << "min-ring-size"
                                                          << "4096" << "";
        QTest::newRow("istio picks the hashing rule") << "istio/dr-simple.yaml" << "istio" << "envoy-ring" << 100 << 100
                                                      << "10.0.0.1:8080" << 1 << "min-ring-size" << "1024" << "";
    }

    void readsSections()
    {
        QFETCH(QString, file);
        QFETCH(QString, kind);
        QFETCH(QString, algorithm);
        QFETCH(int, servers);
        QFETCH(int, up);
        QFETCH(QString, firstAddress);
        QFETCH(int, firstWeight);
        QFETCH(QString, optionKey);
        QFETCH(QString, optionValue);
        QFETCH(QString, assumed);
        const ProxyConfig c = readOk(file);
        QCOMPARE(c.system, kind);
        QCOMPARE(c.algorithm, algorithm);
        QCOMPARE(c.consistent, !algorithm.isEmpty());
        QCOMPARE(int(c.servers.size()), servers);
        QCOMPARE(c.upCount(), up);
        QCOMPARE(c.servers.first().address, firstAddress);
        QCOMPARE(c.servers.first().weight, firstWeight);
        if (!optionKey.isEmpty())
            QCOMPARE(c.options.value(optionKey), optionValue);
        if (!assumed.isEmpty()) {
            const QString all = c.defaults.join(QLatin1Char('|'));
            QVERIFY2(all.contains(assumed), qPrintable(all));
        }
    }

    void notesWhatIsNotModelled()
    {
        const ProxyConfig n = readOk(QStringLiteral("nginx/snippet-weights.conf"));
        const QString notes = n.notes.join(QLatin1Char('|'));
        QVERIFY2(notes.contains(QStringLiteral("10.0.0.5:8080 (line 7) is a backup")), qPrintable(notes));
        QVERIFY2(notes.contains(QStringLiteral("include /etc/nginx/more-cache-servers.conf (line 8)")), qPrintable(notes));
        QCOMPARE(n.servers.at(3).down, true);
        QCOMPARE(n.servers.at(2).weight, 3);

        const ProxyConfig seed = readOk(QStringLiteral("nginx/seed-nginx.conf"));
        QVERIFY(seed.notes.join(QLatin1Char('|')).contains(QStringLiteral("include mime.types (line 12)")));
        QCOMPARE(seed.hashKey, QStringLiteral("$request_uri"));
        QCOMPARE(seed.serverLines.first(), 18);
    }

    void haproxyIdsAndDefaults()
    {
        const ProxyConfig c = readOk(QStringLiteral("haproxy/ids-and-defaults.cfg"));
        QCOMPARE(c.sectionName, QStringLiteral("users"));
        QCOMPARE(c.algorithm, QStringLiteral("haproxy")); // balance and hash-type from defaults
        QCOMPARE(c.hashKey, QStringLiteral("hdr(x-user)"));
        QCOMPARE(int(c.servers.size()), 4);               // the backup is left out …
        QCOMPARE(c.facts.value(HaproxySettings::kServerIds).value<QList<int>>(), (QList<int>{5, 2, 3, 4}));  // … but took id 6, after HAProxy's rule
        QCOMPARE(c.facts.value(HaproxySettings::kExplicitIds).value<QList<bool>>(), (QList<bool>{true, false, false, false}));
        QVERIFY(c.servers.at(2).down);
        QCOMPARE(c.servers.at(3).weight, 2);
        QCOMPARE(c.facts.value(HaproxySettings::kHashBalanceFactor).toInt(), 150);
        QCOMPARE(c.options.value(QStringLiteral("hash-function")), QStringLiteral("sdbm avalanche"));
        const QString notes = c.notes.join(QLatin1Char('|'));
        QVERIFY2(notes.contains(QStringLiteral("10.0.0.5:80 (line 13) is a backup")), qPrintable(notes));
        QVERIFY(notes.contains(QStringLiteral("hash-balance-factor 150")));
    }

    void brokenFiles_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<int>("line");
        QTest::addColumn<QString>("reason");
        QTest::newRow("nginx unknown directive") << "nginx/broken-unknown-directive.conf" << 4
                                                 << "unknown directive \"serverr\"";
        QTest::newRow("nginx bad weight") << "nginx/broken-bad-weight.conf" << 4 << "bad weight \"0\"";
        QTest::newRow("nginx empty upstream") << "nginx/broken-empty-upstream.conf" << 2 << "has no server lines";
        QTest::newRow("nginx unclosed brace") << "nginx/broken-unclosed.conf" << 2 << "never closed";
        // nginx's own words (nginx -t 1.22): a hash upstream takes no backup server.
        QTest::newRow("nginx hash with backup") << "nginx/broken-hash-backup.conf" << 7
                                                << "balancing method does not support parameter \"backup\"";
        QTest::newRow("haproxy bad weight") << "haproxy/broken-bad-weight.cfg" << 4 << "bad weight \"300\"";
        QTest::newRow("haproxy unknown keyword") << "haproxy/broken-unknown-keyword.cfg" << 4
                                                 << "unknown keyword \"wieght\"";
        QTest::newRow("haproxy empty backend") << "haproxy/broken-empty-backend.cfg" << 1 << "has no server lines";
        QTest::newRow("envoy YAML error") << "envoy/broken-yaml.yaml" << 9 << "YAML error";
        QTest::newRow("envoy bad weight") << "envoy/broken-bad-weight.yaml" << 9 << "bad weight";
        QTest::newRow("envoy no endpoints") << "envoy/broken-empty.yaml" << 1 << "no cluster has endpoints";
        QTest::newRow("envoy table not prime") << "envoy/broken-table-size.yaml" << 4 << "not a prime";
        QTest::newRow("istio ringHash and maglev") << "istio/broken-both.yaml" << 14 << "both ringHash and maglev";
    }

    void brokenFiles()
    {
        QFETCH(QString, file);
        QFETCH(int, line);
        QFETCH(QString, reason);
        ProxyConfig config;
        ConfigError error;
        QVERIFY(!ProxyConfigReader::readFile(dataFile(QStringLiteral("configs/") + file), {}, &config, &error));
        QVERIFY2(error.reason.contains(reason), qPrintable(error.toString()));
        QCOMPARE(error.line, line);
        QVERIFY(error.toString().startsWith(QStringLiteral("line %1: ").arg(line)));
    }

    void missingFileNamesThePath()
    {
        ProxyConfig config;
        ConfigError error;
        QVERIFY(!ProxyConfigReader::readFile(QStringLiteral("/nonexistent/x.conf"), {}, &config, &error));
        QVERIFY(error.reason.contains(QStringLiteral("/nonexistent/x.conf")));
    }

    void unknownFormat()
    {
        ProxyConfig config;
        ConfigError error;
        QVERIFY(!ProxyConfigReader::read(QStringLiteral("hello world\n"), QString(), {}, &config, &error));
        QVERIFY(error.reason.contains(QStringLiteral("not a config")));
    }

    void envoyHostnamesForHashing()
    {
        // use_hostname_for_hashing becomes the ports' option and each endpoint's hostname its hash
        // name; the Advisor's build then hashes the names exactly as a list written name=address.
        QString yaml = QStringLiteral("name: named\ntype: STRICT_DNS\nlb_policy: RING_HASH\n"
                                      "common_lb_config:\n  consistent_hashing_lb_config:\n"
                                      "    use_hostname_for_hashing: true\n"
                                      "load_assignment:\n  cluster_name: named\n  endpoints:\n  - lb_endpoints:\n");
        for (int i = 0; i < 6; ++i)
            yaml += QStringLiteral("    - endpoint:\n        hostname: \"%1\"\n        address:\n          socket_address:\n"
                                   "            address: 127.0.0.1\n            port_value: %1\n")
                        .arg(90 + i);
        ProxyConfig config;
        ConfigError error;
        QVERIFY2(ProxyConfigReader::read(yaml, QString(), {}, &config, &error), qPrintable(error.toString()));
        QCOMPARE(config.algorithm, QStringLiteral("envoy-ring"));
        QCOMPARE(config.options.value(QStringLiteral("use-hostname-for-hashing")), QStringLiteral("true"));
        QCOMPARE(config.servers.size(), 6);
        QCOMPARE(config.servers[0].address, QStringLiteral("127.0.0.1:90"));
        QCOMPARE(config.servers[0].hashName, QStringLiteral("90"));
        QVERIFY(!config.notes.join(QLatin1Char('|')).contains(QStringLiteral("use_hostname")));
        // A hostname with a space is refused, naming the field and its line.
        yaml.replace(QStringLiteral("hostname: \"92\""), QStringLiteral("hostname: \"9 2\""));
        QVERIFY(!ProxyConfigReader::read(yaml, QString(), {}, &config, &error));
        QVERIFY2(error.reason.contains(QStringLiteral("hostname")) && error.line > 0, qPrintable(error.toString()));
    }

    void sectionByName()
    {
        const QString text = QStringLiteral("upstream a { server 1.1.1.1; }\nupstream b { hash $uri consistent; "
                                            "server 2.2.2.2 weight=4; }\n");
        ProxyConfig config;
        ConfigError error;
        QList<ProxyConfig> all;
        QVERIFY(ProxyConfigReader::read(text, QString(), {}, &config, &error, &all));
        QCOMPARE(all.size(), 2);
        QCOMPARE(config.sectionName, QStringLiteral("b")); // the one that hashes consistently
        // The note names the other sections without a command-line option (the GUI has a chooser).
        const QString notes = config.notes.join(QLatin1Char('|'));
        QVERIFY2(notes.contains(QStringLiteral("other sections")) && notes.contains(QLatin1Char('a')), qPrintable(notes));
        QVERIFY2(!notes.contains(QStringLiteral("--section")), qPrintable(notes));
        ConfigReadOptions options;
        options.section = QStringLiteral("a");
        QVERIFY(ProxyConfigReader::read(text, QString(), options, &config, &error));
        QCOMPARE(config.sectionName, QStringLiteral("a"));
        options.section = QStringLiteral("zzz");
        QVERIFY(!ProxyConfigReader::read(text, QString(), options, &config, &error));
        QVERIFY(error.reason.contains(QStringLiteral("a, b")));
    }

    void patchedCopiesReadBack_data()
    {
        QTest::addColumn<QString>("file");
        QTest::newRow("nginx") << "nginx/snippet-weights.conf";
        QTest::newRow("nginx plain hash") << "nginx/plain-hash.conf";
        QTest::newRow("haproxy") << "haproxy/ids-and-defaults.cfg";
        QTest::newRow("haproxy map-based") << "haproxy/map-based.cfg";
        QTest::newRow("envoy") << "envoy/weighted-small.yaml";
    }

    void patchedCopiesReadBack()
    {
        QFETCH(QString, file);
        const ProxyConfig c = readOk(file);
        QVERIFY(!c.servers.isEmpty());
        ConfigChange change;
        for (const Server &s : c.servers)
            change.weights.append(s.weight * 3 + 1);
        change.makeConsistent = !c.consistent;
        const PatchedConfig p = ProxyConfigReader::apply(c, change);
        QVERIFY2(p.error.isEmpty(), qPrintable(p.error));
        ProxyConfig back;
        ConfigError error;
        QVERIFY2(ProxyConfigReader::readBack(c, p.text, &back, &error), qPrintable(error.toString()));
        QCOMPARE(back.servers.size(), c.servers.size());
        for (int i = 0; i < c.servers.size(); ++i) {
            QCOMPARE(back.servers.at(i).address, c.servers.at(i).address);
            QCOMPARE(back.servers.at(i).weight, c.servers.at(i).weight * 3 + 1);
            QCOMPARE(back.servers.at(i).down, c.servers.at(i).down);
        }
        QVERIFY(back.consistent);
        QCOMPARE(back.facts.value(HaproxySettings::kServerIds).value<QList<int>>(), c.facts.value(HaproxySettings::kServerIds).value<QList<int>>()); // HAProxy ids survive the edit
        QVERIFY(!p.pasteLines.isEmpty());
        for (const QString &line : p.pasteLines)
            if (!line.contains(QStringLiteral("→")))
                QVERIFY2(p.text.contains(line), qPrintable(line));
    }

    void ringSizeAndMaglevPatches_data()
    {
        QTest::addColumn<QString>("file");
        QTest::newRow("envoy") << "envoy/seed-envoy-default.yaml";
        QTest::newRow("istio") << "istio/dr-default.yaml";
        QTest::newRow("istio deprecated") << "istio/dr-deprecated-min.yaml";
    }

    void ringSizeAndMaglevPatches()
    {
        QFETCH(QString, file);
        const ProxyConfig c = readOk(file);
        ConfigChange ring;
        ring.settings.insert(EnvoySettings::kMinRingSize, 20480);
        ProxyConfig back;
        ConfigError error;
        PatchedConfig p = ProxyConfigReader::apply(c, ring);
        QVERIFY2(p.error.isEmpty(), qPrintable(p.error));
        QVERIFY2(ProxyConfigReader::readBack(c, p.text, &back, &error), qPrintable(error.toString()));
        QCOMPARE(back.algorithm, QStringLiteral("envoy-ring"));
        QCOMPARE(back.facts.value(EnvoySettings::kMinRingSize).toLongLong(), qint64(20480));
        QVERIFY(p.pasteLines.join(QLatin1Char('\n')).contains(QStringLiteral("20480")));

        ConfigChange maglev;
        maglev.settings.insert(EnvoySettings::kSwitchToMaglev, true);
        maglev.settings.insert(EnvoySettings::kTableSize, 131071);
        p = ProxyConfigReader::apply(c, maglev);
        QVERIFY2(p.error.isEmpty(), qPrintable(p.error));
        QVERIFY2(ProxyConfigReader::readBack(c, p.text, &back, &error), qPrintable(error.toString()));
        QCOMPARE(back.algorithm, QStringLiteral("maglev"));
        QCOMPARE(back.facts.value(EnvoySettings::kTableSize).toLongLong(), qint64(131071));
        QCOMPARE(back.servers.size(), c.servers.size());
    }
};

QTEST_GUILESS_MAIN(TestProxyConfigReader)
#include "tst_proxyconfigreader.moc"
