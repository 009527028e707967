#include "ringcore/core/serverlistparser.h"

#include <QTest>

using namespace ringcore;

class TestServerListParser : public QObject
{
    Q_OBJECT
private slots:
    void ranges()
    {
        QString error;
        const ServerList s = ServerListParser::parseServers(QStringLiteral("127.0.0.1:9001-9100"), &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QCOMPARE(s.size(), 100);
        QCOMPARE(s.front().address, QStringLiteral("127.0.0.1:9001"));
        QCOMPARE(s.back().address, QStringLiteral("127.0.0.1:9100"));
    }
    void countMeansSeedHarness()
    {
        QString error;
        const ServerList s = ServerListParser::parseServers(QStringLiteral("3"), &error);
        QCOMPARE(s.size(), 3);
        QCOMPARE(s[2].address, QStringLiteral("127.0.0.1:9003"));
    }
    void mixedList()
    {
        QString error;
        const ServerList s = ServerListParser::parseServers(
            QStringLiteral("[::1]:80, cache-1.example:8080 10.0.0.1"), &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QCOMPARE(s.size(), 3);
        QCOMPARE(s[0].address, QStringLiteral("[::1]:80"));
    }
    void badInput_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("mustMention");
        QTest::newRow("empty") << QString() << QStringLiteral("empty");
        QTest::newRow("zero") << QStringLiteral("0") << QStringLiteral("1-100000");
        QTest::newRow("negative") << QStringLiteral("-5") << QStringLiteral("1-100000");
        QTest::newRow("huge") << QStringLiteral("99999999999") << QStringLiteral("1-100000");
        QTest::newRow("reversed") << QStringLiteral("127.0.0.1:9100-9001") << QStringLiteral("reversed");
        QTest::newRow("duplicate") << QStringLiteral("127.0.0.1:1,127.0.0.1:1") << QStringLiteral("twice");
        QTest::newRow("bad-port") << QStringLiteral("127.0.0.1:70000") << QStringLiteral("1-65535");
        QTest::newRow("bad-ipv4") << QStringLiteral("300.1.1.1:80") << QStringLiteral("IPv4");
        QTest::newRow("bare-ipv6") << QStringLiteral("::1:80") << QStringLiteral("brackets");
        QTest::newRow("separators-only") << QStringLiteral(", ") << QStringLiteral("names no server");
        QTest::newRow("garbage") << QStringLiteral("a_b$:1") << QStringLiteral("host name");
    }
    void badInput()
    {
        QFETCH(QString, text);
        QFETCH(QString, mustMention);
        QString error;
        const ServerList s = ServerListParser::parseServers(text, &error);
        QVERIFY(s.isEmpty());
        QVERIFY2(error.startsWith(QStringLiteral("servers:")), qPrintable(error));
        QVERIFY2(error.contains(mustMention), qPrintable(error));
    }
    void weightsAndDown()
    {
        QString error;
        ServerList s = ServerListParser::parseServers(QStringLiteral("127.0.0.1:9001-9004"), &error);
        QVERIFY(ServerListParser::applyWeights(s, QStringLiteral("1,2,3,4"), 1, 256, &error));
        QCOMPARE(s[3].weight, 4);
        QVERIFY(!ServerListParser::applyWeights(s, QStringLiteral("1,2"), 1, 256, &error));
        QVERIFY(error.contains(QStringLiteral("4 servers")));
        QVERIFY(!ServerListParser::applyWeights(s, QStringLiteral("257"), 1, 256, &error));
        QVERIFY2(error.contains(QStringLiteral("1-256")), qPrintable(error));
        QVERIFY(!ServerListParser::applyWeights(s, QStringLiteral("x"), 1, 256, &error));
        QVERIFY(ServerListParser::applyDown(s, QStringLiteral("9002,#4"), &error));
        QVERIFY(!s[0].down);
        QVERIFY(s[1].down);
        QVERIFY(s[3].down);
        QVERIFY(!ServerListParser::applyDown(s, QStringLiteral("9999"), &error));
        QVERIFY(error.startsWith(QStringLiteral("down:")));
    }
};

QTEST_GUILESS_MAIN(TestServerListParser)
#include "tst_serverlistparser.moc"
