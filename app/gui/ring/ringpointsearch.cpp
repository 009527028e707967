#include "gui/ring/ringpointsearch.h"

#include <algorithm>
#include <cmath>

namespace ringlab::gui {

ArcBins ArcBins::of(const RingGeometry &g, double radiusOffset)
{
    ArcBins b;
    const double span = g.visibleSpan();
    b.first = span >= 1.0 ? 0.0 : g.visibleFirst();
    b.count = std::clamp(int(std::ceil(span * g.pixelsPerFraction(radiusOffset))), 64, 60000);
    b.width = span / b.count;
    return b;
}

std::pair<size_t, size_t> pointRange(const ringcore::RingSnapshot &s, double fa, double fb, size_t *count)
{
    const size_t n = s.pointHash.size();
    const double wa = RingGeometry::wrap(fa), wb = RingGeometry::wrap(fb);
    const size_t lo = s.lowerPoint(s.hashAt(wa));
    const size_t hi = fb - fa >= 1.0 ? lo : s.lowerPoint(s.hashAt(wb));
    if (fb - fa >= 1.0)
        *count = n;
    else
        *count = wb < wa ? (n - lo) + hi : hi - lo;
    return {lo, hi};
}

size_t visiblePoints(const ringcore::RingSnapshot &s, const RingGeometry &g, size_t *count)
{
    return pointRange(s, g.visibleFirst(), g.visibleFirst() + g.visibleSpan(), count).first;
}

bool serverHasPointIn(const ringcore::RingSnapshot &s, int server, double fa, double fb)
{
    if (server < 0 || size_t(server) + 1 >= s.serverPointBegin.size())
        return false;
    const uint32_t *begin = s.serverPoints.data() + s.serverPointBegin[size_t(server)];
    const uint32_t *end = s.serverPoints.data() + s.serverPointBegin[size_t(server) + 1];
    auto firstAtOrAfter = [&](uint64_t h) {
        return std::lower_bound(begin, end, h, [&](uint32_t i, uint64_t v) { return s.pointHash[i] < v; });
    };
    const double wa = RingGeometry::wrap(fa), wb = RingGeometry::wrap(fb);
    const uint64_t ha = s.hashAt(wa), hb = s.hashAt(wb);
    if (wb < wa)
        return firstAtOrAfter(ha) != end || firstAtOrAfter(hb) != begin;
    return firstAtOrAfter(ha) != firstAtOrAfter(hb);
}

size_t PointCursor::lower(uint64_t h)
{
    const size_t n = m_hashes.size();
    size_t lo = 0, hi = n;
    if (m_valid && h >= m_lastHash) {
        // Every hash before m_last is below m_lastHash <= h: the answer is at m_last or later.
        lo = m_last;
        size_t step = 1;
        hi = lo;
        while (hi < n && m_hashes[hi] < h) {
            lo = hi + 1;
            hi = lo + step;
            step *= 2;
        }
        hi = std::min(hi, n);
    }
    m_last = size_t(std::lower_bound(m_hashes.begin() + std::ptrdiff_t(lo), m_hashes.begin() + std::ptrdiff_t(hi), h)
                    - m_hashes.begin());
    m_lastHash = h;
    m_valid = true;
    return m_last;
}

std::pair<size_t, size_t> PointCursor::range(const ringcore::RingSnapshot &s, double fa, double fb, size_t *count)
{
    const size_t n = s.pointHash.size();
    const double wa = RingGeometry::wrap(fa), wb = RingGeometry::wrap(fb);
    const size_t lo = lower(s.hashAt(wa));
    const size_t hi = lower(s.hashAt(wb));
    *count = wb < wa ? (n - lo) + hi : hi - lo;
    return {lo, hi};
}

} // namespace ringlab::gui
