// ringcore::NumberInput, ZipfSampler::parseModel and the one range type: the rules every front end
// reads numbers by (issue 35 item 5).
#include "ringcore/core/numberinput.h"
#include "ringcore/core/range.h"
#include "ringcore/core/serverlistparser.h"
#include "ringcore/traffic/zipfsampler.h"

#include <QTest>

using namespace ringcore;

class TestNumberInput : public QObject
{
    Q_OBJECT

private slots:
    void wholeNumbers_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<bool>("accepted");
        QTest::addColumn<qint64>("value");
        QTest::newRow("plain") << QStringLiteral("1000000") << true << qint64(1000000);
        QTest::newRow("commas") << QStringLiteral("1,000,000") << true << qint64(1000000);
        QTest::newRow("underscores") << QStringLiteral("1_000_000") << true << qint64(1000000);
        QTest::newRow("spaces") << QStringLiteral(" 42 ") << true << qint64(42);
        QTest::newRow("largest") << QStringLiteral("9223372036854775807") << true << qint64(9223372036854775807LL);
        QTest::newRow("beyond 2^63-1") << QStringLiteral("9223372036854775808") << false << qint64(0);
        QTest::newRow("mixed separators") << QStringLiteral("1,000_000") << false << qint64(0);
        QTest::newRow("groups of two") << QStringLiteral("10,00") << false << qint64(0);
        QTest::newRow("sign") << QStringLiteral("-5") << false << qint64(0);
        QTest::newRow("decimals") << QStringLiteral("5.0") << false << qint64(0);
        QTest::newRow("hex") << QStringLiteral("0x10") << false << qint64(0);
        QTest::newRow("empty") << QString() << false << qint64(0);
    }
    void wholeNumbers()
    {
        QFETCH(QString, text);
        QFETCH(bool, accepted);
        QFETCH(qint64, value);
        qint64 v = -1;
        QCOMPARE(NumberInput::wholeNumber(text, &v), accepted);
        QCOMPARE(NumberInput::isWholeNumber(text), accepted || text.contains(QStringLiteral("9223372036854775808")));
        if (accepted)
            QCOMPARE(v, value);
        else
            QCOMPARE(v, qint64(-1)); // untouched
    }

    void realNumbers_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<bool>("accepted");
        QTest::addColumn<double>("value");
        QTest::newRow("decimal") << QStringLiteral("0.1") << true << 0.1;
        QTest::newRow("exponent") << QStringLiteral("1e-3") << true << 0.001;
        QTest::newRow("negative") << QStringLiteral("-2.5") << true << -2.5;
        QTest::newRow("spaces") << QStringLiteral(" 3 ") << true << 3.0;
        QTest::newRow("nan") << QStringLiteral("nan") << false << 0.0;
        QTest::newRow("inf") << QStringLiteral("inf") << false << 0.0;
        QTest::newRow("comma decimal") << QStringLiteral("0,1") << false << 0.0;
        QTest::newRow("grouped") << QStringLiteral("1,000.5") << false << 0.0;
        QTest::newRow("word") << QStringLiteral("abc") << false << 0.0;
    }
    void realNumbers()
    {
        QFETCH(QString, text);
        QFETCH(bool, accepted);
        QFETCH(double, value);
        double v = -7;
        QCOMPARE(NumberInput::realNumber(text, &v), accepted);
        QCOMPARE(v, accepted ? value : -7.0);
    }

    void zipfModels()
    {
        double s = -1;
        QVERIFY(ZipfSampler::parseModel(QStringLiteral("zipf:1.1"), &s));
        QCOMPARE(s, 1.1);
        QVERIFY(ZipfSampler::parseModel(QStringLiteral("zipf:10"), &s));
        QCOMPARE(s, ZipfSampler::kMaxExponent);
        s = -1;
        for (const char *bad : {"zipf:0", "zipf:10.5", "zipf:", "zipf:x", "zipf:nan", "uniform", "1.1", "zipf 1.1"})
            QVERIFY2(!ZipfSampler::parseModel(QString::fromLatin1(bad), &s), bad);
        QCOMPARE(s, -1.0);
    }

    void rangesContainTheirEnds()
    {
        constexpr Range r{2, 5};
        static_assert(r.contains(2) && r.contains(5) && !r.contains(1) && !r.contains(6));
        constexpr RealRange e{0.001, 10};
        QVERIFY(e.contains(0.001) && e.contains(10) && !e.contains(0) && !e.contains(10.0001));
    }

    /// The first port is defined once: a count parses to the servers loopbackServers() lists.
    void loopbackServersAreWhatACountParsesTo()
    {
        QString error;
        const ServerList parsed = ServerListParser::parseServers(QStringLiteral("60000"), &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        const ServerList listed = ServerListParser::loopbackServers(60000);
        QCOMPARE(listed.size(), parsed.size());
        for (qsizetype i = 0; i < listed.size(); ++i)
            QCOMPARE(listed[i].address, parsed[i].address);
        QCOMPARE(listed.first().address, QStringLiteral("127.0.0.1:%1").arg(ServerListParser::kFirstPort));
        QCOMPARE(listed.at(65535 - ServerListParser::kFirstPort).address, QStringLiteral("127.0.0.1:65535"));
        QCOMPARE(listed.at(65536 - ServerListParser::kFirstPort).address, QStringLiteral("127.0.0.2:9001"));
        QCOMPARE(ServerListParser::parseServers(ServerListParser::loopbackRangeText(100), &error).size(), 100);
        QCOMPARE(ServerListParser::loopbackServers(3, 7).last().weight, 7);
    }
};

QTEST_GUILESS_MAIN(TestNumberInput)
#include "tst_numberinput.moc"
