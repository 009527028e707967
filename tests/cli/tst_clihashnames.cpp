// ringlab-cli: servers with hash names (name=address and --hash-names) reach the ports, and bad
// names are refused with exit 2 naming the option.
#include "support/clirunner.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using Run = ringlab::test::ProcessRun;

namespace {

Run cli(const QStringList &args)
{
    return ringlab::test::runCli(args, 120000);
}

QJsonObject sharesOf(const QStringList &extra)
{
    const Run r = cli(QStringList{QStringLiteral("shares"), QStringLiteral("--algorithm"), QStringLiteral("envoy-ring"),
                                  QStringLiteral("--option"), QStringLiteral("min-ring-size=12"), QStringLiteral("--json")}
                      + extra);
    if (r.code != 0)
        qWarning("%s", r.err.constData());
    return QJsonDocument::fromJson(r.out).object();
}

} // namespace

class TestCliHashNames : public QObject
{
    Q_OBJECT
private slots:
    void envoyHostnamesFromTheCommandLine()
    {
        // Envoy's BasicWithHostname: hosts "90".."95", 12 ring entries, 2 per host.
        const QJsonObject byList = sharesOf({QStringLiteral("--servers"), QStringLiteral("127.0.0.1:90-95"),
                                             QStringLiteral("--hash-names"), QStringLiteral("{90..95}"),
                                             QStringLiteral("--option"), QStringLiteral("use-hostname-for-hashing=true")});
        const QJsonArray servers = byList.value(QStringLiteral("servers")).toArray();
        QCOMPARE(servers.size(), 6);
        for (const QJsonValue &s : servers)
            QCOMPARE(s.toObject().value(QStringLiteral("points")).toInt(), 2);
        QCOMPARE(servers.at(0).toObject().value(QStringLiteral("name")).toString(), QStringLiteral("90"));
        // name=address in --servers is the same list.
        const QJsonObject inline_ = sharesOf({QStringLiteral("--servers"),
                                              QStringLiteral("90=127.0.0.1:90,91=127.0.0.1:91,92=127.0.0.1:92,"
                                                             "93=127.0.0.1:93,94=127.0.0.1:94,95=127.0.0.1:95"),
                                              QStringLiteral("--option"), QStringLiteral("use-hostname-for-hashing=true")});
        QCOMPARE(inline_.value(QStringLiteral("servers")), byList.value(QStringLiteral("servers")));
        // Without the option Envoy hashes the addresses: other shares.
        const QJsonObject byAddress = sharesOf({QStringLiteral("--servers"), QStringLiteral("127.0.0.1:90-95"),
                                                QStringLiteral("--hash-names"), QStringLiteral("{90..95}")});
        QVERIFY(byAddress.value(QStringLiteral("servers")).toArray().size() == 6);
        QVERIFY(byAddress.value(QStringLiteral("cv")).toDouble() != byList.value(QStringLiteral("cv")).toDouble());
    }

    void badNames_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("mustMention");
        QTest::newRow("numeric host") << QStringList{QStringLiteral("--servers"), QStringLiteral("90,91")}
                                      << QStringLiteral("90=127.0.0.1:9001");
        QTest::newRow("count") << QStringList{QStringLiteral("--servers"), QStringLiteral("127.0.0.1:90-95"),
                                              QStringLiteral("--hash-names"), QStringLiteral("a,b")}
                               << QStringLiteral("--hash-names: 2 names for 6 servers");
        QTest::newRow("no host name") << QStringList{QStringLiteral("--servers"), QStringLiteral("127.0.0.1:90-95"),
                                                     QStringLiteral("--option"), QStringLiteral("use-hostname-for-hashing=true")}
                                      << QStringLiteral("has no host name");
    }
    void badNames()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, mustMention);
        const Run r = cli(QStringList{QStringLiteral("shares"), QStringLiteral("--algorithm"), QStringLiteral("envoy-ring")} + args);
        QVERIFY2(r.code != 0, r.out.constData());
        QVERIFY2(QString::fromUtf8(r.err).contains(mustMention), r.err.constData());
    }
};

QTEST_GUILESS_MAIN(TestCliHashNames)
#include "tst_clihashnames.moc"
