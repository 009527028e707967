// Faults during live runs (issue 7): the proxy killed or frozen mid-run, an nginx worker killed,
// a port taken between the check and the start, the mapping file's disk full, SIGINT/SIGTERM to
// ringlab-cli (ringlab-cli SIGKILLed and the leftover sweep: tst_leftoversweep). Each run must end with a clear reason, keep what it measured and leave no process,
// port or private directory behind. (Backend faults, bad configs, missing binaries, busy ports
// and cancel are in tst_livelifecycle.)
#include "livetesthelpers.h"
#include "ringcore/live/backendfarm.h"
#include "ringcore/live/livepredictor.h"
#include "ringcore/live/mappingwriter.h"
#include "support/testpaths.h"

#include <QDir>
#include <algorithm>
#include <QElapsedTimer>
#include <QProcess>
#include <QScopeGuard>
#include <QTcpServer>

#include <sys/resource.h>

using namespace ringcore;
using namespace ringlab::test;

namespace {

/// The proxy's pid among the run's processes (the one that is not the backend farm).
qint64 proxyPid(const LiveRunner &runner)
{
    const qint64 farm = runner.backendFarm() ? runner.backendFarm()->pid() : -1;
    for (qint64 pid : runner.processIds())
        if (pid != farm)
            return pid;
    return -1;
}

/// Reads DIR/mapping.tsv; fails the calling test when it is unreadable.
QList<MappingWriter::Entry> readMapping(const QString &dir, bool *ok, qint64 *cutLine = nullptr)
{
    QList<MappingWriter::Entry> entries;
    QString error;
    *ok = MappingWriter::read(QDir(dir).filePath(QStringLiteral("mapping.tsv")), &entries, &error, cutLine);
    if (!*ok)
        qWarning("%s", qPrintable(error));
    return entries;
}

} // namespace

class TestLiveFaults : public QObject
{
    Q_OBJECT
private slots:
    void proxyKilledMidRun()
    {
        QTemporaryDir out;
        // More keys than a fast machine answers in one progress interval, so the kill lands mid-load.
        LiveRunConfig config = smallRun(QStringLiteral("haproxy"), out.path(), 400000);
        config.engine = LoadEngineKind::Raw;
        LiveRunner runner;
        QSignalSpy finished(&runner, &LiveRunner::finished);
        qint64 killedAt = -1;
        connect(&runner, &LiveRunner::progress, this, [&](qint64 done, qint64, double) {
            if (killedAt < 0 && done >= 3000 && done < config.keyCount) {
                killedAt = done;
                ::kill(pid_t(proxyPid(runner)), SIGKILL);
            }
        });
        QString error;
        QVERIFY2(runner.start(config, &error), qPrintable(error));
        const QList<qint64> pids = runner.processIds();
        QCOMPARE(pids.size(), 2);
        const QString temp = runner.tempDir();
        QVERIFY(QFileInfo(temp).isDir());
        QVERIFY(finished.wait(60000));
        const auto result = finished.front().front().value<LiveRunResult>();
        QVERIFY(killedAt >= 3000);
        QVERIFY(!result.valid);
        QVERIFY(!result.completed);
        QVERIFY2(result.error.contains(QStringLiteral("HAProxy")) && result.error.contains(QStringLiteral("killed")),
                 qPrintable(result.error));
        QVERIFY(!result.reasons.isEmpty());
        verifyNothingLeft(runner, result, pids);
        QVERIFY(!QFileInfo::exists(temp));

        bool ok = false;
        const auto entries = readMapping(out.path(), &ok);
        QVERIFY(ok);
        QCOMPARE(qint64(entries.size()), result.keysMeasured);
        qint64 answered = 0;
        for (const auto &e : entries)
            answered += e.status == 200 && e.backend >= result.basePort && e.backend < result.basePort + 100;
        QVERIFY(answered >= killedAt); // everything answered before the kill is kept
        QCOMPARE(answered, result.ok);
        LiveRunResult saved;
        QVERIFY2(LiveRunResult::load(out.path(), &saved, &error), qPrintable(error));
        QVERIFY(!saved.valid);
        QCOMPARE(saved.error, result.error);
    }

