#pragma once

#include <QString>
#include <QStringList>

namespace ringcore::buildinfo {

/// The project version (CMake's PROJECT_VERSION), e.g. "0.1.0".
QString version();
/// The git commit the binaries were built from: 12 hex digits, "-dirty" when the work tree had
/// changes, or "unknown" outside a git checkout (a source tarball). Read at every build
/// (cmake/GitCommit.cmake), so it never goes stale.
QString commit();
/// "0.1.0 (git 377e4ec96a94)": what `--version` prints and the About dialog shows.
QString versionLine();

/// Where RingLab's helper programs (ringlab-responder, ringlab-figure) may be, best first: beside
/// the running program (the build tree, where all programs share one folder), then the install
/// prefix's helper folder relative to it (bin/../libexec/ringlab), so an installed RingLab never
/// looks into the build tree.
QStringList helperCandidates(const QString &program);
/// The first of helperCandidates() that is an executable file, or an empty string.
QString findHelper(const QString &program);

/// Where RingLab's data (translations/*.qm, manual.md) may be, best first, relative to the
/// running program: bin/../share/ringlab for the programs, libexec/ringlab/../../share/ringlab
/// for the helpers; the build tree has the same share/ringlab beside app/ and tests/.
QStringList dataDirCandidates();
/// The path of a data file (e.g. "translations/ringlab_de.qm", "manual.md") in the first
/// candidate folder that has it, or an empty string.
QString findData(const QString &relativePath);
/// The first candidate folder that has `translations/`, or an empty string.
QString dataDir();

} // namespace ringcore::buildinfo
