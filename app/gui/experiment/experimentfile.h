#pragma once

#include "ringcore/experiment/experiment.h"

namespace ringlab::gui {

/// Reading and writing experiment files (versioned JSON). Writing is atomic (QSaveFile); reading
/// is strict: a broken file or one from a newer version gives an error and leaves *out untouched.
class ExperimentFile
{
public:
    static constexpr qint64 kMaxFileBytes = 64 * 1024 * 1024;

    static bool save(const QString &path, const ringcore::Experiment &experiment, QString *error);
    static bool load(const QString &path, ringcore::Experiment *out, QString *error);
};

} // namespace ringlab::gui
