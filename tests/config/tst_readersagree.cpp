// Issue 33, items 10-14: every config reader refuses a file exactly when the real program refuses
// it. Each row is run through RingLab's reader and through the program's own checker (nginx -t,
// haproxy -c, varnishd -C, caddy adapt, dnsdist --check-config, nutcracker -t) in a private
// temporary folder; the test fails when they disagree, and fails (never skips) when a checker
// is missing.
#include "support/testpaths.h"

#include "ringcore/config/proxyconfigreader.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace ringcore;

namespace {

bool writeFile(const QString &path, const QString &text)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(text.toUtf8()) == text.toUtf8().size();
}

/// The program's checker, run on `text` in `dir`: *refused and its output. False when it could
/// not run at all (missing binary, timeout).
bool programRefuses(const QString &format, const QString &text, const QString &dir, bool *refused, QString *output)
{
    QString program;
    QStringList args;
    const QString file = dir + QStringLiteral("/config");
    if (format == QLatin1String("nginx")) {
        program = QStringLiteral("nginx");
        // A whole nginx.conf is checked as it is, an `http { … }` gets an events block, and a
        // snippet of upstreams is included inside http { }.
        const bool whole = text.contains(QLatin1String("events"));
        const bool http = !whole && text.contains(QLatin1String("http {"));
        QDir(dir).mkpath(QStringLiteral("logs"));
        // A whole nginx.conf includes mime.types next to it, as Debian's does.
        QFile::copy(QStringLiteral("/etc/nginx/mime.types"), dir + QStringLiteral("/mime.types"));
        const QString main = whole ? text : http ? QStringLiteral("pid %1/nginx.pid;\nerror_log %1/error.log;\nevents {}\n").arg(dir) + text : QStringLiteral(
            "pid %1/nginx.pid;\nerror_log %1/error.log;\nevents {}\nhttp {\n access_log off;\n"
            " client_body_temp_path %1; proxy_temp_path %1; fastcgi_temp_path %1; uwsgi_temp_path %1; scgi_temp_path %1;\n"
            " include %1/config;\n}\n").arg(dir);
        if (!writeFile(dir + QStringLiteral("/nginx.conf"), main))
            return false;
        args = {QStringLiteral("-t"), QStringLiteral("-q"), QStringLiteral("-p"), dir, QStringLiteral("-c"), dir + QStringLiteral("/nginx.conf")};
    } else if (format == QLatin1String("haproxy")) {
        program = QStringLiteral("haproxy");
        args = {QStringLiteral("-c"), QStringLiteral("-q"), QStringLiteral("-f"), file};
    } else if (format == QLatin1String("varnish")) {
        program = QStringLiteral("varnishd");
        args = {QStringLiteral("-C"), QStringLiteral("-n"), dir + QStringLiteral("/varnish"), QStringLiteral("-f"), file};
    } else if (format == QLatin1String("caddy")) {
        program = QStringLiteral("caddy");
        args = {QStringLiteral("adapt"), QStringLiteral("--adapter"), QStringLiteral("caddyfile"), QStringLiteral("--config"), file};
    } else if (format == QLatin1String("dnsdist")) {
        program = QStringLiteral("dnsdist");
        args = {QStringLiteral("--check-config"), QStringLiteral("-C"), file};
    } else if (format == QLatin1String("twemproxy")) {
        program = QStringLiteral("nutcracker");
        args = {QStringLiteral("-t"), QStringLiteral("-c"), file};
    }
    const QString path = QStandardPaths::findExecutable(program, {QStringLiteral("/usr/sbin"), QStringLiteral("/usr/bin"), QStringLiteral("/usr/local/bin")});
    if (path.isEmpty() || !writeFile(file, text))
        return false;
    // varnishd reads the file as its unprivileged user: the folder and the file must be readable.
    QFile::setPermissions(dir, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner | QFile::ReadGroup | QFile::ExeGroup
                                   | QFile::ReadOther | QFile::ExeOther);
    QFile::setPermissions(file, QFile::ReadOwner | QFile::WriteOwner | QFile::ReadGroup | QFile::ReadOther);
    QProcess p;
    p.setWorkingDirectory(dir);
    p.setProcessChannelMode(QProcess::MergedChannels);
    p.start(path, args);
    if (!p.waitForFinished(30000)) {
        p.kill();
        p.waitForFinished();
        return false;
    }
    *output = QString::fromLocal8Bit(p.readAll());
    // haproxy -c exits 2 for a valid file without a listener ("no error but will not start"), 1 for
    // an error.
    const bool exitOk = p.exitCode() == 0 || (program == QLatin1String("haproxy") && p.exitCode() == 2);
    *refused = p.exitStatus() != QProcess::NormalExit || !exitOk;
    return true;
}

