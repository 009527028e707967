#include "gui/ring/ringcallouts.h"

#include "gui/ring/ringlookupoverlay.h"

#include <QFontMetricsF>
#include <QPainter>

#include <algorithm>
#include <cmath>

namespace ringlab::gui {

namespace {

/// One way to place the callouts: both beside the circle (lookup left, removal right, or the
/// other way round), or both in a strip above it.
struct CalloutPlan
{
    QRectF area;
    QRectF lookup;
    QRectF removal;
    double score = -1; ///< the circle's room: min(area width, area height)
};

/// The callouts to place and the room they have.
struct CalloutRoom
{
    QString lookup;  ///< empty: no lookup callout
    QString removal; ///< empty: no removal callout
    QFont font;
    QFont bold;      ///< the removal summary's font
    double width = 0, height = 0; ///< the view's size
    double sideHeight = 0;        ///< the height a callout beside the circle may take
    static constexpr double kMargin = 8;
};

// Both above the circle: each at most half the width (one alone: all of it).
CalloutPlan planAbove(const CalloutRoom &r)
{
    constexpr double m = CalloutRoom::kMargin;
    const double w = r.width, h = r.height;
    CalloutPlan p;
    const double each = (!r.lookup.isEmpty() && !r.removal.isEmpty()) ? (w - 3 * m) / 2 : w - 2 * m;
    double strip = 0;
    if (!r.lookup.isEmpty()) {
        p.lookup = RingCallouts::calloutRect(r.font, r.lookup, each);
        p.lookup.moveTopLeft(QPointF(m, m));
        strip = std::max(strip, p.lookup.height());
    }
    if (!r.removal.isEmpty()) {
        p.removal = RingCallouts::calloutRect(r.bold, r.removal, each);
        p.removal.moveTopRight(QPointF(w - m, m));
        strip = std::max(strip, p.removal.height());
    }
    p.area = QRectF(0, strip + 2 * m, w, std::max(1.0, h - strip - 2 * m));
    p.score = std::min(p.area.width(), p.area.height());
    return p;
}

// A callout beside the circle is as wide as the room the circle leaves (a full-height circle
// needs a width of h), wider only if it would be taller than the view, and never wider than its text.
QRectF besideBox(const CalloutRoom &r, const QString &text, const QFont &font, int sides)
{
    constexpr double m = CalloutRoom::kMargin;
    const double free = std::max(0.0, (r.width - r.height) / sides);
    double width = std::max(160.0, free - 2 * m);
    QRectF box = RingCallouts::calloutRect(font, text, width);
    while (box.height() > r.sideHeight && width < r.width / sides - 2 * m) {
        width += 20;
        box = RingCallouts::calloutRect(font, text, width);
    }
    return box;
}

// Beside the circle: lookup on one side, removal on the other.
CalloutPlan planBeside(const CalloutRoom &r, bool lookupLeft)
{
    constexpr double m = CalloutRoom::kMargin;
    const double w = r.width, h = r.height;
    CalloutPlan p;
    const int sides = (r.lookup.isEmpty() ? 0 : 1) + (r.removal.isEmpty() ? 0 : 1);
    double left = 0, right = 0;
    if (!r.lookup.isEmpty()) {
        p.lookup = besideBox(r, r.lookup, r.font, sides);
        if (lookupLeft) {
            p.lookup.moveTopLeft(QPointF(m, m));
            left = p.lookup.width() + 2 * m;
        } else {
            p.lookup.moveTopRight(QPointF(w - m, m));
            right = p.lookup.width() + 2 * m;
        }
    }
    if (!r.removal.isEmpty()) {
        p.removal = besideBox(r, r.removal, r.bold, sides);
        if (lookupLeft || r.lookup.isEmpty()) {
            p.removal.moveTopRight(QPointF(w - m, m));
            right = p.removal.width() + 2 * m;
        } else {
            p.removal.moveTopLeft(QPointF(m, m));
            left = p.removal.width() + 2 * m;
        }
    }
    p.area = QRectF(left, 0, std::max(1.0, w - left - right), h);
    const bool fits = p.lookup.height() <= r.sideHeight && p.removal.height() <= r.sideHeight;
    p.score = fits ? std::min(p.area.width(), p.area.height()) : -1;
    return p;
}

} // namespace

QRectF RingCallouts::calloutRect(const QFont &font, const QString &text, double maxWidth)
{
    const QFontMetricsF fm(font);
    double widest = 0;
    for (const QString &line : text.split(QLatin1Char('\n')))
        widest = std::max(widest, fm.horizontalAdvance(line));
    const double inner = std::max(40.0, std::min(std::ceil(widest) + 2, maxWidth - 2 * kCalloutPadding));
    const QRectF needed = fm.boundingRect(QRectF(0, 0, inner, 1e6), kCalloutFlags, text);
    return QRectF(0, 0, std::max(inner, std::ceil(needed.width())) + 2 * kCalloutPadding,
                  std::ceil(needed.height()) + 2 * kCalloutPadding);
}

void RingCallouts::layoutCallouts(RingRenderState &st, const QFont &font, bool zoomed)
{
    RingGeometry &g = st.geometry;
    g.setArea(QRectF());
    st.removalBox = QRectF();
    st.lookupBox = QRectF();
    CalloutRoom room;
    room.lookup = st.lookupActive && st.snapshot ? RingLookupOverlay::lookupText(st, true) : QString();
    room.removal = st.removalText;
    if (room.lookup.isEmpty() && room.removal.isEmpty())
        return;
    room.font = font;
    room.bold = font;
    room.bold.setBold(true);
    room.width = g.size().width();
    room.height = g.size().height();
    // The status line and the label legend at the bottom stay free of side callouts.
    const double bottom = 2 * (QFontMetricsF(font).height() + 2) + 4;
    room.sideHeight = std::max(40.0, room.height - 2 * CalloutRoom::kMargin - bottom);

    CalloutPlan best = planAbove(room);
    if (!zoomed) {
        // Beside the circle (lookup top left, removal top right, or swapped if that gives the
        // circle more room) unless above leaves it clearly more room.
        CalloutPlan side = planBeside(room, true);
        if (!room.lookup.isEmpty() && !room.removal.isEmpty()) {
            const CalloutPlan swapped = planBeside(room, false);
            if (swapped.score > side.score + 1)
                side = swapped;
        }
        if (side.score >= 0 && side.score >= 0.95 * best.score)
            best = side;
    }
    g.setArea(best.area);
    st.lookupBox = best.lookup;
    st.removalBox = best.removal;
}

void RingCallouts::paintCallout(QPainter &p, const QRectF &box, const QString &text, const QColor &frame)
{
    p.setPen(frame.isValid() ? QPen(frame, 1) : QPen(Qt::NoPen));
    p.setBrush(QColor(255, 255, 255, 235));
    p.drawRoundedRect(box, 6, 6);
    p.setPen(Qt::black);
    p.drawText(box.adjusted(kCalloutPadding, kCalloutPadding, -kCalloutPadding, -kCalloutPadding), kCalloutFlags, text);
}

} // namespace ringlab::gui
