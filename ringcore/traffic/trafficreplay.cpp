#include "ringcore/traffic/trafficreplay.h"

#include "ringcore/traffic/replaystate.h"

#include "ringcore/analysis/keyrouting.h"
#include "ringcore/core/numbertext.h"
#include "ringcore/rings/algorithmregistry.h"
#include "ringcore/rings/buildestimate.h"
#include "ringcore/traffic/accesslogreader.h"

#include <algorithm>
#include <cmath>

namespace ringcore {

namespace {

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

namespace replay {

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

qint64 State::nextStop() const
{
    qint64 stop = std::min(total, r.windows[tally.window].end);
    if (nextEvent < eventAt.size())
        stop = std::min(stop, eventAt[nextEvent]);
    return std::min(stop, (done / kProgressStep + 1) * kProgressStep);
}

bool State::atStop(const std::function<void(size_t)> &applyEvent)
{
    while (tally.window + 1 < r.windows.size() && done >= r.windows[tally.window].end)
        ++tally.window;
    while (nextEvent < eventAt.size() && done >= eventAt[nextEvent]) {
        TrafficEventResult ev;
        ev.event = events[qsizetype(nextEvent)];
        ev.atRequest = eventAt[nextEvent];
        const int server = indexOf(all, ev.event.address);
        tally.caches[size_t(server)].clear(); // removed: gone; added: starts cold
        r.events.push_back(ev);
        applyEvent(nextEvent);
        ++nextEvent;
    }
    if (done % kProgressStep != 0 || done >= total)
        return true;
    progress(done, total);
    return !cancel.isCancelled();
}

} // namespace replay

namespace {

/// One scheme per phase, built before the replay starts; false + *error naming the event a
/// scheme cannot do.
bool buildSchemes(replay::State &s, const QList<ServerList> &lists, QString *error)
{
    for (int p = 0; p < lists.size(); ++p) {
        QString why;
        auto a = AlgorithmRegistry::create(s.config.algorithm, lists[p], s.config.options, &why);
        if (!a) {
            *error = p == 0 ? why
                            : TrafficReplay::tr("events: %1 cannot do \"%2\": %3")
                                  .arg(s.config.algorithm, eventLabel(s.events[p - 1]), why);
            return false;
        }
        s.algorithms.push_back(std::move(a));
    }
    return true;
}

/// The servers of the result: every server of the run, serving at its start and at its end.
void listServers(replay::State &s, const ServerList &all)
{
    TrafficResult &r = s.r;
    r.algorithm = s.config.algorithm;
    r.model = s.config.model;
    r.servers.resize(size_t(all.size()));
    for (int i = 0; i < all.size(); ++i) {
        r.servers[size_t(i)].address = all[i].address;
        r.servers[size_t(i)].servingAtStart = i < s.config.servers.size() && !s.config.servers[i].down;
        r.servers[size_t(i)].servingAtEnd = !all[i].down;
    }
}

/// A log's requests, counted in a first pass so that events and windows can sit at shares of
/// them; -1 on an error (*error), 0 when cancelled.
qint64 countLogRequests(replay::State &s, QString *error)
{
    AccessLogReader counter;
    if (!counter.open(s.config.logPath, error))
        return -1;
    LogRequest req;
    qint64 total = 0;
    while (counter.next(&req)) {
        ++total;
        if ((total & (replay::kProgressStep - 1)) == 0 && s.cancel.isCancelled())
            return 0;
    }
    if (!counter.error().isEmpty()) {
        *error = TrafficReplay::tr("log: %1").arg(counter.error());
        return -1;
    }
    if (total == 0) {
        *error = TrafficReplay::tr("log: %1 holds no request").arg(s.config.logPath);
        return -1;
    }
    return total;
}

/// Events at their requests, the windows, one cache per server.
void planRun(replay::State &s, const ServerList &all)
{
    TrafficResult &r = s.r;
    r.planned = s.total;
    for (const ScaleEvent &e : s.events)
        s.eventAt.push_back(qint64(std::floor(double(s.total) * e.percent / 100.0)));
    const qint64 windows = std::min<qint64>(s.config.windows, s.total);
    for (qint64 w = 0; w < windows; ++w) {
        TrafficWindow tw;
        tw.begin = s.total * w / windows;
        tw.end = s.total * (w + 1) / windows;
        r.windows.push_back(tw);
    }
    s.tally.caches.reserve(size_t(all.size()));
    for (int i = 0; i < all.size(); ++i)
        s.tally.caches.emplace_back(s.config.cacheObjects, uint64_t(s.config.cacheBytes));
}

} // namespace

bool TrafficReplay::run(const TrafficConfig &config, TrafficResult *result, QString *error, const Progress &progress,
                        const CancelToken &cancel)
{
    if (!config.validate(error))
        return false;
    replay::State s(config, progress, cancel);
    s.events = sortedEvents(config.events);
    const QList<ServerList> lists = phases(config);
    s.all = lists.back();
    if (!phasesFit(config, lists, error) || !buildSchemes(s, lists, error))
        return false;
    const bool stateful = s.algorithms.front()->isStateful();
    const bool isLog = config.model == TrafficConfig::Model::Log;
    if (stateful && isLog) {
        *error = tr("algorithm: %1 places each key by the load before it, which a log replay cannot predict "
                    "request by request; use the Zipf or uniform model")
                     .arg(config.algorithm);
        return false;
    }
    listServers(s, s.all);
    s.r.boundedByKeys = stateful;
    s.total = config.requests;
    if (isLog) {
        s.total = countLogRequests(s, error);
        if (s.total < 0)
            return false;
        if (s.total == 0) {
            s.r.cancelled = true;
            *result = std::move(s.r);
            return true;
        }
    }
    planRun(s, s.all);
    if (!isLog)
        replay::replayModel(s);
    else if (!replay::replayLog(s, error))
        return false;
    s.r.requests = s.done;
    finishEvents(&s.r, config.recoveryTolerance);
    *result = std::move(s.r);
    return true;
}

} // namespace ringcore
