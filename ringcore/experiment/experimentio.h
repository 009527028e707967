#pragma once

#include <QCoreApplication>
#include "ringcore/experiment/experiment.h"

#include <QByteArray>
#include <QString>

namespace ringcore {

/// Experiment files on disk (versioned JSON), for the GUI, `ringlab FILE` and `figure
/// --experiment`. Reading takes only a regular file of at most kMaxFileBytes (never a FIFO or
/// /dev/zero) and is strict; writing is checked and atomic (FileWriter): on failure the old file
/// stays as it was and the error names the OS reason.
class ExperimentIo
{
    Q_DECLARE_TR_FUNCTIONS(ExperimentIo) // the context lupdate writes into translations/*.ts
public:
    static constexpr qint64 kMaxFileBytes = 64LL * 1024 * 1024;

    static bool read(const QString &path, Experiment *out, QString *error);
    /// The same on bytes already read; `path` names the file in errors.
    static bool parse(const QByteArray &bytes, const QString &path, Experiment *out, QString *error);
    static bool write(const QString &path, const Experiment &experiment, QString *error);
};

} // namespace ringcore
