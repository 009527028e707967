// TrafficReplay's Zipf and uniform models: the owner of every key of the universe is computed
// once per phase, then each drawn request is a table lookup and a cache access.
#include "ringcore/traffic/replaystate.h"

#include "ringcore/analysis/keyrouting.h"
#include "ringcore/keys/keygenerator.h"
#include "ringcore/rings/mix64.h"
#include "ringcore/traffic/zipfsampler.h"

#include <cmath>

namespace ringcore::replay {

namespace {

/// P(rank) = rank^-s / H, H summed with Kahan's compensation over the whole universe.
struct Popularity
{
    double s = 0;
    double harmonic = 0;

    Popularity(uint64_t universe, double exponent)
        : s(exponent)
    {
        double carry = 0;
        for (uint64_t k = 1; k <= universe; ++k) {
            const double y = weight(k) - carry;
            const double t = harmonic + y;
            carry = (t - harmonic) - y;
            harmonic = t;
        }
    }
    double weight(uint64_t rank) const { return s == 0 ? 1.0 : std::pow(double(rank), -s); }
    double operator()(uint64_t rank) const { return weight(rank) / harmonic; }
};

std::vector<int32_t> route(const Algorithm &a, const KeySource &keys)
{
    std::vector<int> assigned = KeyRouting::assignment(a, keys);
    return std::vector<int32_t>(assigned.begin(), assigned.end());
}

/// Keys, request shares and the hottest key of each server at the start.
void countStart(State &s, const Popularity &prob, const std::vector<int32_t> &owner, uint64_t universe)
{
    TrafficResult &r = s.r;
    std::vector<uint64_t> hottestRank(r.servers.size(), 0);
    for (uint64_t k = 1; k <= universe; ++k) {
        const int o = owner[k - 1];
        if (o < 0)
            continue;
        ServerTrafficResult &srv = r.servers[size_t(o)];
        ++srv.keys;
        srv.requestShare += prob(k);
        if (hottestRank[size_t(o)] == 0)
            hottestRank[size_t(o)] = k;
    }
    const KeyGenerator gen(s.config.seed);
    for (size_t i = 0; i < r.servers.size(); ++i)
        if (hottestRank[i] > 0) {
            r.servers[i].hottestKeyShare = prob(hottestRank[i]);
            r.servers[i].hottestKey = gen.key(hottestRank[i] - 1);
        }
    finishStats(&r, s.config.servers, prob(1), owner[0], gen.key(0));
}

/// An event: the new phase's owners; the keys that moved are marked pending (their next request
/// is a storm miss or not) and counted with their share of the requests.
void moveOwners(State &s, const Popularity &prob, std::vector<int32_t> &owner, std::vector<int32_t> next,
                std::vector<uint8_t> &pending)
{
    if (pending.empty())
        pending.assign(owner.size(), 0);
    TrafficEventResult &ev = s.r.events.back();
    double moved = 0;
    ev.keysMoved = 0;
    for (size_t k = 0; k < owner.size(); ++k) {
        const bool m = next[k] != owner[k];
        pending[k] = m;
        if (m) {
            ++ev.keysMoved;
            moved += prob(k + 1);
        }
    }
    ev.movedRequestShare = moved;
    owner.swap(next);
}

/// The draws, two requests ahead of the one served (see serveUntil).
struct Draws
{
    ZipfSampler sampler;
    uint64_t ahead1;
    uint64_t ahead2;

    Draws(uint64_t universe, double s, uint64_t seed)
        : sampler(universe, s, seed), ahead1(sampler.next()), ahead2(sampler.next())
    {
    }
};

/// Serves requests up to `stop` (no window end, event or progress report before it). The draws
/// are local copies while it runs: the counters written on the way (qint64) may alias members
/// reached through a reference, and the hot loop would load and store them at every request.
void serveUntil(State &s, qint64 stop, Draws &draws, const std::vector<int32_t> &owner, std::vector<uint8_t> &pending)
{
    TrafficResult &r = s.r;
    TrafficWindow &w = r.windows[s.tally.window];
    TrafficEventResult *ev = r.events.empty() ? nullptr : &r.events.back();
    std::vector<LruCache> &caches = s.tally.caches;
    Draws d = draws;
    qint64 done = s.done;
    for (; done < stop; ++done) {
        // Two requests ahead: the owner entry of the one after next and the cache slot of the next
        // are requested from memory while this one is served (same draws, same order: only the
        // loads move earlier).
        const uint64_t k = d.ahead1;
        d.ahead1 = d.ahead2;
        d.ahead2 = d.sampler.next();
        __builtin_prefetch(&owner[d.ahead2 - 1]);
        const int nextOwner = owner[d.ahead1 - 1];
        if (nextOwner >= 0)
            caches[size_t(nextOwner)].prefetch(d.ahead1);
        const int o = owner[k - 1];
        if (o < 0) {
            ++r.unrouted;
            continue;
        }
        const bool hit = caches[size_t(o)].access(k);
        ServerTrafficResult &srv = r.servers[size_t(o)];
        ++srv.requests;
        srv.hits += hit;
        w.hits += hit;
        w.misses += !hit;
        if (ev && pending[k - 1]) {
            pending[k - 1] = 0;
            ev->stormMisses += !hit;
        }
    }
    s.done = done;
    draws = d;
}

} // namespace

void replayModel(State &s)
{
    const TrafficConfig &config = s.config;
    const uint64_t universe = uint64_t(config.universe);
    const double exponent = config.model == TrafficConfig::Model::Uniform ? 0.0 : config.exponent;
    const KeySource keys = KeySource::generated(config.universe, config.seed);
    const Popularity prob(universe, exponent);
    std::vector<int32_t> owner = route(*s.algorithms.front(), keys);
    countStart(s, prob, owner, universe);

    std::vector<uint8_t> pending;
    const auto applyEvent = [&](size_t e) { moveOwners(s, prob, owner, route(*s.algorithms[e + 1], keys), pending); };
    Draws draws(universe, exponent, mix64::finalize(config.seed ^ 0x5A49504653414D50ULL));
    while (s.done < s.total) {
        if (!s.atStop(applyEvent)) {
            s.r.cancelled = true;
            break;
        }
        serveUntil(s, s.nextStop(), draws, owner, pending);
    }
    TrafficResult &r = s.r;
    for (ServerTrafficResult &srv : r.servers) {
        r.hits += srv.hits;
        srv.misses = srv.requests - srv.hits;
    }
    r.misses = s.done - r.unrouted - r.hits;
}

} // namespace ringcore::replay
