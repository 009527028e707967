#include "ringcore/core/buildinfo.h"

#include "ringlab_commit.h" // generated at every build: RINGLAB_GIT_COMMIT

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>

#ifndef RINGLAB_HELPER_DIR_FROM_BIN
#define RINGLAB_HELPER_DIR_FROM_BIN "../libexec/ringlab"
#endif
#ifndef RINGLAB_DATA_DIR_FROM_BIN
#define RINGLAB_DATA_DIR_FROM_BIN "../share/ringlab"
#endif
#ifndef RINGLAB_DATA_DIR_FROM_HELPERDIR
#define RINGLAB_DATA_DIR_FROM_HELPERDIR "../../share/ringlab"
#endif

namespace ringcore::buildinfo {

QString version()
{
    return QStringLiteral(RINGLAB_VERSION);
}

QString commit()
{
    return QStringLiteral(RINGLAB_GIT_COMMIT);
}

QString versionLine()
{
    return QStringLiteral("%1 (git %2)").arg(version(), commit());
}

QStringList helperCandidates(const QString &program)
{
    const QDir here(QCoreApplication::applicationDirPath());
    return {here.filePath(program),
            QDir::cleanPath(here.filePath(QStringLiteral(RINGLAB_HELPER_DIR_FROM_BIN) + QLatin1Char('/') + program))};
}

QString findHelper(const QString &program)
{
    for (const QString &path : helperCandidates(program)) {
        const QFileInfo info(path);
        if (info.isFile() && info.isExecutable())
            return path;
    }
    return {};
}

QStringList dataDirCandidates()
{
    const QDir here(QCoreApplication::applicationDirPath());
    QStringList candidates;
    for (const char *relative : {RINGLAB_DATA_DIR_FROM_BIN, RINGLAB_DATA_DIR_FROM_HELPERDIR}) {
        const QString dir = QDir::cleanPath(here.filePath(QString::fromUtf8(relative)));
        if (!candidates.contains(dir))
            candidates << dir;
    }
    return candidates;
}

QString findData(const QString &relativePath)
{
    for (const QString &dir : dataDirCandidates()) {
        const QString path = QDir(dir).filePath(relativePath);
        if (QFileInfo(path).isFile())
            return path;
    }
    return {};
}

QString dataDir()
{
    for (const QString &dir : dataDirCandidates())
        if (QFileInfo(QDir(dir).filePath(QStringLiteral("translations"))).isDir())
            return dir;
    return {};
}

} // namespace ringcore::buildinfo
