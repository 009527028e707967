// ringlab-cli measure: every numeric option refuses bad input (empty, not a number, negative, zero,
// huge, NaN, just outside its range) with exit 2 and a message naming the option and its range,
// before anything starts (issue 7, "Bad input").
#include "ringcore/live/portprobe.h"
#include "support/testpaths.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

class TestMeasureCommand : public QObject
{
    Q_OBJECT
private slots:
    void badNumbers_data()
    {
        QTest::addColumn<QString>("option");
        QTest::addColumn<QString>("value");
        QTest::addColumn<QString>("range");
        struct Option
        {
            const char *name;
            qint64 min, max;
        };
        const Option options[] = {
            {"request-timeout", 1000, 600000}, {"stall-timeout", 1000, 3600000}, {"keys", 1, 100000000},
            {"concurrency", 1, 1024},          {"pipeline", 1, 128},              {"recheck", 0, 10000000},
            {"base-port", 1024, 65534},        {"backends", 1, 1000},
        };
        for (const Option &o : options) {
            // Amounts grouped as people read them (r16 G7); a port keeps its plain digits.
            const bool port = QByteArray(o.name).endsWith("port");
            const QString range = port ? QStringLiteral("%1-%2").arg(o.min).arg(o.max)
                                       : QStringLiteral("%1-%2").arg(QLocale().toString(o.min), QLocale().toString(o.max));
            QStringList values{QString(), QStringLiteral("abc"), QStringLiteral("-5"), QStringLiteral("NaN"),
                               QStringLiteral("nan"), QStringLiteral("inf"), QStringLiteral("1.5"),
                               QStringLiteral("1e3"), QStringLiteral("99999999999999999999999"),
                               QStringLiteral("0x10"), QString::number(o.max + 1)};
            if (o.min > 0)
                values << QStringLiteral("0") << QString::number(o.min - 1);
            for (const QString &v : std::as_const(values))
                QTest::addRow("--%s=\"%s\"", o.name, qPrintable(v)) << QString::fromLatin1(o.name) << v << range;
        }
    }
    void badNumbers()
    {
        QFETCH(QString, option);
        QFETCH(QString, value);
        QFETCH(QString, range);
        QTemporaryDir out;
        const int base = ringcore::PortProbe::findFreeBase(101, 9001);
        QStringList args{QStringLiteral("measure"), QStringLiteral("--proxy"), QStringLiteral("nginx"),
                         QStringLiteral("--out"), out.path()};
        // Should the value be taken by mistake, the run stays small and on free ports.
        if (option != QLatin1String("keys"))
            args << QStringLiteral("--keys") << QStringLiteral("100");
        if (option != QLatin1String("base-port"))
            args << QStringLiteral("--base-port") << QString::number(base);
        args << QStringLiteral("--%1=%2").arg(option, value);
        QProcess cli;
        cli.start(ringlab::test::cliPath(), args);
        QVERIFY(cli.waitForFinished(60000));
        const QString err = QString::fromLocal8Bit(cli.readAllStandardError());
        QCOMPARE(cli.exitStatus(), QProcess::NormalExit);
        QCOMPARE(cli.exitCode(), 2);
        QVERIFY2(err.contains(QStringLiteral("--") + option), qPrintable(err));
        QVERIFY2(err.contains(range), qPrintable(err));
        QVERIFY2(err.contains(QLatin1Char('"') + value + QLatin1Char('"')), qPrintable(err)); // quotes the input
        QVERIFY(QDir(out.path()).isEmpty()); // nothing written
    }

    void limitsAreAccepted_data()
    {
        // The bounds of the new timeouts parse (the run itself is refused for another reason, so
        // nothing starts: an unknown engine is checked after the numbers).
        QTest::addColumn<QString>("option");
        QTest::addColumn<QString>("value");
        QTest::newRow("request-timeout min") << QStringLiteral("request-timeout") << QStringLiteral("1000");
        QTest::newRow("request-timeout max") << QStringLiteral("request-timeout") << QStringLiteral("600000");
        QTest::newRow("stall-timeout min") << QStringLiteral("stall-timeout") << QStringLiteral("1000");
        QTest::newRow("stall-timeout max") << QStringLiteral("stall-timeout") << QStringLiteral("3600000");
    }
    void limitsAreAccepted()
    {
        QFETCH(QString, option);
        QFETCH(QString, value);
        QTemporaryDir out;
        QProcess cli;
        cli.start(ringlab::test::cliPath(),
                  {QStringLiteral("measure"), QStringLiteral("--proxy"), QStringLiteral("nginx"), QStringLiteral("--out"),
                   out.path(), QStringLiteral("--%1=%2").arg(option, value), QStringLiteral("--engine"),
                   QStringLiteral("bogus")});
        QVERIFY(cli.waitForFinished(60000));
        const QString err = QString::fromLocal8Bit(cli.readAllStandardError());
        QCOMPARE(cli.exitCode(), 2);
        QVERIFY2(err.contains(QStringLiteral("--engine")), qPrintable(err)); // got past the number
        QVERIFY2(!err.contains(QStringLiteral("--") + option), qPrintable(err));
    }

    /// --json prints the run's results as JSON: the very object written to results.json.
    void jsonPrintsTheResults()
    {
        QTemporaryDir out;
        const int base = ringcore::PortProbe::findFreeBase(4, 9001);
        QProcess cli;
        cli.start(ringlab::test::cliPath(),
                  {QStringLiteral("measure"), QStringLiteral("--proxy"), QStringLiteral("nginx"), QStringLiteral("--out"),
                   out.path(), QStringLiteral("--keys"), QStringLiteral("300"), QStringLiteral("--recheck"),
                   QStringLiteral("30"), QStringLiteral("--backends"), QStringLiteral("3"), QStringLiteral("--base-port"),
                   QString::number(base), QStringLiteral("--quiet"), QStringLiteral("--json")});
        QVERIFY(cli.waitForFinished(120000));
        const QByteArray stdOut = cli.readAllStandardOutput();
        QVERIFY2(cli.exitCode() == 0, cli.readAllStandardError().constData());
        QJsonParseError parseError;
        const QJsonDocument printed = QJsonDocument::fromJson(stdOut, &parseError);
        QVERIFY2(printed.isObject(), qPrintable(parseError.errorString() + QLatin1Char(' ') + QString::fromUtf8(stdOut)));
        QFile file(QDir(out.path()).filePath(QStringLiteral("results.json")));
        QVERIFY(file.open(QIODevice::ReadOnly));
        QCOMPARE(printed.object(), QJsonDocument::fromJson(file.readAll()).object());
        const QJsonObject validity = printed.object().value(QStringLiteral("validity")).toObject();
        QCOMPARE(validity.value(QStringLiteral("keysMeasured")).toInteger(), 300);
        QCOMPARE(validity.value(QStringLiteral("valid")).toBool(), true);
        QVERIFY(!stdOut.contains("VALID:")); // no text summary mixed in
    }
};

QTEST_GUILESS_MAIN(TestMeasureCommand)
#include "tst_measurecommand.moc"
