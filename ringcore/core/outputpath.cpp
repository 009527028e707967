#include "ringcore/core/outputpath.h"

#include "ringcore/core/usertext.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <sys/stat.h>

namespace ringcore {

namespace {

/// The canonical path of a file that may not exist yet: its folder's canonical path plus its name.
QString canonical(const QString &path)
{
    const QFileInfo info(path);
    const QString resolved = info.canonicalFilePath();
    if (!resolved.isEmpty())
        return resolved;
    const QString parent = QFileInfo(info.absolutePath()).canonicalFilePath();
    return parent.isEmpty() ? QDir::cleanPath(info.absoluteFilePath()) : QDir(parent).filePath(info.fileName());
}

} // namespace

bool OutputPath::sameFile(const QString &a, const QString &b)
{
    struct stat sa, sb;
    if (::stat(QFile::encodeName(a).constData(), &sa) == 0 && ::stat(QFile::encodeName(b).constData(), &sb) == 0)
        return sa.st_dev == sb.st_dev && sa.st_ino == sb.st_ino;
    return canonical(a) == canonical(b);
}

bool OutputPath::isInside(const QString &path, const QString &dir)
{
    const QString p = canonical(path);
    const QString d = canonical(dir);
    return p == d || p.startsWith(d.endsWith(QLatin1Char('/')) ? d : d + QLatin1Char('/'));
}

bool OutputPath::checkNotInput(const QString &option, const QString &output, const QStringList &inputs, QString *error)
{
    for (const QString &input : inputs) {
        if (input.isEmpty() || output.isEmpty() || !sameFile(output, input))
            continue;
        if (error)
            *error = tr("--%1: %2 is also an input of this command (%3); writing it would replace what is being "
                        "read: give another output file")
                         .arg(option, UserText::quoted(output), UserText::quoted(input));
        return false;
    }
    return true;
}

bool OutputPath::checkNoInputInside(const QString &option, const QString &dir, const QStringList &inputs, QString *error)
{
    for (const QString &input : inputs) {
        if (input.isEmpty() || dir.isEmpty() || !isInside(input, dir))
            continue;
        if (error)
            *error = tr("--%1: the input %2 lies in the output folder %3, whose files this command replaces: move "
                        "the input or give another folder")
                         .arg(option, UserText::quoted(input), UserText::quoted(dir));
        return false;
    }
    return true;
}

} // namespace ringcore
