#include "ringcore/snapshot/ringsnapshot.h"

#include "ringcore/snapshot/lookuptrace.h"

#include <algorithm>
#include <cmath>

namespace ringcore {

double RingSnapshot::space() const
{
    return std::ldexp(1.0, hashBits);
}

double RingSnapshot::fraction(uint64_t hash) const
{
    const double f = double(hash) / space();
    return f >= 1.0 ? std::nextafter(1.0, 0.0) : f;
}

uint64_t RingSnapshot::hashAt(double f) const
{
    f -= std::floor(f);
    const double h = f * space();
    // Doubles near 2^64 round up to 2^64, which does not fit: clamp to the last hash.
    const uint64_t last = hashBits >= 64 ? ~uint64_t(0) : ((uint64_t(1) << hashBits) - 1);
    if (!(h < space()))
        return last;
    return std::min<uint64_t>(uint64_t(h), last);
}

size_t RingSnapshot::pointsOf(int server) const
{
    if (server < 0 || size_t(server) + 1 >= serverPointBegin.size())
        return 0;
    return serverPointBegin[size_t(server) + 1] - serverPointBegin[size_t(server)];
}

double RingSnapshot::fairShare(int server) const
{
    if (server < 0 || server >= servers.size() || servers.at(server).down)
        return 0;
    double total = 0;
    for (const Server &s : servers)
        if (!s.down)
            total += s.weight;
    return total > 0 ? servers.at(server).weight / total : 0;
}

size_t RingSnapshot::lowerPoint(uint64_t h) const
{
    return size_t(std::lower_bound(pointHash.begin(), pointHash.end(), h) - pointHash.begin());
}

int RingSnapshot::intervalAt(uint64_t h) const
{
    if (intervals.empty())
        return -1;
    auto it = std::upper_bound(intervals.begin(), intervals.end(), h,
                               [](uint64_t v, const OwnedInterval &i) { return v < i.begin; });
    if (it == intervals.begin())
        return int(intervals.size()) - 1; // before the first begin: the last interval wraps
    return int(it - intervals.begin()) - 1;
}

double RingSnapshot::intervalLength(int i) const
{
    if (i < 0 || size_t(i) >= intervals.size())
        return 0;
    const uint64_t begin = intervals[size_t(i)].begin;
    const bool last = size_t(i) + 1 == intervals.size();
    const uint64_t end = last ? intervals.front().begin : intervals[size_t(i) + 1].begin;
    if (intervals.size() == 1)
        return 1.0;
    // Unsigned wrap-around gives the clockwise length in the hash space (32-bit spaces mask).
    uint64_t length = end - begin;
    if (hashBits < 64)
        length &= (uint64_t(1) << hashBits) - 1;
    return double(length) / space();
}

double RingSnapshot::pointArc(size_t point) const
{
    const size_t n = pointHash.size();
    if (point >= n)
        return 0;
    if (n == 1)
        return 1.0;
    auto gap = [this, n](size_t from, size_t to) {
        uint64_t length = pointHash[to] - pointHash[from];
        if (hashBits < 64)
            length &= (uint64_t(1) << hashBits) - 1;
        return double(length) / space();
    };
    const size_t prev = point == 0 ? n - 1 : point - 1;
    const size_t next = point + 1 == n ? 0 : point + 1;
    if (rule == LookupKind::NearestPoint)
        return (gap(prev, point) + gap(point, next)) / 2;
    return gap(prev, point);
}

LookupTrace RingSnapshot::traceKey(const QByteArray &key) const
{
    if (!scheme)
        return LookupTrace{};
    return LookupTracer::trace(*this, scheme->hashKey(QByteArrayView(key)), key);
}

LookupTrace RingSnapshot::traceHash(uint64_t hash) const
{
    return LookupTracer::trace(*this, hash);
}

} // namespace ringcore
