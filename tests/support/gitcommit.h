#pragma once

#include <QProcess>
#include <QString>

namespace ringlab::test {

/// The commit of the source tree the tests were built from, read from git itself (12 hex digits),
/// or "unknown" outside a git checkout: what --version and the About dialog must name.
inline QString gitHead()
{
    QProcess git;
    git.start(QStringLiteral("git"), {QStringLiteral("-C"), QStringLiteral(RINGLAB_TEST_SOURCE_DIR),
                                      QStringLiteral("rev-parse"), QStringLiteral("--short=12"), QStringLiteral("HEAD")});
    if (!git.waitForFinished(30000) || git.exitStatus() != QProcess::NormalExit || git.exitCode() != 0)
        return QStringLiteral("unknown");
    return QString::fromLatin1(git.readAllStandardOutput()).trimmed();
}

} // namespace ringlab::test
