// Failures and lifecycle of live runs: a backend killed or refusing mid-run, bad configs, missing
// binaries, busy ports, cancel, SIGTERM of ringlab-cli — nothing may be left running or listening.
#include "livetesthelpers.h"
#include "ringcore/live/backendfarm.h"
#include "ringcore/live/mappingwriter.h"
#include "support/testpaths.h"

#include <QDir>
#include <QProcess>
#include <QTcpServer>

using namespace ringcore;
using namespace ringlab::test;

class TestLiveLifecycle : public QObject
{
    Q_OBJECT
private slots:
    void backendKilledMidRun()
    {
        QTemporaryDir out;
        LiveRunConfig config = smallRun(QStringLiteral("nginx"), out.path());
        config.engine = LoadEngineKind::Raw;
        LiveRunner runner;
        QSignalSpy finished(&runner, &LiveRunner::finished);
        qint64 killedAt = -1;
        connect(&runner, &LiveRunner::progress, this, [&](qint64 done, qint64, double) {
            if (killedAt < 0 && done >= 3000 && runner.backendFarm()) {
                killedAt = done;
                ::kill(pid_t(runner.backendFarm()->pid()), SIGKILL);
            }
        });
        QString error;
        QVERIFY2(runner.start(config, &error), qPrintable(error));
        const QList<qint64> pids = runner.processIds();
        QCOMPARE(pids.size(), 2);
        QVERIFY(finished.wait(120000));
        const auto result = finished.front().front().value<LiveRunResult>();
        QVERIFY(killedAt >= 3000);
        QVERIFY(!result.valid);
        QVERIFY(!result.completed);
        QVERIFY2(result.error.contains(QStringLiteral("backend nginx")), qPrintable(result.error));
        QVERIFY2(result.error.contains(QStringLiteral("killed")), qPrintable(result.error));
        QVERIFY(!result.reasons.isEmpty());
        verifyNothingLeft(runner, result, pids);

        // Every key answered before the kill is in the mapping file, with its backend.
        QList<MappingWriter::Entry> entries;
        QVERIFY2(MappingWriter::read(QDir(out.path()).filePath(QStringLiteral("mapping.tsv")), &entries, &error),
                 qPrintable(error));
        QCOMPARE(qint64(entries.size()), result.keysMeasured);
        QVERIFY(entries.size() >= killedAt);
        qint64 ok = 0;
        for (const auto &e : std::as_const(entries))
            ok += e.status == 200 && e.backend >= result.basePort && e.backend < result.basePort + 100;
        QVERIFY(ok >= killedAt);
        QCOMPARE(ok, result.ok);
        // The saved results say the same.
        LiveRunResult saved;
        QVERIFY2(LiveRunResult::load(out.path(), &saved, &error), qPrintable(error));
        QVERIFY(!saved.valid);
        QCOMPARE(saved.keysMeasured, result.keysMeasured);
    }

    void backendRefusingMidRunIsCaughtByTheErrorLog()
    {
        // The seed's thrown-away run in small: a backend stops accepting, nginx quietly re-homes its
        // keys to the next server on the ring and answers 200 — only the error log gives it away.
        QTemporaryDir out;
        LiveRunConfig config = smallRun(QStringLiteral("nginx"), out.path());
        config.engine = LoadEngineKind::Raw;
        LiveRunner runner;
        QSignalSpy finished(&runner, &LiveRunner::finished);
        config.isolatedBackends = {41}; // served by its own nginx, so it can fail alone
        bool dropped = false;
        int droppedPort = 0;
        connect(&runner, &LiveRunner::progress, this, [&](qint64 done, qint64, double) {
            if (!dropped && done >= 2000 && runner.isolatedBackend(41)) {
                dropped = true;
                droppedPort = runner.isolatedBackend(41)->basePort();
                runner.isolatedBackend(41)->stop(); // from now on its port refuses connections
            }
        });
        QString error;
        QVERIFY2(runner.start(config, &error), qPrintable(error));
        const QList<qint64> pids = runner.processIds();
        QCOMPARE(pids.size(), 3);
        QVERIFY(finished.wait(120000));
        const auto result = finished.front().front().value<LiveRunResult>();
        QVERIFY(dropped);
        QVERIFY2(result.error.isEmpty(), qPrintable(result.error)); // a refusing backend is not a crash
        QCOMPARE(result.ok, qint64(20000)); // the client saw nothing but 200s
        QVERIFY(!result.valid);
        QVERIFY(result.diagnostics.value(QStringLiteral("upstreamErrors")).toInt() > 0);
        QVERIFY2(result.reasons.join(QLatin1Char(' ')).contains(QStringLiteral("upstream errors")),
                 qPrintable(result.reasons.join(QLatin1Char(' '))));
        verifyNothingLeft(runner, result, pids);

        LivePrediction prediction;
        QVERIFY2(LivePredictor::predict(out.path(), &prediction, &error), qPrintable(error));
        QVERIFY(!prediction.runValid);
        QVERIFY(prediction.mismatched > 0);
        // Every re-homed key went where skipping the refusing backend sends it.
        QCOMPARE(prediction.explainedBySkip, prediction.mismatched);
        for (const PredictMismatch &m : std::as_const(prediction.mismatches))
            QCOMPARE(m.predictedPort, droppedPort);
    }

    void badConfigShowsNginxMessage()
    {
        QTemporaryDir out;
        LiveRunConfig config = smallRun(QStringLiteral("nginx"), out.path(), 100);
        config.proxyExtraConfig = QStringLiteral("ringlab_bogus_directive on;");
        LiveRunner runner;
        QString error;
        QVERIFY(!runner.start(config, &error));
        QVERIFY2(error.contains(QStringLiteral("nginx -t")), qPrintable(error));
        QVERIFY2(error.contains(QStringLiteral("unknown directive \"ringlab_bogus_directive\"")), qPrintable(error));
        QVERIFY(runner.processIds().isEmpty());
        QVERIFY(PortProbe::listeningIn(config.basePort, config.backends + 1).isEmpty());
    }

