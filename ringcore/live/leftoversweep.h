#pragma once

#include <QString>

namespace ringcore {

/// Cleans up after a RingLab that was killed (SIGKILL, crash, power cut of the session) while a
/// live run was going on. Its nginx and HAProxy masters die with it (PR_SET_PDEATHSIG), but
/// nginx's worker processes are the masters' children, not RingLab's: they would go on holding
/// the run's ports. Every run's private directory (`<temp>/ringlab-live-XXXXXX`) records the pid
/// of the RingLab that owns it (`owner.pid`), and every process of the run has that directory as
/// its working directory. A sweep kills the processes of directories whose owner is dead and
/// removes those directories; directories of live owners (another RingLab running now) are left
/// alone. LiveRunner::start() sweeps before it checks the ports.
class LeftoverSweep
{
public:
    /// The file in a run's private directory that names its owner's pid.
    static QString ownerFileName();
    /// Writes the current process's pid into `dir`/owner.pid; false + *error when it cannot.
    static bool claim(const QString &dir, QString *error);

    struct Result
    {
        int processesKilled = 0;
        int directoriesRemoved = 0;
    };
    /// Sweeps `tempRoot` (QDir::tempPath() by default): kills (SIGKILL) every process of this user
    /// whose working directory is a ringlab-live directory with a dead owner, waits up to two
    /// seconds for them to go, and removes the directory.
    static Result sweep(const QString &tempRoot = QString());
};

} // namespace ringcore
