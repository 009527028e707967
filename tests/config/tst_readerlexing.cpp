// Issue 33, items 10-14: what the readers make of a file is what the program makes of it. A call
// inside a VCL string is no call, nested parentheses are read and the patch edits the call Varnish
// uses; Lua comments and long strings hold no servers and escaped strings are read; HAProxy's .if
// blocks choose the servers; includes/imports that are not followed are named; refusals quote the
// program's reason. (tst_readersagree compares the verdicts with the programs themselves.)
#include "ringcore/config/proxyconfigreader.h"
#include "ringcore/systems/varnish/varnishconfigreader.h"

#include <QTest>

using namespace ringcore;

namespace {

ProxyConfig readOk(const QString &text, const QString &format)
{
    ConfigReadOptions options;
    options.format = format;
    ProxyConfig config;
    ConfigError error;
    const bool ok = ProxyConfigReader::read(text, QStringLiteral("config"), options, &config, &error);
    if (!ok)
        qWarning("%s", qPrintable(error.toString()));
    return ok ? config : ProxyConfig();
}

ConfigError readError(const QString &text, const QString &format)
{
    ConfigReadOptions options;
    options.format = format;
    ProxyConfig config;
    ConfigError error;
    if (ProxyConfigReader::read(text, QStringLiteral("config"), options, &config, &error))
        return ConfigError{-1, QStringLiteral("(accepted)")};
    return error;
}

QString vcl(const QString &init)
{
    return QStringLiteral("vcl 4.1;\nimport directors;\nimport std;\nbackend a { .host = \"127.0.0.1\"; .port = \"8081\"; }\n"
                          "backend b { .host = \"127.0.0.1\"; .port = \"8082\"; }\nsub vcl_init {\n"
                          "    new vd = directors.shard();\n    vd.add_backend(a);\n    vd.add_backend(b);\n%1}\n")
        .arg(init);
}

QString haproxy(const QString &body)
{
    return QStringLiteral("defaults\n    mode http\nbackend app\n    balance uri\n    hash-type consistent\n") + body;
}

} // namespace

class TestReaderLexing : public QObject
{
    Q_OBJECT
private slots:
    void varnishCallInsideAStringIsNoCall()
    {
        // The string comes after the call: a reader that took it for a call would read 5 and patch it.
        const ProxyConfig c = readOk(vcl(QStringLiteral("    vd.reconfigure(25);\n    std.log(\"vd.reconfigure(replicas=5)\");\n")),
                                     QStringLiteral("varnish"));
        QCOMPARE(c.options.value(QStringLiteral("replicas")), QStringLiteral("25"));
        ConfigChange change;
        change.settings.insert(VarnishSettings::kReplicas, 40);
        const PatchedConfig p = ProxyConfigReader::apply(c, change);
        QVERIFY2(p.error.isEmpty(), qPrintable(p.error));
        QVERIFY2(p.text.contains(QStringLiteral("std.log(\"vd.reconfigure(replicas=5)\");")), qPrintable(p.text));
        QVERIFY2(p.text.contains(QStringLiteral("    vd.reconfigure(replicas=40);\n    std.log(")), qPrintable(p.text));
        QCOMPARE(p.text.count(QStringLiteral("reconfigure(")), 2);
    }

    void varnishNestedParenthesesAreRead()
    {
        const ProxyConfig c = readOk(vcl(QStringLiteral("    vd.reconfigure(replicas=((10)));\n")), QStringLiteral("varnish"));
        QCOMPARE(c.options.value(QStringLiteral("replicas")), QStringLiteral("10"));
        ConfigChange change;
        change.settings.insert(VarnishSettings::kReplicas, 40);
        const PatchedConfig p = ProxyConfigReader::apply(c, change);
        QVERIFY2(p.error.isEmpty(), qPrintable(p.error));
        // The call is replaced, not followed by a second one that Varnish would override.
        QCOMPARE(p.text.count(QStringLiteral("reconfigure(")), 1);
        QVERIFY2(p.text.contains(QStringLiteral("vd.reconfigure(replicas=40);")), qPrintable(p.text));
        const ProxyConfig back = readOk(p.text, QStringLiteral("varnish"));
        QCOMPARE(back.options.value(QStringLiteral("replicas")), QStringLiteral("40"));
    }

