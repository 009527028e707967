// Keys reach the proxy byte for byte, and what a run wrote is checked before it is believed
// (issue 15): backends report the path they received; a run whose paths were changed on the way
// is invalid with the keys named and predict compares with what the proxy received; the qnam
// engine refuses keys Qt would rewrite; predict cross-checks mapping.tsv against results.json;
// remap-runs refuses runs of different key sets; a reused --out keeps no stale file of RingLab's.
#include "livetesthelpers.h"
#include "ringcore/live/liveremap.h"
#include "ringcore/live/mappingwriter.h"
#include "ringcore/live/qnamloadengine.h"

#include <QJsonDocument>
#include <QJsonObject>

using namespace ringcore;
using namespace ringlab::test;

namespace {

const QList<QByteArray> kTrickyKeys{"/a/../b", "/a/./c", "//double", "/frag#top", "/pct%41", "/plain", "/objects/x"};

struct Cli
{
    int code = -1;
    QString out, err;
};

Cli cli(const QStringList &args)
{
    QProcess p;
    p.start(cliPath(), args);
    Cli r;
    if (!p.waitForFinished(120000))
        return r;
    r.code = p.exitCode();
    r.out = QString::fromUtf8(p.readAllStandardOutput());
    r.err = QString::fromUtf8(p.readAllStandardError());
    return r;
}

QByteArray readAll(const QString &path)
{
    QFile f(path);
    f.open(QIODevice::ReadOnly);
    return f.readAll();
}

void writeAll(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    f.open(QIODevice::WriteOnly | QIODevice::Truncate);
    f.write(bytes);
}

/// A copy of a run directory (results.json + mapping.tsv) to tamper with.
QString copyRun(const QString &from, const QTemporaryDir &root, const QString &name)
{
    const QString to = QDir(root.path()).filePath(name);
    QDir().mkpath(to);
    for (const QString &f : {QStringLiteral("results.json"), QStringLiteral("mapping.tsv")})
        QFile::copy(QDir(from).filePath(f), QDir(to).filePath(f));
    return to;
}

} // namespace

class TestLivePaths : public QObject
{
    Q_OBJECT

    QTemporaryDir m_runs;
    QString m_run; ///< one valid 2,000-key nginx run, tampered with in copies

private slots:
    void qnamPredictsWhatQtSends()
    {
        QCOMPARE(QnamLoadEngine::requestTarget("/a/../b"), QByteArray("/b"));
        QCOMPARE(QnamLoadEngine::requestTarget("/a/./c"), QByteArray("/a/c"));
        QCOMPARE(QnamLoadEngine::requestTarget("/frag#top"), QByteArray("/frag"));
        QCOMPARE(QnamLoadEngine::requestTarget("/pct%41"), QByteArray("/pctA"));
        QCOMPARE(QnamLoadEngine::requestTarget("/objects/0123456789abcdef"), QByteArray("/objects/0123456789abcdef"));
        // The fast path for plain keys agrees with what Qt sends.
        for (const QByteArray &key : {QByteArray("/img/a.png"), QByteArray("/a-b_c~d/e.f"), QByteArray("/x."),
                                     QByteArray("/"), QByteArray("/UPPER/lower/123")}) {
            QVERIFY2(QnamLoadEngine::sendsUnchanged(key), key.constData());
            QCOMPARE(QnamLoadEngine::requestTarget(key), key);
        }
        for (const QByteArray &key : kTrickyKeys) {
            QByteArray sent;
            const bool unchanged = QnamLoadEngine::sendsUnchanged(key, &sent);
            QCOMPARE(unchanged, QnamLoadEngine::requestTarget(key) == key);
            if (!unchanged)
                QCOMPARE(sent, QnamLoadEngine::requestTarget(key));
        }
        QVERIFY(!QnamLoadEngine::sendsUnchanged("/a/../b"));
        // Generated keys are never rewritten.
        const KeySet generated = KeySet::generate(20000, 1);
        QCOMPARE(QnamLoadEngine::firstRewrittenKey(generated, nullptr), qsizetype(-1));
    }

    void qnamRefusesKeysItWouldRewrite()
    {
        QTemporaryDir out;
        LiveRunConfig config = smallRun(QStringLiteral("nginx"), out.path(), 100);
        config.keys = kTrickyKeys;
        LiveRunner runner;
        QString error;
        QVERIFY(!runner.start(config, &error));
        QVERIFY2(error.contains(QStringLiteral("key 1 (\"/a/../b\") would be sent by the qnam engine as \"/b\"")),
                 qPrintable(error));
        QVERIFY(error.contains(QStringLiteral("--engine raw")));
        QVERIFY(runner.processIds().isEmpty());
        QVERIFY(!QFileInfo::exists(QDir(out.path()).filePath(QStringLiteral("results.json"))));
    }