const char *kNginxOk = "upstream u {\n    hash $request_uri consistent;\n    server 127.0.0.1:8081;\n    server 127.0.0.1:8082 %1;\n}\n";
const char *kHaproxyHead = "defaults\n    mode http\n    timeout client 1s\n    timeout server 1s\n    timeout connect 1s\n"
                           "backend app\n    balance uri\n    hash-type consistent\n";
const char *kTwemproxyPool = "%1:\n  listen: 127.0.0.1:%2\n  hash: fnv1a_64\n  distribution: ketama\n  servers:\n   - 127.0.0.1:6379:1\n";

QString nginx(const char *parameters)
{
    return QString::fromLatin1(kNginxOk).arg(QLatin1String(parameters));
}

QString haproxy(const char *body)
{
    return QLatin1String(kHaproxyHead) + QLatin1String(body);
}

QString pool(const char *name, int port)
{
    return QString::fromLatin1(kTwemproxyPool).arg(QLatin1String(name)).arg(port);
}

QString vcl(const char *init)
{
    return QStringLiteral("vcl 4.1;\nimport directors;\nimport std;\nbackend a { .host = \"127.0.0.1\"; .port = \"8081\"; }\n"
                          "backend b { .host = \"127.0.0.1\"; .port = \"8082\"; }\nsub vcl_init {\n"
                          "    new vd = directors.shard();\n    vd.add_backend(a);\n    vd.add_backend(b);\n%1}\n"
                          "sub vcl_recv { set req.backend_hint = vd.backend(); }\n")
        .arg(QLatin1String(init));
}

} // namespace

