#include "ringcore/live/runfolder.h"

#include "ringcore/core/filewriter.h"
#include "ringcore/core/outputpath.h"
#include "ringcore/core/usertext.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace ringcore {

namespace {

QByteArray native(const QString &path)
{
    return QFile::encodeName(path);
}

bool isRunEntry(const QString &dir, const QString &name, const QStringList &runFiles)
{
    // A run's own file, or the temporary file FileWriter writes beside one (left by a kill).
    static const QRegularExpression temporary(QStringLiteral("^(.+)\\.[0-9a-z]+\\.tmp$"));
    const QRegularExpressionMatch m = temporary.match(name);
    if (!runFiles.contains(name) && !(m.hasMatch() && runFiles.contains(m.captured(1))))
        return false;
    struct stat st;
    if (::lstat(native(QDir(dir).filePath(name)).constData(), &st) != 0)
        return false;
    return S_ISREG(st.st_mode) || S_ISLNK(st.st_mode); // a link is removed, never followed
}

} // namespace

QStringList RunFolder::foreignEntries(const QString &dir, const QStringList &runFiles)
{
    QStringList foreign;
    const QStringList entries =
        QDir(dir).entryList(QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot, QDir::Name);
    for (const QString &name : entries)
        if (!isRunEntry(dir, name, runFiles))
            foreign.append(name);
    return foreign;
}

bool RunFolder::check(const QString &dir, const QStringList &runFiles, QString *error)
{
    auto fail = [error](const QString &message) {
        if (error)
            *error = message;
        return false;
    };
    const QFileInfo info(dir);
    if (!info.exists())
        return true;
    if (!info.isDir())
        return fail(tr("out: %1 is not a folder").arg(UserText::quoted(dir)));
    const QString canonical = info.canonicalFilePath();
    if (QDir(canonical).isEmpty(QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot))
        return true;
    const QStringList foreign = foreignEntries(canonical, runFiles);
    if (!foreign.isEmpty())
        return fail(tr("out: %1 holds %2, which is not a file of a live run; a new run takes the place of the "
                       "folder of an earlier run as a whole, so give a new or empty folder, or one that holds a run "
                       "only")
                        .arg(UserText::quoted(dir), UserText::quoted(foreign.front())));
    struct stat self, parent;
    if (::stat(native(canonical).constData(), &self) == 0
        && ::stat(native(canonical + QStringLiteral("/..")).constData(), &parent) == 0 && self.st_dev != parent.st_dev)
        return fail(tr("out: %1 holds an earlier run and is a mount point: a new run is written beside the folder "
                       "and takes its place when complete, which cannot cross file systems; give a folder inside it")
                        .arg(UserText::quoted(dir)));
    if (OutputPath::isInside(QDir::currentPath(), canonical))
        return fail(tr("out: %1 holds an earlier run and is (or holds) the current folder: a complete run takes "
                       "its place, which would leave this shell in a removed folder; run from another folder")
                        .arg(UserText::quoted(dir)));
    return true;
}

bool RunFolder::prepare(const QString &dir, const QStringList &runFiles, QString *error)
{
    abandon();
    if (!check(dir, runFiles, error))
        return false;
    m_runFiles = runFiles;
    const QFileInfo info(dir);
    if (!info.exists() || QDir(dir).isEmpty(QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot)) {
        if (!QDir().mkpath(dir)) {
            if (error)
                *error = tr("out: cannot create the folder %1").arg(UserText::quoted(dir));
            return false;
        }
        m_named = m_dir = m_write = dir;
        return true;
    }
    const QString canonical = info.canonicalFilePath();
    QByteArray pattern = native(canonical + QStringLiteral(".new-XXXXXX"));
    if (!::mkdtemp(pattern.data())) {
        if (error)
            *error = tr("out: %1 holds an earlier run, and the folder for the new run cannot be created beside it "
                        "(%2): the earlier run would be lost; give a new folder")
                         .arg(UserText::quoted(dir), osErrorString(errno));
        return false;
    }
    struct stat st;
    if (::stat(native(canonical).constData(), &st) == 0)
        ::chmod(pattern.constData(), st.st_mode & 07777); // the folder that takes DIR's place keeps its permissions
    m_named = dir;
    m_dir = canonical;
    m_write = QFile::decodeName(pattern);
    return true;
}

void RunFolder::removeRunFiles(const QString &dir, const QStringList &runFiles)
{
    const QStringList entries =
        QDir(dir).entryList(QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot, QDir::Name);
    for (const QString &name : entries)
        if (isRunEntry(dir, name, runFiles))
            ::unlink(native(QDir(dir).filePath(name)).constData()); // a link goes, its target stays
}

QString RunFolder::finish(bool complete, QStringList *log)
{
    const QString write = m_write;
    if (!staged()) {
        m_dir.clear();
        m_write.clear();
        return write;
    }
    const QString dir = m_dir;
    const QString named = m_named;
    m_dir.clear();
    m_write.clear();
    if (!complete) {
        log->append(tr("the earlier run in %1 was kept: this run did not complete; what it measured is in %2").arg(named, write));
        return write;
    }
    // One atomic exchange: at every instant DIR holds one whole run, the earlier or the new one.
    if (::renameat2(AT_FDCWD, native(write).constData(), AT_FDCWD, native(dir).constData(), RENAME_EXCHANGE) != 0) {
        const int why = errno;
        log->append(tr("the earlier run in %1 was kept: this run could not take its place (%2); it is in %3")
                        .arg(named, osErrorString(why), write));
        return write;
    }
    // `write` now holds the earlier run: its files go (a link among them is removed, not followed).
    removeRunFiles(write, m_runFiles);
    if (::rmdir(native(write).constData()) != 0)
        log->append(tr("the earlier run's folder %1 could not be removed (%2)").arg(write, osErrorString(errno)));
    log->append(tr("this run replaced the earlier run in %1").arg(named));
    return named;
}

void RunFolder::abandon()
{
    if (staged()) {
        removeRunFiles(m_write, m_runFiles);
        ::rmdir(native(m_write).constData());
    }
    m_dir.clear();
    m_write.clear();
}

} // namespace ringcore
