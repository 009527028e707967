#pragma once

#include "gui/ring/ringrenderstate.h"

#include <QCoreApplication>

#include <vector>

class QPainter;

namespace ringlab::gui {

struct PointLabel;

/// Paints the ring with per-pixel level of detail: where a pixel holds many points they are
/// aggregated into one tick (coloured by one of them, darker for denser pixels); once few
/// enough points are visible, every point is drawn exactly, with its index when there is room.
/// Over the ring go the removal and lookup overlays (RingRemovalOverlay, RingLookupOverlay),
/// and in the view (not in figures) the centre text (RingCentreText) and the lines at the
/// bottom (RingBottomText).
class RingRenderer
{
    Q_DECLARE_TR_FUNCTIONS(ringlab::gui::RingRenderer) // the context lupdate writes into translations/*.ts
public:
    /// Radii (offsets from the circle) of the layers, shared with hit-testing.
    static constexpr double kTickInner = -7, kTickOuter = 7;
    static constexpr double kBandInner = 12, kBandOuter = 28;
    static constexpr double kKeyRadius = -16;
    static constexpr double kWalkRadius = -26;
    /// Below this many visible points, points are drawn one by one.
    static constexpr size_t kExactPointLimit = 3000;

    static void paint(QPainter &painter, const RingRenderState &state);

    /// The fraction a key hash is drawn at (table schemes draw the slot position).
    static double keyFraction(const ringcore::RingSnapshot &s, uint64_t hash);
    /// The owner drawn in the outer band at a fraction (−1 when nobody).
    static int bandOwnerAt(const ringcore::RingSnapshot &s, double fraction);

private:
    static void paintBand(QPainter &p, const RingRenderState &st);
    static void paintTicks(QPainter &p, const RingRenderState &st, const std::vector<PointLabel> &labels);
    /// Few points in view: each one's tick, and the labels that fit.
    static void paintExactTicks(QPainter &p, const RingRenderState &st, size_t first, size_t visible,
                                const std::vector<PointLabel> &labels);
    /// Many points in view: one tick per pixel column of the circle.
    static void paintTickBins(QPainter &p, const RingRenderState &st);
    static void paintKeys(QPainter &p, const RingRenderState &st);
    /// The view's own text: the centre text and the bottom lines (none in a figure).
    static void paintTexts(QPainter &p, const RingRenderState &st, const std::vector<PointLabel> &labels);
};

} // namespace ringlab::gui
