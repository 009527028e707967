// Config text, validation and results round trip of live runs (no processes started).
#include "ringcore/live/liverunconfig.h"
#include "ringcore/live/liverunresult.h"
#include "ringcore/live/proxyconfigwriter.h"

#include <QJsonDocument>
#include <QTemporaryDir>
#include <QTest>

using namespace ringcore;

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
        const QByteArray text = config.proxy == LiveProxy::Nginx
            ? ProxyConfigWriter::nginxProxy(QStringLiteral("/tmp/x"), config, config.servers(), 9101)
            : ProxyConfigWriter::haproxy(config, config.servers(), 9101, 1000);
        for (const QString &s : mustContain)
            QVERIFY2(text.contains(s.toUtf8()), qPrintable(s));
        for (const QString &s : mustNotContain)
            QVERIFY2(!text.contains(s.toUtf8()), qPrintable(s));
        QVERIFY(text.contains("127.0.0.1:9101"));
        QVERIFY(!text.contains("0.0.0.0"));
    }

    void downAndTempPaths()
    {
        LiveRunConfig config;
        config.down = {41};
        config.weights = QList<int>(100, 3);
        const QByteArray nginx = ProxyConfigWriter::nginxProxy(QStringLiteral("/tmp/run"), config, config.servers(), 9101);
        QVERIFY(nginx.contains("server 127.0.0.1:9042 weight=3 down;"));
        for (const char *temp : {"client_body_temp_path", "proxy_temp_path", "fastcgi_temp_path", "uwsgi_temp_path",
                                 "scgi_temp_path", "pid", "error_log"})
            QVERIFY2(nginx.contains(QByteArray(temp) + " \"/tmp/run/"), temp);
        QVERIFY(nginx.contains("daemon off;"));
        config.proxy = LiveProxy::Haproxy;
        const QByteArray haproxy = ProxyConfigWriter::haproxy(config, config.servers(), 9101, 1000);
        QVERIFY(haproxy.contains("server s42 127.0.0.1:9042 weight 3 disabled\n"));
        QVERIFY(haproxy.contains("server s43 127.0.0.1:9043 weight 3\n"));
        const QByteArray backends = ProxyConfigWriter::backends(QStringLiteral("/tmp/run"), 9001, 100, {9042});
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
            c.proxy = LiveProxy::Haproxy;
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

        QJsonObject broken = r.toJson();
        broken.remove(QStringLiteral("setup"));
        QVERIFY(!LiveRunResult::fromJson(broken, &back, &error));
        QVERIFY2(error.contains(QStringLiteral("setup")), qPrintable(error));
    }
};

QTEST_GUILESS_MAIN(TestLiveConfig)
#include "tst_liveconfig.moc"