    void nginxMasterKilledLeavesNoWorker()
    {
        // SIGKILL of the proxy nginx's master orphans its two workers: they are not RingLab's
        // children, so PR_SET_PDEATHSIG does not reach them, and they keep the proxy port open.
        QTemporaryDir out;
        LiveRunConfig config = smallRun(QStringLiteral("nginx"), out.path(), 60000);
        config.engine = LoadEngineKind::Raw;
        LiveRunner runner;
        QSignalSpy finished(&runner, &LiveRunner::finished);
        qint64 killedAt = -1;
        QList<qint64> tree;
        connect(&runner, &LiveRunner::progress, this, [&](qint64 done, qint64, double) {
            const qint64 master = proxyPid(runner);
            if (killedAt < 0 && done >= 1000 && done < config.keyCount / 2 && master > 0) {
                tree = processTree(master);
                killedAt = done;
                ::kill(pid_t(master), SIGKILL);
            }
        });
        QString error;
        QVERIFY2(runner.start(config, &error), qPrintable(error));
        const QList<qint64> pids = runner.processIds();
        QVERIFY(finished.wait(60000));
        const auto result = finished.front().front().value<LiveRunResult>();
        QVERIFY(killedAt >= 1000);
        QVERIFY2(tree.size() >= 3, qPrintable(QStringLiteral("%1 processes").arg(tree.size()))); // master + 2 workers
        QVERIFY(!result.valid);
        QVERIFY(!result.completed);
        QVERIFY2(result.error.contains(QStringLiteral("proxy nginx")) && result.error.contains(QStringLiteral("killed")),
                 qPrintable(result.error));
        for (qint64 pid : std::as_const(tree))
            QTRY_VERIFY2_WITH_TIMEOUT(processGone(pid), qPrintable(QStringLiteral("pid %1 still running").arg(pid)), 5000);
        verifyNothingLeft(runner, result, pids);
        bool ok = false;
        const auto entries = readMapping(out.path(), &ok);
        QVERIFY(ok);
        QCOMPARE(qint64(entries.size()), result.keysMeasured);
        QVERIFY(result.ok >= killedAt);
    }

    void proxyFrozenEndsByTimeout()
    {
        QTemporaryDir out;
        // Far more keys than any machine answers before the first progress report (250 ms), so the
        // freeze always lands in the load phase; the stall watchdog then ends the run in seconds.
        LiveRunConfig config = smallRun(QStringLiteral("haproxy"), out.path(), 400000);
        config.engine = LoadEngineKind::Raw;
        config.concurrency = 128;
        config.recheckKeys = 200;
        config.requestTimeoutMs = 1000;
        // Above the raw engine's 3 attempts × 1 s (+ its 250 ms timeout tick), so requests fail by
        // timeout before the watchdog stops the run; at 2.5 s the watchdog could win on a fast machine.
        config.stallTimeoutMs = 5000;
        LiveRunner runner;
        QSignalSpy finished(&runner, &LiveRunner::finished);
        qint64 frozen = -1;
        qint64 frozenAt = -1;
        QElapsedTimer sinceFreeze;
        connect(&runner, &LiveRunner::progress, this, [&](qint64 done, qint64, double) {
            if (frozen < 0 && done < config.keyCount) { // the first progress report of the load phase
                frozen = proxyPid(runner);
                frozenAt = done;
                ::kill(pid_t(frozen), SIGSTOP); // the listening socket stays: connects succeed, nothing answers
                sinceFreeze.start();
            }
        });
        auto thaw = qScopeGuard([&] {
            if (frozen > 0 && !processGone(frozen)) {
                ::kill(pid_t(frozen), SIGCONT);
                ::kill(pid_t(frozen), SIGKILL);
            }
        });
        QString error;
        QVERIFY2(runner.start(config, &error), qPrintable(error));
        const QList<qint64> pids = runner.processIds();
        QVERIFY(finished.wait(50000));
        const qint64 endedAfterMs = sinceFreeze.elapsed();
        qInfo("frozen after %lld keys; run ended %lld ms later", frozenAt, endedAfterMs);
        const auto result = finished.front().front().value<LiveRunResult>();
        QVERIFY(frozenAt >= 0);
        QVERIFY(endedAfterMs < 20000);
        QVERIFY(!result.valid);
        QVERIFY(!result.completed);
        QVERIFY2(result.error.contains(QLatin1String("answered nothing")), qPrintable(result.error));
        QVERIFY(result.failed > 0); // timed-out requests are recorded as failures, not dropped
        QVERIFY2(!result.reasons.isEmpty(), "no reason given");
        verifyNothingLeft(runner, result, pids);

        bool ok = false;
        const auto entries = readMapping(out.path(), &ok);
        QVERIFY(ok);
        qint64 answered = 0;
        for (const auto &e : entries)
            answered += e.status == 200;
        QVERIFY(answered >= frozenAt);
    }

