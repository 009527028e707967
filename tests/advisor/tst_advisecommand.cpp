// `ringlab-cli advise` end to end: report, JSON, patched file, broken files and bad options.
#include "support/testpaths.h"

#include "ringcore/config/proxyconfigreader.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace ringcore;
using ringlab::test::cliPath;
using ringlab::test::dataFile;

class TestAdviseCommand : public QObject
{
    Q_OBJECT

private:
    struct Run
    {
        int code = -1;
        QByteArray out;
        QByteArray err;
    };

    static Run run(const QStringList &args)
    {
        QProcess p;
        p.start(cliPath(), QStringList{QStringLiteral("advise")} + args);
        Run r;
        if (!p.waitForFinished(120000))
            return r;
        r.code = p.exitCode();
        r.out = p.readAllStandardOutput();
        r.err = p.readAllStandardError();
        return r;
    }

private slots:
    void markdownReport()
    {
        const Run r = run({dataFile(QStringLiteral("configs/haproxy/seed-haproxy-default.cfg"))});
        QCOMPARE(r.code, 0);
        const QString text = QString::fromUtf8(r.out);
        for (const char *part : {"## Today", "## The fix", "## The cost", "## The roll-out wave", "weight",
                                 "weight: 1 (HAProxy default)"})
            QVERIFY2(text.contains(QLatin1String(part)), part);
    }

    // r16 G7: the terminal report printed "16–480 per server, 528 in all" without group
    // separators (the Advisor page groups them) and "… at request time.." in HAProxy's fix.
    void reportGroupsDigitsAndEndsSentencesOnce()
    {
        const Run r = run({dataFile(QStringLiteral("configs/haproxy/seed-haproxy-default.cfg"))});
        QCOMPARE(r.code, 0);
        QVERIFY2(r.out.contains("| Points | 16 per server, 1,600 in all |"), r.out.constData());
        const Run tight = run({QStringLiteral("--epsilon"), QStringLiteral("0.01"),
                               dataFile(QStringLiteral("configs/haproxy/seed-haproxy-default.cfg"))});
        QCOMPARE(tight.code, 0);
        QVERIFY2(tight.out.contains("limits the damage of the busiest server at request time.\n"), tight.out.constData());
        QVERIFY2(!tight.out.contains(".."), tight.out.constData());
        // --json keeps plain numbers.
        const Run json = run({QStringLiteral("--json"), dataFile(QStringLiteral("configs/haproxy/seed-haproxy-default.cfg"))});
        QCOMPARE(json.code, 0);
        QVERIFY2(!json.out.contains("1,600"), json.out.constData());
    }

    void severalSectionsNameTheOption()
    {
        // The CLI (not the GUI, which has a chooser) tells how to pick another section.
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("two.conf"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("upstream a { server 1.1.1.1; }\nupstream b { hash $uri consistent; server 2.2.2.2 weight=4; server 2.2.2.3; }\n");
        f.close();
        const Run r = run({path});
        QCOMPARE(r.code, 0);
        const QString text = QString::fromUtf8(r.out);
        QVERIFY2(text.contains(QStringLiteral("other sections, not advised on: a")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("--section NAME")), qPrintable(text));
        QVERIFY(text.contains(QStringLiteral("# RingLab advice: nginx b")));
    }

    void jsonAndPatchedFile()
    {
        QTemporaryDir dir;
        const QString patched = dir.filePath(QStringLiteral("patched.yaml"));
        const Run r = run({dataFile(QStringLiteral("configs/istio/dr-default.yaml")), QStringLiteral("--json"),
                           QStringLiteral("--rings"), QStringLiteral("32"), QStringLiteral("--write-patched"), patched});
        QCOMPARE(r.code, 0);
        const QJsonObject o = QJsonDocument::fromJson(r.out).object();
        QCOMPARE(o.value(QStringLiteral("rings")).toInt(), 32);
        QVERIFY(o.value(QStringLiteral("needsChange")).toBool());
        const QJsonObject fix = o.value(QStringLiteral("fix")).toObject();
        QVERIFY(fix.value(QStringLiteral("meetsTarget")).toBool());
        const double perRing = o.value(QStringLiteral("cost")).toObject().value(QStringLiteral("perRingBytes")).toDouble();
        QCOMPARE(o.value(QStringLiteral("cost")).toObject().value(QStringLiteral("allRingsBytes")).toDouble(), perRing * 32);
        // The written file reads back as a DestinationRule with the new ring size.
        ProxyConfig c;
        ConfigError e;
        QVERIFY2(ProxyConfigReader::readFile(patched, {}, &c, &e), qPrintable(e.toString()));
        QCOMPARE(c.system, QStringLiteral("istio"));
        QVERIFY(c.minRingSize > 1024);
        QCOMPARE(double(c.options.value(QStringLiteral("min-ring-size")).toLongLong()), double(c.minRingSize));
    }

    void layer7HashWithoutModeHttpIsNotAHash_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("mode"); // what the report says the mode is
        QTest::newRow("no mode (tcp by default)") << "configs/haproxy/l7-hash-without-mode-http.cfg" << "mode tcp";
        QTest::newRow("mode tcp from defaults, map-based") << "configs/haproxy/l7-hash-mode-tcp-defaults.cfg" << "mode tcp";
    }

