// The markers of a chart's series (paintMarkers), drawn above every line, and the marker glyphs
// the legend shares (drawMarker).
#include "gui/chart/plotlayout.h"

#include <QLineF>
#include <QMultiHash>
#include <QPainter>
#include <QPolygonF>
#include <QTransform>

#include <algorithm>
#include <cmath>
#include <numbers>

namespace ringlab::gui::plotdetail {

/// A marker at c; `hollow` draws its outline only (with the painter's pen), so that a marker it
/// lands on stays visible.
void drawMarker(QPainter *p, PlotSeries::Marker marker, QPointF c, double size, const QColor &colour, bool hollow)
{
    const double r = size / 2;
    if (hollow)
        p->setBrush(Qt::NoBrush);
    else
        p->setBrush(colour);
    switch (marker) {
    case PlotSeries::Circle: p->drawEllipse(c, r, r); break;
    case PlotSeries::Square: p->drawRect(QRectF(c.x() - r * 0.9, c.y() - r * 0.9, r * 1.8, r * 1.8)); break;
    case PlotSeries::Triangle: {
        const QPointF pts[] = {{c.x(), c.y() - r * 1.1}, {c.x() + r, c.y() + r * 0.75}, {c.x() - r, c.y() + r * 0.75}};
        p->drawPolygon(pts, 3);
        break;
    }
    case PlotSeries::Diamond: {
        const QPointF pts[] = {{c.x(), c.y() - r * 1.2}, {c.x() + r, c.y()}, {c.x(), c.y() + r * 1.2}, {c.x() - r, c.y()}};
        p->drawPolygon(pts, 4);
        break;
    }
    case PlotSeries::TriangleDown:
    case PlotSeries::TriangleLeft:
    case PlotSeries::TriangleRight: {
        // The up triangle turned by 180°, 90° or 270°.
        const double turn = marker == PlotSeries::TriangleDown ? 180 : marker == PlotSeries::TriangleLeft ? 270 : 90;
        QTransform t;
        t.translate(c.x(), c.y());
        t.rotate(turn);
        const QPointF pts[] = {t.map(QPointF(0, -r * 1.1)), t.map(QPointF(r, r * 0.75)), t.map(QPointF(-r, r * 0.75))};
        p->drawPolygon(pts, 3);
        break;
    }
    case PlotSeries::Star:
    case PlotSeries::Pentagon:
    case PlotSeries::Hexagon: {
        const int corners = marker == PlotSeries::Star ? 10 : marker == PlotSeries::Pentagon ? 5 : 6;
        QPolygonF poly;
        for (int i = 0; i < corners; ++i) {
            const double a = -std::numbers::pi / 2 + 2 * std::numbers::pi * i / corners;
            const double radius = marker == PlotSeries::Star ? (i % 2 ? 0.5 * r : 1.25 * r) : 1.05 * r;
            poly << QPointF(c.x() + radius * std::cos(a), c.y() + radius * std::sin(a));
        }
        p->drawPolygon(poly);
        break;
    }
    case PlotSeries::Cross:
        p->drawLine(QPointF(c.x() - r, c.y() - r), QPointF(c.x() + r, c.y() + r));
        p->drawLine(QPointF(c.x() - r, c.y() + r), QPointF(c.x() + r, c.y() - r));
        break;
    case PlotSeries::Plus:
        p->drawLine(QPointF(c.x() - r, c.y()), QPointF(c.x() + r, c.y()));
        p->drawLine(QPointF(c.x(), c.y() - r), QPointF(c.x(), c.y() + r));
        break;
    }
}

QColor edgeOf(const PlotSeries &s)
{
    return s.markerEdge.isValid() ? s.markerEdge : QColor(Qt::white);
}

namespace {

/// Every `every`-th marker of a series, from `phase`.
struct Thinning
{
    qsizetype every = 1, phase = 0;
};

/// A line with many points whose neighbours have as many marks every n-th point of the n such
/// series, each from its own phase.
QList<Thinning> markerThinning(const Plot &plot)
{
    QList<Thinning> thin(plot.series.size());
    QList<int> dense;
    for (int i = 0; i < plot.series.size(); ++i)
        if (plot.series[i].kind == PlotSeries::LineMarkers && plot.series[i].points.size() >= 12)
            dense << i;
    if (dense.size() > 1)
        for (int r = 0; r < dense.size(); ++r)
            if (plot.series[dense[r]].points.size() >= 3 * dense.size())
                thin[dense[r]] = {dense.size(), r};
    return thin;
}

/// The markers drawn so far, in cells of the largest "coincides" distance (a scatter of
/// thousands of points stays linear).
class DrawnMarkers
{
public:
    explicit DrawnMarkers(double cell) : m_cell(cell) {}
    /// A marker of another series than `series` lies within `distance` of `at`.
    bool covered(int series, QPointF at, double distance) const
    {
        const qint64 cx = cellOf(at.x()), cy = cellOf(at.y());
        for (qint64 dx = -1; dx <= 1; ++dx)
            for (qint64 dy = -1; dy <= 1; ++dy)
                for (auto it = m_drawn.constFind(key(cx + dx, cy + dy)); it != m_drawn.cend() && it.key() == key(cx + dx, cy + dy);
                     ++it)
                    if (it->first != series && QLineF(it->second, at).length() < distance)
                        return true;
        return false;
    }
    void add(int series, QPointF at) { m_drawn.insert(key(cellOf(at.x()), cellOf(at.y())), {series, at}); }

private:
    qint64 cellOf(double v) const { return qint64(std::floor(v / m_cell)); }
    static quint64 key(qint64 cx, qint64 cy) { return (quint64(quint32(cx)) << 32) | quint32(cy); }

