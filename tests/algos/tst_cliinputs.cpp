// ringlab-cli refuses what it cannot honour and prints what it hashed (issue 15, "smaller ones"):
// stray positional arguments and contradictory options exit 2 naming them; remap --add reads
// ADDRESS=WEIGHT as its help says; weight-0 servers give no NaN; route --json streams; a key
// file's UTF-8 byte order mark is dropped (not hashed, not printed); non-ASCII keys print as
// UTF-8; key-file errors name the option once and exit 2; --servers takes its whole range.
#include "support/clirunner.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include <sys/resource.h>

namespace {

using Run = ringlab::test::ProcessRun;

Run cli(const QStringList &args, const QString &stdoutFile = QString())
{
    return ringlab::test::runCli(args, 300000, stdoutFile);
}

QString writeFile(const QTemporaryDir &dir, const QString &name, const QByteArray &bytes)
{
    QFile f(dir.filePath(name));
    f.open(QIODevice::WriteOnly);
    f.write(bytes);
    return f.fileName();
}

QStringList args(const char *text)
{
    return QString::fromLatin1(text).split(QLatin1Char(' '));
}

} // namespace

class TestCliInputs : public QObject
{
    Q_OBJECT

    QTemporaryDir m_files; ///< key files the data rows name

private slots:
    void refusedWithExit2_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("mentions");
        QTest::newRow("shares: stray word") << args("shares --algorithm nginx --servers 3 extra")
                                            << QStringLiteral("unexpected argument \"extra\"");
        QTest::newRow("route: option without dashes")
            << args("route --algorithm nginx --servers 3 --generate 2 json") << QStringLiteral("unexpected argument \"json\"");
        QTest::newRow("simulate: stray word") << args("simulate --servers 3 --rings 2 400")
                                              << QStringLiteral("unexpected argument \"400\"");
        QTest::newRow("measure: stray word") << args("measure --proxy nginx --out /nonexistent/x now")
                                             << QStringLiteral("unexpected argument \"now\"");
        QTest::newRow("predict: two directories") << args("predict /tmp/a /tmp/b")
                                                  << QStringLiteral("unexpected argument \"/tmp/b\"");
        QTest::newRow("remap-runs: three directories") << args("remap-runs /tmp/a /tmp/b /tmp/c")
                                                       << QStringLiteral("unexpected argument \"/tmp/c\"");
        QTest::newRow("measure: --key-file with --keys")
            << args("measure --proxy nginx --key-file /tmp/k --keys 10 --out /nonexistent/x")
            << QStringLiteral("--key-file and --keys");
        QTest::newRow("measure: --key-file with --seed")
            << args("measure --proxy nginx --key-file /tmp/k --seed 3 --out /nonexistent/x")
            << QStringLiteral("--key-file and --seed");
        QTest::newRow("measure: --pipeline with qnam") << args("measure --proxy nginx --pipeline 4 --out /nonexistent/x")
                                                       << QStringLiteral("--pipeline applies to the raw engine");
        QTest::newRow("measure: --pipeline with --engine qnam")
            << args("measure --proxy nginx --engine qnam --pipeline 4 --out /nonexistent/x")
            << QStringLiteral("--pipeline applies to the raw engine");
        QTest::newRow("advise: --hosts for nginx")
            << QStringList{QStringLiteral("advise"), ringlab::test::dataFile(QStringLiteral("configs/nginx/seed-nginx.conf")),
                           QStringLiteral("--hosts"), QStringLiteral("5")}
            << QStringLiteral("--hosts applies to Istio DestinationRules only");
        QTest::newRow("remap --add host:port:weight")
            << args("remap --algorithm nginx --servers 3 --add 127.0.0.1:9999:5 --generate 100")
            << QStringLiteral("--add: \"127.0.0.1:9999:5\" is not one server address");
        QTest::newRow("remap --add a count") << args("remap --algorithm nginx --servers 3 --add 5 --generate 100")
                                             << QStringLiteral("--add: \"5\" is not one server address");
        QTest::newRow("remap --add a range")
            << args("remap --algorithm nginx --servers 3 --add 127.0.0.1:9100-9101 --generate 100")
            << QStringLiteral("is not one server address");
        QTest::newRow("--servers above the range") << args("route --algorithm jump --servers 100001 --hash 5")
                                                   << QStringLiteral("1-100,000");
    }
    void refusedWithExit2()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QString, mentions);
        const Run r = cli(arguments);
        QCOMPARE(r.code, 2);
        QVERIFY2(QString::fromUtf8(r.err).contains(mentions), r.err.constData());
        QVERIFY(r.out.isEmpty());
    }

    void remapAddTakesAddressEqualsWeight()
    {
        const Run help = cli(args("remap --help"));
        QVERIFY(help.out.contains("ADDRESS=WEIGHT"));
        QVERIFY(!help.out.contains("address[:weight]"));
        const Run one = cli(args("remap --algorithm nginx --servers 3 --add 127.0.0.1:9999=5 --generate 2000 --json"));
        QCOMPARE(one.code, 0);
        const QJsonObject o = QJsonDocument::fromJson(one.out).object();
        QCOMPARE(o.value(QStringLiteral("added")).toString(), QStringLiteral("127.0.0.1:9999"));
        // Weight 5 among three of weight 1: ideally 5/8 of the keys move to it.
        QCOMPARE(o.value(QStringLiteral("idealFraction")).toDouble(), 5.0 / 8.0);
        const Run plain = cli(args("remap --algorithm nginx --servers 3 --add 127.0.0.1:9999 --generate 2000 --json"));
        QCOMPARE(plain.code, 0);
        QCOMPARE(QJsonDocument::fromJson(plain.out).object().value(QStringLiteral("idealFraction")).toDouble(), 0.25);
    }

    void weightZeroServersGiveNoNan()
    {
        const Run r = cli(args("shares --algorithm haproxy --servers 3 --weights 0,0,1"));
        QCOMPARE(r.code, 0);
        QVERIFY2(!r.out.contains("nan"), r.out.constData());
        QVERIFY2(r.out.contains("busiest 1.000× (127.0.0.1:9003)"), r.out.constData());
        const Run j = cli(args("shares --algorithm haproxy --servers 3 --weights 0,0,1 --json"));
        const QJsonObject o = QJsonDocument::fromJson(j.out).object();
        QCOMPARE(o.value(QStringLiteral("busiest")).toDouble(), 1.0);
        QCOMPARE(o.value(QStringLiteral("cv")).toDouble(), 0.0);
    }

    void routeJsonIsTheTextOutput()
    {
        const Run text = cli(args("route --algorithm nginx --servers 10 --generate 50"));
        const Run json = cli(args("route --algorithm nginx --servers 10 --generate 50 --json"));
        QCOMPARE(json.code, 0);
        QJsonParseError error;
        const QJsonObject o = QJsonDocument::fromJson(json.out, &error).object();
        QVERIFY2(error.error == QJsonParseError::NoError, qPrintable(error.errorString()));
        QCOMPARE(o.value(QStringLiteral("algorithm")).toString(), QStringLiteral("nginx"));
        const QJsonArray routes = o.value(QStringLiteral("routes")).toArray();
        const QList<QByteArray> lines = text.out.trimmed().split('\n');
        QCOMPARE(routes.size(), 50);
        QCOMPARE(lines.size(), 50);
        for (int i = 0; i < 50; ++i) {
            const QJsonObject r = routes[i].toObject();
            QCOMPARE(QStringLiteral("%1\t%2\t%3")
                         .arg(r.value(QStringLiteral("key")).toString(), r.value(QStringLiteral("hash")).toString(),
                              r.value(QStringLiteral("server")).toString())
                         .toUtf8(),
                     lines[i]);
        }
        // Bounded loads route the whole list first; the JSON is the same shape.
        const Run bounded = cli(args("route --algorithm bounded-loads --servers 10 --generate 50 --json"));
        QVERIFY2(bounded.code == 0, bounded.err.constData());
        QCOMPARE(QJsonDocument::fromJson(bounded.out).object().value(QStringLiteral("routes")).toArray().size(), 50);
    }

    void routeJsonMemoryIsFlat()
    {
        // 5 million keys as JSON used to hold every route (8 GB); streamed, the peak stays small.
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("routes.json"));
        const Run r = cli(args("route --algorithm nginx --servers 100 --generate 5000000 --json"), file);
        QCOMPARE(r.code, 0);
        rusage usage{};
        QCOMPARE(::getrusage(RUSAGE_CHILDREN, &usage), 0);
        const double peakMiB = usage.ru_maxrss / 1024.0; // the largest child so far: this one
        qInfo("peak RSS of ringlab-cli route --generate 5000000 --json: %.1f MiB; output %.0f MiB", peakMiB,
              QFileInfo(file).size() / 1048576.0);
        QVERIFY2(peakMiB < 150, qPrintable(QString::number(peakMiB)));
        QFile f(file);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QVERIFY(f.size() > 5000000 * 60);
        f.seek(f.size() - 200);
        QVERIFY(f.readAll().endsWith("\n]}\n"));
    }

    void keyFileBomIsDropped()
    {
        // Choice (docs/reliability.md): the BOM is an encoding mark, not part of the first key —
        // neither hashed nor printed. The same keys with and without it route identically.
        QTemporaryDir dir;
        const QString with = writeFile(dir, QStringLiteral("bom.txt"), "\xEF\xBB\xBF/first\n/second\n");
        const QString without = writeFile(dir, QStringLiteral("plain.txt"), "/first\n/second\n");
        const Run a = cli({QStringLiteral("route"), QStringLiteral("--algorithm"), QStringLiteral("nginx"),
                           QStringLiteral("--servers"), QStringLiteral("10"), QStringLiteral("--keys"), with});
        const Run b = cli({QStringLiteral("route"), QStringLiteral("--algorithm"), QStringLiteral("nginx"),
                           QStringLiteral("--servers"), QStringLiteral("10"), QStringLiteral("--keys"), without});
        QCOMPARE(a.code, 0);
        QCOMPARE(a.out, b.out);
        QVERIFY(a.out.startsWith("/first\t"));
        // A BOM elsewhere is a byte of a key like any other.
        const QString inside = writeFile(dir, QStringLiteral("inside.txt"), "/first\n\xEF\xBB\xBF/second\n");
        const Run c = cli({QStringLiteral("route"), QStringLiteral("--algorithm"), QStringLiteral("nginx"),
                           QStringLiteral("--servers"), QStringLiteral("10"), QStringLiteral("--keys"), inside});
        QVERIFY(c.out.contains("\n\xEF\xBB\xBF/second\t"));
    }

    void nonAsciiKeysPrintAsUtf8()
    {
        QTemporaryDir dir;
        const QByteArray cafe = "/caf\xC3\xA9";
        const QByteArray nihon = "/\xE6\x97\xA5\xE6\x9C\xAC";
        const QString file = writeFile(dir, QStringLiteral("utf8.txt"), cafe + '\n' + nihon + '\n');
        const QStringList base{QStringLiteral("route"), QStringLiteral("--algorithm"), QStringLiteral("nginx"),
                               QStringLiteral("--servers"), QStringLiteral("10"), QStringLiteral("--keys"), file};
        const Run text = cli(base);
        QCOMPARE(text.code, 0);
        const QList<QByteArray> lines = text.out.trimmed().split('\n');
        QCOMPARE(lines.size(), 2);
        QVERIFY2(lines[0].startsWith(cafe + '\t'), lines[0].constData());
        QVERIFY2(lines[1].startsWith(nihon + '\t'), lines[1].constData());
        const Run json = cli(base + QStringList{QStringLiteral("--json")});
        const QJsonArray routes = QJsonDocument::fromJson(json.out).object().value(QStringLiteral("routes")).toArray();
        QCOMPARE(routes[0].toObject().value(QStringLiteral("key")).toString(), QString::fromUtf8(cafe));
        QCOMPARE(routes[1].toObject().value(QStringLiteral("key")).toString(), QString::fromUtf8(nihon));
    }

    void keyFileErrorsNameTheOptionOnce_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("mentions");
        const QTemporaryDir &dir = m_files;
        const QString longLine = writeFile(dir, QStringLiteral("long.txt"), "/a\n/" + QByteArray(9000, 'x') + "\n");
        const QString noSlash = writeFile(dir, QStringLiteral("noslash.txt"), "/a\nnoslash\n");
        const QString empty = writeFile(dir, QStringLiteral("empty.txt"), "\n\n");
        QTest::newRow("route: missing file") << QStringList{QStringLiteral("route"), QStringLiteral("--algorithm"),
                                                            QStringLiteral("nginx"), QStringLiteral("--servers"),
                                                            QStringLiteral("3"), QStringLiteral("--keys"),
                                                            QStringLiteral("/nonexistent/keys.txt")}
                                             << QStringLiteral("--keys: cannot open \"/nonexistent/keys.txt\"");
        QTest::newRow("route: long line") << QStringList{QStringLiteral("route"), QStringLiteral("--algorithm"),
                                                         QStringLiteral("nginx"), QStringLiteral("--servers"),
                                                         QStringLiteral("3"), QStringLiteral("--keys"), longLine}
                                          << QStringLiteral(":line 2: longer than the limit");
        QTest::newRow("route: empty file") << QStringList{QStringLiteral("route"), QStringLiteral("--algorithm"),
                                                          QStringLiteral("nginx"), QStringLiteral("--servers"),
                                                          QStringLiteral("3"), QStringLiteral("--keys"), empty}
                                           << QStringLiteral("holds no keys");
        QTest::newRow("shares-like remap: missing file")
            << QStringList{QStringLiteral("remap"), QStringLiteral("--algorithm"), QStringLiteral("nginx"),
                           QStringLiteral("--servers"), QStringLiteral("3"), QStringLiteral("--remove"),
                           QStringLiteral("#1"), QStringLiteral("--keys"), QStringLiteral("/nonexistent/keys.txt")}
            << QStringLiteral("--keys: cannot open");
        QTest::newRow("measure: missing file")
            << QStringList{QStringLiteral("measure"), QStringLiteral("--proxy"), QStringLiteral("nginx"),
                           QStringLiteral("--key-file"), QStringLiteral("/nonexistent/keys.txt"), QStringLiteral("--out"),
                           dir.filePath(QStringLiteral("out"))}
            << QStringLiteral("--key-file: cannot open \"/nonexistent/keys.txt\"");
        QTest::newRow("measure: not a path")
            << QStringList{QStringLiteral("measure"), QStringLiteral("--proxy"), QStringLiteral("nginx"),
                           QStringLiteral("--key-file"), noSlash, QStringLiteral("--out"),
                           dir.filePath(QStringLiteral("out"))}
            << QStringLiteral(":2: \"noslash\" is not a request path");
        QTest::newRow("measure: empty file")
            << QStringList{QStringLiteral("measure"), QStringLiteral("--proxy"), QStringLiteral("nginx"),
                           QStringLiteral("--key-file"), empty, QStringLiteral("--out"),
                           dir.filePath(QStringLiteral("out"))}
            << QStringLiteral("holds no keys");
    }
    void keyFileErrorsNameTheOptionOnce()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QString, mentions);
        const Run r = cli(arguments);
        QCOMPARE(r.code, 2);
        const QString err = QString::fromUtf8(r.err);
        QVERIFY2(err.contains(mentions), qPrintable(err));
        QVERIFY2(!err.contains(QStringLiteral("keys: keys:")), qPrintable(err));
        QVERIFY2(!err.contains(QStringLiteral("--keys: keys:")) && !err.contains(QStringLiteral("--key-file: keys:")),
                 qPrintable(err));
        // route streams: the keys before a bad line are printed (exit 2 says the output is cut);
        // nothing of the bad line or after it.
        if (QTest::currentDataTag() == QByteArrayLiteral("route: long line")) {
            const QString onlyA = writeFile(m_files, QStringLiteral("a.txt"), "/a\n");
            QStringList first = arguments;
            first.last() = onlyA;
            QCOMPARE(r.out, cli(first).out);
        } else {
            QVERIFY2(r.out.isEmpty(), r.out.constData());
        }
        // Nothing was written for measure: it stopped before creating its out directory.
        const int out = arguments.indexOf(QStringLiteral("--out"));
        if (out >= 0)
            QVERIFY(!QFileInfo::exists(arguments[out + 1]));
    }

    void qnamRefusesKeysItWouldRewrite_data()
    {
        QTest::addColumn<QByteArray>("key");
        QTest::addColumn<QByteArray>("sentAs");
        QTest::newRow("dot-dot") << QByteArray("/a/../b") << QByteArray("/b");
        QTest::newRow("dot") << QByteArray("/a/./c") << QByteArray("/a/c");
        QTest::newRow("fragment") << QByteArray("/frag#top") << QByteArray("/frag");
        QTest::newRow("escaped plain character") << QByteArray("/pct%41") << QByteArray("/pctA");
    }
    void qnamRefusesKeysItWouldRewrite()
    {
        // Refused before anything starts, naming the key and what Qt would send, and pointing at
        // the raw engine.
        QFETCH(QByteArray, key);
        QFETCH(QByteArray, sentAs);
        QTemporaryDir dir;
        const QString file = writeFile(dir, QStringLiteral("keys.txt"), "/plain\n" + key + "\n");
        const QString out = dir.filePath(QStringLiteral("out"));
        const Run r = cli({QStringLiteral("measure"), QStringLiteral("--proxy"), QStringLiteral("nginx"),
                           QStringLiteral("--key-file"), file, QStringLiteral("--out"), out});
        QCOMPARE(r.code, 2);
        const QString err = QString::fromUtf8(r.err);
        QVERIFY2(err.contains(QStringLiteral(":2: the key \"%1\" would be sent by the qnam engine as \"%2\"")
                                  .arg(QString::fromUtf8(key), QString::fromUtf8(sentAs))),
                 qPrintable(err));
        QVERIFY2(err.contains(QStringLiteral("--engine raw")), qPrintable(err));
        QVERIFY(!QFileInfo::exists(out));
    }

    void serversTakeTheirWholeRange()
    {
        // The stated range is 1-100,000: past port 65535 a count goes on at 127.0.0.2:9001.
        const Run r = cli(args("shares --algorithm jump --servers 100000 --json"));
        QCOMPARE(r.code, 0);
        const QJsonArray servers = QJsonDocument::fromJson(r.out).object().value(QStringLiteral("servers")).toArray();
        QCOMPARE(servers.size(), 100000);
        QCOMPARE(servers[0].toObject().value(QStringLiteral("address")).toString(), QStringLiteral("127.0.0.1:9001"));
        QCOMPARE(servers[56534].toObject().value(QStringLiteral("address")).toString(), QStringLiteral("127.0.0.1:65535"));
        QCOMPARE(servers[56535].toObject().value(QStringLiteral("address")).toString(), QStringLiteral("127.0.0.2:9001"));
        QCOMPARE(servers[99999].toObject().value(QStringLiteral("address")).toString(), QStringLiteral("127.0.0.2:52465"));
    }
};

QTEST_GUILESS_MAIN(TestCliInputs)
#include "tst_cliinputs.moc"
