// ringlab-cli: one rule for whole numbers and seeds in every subcommand (CliServers' option
// helpers). A count is digits, plain or grouped by threes with commas or underscores; a seed also
// takes 0x hex. Each value below is accepted, or refused with exit 2 naming the option, the same
// way by route, simulate, measure and predict.
#include "support/clirunner.h"
#include "support/testpaths.h"

#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using Run = ringlab::test::ProcessRun;

namespace {

Run cli(const QStringList &args)
{
    return ringlab::test::runCli(args, 120000);
}

} // namespace

class TestCliNumbers : public QObject
{
    Q_OBJECT
private slots:
    void wholeNumbers_data()
    {
        QTest::addColumn<QString>("value");
        QTest::addColumn<bool>("accepted");
        QTest::newRow("plain") << QStringLiteral("1000") << true;
        QTest::newRow("commas") << QStringLiteral("1,000") << true;
        QTest::newRow("underscores") << QStringLiteral("1_000") << true;
        QTest::newRow("spaces around") << QStringLiteral(" 1000 ") << true;
        QTest::newRow("comma not between threes") << QStringLiteral("10,00") << false;
        QTest::newRow("commas everywhere") << QStringLiteral("1,0,0,0") << false;
        QTest::newRow("mixed separators") << QStringLiteral("1,000_000") << false;
        QTest::newRow("decimals") << QStringLiteral("1000.0") << false;
        QTest::newRow("exponent") << QStringLiteral("1e3") << false;
        QTest::newRow("hex") << QStringLiteral("0x3e8") << false;
        QTest::newRow("sign") << QStringLiteral("+1000") << false;
        QTest::newRow("negative") << QStringLiteral("-1000") << false;
        QTest::newRow("empty") << QString() << false;
    }
    void wholeNumbers()
    {
        QFETCH(QString, value);
        QFETCH(bool, accepted);
        QTemporaryDir out;
        struct Probe
        {
            const char *option;
            QStringList args;
        };
        const QList<Probe> probes{
            {"generate", {QStringLiteral("route"), QStringLiteral("--algorithm"), QStringLiteral("jump"),
                          QStringLiteral("--servers"), QStringLiteral("5"), QStringLiteral("--generate"), value}},
            {"servers", {QStringLiteral("simulate"), QStringLiteral("--servers"), value, QStringLiteral("--rings"),
                         QStringLiteral("1"), QStringLiteral("--points"), QStringLiteral("1")}},
            // Numbers are read before the engine: a bogus engine stops the run once they passed.
            {"keys", {QStringLiteral("measure"), QStringLiteral("--proxy"), QStringLiteral("nginx"),
                      QStringLiteral("--out"), out.path(), QStringLiteral("--keys"), value, QStringLiteral("--engine"),
                      QStringLiteral("bogus")}},
        };
        for (const Probe &probe : probes) {
            const Run r = cli(probe.args);
            const QString err = QString::fromUtf8(r.err);
            const QString option = QStringLiteral("--") + QLatin1String(probe.option);
            const bool refusedHere = r.code == 2 && err.contains(option + QLatin1Char(':'));
            QVERIFY2(refusedHere != accepted, qPrintable(probe.args.join(QLatin1Char(' ')) + QStringLiteral(" → ") + err));
            if (!accepted)
                QVERIFY2(err.contains(QLatin1Char('"') + value + QLatin1Char('"')), qPrintable(err)); // quotes the input
            else if (probe.args.front() != QLatin1String("measure"))
                QVERIFY2(r.code == 0, qPrintable(err));
        }
    }