class TestReadersAgree : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase()
    {
        // The environment HAProxy's conditions read (and RingLab's reader with it).
        qputenv("RINGLAB_T33_ON", "yes");
        qunsetenv("RINGLAB_T33_UNSET");
    }

    void refusesExactlyWhenTheProgramRefuses_data()
    {
        QTest::addColumn<QString>("format");
        QTest::addColumn<QString>("text");
        // nginx 1.22 (ngx_http_upstream_server, ngx_parse_url)
        QTest::newRow("nginx valid parameters") << "nginx" << nginx("weight=2 max_fails=3 fail_timeout=1h30m max_conns=0");
        QTest::newRow("nginx port 99999") << "nginx" << QString::fromLatin1(kNginxOk).arg(QString()).replace(QStringLiteral(":8082"), QStringLiteral(":99999"));
        QTest::newRow("nginx port 0") << "nginx" << QString::fromLatin1(kNginxOk).arg(QString()).replace(QStringLiteral(":8082"), QStringLiteral(":0"));
        QTest::newRow("nginx weight=+5") << "nginx" << nginx("weight=+5");
        QTest::newRow("nginx max_fails=abc") << "nginx" << nginx("max_fails=abc");
        QTest::newRow("nginx empty fail_timeout") << "nginx" << nginx("fail_timeout=");
        QTest::newRow("nginx fail_timeout=10x") << "nginx" << nginx("fail_timeout=10x");
        QTest::newRow("nginx Plus slow_start") << "nginx" << nginx("slow_start=30s");
        QTest::newRow("nginx Plus resolve") << "nginx" << nginx("resolve");
        QTest::newRow("nginx Plus drain") << "nginx" << nginx("drain");
        // HAProxy 2.6: server names and ports
        QTest::newRow("haproxy valid") << "haproxy" << haproxy("    server s1 127.0.0.1:8081\n    server s2 127.0.0.1:8082\n");
        QTest::newRow("haproxy port 99999") << "haproxy" << haproxy("    server s1 127.0.0.1:8081\n    server s2 127.0.0.1:99999\n");
        QTest::newRow("haproxy port abc") << "haproxy" << haproxy("    server s1 127.0.0.1:8081\n    server s2 127.0.0.1:abc\n");
        QTest::newRow("haproxy name with a space") << "haproxy" << haproxy("    server s1 127.0.0.1:8081\n    server \"s 2\" 127.0.0.1:8082\n");
        QTest::newRow("haproxy name with a slash") << "haproxy" << haproxy("    server s1 127.0.0.1:8081\n    server s/2 127.0.0.1:8082\n");
        // HAProxy 2.6: .if blocks (src/cfgparse.c, src/cfgcond.c)
        QTest::newRow("haproxy .if 0 hides a duplicate") << "haproxy" << haproxy("    server s1 127.0.0.1:8081\n.if 0\n    server s1 127.0.0.1:8083\n.endif\n");
        QTest::newRow("haproxy .if 1 keeps a duplicate") << "haproxy" << haproxy("    server s1 127.0.0.1:8081\n.if 1\n    server s1 127.0.0.1:8083\n.endif\n");
        QTest::newRow("haproxy .if defined unset") << "haproxy" << haproxy("    server s1 127.0.0.1:8081\n.if defined(RINGLAB_T33_UNSET)\n    server s1 127.0.0.1:8083\n.else\n    server s2 127.0.0.1:8082\n.endif\n");
        QTest::newRow("haproxy .if defined set") << "haproxy" << haproxy("    server s1 127.0.0.1:8081\n.if defined(RINGLAB_T33_ON)\n    server s1 127.0.0.1:8083\n.endif\n");
        QTest::newRow("haproxy .if streq env") << "haproxy" << haproxy("    server s1 127.0.0.1:8081\n.if streq(\"${RINGLAB_T33_ON}\",yes)\n    server s2 127.0.0.1:8082\n.else\n    server s1 127.0.0.1:8082\n.endif\n");
        QTest::newRow("haproxy .elif strneq") << "haproxy" << haproxy("    server s1 127.0.0.1:8081\n.if 0\n    server s1 127.0.0.1:8083\n.elif strneq(a,b)\n    server s2 127.0.0.1:8082\n.else\n    server s1 127.0.0.1:8084\n.endif\n");
        QTest::newRow("haproxy .if operators") << "haproxy" << haproxy("    server s1 127.0.0.1:8081\n.if !(0x10 && 0) || !1\n    server s1 127.0.0.1:8083\n.endif\n");
        QTest::newRow("haproxy .if nested in a dropped one") << "haproxy" << haproxy("    server s1 127.0.0.1:8081\n.if 0\n.if 1\n    server s1 127.0.0.1:8083\n.endif\n.endif\n");
        QTest::newRow("haproxy .if default value") << "haproxy" << haproxy("    server s1 127.0.0.1:8081\n.if \"${RINGLAB_T33_UNSET-0}\"\n    server s1 127.0.0.1:8083\n.endif\n");
        QTest::newRow("haproxy lone .endif") << "haproxy" << haproxy("    server s1 127.0.0.1:8081\n.endif\n");
        QTest::newRow("haproxy unclosed .if") << "haproxy" << haproxy("    server s1 127.0.0.1:8081\n.if 1\n");
        QTest::newRow("haproxy .if garbage") << "haproxy" << haproxy("    server s1 127.0.0.1:8081\n.if bogus(1)\n.endif\n");
        QTest::newRow("haproxy .else after .else") << "haproxy" << haproxy("    server s1 127.0.0.1:8081\n.if 1\n.else\n.else\n.endif\n");
        QTest::newRow("haproxy .alert taken") << "haproxy" << haproxy("    server s1 127.0.0.1:8081\n.if 1\n.alert \"stop\"\n.endif\n");
        QTest::newRow("haproxy .alert dropped") << "haproxy" << haproxy("    server s1 127.0.0.1:8081\n.if 0\n.alert \"stop\"\n.endif\n");
        // Varnish 7.1 (vcc_token.c)
        QTest::newRow("varnish replicas in parentheses") << "varnish" << vcl("    vd.reconfigure(replicas=((10)));\n");
        QTest::newRow("varnish call inside a string") << "varnish" << vcl("    vd.reconfigure(25);\n    std.log(\"vd.reconfigure(replicas=5)\");\n");
        QTest::newRow("varnish long string and comments")
            << "varnish" << vcl("    # vd.add_backend(c);\n    /* vd.reconfigure(1); */\n    // vd.clear();\n    std.log({\"vd.add_backend(c); \"});\n");
        QTest::newRow("varnish unterminated string") << "varnish" << vcl("    vd.reconfigure(replicas=10);\n").replace(QStringLiteral("\"8082\";"), QStringLiteral("\"8082;"));
        // dnsdist 1.7 (LuaJIT)
        QTest::newRow("dnsdist long comments, long strings, escapes")
            << "dnsdist" << QStringLiteral("newServer{address=\"127.0.0.1:53\", name=\"a\\\"b\"}\n--[==[ newServer{address=\"127.0.0.2:53\"}\n]] still a comment ]==]\n"
                                           "x = [[ newServer\"127.0.0.4:53\" ]]\nnewServer([=[127.0.0.3:53]=])\nsetServerPolicy(chashed)\n");
        QTest::newRow("dnsdist unfinished string") << "dnsdist" << QStringLiteral("newServer{address=\"127.0.0.1:53}\n");
        QTest::newRow("dnsdist unfinished long comment") << "dnsdist" << QStringLiteral("newServer{address=\"127.0.0.1:53\"}\n--[[ newServer{address=\"127.0.0.2:53\"}\n");
        // Caddy 2.6
        QTest::newRow("caddy import of a snippet") << "caddy" << QStringLiteral("(more) {\n    lb_policy uri_hash\n}\n:8080 {\n    reverse_proxy 127.0.0.1:9001 127.0.0.1:9002 {\n        import more\n    }\n}\n");
        // nutcracker 0.5 (nc_conf.c)
        QTest::newRow("nutcracker valid") << "twemproxy" << pool("alpha", 22121) + pool("beta", 22122);
        QTest::newRow("nutcracker duplicate pool") << "twemproxy" << pool("alpha", 22121) + pool("alpha", 22122);
        QTest::newRow("nutcracker same listen") << "twemproxy" << pool("alpha", 22121) + pool("beta", 22121);
        QTest::newRow("nutcracker duplicate key") << "twemproxy" << pool("alpha", 22121).replace(QStringLiteral("  distribution"), QStringLiteral("  hash: md5\n  distribution"));
        QTest::newRow("nutcracker anchor") << "twemproxy" << pool("alpha", 22121).replace(QStringLiteral("alpha:"), QStringLiteral("alpha: &a"));
        QTest::newRow("nutcracker merge key") << "twemproxy" << pool("alpha", 22121).replace(QStringLiteral("alpha:"), QStringLiteral("alpha: &a")) + QStringLiteral("beta:\n  <<: *a\n  listen: 127.0.0.1:22122\n");
        QTest::newRow("nutcracker document start") << "twemproxy" << QStringLiteral("---\n") + pool("alpha", 22121);
        QTest::newRow("nutcracker flow sequence") << "twemproxy" << pool("alpha", 22121).replace(QStringLiteral("servers:\n   - 127.0.0.1:6379:1"), QStringLiteral("servers: [127.0.0.1:6379:1]"));
    }

    void samplesAgreeWithThePrograms_data()
    {
        // Every sample config of tests/data/configs for a program installed here (Envoy, Istio and
        // Traffic Server have no checker on this machine).
        QTest::addColumn<QString>("format");
        QTest::addColumn<QString>("text");
        for (const QString &format : {QStringLiteral("nginx"), QStringLiteral("haproxy"), QStringLiteral("varnish"),
                                      QStringLiteral("caddy"), QStringLiteral("dnsdist"), QStringLiteral("twemproxy")}) {
            const QDir dir(ringlab::test::dataFile(QStringLiteral("configs/") + format));
            const QStringList files = dir.entryList(QDir::Files, QDir::Name);
            QVERIFY2(!files.isEmpty(), qPrintable(dir.path()));
            for (const QString &name : files) {
                QFile f(dir.filePath(name));
                QVERIFY(f.open(QIODevice::ReadOnly));
                QTest::newRow(qPrintable(format + QLatin1Char('/') + name)) << format << QString::fromUtf8(f.readAll());
            }
        }
    }

    /// Two differences are allowed for the samples, each asserted: a file with nothing to advise on
    /// (a backend without servers) is refused by RingLab although the program takes it, and the
    /// refusal says so (it never claims the program refuses); an `include` of a file that does not
    /// exist on this machine makes the program refuse, while the reader, which reads the text,
    /// names the include it did not follow.
    void samplesAgreeWithThePrograms() { compare(true); }

    void refusesExactlyWhenTheProgramRefuses() { compare(false); }

