#pragma once
// The state one TrafficReplay::run shares between its parts (trafficreplay.cpp sets it up and
// finishes it; trafficreplaymodel.cpp replays the Zipf and uniform models, trafficreplaylog.cpp an
// access log). Internal to ringcore/traffic.

#include "ringcore/rings/algorithm.h"
#include "ringcore/traffic/lrucache.h"
#include "ringcore/traffic/trafficreplay.h"

#include <functional>
#include <memory>
#include <vector>

namespace ringcore::replay {

/// Progress is reported (and cancel asked) every this many requests.
constexpr qint64 kProgressStep = 1 << 20;

/// Counters shared by both request sources.
struct Tally
{
    TrafficResult *r;
    std::vector<LruCache> caches;
    size_t window = 0;

    void count(int server, bool hit)
    {
        ServerTrafficResult &s = r->servers[size_t(server)];
        ++s.requests;
        TrafficWindow &w = r->windows[window];
        if (hit) {
            ++s.hits;
            ++r->hits;
            ++w.hits;
        } else {
            ++s.misses;
            ++r->misses;
            ++w.misses;
        }
    }
};

/// One run: its phases' schemes, the result being filled, the caches, and where the replay is.
struct State
{
    State(const TrafficConfig &c, const Progress &p, const CancelToken &cancelToken)
        : config(c), progress(p), cancel(cancelToken)
    {
    }
    State(const State &) = delete; // `tally` points at `r`
    State &operator=(const State &) = delete;

    const TrafficConfig &config;
    const Progress &progress;
    const CancelToken &cancel;
    QList<ScaleEvent> events;                           ///< sorted by their share of the requests
    std::vector<std::unique_ptr<Algorithm>> algorithms; ///< [0] the start, [i] after event i
    ServerList all; ///< the servers of the last phase: every server the run ever has
    TrafficResult r;
    Tally tally{&r, {}, 0};
    std::vector<qint64> eventAt; ///< the request each event happens at
    qint64 total = 0;            ///< requests to replay
    qint64 done = 0;
    size_t nextEvent = 0;

    /// Where the inner loop must stop next: a window's end, an event, a progress report.
    qint64 nextStop() const;
    /// Moves past window ends and events at `done` (each event applied by `applyEvent`), reports
    /// progress; false when cancelled.
    bool atStop(const std::function<void(size_t)> &applyEvent);
};

/// The Zipf or uniform model: every request drawn, routed on a precomputed owner table.
void replayModel(State &s);
/// An access log, read a second time (the first pass counted it): false + *error when it changed.
bool replayLog(State &s, QString *error);
/// Busiest by keys and by requests, and the hottest key, at the start of the run.
void finishStats(TrafficResult *r, const ServerList &start, double hottest, int hottestServer, QByteArray hottestKey);

} // namespace ringcore::replay
