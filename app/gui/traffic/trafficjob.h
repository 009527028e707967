#pragma once

#include "ringcore/core/canceltoken.h"
#include "ringcore/core/progress.h"
#include "ringcore/experiment/experiment.h"
#include "ringcore/traffic/trafficresult.h"

#include <QCoreApplication>
#include <QMetaType>
#include <QStringList>

#include <vector>

namespace ringlab::gui {

/// The Traffic page's run: one replay per algorithm of the same traffic, caches and events over
/// the experiment's servers. A plain value, safe across threads.
struct TrafficRunData
{
    ringcore::ExperimentTraffic settings;
    int servers = 0;                    ///< servers serving at the start
    quint64 seed = 1;
    QStringList algorithms;             ///< registry names, in the order run
    std::vector<ringcore::TrafficResult> results; ///< one per algorithm (empty value where errors[i] is set)
    QStringList errors;                 ///< per algorithm; empty: replayed
    bool cancelled = false;

    bool isEmpty() const;
    /// Index of the first algorithm that replayed (-1: none).
    int firstValid() const;
    /// "Zipf(1.0) over 100,000 keys, 1,000,000 requests" / "the log access.log".
    QString modelText() const;
    /// The events as the user wrote them ("remove 127.0.0.1:9042 at 30 %, …").
    QString eventsText() const;
};

/// Runs the replays of a TrafficRunData (in the calling thread: the page starts it on its
/// JobRunner, `ringlab-cli figure traffic` directly).
class TrafficJob
{
    Q_DECLARE_TR_FUNCTIONS(ringlab::gui::TrafficJob) // the context lupdate writes into translations/*.ts
public:
    /// Checks the settings against the experiment's servers before any work: false + *error naming
    /// the field ("universe: …", "events: …", "algorithms: …") and its range.
    static bool validate(const ringcore::Experiment &experiment, QString *error);
    /// Replays every algorithm of experiment.traffic; progress counts the requests of all of them;
    /// stops early (cancelled) when `cancel` is cancelled.
    static TrafficRunData run(const ringcore::Experiment &experiment, const ringcore::Progress &progress = {},
                              const ringcore::CancelToken &cancel = ringcore::CancelToken());
};

} // namespace ringlab::gui

Q_DECLARE_METATYPE(ringlab::gui::TrafficRunData)