    void layer7HashWithoutModeHttpIsNotAHash()
    {
        // HAProxy 2.6 does not hash `balance uri` / `hdr(…)` outside mode http ("Layer 7 hash not
        // possible … Falling back to round robin"): no ring today, and the fix is `mode http`.
        QFETCH(QString, file);
        QFETCH(QString, mode);
        QTemporaryDir dir;
        const QString patched = dir.filePath(QStringLiteral("patched.cfg"));
        const Run r = run({dataFile(file), QStringLiteral("--write-patched"), patched});
        QCOMPARE(r.code, 0);
        const QString md = QString::fromUtf8(r.out);
        QVERIFY2(md.contains(QStringLiteral("No ring today")), qPrintable(md));
        QVERIFY2(md.contains(QStringLiteral("**no hashing**")), qPrintable(md));
        QVERIFY2(md.contains(QStringLiteral("needs mode http: in ") + mode), qPrintable(md));
        QVERIFY2(md.contains(QStringLiteral("**Add mode http")), qPrintable(md));
        QVERIFY2(md.contains(QStringLiteral("```\nmode http\n")), qPrintable(md));
        // The patched file hashes: RingLab reads a consistent ring from it.
        ProxyConfig c;
        ConfigError e;
        QVERIFY2(ProxyConfigReader::readFile(patched, {}, &c, &e), qPrintable(e.toString()));
        QVERIFY(!c.needsHttpMode);
        QVERIFY(c.hashes);
        QVERIFY(c.consistent);
        const Run json = run({QStringLiteral("--json"), dataFile(file)});
        const QJsonObject o = QJsonDocument::fromJson(json.out).object();
        QVERIFY(!o.contains(QStringLiteral("today")));
        QVERIFY(o.value(QStringLiteral("config")).toObject().value(QStringLiteral("needsHttpMode")).toBool());
        QCOMPARE(o.value(QStringLiteral("fix")).toObject().value(QStringLiteral("pasteLines")).toArray().first().toString(),
                 QStringLiteral("mode http"));
    }

    void compareTwoConfigs()
    {
        const Run r = run({dataFile(QStringLiteral("configs/envoy/seed-envoy-default.yaml")), QStringLiteral("--json"),
                           QStringLiteral("--compare"), dataFile(QStringLiteral("configs/envoy/seed-envoy-ring-16000.yaml"))});
        QCOMPARE(r.code, 0);
        const QJsonObject cmp = QJsonDocument::fromJson(r.out).object().value(QStringLiteral("compare")).toObject();
        QVERIFY(cmp.value(QStringLiteral("exact")).toBool());
        QVERIFY(cmp.value(QStringLiteral("movedFraction")).toDouble() > 0.5);
    }

    void newSystemsReadAndAdvise_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("format");
        QTest::addColumn<QString>("mentions");
        QTest::newRow("varnish") << "configs/varnish/shard.vcl" << "varnish" << "reconfigure(replicas=";
        QTest::newRow("caddy") << "configs/caddy/Caddyfile" << "caddy" << "127.2.0.1:9002";
        QTest::newRow("trafficserver") << "configs/trafficserver/parent.config" << "trafficserver" << "dest_domain=.";
        QTest::newRow("twemproxy") << "configs/twemproxy/nutcracker.yml" << "twemproxy" << "gives the same ring";
    }
    void newSystemsReadAndAdvise()
    {
        QFETCH(QString, file);
        QFETCH(QString, format);
        QFETCH(QString, mentions);
        const Run r = run({dataFile(file), QStringLiteral("--json")});
        QVERIFY2(r.code == 0, r.err.constData());
        const QJsonObject o = QJsonDocument::fromJson(r.out).object();
        QCOMPARE(o.value(QStringLiteral("config")).toObject().value(QStringLiteral("format")).toString(), format);
        QVERIFY2(QString::fromUtf8(r.out).contains(mentions), r.out.constData());
        // The Markdown report of the same file (format detected) has its sections.
        const Run md = run({dataFile(file)});
        QVERIFY2(md.code == 0, md.err.constData());
        QVERIFY(md.out.contains("## Today"));
        QVERIFY(md.out.contains("## The fix"));
    }

    void brokenFileGivesLineAndReason()
    {
        const Run r = run({dataFile(QStringLiteral("configs/nginx/broken-unknown-directive.conf"))});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains("line 4: unknown directive \"serverr\""), r.err.constData());
    }

    void badOptions_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("mentions");
        QTest::newRow("epsilon 0") << QStringList{QStringLiteral("--epsilon"), QStringLiteral("0")} << "--epsilon";
        QTest::newRow("rings 0") << QStringList{QStringLiteral("--rings"), QStringLiteral("0")} << "--rings";
        QTest::newRow("format") << QStringList{QStringLiteral("--format"), QStringLiteral("iis")} << "--format";
        QTest::newRow("steps") << QStringList{QStringLiteral("--steps"), QStringLiteral("50,10")} << "--steps";
    }

    void badOptions()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, mentions);
        const Run r = run(QStringList{dataFile(QStringLiteral("configs/nginx/seed-nginx.conf"))} + args);
        QCOMPARE(r.code, 2);
        QVERIFY2(QString::fromUtf8(r.err).contains(mentions), r.err.constData());
    }
};

QTEST_GUILESS_MAIN(TestAdviseCommand)
#include "tst_advisecommand.moc"
