// Both load engines must record the same backend for every key of the same run setup.
#include "livetesthelpers.h"
#include "ringcore/live/mappingwriter.h"

#include <QDir>

using namespace ringcore;
using namespace ringlab::test;

class TestLoadEngines : public QObject
{
    Q_OBJECT
private slots:
    void enginesRecordIdenticalMappings_data()
    {
        QTest::addColumn<QString>("proxy");
        QTest::newRow("nginx") << QStringLiteral("nginx");
        QTest::newRow("haproxy") << QStringLiteral("haproxy");
    }
    void enginesRecordIdenticalMappings()
    {
        QFETCH(QString, proxy);
        QList<MappingWriter::Entry> mappings[2];
        for (int e = 0; e < 2; ++e) {
            QTemporaryDir out;
            LiveRunConfig config = smallRun(proxy, out.path(), 10000);
            config.recheckKeys = 1000;
            config.engine = e == 0 ? LoadEngineKind::Qnam : LoadEngineKind::Raw;
            LiveRunner runner;
            LiveRunResult result;
            QList<qint64> pids;
            QVERIFY(runToEnd(runner, config, &result, &pids));
            QVERIFY2(result.valid, qPrintable(result.reasons.join(QStringLiteral("; "))));
            QCOMPARE(result.engine, e == 0 ? QStringLiteral("qnam") : QStringLiteral("raw"));
            verifyNothingLeft(runner, result, pids);
            QString error;
            QVERIFY2(MappingWriter::read(QDir(out.path()).filePath(QStringLiteral("mapping.tsv")), &mappings[e], &error),
                     qPrintable(error));
            QCOMPARE(mappings[e].size(), qsizetype(10000));
            // Ports may differ between runs (pickFreeBasePort); compare backend positions.
            for (auto &entry : mappings[e])
                entry.backend -= result.basePort;
        }
        for (qsizetype i = 0; i < 10000; ++i) {
            QCOMPARE(mappings[0][i].index, qint64(i));
            QCOMPARE(mappings[1][i].key, mappings[0][i].key);
            QCOMPARE(mappings[1][i].status, 200);
            QCOMPARE(mappings[1][i].backend, mappings[0][i].backend);
        }
    }

    void rawEngineSurvivesConnectionClose()
    {
        // HAProxy answers 503 with "connection: close" when every server is unusable: the raw engine
        // must record every key (as non-200) and the run must say why it is invalid.
        QTemporaryDir out;
        LiveRunConfig config = smallRun(QStringLiteral("haproxy"), out.path(), 500);
        config.backends = 3;
        config.weights = {0, 0, 1};
        config.down = {2};
        config.recheckKeys = 0;
        config.engine = LoadEngineKind::Raw;
        LiveRunner runner;
        LiveRunResult result;
        QList<qint64> pids;
        QVERIFY(runToEnd(runner, config, &result, &pids, 60000));
        QVERIFY(!result.valid);
        QCOMPARE(result.keysMeasured, qint64(500));
        QCOMPARE(result.non200 + result.failed, qint64(500));
        verifyNothingLeft(runner, result, pids);
    }
};

QTEST_GUILESS_MAIN(TestLoadEngines)
#include "tst_loadengines.moc"