private:
    void compare(bool sample)
    {
        QFETCH(QString, format);
        QFETCH(QString, text);
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        bool programRefused = false;
        QString output;
        QVERIFY2(programRefuses(format, text, dir.path(), &programRefused, &output),
                 qPrintable(QStringLiteral("the %1 checker did not run").arg(format)));
        ConfigReadOptions options;
        options.format = format;
        ProxyConfig config;
        ConfigError error;
        const bool read = ProxyConfigReader::read(text, QStringLiteral("config"), options, &config, &error);
        if (sample && !read && !programRefused) {
            QVERIFY2(error.reason.contains(QLatin1String("has no server lines")) && !error.reason.contains(QLatin1String("refuses")),
                     qPrintable(error.toString()));
            return;
        }
        if (sample && read && programRefused && output.contains(QLatin1String("No such file or directory"))) {
            QVERIFY2(config.notes.join(QLatin1Char('\n')).contains(QLatin1String("was not followed")), qPrintable(output));
            return;
        }
        QVERIFY2(read == !programRefused,
                 qPrintable(QStringLiteral("reader %1 (%2), the program %3: %4")
                                .arg(read ? QStringLiteral("accepted") : QStringLiteral("refused"), error.toString(),
                                     programRefused ? QStringLiteral("refused") : QStringLiteral("accepted"), output.left(600))));
    }
};

QTEST_GUILESS_MAIN(TestReadersAgree)
#include "tst_readersagree.moc"
