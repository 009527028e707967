#include "ringcore/core/serverlistparser.h"
#include "ringcore/experiment/experiment.h"
#include "ringcore/experiment/experimentio.h"
#include "support/testpaths.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QTest>

using namespace ringcore;

/// The experiment file keeps each server's hash name (format version 2) and still reads and
/// writes version 1 for lists without names.
class TestExperiment : public QObject
{
    Q_OBJECT
private slots:
    void roundTripWithHashNames()
    {
        Experiment e = Experiment::defaultExperiment();
        QString error;
        e.algorithm = QStringLiteral("envoy-ring");
        e.options.insert(QStringLiteral("use-hostname-for-hashing"), QStringLiteral("true"));
        e.servers = ServerListParser::parseServers(QStringLiteral("90=127.0.0.1:90, 91=127.0.0.1:91 127.0.0.1:92"), &error);
        QVERIFY2(!e.servers.isEmpty(), qPrintable(error));
        e.servers[1].down = true;
        const QJsonObject json = e.toJson();
        QCOMPARE(json.value(QStringLiteral("version")).toInt(), 2);
        const QJsonArray servers = json.value(QStringLiteral("servers")).toArray();
        QCOMPARE(servers.at(0).toObject().value(QStringLiteral("name")).toString(), QStringLiteral("90"));
        QVERIFY(!servers.at(2).toObject().contains(QStringLiteral("name")));

        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = dir.filePath(QStringLiteral("named.json"));
        QVERIFY2(ExperimentIo::write(path, e, &error), qPrintable(error));
        Experiment back;
        QVERIFY2(ExperimentIo::read(path, &back, &error), qPrintable(error));
        QCOMPARE(back, e);
        QCOMPARE(back.servers[0].hashName, QStringLiteral("90"));
        QCOMPARE(back.servers[1].hashName, QStringLiteral("91"));
        QVERIFY(back.servers[1].down);
        QVERIFY(back.servers[2].hashName.isEmpty());
    }

    void withoutNamesStaysVersionOne()
    {
        const Experiment e = Experiment::defaultExperiment();
        const QJsonObject json = e.toJson();
        QCOMPARE(json.value(QStringLiteral("version")).toInt(), 1);
        for (const QJsonValue &v : json.value(QStringLiteral("servers")).toArray())
            QVERIFY(!v.toObject().contains(QStringLiteral("name")));
        Experiment back;
        QString error;
        QVERIFY2(Experiment::fromJson(json, &back, &error), qPrintable(error));
        QCOMPARE(back, e);
    }