    void varnishPatchesTheLastCall()
    {
        const ProxyConfig c = readOk(vcl(QStringLiteral("    vd.reconfigure(5);\n    /* vd.reconfigure(6); */\n    vd.reconfigure(replicas = (7));\n")),
                                     QStringLiteral("varnish"));
        QCOMPARE(c.options.value(QStringLiteral("replicas")), QStringLiteral("7"));
        ConfigChange change;
        change.settings.insert(VarnishSettings::kReplicas, 40);
        const PatchedConfig p = ProxyConfigReader::apply(c, change);
        QVERIFY2(p.text.contains(QStringLiteral("vd.reconfigure(5);")) && p.text.contains(QStringLiteral("vd.reconfigure(6);"))
                     && p.text.contains(QStringLiteral("vd.reconfigure(replicas=40);")) && !p.text.contains(QStringLiteral("(7)")),
                 qPrintable(p.text));
    }

    void varnishWeightPatchKeepsStrings()
    {
        const ProxyConfig c = readOk(vcl(QString()).replace(QStringLiteral("vd.add_backend(b);"),
                                                            QStringLiteral("vd.add_backend(b, ident=\"weight=2\", weight=((3)));")),
                                     QStringLiteral("varnish"));
        QCOMPARE(c.servers.size(), 2);
        QCOMPARE(c.servers.at(1).hashName, QStringLiteral("weight=2"));
        QCOMPARE(c.servers.at(1).weight, 3);
        ConfigChange change;
        change.weights = {1, 5};
        const PatchedConfig p = ProxyConfigReader::apply(c, change);
        QVERIFY2(p.text.contains(QStringLiteral("vd.add_backend(b, ident=\"weight=2\", weight=5);")), qPrintable(p.text));
    }

    void dnsdistCommentsAndLongStringsHoldNoServers()
    {
        const QString text = QStringLiteral(
            "newServer{address=\"127.0.0.1:53\", name=\"a\\\"b\"}\n--[==[ newServer{address=\"127.0.0.2:53\"}\n]] still a comment ]==]\n"
            "x = [[ newServer\"127.0.0.4:53\" ]] -- newServer{address=\"127.0.0.5:53\"}\ny = 'newServer{address=\"127.0.0.6:53\"}'\n"
            "newServer([=[127.0.0.3:53]=])\n--[[ newServer{address=\"127.0.0.7:53\"} ]]\nsetServerPolicy(chashed)\n");
        const ProxyConfig c = readOk(text, QStringLiteral("dnsdist"));
        QCOMPARE(c.servers.size(), 2);
        QCOMPARE(c.servers.at(0).address, QStringLiteral("127.0.0.1:53"));
        QCOMPARE(c.servers.at(1).address, QStringLiteral("127.0.0.3:53"));
        QCOMPARE(c.serverLines, (QList<int>{1, 6}));
        QVERIFY(c.consistent);
    }

    void dnsdistEscapedStringsAreRead()
    {
        // Many escaped quotes, over many lines: read, not "not closed within 200 lines".
        QString text;
        for (int i = 1; i <= 3; ++i)
            text += QStringLiteral("newServer{address=\"127.0.0.%1:53\", name=\"s\\\"%1\\\\\", pool=\"p\"}\n").arg(i);
        text += QStringLiteral("setPoolServerPolicy(chashed, \"p\")\n");
        const ProxyConfig c = readOk(text, QStringLiteral("dnsdist"));
        QCOMPARE(c.servers.size(), 3);
        QCOMPARE(c.sectionName, QStringLiteral("p"));
        const ConfigError e = readError(QStringLiteral("newServer{address=\"127.0.0.1:53}\n"), QStringLiteral("dnsdist"));
        QCOMPARE(e.line, 1);
        QVERIFY2(e.reason.contains(QStringLiteral("unfinished string")), qPrintable(e.toString()));
    }