    void badConfigShowsHaproxyMessage()
    {
        QTemporaryDir out;
        LiveRunConfig config = smallRun(QStringLiteral("haproxy"), out.path(), 100);
        config.proxyExtraConfig = QStringLiteral("ringlab-bogus-keyword");
        LiveRunner runner;
        QString error;
        QVERIFY(!runner.start(config, &error));
        QVERIFY2(error.contains(QStringLiteral("haproxy -c")), qPrintable(error));
        QVERIFY2(error.contains(QStringLiteral("ringlab-bogus-keyword")), qPrintable(error));
        QVERIFY(runner.processIds().isEmpty());
        QVERIFY(PortProbe::listeningIn(config.basePort, config.backends + 1).isEmpty());
    }

    void missingBinary_data()
    {
        QTest::addColumn<QString>("proxy");
        QTest::newRow("nginx") << QStringLiteral("nginx");
        QTest::newRow("haproxy") << QStringLiteral("haproxy");
    }
    void missingBinary()
    {
        QFETCH(QString, proxy);
        QTemporaryDir out;
        LiveRunConfig config = smallRun(proxy, out.path(), 100);
        const QString missing = QStringLiteral("/nonexistent/ringlab/bin/proxy");
        if (proxy == QStringLiteral("nginx"))
            config.programs[QStringLiteral("nginx")] = missing;
        else
            config.programs[QStringLiteral("haproxy")] = missing;
        LiveRunner runner;
        QString error;
        QVERIFY(!runner.start(config, &error));
        QVERIFY2(error.contains(missing) && error.contains(QStringLiteral("not found")), qPrintable(error));
        QVERIFY(runner.processIds().isEmpty());
    }

    void busyPortIsNamedOrAvoided()
    {
        QTemporaryDir out;
        const int base = PortProbe::findFreeBase(101, 9001);
        QVERIFY(base > 0);
        QTcpServer squatter;
        QVERIFY(squatter.listen(QHostAddress::LocalHost, quint16(base + 7)));
        LiveRunConfig config = smallRun(QStringLiteral("nginx"), out.path(), 500);
        config.basePort = base;
        config.pickFreeBasePort = false;
        LiveRunner runner;
        QString error;
        QVERIFY(!runner.start(config, &error));
        QVERIFY2(error.contains(QString::number(base + 7)), qPrintable(error));
        QVERIFY(runner.processIds().isEmpty());

        config.pickFreeBasePort = true;
        config.recheckKeys = 100;
        LiveRunResult result;
        QList<qint64> pids;
        QVERIFY(runToEnd(runner, config, &result, &pids));
        QVERIFY2(result.valid, qPrintable(result.reasons.join(QStringLiteral("; "))));
        QVERIFY(result.basePort > base + 7 || result.basePort + 100 < base + 7);
        verifyNothingLeft(runner, result, pids);
        QVERIFY(squatter.isListening());
    }

    void cancelStopsEverything()
    {
        QTemporaryDir out;
        LiveRunConfig config = smallRun(QStringLiteral("haproxy"), out.path(), 200000);
        LiveRunner runner;
        QSignalSpy finished(&runner, &LiveRunner::finished);
        QSignalSpy states(&runner, &LiveRunner::stateChanged);
        connect(&runner, &LiveRunner::progress, &runner, [&](qint64 done, qint64, double) {
            if (done >= 1000)
                runner.cancel();
        });
        QString error;
        QVERIFY2(runner.start(config, &error), qPrintable(error));
        const QList<qint64> pids = runner.processIds();
        const QString temp = runner.tempDir();
        QVERIFY(QFileInfo(temp).isDir());
        QCOMPARE(QFileInfo(temp).permissions() & (QFile::ReadOther | QFile::ReadGroup), QFileDevice::Permissions());
        QVERIFY(finished.wait(60000));
        const auto result = finished.front().front().value<LiveRunResult>();
        QVERIFY(result.cancelled);
        QVERIFY(!result.valid);
        QVERIFY(result.keysMeasured >= 1000 && result.keysMeasured < 200000);
        QCOMPARE(states.last().front().value<LiveRunState>(), LiveRunState::Finished);
        verifyNothingLeft(runner, result, pids);
        QVERIFY(!QFileInfo::exists(temp)); // removed: keepTemp was not asked for
    }

    void cliSigtermStopsEverything()
    {
        QTemporaryDir out;
        const int base = PortProbe::findFreeBase(101, 9001);
        QProcess cli;
        cli.setProcessChannelMode(QProcess::SeparateChannels);
        QVERIFY(startLoadingCli(cli, measureArgs(QStringLiteral("nginx"), 300000, base, out.path())));
        QCOMPARE(PortProbe::listeningIn(base, 101).size(), 101);
        ::kill(pid_t(cli.processId()), SIGTERM);
        QVERIFY(cli.waitForFinished(30000));
        QCOMPARE(cli.exitStatus(), QProcess::NormalExit);
        QCOMPARE(cli.exitCode(), 128 + SIGTERM);
        QVERIFY(PortProbe::listeningIn(base, 101).isEmpty());
        LiveRunResult saved;
        QString error;
        QVERIFY2(LiveRunResult::load(out.path(), &saved, &error), qPrintable(error));
        QVERIFY(saved.cancelled);
        QVERIFY(saved.keysMeasured > 0);
    }
};

QTEST_GUILESS_MAIN(TestLiveLifecycle)
#include "tst_livelifecycle.moc"
