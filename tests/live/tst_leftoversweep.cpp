// The leftover sweep (issue 15): it touches only what RingLab left. Folders of dead owners that
// were not kept go; kept folders (--keep-temp) never do; only the proxies RingLab started with a
// folder's config are killed, never a foreign process sitting in the folder; every run is found
// through one registry under the user's runtime/cache directory, whatever the TMPDIR.
#include "livetesthelpers.h"
#include "ringcore/live/backendfarm.h"
#include "ringcore/live/leftoversweep.h"
#include "ringcore/live/managedprocess.h"
#include "ringcore/live/proxyconfigwriter.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QScopeGuard>

#include <algorithm>

using namespace ringcore;
using namespace ringlab::test;

namespace {

/// A pid that ran and is dead now (a `sleep` started and killed).
qint64 deadPid()
{
    QProcess p;
    p.start(QStringLiteral("sleep"), {QStringLiteral("60")});
    p.waitForStarted();
    const qint64 pid = p.processId();
    p.kill();
    p.waitForFinished();
    return pid;
}

/// Rewrites fields of a registry entry (to make its owner someone else).
bool editEntry(const QString &path, const QJsonObject &fields)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return false;
    QJsonObject o = QJsonDocument::fromJson(file.readAll()).object();
    file.close();
    for (auto it = fields.begin(); it != fields.end(); ++it)
        o.insert(it.key(), it.value());
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate))
        return false;
    return file.write(QJsonDocument(o).toJson()) > 0;
}

/// A run folder under `root` claimed by `owner`, registered in `registry` as `owner`'s.
QString fakeRun(const QString &root, const QString &registry, qint64 owner, bool keep, const QStringList &programs,
                QString *entry)
{
    const QString dir = QDir(root).filePath(QStringLiteral("ringlab-live-%1").arg(owner));
    QDir().mkpath(dir);
    QFile claim(QDir(dir).filePath(LeftoverSweep::ownerFileName()));
    claim.open(QIODevice::WriteOnly);
    claim.write(QByteArray::number(owner));
    claim.close();
    QString error;
    *entry = LeftoverSweep::registerRun(dir, keep, programs, &error, registry);
    if (entry->isEmpty())
        qWarning("%s", qPrintable(error));
    editEntry(*entry, {{QStringLiteral("owner"), owner},
                       {QStringLiteral("ownerStart"), QString::number(LeftoverSweep::processStartTime(owner))}});
    return dir;
}

QString nginxProgram()
{
    QString error;
    return ManagedProcess::findProgram(QStringLiteral("nginx"), QString(), &error);
}

/// Starts a single-process nginx whose config (and pid, logs) are in `configDir`, listening on
/// `port`, with `cwd` as working directory.
bool startNginx(QProcess &p, const QString &configDir, const QString &cwd, int port)
{
    const QString conf = QDir(configDir).filePath(QStringLiteral("backends.conf"));
    QFile f(conf);
    if (!f.open(QIODevice::WriteOnly))
        return false;
    f.write(BackendFarm::kind(QStringLiteral("http")).config({configDir, QStringLiteral("backends"), QStringLiteral("http"), {port}}));
    f.close();
    p.setWorkingDirectory(cwd);
    p.start(nginxProgram(), {QStringLiteral("-p"), configDir + QLatin1Char('/'), QStringLiteral("-e"),
                             QDir(configDir).filePath(QStringLiteral("backends-error.log")), QStringLiteral("-c"), conf});
    if (!p.waitForStarted())
        return false;
    QElapsedTimer clock;
    clock.start();
    while (!PortProbe::listeningPorts().contains(port)) {
        if (clock.elapsed() > 10000 || p.state() != QProcess::Running)
            return false;
        QTest::qWait(20);
    }
    return true;
}

} // namespace

class TestLeftoverSweep : public QObject
{
    Q_OBJECT

