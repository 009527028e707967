#include "ringcore/live/leftoversweep.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QList>
#include <QThread>

#include <cerrno>
#include <csignal>
#include <sys/stat.h>
#include <unistd.h>

namespace ringcore {

namespace {

bool alive(qint64 pid)
{
    return pid > 0 && (::kill(pid_t(pid), 0) == 0 || errno == EPERM);
}

/// Processes of this user whose working directory is `dir`.
QList<qint64> processesIn(const QString &dir)
{
    QList<qint64> found;
    const QString canonical = QFileInfo(dir).canonicalFilePath();
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
        const QString cwd = QFileInfo(QString::fromLatin1(procDir + "/cwd")).symLinkTarget();
        if (!cwd.isEmpty() && (cwd == canonical || cwd == dir))
            found.append(pid);
    }
    return found;
}

} // namespace

QString LeftoverSweep::ownerFileName()
{
    return QStringLiteral("owner.pid");
}

bool LeftoverSweep::claim(const QString &dir, QString *error)
{
    QFile file(QDir(dir).filePath(ownerFileName()));
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate)
        || file.write(QByteArray::number(qint64(::getpid()))) < 0 || !file.flush()) {
        if (error)
            *error = QStringLiteral("%1: %2").arg(file.fileName(), file.errorString());
        return false;
    }
    return true;
}

LeftoverSweep::Result LeftoverSweep::sweep(const QString &tempRoot)
{
    Result result;
    const QDir root(tempRoot.isEmpty() ? QDir::tempPath() : tempRoot);
    const QStringList dirs = root.entryList({QStringLiteral("ringlab-live-*")}, QDir::Dirs | QDir::NoDotAndDotDot);
    for (const QString &name : dirs) {
        const QString dir = root.filePath(name);
        QFile owner(QDir(dir).filePath(ownerFileName()));
        if (!owner.open(QIODevice::ReadOnly))
            continue; // not claimed (yet): a run being set up right now, or not ours to judge
        bool ok = false;
        const qint64 pid = owner.readAll().trimmed().toLongLong(&ok);
        if (!ok || alive(pid))
            continue;
        const QList<qint64> left = processesIn(dir);
        for (qint64 p : left)
            ::kill(pid_t(p), SIGKILL);
        result.processesKilled += int(left.size());
        QElapsedTimer clock;
        clock.start();
        while (!processesIn(dir).isEmpty() && clock.elapsed() < 2000)
            QThread::msleep(10);
        if (QDir(dir).removeRecursively())
            result.directoriesRemoved++;
    }
    return result;
}

} // namespace ringcore