    void mappingDiskFull()
    {
        // RLIMIT_FSIZE makes write() fail with EFBIG past 256 KiB, as a full disk would fail it.
        QTemporaryDir out;
        const int base = PortProbe::findFreeBase(101, 9001);
        QVERIFY(base > 0);
        QProcess cli;
        cli.setChildProcessModifier([] {
            ::signal(SIGXFSZ, SIG_IGN);
            struct rlimit limit{256 * 1024, 256 * 1024};
            ::setrlimit(RLIMIT_FSIZE, &limit);
        });
        cli.start(cliPath(), measureArgs(QStringLiteral("haproxy"), 12000, base, out.path())
                                  << QStringLiteral("--recheck") << QStringLiteral("1000"));
        QVERIFY(cli.waitForStarted());
        QVERIFY(cli.waitForFinished(50000));
        const QByteArray output = cli.readAllStandardOutput() + cli.readAllStandardError();
        QCOMPARE(cli.exitStatus(), QProcess::NormalExit);
        QCOMPARE(cli.exitCode(), 1);
        QVERIFY2(output.contains("write failed"), output.right(2000).constData());
        QVERIFY(PortProbe::listeningIn(base, 101).isEmpty());

        const QString mappingPath = QDir(out.path()).filePath(QStringLiteral("mapping.tsv"));
        QVERIFY(QFileInfo(mappingPath).size() <= 256 * 1024);
        bool ok = false;
        qint64 cutLine = -1;
        const auto entries = readMapping(out.path(), &ok, &cutLine);
        QVERIFY(ok); // a cut last line is dropped and reported, the rest reads
        QVERIFY(entries.size() > 1000 && entries.size() < 13000);
        const QByteArray bytes = [&mappingPath] {
            QFile f(mappingPath);
            return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
        }();
        // The limit cuts a line unless it falls exactly on a line end; the reader says which.
        QCOMPARE(cutLine, bytes.endsWith('\n') ? 0 : qint64(bytes.count('\n')) + 1);
        qsizetype good = 0;
        for (const auto &e : entries)
            good += e.status == 200 && e.backend >= base && e.backend < base + 100;
        QCOMPARE(good, entries.size()); // no cut number is taken as an answer
        LiveRunResult saved;
        QString error;
        QVERIFY2(LiveRunResult::load(out.path(), &saved, &error), qPrintable(error));
        QVERIFY(!saved.valid);
        QVERIFY2(saved.error.contains(QStringLiteral("mapping.tsv")), qPrintable(saved.error));
    }

