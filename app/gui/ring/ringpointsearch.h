#pragma once

#include "gui/ring/ringgeometry.h"
#include "ringcore/snapshot/ringsnapshot.h"

#include <cstddef>
#include <cstdint>
#include <utility>
#include <vector>

namespace ringlab::gui {

/// The visible arc cut into equal bins, about one per pixel along the circle at a radius: where a
/// pixel holds many points, the level of detail draws one band segment or tick per bin.
struct ArcBins
{
    double first = 0; ///< fraction where bin 0 starts
    double width = 0; ///< fraction per bin
    int count = 0;

    static ArcBins of(const RingGeometry &g, double radiusOffset);
};

/// The points whose hashes fall in [fa, fb) of the circle (fractions may exceed 1; wraps handled):
/// the index range and in *count how many points it holds (the range may wrap past the last point).
std::pair<size_t, size_t> pointRange(const ringcore::RingSnapshot &s, double fa, double fb, size_t *count);
/// The first point in the visible arc (RingGeometry::visibleFirst(), visibleSpan()); *count: how many.
size_t visiblePoints(const ringcore::RingSnapshot &s, const RingGeometry &g, size_t *count);
/// True when the server has a point in [fa, fb) of the circle.
bool serverHasPointIn(const ringcore::RingSnapshot &s, int server, double fa, double fb);

/// Lower bounds of hashes visited in ascending order (one sweep over the visible arc, bin by bin):
/// each search gallops forward from the previous answer, so a frame costs O(bins × log(points per
/// bin)) nearby reads instead of O(bins × log n) cache misses over the whole ring (10 M points:
/// 80 MB of hashes). A hash below the previous one (the sweep wrapped past 0) searches afresh.
class PointCursor
{
public:
    explicit PointCursor(const ringcore::RingSnapshot &s) : m_hashes(s.pointHash) {}

    size_t lower(uint64_t h);
    /// pointRange() for an arc shorter than the circle, with the cursor's searches.
    std::pair<size_t, size_t> range(const ringcore::RingSnapshot &s, double fa, double fb, size_t *count);

private:
    const std::vector<uint64_t> &m_hashes;
    size_t m_last = 0;
    uint64_t m_lastHash = 0;
    bool m_valid = false;
};

} // namespace ringlab::gui
