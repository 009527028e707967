#include "gui/ring/ringgeometry.h"

#include <QtMath>

#include <algorithm>
#include <cmath>
#include <vector>

namespace ringlab::gui {

double RingGeometry::wrap(double f)
{
    f -= std::floor(f);
    return f >= 1.0 ? 0.0 : f;
}

void RingGeometry::setFocus(double fraction)
{
    m_focus = wrap(fraction);
}

QRectF RingGeometry::area() const
{
    QRectF a = m_area.isEmpty() ? QRectF(QPointF(0, 0), m_size) : m_area;
    // The status line under the circle: a taller font (CJK) must not reach the band.
    const double floor = m_size.height() - m_bottomReserve;
    if (m_bottomReserve > 0 && a.bottom() > floor && floor - a.top() > 80)
        a.setBottom(floor);
    return a;
}

double RingGeometry::baseRadius() const
{
    const QRectF a = area();
    return std::max(kMinBaseRadius, std::min(a.width(), a.height()) / 2 - kBandOutside - 10);
}

QPointF RingGeometry::center() const
{
    // The top of the circle drifts from its zoom-1 place towards the upper third as we zoom, so
    // deep zooms show the stretch of circle in a comfortable place.
    const QRectF a = area();
    const double r0 = baseRadius();
    const double top = a.center().y() - r0 * (0.30 + 0.70 / m_zoom);
    return QPointF(a.center().x(), top + radius());
}

QRectF RingGeometry::ringBounds() const
{
    const QPointF c = center();
    const double r = radius() + kBandOutside;
    return QRectF(c.x() - r, c.y() - r, 2 * r, 2 * r);
}

QPointF RingGeometry::pointAt(double fraction, double radiusOffset) const
{
    // Angles relative to the focus keep precision: a deep zoom only ever uses tiny angles.
    double d = fraction - m_focus;
    d -= std::round(d);
    const double theta = d * 2 * M_PI;
    const double r = radius() + radiusOffset;
    const QPointF c = center();
    return QPointF(c.x() + r * std::sin(theta), c.y() - r * std::cos(theta));
}

double RingGeometry::fractionAt(const QPointF &pos) const
{
    const QPointF c = center();
    const double theta = std::atan2(pos.x() - c.x(), c.y() - pos.y());
    return wrap(m_focus + theta / (2 * M_PI));
}

double RingGeometry::radialOffset(const QPointF &pos) const
{
    const QPointF c = center();
    return std::hypot(pos.x() - c.x(), pos.y() - c.y()) - radius();
}

double RingGeometry::pixelsPerFraction(double radiusOffset) const
{
    return 2 * M_PI * (radius() + radiusOffset);
}

double RingGeometry::visibleSpan() const
{
    const double r = radius();
    const double extent = std::max(m_size.width(), m_size.height());
    if (r < 2.5 * extent)
        return 1.0;
    // Deep zoom: only a short arc around the top crosses the widget.
    const double cx = center().x();
    const double half = std::asin(std::min(1.0, (std::max(cx, m_size.width() - cx) + 60) / r));
    return std::min(1.0, 2 * half / (2 * M_PI));
}

double RingGeometry::visibleFraction() const
{
    // Angles (relative to the focus at the top) where the circle crosses a widget edge split it
    // into arcs that are wholly inside or wholly outside; test each arc's middle.
    const double r = radius();
    const QPointF c = center();
    const double w = m_size.width(), h = m_size.height();
    if (r <= 0 || w <= 0 || h <= 0)
        return 0;
    std::vector<double> cuts{-M_PI, M_PI};
    for (double x : {0.0, w}) {
        const double s = (x - c.x()) / r;
        if (std::abs(s) <= 1) {
            const double a = std::asin(s);
            cuts.push_back(a);
            cuts.push_back(a >= 0 ? M_PI - a : -M_PI - a);
        }
    }
    for (double y : {0.0, h}) {
        const double k = (c.y() - y) / r;
        if (std::abs(k) <= 1) {
            const double a = std::acos(k);
            cuts.push_back(a);
            cuts.push_back(-a);
        }
    }
    std::sort(cuts.begin(), cuts.end());
    double inside = 0;
    for (size_t i = 1; i < cuts.size(); ++i) {
        const double from = cuts[i - 1], to = cuts[i];
        if (to <= from)
            continue;
        const double mid = (from + to) / 2;
        const QPointF p(c.x() + r * std::sin(mid), c.y() - r * std::cos(mid));
        if (p.x() >= 0 && p.x() <= w && p.y() >= 0 && p.y() <= h)
            inside += to - from;
    }
    return std::clamp(inside / (2 * M_PI), 0.0, 1.0);
}

double RingGeometry::visibleFirst() const
{
    const double span = visibleSpan();
    return span >= 1.0 ? 0.0 : wrap(m_focus - span / 2);
}

bool RingGeometry::isVisible(const QPointF &pos, double margin) const
{
    return pos.x() >= -margin && pos.y() >= -margin && pos.x() <= m_size.width() + margin
        && pos.y() <= m_size.height() + margin;
}

QPolygonF RingGeometry::arcPolyline(double from, double delta, double radiusOffset) const
{
    const int steps = std::clamp(int(std::abs(delta) * pixelsPerFraction(radiusOffset) / 3), 2, 400);
    QPolygonF line;
    for (int i = 0; i <= steps; ++i) {
        const QPointF pt = pointAt(from + delta * i / steps, radiusOffset);
        if (isVisible(pt, 2000))
            line << pt;
    }
    return line;
}

} // namespace ringlab::gui
