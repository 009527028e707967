#include "ringcore/core/serverlistparser.h"
#include "ringcore/experiment/experiment.h"
#include "ringcore/experiment/experimentio.h"

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
        json.insert(QStringLiteral("version"), 3);
        Experiment e;
        QString error;
        QVERIFY(!Experiment::fromJson(json, &e, &error));
        QVERIFY2(error.contains(QStringLiteral("1-2")), qPrintable(error));
    }
};

QTEST_GUILESS_MAIN(TestExperiment)
#include "tst_experiment.moc"
