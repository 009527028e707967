#include "ringcore/live/leftoversweep.h"

#include "ringcore/live/backendkind.h"
#include "ringcore/live/systemdescription.h"
#include "ringcore/core/filewriter.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>
#include <QStandardPaths>
#include <QThread>

#include <algorithm>
#include <csignal>
#include <sys/stat.h>
#include <unistd.h>

namespace ringcore {

namespace {

QByteArray readProc(qint64 pid, const char *name)
{
    QFile file(QStringLiteral("/proc/%1/%2").arg(pid).arg(QLatin1String(name)));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return file.read(64 * 1024);
}

/// Fields of /proc/PID/stat after "(comm)": [0] state, [1] ppid, [2] pgrp, … [19] starttime.
QList<QByteArray> statFields(qint64 pid)
{
    const QByteArray text = readProc(pid, "stat");
    const qsizetype close = text.lastIndexOf(')');
    if (close < 0)
        return {};
    return text.mid(close + 2).trimmed().split(' ');
}

/// True once PID has released everything it held: gone, or a zombie. A process being killed
/// loses its /proc/PID/exe link (its memory) before its files, so "no longer one of the run's
/// programs" comes a moment before its listening sockets close; the zombie state comes after.
bool hasExited(qint64 pid)
{
    const QList<QByteArray> fields = statFields(pid);
    return fields.isEmpty() || fields.front() == "Z" || fields.front() == "X";
}

/// One registry entry.
struct Entry
{
    QString path;
    QString dir;
    qint64 owner = 0;
    quint64 ownerStart = 0;
    bool keep = false;
    QStringList programs;
    QList<qint64> pids;

    QJsonObject toJson() const
    {
        QJsonArray p;
        for (qint64 pid : pids)
            p.append(pid);
        return QJsonObject{{QStringLiteral("dir"), dir},
                           {QStringLiteral("owner"), owner},
                           {QStringLiteral("ownerStart"), QString::number(ownerStart)},
                           {QStringLiteral("keep"), keep},
                           {QStringLiteral("programs"), QJsonArray::fromStringList(programs)},
                           {QStringLiteral("pids"), p}};
    }
    static bool fromFile(const QString &path, Entry *e)
    {
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly) || file.size() > 1024 * 1024)
            return false;
        const QJsonObject o = QJsonDocument::fromJson(file.readAll()).object();
        e->path = path;
        e->dir = o.value(QStringLiteral("dir")).toString();
        e->owner = o.value(QStringLiteral("owner")).toInteger();
        bool ok = false;
        e->ownerStart = o.value(QStringLiteral("ownerStart")).toString().toULongLong(&ok);
        e->keep = o.value(QStringLiteral("keep")).toBool(true); // unknown: keep, never delete
        for (const QJsonValue &v : o.value(QStringLiteral("programs")).toArray())
            e->programs.append(v.toString());
        for (const QJsonValue &v : o.value(QStringLiteral("pids")).toArray())
            e->pids.append(v.toInteger());
        return ok && e->owner > 0 && QDir::isAbsolutePath(e->dir);
    }
    bool save(QString *error) const
    {
        return FileWriter::writeFile(path, QJsonDocument(toJson()).toJson(QJsonDocument::Compact), error);
    }
};

bool ownerAlive(const Entry &e)
{
    const quint64 start = LeftoverSweep::processStartTime(e.owner);
    return start != 0 && start == e.ownerStart;
}

QString canonical(const QString &path)
{
    const QString c = QFileInfo(path).canonicalFilePath();
    return c.isEmpty() ? path : c;
}

/// The command lines worker processes of the systems and backends show
/// (SystemDescription::workerCommandLine(), BackendKind::workerCommandLine()).
QList<QByteArray> workerCommandLines()
{
    QList<QByteArray> lines;
    auto add = [&lines](const QByteArray &line) {
        if (!line.isEmpty() && !lines.contains(line))
            lines.append(line);
    };
    for (const SystemDescription *system : SystemRegistry::all())
        add(system->workerCommandLine());
    for (const BackendKind *kind : BackendKindRegistry::all())
        add(kind->workerCommandLine());
    return lines;
}

/// True when `pid` is one of the processes `e`'s run started: its executable is one of the run's
/// programs, and either its command line names a config file inside the run's directory, or it
/// is in the process group of a process the run started, works in the run's directory and shows
/// a worker's command line (workerCommandLines()).
bool startedByRun(qint64 pid, const Entry &e, const QStringList &programs, const QString &dir)
{
    const QString exe = QFileInfo(QStringLiteral("/proc/%1/exe").arg(pid)).symLinkTarget();
    if (exe.isEmpty() || !programs.contains(exe))
        return false;
    QByteArray cmdline = readProc(pid, "cmdline");
    cmdline.replace('\0', ' ');
    const QList<QByteArray> words = cmdline.simplified().split(' ');
    // The command line holds the folder as the run named it (TMPDIR may be a symlink).
    const QByteArray prefix = dir.toLocal8Bit() + '/';
    const QByteArray named = QFileInfo(e.dir).absoluteFilePath().toLocal8Bit() + '/';
    for (qsizetype i = 0; i + 1 < words.size(); ++i) {
        if ((words[i] == "-c" || words[i] == "-f") && (words[i + 1].startsWith(prefix) || words[i + 1].startsWith(named))
            && (words[i + 1].endsWith(".conf") || words[i + 1].endsWith(".cfg")))
            return true;
    }
    const QList<QByteArray> stat = statFields(pid);
    if (stat.size() < 3 || !e.pids.contains(stat[2].toLongLong()))
        return false;
    const QString cwd = QFileInfo(QStringLiteral("/proc/%1/cwd").arg(pid)).symLinkTarget();
    if (cwd != dir)
        return false;
    const QList<QByteArray> workers = workerCommandLines();
    return std::any_of(workers.begin(), workers.end(), [&cmdline](const QByteArray &w) { return cmdline.startsWith(w); });
}

