#pragma once

#include "ringcore/live/liverunresult.h"

#include <QCoreApplication>

namespace ringcore {

/// The validity rules of a live run (docs/live-runs.md): from what a run counted, the reasons it
/// is not valid, each a translated sentence, and whether it is valid. The system's own rules
/// (its log scanner's) come in as `systemReasons`.
class LiveRunValidator
{
public:
    /// Sets result->reasons and result->valid. `recheckKeys` is the run's LiveRunConfig::recheckKeys;
    /// `cancelWhy` why cancel() was called (empty: the user cancelled).
    static void validate(LiveRunResult *result, qint64 recheckKeys, const QString &cancelWhy,
                         const QStringList &systemReasons);
};

} // namespace ringcore
