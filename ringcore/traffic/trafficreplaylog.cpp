// TrafficReplay's access-log replay: each request's key hashed and routed by the phase's scheme
// (a log has no universe to tabulate), the keys of the first phase counted for the busiest-key
// figures.
#include "ringcore/traffic/replaystate.h"

#include "ringcore/hash/xxh64.h"
#include "ringcore/traffic/accesslogreader.h"

#include <algorithm>
#include <unordered_map>
#include <unordered_set>

namespace ringcore::replay {

namespace {

/// How often each key of the first phase was asked for, and its server.
struct KeyStat
{
    qint64 count;
    int server;
    QByteArray key;
};

/// Where the log replay is: the scheme of this phase and of the one before the last event.
struct LogReplay
{
    const Algorithm *current = nullptr;
    const Algorithm *previous = nullptr;
    std::unordered_set<uint64_t> movedSeen; ///< keys counted as moved since the last event
    std::unordered_map<uint64_t, KeyStat> keyStats;
    qint64 phase0 = 0; ///< requests before the first event
};

/// One request: routed, served by its server's cache, counted as moved or as a first-phase key.
void serve(State &s, LogReplay &log, const LogRequest &req)
{
    TrafficResult &r = s.r;
    const uint64_t id = Xxh64::of(req.key);
    const uint64_t h = log.current->hashKey(req.key);
    const int o = log.current->routeHash(h);
    if (o < 0) {
        ++r.unrouted;
        return;
    }
    const bool hit = s.tally.caches[size_t(o)].access(id, req.hasSize ? std::max<uint64_t>(1, req.bytes) : 1);
    s.tally.count(o, hit);
    if (log.previous) {
        const int before = log.previous->routeHash(h);
        if (before != o && log.movedSeen.insert(id).second) {
            TrafficEventResult &ev = r.events.back();
            ++ev.keysMoved;
            ev.stormMisses += !hit;
        }
        return;
    }
    ++log.phase0;
    auto it = log.keyStats.find(id);
    if (it != log.keyStats.end())
        ++it->second.count;
    else if (qint64(log.keyStats.size()) < TrafficReplay::kMaxTrackedKeys)
        log.keyStats.emplace(id, KeyStat{1, o, req.key});
    else
        r.keyStatsComplete = false;
}

/// Keys, request shares and the hottest key of each server over the first phase.
void finishKeyStats(State &s, const LogReplay &log)
{
    TrafficResult &r = s.r;
    double hottest = 0;
    int hottestServer = -1;
    QByteArray hottestKey;
    for (const auto &[id, st] : log.keyStats) {
        ServerTrafficResult &srv = r.servers[size_t(st.server)];
        ++srv.keys;
        const double share = log.phase0 > 0 ? double(st.count) / double(log.phase0) : 0.0;
        if (share > srv.hottestKeyShare || (share == srv.hottestKeyShare && st.key < srv.hottestKey)) {
            srv.hottestKeyShare = share;
            srv.hottestKey = st.key;
        }
        if (share > hottest || (share == hottest && st.key < hottestKey)) {
            hottest = share;
            hottestServer = st.server;
            hottestKey = st.key;
        }
    }
    for (int i = 0; i < s.config.servers.size(); ++i) {
        ServerTrafficResult &srv = r.servers[size_t(i)];
        srv.requestShare = log.phase0 > 0 ? double(srv.requests) / double(log.phase0) : 0.0;
    }
    // requests so far include later phases when there were events; recount phase 0 from keyStats.
    if (!s.events.isEmpty()) {
        std::vector<qint64> perServer(r.servers.size(), 0);
        for (const auto &[id, st] : log.keyStats)
            perServer[size_t(st.server)] += st.count;
        for (size_t i = 0; i < r.servers.size(); ++i)
            r.servers[i].requestShare = log.phase0 > 0 ? double(perServer[i]) / double(log.phase0) : 0.0;
    }
    finishStats(&r, s.config.servers, hottest, hottestServer, hottestKey);
}

} // namespace

bool replayLog(State &s, QString *error)
{
    AccessLogReader reader;
    if (!reader.open(s.config.logPath, error))
        return false;
    LogReplay log;
    log.current = s.algorithms.front().get();
    const auto applyEvent = [&](size_t e) {
        log.previous = log.current;
        log.current = s.algorithms[e + 1].get();
        log.movedSeen.clear();
    };
    LogRequest req;
    while (s.done < s.total) {
        if (!s.atStop(applyEvent)) {
            s.r.cancelled = true;
            break;
        }
        // A local count in the loop: s.done, in memory, may alias the counters serve() writes.
        qint64 done = s.done;
        for (const qint64 stop = s.nextStop(); done < stop; ++done) {
            if (!reader.next(&req)) {
                // The file changed between the two passes.
                *error = reader.error().isEmpty()
                             ? TrafficReplay::tr("log: %1 ended early (it changed while being replayed)").arg(s.config.logPath)
                             : TrafficReplay::tr("log: %1").arg(reader.error());
                return false;
            }
            serve(s, log, req);
        }
        s.done = done;
    }
    s.r.skipped = reader.skipped();
    finishKeyStats(s, log);
    return true;
}

} // namespace ringcore::replay
