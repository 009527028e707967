#pragma once

#include <QCoreApplication>
#include <QString>
#include <QStringList>

namespace ringcore {

/// An output path must never be one of the command's inputs (`merge --out s1.json s1.json` would
/// replace a shard by the merge of itself; `advise --write-patched X X` the config it read). Paths
/// are compared as the file system sees them: the same device and inode when both exist (a hard
/// link, a symbolic link, "./x" and "x" are the same file), else the same canonical path (the
/// parent folder's canonical path plus the name, for an output not yet written).
class OutputPath
{
    Q_DECLARE_TR_FUNCTIONS(ringcore::OutputPath)
public:
    static bool sameFile(const QString &a, const QString &b);
    /// True when `path` is `dir` or lies below it.
    static bool isInside(const QString &path, const QString &dir);
    /// False + *error ("--OPTION: OUTPUT is also an input of this command (INPUT); …") when
    /// `output` is one of `inputs`. Empty inputs are skipped.
    static bool checkNotInput(const QString &option, const QString &output, const QStringList &inputs, QString *error);
    /// The same for an output folder: no input may lie inside it.
    static bool checkNoInputInside(const QString &option, const QString &dir, const QStringList &inputs, QString *error);
};

} // namespace ringcore
