#include "gui/ring/ringgeometry.h"

#include <QtMath>

#include <algorithm>
#include <cmath>

namespace ringlab::gui {

namespace {
constexpr double kBandOutside = 34; // room the band and labels need outside the radius
}

double RingGeometry::wrap(double f)
{
    f -= std::floor(f);
    return f >= 1.0 ? 0.0 : f;
}

void RingGeometry::setFocus(double fraction)
{
    m_focus = wrap(fraction);
}

double RingGeometry::baseRadius() const
{
    return std::max(40.0, std::min(m_size.width(), m_size.height()) / 2 - kBandOutside - 10);
}

QPointF RingGeometry::center() const
{
    // The top of the circle drifts from its zoom-1 place towards the upper third as we zoom, so
    // deep zooms show the stretch of circle in a comfortable place.
    const double r0 = baseRadius();
    const double top = m_size.height() / 2 - r0 * (0.30 + 0.70 / m_zoom);
    return QPointF(m_size.width() / 2, top + radius());
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
    const double half = std::asin(std::min(1.0, (m_size.width() / 2 + 60) / r));
    return std::min(1.0, 2 * half / (2 * M_PI));
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

} // namespace ringlab::gui