    QTemporaryDir m_runtime; ///< XDG_RUNTIME_DIR of this test and the ringlab-cli it starts

private slots:
    void initTestCase()
    {
        // Never the user's own registry: this test's runs register in a private runtime directory.
        QVERIFY(m_runtime.isValid());
        qputenv("XDG_RUNTIME_DIR", m_runtime.path().toLocal8Bit());
        QCOMPARE(LeftoverSweep::registryDir(), m_runtime.path() + QStringLiteral("/ringlab/live-runs"));
    }

    void registryIsOutsideTmpdir()
    {
        // Without a runtime directory, the user's cache directory; TMPDIR never matters.
        QTemporaryDir cache, tmp;
        const QByteArray oldRuntime = qgetenv("XDG_RUNTIME_DIR");
        qunsetenv("XDG_RUNTIME_DIR");
        qputenv("XDG_CACHE_HOME", cache.path().toLocal8Bit());
        qputenv("TMPDIR", tmp.path().toLocal8Bit());
        const auto restore = qScopeGuard([&] {
            qputenv("XDG_RUNTIME_DIR", oldRuntime);
            qunsetenv("XDG_CACHE_HOME");
            qunsetenv("TMPDIR");
        });
        QCOMPARE(LeftoverSweep::registryDir(), cache.path() + QStringLiteral("/ringlab/live-runs"));
        QVERIFY(!LeftoverSweep::registryDir().startsWith(tmp.path()));
    }

    void liveOwnerIsSpared()
    {
        QTemporaryDir root, registry;
        QString entry;
        const QString dir = fakeRun(root.path(), registry.path(), QCoreApplication::applicationPid(), false, {}, &entry);
        const LeftoverSweep::Result r = LeftoverSweep::sweep(registry.path());
        QCOMPARE(r.directoriesRemoved, 0);
        QVERIFY(QFileInfo::exists(dir));
        QVERIFY(QFileInfo::exists(entry));
    }

    void reusedPidIsNotTheOwner()
    {
        // The entry's owner pid runs now, but started at another time: it is not the owner.
        QTemporaryDir root, registry;
        QString entry;
        const QString dir = fakeRun(root.path(), registry.path(), QCoreApplication::applicationPid(), false, {}, &entry);
        QVERIFY(editEntry(entry, {{QStringLiteral("ownerStart"), QStringLiteral("1")}}));
        const LeftoverSweep::Result r = LeftoverSweep::sweep(registry.path());
        QCOMPARE(r.directoriesRemoved, 1);
        QVERIFY(!QFileInfo::exists(dir));
        QVERIFY(!QFileInfo::exists(entry));
    }

    void deadOwnerFolderGoesAndOnlyItsProxyIsKilled()
    {
        QTemporaryDir root, registry, elsewhere;
        const QString nginx = nginxProgram();
        QVERIFY(!nginx.isEmpty());
        QString entry;
        const QString dir = fakeRun(root.path(), registry.path(), deadPid(), false, {nginx}, &entry);
        const int base = PortProbe::findFreeBase(2, 23000);
        QVERIFY(base > 0);
        // The run's nginx: started with the folder's config (working directory elsewhere).
        QProcess ours;
        QVERIFY(startNginx(ours, dir, root.path(), base));
        // Foreign processes sitting in the folder: a sleep, and an nginx with a config of its own.
        QProcess sleeper;
        sleeper.setWorkingDirectory(dir);
        sleeper.start(QStringLiteral("sleep"), {QStringLiteral("60")});
        QVERIFY(sleeper.waitForStarted());
        QProcess foreign;
        QVERIFY(startNginx(foreign, elsewhere.path(), dir, base + 1));
        const auto stop = qScopeGuard([&] {
            sleeper.kill();
            foreign.kill();
            ours.kill();
            sleeper.waitForFinished();
            foreign.waitForFinished();
            ours.waitForFinished();
        });

        const LeftoverSweep::Result r = LeftoverSweep::sweep(registry.path());
        QCOMPARE(r.processesKilled, 1);
        QCOMPARE(r.directoriesRemoved, 1);
        QVERIFY(ours.waitForFinished(5000));
        QCOMPARE(ours.exitStatus(), QProcess::CrashExit);
        QCOMPARE(sleeper.state(), QProcess::Running);
        QCOMPARE(foreign.state(), QProcess::Running);
        QVERIFY(PortProbe::listeningPorts().contains(base + 1));
        QVERIFY(!QFileInfo::exists(dir));
        QVERIFY(!QFileInfo::exists(entry));
    }

