#pragma once

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>

namespace ringcore {

/// Cleans up after a RingLab that was killed (SIGKILL, crash, power cut of the session) while a
/// live run was going on. The processes it started die with it (PR_SET_PDEATHSIG), but a
/// system's worker processes (SystemDescription::workerCommandLine()) are its master's children,
/// not RingLab's: they would go on holding the run's ports.
///
/// Every run is written into one registry, registryDir(), under the user's runtime directory
/// ($XDG_RUNTIME_DIR) or, without one, the user's cache directory — never under TMPDIR, so a run
/// killed under one TMPDIR is found by a run under another. An entry names the run's private
/// directory, its owner (pid and the owner's start time, so a reused pid is not taken for the
/// owner), whether the directory is to be kept (`--keep-temp`), the programs the run starts and
/// the pids of the processes it started. A run that ends (normally, by error or cancel) stops its
/// processes and removes its entry; only the entries of killed RingLabs remain.
///
/// sweep() handles the entries whose owner is dead:
/// - it kills (SIGKILL) only processes of this user whose executable is one of the entry's
///   programs AND which are either started with a config file inside the run's directory
///   (a system's master, the backends) or in the process group of a pid the run started with the
///   run's directory as working directory and a worker's command line (SystemDescription::
///   workerCommandLine(), BackendKind::workerCommandLine()). A foreign process sitting in the directory
///   is never touched;
/// - it removes the directory only when the run did not ask to keep it and the directory's
///   owner file names the same owner; a kept directory stays;
/// - it then drops the entry. Entries of live owners are left alone.
/// LiveRunner::start() sweeps before it checks the ports.
class LeftoverSweep
{
    Q_DECLARE_TR_FUNCTIONS(LeftoverSweep) // the context lupdate writes into translations/*.ts
public:
    /// The file in a run's private directory that names its owner's pid.
    static QString ownerFileName();
    /// Writes the current process's pid into `dir`/owner.pid; false + *error when it cannot.
    static bool claim(const QString &dir, QString *error);

    /// The registry: $XDG_RUNTIME_DIR/ringlab/live-runs when XDG_RUNTIME_DIR is set, else
    /// <generic cache location>/ringlab/live-runs (~/.cache/ringlab/live-runs). Read from the
    /// environment at each call.
    static QString registryDir();

    /// Registers a run of this process in `registry` (registryDir() when empty). Returns the
    /// entry's path, or empty + *error when it cannot be written.
    static QString registerRun(const QString &runDir, bool keep, const QStringList &programs, QString *error,
                               const QString &registry = QString());
    /// Adds a started process to an entry (written at once, before the process could be orphaned).
    static bool addProcess(const QString &entryPath, qint64 pid, QString *error = nullptr);
    /// Removes the entry of a run that ended with every process stopped.
    static void unregisterRun(const QString &entryPath);

    struct Result
    {
        int processesKilled = 0;
        int directoriesRemoved = 0;
        int directoriesKept = 0; ///< directories of dead owners kept because the run asked (--keep-temp)
    };
    /// Sweeps every entry of `registry` (registryDir() when empty) whose owner is dead, as above;
    /// waits up to two seconds for killed processes to go.
    static Result sweep(const QString &registry = QString());

    /// The start time of a process (clock ticks since boot, /proc/PID/stat field 22), 0 when it
    /// does not run (or is a zombie).
    static quint64 processStartTime(qint64 pid);
};

} // namespace ringcore
