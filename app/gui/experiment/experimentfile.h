#pragma once

#include "ringcore/experiment/experiment.h"

namespace ringlab::gui {

/// Reading and writing experiment files (versioned JSON), through ringcore::ExperimentIo. Writing
/// is checked and atomic (ringcore::FileWriter: on a full disk the old file stays and the error
/// names the reason); reading takes only a regular file and is strict: a broken file or one from
/// a newer version gives an error and leaves *out untouched.
class ExperimentFile
{
public:
    static constexpr qint64 kMaxFileBytes = 64 * 1024 * 1024; // = ringcore::ExperimentIo::kMaxFileBytes

    static bool save(const QString &path, const ringcore::Experiment &experiment, QString *error);
    static bool load(const QString &path, ringcore::Experiment *out, QString *error);
};

} // namespace ringlab::gui