    void readsAVersionOneFile()
    {
        // As RingLab wrote it before hash names existed.
        const QByteArray v1 = R"({"format":"ringlab-experiment","version":1,"algorithm":"nginx",
            "servers":[{"address":"127.0.0.1:9001","weight":1},{"address":"127.0.0.1:9002","weight":3,"down":true}],
            "options":{},"keys":1000,"seed":"7","title":"old"})";
        Experiment e;
        QString error;
        QVERIFY2(ExperimentIo::parse(v1, QStringLiteral("old.json"), &e, &error), qPrintable(error));
        QCOMPARE(e.servers.size(), 2);
        QCOMPARE(e.servers[1].weight, 3);
        QVERIFY(e.servers[1].down);
        QVERIFY(e.servers[0].hashName.isEmpty());
        QCOMPARE(e.seed, quint64(7));
    }

    void badNames_data()
    {
        QTest::addColumn<QByteArray>("server");
        QTest::addColumn<QString>("mustMention");
        QTest::newRow("number") << QByteArray(R"({"address":"127.0.0.1:1","name":5})") << QStringLiteral("servers[0].name");
        QTest::newRow("space") << QByteArray(R"({"address":"127.0.0.1:1","name":"a b"})") << QStringLiteral("servers[0].name");
        QTest::newRow("empty") << QByteArray(R"({"address":"127.0.0.1:1","name":""})") << QStringLiteral("empty");
    }
    void badNames()
    {
        QFETCH(QByteArray, server);
        QFETCH(QString, mustMention);
        const QByteArray text = R"({"format":"ringlab-experiment","version":2,"algorithm":"nginx","servers":[)" + server + "]}";
        Experiment e;
        QString error;
        QVERIFY(!ExperimentIo::parse(text, QStringLiteral("bad.json"), &e, &error));
        QVERIFY2(error.contains(mustMention), qPrintable(error));
    }

    void unknownVersionRefused()
    {
        QJsonObject json = Experiment::defaultExperiment().toJson();
        json.insert(QStringLiteral("version"), 4);
        Experiment e;
        QString error;
        QVERIFY(!Experiment::fromJson(json, &e, &error));
        QVERIFY2(error.contains(QStringLiteral("1-3")), qPrintable(error));
    }

    /// The Traffic page's settings survive a save and a load (format version 3), and a file that
    /// does not change them stays at its old version.
    void trafficRoundTrip()
    {
        Experiment e = Experiment::defaultExperiment();
        QCOMPARE(e.toJson().value(QStringLiteral("version")).toInt(), 1);
        QVERIFY(!e.toJson().contains(QStringLiteral("traffic")));
        e.traffic.model = TrafficConfig::Model::Log;
        e.traffic.logPath = QStringLiteral("/var/log/nginx/access.log");
        e.traffic.cacheObjects = 2500;
        e.traffic.windows = 80;
        e.traffic.algorithms = {QStringLiteral("maglev"), QStringLiteral("jump")};
        e.traffic.events = {ScaleEvent{ScaleEvent::Kind::Remove, QStringLiteral("127.0.0.1:9010"), 1, 12.5},
                            ScaleEvent{ScaleEvent::Kind::Add, QStringLiteral("127.0.0.1:9200"), 3, 70}};
        const QByteArray text = QJsonDocument(e.toJson()).toJson();
        QCOMPARE(QJsonDocument::fromJson(text).object().value(QStringLiteral("version")).toInt(), 3);
        Experiment back;
        QString error;
        QVERIFY2(ExperimentIo::parse(text, QStringLiteral("t.ringlab"), &back, &error), qPrintable(error));
        QCOMPARE(back.traffic.model, TrafficConfig::Model::Log);
        QCOMPARE(back.traffic.logPath, e.traffic.logPath);
        QCOMPARE(back.traffic.events, e.traffic.events);
        QVERIFY(back == e);

        e.traffic = ExperimentTraffic();
        e.traffic.model = TrafficConfig::Model::Uniform;
        e.traffic.universe = 4242;
        e.traffic.requests = 123456789;
        QVERIFY(Experiment::fromJson(e.toJson(), &back, &error));
        QCOMPARE(back.traffic.universe, qint64(4242));
        QCOMPARE(back.traffic.requests, qint64(123456789));
        QVERIFY(back == e);
    }

    /// Files written before the Traffic page (versions 1 and 2, no "traffic") load with the default
    /// settings: Zipf(1.0), a removal and a re-add of 127.0.0.1:9042, the four proxies.
    void oldFileGetsDefaultTraffic()
    {
        const QByteArray v2 = R"({"format":"ringlab-experiment","version":2,"algorithm":"maglev",
            "servers":[{"address":"127.0.0.1:9001","weight":1,"name":"a"},{"address":"127.0.0.1:9042","weight":1}],
            "keys":1000,"seed":"7","title":"old"})";
        Experiment e;
        QString error;
        QVERIFY2(ExperimentIo::parse(v2, QStringLiteral("old.ringlab"), &e, &error), qPrintable(error));
        QVERIFY(e.traffic.isDefault());
        QCOMPARE(e.traffic.model, TrafficConfig::Model::Zipf);
        QCOMPARE(e.traffic.algorithms, (QStringList{QStringLiteral("nginx"), QStringLiteral("haproxy"),
                                                    QStringLiteral("envoy-ring"), QStringLiteral("maglev")}));
        QCOMPARE(TrafficConfig::eventsText(e.traffic.events),
                 QStringLiteral("remove 127.0.0.1:9042@30%,add 127.0.0.1:9042@60%"));
        QCOMPARE(e.toJson().value(QStringLiteral("version")).toInt(), 2); // names, no traffic: stays 2
    }

    /// The experiment files docs/traffic.md renders its figures from (version 3, written by hand).
    void docsTrafficFilesRead()
    {
        Experiment e;
        QString error;
        QVERIFY2(ExperimentIo::read(ringlab::test::dataFile(QStringLiteral("traffic/zipf-9042.ringlab")), &e, &error),
                 qPrintable(error));
        QCOMPARE(e.servers.size(), 100);
        QCOMPARE(e.traffic.universe, qint64(1000000));
        QCOMPARE(e.traffic.requests, qint64(10000000));
        QCOMPARE(e.traffic.cacheObjects, qint64(10000));
        QCOMPARE(e.traffic.events.size(), 2);
        QVERIFY2(ExperimentIo::read(ringlab::test::dataFile(QStringLiteral("traffic/pingora-log.ringlab")), &e, &error),
                 qPrintable(error));
        QCOMPARE(e.traffic.model, TrafficConfig::Model::Log);
        QCOMPARE(e.traffic.logPath, QStringLiteral("tests/data/traffic/pingora-nginx-sample.log"));
        QCOMPARE(e.servers.size(), 9);
        QCOMPARE(e.traffic.events.front().address, QStringLiteral("10.0.0.5:443"));
    }

    void badTrafficRefused_data()
    {
        QTest::addColumn<QByteArray>("traffic");
        QTest::addColumn<QString>("mustMention");
        QTest::newRow("model") << QByteArray(R"({"model":"pareto"})") << QStringLiteral("traffic.model");
        QTest::newRow("exponent") << QByteArray(R"({"exponent":0})") << QStringLiteral("traffic.exponent");
        QTest::newRow("universe") << QByteArray(R"({"universe":50000001})") << QStringLiteral("traffic.universe: must be a whole number 1-50,000,000");
        QTest::newRow("cache") << QByteArray(R"({"cache":0})") << QStringLiteral("traffic.cache");
        QTest::newRow("windows") << QByteArray(R"({"windows":1})") << QStringLiteral("traffic.windows: must be a whole number 2-10,000");
        QTest::newRow("events") << QByteArray(R"({"events":"drop 127.0.0.1:9001@20%"})") << QStringLiteral("traffic.events");
        QTest::newRow("algorithms") << QByteArray(R"({"algorithms":[]})") << QStringLiteral("traffic.algorithms");
        QTest::newRow("log without path") << QByteArray(R"({"model":"log"})") << QStringLiteral("traffic.log");
    }

    void badTrafficRefused()
    {
        QFETCH(QByteArray, traffic);
        QFETCH(QString, mustMention);
        const QByteArray text = R"({"format":"ringlab-experiment","version":3,"algorithm":"nginx",
            "servers":[{"address":"127.0.0.1:9001"}],"traffic":)" + traffic + "}";
        Experiment e;
        QString error;
        QVERIFY(!ExperimentIo::parse(text, QStringLiteral("bad.ringlab"), &e, &error));
        QVERIFY2(error.contains(mustMention), qPrintable(error));
    }
};

QTEST_GUILESS_MAIN(TestExperiment)
#include "tst_experiment.moc"
