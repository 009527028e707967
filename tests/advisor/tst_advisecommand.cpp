// `ringlab-cli advise` end to end: report, JSON, patched file, broken files and bad options.
#include "support/testpaths.h"

#include "ringcore/config/proxyconfigreader.h"
#include "ringcore/systems/envoy/envoyconfigreader.h"
#include "ringcore/systems/haproxy/haproxyconfigreader.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
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
        const qint64 minRingSize = c.facts.value(EnvoySettings::kMinRingSize).toLongLong();
        QVERIFY(minRingSize > 1024);
        QCOMPARE(double(c.options.value(QStringLiteral("min-ring-size")).toLongLong()), double(minRingSize));
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
        // No ring today: the headline gives no "16 → 112" points as if there were one.
        QVERIFY2(!md.contains(QRegularExpression(QStringLiteral("\\d → [\\d,]+ points on the lightest"))), qPrintable(md));
        // The patched file hashes: RingLab reads a consistent ring from it.
        ProxyConfig c;
        ConfigError e;
        QVERIFY2(ProxyConfigReader::readFile(patched, {}, &c, &e), qPrintable(e.toString()));
        QVERIFY(!c.hashNeedsSetting);
        QVERIFY(c.hashes);
        QVERIFY(c.consistent);
        const Run json = run({QStringLiteral("--json"), dataFile(file)});
        const QJsonObject o = QJsonDocument::fromJson(json.out).object();
        QVERIFY(!o.contains(QStringLiteral("today")));
        QVERIFY(o.value(QStringLiteral("config")).toObject().value(QStringLiteral("needsHttpMode")).toBool());
        QCOMPARE(o.value(QStringLiteral("fix")).toObject().value(QStringLiteral("pasteLines")).toArray().first().toString(),
                 QStringLiteral("mode http"));
    }

    void noFixSaysWhyAndWhatInstead()
    {
        // Weights 256, 1, 1: the heaviest is at HAProxy's maximum, so no weight fix keeps the
        // ratio. The report says so, what the target would take and what to do instead (it said
        // only "None proposed.").
        const Run r = run({dataFile(QStringLiteral("configs/haproxy/weights-at-the-maximum.cfg"))});
        QCOMPARE(r.code, 0);
        const QString md = QString::fromUtf8(r.out);
        QVERIFY2(!md.contains(QStringLiteral("None proposed.\n")), qPrintable(md));
        QVERIFY2(md.contains(QStringLiteral("None proposed: the heaviest server already has weight 256 and HAProxy accepts "
                                            "at most 256")),
                 qPrintable(md));
        QVERIFY2(md.contains(QStringLiteral("the target would take every weight ×")), qPrintable(md));
        QVERIFY2(md.contains(QStringLiteral("Instead: give each heavy server several server lines")), qPrintable(md));
        const Run json = run({QStringLiteral("--json"), dataFile(QStringLiteral("configs/haproxy/weights-at-the-maximum.cfg"))});
        const QJsonObject o = QJsonDocument::fromJson(json.out).object();
        QVERIFY(o.value(QStringLiteral("needsChange")).toBool());
        QVERIFY(!o.contains(QStringLiteral("fix")));
        QVERIFY(o.value(QStringLiteral("noFixWhy")).toString().contains(QStringLiteral("256 : 1")));
        QVERIFY(!o.value(QStringLiteral("noFixInstead")).toString().isEmpty());
    }

    void serverTemplateIsExpanded()
    {
        // `server-template srv 20 10.0.0.1:8080 check` is 20 servers to HAProxy (it read "has no
        // server lines").
        const Run r = run({QStringLiteral("--json"), dataFile(QStringLiteral("configs/haproxy/server-template.cfg"))});
        QCOMPARE(r.code, 0);
        const QJsonObject o = QJsonDocument::fromJson(r.out).object();
        QCOMPARE(o.value(QStringLiteral("config")).toObject().value(QStringLiteral("servers")).toInt(), 20);
        QCOMPARE(o.value(QStringLiteral("today")).toObject().value(QStringLiteral("points")).toInt(), 20 * 16);
        ProxyConfig c;
        ConfigError e;
        QVERIFY2(ProxyConfigReader::readFile(dataFile(QStringLiteral("configs/haproxy/server-template.cfg")), {}, &c, &e),
                 qPrintable(e.toString()));
        const QList<int> serverIds = c.facts.value(HaproxySettings::kServerIds).value<QList<int>>();
        QCOMPARE(serverIds.first(), 1);
        QCOMPARE(serverIds.last(), 20);
        QCOMPARE(c.servers.last().address, QStringLiteral("10.0.0.1:8080"));
        // Scaled weights go onto the one template line, once.
        ConfigChange change;
        for (int i = 0; i < c.servers.size(); ++i)
            change.weights.append(3);
        const PatchedConfig p = ProxyConfigReader::apply(c, change);
        QCOMPARE(p.pasteLines, QStringList{QStringLiteral("server-template srv 20 10.0.0.1:8080 check weight 3")});
        // A bad count is refused with its line, as HAProxy refuses it.
        QTemporaryDir dir;
        QFile bad(dir.filePath(QStringLiteral("bad.cfg")));
        QVERIFY(bad.open(QIODevice::WriteOnly));
        bad.write("backend be\n    mode http\n    balance uri\n    server-template srv 5-3 10.0.0.1:80\n");
        bad.close();
        const Run refused = run({bad.fileName()});
        QCOMPARE(refused.code, 1);
        QVERIFY2(refused.err.contains("line 4: server-template srv: \"5-3\" is not a number"), refused.err.constData());
    }

    void portRowNamesTheRealBalance()
    {
        // be_api hashes hdr(X-User): the Port row said "HAProxy balance uri" whatever the balance.
        const Run r = run({dataFile(QStringLiteral("configs/haproxy/balance-hdr-and-uri.cfg")), QStringLiteral("--section"),
                           QStringLiteral("be_api")});
        QCOMPARE(r.code, 0);
        const QString md = QString::fromUtf8(r.out);
        QVERIFY2(md.contains(QStringLiteral("| Port | HAProxy balance hdr(X-User), hash-type consistent sdbm avalanche (2.6) |")),
                 qPrintable(md));
        QVERIFY2(!md.contains(QStringLiteral("balance uri")), qPrintable(md));
    }

    void noRingTodayHasNoPointsToCompareAndWeightZeroIsNotUp()
    {
        // map-based: no ring today, so the headline gives only the new points (it read
        // "16 → 112 points"); c3 has weight 0, which takes no new traffic (it read "3 up").
        const Run r = run({dataFile(QStringLiteral("configs/haproxy/map-based-weight-0.cfg"))});
        QCOMPARE(r.code, 0);
        const QString md = QString::fromUtf8(r.out);
        QVERIFY2(md.contains(QStringLiteral("**Hash consistently with every weight ×")), qPrintable(md));
        QVERIFY2(!md.contains(QRegularExpression(QStringLiteral("\\d → [\\d,]+ points on the lightest"))), qPrintable(md));
        QVERIFY2(md.contains(QStringLiteral("- 3 servers (2 up, 1 at weight 0: no new traffic)")), qPrintable(md));
        QVERIFY2(md.contains(QStringLiteral("| Servers | 3 (2 up, 1 at weight 0: no new traffic) |")), qPrintable(md));
        QVERIFY2(!md.contains(QStringLiteral("(3 up)")), qPrintable(md));
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