    /// The figure tool reads whole numbers by the same rule as every other command (it used to
    /// refuse "--servers 1,000"), and its ranges are the Spread page's (ringcore::SpreadSweep).
    void figureReadsNumbersAsEveryCommand()
    {
        QTemporaryDir out;
        auto figure = [&out](const QString &servers) {
            // A bogus format stops the tool once the numbers are read.
            return cli({QStringLiteral("figure"), QStringLiteral("spread"), QStringLiteral("--servers"), servers,
                        QStringLiteral("--formats"), QStringLiteral("bogus"), QStringLiteral("--out"), out.path()});
        };
        for (const QString &grouped : {QStringLiteral("1,000"), QStringLiteral("1_000"), QStringLiteral("100,000")}) {
            const Run r = figure(grouped);
            const QString err = QString::fromUtf8(r.err);
            QVERIFY2(r.code != 0 && err.contains(QLatin1String("--formats")) && !err.contains(QLatin1String("--servers")),
                     qPrintable(grouped + QStringLiteral(" → ") + err));
        }
        for (const QString &bad : {QStringLiteral("1,0"), QStringLiteral("100,001"), QStringLiteral("1"), QStringLiteral("2.5")}) {
            const Run r = figure(bad);
            const QString err = QString::fromUtf8(r.err);
            QVERIFY2(r.code != 0 && err.contains(QLatin1String("--servers: \"") + bad + QLatin1Char('"')),
                     qPrintable(bad + QStringLiteral(" → ") + err));
            QVERIFY2(err.contains(QStringLiteral("2–100,000")), qPrintable(err)); // the range, grouped
        }
    }

    /// A seed written four ways is the same seed: the same keys come out.
    void seedsAgree()
    {
        QByteArray first;
        for (const QString &seed : {QStringLiteral("1000"), QStringLiteral("1,000"), QStringLiteral("1_000"),
                                    QStringLiteral("0x3e8")}) {
            const Run r = cli({QStringLiteral("route"), QStringLiteral("--algorithm"), QStringLiteral("jump"),
                               QStringLiteral("--servers"), QStringLiteral("5"), QStringLiteral("--generate"),
                               QStringLiteral("20"), QStringLiteral("--seed"), seed});
            QVERIFY2(r.code == 0, r.err.constData());
            QVERIFY(!r.out.isEmpty());
            if (first.isEmpty())
                first = r.out;
            QCOMPARE(r.out, first);
        }
        const Run other = cli({QStringLiteral("route"), QStringLiteral("--algorithm"), QStringLiteral("jump"),
                               QStringLiteral("--servers"), QStringLiteral("5"), QStringLiteral("--generate"),
                               QStringLiteral("20"), QStringLiteral("--seed"), QStringLiteral("1001")});
        QVERIFY(other.out != first); // the seed does change the keys
    }

    void badSeeds_data()
    {
        QTest::addColumn<QString>("command");
        QTest::addColumn<QString>("value");
        for (const char *command : {"route", "simulate", "measure"}) {
            for (const char *value : {"abc", "-1", "1.5", "18446744073709551616", "0x", "0x1ffffffffffffffff", "1,0"})
                QTest::addRow("%s %s", command, value) << QString::fromLatin1(command) << QString::fromLatin1(value);
        }
    }
    void badSeeds()
    {
        QFETCH(QString, command);
        QFETCH(QString, value);
        QTemporaryDir out;
        QStringList args{command};
        if (command == QLatin1String("route"))
            args << QStringLiteral("--algorithm") << QStringLiteral("jump") << QStringLiteral("--servers")
                 << QStringLiteral("5") << QStringLiteral("--generate") << QStringLiteral("5");
        else if (command == QLatin1String("simulate"))
            args << QStringLiteral("--servers") << QStringLiteral("5") << QStringLiteral("--rings") << QStringLiteral("1");
        else
            args << QStringLiteral("--proxy") << QStringLiteral("nginx") << QStringLiteral("--out") << out.path()
                 << QStringLiteral("--engine") << QStringLiteral("bogus");
        args << QStringLiteral("--seed") << value;
        const Run r = cli(args);
        const QString err = QString::fromUtf8(r.err);
        QCOMPARE(r.code, 2);
        QVERIFY2(err.contains(QStringLiteral("--seed: \"%1\"").arg(value)), qPrintable(err));
        QVERIFY2(err.contains(QStringLiteral("0-18,446,744,073,709,551,615")), qPrintable(err)); // names the range, grouped
    }

