// Faults during live runs (issue 7): the proxy killed or frozen mid-run, the mapping file's disk
// full, SIGINT to ringlab-cli. Each run must end with a clear reason, keep what it measured and
// leave no process, port or private directory behind. (Backend faults, bad configs, missing
// binaries, busy ports, cancel and SIGTERM are in tst_livelifecycle.)
#include "livetesthelpers.h"
#include "ringcore/live/backendfarm.h"
#include "ringcore/live/mappingwriter.h"
#include "support/testpaths.h"

#include <QDir>
#include <QElapsedTimer>
#include <QProcess>
#include <QScopeGuard>

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
QList<MappingWriter::Entry> readMapping(const QString &dir, bool *ok)
{
    QList<MappingWriter::Entry> entries;
    QString error;
    *ok = MappingWriter::read(QDir(dir).filePath(QStringLiteral("mapping.tsv")), &entries, &error);
    if (!*ok)
        qWarning("%s", qPrintable(error));
    return entries;
}

QStringList measureArgs(const QString &proxy, int keys, int base, const QString &out)
{
    return {QStringLiteral("measure"), QStringLiteral("--proxy"), proxy, QStringLiteral("--keys"),
            QString::number(keys), QStringLiteral("--base-port"), QString::number(base), QStringLiteral("--out"), out};
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
        LiveRunConfig config = smallRun(LiveProxy::Haproxy, out.path(), 400000);
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

    void proxyFrozenEndsByTimeout()
    {
        QTemporaryDir out;
        // Far more keys than any machine answers before the first progress report (250 ms), so the
        // freeze always lands in the load phase; the stall watchdog then ends the run in seconds.
        LiveRunConfig config = smallRun(LiveProxy::Haproxy, out.path(), 400000);
        config.engine = LoadEngineKind::Raw;
        config.concurrency = 128;
        config.recheckKeys = 200;
        config.requestTimeoutMs = 1000;
        config.stallTimeoutMs = 6000; // after the raw engine's three 1 s attempts, so timeouts are recorded first
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
        const auto entries = readMapping(out.path(), &ok);
        QVERIFY(ok); // a cut last line is ignored, the rest reads
        QVERIFY(entries.size() > 1000 && entries.size() < 13000);
        // The limit can cut the last line inside its status or port field; the reader then takes
        // the cut number (docs/reliability.md, known gap 5). Every other line is intact.
        qsizetype good = 0;
        for (const auto &e : entries)
            good += e.status == 200 && e.backend >= base && e.backend < base + 100;
        QVERIFY2(good >= entries.size() - 1, qPrintable(QStringLiteral("%1 of %2").arg(good).arg(entries.size())));
        LiveRunResult saved;
        QString error;
        QVERIFY2(LiveRunResult::load(out.path(), &saved, &error), qPrintable(error));
        QVERIFY(!saved.valid);
        QVERIFY2(saved.error.contains(QStringLiteral("mapping.tsv")), qPrintable(saved.error));
    }

    void cliSigintKeepsMapping()
    {
        QTemporaryDir out;
        const int base = PortProbe::findFreeBase(101, 9001);
        QVERIFY(base > 0);
        QProcess cli;
        cli.start(cliPath(), measureArgs(QStringLiteral("nginx"), 300000, base, out.path()));
        QVERIFY(cli.waitForStarted());
        QByteArray log;
        QTRY_VERIFY_WITH_TIMEOUT((log += cli.readAllStandardError()).contains("req/s"), 30000);
        QCOMPARE(PortProbe::listeningIn(base, 101).size(), 101);
        ::kill(pid_t(cli.processId()), SIGINT);
        QVERIFY(cli.waitForFinished(30000));
        QCOMPARE(cli.exitStatus(), QProcess::NormalExit);
        QCOMPARE(cli.exitCode(), 130);
        QVERIFY(PortProbe::listeningIn(base, 101).isEmpty());
        LiveRunResult saved;
        QString error;
        QVERIFY2(LiveRunResult::load(out.path(), &saved, &error), qPrintable(error));
        QVERIFY(saved.cancelled);
        QVERIFY(!saved.valid);
        QVERIFY(saved.keysMeasured > 0 && saved.keysMeasured < 300000);
        bool ok = false;
        const auto entries = readMapping(out.path(), &ok);
        QVERIFY(ok);
        QCOMPARE(qint64(entries.size()), saved.keysMeasured);
    }
};

QTEST_GUILESS_MAIN(TestLiveFaults)
#include "tst_livefaults.moc"
