// Replays every kept fuzz input (tests/fuzz/corpus/<target>/*) through the fuzz targets, so that
// each crash ever found stays a regular test. A violated invariant traps and fails the test.
#include "fuzz/fuzztargets.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QTest>

class TestFuzzCorpus : public QObject
{
    Q_OBJECT
private:
    static int replay(const QString &target, int (*fn)(const uint8_t *, size_t))
    {
        const QDir dir(QStringLiteral(RINGLAB_TEST_SOURCE_DIR "/fuzz/corpus/") + target);
        int count = 0;
        const QStringList files = dir.entryList(QDir::Files);
        for (const QString &name : files) {
            QFile f(dir.filePath(name));
            if (!f.open(QIODevice::ReadOnly))
                continue;
            const QByteArray bytes = f.readAll();
            fn(reinterpret_cast<const uint8_t *>(bytes.constData()), size_t(bytes.size()));
            ++count;
        }
        return count;
    }
    // replay() with a time bound: a parser that hangs or explodes on one kept input fails here.
    static int replayTimed(const QString &target, int (*fn)(const uint8_t *, size_t))
    {
        QElapsedTimer t;
        t.start();
        const int n = replay(target, fn);
        if (t.elapsed() > 30000)
            return -1;
        return n;
    }
private slots:
    void experimentCorpus() { QVERIFY(replay(QStringLiteral("experiment"), ringlab::fuzz::fuzzExperiment) >= 4); }
    void serverListCorpus() { QVERIFY(replay(QStringLiteral("serverlist"), ringlab::fuzz::fuzzServerList) >= 4); }
    void keyFileCorpus() { QVERIFY(replay(QStringLiteral("keyfile"), ringlab::fuzz::fuzzKeyFile) >= 3); }
    // Config readers, results/mapping readers and the shard reader: each kept input (the issue-15
    // crashes and hangs among them: alias cycle, billion laughs, nesting 3,000 / 150 deep) must
    // finish — quickly, since every file goes through a reader bounded in depth, nodes and memory.
    void nginxCorpus() { QVERIFY(replayTimed(QStringLiteral("nginx"), ringlab::fuzz::fuzzNginx) >= 10); }
    void haproxyCorpus() { QVERIFY(replayTimed(QStringLiteral("haproxy"), ringlab::fuzz::fuzzHaproxy) >= 8); }
    void envoyCorpus() { QVERIFY(replayTimed(QStringLiteral("envoy"), ringlab::fuzz::fuzzEnvoy) >= 10); }
    void istioCorpus() { QVERIFY(replayTimed(QStringLiteral("istio"), ringlab::fuzz::fuzzIstio) >= 10); }
    void resultsCorpus() { QVERIFY(replayTimed(QStringLiteral("results"), ringlab::fuzz::fuzzResults) >= 3); }
    void mappingCorpus() { QVERIFY(replayTimed(QStringLiteral("mapping"), ringlab::fuzz::fuzzMapping) >= 3); }
    void shardCorpus() { QVERIFY(replayTimed(QStringLiteral("shard"), ringlab::fuzz::fuzzShard) >= 3); }
    void hostileYamlIsRefusedWithTheLine()
    {
        // The kept crash inputs are refused with an error that names the line, not just survived.
        struct Case
        {
            const char *file;
            const char *expected;
            int line;
        };
        for (const Case &c : {Case{"envoy/crash-alias-cycle.yaml", "cycle", 2},
                              Case{"istio/crash-alias-cycle-35.yaml", "cycle", 3},
                              Case{"envoy/hang-billion-laughs.yaml", "aliases", -1},
                              Case{"envoy/crash-deep-flow-3000.yaml", "nested more than", 2},
                              Case{"nginx/crash-deep-150.conf", "nested more than", 102}}) {
            QFile f(QStringLiteral(RINGLAB_TEST_SOURCE_DIR "/fuzz/corpus/") + QLatin1String(c.file));
            QVERIFY(f.open(QIODevice::ReadOnly));
            ringcore::ConfigReadOptions options;
            options.format = QByteArray(c.file).startsWith("nginx") ? QStringLiteral("nginx")
                : QByteArray(c.file).startsWith("istio")          ? QStringLiteral("istio")
                                                                  : QStringLiteral("envoy");
            ringcore::ProxyConfig config;
            ringcore::ConfigError error;
            QVERIFY(!ringcore::ProxyConfigReader::read(QString::fromUtf8(f.readAll()), QString(), options, &config, &error));
            QVERIFY2(error.reason.contains(QLatin1String(c.expected)), qPrintable(error.reason));
            if (c.line > 0)
                QCOMPARE(error.line, c.line);
            else
                QVERIFY(error.line > 0);
        }
    }
    void experimentRefusalsSayWhy()
    {
        // The kept broken files must be refused with a message naming the field.
        const QByteArray newer = R"({"format":"ringlab-experiment","version":99,"algorithm":"nginx","servers":[]})";
        ringcore::Experiment e;
        QString error;
        QVERIFY(!ringcore::Experiment::fromJson(QJsonDocument::fromJson(newer).object(), &e, &error));
        QVERIFY2(error.startsWith(QStringLiteral("version:")), qPrintable(error));
    }
};

QTEST_GUILESS_MAIN(TestFuzzCorpus)
#include "tst_fuzzcorpus.moc"