    void includesThatAreNotFollowedAreNamed_data()
    {
        QTest::addColumn<QString>("format");
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("note");
        QTest::newRow("caddy import") << "caddy"
                                      << QStringLiteral(":8080 {\n    import common\n    reverse_proxy 127.0.0.1:9001 {\n        import more\n        lb_policy uri_hash\n    }\n}\n")
                                      << QStringLiteral("import more (line 4) was not followed");
        QTest::newRow("varnish include") << "varnish" << vcl(QString()).replace(QStringLiteral("import std;"), QStringLiteral("include \"backends.vcl\";"))
                                         << QStringLiteral("include \"backends.vcl\" (line 3) was not followed");
        QTest::newRow("dnsdist includeDirectory") << "dnsdist"
                                                  << QStringLiteral("newServer{address=\"127.0.0.1:53\"}\nincludeDirectory(\"/etc/dnsdist/conf.d\")\n")
                                                  << QStringLiteral("includeDirectory(\"/etc/dnsdist/conf.d\"…) (line 2) was not followed");
        QTest::newRow("dnsdist dofile") << "dnsdist" << QStringLiteral("newServer{address=\"127.0.0.1:53\"}\ndofile('more.lua')\n")
                                        << QStringLiteral("dofile('more.lua'…) (line 2) was not followed");
    }

    void includesThatAreNotFollowedAreNamed()
    {
        QFETCH(QString, format);
        QFETCH(QString, text);
        QFETCH(QString, note);
        const ProxyConfig c = readOk(text, format);
        QVERIFY(!c.servers.isEmpty());
        QVERIFY2(c.notes.join(QLatin1Char('\n')).contains(note), qPrintable(c.notes.join(QLatin1Char('\n'))));
    }

    void haproxyConditionsChooseTheServers()
    {
        const QString text = haproxy(QStringLiteral(
            "    server s1 127.0.0.1:8081\n    server s2 127.0.0.1:8082\n.if defined(RINGLAB_T33_FLAG)\n"
            "    server s3 127.0.0.1:8083\n    server s4 127.0.0.1:8084\n.elif streq(\"${RINGLAB_T33_MODE}\",big)\n"
            "    server s5 127.0.0.1:8085\n.endif\n"));
        qunsetenv("RINGLAB_T33_FLAG");
        qunsetenv("RINGLAB_T33_MODE");
        QCOMPARE(readOk(text, QStringLiteral("haproxy")).servers.size(), 2);
        qputenv("RINGLAB_T33_MODE", "big");
        QCOMPARE(readOk(text, QStringLiteral("haproxy")).servers.size(), 3);
        qputenv("RINGLAB_T33_FLAG", "");
        QCOMPARE(readOk(text, QStringLiteral("haproxy")).servers.size(), 4);
        qunsetenv("RINGLAB_T33_FLAG");
        qunsetenv("RINGLAB_T33_MODE");
    }

    void haproxyRefusesWhatItCannotEvaluate()
    {
        const ConfigError e = readError(haproxy(QStringLiteral("    server s1 127.0.0.1:8081\n.if feature(OPENSSL)\n    server s2 127.0.0.1:8082\n.endif\n")),
                                        QStringLiteral("haproxy"));
        QCOMPARE(e.line, 7);
        QVERIFY2(e.reason.contains(QStringLiteral("feature()")), qPrintable(e.toString()));
        const ConfigError lone = readError(haproxy(QStringLiteral("    server s1 127.0.0.1:8081\n.endif\n")), QStringLiteral("haproxy"));
        QCOMPARE(lone.line, 7);
        QVERIFY2(lone.reason.contains(QStringLiteral("lone '.endif' with no matching '.if'")), qPrintable(lone.toString()));
    }

