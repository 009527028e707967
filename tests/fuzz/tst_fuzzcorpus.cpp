// Replays every kept fuzz input (tests/fuzz/corpus/<target>/*) through the fuzz targets, so that
// each crash ever found stays a regular test. A violated invariant traps and fails the test.
#include "fuzz/fuzztargets.h"

#include <QDir>
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
private slots:
    void experimentCorpus() { QVERIFY(replay(QStringLiteral("experiment"), ringlab::fuzz::fuzzExperiment) >= 4); }
    void serverListCorpus() { QVERIFY(replay(QStringLiteral("serverlist"), ringlab::fuzz::fuzzServerList) >= 4); }
    void keyFileCorpus() { QVERIFY(replay(QStringLiteral("keyfile"), ringlab::fuzz::fuzzKeyFile) >= 3); }
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