    void helpStatesTheRule()
    {
        const Run r = cli({QStringLiteral("--help")});
        QVERIFY2(r.out.contains("1,000,000") && r.out.contains("1_000_000") && r.out.contains("#7-#9"), r.out.constData());
    }

    // Every command's --help groups its numbers as the error messages do ("1-100,000,000"): simulate
    // listed "1-10000000", "0-18446744073709551615", measure "1000-3600000 (default 60000)", figure
    // "2–1048576", traffic "(default 1000000)". Checked in English and German (grouped "1.000.000").
    // A port is a name and stays plain (none of 5 digits appears); the top help's example of
    // accepted input shows plain digits on purpose.
    void everyHelpGroupsItsNumbers_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("locale");
        QTest::newRow("en") << QStringLiteral("en") << QStringLiteral("C.UTF-8");
        QTest::newRow("de") << QStringLiteral("de") << QStringLiteral("de_DE.UTF-8");
    }
    void everyHelpGroupsItsNumbers()
    {
        QFETCH(QString, language);
        QFETCH(QString, locale);
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("LANGUAGE"), language);
        env.insert(QStringLiteral("LANG"), locale);
        env.insert(QStringLiteral("LC_ALL"), locale);
        auto help = [&](const QStringList &args) {
            const Run r = ringlab::test::runProcess(ringlab::test::cliPath(), args, 120000, env);
            return QString::fromUtf8(r.out);
        };
        const QString top = help({QStringLiteral("--help")});
        // The commands: the list's lines, each "  NAME  summary".
        QStringList commands;
        static const QRegularExpression entry(QStringLiteral("^  ([a-z][a-z-]*) +\\S"),
                                              QRegularExpression::MultilineOption);
        for (auto it = entry.globalMatch(top); it.hasNext();)
            commands << it.next().captured(1);
        for (const char *command : {"route", "simulate", "compare", "figure", "measure", "advise", "merge", "traffic"})
            QVERIFY2(commands.contains(QLatin1String(command)), qPrintable(commands.join(QLatin1Char(' ')) + top));
        // Input shown as typed, on purpose: the rule's example of a plain whole number.
        const QStringList literalExamples{QStringLiteral("(1000000, 1,000,000, 1_000_000)")};
        // Five or more digits not part of a grouped number, a decimal, an address:port or a hex value.
        static const QRegularExpression plain(QStringLiteral("(?<![\\d,._:x])\\d{5,}(?![\\d,._])"));
        QStringList texts{top};
        for (const QString &command : std::as_const(commands))
            texts << help({command, QStringLiteral("--help")});
        for (int i = 0; i < texts.size(); ++i) {
            QString text = texts[i];
            const QString where = i == 0 ? QStringLiteral("ringlab-cli --help") : commands[i - 1] + QStringLiteral(" --help");
            QVERIFY2(text.size() > 100, qPrintable(where));
            for (const QString &example : literalExamples) {
                if (i == 0)
                    QVERIFY2(text.contains(example), qPrintable(text)); // the exemption is not stale
                text.remove(example);
            }
            const QRegularExpressionMatch m = plain.match(text);
            QVERIFY2(!m.hasMatch(),
                     qPrintable(QStringLiteral("%1: \"%2\" in \"%3\"")
                                    .arg(where, m.captured(),
                                         text.mid(std::max<qsizetype>(0, m.capturedStart() - 80), 160).simplified())));
        }
        // The ranges are still there, grouped as the locale groups.
        const QString simulate = help({QStringLiteral("simulate"), QStringLiteral("--help")});
        const QChar sep = language == QLatin1String("de") ? QLatin1Char('.') : QLatin1Char(',');
        QVERIFY2(simulate.contains(QStringLiteral("1-100,000,000").replace(QLatin1Char(','), sep)), qPrintable(simulate));
        QVERIFY2(simulate.contains(QStringLiteral("0-18,446,744,073,709,551,615").replace(QLatin1Char(','), sep)),
                 qPrintable(simulate));
    }

    // r15 F13: "nginx over 1 servers: 160 points, 2568 bytes" (plural, ungrouped), "--weights: 2 is
    // outside the allowed range 1-1" for jump, the *:1,9002:5 form undocumented, and class names
    // in the advise report.
    void sharesAndWeightsSpeakPlainly()
    {
        const Run one = cli({QStringLiteral("shares"), QStringLiteral("--algorithm"), QStringLiteral("nginx"),
                             QStringLiteral("--servers"), QStringLiteral("1")});
        QCOMPARE(one.code, 0);
        QVERIFY2(one.out.contains("over 1 server:") && one.out.contains("2,568 bytes"), one.out.constData());
        const Run seven = cli({QStringLiteral("shares"), QStringLiteral("--algorithm"), QStringLiteral("nginx"),
                               QStringLiteral("--servers"), QStringLiteral("7")});
        QVERIFY2(seven.out.contains("over 7 servers: 1,120 points"), seven.out.constData());
        const Run jump = cli({QStringLiteral("shares"), QStringLiteral("--algorithm"), QStringLiteral("jump"),
                              QStringLiteral("--servers"), QStringLiteral("3"), QStringLiteral("--weights"),
                              QStringLiteral("1,2,3")});
        QCOMPARE(jump.code, 2);
        QVERIFY2(jump.err.contains("takes no weights") && !jump.err.contains("allowed range 1-1"), jump.err.constData());
        const Run help = cli({QStringLiteral("shares"), QStringLiteral("--help")});
        QVERIFY2(help.out.contains("*:1,9002:5"), help.out.constData());
        const Run advise = cli({QStringLiteral("advise"), ringlab::test::dataFile(QStringLiteral("configs/nginx/seed-nginx.conf"))});
        QCOMPARE(advise.code, 0);
        QVERIFY2(!advise.out.contains("RemapAnalysis") && !advise.out.contains("RingSpreadEstimator")
                     && !advise.out.contains("ringcore/"),
                 advise.out.constData());
        const Run figure = cli({QStringLiteral("figure"), QStringLiteral("--help")});
        QVERIFY2(!figure.out.contains("Envoy or Istio;"), figure.out.constData());
    }

    // r16 G7/G8: compare printed "1000000 keys", "Points/server 1600", Maglev's "655.4*" (the
    // Compare page and its figure: "655†" with a note), and the 51-character "Traffic Server
    // consistent_hash, hash-string=address" pushed its row out of both tables' fixed columns.
    // Without --remove on servers other than 127.0.0.1:9001-9100 it refused to run ("--remove:
    // 127.0.0.1:9042 …"); now it removes the middle server, as the Compare page does.
    void compareTablesFitAndGroup()
    {
        const Run r = cli({QStringLiteral("compare"), QStringLiteral("--servers"), QStringLiteral("10"),
                           QStringLiteral("--keys"), QStringLiteral("20000")});
        QVERIFY2(r.code == 0, r.err.constData());
        const QString out = QString::fromUtf8(r.out);
        QVERIFY2(out.contains(QStringLiteral("Results (10 backends, 20,000 keys)")), qPrintable(out));
        QVERIFY2(out.contains(QStringLiteral("Removing 127.0.0.1:9006 (first 20,000 keys)")), qPrintable(out));
        QVERIFY2(out.contains(QStringLiteral("\u2020 slots of a lookup table per server, not points on a ring")),
                 qPrintable(out));
        QVERIFY2(!out.contains(QLatin1Char('*')), qPrintable(out));
        const QStringList lines = out.split(QLatin1Char('\n'));
        // Each table: its header, then rows up to the blank line. The column after the names ends
        // at the same place in every row (right-aligned, as wide as its widest cell).
        auto checkTable = [&](const QString &firstTitle, const QString &secondTitle, int expectedRows) {
            const qsizetype header = lines.indexOf(QRegularExpression(QLatin1Char('^') + firstTitle + QStringLiteral(" .*")));
            QVERIFY2(header >= 0, qPrintable(firstTitle));
            const qsizetype end = lines[header].indexOf(secondTitle) + secondTitle.size();
            QVERIFY(end > secondTitle.size());
            int rows = 0;
            for (qsizetype i = header + 1; i < lines.size() && !lines[i].isEmpty(); ++i, ++rows) {
                const QString &line = lines[i];
                QVERIFY2(line.size() > end && line[end] == QLatin1Char(' ') && line[end - 1] != QLatin1Char(' '),
                         qPrintable(QStringLiteral("%1\n%2").arg(lines[header], line)));
                QVERIFY2(line.mid(0, end).contains(QStringLiteral("  ")), qPrintable(line)); // apart from the name
            }
            QCOMPARE(rows, expectedRows);
        };
        QCOMPARE(out.count(QStringLiteral("\nTraffic Server consistent_hash, hash-string=address ")), 2); // both tables
        int rowCount = 0;
        for (qsizetype i = lines.indexOf(QRegularExpression(QStringLiteral("^Proxy and setting .*"))) + 1;
             i < lines.size() && !lines[i].isEmpty(); ++i)
            ++rowCount;
        QVERIFY(rowCount >= 20);
        checkTable(QStringLiteral("Proxy and setting"), QStringLiteral("Points/server"), rowCount);
        checkTable(QStringLiteral("Setup"), QStringLiteral("Keys on removed"), rowCount);
        if (QTest::currentTestFailed())
            return;
        // 65,537 slots over 10 servers; HAProxy's weight 100 makes 1,600 points per server.
        QVERIFY2(out.contains(QRegularExpression(QStringLiteral("\nEnvoy MAGLEV +6,554\u2020 "))), qPrintable(out));
        QVERIFY2(out.contains(QRegularExpression(QStringLiteral("\nHAProxy, weight 100 +1,600 "))), qPrintable(out));
        // --json keeps plain numbers.
        const Run json = cli({QStringLiteral("compare"), QStringLiteral("--servers"), QStringLiteral("10"),
                              QStringLiteral("--keys"), QStringLiteral("20000"), QStringLiteral("--json")});
        QVERIFY2(json.out.contains("\"keys\": 20000") && json.out.contains("\"removed\": \"127.0.0.1:9006\""),
                 json.out.constData());
    }

    // r16 G7: "Ideal rings: 1 servers"; range errors "1-100000000" without their commas.
    void simulateAndRangesSpeakPlainly()
    {
        const Run one = cli({QStringLiteral("simulate"), QStringLiteral("--servers"), QStringLiteral("1"),
                             QStringLiteral("--rings"), QStringLiteral("1")});
        QCOMPARE(one.code, 0);
        QVERIFY2(one.out.startsWith("Ideal rings: 1 server, 1 ring per row,"), one.out.constData());
        const Run many = cli({QStringLiteral("simulate"), QStringLiteral("--servers"), QStringLiteral("2000"),
                              QStringLiteral("--rings"), QStringLiteral("2")});
        QVERIFY2(many.out.startsWith("Ideal rings: 2,000 servers, 2 rings per row,"), many.out.constData());
        const Run generate = cli({QStringLiteral("route"), QStringLiteral("--algorithm"), QStringLiteral("jump"),
                                  QStringLiteral("--servers"), QStringLiteral("3"), QStringLiteral("--generate"),
                                  QStringLiteral("0")});
        QCOMPARE(generate.code, 2);
        QVERIFY2(generate.err.contains("allowed range 1-100,000,000"), generate.err.constData());
        const Run servers = cli({QStringLiteral("shares"), QStringLiteral("--algorithm"), QStringLiteral("jump"),
                                 QStringLiteral("--servers"), QStringLiteral("0")});
        QCOMPARE(servers.code, 2);
        QVERIFY2(servers.err.contains("1-100,000"), servers.err.constData());
        // A port stays a name: plain digits.
        QTemporaryDir out;
        const Run port = cli({QStringLiteral("measure"), QStringLiteral("--proxy"), QStringLiteral("nginx"),
                              QStringLiteral("--out"), out.path(), QStringLiteral("--base-port"), QStringLiteral("1")});
        QCOMPARE(port.code, 2);
        QVERIFY2(port.err.contains("1024-65534"), port.err.constData());
    }

    // r17 B2: digits beyond 2^63-1 are a whole number that is too large (the range, not "not a
    // whole number"), and an option's "abc" is not a number (not "outside the allowed range").
    void tooLargeAndNotANumberAreTold()
    {
        const Run huge = cli({QStringLiteral("route"), QStringLiteral("--algorithm"), QStringLiteral("jump"),
                              QStringLiteral("--servers"), QStringLiteral("3"), QStringLiteral("--generate"),
                              QStringLiteral("99999999999999999999")});
        QCOMPARE(huge.code, 2);
        QVERIFY2(huge.err.contains("\"99999999999999999999\" is outside the allowed range 1-100,000,000"), huge.err.constData());
        const Run abc = cli({QStringLiteral("shares"), QStringLiteral("--algorithm"), QStringLiteral("ideal"),
                             QStringLiteral("--servers"), QStringLiteral("3"), QStringLiteral("--option"),
                             QStringLiteral("points=abc")});
        QVERIFY(abc.code != 0);
        QVERIFY2(abc.err.contains("option points: \"abc\" is not a whole number (allowed 1-"), abc.err.constData());
        QVERIFY2(!abc.err.contains("outside"), abc.err.constData());
        const Run half = cli({QStringLiteral("shares"), QStringLiteral("--algorithm"), QStringLiteral("ideal"),
                              QStringLiteral("--servers"), QStringLiteral("3"), QStringLiteral("--option"),
                              QStringLiteral("points=1.5")});
        QVERIFY2(half.err.contains("\"1.5\" is not a whole number"), half.err.constData());
        const Run zero = cli({QStringLiteral("shares"), QStringLiteral("--algorithm"), QStringLiteral("ideal"),
                              QStringLiteral("--servers"), QStringLiteral("3"), QStringLiteral("--option"),
                              QStringLiteral("points=0")});
        QVERIFY2(zero.err.contains("option points: \"0\" is outside the allowed range"), zero.err.constData());
    }

    // r16 G16: measure --help listed "Caddy 1-1" as a weight range; --weights for Caddy said
    // "outside the allowed range 1-1".
    void measureSaysCaddyTakesNoWeights()
    {
        const Run help = cli({QStringLiteral("measure"), QStringLiteral("--help")});
        const QString text = QString::fromUtf8(help.out).simplified();
        QVERIFY2(text.contains(QStringLiteral("Caddy takes no weights")) && !text.contains(QStringLiteral("Caddy 1-1")),
                 qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("twemproxy 1-10,000")), qPrintable(text));
        QTemporaryDir out;
        const Run caddy = cli({QStringLiteral("measure"), QStringLiteral("--proxy"), QStringLiteral("caddy"),
                               QStringLiteral("--out"), out.path(), QStringLiteral("--weights"), QStringLiteral("2")});
        QCOMPARE(caddy.code, 2);
        QVERIFY2(caddy.err.contains("--weights: Caddy takes no weights") && !caddy.err.contains("1-1"),
                 caddy.err.constData());
    }
};

QTEST_GUILESS_MAIN(TestCliNumbers)
#include "tst_clinumbers.moc"
