#include "ringcore/traffic/trafficreplay.h"

#include "ringcore/analysis/keyrouting.h"
#include "ringcore/hash/xxh64.h"
#include "ringcore/keys/keygenerator.h"
#include "ringcore/core/numbertext.h"
#include "ringcore/rings/algorithmregistry.h"
#include "ringcore/rings/buildestimate.h"
#include "ringcore/rings/mix64.h"
#include "ringcore/traffic/accesslogreader.h"
#include "ringcore/traffic/lrucache.h"
#include "ringcore/traffic/zipfsampler.h"

#include <algorithm>
#include <cmath>
#include <memory>
#include <unordered_map>
#include <unordered_set>

namespace ringcore {

namespace {

constexpr qint64 kProgressStep = 1 << 20;

QList<ScaleEvent> sortedEvents(const QList<ScaleEvent> &events)
{
    QList<ScaleEvent> sorted = events;
    std::stable_sort(sorted.begin(), sorted.end(),
                     [](const ScaleEvent &a, const ScaleEvent &b) { return a.percent < b.percent; });
    return sorted;
}

int indexOf(const ServerList &servers, const QString &address)
{
    for (int i = 0; i < servers.size(); ++i)
        if (servers[i].address == address)
            return i;
    return -1;
}

QString eventLabel(const ScaleEvent &e)
{
    return TrafficConfig::eventsText({e});
}

/// Counters shared by both request sources.
struct Tally
{
    TrafficResult *r;
    std::vector<LruCache> caches;
    std::vector<qint64> windowEnds;
    size_t window = 0;

