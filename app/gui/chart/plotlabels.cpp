// Where a chart's reference-line labels go (placeReferenceLabels), and the legend entries of
// those that find no place (withLabelsInLegend): plotlayout.cpp lays the chart out around them.
#include "gui/chart/plotlayout.h"

#include <QLineF>

#include <algorithm>
#include <cmath>
#include <limits>

namespace ringlab::gui::plotdetail {

namespace {

/// What a reference line's label must not cover: every series' bars, error bars, markers (boxes)
/// and line segments (lines, with lineReach, half the widest series pen).
struct DataObstacles
{
    QList<QRectF> boxes;
    QList<QLineF> lines;
    double lineReach = 0; // half the widest series pen

    bool hit(const QRectF &box) const
    {
        for (const QRectF &b : std::as_const(boxes))
            if (b.intersects(box))
                return true;
        const QRectF grown = box.adjusted(-lineReach, -lineReach, lineReach, lineReach);
        const QLineF edges[] = {{grown.topLeft(), grown.topRight()}, {grown.topRight(), grown.bottomRight()},
                                {grown.bottomRight(), grown.bottomLeft()}, {grown.bottomLeft(), grown.topLeft()}};
        for (const QLineF &l : std::as_const(lines)) {
            if (grown.contains(l.p1()) || grown.contains(l.p2()))
                return true;
            for (const QLineF &e : edges)
                if (l.intersects(e, nullptr) == QLineF::BoundedIntersection)
                    return true;
        }
        return false;
    }
};

DataObstacles dataObstacles(const Plot &plot, const PlotLayout &layout)
{
    const double k = layout.m.k;
    const Scale &sx = layout.sx, &sy = layout.sy;
    DataObstacles o;
    int bars = 0, barAt = 0;
    for (const PlotSeries &s : plot.series)
        bars += s.kind == PlotSeries::Bars;
    for (const PlotSeries &s : plot.series) {
        const double ms = s.markerPt * 96.0 / 72.0 * k;
        const double half = s.lineWidthPt * 96.0 / 72.0 * k / 2 + 0.5;
        switch (s.kind) {
        case PlotSeries::Band:
            break;
        case PlotSeries::Bars: {
            const double group = 0.8, width = group / std::max(1, bars);
            const double offset = -group / 2 + width * barAt++;
            for (const QPointF &p : s.points) {
                if (!plot.y.categories.isEmpty())
                    o.boxes << QRectF(QPointF(sx.map(std::max(sx.min, plot.x.log ? sx.min : 0.0)), sy.map(p.y() + offset)),
                                      QPointF(sx.map(p.x()), sy.map(p.y() + offset + width * 0.92))).normalized();
                else
                    o.boxes << QRectF(QPointF(sx.map(p.x() + offset), sy.map(p.y())),
                                      QPointF(sx.map(p.x() + offset + width * 0.92), sy.map(plot.y.log ? sy.min : 0.0))).normalized();
            }
            break;
        }
        case PlotSeries::ErrorBars:
            o.lineReach = std::max(o.lineReach, half);
            for (int j = 0; j < s.points.size() && j < s.low.size() && j < s.high.size(); ++j)
                if (sx.valid(s.points[j].x()) && sy.valid(s.low[j]) && sy.valid(s.high[j])) {
                    const QPointF a = layout.toPoint(s.points[j].x(), s.low[j]), b = layout.toPoint(s.points[j].x(), s.high[j]);
                    o.boxes << QRectF(a, b).normalized().adjusted(-ms * 0.4 - half, -half, ms * 0.4 + half, half);
                }
            break;
        case PlotSeries::Line:
        case PlotSeries::LineMarkers:
        case PlotSeries::Scatter: {
            QPointF last;
            layout.forEachShown(s, [&](QPointF q, bool joined) {
                if (s.kind != PlotSeries::Scatter && joined)
                    o.lines << QLineF(last, q);
                if (s.kind != PlotSeries::Line) {
                    const double r = ms * 0.6 + 1.5 * k; // the marker, its outline and a hair
                    o.boxes << QRectF(q.x() - r, q.y() - r, 2 * r, 2 * r);
                }
                last = q;
            });
            if (s.kind != PlotSeries::Scatter)
                o.lineReach = std::max(o.lineReach, half);
            break;
        }
        }
    }
    return o;
}

} // namespace

// --- where the reference-line labels go: inside the plot, beside their line, on no series'
// line or marker (nor bar or error bar) and apart from each other. A label with no such place
// (data all along its line) goes into the legend as a dashed-line entry: the plot is laid out
// again with it there, before anything is drawn. ---
/// Whether `box` (reference ri's label) lies across another reference's line: "remove :9042" ran
/// over the "add :9042" line of the hit-ratio figure at the column size.
static bool crossesAnotherReference(const PlotLayout &layout, const Plot &plot, int ri, const QRectF &box)
{
    const double margin = 0.15 * layout.m.f;
    for (int rj = 0; rj < plot.references.size(); ++rj) {
        const PlotReference &o = plot.references[rj];
        if (rj == ri)
            continue;
        if (o.orientation == Qt::Vertical && layout.sx.valid(o.value)) {
            const double x = layout.sx.map(o.value);
            if (x > box.left() - margin && x < box.right() + margin)
                return true;
        } else if (o.orientation == Qt::Horizontal && layout.sy.valid(o.value)) {
            const double y = layout.sy.map(o.value);
            if (y > box.top() - margin && y < box.bottom() + margin)
                return true;
        }
    }
    return false;
}

/// Sets layout.referenceLabels; returns the references whose label found no place.
QList<int> placeReferenceLabels(PlotLayout &layout, const Plot &plot)
{
    const double f = layout.m.f, ls = layout.m.ls;
    const QRectF &plotRect = layout.plotRect;
    const Scale &sx = layout.sx, &sy = layout.sy;
    const DataObstacles obstacles = dataObstacles(plot, layout);
    QList<QRectF> &referenceLabels = layout.referenceLabels;
    QList<int> homeless;
    for (int ri = 0; ri < plot.references.size(); ++ri) {
        const PlotReference &r = plot.references[ri];
        referenceLabels << QRectF();
        const bool horizontal = r.orientation == Qt::Horizontal;
        if (r.label.isEmpty() || !(horizontal ? sy.valid(r.value) : sx.valid(r.value)))
            continue;
        const double w = layout.m.fm.horizontalAdvance(r.label) + 1;
        QList<QRectF> candidates;
        const int steps = 24;
        if (horizontal) {
            const double py = sy.map(r.value);
            const double left = plotRect.left() + 0.3 * f, right = plotRect.right() - w - 0.3 * f;
            // The ends first (right, then left), then along the line; above it, then below.
            QList<double> xs{right, left};
            for (int i = 1; i < steps; ++i)
                xs << right - (right - left) * i / steps;
            for (double x : std::as_const(xs))
                for (double top : {py - ls - 0.05 * f, py + 0.1 * f})
                    candidates << QRectF(x, top, w, ls);
        } else {
            const double px = sx.map(r.value);
            const double top = plotRect.top() + 0.1 * f, bottom = plotRect.bottom() - ls - 0.1 * f;
            for (int i = 0; i <= steps; ++i)
                for (double x : {px + 0.3 * f, px - w - 0.3 * f})
                    candidates << QRectF(x, top + (bottom - top) * i / steps, w, ls);
        }
        for (const QRectF &box : std::as_const(candidates)) {
            if (!plotRect.contains(box) || obstacles.hit(box) || crossesAnotherReference(layout, plot, ri, box))
                continue;
            bool apart = true;
            for (const QRectF &other : std::as_const(referenceLabels))
                apart = apart && (other.isNull() || !other.intersects(box));
            if (apart) {
                referenceLabels[ri] = box;
                break;
            }
        }
        if (referenceLabels[ri].isNull())
            homeless << ri;
    }
    return homeless;
}

/// The plot with the labels of the references `homeless` moved into its legend, as dashed-line
/// entries.
Plot withLabelsInLegend(const Plot &plot, const QList<int> &homeless)
{
    Plot moved = plot;
    for (int ri : std::as_const(homeless)) {
        PlotSeries entry = PlotSeries::make(PlotSeries::Line, QString(), moved.references[ri].label, QColor(90, 90, 90));
        entry.dash = Qt::DashLine;
        entry.lineWidthPt = 0.9 * 72.0 / 96.0;
        moved.series << entry;
        moved.references[ri].label.clear();
    }
    return moved;
}

} // namespace ringlab::gui::plotdetail
