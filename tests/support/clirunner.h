#pragma once

#include "support/testpaths.h"

#include <QByteArray>
#include <QProcess>
#include <QProcessEnvironment>
#include <QString>
#include <QStringList>

namespace ringlab::test {

/// What a finished child process left: its exit code (-1 when it crashed or timed out) and what it
/// wrote to stdout and stderr.
struct ProcessRun
{
    int code = -1;
    QByteArray out;
    QByteArray err;
};

/// Runs `program` with `args` and waits up to `timeoutMs`; on a timeout the child is killed and
/// the result keeps code -1 with no output. A non-empty `env` replaces the child's environment; a
/// non-empty `stdoutFile` receives its standard output (then `out` stays empty).
inline ProcessRun runProcess(const QString &program, const QStringList &args, int timeoutMs,
                             const QProcessEnvironment &env = {}, const QString &stdoutFile = QString())
{
    QProcess p;
    if (!env.isEmpty())
        p.setProcessEnvironment(env);
    if (!stdoutFile.isEmpty())
        p.setStandardOutputFile(stdoutFile);
    p.start(program, args);
    ProcessRun r;
    if (!p.waitForFinished(timeoutMs)) {
        p.kill();
        p.waitForFinished();
        return r;
    }
    r.code = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
    r.out = p.readAllStandardOutput();
    r.err = p.readAllStandardError();
    return r;
}

/// Runs the ringlab-cli that CTest built (cliPath()) with `args`, as runProcess.
inline ProcessRun runCli(const QStringList &args, int timeoutMs, const QString &stdoutFile = QString())
{
    return runProcess(cliPath(), args, timeoutMs, {}, stdoutFile);
}

} // namespace ringlab::test
