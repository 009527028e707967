#pragma once

#include <QPointF>
#include <QPolygonF>
#include <QRectF>
#include <QSizeF>

namespace ringlab::gui {

/// Maps fractions of the hash space to widget coordinates and back, for a circle that can be
/// zoomed and turned. Fraction 0 is at the top and fractions grow clockwise. At zoom z the
/// radius is z times the base radius; the focus fraction stays at the top, so deep zooms show
/// a nearly straight stretch of a huge circle. Everything is computed in doubles so that single
/// points of an 8,388,608-entry 64-bit ring stay apart.
class RingGeometry
{
public:
    void setSize(const QSizeF &size) { m_size = size; }
    void setZoom(double zoom) { m_zoom = zoom < 1 ? 1 : zoom; }
    void setFocus(double fraction);
    /// The part of the widget the circle is laid out in (callouts beside it take the rest);
    /// an empty rectangle (the default) means the whole widget.
    void setArea(const QRectF &area) { m_area = area; }
    /// Height at the bottom of the widget kept free of the circle (the view's status line).
    void setBottomReserve(double height) { m_bottomReserve = height < 0 ? 0 : height; }
    double bottomReserve() const { return m_bottomReserve; }
    QRectF area() const;

    QSizeF size() const { return m_size; }
    double zoom() const { return m_zoom; }
    double focus() const { return m_focus; }

    double baseRadius() const;
    double radius() const { return baseRadius() * m_zoom; }
    QPointF center() const;
    /// The square around the circle and what is drawn just outside it (band, ticks, labels):
    /// nothing else (callouts) is drawn over it at zoom 1.
    QRectF ringBounds() const;
    /// Room outside radius() that the band and the point labels need.
    static constexpr double kBandOutside = 34;
    /// The least base radius: a smaller area gets this circle anyway (cut off by the area's edges).
    static constexpr double kMinBaseRadius = 40;
    /// The least side of an area that holds the whole circle at zoom 1 (with its band and margin).
    static constexpr double kMinSide = 2 * (kMinBaseRadius + kBandOutside + 10);

    /// The widget position of a fraction at radius() + offset.
    QPointF pointAt(double fraction, double radiusOffset = 0) const;
    /// The fraction under a widget position (angle only), in [0, 1).
    double fractionAt(const QPointF &pos) const;
    /// Distance of a position from the centre minus radius() (negative: inside the circle).
    double radialOffset(const QPointF &pos) const;
    /// Pixels per unit fraction along the circle at radius() + offset.
    double pixelsPerFraction(double radiusOffset = 0) const;

    /// The visible part of the circle as [first, first + span) in fractions (span 1: all of it).
    double visibleFirst() const;
    double visibleSpan() const;
    /// The share of the circle (at radius()) that lies inside the widget, measured exactly from
    /// where the circle crosses the widget's edges: what "% of the circle visible" reports.
    /// visibleSpan() may be larger (it is the arc worth drawing, a superset).
    double visibleFraction() const;

    /// True when a position is inside the widget, grown by margin.
    bool isVisible(const QPointF &pos, double margin = 40) const;
    /// The arc from a fraction over delta (negative: anticlockwise) at radius() + offset as a
    /// polyline of about 3 px steps, without the points far outside the widget (deep zooms).
    QPolygonF arcPolyline(double from, double delta, double radiusOffset = 0) const;

    /// Wraps any real number into [0, 1).
    static double wrap(double fraction);

private:
    QSizeF m_size{800, 600};
    QRectF m_area;
    double m_zoom = 1;
    double m_focus = 0;
    double m_bottomReserve = 0;
};

} // namespace ringlab::gui