    double m_cell;
    QMultiHash<quint64, std::pair<int, QPointF>> m_drawn;
};

/// A category chart whose x range leaves an outlier out (Compare: one algorithm 15x the fair
/// share while the rest sit at 1-2): the marker at the right edge, its value written beside it,
/// so that the other rows keep a readable scale.
void paintOutliers(QPainter *painter, const Plot &plot, const PlotLayout &layout, const PlotSeries &s, const QColor &c,
                   const QPen &outline)
{
    const PlotMetrics &m = layout.m;
    const double f = m.f, ls = m.ls;
    const Scale &sx = layout.sx, &sy = layout.sy;
    const double ms = s.markerPt * 96.0 / 72.0 * m.k;
    if (plot.y.categories.isEmpty() || plot.x.log || plot.x.autoRange)
        return;
    for (const QPointF &p : s.points)
        if (std::isfinite(p.x()) && p.x() > sx.max && sy.valid(p.y())) {
            const QPointF at(layout.plotRect.right() - ms, sy.map(p.y()));
            painter->setPen(outline);
            drawMarker(painter, s.marker, at, ms, c);
            const QString text = QStringLiteral("%1 \u2192").arg(PlotRenderer::number(p.x(), 1));
            const double w = m.fm.horizontalAdvance(text);
            painter->setPen(Qt::black);
            painter->drawText(QRectF(at.x() - ms - 0.2 * f - w, at.y() - ls / 2, w + 1, ls),
                              Qt::AlignLeft | Qt::AlignTop | Qt::TextDontClip, text);
        }
}

} // namespace

// Markers, above every line. A line with many points whose neighbours have as many marks every
// n-th point of the n such series, each from its own phase, so that where the curves coincide
// every series still shows its marks; a marker landing on another series' marker is drawn
// hollow, leaving the one beneath visible.
QSet<const PlotSeries *> paintMarkers(QPainter *painter, const Plot &plot, const PlotLayout &layout)
{
    QSet<const PlotSeries *> hollowSeries; // every marker drawn as an outline: so is its legend glyph
    const double k = layout.m.k;
    const Scale &sx = layout.sx, &sy = layout.sy;
    const QList<Thinning> thin = markerThinning(plot);
    double cell = 1;
    for (const PlotSeries &s : plot.series)
        cell = std::max(cell, 0.6 * s.markerPt * 96.0 / 72.0 * k);
    DrawnMarkers drawn(cell);
    for (int i = 0; i < plot.series.size(); ++i) {
        const PlotSeries &s = plot.series[i];
        const QColor c = layout.colours[i];
        const double ms = s.markerPt * 96.0 / 72.0 * k;
        if (s.kind != PlotSeries::LineMarkers && s.kind != PlotSeries::Scatter)
            continue;
        int drawnMarkers = 0, hollowMarkers = 0;
        const bool stroke = s.marker == PlotSeries::Cross || s.marker == PlotSeries::Plus;
        QPen outline(stroke ? c : edgeOf(s), (stroke ? 1.5 : 0.6) * k);
        painter->setPen(outline);
        for (qsizetype j = 0; j < s.points.size(); ++j) {
            const QPointF &p = s.points[j];
            if (!sx.valid(p.x()) || !sy.valid(p.y()))
                continue;
            if (s.kind == PlotSeries::LineMarkers && thin[i].every > 1 && j % thin[i].every != thin[i].phase)
                continue;
            const QPointF at = layout.toPoint(p.x(), p.y());
            const bool hollow = (drawn.covered(i, at, 0.6 * ms) || s.open) && !stroke;
            painter->setPen(hollow ? QPen(c, 1.3 * k) : outline);
            drawMarker(painter, s.marker, at, ms, c, hollow);
            drawn.add(i, at);
            ++drawnMarkers;
            hollowMarkers += hollow;
        }
        if (s.open || (drawnMarkers > 0 && hollowMarkers == drawnMarkers))
            hollowSeries.insert(&s);
        paintOutliers(painter, plot, layout, s, c, outline);
    }
    return hollowSeries;
}

} // namespace ringlab::gui::plotdetail
