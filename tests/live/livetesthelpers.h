#pragma once
// Shared by the tests in tests/live: run a LiveRunner to completion and check nothing is left behind.

#include "ringcore/live/livepredictor.h"
#include "ringcore/live/liverunner.h"
#include "ringcore/live/portprobe.h"

#include "support/testpaths.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>
#include <functional>

namespace ringlab::test {

/// A config for a small, fast run on the default backend range.
inline ringcore::LiveRunConfig smallRun(const QString &proxy, const QString &outDir, int keys = 20000)
{
    ringcore::LiveRunConfig c;
    c.proxy = proxy;
    c.keyCount = keys;
    c.recheckKeys = 2000;
    c.outDir = outDir;
    c.pickFreeBasePort = true; // CI machines may have something on 9001-9101
    return c;
}

/// Arguments of `ringlab-cli measure` for a run through `proxy` on the range starting at `base`.
inline QStringList measureArgs(const QString &proxy, int keys, int base, const QString &out)
{
    return {QStringLiteral("measure"), QStringLiteral("--proxy"), proxy, QStringLiteral("--keys"),
            QString::number(keys), QStringLiteral("--base-port"), QString::number(base), QStringLiteral("--out"), out};
}

/// Starts ringlab-cli (tests/support/testpaths.h cliPath()) and waits until it reports a rate,
/// i.e. keys flow; its stderr so far goes to *log. False when it did not get there in 30 s.
inline bool startLoadingCli(QProcess &cli, const QStringList &arguments, QByteArray *log = nullptr)
{
    QByteArray seen;
    cli.start(cliPath(), arguments);
    if (!cli.waitForStarted())
        return false;
    QElapsedTimer clock;
    clock.start();
    while (!(seen += cli.readAllStandardError()).contains("req/s")) {
        if (clock.elapsed() > 30000 || cli.state() == QProcess::NotRunning)
            return false;
        QTest::qWait(50);
    }
    if (log)
        *log = seen;
    return true;
}

/// True when no process with this id runs any more. A zombie (state Z) counts as gone: it holds
/// no port and no CPU, only a table entry until its parent — for orphans PID 1, which in some
/// containers never reaps — collects it.
inline bool processGone(qint64 pid)
{
    if (pid <= 0)
        return false;
    if (::kill(pid_t(pid), 0) != 0)
        return true;
    QFile stat(QStringLiteral("/proc/%1/stat").arg(pid));
    if (!stat.open(QIODevice::ReadOnly))
        return true;
    const QByteArray text = stat.readAll();
    return text.mid(text.lastIndexOf(')') + 2, 1) == "Z";
}

/// Processes whose parent is `parent` (from /proc/<pid>/stat), e.g. nginx's workers under its master.
inline QList<qint64> childProcesses(qint64 parent)
{
    QList<qint64> children;
    const QStringList names = QDir(QStringLiteral("/proc")).entryList(QDir::Dirs | QDir::NoDotAndDotDot);
    for (const QString &name : names) {
        bool ok = false;
        const qint64 pid = name.toLongLong(&ok);
        if (!ok)
            continue;
        QFile stat(QStringLiteral("/proc/%1/stat").arg(pid));
        if (!stat.open(QIODevice::ReadOnly))
            continue;
        // "pid (comm) state ppid …": comm may hold spaces and parentheses, so parse after the last ')'.
        const QByteArray text = stat.readAll();
        const QList<QByteArray> fields = text.mid(text.lastIndexOf(')') + 2).split(' ');
        if (fields.size() > 1 && fields[1].toLongLong() == parent)
            children.append(pid);
    }
    return children;
}

/// `root` and every process below it.
inline QList<qint64> processTree(qint64 root)
{
    QList<qint64> all{root};
    for (qsizetype i = 0; i < all.size(); ++i)
        all += childProcesses(all[i]);
    return all;
}

/// Runs to completion (or fails the calling test). Collects the pids seen while running.
inline bool runToEnd(ringcore::LiveRunner &runner, const ringcore::LiveRunConfig &config,
                     ringcore::LiveRunResult *result, QList<qint64> *pids = nullptr, int timeoutMs = 120000)
{
    QSignalSpy finished(&runner, &ringcore::LiveRunner::finished);
    QString error;
    if (!runner.start(config, &error)) {
        qWarning("start failed: %s", qPrintable(error));
        return false;
    }
    if (pids)
        *pids = runner.processIds();
    if (!finished.wait(timeoutMs) && finished.isEmpty())
        return false;
    *result = finished.front().front().value<ringcore::LiveRunResult>();
    return true;
}

/// After a run: every process stopped and no port of the run's range listening.
inline void verifyNothingLeft(const ringcore::LiveRunner &runner, const ringcore::LiveRunResult &result,
                              const QList<qint64> &pids)
{
    QVERIFY(runner.processIds().isEmpty());
    for (qint64 pid : pids)
        QTRY_VERIFY2_WITH_TIMEOUT(processGone(pid), qPrintable(QStringLiteral("pid %1 still running").arg(pid)), 5000);
    const QList<int> listening = ringcore::PortProbe::listeningIn(result.basePort, int(result.servers.size()) + 1);
    QVERIFY2(listening.isEmpty(), qPrintable(QStringLiteral("port %1 still listening").arg(listening.value(0))));
}

/// `ringlab-cli predict DIR --json` run by `cli` (a CLI with extra systems linked in, or
/// cliPath()): its JSON answer; an empty object with *error (exit code and output) when it failed.
inline QJsonObject predictJson(const QString &dir, QString *error, const QString &cli = cliPath())
{
    QProcess predict;
    predict.start(cli, {QStringLiteral("predict"), dir, QStringLiteral("--json")});
    if (!predict.waitForFinished(60000) || predict.exitStatus() != QProcess::NormalExit || predict.exitCode() != 0) {
        *error = QStringLiteral("predict %1 exited with %2: %3")
                     .arg(dir)
                     .arg(predict.exitCode())
                     .arg(QString::fromUtf8(predict.readAllStandardOutput() + predict.readAllStandardError()));
        return {};
    }
    return QJsonDocument::fromJson(predict.readAllStandardOutput()).object();
}

/// Rewrites DIR/results.json's "setup" with `edit` (other weights, servers down, options gone) and
/// predicts the same mapping again: the keys the port now routes elsewhere. A port that agreed on
/// every key before and still does after the edit was not really checked. -1 with *error when the
/// file cannot be rewritten or the prediction fails.
inline qint64 mismatchesAfterSetupEdit(const QString &dir, const std::function<void(QJsonObject &setup)> &edit,
                                       QString *error)
{
    QFile file(QDir(dir).filePath(QStringLiteral("results.json")));
    if (!file.open(QIODevice::ReadWrite)) {
        *error = file.errorString();
        return -1;
    }
    QJsonObject results = QJsonDocument::fromJson(file.readAll()).object();
    QJsonObject setup = results.value(QStringLiteral("setup")).toObject();
    edit(setup);
    results.insert(QStringLiteral("setup"), setup);
    const QByteArray text = QJsonDocument(results).toJson();
    if (!file.resize(0) || file.write(text) != text.size()) {
        *error = file.errorString();
        return -1;
    }
    file.close();
    ringcore::LivePrediction wrong;
    if (!ringcore::LivePredictor::predict(dir, &wrong, error))
        return -1;
    return wrong.mismatched;
}

} // namespace ringlab::test
