#pragma once

#include <QCoreApplication>
#include <QString>
#include <QStringList>

namespace ringcore {

/// The folder a live run writes into (`measure --out DIR`, the Live page's run folder), so that a
/// new run never loses an earlier complete one (docs/live-runs.md, "Out directory"):
///
///  - DIR absent or empty: the run writes into DIR itself (there is nothing to lose).
///  - DIR holds an earlier run: the run writes into a fresh sibling, `DIR.new-XXXXXX` (mkdtemp,
///    same file system), and only a complete run takes DIR's place, in one atomic exchange of the
///    two folders (renameat2 RENAME_EXCHANGE); the earlier run's files are then removed. A run that
///    is cancelled, fails or is killed leaves DIR exactly as it was and stays in its own folder,
///    which finish() names.
///  - DIR holds anything that is not a run's file (LiveRunner::outputFileNames(), or a temporary
///    file FileWriter left beside one), is not a folder, is a mount point or is (or holds) the
///    current folder while it holds a run: refused before anything starts, naming the reason.
class RunFolder
{
    Q_DECLARE_TR_FUNCTIONS(ringcore::RunFolder)
public:
    RunFolder() = default;
    RunFolder(const RunFolder &) = delete;
    RunFolder &operator=(const RunFolder &) = delete;

    /// Whether a run can write for `dir`, without changing anything: false + *error ("out: …").
    static bool check(const QString &dir, const QStringList &runFiles, QString *error);

    /// Creates DIR or the fresh sibling; false + *error when neither can be made.
    bool prepare(const QString &dir, const QStringList &runFiles, QString *error);
    /// Where the run writes now (DIR, or its sibling while DIR holds an earlier run).
    QString writeDir() const { return m_write; }
    /// True while the run writes beside an earlier run.
    bool staged() const { return !m_write.isEmpty() && m_write != m_dir; }

    /// After the run. A complete run replaces the earlier one (returns DIR); an incomplete one
    /// leaves it and stays where it was written (returns that folder). *log gets what was done,
    /// one line each, translated.
    QString finish(bool complete, QStringList *log);
    /// A start that failed before anything was measured: the sibling goes away, DIR is untouched.
    void abandon();

private:
    static QStringList foreignEntries(const QString &dir, const QStringList &runFiles);
    static void removeRunFiles(const QString &dir, const QStringList &runFiles);

    QString m_named; // DIR as the user named it
    QString m_dir;   // DIR, canonical when staged
    QString m_write; // where the run writes
    QStringList m_runFiles;
};

} // namespace ringcore
