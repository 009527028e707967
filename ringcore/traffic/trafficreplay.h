#pragma once

#include "ringcore/core/canceltoken.h"
#include "ringcore/core/progress.h"
#include "ringcore/traffic/trafficconfig.h"
#include "ringcore/traffic/trafficresult.h"

#include <QCoreApplication>

namespace ringcore {

/// Replays traffic through one algorithm with an LRU cache per server, in one streaming pass:
/// each request is routed, counted and looked up in its server's cache; scale events rebuild the
/// algorithm over the changed server list at their moment.
///
/// - Zipf/uniform: the U keys are KeyGenerator's keys 0…U-1 of the seed, rank k being key k-1;
///   every key is routed through the algorithm once per server set (so the pass itself is a
///   table look-up), and ranks are drawn by ZipfSampler. Memory: 13 bytes per key plus the caches.
/// - A log is read twice, streaming (once to count the requests so events can sit at a share of
///   them, once to replay); every request is routed through Algorithm::route(). Memory stays flat
///   in the number of lines (per-key statistics stop growing at kMaxTrackedKeys distinct keys).
///
/// A removed server's cache is dropped (the server is gone); a server added, back or new, starts
/// cold. Bounded loads route keys in rank order with the bound on keys (Zipf/uniform only).
class TrafficReplay
{
    Q_DECLARE_TR_FUNCTIONS(ringcore::TrafficReplay) // the context lupdate writes into translations/*.ts
public:
    static constexpr qint64 kMaxTrackedKeys = 4'000'000;

    /// False + *error (naming the field, the event or the log line) when the run cannot be done.
    /// Progress: (requests done, total), about every million requests. `cancel` is polled as
    /// often (and while a log is counted): the result is then partial and marked cancelled.
    static bool run(const TrafficConfig &config, TrafficResult *result, QString *error,
                    const Progress &progress = {}, const CancelToken &cancel = CancelToken());

    /// The server lists the run goes through: [0] the start, [i] after event i (events sorted).
    static QList<ServerList> phases(const TrafficConfig &config);
    /// True when the schemes of every phase, kept together for the replay, fit under
    /// AlgorithmRegistry::memoryLimitBytes(); else false with *error saying what to lower.
    static bool phasesFit(const TrafficConfig &config, const QList<ServerList> &lists, QString *error);
};

} // namespace ringcore
