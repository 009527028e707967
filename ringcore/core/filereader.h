#pragma once

#include <QCoreApplication>
#include <QByteArray>
#include <QString>

namespace ringcore {

/// The one way RingLab reads a whole input file (configs, experiments, results, mappings,
/// shards). Only a regular file is read: a FIFO (which would block), a device such as /dev/zero
/// (endless) or a folder is refused before anything is read, and so is a file above `maxBytes`.
/// The size is checked against the memory this process may still use (MemoryBudget) before the
/// buffer is allocated. Errors name the path and the reason; translated.
class FileReader
{
    Q_DECLARE_TR_FUNCTIONS(FileReader) // the context lupdate writes into translations/*.ts
public:
    static constexpr qint64 kDefaultMaxBytes = 64LL * 1024 * 1024;

    /// Reads all of `path` into *bytes. False + *error when it is not a regular file, larger
    /// than `maxBytes`, unreadable, or does not fit in memory.
    static bool readAll(const QString &path, QByteArray *bytes, QString *error, qint64 maxBytes = kDefaultMaxBytes);

    /// True when `path` is a regular file (or a symlink to one). Otherwise false + *error
    /// ("…: not a regular file (a FIFO)"). A missing file is an error too.
    static bool isRegularFile(const QString &path, QString *error);
};

} // namespace ringcore