QList<qint64> processesOf(const Entry &e)
{
    QList<qint64> found;
    QStringList programs;
    for (const QString &p : e.programs)
        programs.append(canonical(p));
    const QString dir = canonical(e.dir);
    const QStringList names = QDir(QStringLiteral("/proc")).entryList(QDir::Dirs | QDir::NoDotAndDotDot);
    for (const QString &name : names) {
        bool ok = false;
        const qint64 pid = name.toLongLong(&ok);
        if (!ok || pid == ::getpid())
            continue;
        struct stat st;
        const QByteArray procDir = QByteArrayLiteral("/proc/") + name.toLatin1();
        if (::stat(procDir.constData(), &st) != 0 || st.st_uid != ::getuid())
            continue;
        const QList<QByteArray> fields = statFields(pid);
        if (fields.isEmpty() || fields[0] == "Z")
            continue;
        if (startedByRun(pid, e, programs, dir))
            found.append(pid);
    }
    return found;
}

/// The directory is the one RingLab made for this owner: named ringlab-live-* and claimed by it.
bool ownedDirectory(const Entry &e)
{
    if (!QFileInfo(e.dir).fileName().startsWith(QLatin1String("ringlab-live-")))
        return false;
    QFile owner(QDir(e.dir).filePath(LeftoverSweep::ownerFileName()));
    if (!owner.open(QIODevice::ReadOnly))
        return false;
    return owner.read(64).trimmed().toLongLong() == e.owner;
}

} // namespace

QString LeftoverSweep::ownerFileName()
{
    return QStringLiteral("owner.pid");
}

bool LeftoverSweep::claim(const QString &dir, QString *error)
{
    return FileWriter::writeFile(QDir(dir).filePath(ownerFileName()), QByteArray::number(qint64(::getpid())), error);
}

QString LeftoverSweep::registryDir()
{
    // Qt's RuntimeLocation falls back to a folder under TMPDIR when XDG_RUNTIME_DIR is unset: that
    // would split the registry by TMPDIR again, so the cache location is used instead.
    const QString runtime = qEnvironmentVariable("XDG_RUNTIME_DIR");
    const QString base = !runtime.isEmpty() && QFileInfo(runtime).isDir()
        ? QStandardPaths::writableLocation(QStandardPaths::RuntimeLocation)
        : QStandardPaths::writableLocation(QStandardPaths::GenericCacheLocation);
    return base + QStringLiteral("/ringlab/live-runs");
}

quint64 LeftoverSweep::processStartTime(qint64 pid)
{
    if (pid <= 0)
        return 0;
    const QList<QByteArray> fields = statFields(pid);
    if (fields.size() < 20 || fields[0] == "Z")
        return 0;
    return fields[19].toULongLong();
}

QString LeftoverSweep::registerRun(const QString &runDir, bool keep, const QStringList &programs, QString *error,
                                   const QString &registry)
{
    const QString root = registry.isEmpty() ? registryDir() : registry;
    if (!QDir().mkpath(root)) {
        if (error)
            *error = tr("%1: cannot create the run registry").arg(root);
        return {};
    }
    QFile::setPermissions(root, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
    Entry e;
    e.dir = QFileInfo(runDir).absoluteFilePath();
    e.owner = ::getpid();
    e.ownerStart = processStartTime(e.owner);
    e.keep = keep;
    for (const QString &p : programs)
        e.programs.append(canonical(p));
    e.path = QDir(root).filePath(QStringLiteral("%1-%2.json").arg(QFileInfo(runDir).fileName()).arg(e.owner));
    if (!e.save(error))
        return {};
    return e.path;
}

bool LeftoverSweep::addProcess(const QString &entryPath, qint64 pid, QString *error)
{
    if (entryPath.isEmpty() || pid <= 0)
        return false;
    Entry e;
    if (!Entry::fromFile(entryPath, &e)) {
        if (error)
            *error = tr("%1: the run registry entry cannot be read").arg(entryPath);
        return false;
    }
    if (!e.pids.contains(pid))
        e.pids.append(pid);
    return e.save(error);
}

void LeftoverSweep::unregisterRun(const QString &entryPath)
{
    if (!entryPath.isEmpty())
        QFile::remove(entryPath);
}

LeftoverSweep::Result LeftoverSweep::sweep(const QString &registry)
{
    Result result;
    const QDir root(registry.isEmpty() ? registryDir() : registry);
    const QStringList names = root.entryList({QStringLiteral("*.json")}, QDir::Files);
    for (const QString &name : names) {
        Entry e;
        if (!Entry::fromFile(root.filePath(name), &e))
            continue; // not an entry RingLab can read: not ours to judge
        if (ownerAlive(e))
            continue; // another RingLab running now
        const QList<qint64> left = processesOf(e);
        for (qint64 p : left)
            ::kill(pid_t(p), SIGKILL);
        result.processesKilled += int(left.size());
        QElapsedTimer clock;
        clock.start();
        auto allExited = [&] { return std::all_of(left.begin(), left.end(), hasExited); };
        while ((!processesOf(e).isEmpty() || !allExited()) && clock.elapsed() < 2000)
            QThread::msleep(10);
        if (!processesOf(e).isEmpty() || !allExited())
            continue; // try again next time
        if (QFileInfo(e.dir).isDir()) {
            if (e.keep)
                result.directoriesKept++;
            else if (ownedDirectory(e) && QDir(e.dir).removeRecursively())
                result.directoriesRemoved++;
        }
        QFile::remove(e.path);
    }
    return result;
}

} // namespace ringcore