    void rawEngineSendsEveryKeyExactly_data()
    {
        QTest::addColumn<bool>("haproxy");
        QTest::newRow("nginx") << false;
        QTest::newRow("haproxy") << true;
    }
    void rawEngineSendsEveryKeyExactly()
    {
        // Before: the qnam engine sent these normalised, the run was VALID and predict blamed the
        // port (3 of 7 agree). The raw engine sends them byte for byte; the backends confirm it.
        QFETCH(bool, haproxy);
        QTemporaryDir out;
        LiveRunConfig config = smallRun(haproxy ? QStringLiteral("haproxy") : QStringLiteral("nginx"), out.path(), 100);
        config.keys = kTrickyKeys;
        // HAProxy answers a '#' in the request line with 400 (a fragment is never sent by a
        // client): that key cannot be measured through it, and such a run is rightly invalid.
        if (haproxy)
            config.keys.removeAll(QByteArray("/frag#top"));
        config.engine = LoadEngineKind::Raw;
        LiveRunner runner;
        LiveRunResult result;
        QList<qint64> pids;
        QVERIFY(runToEnd(runner, config, &result, &pids));
        QVERIFY2(result.valid, qPrintable(result.reasons.join(QLatin1Char(';')) + result.error));
        QCOMPARE(result.pathsChanged, 0);
        verifyNothingLeft(runner, result, pids);
        LivePrediction prediction;
        QString error;
        QVERIFY2(LivePredictor::predict(out.path(), &prediction, &error), qPrintable(error));
        QCOMPARE(prediction.compared, qint64(config.keys.size()));
        QCOMPARE(prediction.agreed, qint64(config.keys.size()));
        QCOMPARE(prediction.rewritten, 0);
        QVERIFY(prediction.integrityProblems.isEmpty());
    }

    void pathChangedOnTheWayMakesTheRunInvalid()
    {
        // HAProxy rewrites every path before it hashes (http-request set-path): the backends
        // report "/x/objects/…", the run is invalid naming the keys, the mapping keeps what was
        // received and predict checks the port with it — so the port is not blamed.
        // The out directory is reused: a stale proxy.conf of an nginx run must not survive (the
        // complete run takes the folder's place as a whole: RunFolder, tst_runfolder).
        QTemporaryDir out;
        writeAll(QDir(out.path()).filePath(QStringLiteral("proxy.conf")), "# an nginx run's config\n");
        LiveRunConfig config = smallRun(QStringLiteral("haproxy"), out.path(), 300);
        config.recheckKeys = 50;
        config.engine = LoadEngineKind::Raw;
        config.proxyExtraConfig = QStringLiteral("http-request set-path /x%[path]");
        LiveRunner runner;
        QStringList log;
        connect(&runner, &LiveRunner::logLine, this, [&](const QString &line) { log << line; });
        LiveRunResult result;
        QList<qint64> pids;
        QVERIFY(runToEnd(runner, config, &result, &pids));
        QVERIFY(!result.valid);
        QCOMPARE(result.pathsChanged, 300);
        const QString reasons = result.reasons.join(QLatin1Char(';'));
        const QString first = QString::fromLatin1(KeySet::generate(1, config.keySeed).at(0).toByteArray());
        QVERIFY2(reasons.contains(QStringLiteral("300 keys reached the backends as another path")), qPrintable(reasons));
        QVERIFY(result.pathChangedSamples.size() == 10);
        QVERIFY2(reasons.contains(QStringLiteral("-> /x/objects/")), qPrintable(reasons));
        verifyNothingLeft(runner, result, pids);

        QList<MappingWriter::Entry> entries;
        QString error;
        QVERIFY2(MappingWriter::read(QDir(out.path()).filePath(QStringLiteral("mapping.tsv")), &entries, &error),
                 qPrintable(error));
        QCOMPARE(entries.size(), 300);
        QCOMPARE(entries.front().key, first.toLatin1());
        QCOMPARE(entries.front().received, QByteArray("/x") + first.toLatin1());
        LivePrediction prediction;
        QVERIFY2(LivePredictor::predict(out.path(), &prediction, &error), qPrintable(error));
        QCOMPARE(prediction.rewritten, 300);
        QCOMPARE(prediction.compared, 300);
        QCOMPARE(prediction.mismatched, 0);

        QVERIFY(!QFileInfo::exists(QDir(out.path()).filePath(QStringLiteral("proxy.conf"))));
        QVERIFY(QFileInfo::exists(QDir(out.path()).filePath(QStringLiteral("haproxy.cfg"))));
        QVERIFY2(log.join(QLatin1Char('\n')).contains(QStringLiteral("this run replaced the earlier run")),
                 qPrintable(log.join(QLatin1Char('\n'))));
    }

