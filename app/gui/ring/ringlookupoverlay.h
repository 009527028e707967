#pragma once

#include "gui/ring/ringrenderstate.h"

#include <QColor>
#include <QCoreApplication>
#include <QFont>
#include <QPointF>
#include <QRectF>
#include <QString>

#include <utility>

class QPainter;

namespace ringlab::gui {

/// A lookup drawn over the ring: the key's diamond, the walk to the owner's point (both walks and
/// their lengths for a nearest-point ring), the mark on what was found, and the explanation.
class RingLookupOverlay
{
    // The strings were translated as RingRenderer's before this class was split off from it.
    Q_DECLARE_TR_FUNCTIONS(ringlab::gui::RingRenderer)
public:
    static void paint(QPainter &p, const RingRenderState &state);
    /// The lookup callout's text; `done`: the whole walk (the layout sizes the box for it).
    static QString lookupText(const RingRenderState &state, bool done);
    /// Where the two distance labels of a nearest-point lookup go ("→ next%", "previous% ←"):
    /// beside the walk, moved apart when they would overlap (short walks at low zoom).
    static void distanceLabelRects(const RingRenderState &state, const QFont &font, QRectF *next, QRectF *previous);

private:
    /// The distance labels' texts: {"→ next%", "previous% ←"}.
    static std::pair<QString, QString> distanceTexts(const ringcore::LookupTrace &trace);
    static void paintKey(QPainter &p, const QPointF &keyPos, const QColor &accent);
    /// Next- and nearest-point rings: the walk(s) from the key, `progress` (0 … 1) of the way, and
    /// once done the owner's point ringed.
    static void paintWalks(QPainter &p, const RingRenderState &state, double keyF, double progress, const QColor &accent);
    static void paintCallout(QPainter &p, const RingRenderState &state, bool done, const QColor &accent);
};

} // namespace ringlab::gui