    void keptFolderIsNeverDeleted()
    {
        QTemporaryDir root, registry;
        const QString nginx = nginxProgram();
        QString entry;
        const QString dir = fakeRun(root.path(), registry.path(), deadPid(), true, {nginx}, &entry);
        const int base = PortProbe::findFreeBase(1, 23100);
        QProcess ours; // its proxy is still stopped: keeping the folder is not keeping the processes
        QVERIFY(startNginx(ours, dir, root.path(), base));
        const auto stop = qScopeGuard([&] {
            ours.kill();
            ours.waitForFinished();
        });
        const LeftoverSweep::Result r = LeftoverSweep::sweep(registry.path());
        QCOMPARE(r.processesKilled, 1);
        QCOMPARE(r.directoriesRemoved, 0);
        QCOMPARE(r.directoriesKept, 1);
        QVERIFY(ours.waitForFinished(5000));
        QVERIFY(QFileInfo::exists(QDir(dir).filePath(QStringLiteral("backends.conf"))));
        QVERIFY(!QFileInfo::exists(entry));
    }

    void folderNotMadeByRingLabIsNotRemoved()
    {
        // An entry pointing at a folder that is not a claimed ringlab-live-* folder (edited, or
        // another program's): the entry goes, the folder stays.
        QTemporaryDir root, registry;
        const QString dir = QDir(root.path()).filePath(QStringLiteral("precious"));
        QVERIFY(QDir().mkpath(dir));
        QString error;
        const QString entry = LeftoverSweep::registerRun(dir, false, {}, &error, registry.path());
        QVERIFY2(!entry.isEmpty(), qPrintable(error));
        QVERIFY(editEntry(entry, {{QStringLiteral("owner"), deadPid()}}));
        const LeftoverSweep::Result r = LeftoverSweep::sweep(registry.path());
        QCOMPARE(r.directoriesRemoved, 0);
        QVERIFY(QFileInfo::exists(dir));
        QVERIFY(!QFileInfo::exists(entry));
    }

    void finishedKeepTempRunSurvivesTheNextRun()
    {
        // The bug: a --keep-temp run's folder was deleted by the next run's sweep.
        QTemporaryDir out, out2;
        LiveRunConfig config = smallRun(QStringLiteral("haproxy"), out.path(), 500);
        config.recheckKeys = 100;
        config.keepTemp = true;
        LiveRunner runner;
        QString kept;
        connect(&runner, &LiveRunner::stateChanged, this, [&](LiveRunState) {
            if (kept.isEmpty())
                kept = runner.tempDir();
        });
        LiveRunResult result;
        QVERIFY(runToEnd(runner, config, &result));
        QVERIFY2(result.valid, qPrintable(result.reasons.join(QLatin1Char(';'))));
        QVERIFY(!kept.isEmpty());
        const auto clean = qScopeGuard([&] { QDir(kept).removeRecursively(); });
        QVERIFY(QFileInfo::exists(QDir(kept).filePath(QStringLiteral("haproxy.cfg"))));
        // The ended run left no entry; the next run sweeps and the folder stays.
        QVERIFY(QDir(LeftoverSweep::registryDir()).entryList({QStringLiteral("*.json")}, QDir::Files).isEmpty());
        LiveRunner next;
        LiveRunResult result2;
        QVERIFY(runToEnd(next, smallRun(QStringLiteral("haproxy"), out2.path(), 200), &result2));
        QVERIFY(QFileInfo::exists(QDir(kept).filePath(QStringLiteral("haproxy.cfg"))));
    }

