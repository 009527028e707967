#include "ringcore/core/buildinfo.h"

#include "ringlab_commit.h" // generated at every build: RINGLAB_GIT_COMMIT

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>

#ifndef RINGLAB_HELPER_DIR_FROM_BIN
#define RINGLAB_HELPER_DIR_FROM_BIN "../libexec/ringlab"
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

} // namespace ringcore::buildinfo
