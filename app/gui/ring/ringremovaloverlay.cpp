#include "gui/ring/ringremovaloverlay.h"

#include "gui/common/serverpalette.h"
#include "gui/ring/ringcallouts.h"
#include "gui/ring/ringrenderer.h"

#include <QPainter>

#include <algorithm>
#include <cmath>

namespace ringlab::gui {

void RingRemovalOverlay::paint(QPainter &p, const RingRenderState &st)
{
    if (st.movedDots.empty() && st.removalText.isEmpty())
        return;
    p.save();
    paintMovedDots(p, st);
    if (!st.removalText.isEmpty())
        paintSummary(p, st);
    p.restore();
}

void RingRemovalOverlay::paintMovedDots(QPainter &p, const RingRenderState &st)
{
    const RingGeometry &g = st.geometry;
    ServerPalette *palette = ServerPalette::instance();
    const double t = std::clamp(st.removalProgress, 0.0, 1.0);
    constexpr double radius = RingRenderer::kKeyRadius - 6;
    for (const MovedDot &d : st.movedDots) {
        double delta = d.to - d.from;
        delta -= std::round(delta); // the shorter way round
        const QColor c = d.betweenSurvivors ? palette->survivorMoveColor() : palette->removedMoveColor();
        p.setPen(QPen(c, 1.2));
        if (t > 0)
            p.drawPolyline(g.arcPolyline(d.from, delta * t, radius));
        const QPointF pos = g.pointAt(d.from + delta * t, radius);
        if (!g.isVisible(pos, 6))
            continue;
        p.setBrush(t >= 1 ? palette->serverColor(d.newServer) : c);
        p.setPen(QPen(c, 1.5));
        p.drawEllipse(pos, 3.5, 3.5);
    }
}

void RingRemovalOverlay::paintSummary(QPainter &p, const RingRenderState &st)
{
    const RingGeometry &g = st.geometry;
    QFont font = p.font();
    font.setBold(true);
    p.setFont(font);
    // Where RingCallouts::layoutCallouts() put it, beside or above the ring; wrapped, never clipped.
    QRectF box = st.removalBox;
    if (box.isEmpty()) {
        box = RingCallouts::calloutRect(font, st.removalText, std::max(220.0, g.size().width() / 2 - 16));
        box.moveTopRight(QPointF(g.size().width() - 8, 8));
    }
    RingCallouts::paintCallout(p, box, st.removalText, QColor());
}

} // namespace ringlab::gui