    void cliSignalKeepsMapping_data()
    {
        QTest::addColumn<int>("signal");
        QTest::addColumn<QString>("name");
        QTest::newRow("SIGINT") << int(SIGINT) << QStringLiteral("SIGINT");
        QTest::newRow("SIGTERM") << int(SIGTERM) << QStringLiteral("SIGTERM");
    }
    void cliSignalKeepsMapping()
    {
        QFETCH(int, signal);
        QFETCH(QString, name);
        QTemporaryDir out;
        const int base = PortProbe::findFreeBase(101, 9001);
        QVERIFY(base > 0);
        QProcess cli;
        QByteArray log;
        QVERIFY(startLoadingCli(cli, measureArgs(QStringLiteral("nginx"), 300000, base, out.path()), &log));
        QCOMPARE(PortProbe::listeningIn(base, 101).size(), 101);
        // Every process the CLI started: backends, the proxy nginx master and its workers.
        const QList<qint64> tree = processTree(cli.processId());
        QVERIFY2(tree.size() >= 5, qPrintable(QStringLiteral("%1 processes").arg(tree.size())));
        const qsizetype at = log.indexOf("private directory ");
        QVERIFY(at >= 0);
        const QString temp = QString::fromLocal8Bit(log.mid(at + 18, log.indexOf('\n', at) - at - 18)).trimmed();
        QVERIFY2(QFileInfo(temp).isDir(), qPrintable(temp));

        ::kill(pid_t(cli.processId()), signal);
        QVERIFY(cli.waitForFinished(30000));
        QCOMPARE(cli.exitStatus(), QProcess::NormalExit);
        QCOMPARE(cli.exitCode(), 128 + signal);
        for (qint64 pid : tree)
            QTRY_VERIFY2_WITH_TIMEOUT(processGone(pid), qPrintable(QStringLiteral("pid %1 still running").arg(pid)), 5000);
        QVERIFY(PortProbe::listeningIn(base, 101).isEmpty());
        QVERIFY2(!QFileInfo::exists(temp), qPrintable(temp));

        LiveRunResult saved;
        QString error;
        QVERIFY2(LiveRunResult::load(out.path(), &saved, &error), qPrintable(error));
        QVERIFY(saved.cancelled);
        QVERIFY(!saved.valid);
        QVERIFY(saved.keysMeasured > 0 && saved.keysMeasured < 300000);
        // results.json says why the run stopped.
        QVERIFY2(saved.reasons.join(QLatin1Char(';')).contains(name), qPrintable(saved.reasons.join(QLatin1Char(';'))));
        bool ok = false;
        qint64 cutLine = -1;
        const auto entries = readMapping(out.path(), &ok, &cutLine);
        QVERIFY(ok);
        QCOMPARE(cutLine, 0);
        QCOMPARE(qint64(entries.size()), saved.keysMeasured);
        qint64 answered = 0;
        for (const auto &e : entries)
            answered += e.status == 200 && e.backend >= base && e.backend < base + 100;
        QCOMPARE(answered, saved.ok);
    }

    void portTakenBetweenCheckAndStart_data()
    {
        QTest::addColumn<bool>("haproxy");
        QTest::addColumn<bool>("proxyPort"); // else backend port base + 7
        QTest::newRow("backend port, nginx") << false << false;
        QTest::newRow("proxy port, haproxy") << true << true;
    }
    void portTakenBetweenCheckAndStart()
    {
        // Another program binds a port of the run right after LiveRunner found it free, as a
        // real race would (the test hook runs in exactly that window).
        QFETCH(bool, haproxy);
        QFETCH(bool, proxyPort);
        QTemporaryDir out;
        LiveRunConfig config = smallRun(haproxy ? QStringLiteral("haproxy") : QStringLiteral("nginx"), out.path(), 20000);
        config.recheckKeys = 100;
        LiveRunner runner;
        QTcpServer squatter;
        int taken = 0;
        runner.setPortsCheckedHook([&](int base, int proxy) {
            taken = proxyPort ? proxy : base + 7;
            squatter.listen(QHostAddress::LocalHost, quint16(taken));
        });
        QSignalSpy finished(&runner, &LiveRunner::finished);
        QString error;
        const bool started = runner.start(config, &error);
        QVERIFY(taken > 0);
        QVERIFY2(squatter.isListening(), qPrintable(squatter.errorString()));
        if (!started) { // refused before anything ran: the message must still name the port
            QVERIFY2(error.contains(QString::number(taken)), qPrintable(error));
            QVERIFY(runner.processIds().isEmpty());
            return;
        }
        const QList<qint64> pids = runner.processIds();
        const QString temp = runner.tempDir();
        QVERIFY(finished.wait(60000));
        const auto result = finished.front().front().value<LiveRunResult>();
        QVERIFY(!result.valid);
        QVERIFY(!result.completed);
        QVERIFY2(result.error.startsWith(QStringLiteral("port %1 on 127.0.0.1 was taken").arg(taken)),
                 qPrintable(result.error));
        QVERIFY(!result.reasons.isEmpty());
        QVERIFY(!QFileInfo::exists(temp));
        QVERIFY(runner.processIds().isEmpty());
        for (qint64 pid : pids)
            QTRY_VERIFY2_WITH_TIMEOUT(processGone(pid), qPrintable(QStringLiteral("pid %1 still running").arg(pid)), 5000);
        // Only the squatter still listens; once it closes, nothing of the run's range does.
        QCOMPARE(PortProbe::listeningIn(result.basePort, 101), QList<int>{taken});
        squatter.close();
        verifyNothingLeft(runner, result, pids);

        bool ok = false;
        const auto entries = readMapping(out.path(), &ok);
        QVERIFY(ok);
        QCOMPARE(qint64(entries.size()), result.keysMeasured);
        LiveRunResult saved;
        QVERIFY2(LiveRunResult::load(out.path(), &saved, &error), qPrintable(error));
        QVERIFY(!saved.valid);
        QCOMPARE(saved.error, result.error);
    }