    void count(int server, bool hit)
    {
        TrafficServerResult &s = r->servers[size_t(server)];
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

void finishEvents(TrafficResult *r, double tolerance)
{
    const auto &w = r->windows;
    for (size_t e = 0; e < r->events.size(); ++e) {
        TrafficEventResult &ev = r->events[e];
        const qint64 at = ev.atRequest;
        const qint64 until = e + 1 < r->events.size() ? r->events[e + 1].atRequest : r->requests;
        int before = -1;
        for (size_t i = 0; i < w.size(); ++i)
            if (w[i].end <= at && w[i].hits + w[i].misses > 0)
                before = int(i);
        ev.hitRatioBefore = before >= 0 ? w[size_t(before)].hitRatio() : -1;
        double lowest = -1;
        for (size_t i = 0; i < w.size(); ++i) {
            if (w[i].end <= at || w[i].begin >= until || w[i].hits + w[i].misses == 0)
                continue;
            lowest = lowest < 0 ? w[i].hitRatio() : std::min(lowest, w[i].hitRatio());
        }
        ev.lowestHitRatio = lowest;
        ev.recoveryRequests = -1;
        if (before < 0)
            continue;
        // The first window entirely after the event and before the next one that is back.
        for (size_t i = 0; i < w.size(); ++i) {
            if (w[i].begin < at || w[i].end > until || w[i].hits + w[i].misses == 0)
                continue;
            if (w[i].hitRatio() >= ev.hitRatioBefore - tolerance) {
                ev.recoveryRequests = w[i].begin - at;
                break;
            }
        }
    }
}

void finishStats(TrafficResult *r, const ServerList &start, double hottest, int hottestServer, QByteArray hottestKey)
{
    std::vector<double> keys(size_t(start.size())), shares(size_t(start.size()));
    for (int i = 0; i < start.size(); ++i) {
        keys[size_t(i)] = double(r->servers[size_t(i)].keys);
        shares[size_t(i)] = r->servers[size_t(i)].requestShare;
    }
    r->byKeys = LoadStats::of(keys, start);
    r->byRequests = LoadStats::of(shares, start);
    r->hottestKeyShare = hottest;
    r->hottestServer = hottestServer;
    r->hottestKey = std::move(hottestKey);
    r->hotKeyFloor = hottest * double(enabledIndices(start).size());
}

} // namespace

QList<ServerList> TrafficReplay::phases(const TrafficConfig &config)
{
    QList<ServerList> out{config.servers};
    for (const ScaleEvent &e : sortedEvents(config.events)) {
        ServerList next = out.back();
        const int i = indexOf(next, e.address);
        if (e.kind == ScaleEvent::Kind::Remove) {
            if (i >= 0)
                next[i].down = true;
        } else if (i >= 0) {
            next[i].down = false;
        } else {
            next.append(Server{e.address, e.weight, false});
        }
        out.append(next);
    }
    return out;
}

bool TrafficReplay::phasesFit(const TrafficConfig &config, const QList<ServerList> &lists, QString *error)
{
    // One scheme per phase is kept for the whole replay: their sum, not each alone, must fit.
    const AlgorithmInfo *info = AlgorithmRegistry::find(config.algorithm);
    if (!info || !info->estimateBytes)
        return true;
    const auto bytesOf = [&](double weightScale) {
        double bytes = 0;
        for (ServerList list : lists) {
            if (weightScale < 1)
                for (Server &s : list)
                    s.weight = std::min(s.weight, 1);
            bytes += info->estimateBytes(list, config.options);
        }
        return bytes;
    };
    const double bytes = bytesOf(1);
    const double limit = AlgorithmRegistry::memoryLimitBytes();
    if (bytes <= limit)
        return true;
    const QString advice = BuildEstimate::advice(
        config.servers, [&](const ServerList &) { return bytesOf(0); }, limit,
        tr("use fewer servers, points or events"));
    *error = tr("memory: the %n ring(s) of this %1 setting (one before the events and one after each) need about %2, "
                "above the limit of %3; %4",
                nullptr, int(lists.size()))
                 .arg(config.algorithm, NumberText::bytes(bytes), NumberText::bytes(limit), advice);
    return false;
}

bool TrafficReplay::run(const TrafficConfig &config, TrafficResult *result, QString *error, const Progress &progress)
{
    if (!config.validate(error))
        return false;
    const QList<ScaleEvent> events = sortedEvents(config.events);
    const QList<ServerList> lists = phases(config);
    if (!phasesFit(config, lists, error))
        return false;
    std::vector<std::unique_ptr<Algorithm>> algorithms;
    for (int p = 0; p < lists.size(); ++p) {
        QString why;
        auto a = AlgorithmRegistry::create(config.algorithm, lists[p], config.options, &why);
        if (!a) {
            *error = p == 0 ? why
                            : tr("events: %1 cannot do \"%2\": %3").arg(config.algorithm, eventLabel(events[p - 1]), why);
            return false;
        }
        algorithms.push_back(std::move(a));
    }
    const bool stateful = KeyRouting::isStateful(*algorithms.front());
    const bool isLog = config.model == TrafficConfig::Model::Log;
    if (stateful && isLog) {
        *error = tr("algorithm: %1 places each key by the load before it, which a log replay cannot predict "
                    "request by request; use the Zipf or uniform model")
                     .arg(config.algorithm);
        return false;
    }

    TrafficResult r;
    r.algorithm = config.algorithm;
    r.model = config.model;
    r.boundedByKeys = stateful;
    const ServerList &all = lists.back();
    r.servers.resize(size_t(all.size()));
    for (int i = 0; i < all.size(); ++i) {
        r.servers[size_t(i)].address = all[i].address;
        r.servers[size_t(i)].servingAtStart = i < config.servers.size() && !config.servers[i].down;
        r.servers[size_t(i)].servingAtEnd = !all[i].down;
    }

    // The number of requests, so events and windows can sit at shares of it.
    qint64 total = config.requests;
    if (isLog) {
        AccessLogReader counter;
        if (!counter.open(config.logPath, error))
            return false;
        LogRequest req;
        total = 0;
        while (counter.next(&req)) {
            ++total;
            if (progress && (total & (kProgressStep - 1)) == 0 && !progress(0, 0)) {
                r.cancelled = true;
                *result = std::move(r);
                return true;
            }
        }
        if (!counter.error().isEmpty()) {
            *error = tr("log: %1").arg(counter.error());
            return false;
        }
        if (total == 0) {
            *error = tr("log: %1 holds no request").arg(config.logPath);
            return false;
        }
    }
    r.planned = total;
    std::vector<qint64> eventAt;
    for (const ScaleEvent &e : events)
        eventAt.push_back(qint64(std::floor(double(total) * e.percent / 100.0)));
    const qint64 windows = std::min<qint64>(config.windows, total);
    Tally tally{&r, {}, {}, 0};
    for (qint64 w = 0; w < windows; ++w) {
        TrafficWindow tw;
        tw.begin = total * w / windows;
        tw.end = total * (w + 1) / windows;
        r.windows.push_back(tw);
    }
    tally.caches.reserve(size_t(all.size()));
    for (int i = 0; i < all.size(); ++i)
        tally.caches.emplace_back(config.cacheObjects, uint64_t(config.cacheBytes));

    auto startEvent = [&](size_t e) {
        TrafficEventResult ev;
        ev.event = events[qsizetype(e)];
        ev.atRequest = eventAt[e];
        const int s = indexOf(all, ev.event.address);
        tally.caches[size_t(s)].clear(); // removed: gone; added: starts cold
        r.events.push_back(ev);
    };

    qint64 done = 0;
    size_t nextEvent = 0;
    const auto nextStop = [&]() {
        qint64 stop = std::min(total, tally.windowEnds.empty() ? total : total);
        stop = std::min(stop, r.windows[tally.window].end);
        if (nextEvent < eventAt.size())
            stop = std::min(stop, eventAt[nextEvent]);
        stop = std::min(stop, (done / kProgressStep + 1) * kProgressStep);
        return stop;
    };
    // Moves past window ends and events at `done`; false when cancelled.
    const auto atStop = [&](const std::function<void(size_t)> &applyEvent) {
        while (tally.window + 1 < r.windows.size() && done >= r.windows[tally.window].end)
            ++tally.window;
        while (nextEvent < eventAt.size() && done >= eventAt[nextEvent]) {
            startEvent(nextEvent);
            applyEvent(nextEvent);
            ++nextEvent;
        }
        if (progress && done % kProgressStep == 0 && done < total && !progress(done, total))
            return false;
        return true;
    };

    if (!isLog) {
        const uint64_t universe = uint64_t(config.universe);
        const double s = config.model == TrafficConfig::Model::Uniform ? 0.0 : config.exponent;
        const KeySource keys = KeySource::generated(config.universe, config.seed);
        auto route = [&](const Algorithm &a) {
            std::vector<int> assigned = KeyRouting::assignment(a, keys);
            return std::vector<int32_t>(assigned.begin(), assigned.end());
        };
        std::vector<int32_t> owner = route(*algorithms.front());
        // Exact shares at the start: P(k) = k^-s / H.
        double harmonic = 0, carry = 0;
        for (uint64_t k = 1; k <= universe; ++k) {
            const double y = (s == 0 ? 1.0 : std::pow(double(k), -s)) - carry;
            const double t = harmonic + y;
            carry = (t - harmonic) - y;
            harmonic = t;
        }
        const auto prob = [&](uint64_t rank) { return (s == 0 ? 1.0 : std::pow(double(rank), -s)) / harmonic; };
        std::vector<uint64_t> hottestRank(r.servers.size(), 0);
        for (uint64_t k = 1; k <= universe; ++k) {
            const int o = owner[k - 1];
            if (o < 0)
                continue;
            TrafficServerResult &srv = r.servers[size_t(o)];
            ++srv.keys;
            srv.requestShare += prob(k);
            if (hottestRank[size_t(o)] == 0)
                hottestRank[size_t(o)] = k;
        }
        const KeyGenerator gen(config.seed);
        for (size_t i = 0; i < r.servers.size(); ++i)
            if (hottestRank[i] > 0) {
                r.servers[i].hottestKeyShare = prob(hottestRank[i]);
                r.servers[i].hottestKey = gen.key(hottestRank[i] - 1);
            }
        finishStats(&r, config.servers, prob(1), owner[0], gen.key(0));

        std::vector<uint8_t> pending;
        const auto applyEvent = [&](size_t e) {
            std::vector<int32_t> next = route(*algorithms[e + 1]);
            if (pending.empty())
                pending.assign(size_t(universe), 0);
            TrafficEventResult &ev = r.events.back();
            double moved = 0;
            ev.keysMoved = 0;
            for (size_t k = 0; k < size_t(universe); ++k) {
                const bool m = next[k] != owner[k];
                pending[k] = m;
                if (m) {
                    ++ev.keysMoved;
                    moved += prob(k + 1);
                }
            }
            ev.movedRequestShare = moved;
            owner.swap(next);
        };

        ZipfSampler sampler(universe, s, mix64::finalize(config.seed ^ 0x5A49504653414D50ULL));
        uint64_t ahead1 = sampler.next();
        uint64_t ahead2 = sampler.next();
        while (done < total) {
            if (!atStop(applyEvent)) {
                r.cancelled = true;
                break;
            }
            const qint64 stop = nextStop();
            TrafficWindow &w = r.windows[tally.window];
            TrafficEventResult *ev = r.events.empty() ? nullptr : &r.events.back();
            for (; done < stop; ++done) {
                // Two requests ahead: the owner entry of the one after next and the cache slot of
                // the next are requested from memory while this one is served (same draws, same
                // order: only the loads move earlier).
                const uint64_t k = ahead1;
                ahead1 = ahead2;
                ahead2 = sampler.next();
                __builtin_prefetch(&owner[ahead2 - 1]);
                const int nextOwner = owner[ahead1 - 1];
                if (nextOwner >= 0)
                    tally.caches[size_t(nextOwner)].prefetch(ahead1);
                const int o = owner[k - 1];
                if (o < 0) {
                    ++r.unrouted;
                    continue;
                }
                const bool hit = tally.caches[size_t(o)].access(k);
                TrafficServerResult &srv = r.servers[size_t(o)];
                ++srv.requests;
                srv.hits += hit;
                w.hits += hit;
                w.misses += !hit;
                if (ev && pending[k - 1]) {
                    pending[k - 1] = 0;
                    ev->stormMisses += !hit;
                }
            }
        }
        for (const TrafficServerResult &srv : r.servers) {
            r.hits += srv.hits;
        }
        for (TrafficServerResult &srv : r.servers)
            srv.misses = srv.requests - srv.hits;
        r.misses = done - r.unrouted - r.hits;
    } else {
        AccessLogReader reader;
        if (!reader.open(config.logPath, error))
            return false;
        const Algorithm *current = algorithms.front().get();
        const Algorithm *previous = nullptr;
        std::unordered_set<uint64_t> movedSeen;
        struct KeyStat
        {
            qint64 count;
            int server;
            QByteArray key;
        };
        std::unordered_map<uint64_t, KeyStat> keyStats;
        qint64 phase0 = 0;
        const auto applyEvent = [&](size_t e) {
            previous = current;
            current = algorithms[e + 1].get();
            movedSeen.clear();
        };
        LogRequest req;
        while (done < total) {
            if (!atStop(applyEvent)) {
                r.cancelled = true;
                break;
            }
            const qint64 stop = nextStop();
            for (; done < stop; ++done) {
                if (!reader.next(&req)) {
                    // The file changed between the two passes.
                    *error = reader.error().isEmpty()
                                 ? tr("log: %1 ended early (it changed while being replayed)").arg(config.logPath)
                                 : tr("log: %1").arg(reader.error());
                    return false;
                }
                const uint64_t id = Xxh64::of(req.key);
                const uint64_t h = current->hashKey(req.key);
                const int o = current->routeHash(h);
                if (o < 0) {
                    ++r.unrouted;
                    continue;
                }
                const bool hit = tally.caches[size_t(o)].access(id, req.hasSize ? std::max<uint64_t>(1, req.bytes) : 1);
                tally.count(o, hit);
                if (previous) {
                    const int before = previous->routeHash(h);
                    if (before != o && movedSeen.insert(id).second) {
                        TrafficEventResult &ev = r.events.back();
                        ++ev.keysMoved;
                        ev.stormMisses += !hit;
                    }
                } else {
                    ++phase0;
                    auto it = keyStats.find(id);
                    if (it != keyStats.end())
                        ++it->second.count;
                    else if (qint64(keyStats.size()) < kMaxTrackedKeys)
                        keyStats.emplace(id, KeyStat{1, o, req.key});
                    else
                        r.keyStatsComplete = false;
                }
            }
        }
        r.skipped = reader.skipped();
        double hottest = 0;
        int hottestServer = -1;
        QByteArray hottestKey;
        for (const auto &[id, st] : keyStats) {
            TrafficServerResult &srv = r.servers[size_t(st.server)];
            ++srv.keys;
            const double share = phase0 > 0 ? double(st.count) / double(phase0) : 0.0;
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
        for (int i = 0; i < config.servers.size(); ++i) {
            TrafficServerResult &srv = r.servers[size_t(i)];
            srv.requestShare = phase0 > 0 ? double(srv.requests) / double(phase0) : 0.0;
        }
        // requests so far include later phases when there were events; recount phase 0 from keyStats.
        if (!events.isEmpty()) {
            std::vector<qint64> perServer(r.servers.size(), 0);
            for (const auto &[id, st] : keyStats)
                perServer[size_t(st.server)] += st.count;
            for (size_t i = 0; i < r.servers.size(); ++i)
                r.servers[i].requestShare = phase0 > 0 ? double(perServer[i]) / double(phase0) : 0.0;
        }
        finishStats(&r, config.servers, hottest, hottestServer, hottestKey);
    }
    r.requests = done;
    finishEvents(&r, config.recoveryTolerance);
    *result = std::move(r);
    return true;
}

} // namespace ringcore
