#pragma once

#include "ringcore/analysis/loadstats.h"
#include "ringcore/traffic/trafficconfig.h"

#include <QByteArray>
#include <QMetaType>
#include <QString>

#include <vector>

namespace ringcore {

/// One server's requests and cache over a replay.
struct ServerTrafficResult
{
    QString address;
    qint64 requests = 0; ///< requests routed to it over the whole replay
    qint64 hits = 0;
    qint64 misses = 0;
    /// At the start (before any event): keys it owns (Zipf/uniform: of the U keys; a log: distinct
    /// keys requested while no event had happened).
    qint64 keys = 0;
    /// At the start: its share of the requests (Zipf/uniform: exact, Σ P(k) over its keys; a log:
    /// measured before the first event).
    double requestShare = 0;
    /// The share of the requests of the hottest key it owns at the start: a floor under
    /// requestShare that no point count or weight can lower (the key cannot be split).
    double hottestKeyShare = 0;
    QByteArray hottestKey;
    bool servingAtStart = true;
    bool servingAtEnd = true;

    double hitRatio() const { return requests > 0 ? double(hits) / double(requests) : 0.0; }
};

/// Hits and misses of the requests begin … end-1.
struct TrafficWindow
{
    qint64 begin = 0;
    qint64 end = 0;
    qint64 hits = 0;
    qint64 misses = 0;
    double hitRatio() const { return hits + misses > 0 ? double(hits) / double(hits + misses) : 0.0; }
};

/// What one scale event cost.
struct TrafficEventResult
{
    ScaleEvent event;
    qint64 atRequest = 0; ///< the event happens before this request (0-based)
    /// Keys whose server changed. Zipf/uniform: of the U keys (exact); a log: distinct keys
    /// requested between this event and the next that the server set before would have sent
    /// elsewhere (only keys seen again can be known).
    qint64 keysMoved = 0;
    /// Zipf/uniform: the share of the requests those keys draw (Σ P(k)); a log: -1 (unknown).
    double movedRequestShare = -1;
    /// The miss storm: requests, after the event and before the next one, that were the first
    /// request of a moved key since the event and missed (the misses the event caused).
    qint64 stormMisses = 0;
    /// Hit ratio of the last window that ends at or before the event (-1: none).
    double hitRatioBefore = -1;
    /// Lowest hit ratio of the windows from the event to the next event (or the end).
    double lowestHitRatio = -1;
    /// The storm's length: requests from the event to the first window whose hit ratio is back
    /// within TrafficConfig::recoveryTolerance of hitRatioBefore; -1 when none is before the next
    /// event (or the end).
    qint64 recoveryRequests = -1;
};

/// A replay's outcome. Plain value, safe to send across threads.
struct TrafficResult
{
    QString algorithm;
    TrafficConfig::Model model = TrafficConfig::Model::Zipf;
    qint64 requests = 0;   ///< requests replayed (fewer than planned when cancelled)
    qint64 planned = 0;    ///< requests the run was to replay
    qint64 hits = 0;
    qint64 misses = 0;
    qint64 unrouted = 0;   ///< requests no server could take
    qint64 skipped = 0;    ///< log lines without a request URI (nginx "-", HAProxy <BADREQ>)
    bool cancelled = false;
    /// Bounded loads over a key universe: keys were placed once, hottest first, with the bound
    /// applied to keys (the request-in-flight rule cannot be predicted key by key).
    bool boundedByKeys = false;
    /// False when a log had more distinct keys than the per-key statistics track (then keys,
    /// requestShare before the first event and the hot-key floor cover the first ones only).
    bool keyStatsComplete = true;

    std::vector<ServerTrafficResult> servers; ///< every server that served at any moment
    std::vector<TrafficWindow> windows;
    std::vector<TrafficEventResult> events;

    LoadStats byKeys;      ///< spread of ServerTrafficResult::keys over the servers serving at the start
    LoadStats byRequests;  ///< spread of ServerTrafficResult::requestShare, the same servers
    double hottestKeyShare = 0; ///< share of the requests of the single hottest key
    QByteArray hottestKey;
    int hottestServer = -1;
    /// The hot-key floor as a busiest ratio: hottestKeyShare × servers serving at the start. No
    /// algorithm can make the busiest server's request load lower than this many times the mean.
    double hotKeyFloor = 0;

    double hitRatio() const { return requests > 0 ? double(hits) / double(requests) : 0.0; }
};

} // namespace ringcore

Q_DECLARE_METATYPE(ringcore::TrafficResult)
