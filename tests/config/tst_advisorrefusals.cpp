// What the proxies refuse, the Advisor refuses (issue 15): duplicate HAProxy server names and an
// Envoy port_value above 65535 are errors naming the line, never advice about a config the proxy
// would not load.
#include "ringcore/config/proxyconfigreader.h"

#include <QTest>

using namespace ringcore;

class TestAdvisorRefusals : public QObject
{
    Q_OBJECT

private slots:
    void refused_data()
    {
        QTest::addColumn<QString>("fileName");
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("line");
        QTest::addColumn<QString>("mentions");
        QTest::newRow("haproxy duplicate server name")
            << QStringLiteral("dup.cfg")
            << QStringLiteral("backend cache\n    balance uri\n    hash-type consistent\n"
                              "    server s1 10.0.0.1:80\n    server s2 10.0.0.2:80\n    server s1 10.0.0.3:80\n")
            << 6 << QStringLiteral("server name \"s1\" is used twice in cache (first on line 4)");
        const QString envoy = QStringLiteral(
            "name: backends\nconnect_timeout: 1s\ntype: STATIC\nlb_policy: RING_HASH\nload_assignment:\n"
            "  cluster_name: backends\n  endpoints:\n  - lb_endpoints:\n"
            "      - endpoint:\n          address:\n            socket_address:\n"
            "              address: 127.0.0.1\n              port_value: %1\n");
        QTest::newRow("envoy port 70000") << QStringLiteral("c.yaml") << envoy.arg(70000) << 13
                                          << QStringLiteral("port_value \"70000\" is not a whole number in 0-65535");
        QTest::newRow("envoy port -1") << QStringLiteral("c.yaml") << envoy.arg(-1) << 13
                                       << QStringLiteral("port_value \"-1\"");
        QTest::newRow("envoy port text") << QStringLiteral("c.yaml") << envoy.arg(QStringLiteral("http")) << 13
                                         << QStringLiteral("port_value \"http\"");
    }
    void refused()
    {
        QFETCH(QString, fileName);
        QFETCH(QString, text);
        QFETCH(int, line);
        QFETCH(QString, mentions);
        ProxyConfig config;
        ConfigError error;
        QVERIFY(!ProxyConfigReader::read(text, fileName, ConfigReadOptions(), &config, &error));
        QVERIFY2(error.reason.contains(mentions), qPrintable(error.toString()));
        QCOMPARE(error.line, line);
    }

    void boundsAndDistinctNamesAccepted()
    {
        // The checks refuse only what the proxies refuse.
        ProxyConfig config;
        ConfigError error;
        QVERIFY2(ProxyConfigReader::read(QStringLiteral("backend cache\n    balance uri\n    hash-type consistent\n"
                                                        "    server s1 10.0.0.1:80\n    server s2 10.0.0.1:81\n"),
                                         QStringLiteral("ok.cfg"), ConfigReadOptions(), &config, &error),
                 qPrintable(error.toString()));
        QCOMPARE(config.servers.size(), 2);
        const QString envoy = QStringLiteral(
            "name: backends\nconnect_timeout: 1s\ntype: STATIC\nlb_policy: RING_HASH\nload_assignment:\n"
            "  cluster_name: backends\n  endpoints:\n  - lb_endpoints:\n"
            "      - endpoint:\n          address:\n            socket_address:\n"
            "              address: 127.0.0.1\n              port_value: 65535\n");
        QVERIFY2(ProxyConfigReader::read(envoy, QStringLiteral("c.yaml"), ConfigReadOptions(), &config, &error),
                 qPrintable(error.toString()));
        QCOMPARE(config.servers.front().address, QStringLiteral("127.0.0.1:65535"));
    }
};

QTEST_GUILESS_MAIN(TestAdvisorRefusals)
#include "tst_advisorrefusals.moc"