    void refusalsQuoteTheProgram_data()
    {
        QTest::addColumn<QString>("format");
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("reason");
        const QString up = QStringLiteral("upstream u {\n    hash $request_uri consistent;\n    server %1;\n}\n");
        QTest::newRow("nginx port") << "nginx" << up.arg(QStringLiteral("127.0.0.1:99999")) << "invalid port in upstream \"127.0.0.1:99999\"";
        QTest::newRow("nginx weight=+5") << "nginx" << up.arg(QStringLiteral("127.0.0.1:80 weight=+5")) << "bad weight \"+5\"";
        QTest::newRow("nginx max_fails") << "nginx" << up.arg(QStringLiteral("127.0.0.1:80 max_fails=abc")) << "invalid parameter \"max_fails=abc\"";
        QTest::newRow("nginx fail_timeout") << "nginx" << up.arg(QStringLiteral("127.0.0.1:80 fail_timeout=")) << "invalid parameter \"fail_timeout=\"";
        QTest::newRow("nginx slow_start") << "nginx" << up.arg(QStringLiteral("127.0.0.1:80 slow_start=10s")) << "NGINX Plus";
        QTest::newRow("nginx resolve") << "nginx" << up.arg(QStringLiteral("127.0.0.1:80 resolve")) << "invalid parameter \"resolve\"";
        QTest::newRow("haproxy port") << "haproxy" << haproxy(QStringLiteral("    server s1 127.0.0.1:99999\n")) << "invalid port '99999'";
        QTest::newRow("haproxy name") << "haproxy" << haproxy(QStringLiteral("    server \"s 1\" 127.0.0.1:80\n"))
                                      << "character ' ' is not permitted in server name 's 1'";
        const QString pool = QStringLiteral("alpha:\n  listen: 127.0.0.1:22121\n  hash: fnv1a_64\n  servers:\n   - 127.0.0.1:6379:1\n");
        QTest::newRow("nutcracker duplicate pool") << "twemproxy" << pool + pool << "has pools with same name alpha";
        QTest::newRow("nutcracker duplicate key") << "twemproxy" << QString(pool).replace(QStringLiteral("  servers"), QStringLiteral("  hash: md5\n  servers"))
                                                  << "directive \"hash:\" is a duplicate";
        QTest::newRow("nutcracker anchor") << "twemproxy" << QString(pool).replace(QStringLiteral("alpha:"), QStringLiteral("alpha: &a"))
                                           << "anchor token is disallowed";
        QTest::newRow("nutcracker merge key") << "twemproxy"
                                              << QString(pool).replace(QStringLiteral("alpha:"), QStringLiteral("alpha: &a"))
                + QStringLiteral("beta:\n  <<: *a\n  listen: 127.0.0.1:22122\n")
                                              << "anchor token is disallowed";
        QTest::newRow("envoy [::1]") << "envoy"
                                     << QStringLiteral("name: backends\nconnect_timeout: 1s\ntype: STATIC\nlb_policy: RING_HASH\nload_assignment:\n"
                                                       "  cluster_name: backends\n  endpoints:\n  - lb_endpoints:\n"
                                                       "      - endpoint:\n          address:\n            socket_address:\n"
                                                       "              address: \"[::1]\"\n              port_value: 80\n")
                                     << "malformed IP address: [::1]";
    }

    void refusalsQuoteTheProgram()
    {
        QFETCH(QString, format);
        QFETCH(QString, text);
        QFETCH(QString, reason);
        const ConfigError e = readError(text, format);
        QVERIFY2(e.line >= 0 && e.reason.contains(reason), qPrintable(e.toString()));
    }
};

QTEST_GUILESS_MAIN(TestReaderLexing)
#include "tst_readerlexing.moc"