    void killedUnderOneTmpdirSweptUnderAnother_data()
    {
        QTest::addColumn<bool>("keepTemp");
        QTest::newRow("folder removed") << false;
        QTest::newRow("--keep-temp: folder kept") << true;
    }
    void killedUnderOneTmpdirSweptUnderAnother()
    {
        // ringlab-cli is SIGKILLed mid-run under TMPDIR A: its nginx masters die with it
        // (PDEATHSIG); their workers are orphaned and keep the ports. The next ringlab-cli, under
        // TMPDIR B, finds the run through the registry and stops them; on exactly the same ports.
        QFETCH(bool, keepTemp);
        QTemporaryDir tmpA, tmpB, out, out2;
        const int base = PortProbe::findFreeBase(101, 9001);
        QProcess cli;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("TMPDIR"), tmpA.path());
        cli.setProcessEnvironment(env);
        QStringList args = measureArgs(QStringLiteral("nginx"), 300000, base, out.path());
        if (keepTemp)
            args << QStringLiteral("--keep-temp");
        QVERIFY(startLoadingCli(cli, args));
        const QStringList dirs = QDir(tmpA.path()).entryList({QStringLiteral("ringlab-live-*")}, QDir::Dirs);
        QCOMPARE(dirs.size(), 1);
        const QString runDir = QDir(tmpA.path()).filePath(dirs.front());
        QCOMPARE(QDir(LeftoverSweep::registryDir()).entryList({QStringLiteral("*.json")}, QDir::Files).size(), 1);
        const QList<qint64> masters = childProcesses(cli.processId());
        QCOMPARE(masters.size(), 2); // the backends' nginx and the proxy nginx
        QList<qint64> workers;
        for (qint64 master : masters)
            workers += childProcesses(master);
        QVERIFY(!workers.isEmpty());

        ::kill(pid_t(cli.processId()), SIGKILL);
        QVERIFY(cli.waitForFinished(10000));
        for (qint64 master : masters)
            QTRY_VERIFY2_WITH_TIMEOUT(processGone(master), qPrintable(QString::number(master)), 5000);
        QTest::qWait(200);
        QVERIFY(std::any_of(workers.begin(), workers.end(), [](qint64 pid) { return !processGone(pid); }));
        QVERIFY(!PortProbe::listeningIn(base, 101).isEmpty());

        QProcess next;
        env.insert(QStringLiteral("TMPDIR"), tmpB.path());
        next.setProcessEnvironment(env);
        next.start(cliPath(), measureArgs(QStringLiteral("nginx"), 2000, base, out2.path())
                                  << QStringLiteral("--recheck") << QStringLiteral("200"));
        QVERIFY(next.waitForFinished(120000));
        const QString log = QString::fromUtf8(next.readAllStandardError() + next.readAllStandardOutput());
        QVERIFY2(next.exitCode() == 0, qPrintable(log));
        QVERIFY2(log.contains(QStringLiteral("left by a RingLab that was killed")), qPrintable(log));
        for (qint64 pid : std::as_const(workers))
            QVERIFY2(processGone(pid), qPrintable(QString::number(pid)));
        QCOMPARE(QFileInfo::exists(runDir), keepTemp);
        if (keepTemp)
            QVERIFY2(log.contains(QStringLiteral("kept 1 private folder")), qPrintable(log));
        QVERIFY(QDir(LeftoverSweep::registryDir()).entryList({QStringLiteral("*.json")}, QDir::Files).isEmpty());
        QVERIFY(PortProbe::listeningIn(base, 101).isEmpty());
        QVERIFY(QDir(tmpB.path()).entryList({QStringLiteral("ringlab-live-*")}, QDir::Dirs).isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestLeftoverSweep)
#include "tst_leftoversweep.moc"
