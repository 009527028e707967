// The Advisor's dnsdist part: newServer/setServerPolicy lines read into pools, the chashed ring
// built from them exactly as the registered port builds it, the weight fix written back into the
// file and read again, and bounded refusals of broken input.
#include "support/testpaths.h"

#include "ringcore/advisor/advisor.h"
#include "ringcore/advisor/advisorsystem.h"
#include "ringcore/config/proxyconfigreader.h"
#include "ringcore/rings/algorithmregistry.h"

#include <QTest>

using namespace ringcore;
using ringlab::test::dataFile;

namespace {

/// N servers of one weight in the default pool, one newServer line each.
QString servers(int n, int weight, const QString &policy)
{
    QString text = QStringLiteral("-- generated\n");
    if (!policy.isEmpty())
        text += QStringLiteral("setServerPolicy(%1)\n").arg(policy);
    for (int i = 0; i < n; ++i)
        text += QStringLiteral("newServer{address=\"10.0.%1.%2:53\", weight=%3}\n").arg(i / 250).arg(i % 250 + 1).arg(weight);
    return text;
}

bool readText(const QString &text, ProxyConfig *config, ConfigError *error, QList<ProxyConfig> *all = nullptr)
{
    return ProxyConfigReader::read(text, QStringLiteral("dnsdist.conf"), ConfigReadOptions(), config, error, all);
}

} // namespace

class TestDnsdistAdvice : public QObject
{
    Q_OBJECT
private slots:
    void registeredAndDetected()
    {
        const AdvisorSystem *system = AdvisorSystemRegistry::find(QStringLiteral("dnsdist"));
        QVERIFY(system);
        QCOMPARE(ProxyConfigReader::detect(servers(3, 1, QStringLiteral("chashed")), QString()), QStringLiteral("dnsdist"));
        // The other formats are still recognised as before.
        QCOMPARE(ProxyConfigReader::detect(QStringLiteral("upstream a {\n server 10.0.0.1;\n}\n"), QString()),
                 QStringLiteral("nginx"));
    }

    void readsPools()
    {
        ProxyConfig config;
        ConfigError error;
        QList<ProxyConfig> all;
        QVERIFY2(ProxyConfigReader::readFile(dataFile(QStringLiteral("configs/dnsdist/pools.conf")), {}, &config, &error, &all),
                 qPrintable(error.toString()));
        QCOMPARE(all.size(), 2);
        QCOMPARE(config.system, QStringLiteral("dnsdist"));
        QCOMPARE(config.sectionName, QStringLiteral("default"));
        QVERIFY(config.consistent);
        QCOMPARE(config.algorithm, QStringLiteral("dnsdist-chashed"));
        QCOMPARE(config.servers.size(), 3);
        QCOMPARE(config.servers.at(2).address, QStringLiteral("192.0.2.3:53"));
        QCOMPARE(config.servers.at(2).weight, 200);
        QCOMPARE(config.serverLines, (QList<int>{5, 6, 7}));
        QCOMPARE(config.options.value(QStringLiteral("hash-perturbation")), QStringLiteral("42"));
        // The file's id=… cannot be modelled, and the report says so.
        QVERIFY(config.notes.join(QLatin1Char('\n')).contains(QStringLiteral("id=")));
        const ProxyConfig &abuse = all.at(1);
        QCOMPARE(abuse.sectionName, QStringLiteral("abuse"));
        QCOMPARE(abuse.sectionLine, 8);
        QCOMPARE(abuse.servers.size(), 2);
        QCOMPARE(abuse.servers.at(0).weight, 5);
        QCOMPARE(abuse.servers.at(1).weight, 1);
        QVERIFY(!abuse.hashes);
        QVERIFY(abuse.algorithm.isEmpty());
    }

    void todayIsThePortsRing()
    {
        ProxyConfig config;
        ConfigError error;
        QVERIFY(readText(servers(100, 1, QStringLiteral("chashed")), &config, &error));
        QString why;
        auto advised = Advisor::build(config, &why);
        QVERIFY2(advised, qPrintable(why));
        auto direct = AlgorithmRegistry::create(QStringLiteral("dnsdist-chashed"), config.servers, {}, &why);
        QVERIFY(direct);
        QCOMPARE(advised->shares(), direct->shares());
        QCOMPARE(advised->pointCount(), size_t(100));
    }