    void predictChecksTheMappingAgainstResults_data()
    {
        QTest::addColumn<QString>("tamper");
        QTest::addColumn<QString>("mentions");
        QTest::newRow("a line deleted") << QStringLiteral("delete")
                                        << QStringLiteral("holds 1999 answers but results.json says keysMeasured = 2000");
        QTest::newRow("keysMeasured edited") << QStringLiteral("keysMeasured")
                                             << QStringLiteral("holds 2000 answers but results.json says keysMeasured = 1999");
        QTest::newRow("a line twice") << QStringLiteral("duplicate") << QStringLiteral("more than once");
        QTest::newRow("an index outside") << QStringLiteral("index") << QStringLiteral("outside 0-1999");
        QTest::newRow("two keys swapped") << QStringLiteral("swap") << QStringLiteral("not the generator's keys for seed 1");
    }
    void predictChecksTheMappingAgainstResults()
    {
        QFETCH(QString, tamper);
        QFETCH(QString, mentions);
        if (m_run.isEmpty()) {
            QTemporaryDir out;
            out.setAutoRemove(false);
            m_run = out.path();
            LiveRunConfig config = smallRun(QStringLiteral("nginx"), m_run, 2000);
            config.recheckKeys = 200;
            LiveRunner runner;
            LiveRunResult result;
            QVERIFY(runToEnd(runner, config, &result));
            QVERIFY2(result.valid, qPrintable(result.reasons.join(QLatin1Char(';'))));
            const Cli clean = cli({QStringLiteral("predict"), m_run});
            QVERIFY2(clean.code == 0 && clean.out.contains(QStringLiteral("2000 of 2000 keys agree")),
                     qPrintable(clean.out + clean.err));
        }
        const QString dir = copyRun(m_run, m_runs, tamper);
        const QString mapping = QDir(dir).filePath(QStringLiteral("mapping.tsv"));
        QList<QByteArray> lines = readAll(mapping).split('\n');
        // lines[0] is the header; lines[1..2000] the answers, then "" after the last newline.
        if (tamper == QLatin1String("delete")) {
            lines.removeAt(100);
        } else if (tamper == QLatin1String("keysMeasured")) {
            const QString results = QDir(dir).filePath(QStringLiteral("results.json"));
            QJsonObject o = QJsonDocument::fromJson(readAll(results)).object();
            QJsonObject validity = o.value(QStringLiteral("validity")).toObject();
            validity.insert(QStringLiteral("keysMeasured"), 1999);
            o.insert(QStringLiteral("validity"), validity);
            writeAll(results, QJsonDocument(o).toJson());
            lines.removeAt(100); // the bug's case: a line gone and keysMeasured edited to match …
            lines.insert(100, lines[101]); // … keep 2000 lines, one of them twice
        } else if (tamper == QLatin1String("duplicate")) {
            lines[100] = lines[101];
        } else if (tamper == QLatin1String("index")) {
            QList<QByteArray> f = lines[100].split('\t');
            f[0] = "2000";
            lines[100] = f.join('\t');
        } else if (tamper == QLatin1String("swap")) {
            QList<QByteArray> a = lines[100].split('\t');
            QList<QByteArray> b = lines[101].split('\t');
            std::swap(a[1], b[1]);
            lines[100] = a.join('\t');
            lines[101] = b.join('\t');
        }
        writeAll(mapping, lines.join('\n'));

        LivePrediction prediction;
        QString error;
        QVERIFY2(LivePredictor::predict(dir, &prediction, &error), qPrintable(error));
        const QString problems = prediction.integrityProblems.join(QLatin1Char(';'));
        QVERIFY2(problems.contains(mentions), qPrintable(problems));
        const Cli r = cli({QStringLiteral("predict"), dir});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.out.contains(QStringLiteral("CHECK FAILED: ")) && r.out.contains(mentions), qPrintable(r.out));
        QVERIFY2(!r.out.contains(QStringLiteral("keys agree")), qPrintable(r.out));
    }

    void remapRunsRefusesDifferentKeySets()
    {
        // The bug: two runs of different key seeds gave an all-zero table.
        QTemporaryDir normal, downOther, downSame;
        auto run = [](const QString &out, quint64 seed, bool down) {
            LiveRunConfig config = smallRun(QStringLiteral("nginx"), out, 1500);
            config.recheckKeys = 100;
            config.keySeed = seed;
            if (down)
                config.down = {0};
            LiveRunner runner;
            LiveRunResult result;
            return runToEnd(runner, config, &result) && result.completed;
        };
        QVERIFY(run(normal.path(), 1, false));
        QVERIFY(run(downOther.path(), 2, true));
        QVERIFY(run(downSame.path(), 1, true));
        LiveRemap remap;
        QString error;
        QVERIFY(!LiveRemapper::compare(normal.path(), downOther.path(), &remap, &error));
        QVERIFY2(error.contains(QStringLiteral("different key seeds (1 and 2)")), qPrintable(error));
        const Cli r = cli({QStringLiteral("remap-runs"), normal.path(), downOther.path()});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains(QStringLiteral("different key seeds")), qPrintable(r.err));
        QVERIFY(r.out.isEmpty());
        QVERIFY2(LiveRemapper::compare(normal.path(), downSame.path(), &remap, &error), qPrintable(error));
        QCOMPARE(remap.commonKeys, 1500);
        QVERIFY(remap.measured.keysOnRemoved > 0);
    }

    void cleanupTestCase()
    {
        if (!m_run.isEmpty())
            QDir(m_run).removeRecursively();
    }
};

QTEST_GUILESS_MAIN(TestLivePaths)
#include "tst_livepaths.moc"