    void nginxWorkerKilledMidRun()
    {
        // The proxy nginx runs a master and two workers. A worker killed mid-run is respawned by
        // the master and the run goes on, but the requests that worker held were reset: the run
        // must say so (invalid, naming the dead worker) and keep a mapping that still agrees with the port.
        QTemporaryDir out;
        LiveRunConfig config = smallRun(QStringLiteral("nginx"), out.path(), 60000);
        config.engine = LoadEngineKind::Raw;
        config.recheckKeys = 1000;
        LiveRunner runner;
        QSignalSpy finished(&runner, &LiveRunner::finished);
        qint64 killedAt = -1;
        qint64 killedWorker = -1;
        QSet<qint64> seen; // every process of the run, respawned workers included
        connect(&runner, &LiveRunner::progress, this, [&](qint64 done, qint64, double) {
            const qint64 master = proxyPid(runner);
            if (master <= 0)
                return;
            for (qint64 pid : processTree(master))
                seen.insert(pid);
            const QList<qint64> workers = childProcesses(master);
            if (killedAt < 0 && done >= 1000 && done < config.keyCount / 2 && !workers.isEmpty()) {
                killedAt = done;
                killedWorker = workers.front();
                ::kill(pid_t(killedWorker), SIGKILL);
            }
        });
        QString error;
        QVERIFY2(runner.start(config, &error), qPrintable(error));
        const QList<qint64> pids = runner.processIds();
        const QString temp = runner.tempDir();
        QVERIFY(finished.wait(120000));
        const auto result = finished.front().front().value<LiveRunResult>();
        QVERIFY(killedAt >= 1000);
        qInfo("worker %lld killed after %lld keys; %lld keys measured, %lld failed, %d alerts",
              killedWorker, killedAt, result.keysMeasured, result.failed, result.diagnostics.value(QStringLiteral("alerts")).toInt());
        QVERIFY(!result.valid);
        QVERIFY(result.diagnostics.value(QStringLiteral("alerts")).toInt() >= 1);
        const QString reasons = result.reasons.join(QLatin1Char(';'));
        QVERIFY2(reasons.contains(QStringLiteral("worker process %1 exited on signal 9").arg(killedWorker)),
                 qPrintable(reasons));
        QVERIFY2(result.error.isEmpty() || result.error.contains(QStringLiteral("answered nothing")),
                 qPrintable(result.error)); // the master lives on: not a proxy exit
        verifyNothingLeft(runner, result, pids);
        for (qint64 pid : std::as_const(seen))
            QTRY_VERIFY2_WITH_TIMEOUT(processGone(pid), qPrintable(QStringLiteral("pid %1 still running").arg(pid)), 5000);
        QVERIFY(seen.size() >= 4); // master, two workers, the respawned one
        QVERIFY(!QFileInfo::exists(temp));

        bool ok = false;
        const auto entries = readMapping(out.path(), &ok);
        QVERIFY(ok);
        QCOMPARE(qint64(entries.size()), result.keysMeasured);
        QVERIFY(result.keysMeasured >= killedAt);
        // Every answer kept is where the port says: the kill lost requests, it did not misroute any.
        LivePrediction prediction;
        QVERIFY2(LivePredictor::predict(out.path(), &prediction, &error), qPrintable(error));
        QCOMPARE(prediction.compared, result.ok);
        QVERIFY(prediction.compared >= killedAt);
        QCOMPARE(prediction.mismatched, 0);
        LiveRunResult saved;
        QVERIFY2(LiveRunResult::load(out.path(), &saved, &error), qPrintable(error));
        QCOMPARE(saved.diagnostics.value(QStringLiteral("alerts")).toInt(), result.diagnostics.value(QStringLiteral("alerts")).toInt());
        QVERIFY(!saved.valid);
    }
};

QTEST_GUILESS_MAIN(TestLiveFaults)
#include "tst_livefaults.moc"
