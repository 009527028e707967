// The real proxies check a section: `nginx -t` / `haproxy -c` on a private copy. Accepted seed
// configs, refusals quoted in the proxy's own words with the user's line numbers, names this
// machine cannot resolve as warnings, nothing of the system's read or written, and a clear
// "not installed" when the binary is missing.
#include "support/testpaths.h"

#include "ringcore/config/proxyconfigcheck.h"
#include "ringcore/config/proxyconfigreader.h"

#include <QDir>
#include <QTemporaryDir>
#include <QTest>

using namespace ringcore;
using ringlab::test::dataFile;

namespace {

ProxyConfig readText(const QString &text, const QString &format)
{
    ProxyConfig c;
    ConfigError e;
    ConfigReadOptions o;
    o.format = format;
    if (!ProxyConfigReader::read(text, QString(), o, &c, &e))
        qWarning() << e.toString();
    return c;
}

ProxyConfig readData(const QString &file)
{
    ProxyConfig c;
    ConfigError e;
    if (!ProxyConfigReader::readFile(dataFile(QStringLiteral("configs/") + file), {}, &c, &e))
        qWarning() << e.toString();
    return c;
}

} // namespace

class TestProxyConfigCheck : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase()
    {
        // CI and the dev machines have both (the live harness needs them).
        QVERIFY2(!ProxyConfigCheck::findBinary(QStringLiteral("nginx")).isEmpty(), "nginx is not installed");
        QVERIFY2(!ProxyConfigCheck::findBinary(QStringLiteral("haproxy")).isEmpty(), "haproxy is not installed");
    }

    void seedConfigsAreAccepted_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("command");
        QTest::newRow("nginx") << "nginx/seed-nginx.conf" << "nginx -t";
        QTest::newRow("haproxy") << "haproxy/seed-haproxy-default.cfg" << "haproxy -c";
        QTest::newRow("haproxy ids and defaults") << "haproxy/ids-and-defaults.cfg" << "haproxy -c";
    }

    void seedConfigsAreAccepted()
    {
        QFETCH(QString, file);
        QFETCH(QString, command);
        const ProxyConfig c = readData(file);
        QVERIFY(!c.servers.isEmpty());
        const ProxyCheckResult r = ProxyConfigCheck::check(c);
        QVERIFY2(r.ran, qPrintable(r.skipped));
        QVERIFY2(r.accepted, qPrintable(r.errors.join(QLatin1Char('\n'))));
        QCOMPARE(r.command, command);
        QVERIFY2(r.summary().startsWith(QStringLiteral("Checked with ") + command), qPrintable(r.summary()));
        QVERIFY2(r.summary().contains(QStringLiteral("accepted")), qPrintable(r.summary()));
        QVERIFY2(!r.version.isEmpty(), qPrintable(r.summary()));
    }

    void refusalsQuoteTheProxy_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("format");
        QTest::addColumn<QString>("message");
        QTest::addColumn<QString>("line");
        // RingLab's reader takes any value of keepalive (it does not change the ring); nginx does not.
        QTest::newRow("nginx bad keepalive")
            << "# cache tier\nupstream cache {\n    hash $request_uri consistent;\n    server 10.0.0.1:8080;\n"
               "    keepalive lots;\n}\n"
            << QStringLiteral("nginx") << "invalid value \"lots\" in \"keepalive\" directive" << "line 5";
        // RingLab's reader does not parse slowstart's value; HAProxy does.
        QTest::newRow("haproxy bad slowstart")
            << "defaults\n    mode http\n\nbackend app\n    balance uri\n    hash-type consistent\n"
               "    server a 10.0.0.1:80\n    server b 10.0.0.2:80 slowstart xyz\n"
            << QStringLiteral("haproxy") << "unexpected character 'x' in 'slowstart' argument of server b" << "line 8";
    }

    void refusalsQuoteTheProxy()
    {
        QFETCH(QString, text);
        QFETCH(QString, format);
        QFETCH(QString, message);
        QFETCH(QString, line);
        const ProxyConfig c = readText(text, format);
        QVERIFY(!c.servers.isEmpty());
        const ProxyCheckResult r = ProxyConfigCheck::check(c);
        QVERIFY2(r.ran, qPrintable(r.skipped));
        QVERIFY(!r.accepted);
        const QString all = r.errors.join(QLatin1Char('\n'));
        QVERIFY2(all.contains(message), qPrintable(all));
        QVERIFY2(all.contains(line), qPrintable(all)); // the user's line, not the private copy's
        QVERIFY2(!all.contains(QDir::tempPath()), qPrintable(all));
        QVERIFY2(r.summary().contains(QStringLiteral("refused")), qPrintable(r.summary()));
    }

    void unresolvableNamesAreWarnings()
    {
        const ProxyConfig c = readText(QStringLiteral("upstream cache {\n    hash $request_uri consistent;\n"
                                                      "    server cache-a.invalid:8080;\n}\n"),
                                       QStringLiteral("nginx"));
        const ProxyCheckResult r = ProxyConfigCheck::check(c);
        QVERIFY(r.ran);
        QVERIFY2(r.accepted, qPrintable(r.errors.join(QLatin1Char('\n'))));
        QCOMPARE(r.warnings.size(), 1);
        QVERIFY2(r.warnings.front().contains(QStringLiteral("cache-a.invalid")), qPrintable(r.warnings.front()));
        QVERIFY(r.warnings.front().contains(QStringLiteral("line 3")));
    }

    void privateCopyTouchesNothingOfTheSystem()
    {
        QTemporaryDir dir;
        QList<int> lines;
        QString error;
        const QString nginx = ProxyConfigCheck::privateConfig(readData(QStringLiteral("nginx/seed-nginx.conf")), dir.path(), &lines, &error);
        QVERIFY2(!nginx.isEmpty(), qPrintable(error));
        QVERIFY(!nginx.contains(QStringLiteral("include"))); // the upstream alone, not mime.types
        QVERIFY(!nginx.contains(QStringLiteral("logs/error.log")));
        QVERIFY(nginx.contains(QStringLiteral("pid \"%1/nginx.pid\"").arg(dir.path())));
        QVERIFY(nginx.contains(QStringLiteral("proxy_temp_path \"%1/proxy\"").arg(dir.path())));
        QCOMPARE(lines.size(), nginx.count(QLatin1Char('\n')));
        QVERIFY(lines.contains(15)); // "upstream backends {" is line 14, the hash line 15
        const QString haproxy = ProxyConfigCheck::privateConfig(readData(QStringLiteral("haproxy/seed-haproxy-default.cfg")),
                                                                dir.path(), &lines, &error);
        QVERIFY2(!haproxy.isEmpty(), qPrintable(error));
        QVERIFY(!haproxy.contains(QStringLiteral("bind 127.0.0.1:8080"))); // the frontend is not copied
        QVERIFY(haproxy.contains(QStringLiteral("backend backends")));
        QVERIFY(haproxy.contains(QStringLiteral("mode http")));           // inherited from defaults
    }

    void missingBinaryIsSaid()
    {
        const ProxyCheckResult r = ProxyConfigCheck::check(readData(QStringLiteral("nginx/seed-nginx.conf")),
                                                           QStringLiteral("/nonexistent/nginx"));
        QVERIFY(!r.ran);
        QVERIFY2(r.summary().contains(QStringLiteral("not installed")), qPrintable(r.summary()));
        const ProxyCheckResult envoy = ProxyConfigCheck::check(readData(QStringLiteral("envoy/seed-envoy-default.yaml")));
        QVERIFY(!envoy.ran);
        QVERIFY2(envoy.summary().contains(QStringLiteral("Not checked")), qPrintable(envoy.summary()));
    }
};

QTEST_GUILESS_MAIN(TestProxyConfigCheck)
#include "tst_proxyconfigcheck.moc"