    void fixScalesTheWeightsAndReadsBack()
    {
        ProxyConfig config;
        ConfigError error;
        const QString text = servers(20, 1, QStringLiteral("chashed"));
        QVERIFY(readText(text, &config, &error));
        AdvisorOptions options;
        options.simulatedRings = 100;
        options.remapKeys = 20000;
        AdviceReport report;
        QString why;
        QVERIFY2(Advisor::advise(config, options, &report, &why), qPrintable(why));
        QVERIFY(report.hasToday && !report.today.meetsTarget); // one point a server
        QVERIFY(report.hasFix);
        const QList<int> weights = report.fix.change.weights;
        QCOMPARE(weights.size(), 20);
        QVERIFY(weights.first() > 1);
        QVERIFY(std::all_of(weights.cbegin(), weights.cend(), [&](int w) { return w == weights.first(); }));
        QVERIFY(report.fix.meetsTarget);
        QCOMPARE(report.fix.pasteLines.size(), 20);
        QVERIFY2(report.fix.pasteLines.first().contains(QStringLiteral("weight=%1").arg(weights.first())),
                 qPrintable(report.fix.pasteLines.first()));
        // The patched file reads back with those weights and the ring the report quotes.
        ProxyConfig patched;
        QVERIFY(readText(report.fix.patchedText, &patched, &error));
        QCOMPARE(patched.servers.size(), 20);
        for (const Server &s : patched.servers)
            QCOMPARE(s.weight, weights.first());
        auto port = Advisor::build(patched, &why);
        QVERIFY(port);
        QCOMPARE(Advisor::summarize(*port, options).busiest, report.fix.after.busiest);
        QCOMPARE(report.rollout.name, QStringLiteral("dnsdist"));
        QVERIFY(!report.rollout.applyChange.isEmpty());
        // Smallest: one factor less fails the screen.
        if (weights.first() > 2) {
            ConfigChange smaller;
            for (int i = 0; i < 20; ++i)
                smaller.weights.append(weights.first() - 1);
            AdviceFix fix;
            ProxyConfig p;
            QVERIFY(Advisor::evaluate(config, smaller, options, &fix, &p, &why));
            QVERIFY(!fix.meetsTarget || fix.after.ringsWithin < 0.95);
        }
    }

    void otherPoliciesGetChashed()
    {
        ProxyConfig config;
        ConfigError error;
        QVERIFY(readText(servers(10, 100, QString()), &config, &error));
        QVERIFY(!config.hashes); // leastOutstanding, dnsdist's default
        QVERIFY(config.defaults.join(QLatin1Char('\n')).contains(QStringLiteral("leastOutstanding")));
        QVERIFY(readText(servers(10, 100, QStringLiteral("whashed")), &config, &error));
        QVERIFY(config.hashes && !config.consistent);
        AdvisorOptions options;
        options.simulatedRings = 50;
        options.remapKeys = 10000;
        AdviceReport report;
        QString why;
        QVERIFY2(Advisor::advise(config, options, &report, &why), qPrintable(why));
        QVERIFY(report.hasFix && report.fix.change.makeConsistent);
        QVERIFY(report.fix.pasteLines.contains(QStringLiteral("setServerPolicy(chashed)")));
        ProxyConfig patched;
        QVERIFY(readText(report.fix.patchedText, &patched, &error));
        QVERIFY(patched.consistent);
    }

    void refusesBrokenInput_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("line");
        QTest::addColumn<QString>("says");
        QTest::newRow("weight 0") << "setServerPolicy(chashed)\nnewServer{address=\"10.0.0.1\", weight=0}\n" << 2
                                  << "newServer weight: \"0\" is outside the allowed range 1-2147483647";
        QTest::newRow("weight too big") << "newServer{address=\"10.0.0.1\", weight=2147483648}\n" << 1 << "weight";
        QTest::newRow("no address") << "newServer{weight=3}\n" << 1 << "address";
        QTest::newRow("not closed") << QStringLiteral("newServer{address=\"10.0.0.1\",\n") + QStringLiteral("--\n").repeated(300) << 1
                                    << "not closed within 200 lines";
        QTest::newRow("perturbation") << "setWHashedPertubation(-1)\nnewServer(\"10.0.0.1\")\n" << 0 << "0-4294967295";
        QTest::newRow("factor") << "setConsistentHashingBalancingFactor(0.5)\nnewServer(\"10.0.0.1\")\n" << 0 << "1 and above";
    }
    void refusesBrokenInput()
    {
        QFETCH(QString, text);
        QFETCH(int, line);
        QFETCH(QString, says);
        ProxyConfig config;
        ConfigError error;
        ConfigReadOptions options;
        options.format = QStringLiteral("dnsdist");
        QVERIFY(!ProxyConfigReader::read(text, QString(), options, &config, &error));
        QCOMPARE(error.line, line);
        QVERIFY2(error.reason.contains(says), qPrintable(error.reason));
    }

    void manyServersStayBounded()
    {
        // 100,000 one-line servers read in one pass; one more is refused naming the limit.
        ProxyConfig config;
        ConfigError error;
        ConfigReadOptions options;
        options.format = QStringLiteral("dnsdist");
        QString text = servers(100000, 1, QStringLiteral("chashed"));
        QVERIFY2(ProxyConfigReader::read(text, QString(), options, &config, &error), qPrintable(error.toString()));
        QCOMPARE(config.servers.size(), 100000);
        text += QStringLiteral("newServer(\"10.9.9.9:53\")\n");
        QVERIFY(!ProxyConfigReader::read(text, QString(), options, &config, &error));
        QVERIFY2(error.reason.contains(QStringLiteral("100000")), qPrintable(error.reason));
    }
};

QTEST_GUILESS_MAIN(TestDnsdistAdvice)
#include "tst_dnsdistadvice.moc"
