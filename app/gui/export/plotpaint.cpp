#include "gui/export/plotfit.h"
#include "gui/export/plotlayout.h"

#include <QLineF>
#include <QMultiHash>
#include <QPainter>
#include <QPainterPath>
#include <QPolygonF>
#include <QSet>
#include <QTransform>

#include <algorithm>
#include <cmath>
#include <limits>
#include <numbers>

namespace ringlab::gui::plotdetail {

namespace {

/// A marker at c; `hollow` draws its outline only (with the painter's pen), so that a marker it
/// lands on stays visible.
void drawMarker(QPainter *p, PlotSeries::Marker marker, QPointF c, double size, const QColor &colour, bool hollow = false)
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

QPen seriesPen(const PlotSeries &s, const QColor &colour, double k)
{
    QPen pen(colour, s.lineWidthPt * 96.0 / 72.0 * k);
    pen.setStyle(s.dash);
    pen.setCapStyle(Qt::FlatCap);
    pen.setJoinStyle(Qt::RoundJoin);
    return pen;
}

QColor edgeOf(const PlotSeries &s)
{
    return s.markerEdge.isValid() ? s.markerEdge : QColor(Qt::white);
}

QColor axisColour()
{
    return QColor(60, 60, 60);
}

} // namespace

// --- grid and frame ---
void paintGrid(QPainter *painter, const Plot &plot, const PlotLayout &layout)
{
    const double k = layout.m.k;
    const QRectF &plotRect = layout.plotRect;
    const QColor gridColour(225, 225, 225);
    painter->setPen(QPen(gridColour, 0.5 * k));
    for (double v : std::as_const(layout.yt.values))
        if (plot.y.categories.isEmpty())
            painter->drawLine(QPointF(plotRect.left(), layout.sy.map(v)), QPointF(plotRect.right(), layout.sy.map(v)));
    for (double v : std::as_const(layout.xt.values))
        if (plot.x.categories.isEmpty())
            painter->drawLine(QPointF(layout.sx.map(v), plotRect.top()), QPointF(layout.sx.map(v), plotRect.bottom()));
    painter->setPen(QPen(axisColour(), 0.75 * k));
    painter->setBrush(Qt::NoBrush);
    painter->drawRect(plotRect);
}

// --- tick labels (x: thinned when they would touch) ---
// Every xEvery-th tick from the first is labelled, the widest label and a gap fitting between
// two labelled ticks: a regular stride (1, 100, 10,000 on Cloudflare's axis at column size)
// reads as a scale, where dropping whichever label collides would leave uneven gaps. Every tick
// keeps its mark and grid line.
void paintXTicks(QPainter *painter, const Plot &plot, const PlotLayout &layout)
{
    const PlotMetrics &m = layout.m;
    const double f = m.f;
    const QRectF &area = layout.area, &plotRect = layout.plotRect;
    const AxisTicks &xt = layout.xt;
    const Scale &sx = layout.sx;
    painter->setPen(Qt::black);
    int xEvery = 1;
    if (!xt.values.isEmpty()) {
        const double spacing = xt.values.size() > 1 ? std::abs(sx.map(xt.values[1]) - sx.map(xt.values[0])) : plotRect.width();
        xEvery = std::max(1, int(std::ceil((layout.xLabelWidest + 0.6 * f) / std::max(1.0, spacing))));
    }
    double lastXRight = -std::numeric_limits<double>::infinity();
    for (int i = 0; i < xt.values.size(); ++i) {
        const double px = sx.map(xt.values[i]);
        painter->setPen(QPen(axisColour(), 0.75 * m.k));
        painter->drawLine(QPointF(px, plotRect.bottom()), QPointF(px, plotRect.bottom() + m.tickLen));
        if (i % xEvery != 0)
            continue;
        const QString label = xt.labels[i] + plot.x.suffix;
        const double w = m.fm.horizontalAdvance(label);
        const double left = std::clamp(px - w / 2, area.left(), area.right() - w);
        // A log axis's top tick (2 or 5 × 10^n) sits closer to its decade than the step: skip a
        // label that would touch the one before it.
        if (left < lastXRight + 0.3 * f)
            continue;
        lastXRight = left + w;
        painter->setPen(Qt::black);
        painter->drawText(QRectF(left, plotRect.bottom() + m.tickLen + 0.3 * f, w + 1, m.ls),
                          Qt::AlignLeft | Qt::AlignTop | Qt::TextDontClip, label);
    }
}

/// The y ticks and their labels, on one side or alternating; a label that would touch the one
/// before it on its side is left out (and counted in fit). Leaves the painter at the base font.
void paintYTicks(QPainter *painter, const Plot &plot, const PlotLayout &layout, PlotFit *fit)
{
    const PlotMetrics &m = layout.m;
    const double f = m.f, tickLen = m.tickLen;
    const QRectF &area = layout.area, &plotRect = layout.plotRect;
    const AxisTicks &yt = layout.yt;
    const YLabelLayout &yl = layout.yLabels;
    const double yls = yl.lineSpacing;
    double lastBottom[2] = {-std::numeric_limits<double>::infinity(), -std::numeric_limits<double>::infinity()};
    for (int i = 0; i < yt.values.size(); ++i) {
        const double py = layout.sy.map(yt.values[i]);
        const int side = yl.twoSided ? i % 2 : 0; // 1: right of the plot
        painter->setPen(QPen(axisColour(), 0.75 * m.k));
        if (side == 0)
            painter->drawLine(QPointF(plotRect.left() - tickLen, py), QPointF(plotRect.left(), py));
        else
            painter->drawLine(QPointF(plotRect.right(), py), QPointF(plotRect.right() + tickLen, py));
        const QStringList &lines = yl.lines[i];
        const double h = lines.size() * yls;
        double top = std::clamp(py - h / 2, area.top(), area.bottom() - h);
        // Sorted top to bottom for categories, bottom to top for values: skip a label that would touch.
        const bool down = !plot.y.categories.isEmpty();
        // Values: a gap of a sixth of a line between neighbours (spread-cv's "2" and "1" touched).
        if (down ? top < lastBottom[side] : (i > 0 && top + h + yls / 6 > lastBottom[side])) {
            if (fit && down)
                ++fit->skippedLabels;
            continue;
        }
        lastBottom[side] = down ? top + h : top;
        painter->setPen(Qt::black);
        painter->setFont(yl.font);
        for (int l = 0; l < lines.size(); ++l) {
            if (side == 0)
                painter->drawText(QRectF(plotRect.left() - tickLen - 0.3 * f - yl.width, top + l * yls, yl.width, yls),
                                  Qt::AlignRight | Qt::AlignTop | Qt::TextDontClip, lines[l]);
            else
                painter->drawText(QRectF(plotRect.right() + tickLen + 0.3 * f, top + l * yls, yl.widthRight, yls),
                                  Qt::AlignLeft | Qt::AlignTop | Qt::TextDontClip, lines[l]);
        }
    }
    painter->setFont(m.font);
}

// --- axis titles ---
void paintAxisTitles(QPainter *painter, const Plot &plot, const PlotLayout &layout)
{
    const PlotMetrics &m = layout.m;
    const double f = m.f, ls = m.ls;
    const QRectF &area = layout.area, &plotRect = layout.plotRect;
    const QStringList &xTitle = layout.xBlock.title;
    for (int l = 0; l < xTitle.size(); ++l)
        painter->drawText(QRectF(area.left(), plotRect.bottom() + m.tickLen + 0.3 * f + layout.xBlock.labelsHeight + 0.2 * f + l * ls,
                                 area.width(), ls),
                          Qt::AlignHCenter | Qt::AlignTop | Qt::TextDontClip, xTitle[l]);
    if (!plot.y.title.isEmpty()) {
        const YTitleLayout &yTitle = layout.yTitle;
        painter->save();
        painter->setFont(yTitle.font);
        const double widest = widestLine(yTitle.lines, yTitle.font, m.device);
        const double low = area.top() + widest / 2, high = std::max(low, plotRect.bottom() - widest / 2);
        const double centre = std::clamp(plotRect.center().y(), low, high);
        painter->translate(area.left(), centre);
        painter->rotate(-90);
        for (int l = 0; l < yTitle.lines.size(); ++l)
            painter->drawText(QRectF(-yTitle.room / 2, l * yTitle.lineSpacing, yTitle.room, yTitle.lineSpacing),
                              Qt::AlignHCenter | Qt::AlignTop | Qt::TextDontClip, yTitle.lines[l]);
        painter->restore();
    }
}

// --- series --- (areas, bars, error bars and lines; markers follow in paintMarkers())
void paintSeries(QPainter *painter, const Plot &plot, const PlotLayout &layout)
{
    const double k = layout.m.k;
    const Scale &sx = layout.sx, &sy = layout.sy;
    int barSeries = 0, barIndex = 0;
    for (const PlotSeries &s : plot.series)
        barSeries += s.kind == PlotSeries::Bars;
    const bool horizontalBars = !plot.y.categories.isEmpty();
    // Series that coincide must not hide each other (issue 12): areas and bars first, then the solid
    // lines, then the dashed and dotted ones (reference curves such as 1/N, drawn over the data they
    // coincide with, where their gaps leave the line beneath visible), then every marker above every
    // line. Series keep their order inside a layer.
    QList<int> order;
    for (int layer = 0; layer < 3; ++layer)
        for (int i = 0; i < plot.series.size(); ++i) {
            const PlotSeries &s = plot.series[i];
            const bool line = s.kind == PlotSeries::Line || s.kind == PlotSeries::LineMarkers;
            const int l = !line ? (s.kind == PlotSeries::Scatter ? -1 : 0) : s.dash == Qt::SolidLine ? 1 : 2;
            if (l == layer)
                order << i;
        }
    for (int i : std::as_const(order)) {
        const PlotSeries &s = plot.series[i];
        const QColor c = layout.colours[i];
        const double ms = s.markerPt * 96.0 / 72.0 * k;
        switch (s.kind) {
        case PlotSeries::Band: {
            QPolygonF polygon;
            for (int j = 0; j < s.points.size() && j < s.high.size(); ++j)
                if (sx.valid(s.points[j].x()) && sy.valid(s.high[j]))
                    polygon << layout.toPoint(s.points[j].x(), s.high[j]);
            for (int j = std::min<int>(int(s.points.size()), int(s.low.size())) - 1; j >= 0; --j)
                if (sx.valid(s.points[j].x()) && sy.valid(s.low[j]))
                    polygon << layout.toPoint(s.points[j].x(), s.low[j]);
            QColor fill = c;
            fill.setAlphaF(0.25);
            painter->setPen(Qt::NoPen);
            painter->setBrush(fill);
            painter->drawPolygon(polygon);
            break;
        }
        case PlotSeries::Bars: {
            const double group = 0.8, width = group / std::max(1, barSeries);
            const double offset = -group / 2 + width * barIndex++;
            painter->setPen(Qt::NoPen);
            painter->setBrush(c);
            for (const QPointF &p : s.points) {
                QRectF bar;
                if (horizontalBars)
                    bar = QRectF(QPointF(sx.map(std::max(sx.min, plot.x.log ? sx.min : 0.0)), sy.map(p.y() + offset)),
                                 QPointF(sx.map(p.x()), sy.map(p.y() + offset + width * 0.92)));
                else
                    bar = QRectF(QPointF(sx.map(p.x() + offset), sy.map(p.y())),
                                 QPointF(sx.map(p.x() + offset + width * 0.92), sy.map(plot.y.log ? sy.min : 0.0)));
                painter->drawRect(bar.normalized());
            }
            break;
        }
        case PlotSeries::ErrorBars: {
            painter->setPen(seriesPen(s, c, k));
            for (int j = 0; j < s.points.size() && j < s.low.size() && j < s.high.size(); ++j) {
                const double x = s.points[j].x();
                if (!sx.valid(x) || !sy.valid(s.low[j]) || !sy.valid(s.high[j]))
                    continue;
                const QPointF a = layout.toPoint(x, s.low[j]), b = layout.toPoint(x, s.high[j]);
                painter->drawLine(a, b);
                painter->drawLine(a - QPointF(ms * 0.4, 0), a + QPointF(ms * 0.4, 0));
                painter->drawLine(b - QPointF(ms * 0.4, 0), b + QPointF(ms * 0.4, 0));
            }
            break;
        }
        case PlotSeries::Scatter: // markers only, drawn below
            break;
        case PlotSeries::Line:
        case PlotSeries::LineMarkers: {
            QPainterPath path;
            layout.forEachShown(s, [&](QPointF q, bool joined) {
                if (joined)
                    path.lineTo(q);
                else
                    path.moveTo(q);
            });
            painter->setPen(seriesPen(s, c, k));
            painter->setBrush(Qt::NoBrush);
            painter->drawPath(path);
            break;
        }
        }
    }
}

// Markers, above every line. A line with many points whose neighbours have as many marks every
// n-th point of the n such series, each from its own phase, so that where the curves coincide
// every series still shows its marks; a marker landing on another series' marker is drawn
// hollow, leaving the one beneath visible.
QSet<const PlotSeries *> paintMarkers(QPainter *painter, const Plot &plot, const PlotLayout &layout)
{
    QSet<const PlotSeries *> hollowSeries; // every marker drawn as an outline: so is its legend glyph
    const PlotMetrics &m = layout.m;
    const double k = m.k, f = m.f, ls = m.ls;
    const QRectF &plotRect = layout.plotRect;
    const Scale &sx = layout.sx, &sy = layout.sy;
    struct Thinning
    {
        qsizetype every = 1, phase = 0;
    };
    QList<Thinning> thin(plot.series.size());
    {
        QList<int> dense;
        for (int i = 0; i < plot.series.size(); ++i)
            if (plot.series[i].kind == PlotSeries::LineMarkers && plot.series[i].points.size() >= 12)
                dense << i;
        if (dense.size() > 1)
            for (int r = 0; r < dense.size(); ++r)
                if (plot.series[dense[r]].points.size() >= 3 * dense.size())
                    thin[dense[r]] = {dense.size(), r};
    }
    // The markers drawn so far, in cells of the largest "coincides" distance (a scatter of
    // thousands of points stays linear).
    double cell = 1;
    for (const PlotSeries &s : plot.series)
        cell = std::max(cell, 0.6 * s.markerPt * 96.0 / 72.0 * k);
    QMultiHash<quint64, std::pair<int, QPointF>> drawn;
    auto cellOf = [cell](double v) { return qint64(std::floor(v / cell)); };
    auto key = [](qint64 cx, qint64 cy) { return (quint64(quint32(cx)) << 32) | quint32(cy); };
    for (int i = 0; i < plot.series.size(); ++i) {
        const PlotSeries &s = plot.series[i];
        const QColor c = layout.colours[i];
        const double ms = s.markerPt * 96.0 / 72.0 * k;
        if (s.kind != PlotSeries::LineMarkers && s.kind != PlotSeries::Scatter)
            continue;
        int drawnMarkers = 0, hollowMarkers = 0;
        QPen outline(s.marker == PlotSeries::Cross || s.marker == PlotSeries::Plus ? c : edgeOf(s),
                     (s.marker == PlotSeries::Cross || s.marker == PlotSeries::Plus ? 1.5 : 0.6) * k);
        painter->setPen(outline);
        for (qsizetype j = 0; j < s.points.size(); ++j) {
            const QPointF &p = s.points[j];
            if (!sx.valid(p.x()) || !sy.valid(p.y()))
                continue;
            if (s.kind == PlotSeries::LineMarkers && thin[i].every > 1 && j % thin[i].every != thin[i].phase)
                continue;
            const QPointF at = layout.toPoint(p.x(), p.y());
            bool covers = false;
            const qint64 cx = cellOf(at.x()), cy = cellOf(at.y());
            for (qint64 dx = -1; dx <= 1 && !covers; ++dx)
                for (qint64 dy = -1; dy <= 1 && !covers; ++dy)
                    for (auto it = drawn.constFind(key(cx + dx, cy + dy));
                         it != drawn.cend() && it.key() == key(cx + dx, cy + dy); ++it)
                        if (it->first != i && QLineF(it->second, at).length() < 0.6 * ms) {
                            covers = true;
                            break;
                        }
            const bool stroke = s.marker == PlotSeries::Cross || s.marker == PlotSeries::Plus;
            const bool hollow = (covers || s.open) && !stroke;
            painter->setPen(hollow ? QPen(c, 1.3 * k) : outline);
            drawMarker(painter, s.marker, at, ms, c, hollow);
            drawn.insert(key(cx, cy), {i, at});
            ++drawnMarkers;
            hollowMarkers += hollow;
        }
        if (s.open || (drawnMarkers > 0 && hollowMarkers == drawnMarkers))
            hollowSeries.insert(&s);
        // A category chart whose x range leaves an outlier out (Compare: one algorithm 15x
        // the fair share while the rest sit at 1-2): the marker at the right edge, its value
        // written beside it, so that the other rows keep a readable scale.
        if (!plot.y.categories.isEmpty() && !plot.x.log && !plot.x.autoRange)
            for (const QPointF &p : s.points)
                if (std::isfinite(p.x()) && p.x() > sx.max && sy.valid(p.y())) {
                    const QPointF at(plotRect.right() - ms, sy.map(p.y()));
                    painter->setPen(outline);
                    drawMarker(painter, s.marker, at, ms, c);
                    const QString text = QStringLiteral("%1 \u2192").arg(PlotRenderer::number(p.x(), 1));
                    const double w = m.fm.horizontalAdvance(text);
                    painter->setPen(Qt::black);
                    painter->drawText(QRectF(at.x() - ms - 0.2 * f - w, at.y() - ls / 2, w + 1, ls),
                                      Qt::AlignLeft | Qt::AlignTop | Qt::TextDontClip, text);
                }
    }
    return hollowSeries;
}

// --- reference lines, labelled where the layout above found room ---
void paintReferences(QPainter *painter, const Plot &plot, const PlotLayout &layout)
{
    const QRectF &plotRect = layout.plotRect;
    for (int ri = 0; ri < plot.references.size(); ++ri) {
        const PlotReference &r = plot.references[ri];
        QLineF line;
        if (r.orientation == Qt::Horizontal) {
            if (!layout.sy.valid(r.value))
                continue;
            const double py = layout.sy.map(r.value);
            line = QLineF(QPointF(plotRect.left(), py), QPointF(plotRect.right(), py));
        } else {
            if (!layout.sx.valid(r.value))
                continue;
            const double px = layout.sx.map(r.value);
            line = QLineF(QPointF(px, plotRect.top()), QPointF(px, plotRect.bottom()));
        }
        // A white halo under the dark dashes: the line stays visible over bars of any colour, in
        // grayscale too (the Traffic chart's mean line vanished on its blue bars in gray).
        painter->setPen(QPen(QColor(255, 255, 255, 230), 2.4 * layout.m.k, Qt::SolidLine, Qt::FlatCap));
        painter->drawLine(line);
        painter->setPen(QPen(QColor(40, 40, 40), 0.9 * layout.m.k, Qt::DashLine, Qt::FlatCap));
        painter->drawLine(line);
        if (!layout.referenceLabels[ri].isNull()) {
            painter->setPen(QColor(60, 60, 60));
            painter->drawText(layout.referenceLabels[ri], Qt::AlignLeft | Qt::AlignTop | Qt::TextDontClip, r.label);
        }
    }
}

// --- legend ---
void paintLegend(QPainter *painter, const PlotLayout &layout, const QSet<const PlotSeries *> &hollow)
{
    const PlotMetrics &m = layout.m;
    const double f = m.f, k = m.k;
    const QRectF &area = layout.area;
    const LegendLayout &legend = layout.legend;
    const int columns = legend.columns;
    const double columnWidth = legend.columnWidth, glyph = legend.glyph, glyphGap = legend.glyphGap;
    const double lls = legend.lineSpacing;
    double y = area.bottom() - legend.height + m.pad;
    const double legendWidth = columns * columnWidth + (columns - 1) * legend.columnGap;
    const double x0 = area.left() + std::max(0.0, (area.width() - legendWidth) / 2);
    for (int row = 0; row * columns < legend.entries.size(); ++row) {
        for (int col = 0; col < columns; ++col) {
            const int index = row * columns + col;
            if (index >= legend.entries.size())
                break;
            const LegendEntry &e = legend.entries[index];
            const PlotSeries &s = *e.series;
            const double x = x0 + col * (columnWidth + legend.columnGap);
            const QRectF g(x, y + (lls - 0.8 * f) / 2, glyph, 0.8 * f);
            const QPointF mid(g.center());
            const double ms = s.markerPt * 96.0 / 72.0 * k;
            switch (s.kind) {
            case PlotSeries::Band:
            case PlotSeries::Bars: {
                QColor fill = e.colour;
                if (s.kind == PlotSeries::Band)
                    fill.setAlphaF(0.25);
                painter->setPen(Qt::NoPen);
                painter->setBrush(fill);
                painter->drawRect(g.adjusted(0, 0.1 * f, 0, -0.1 * f));
                break;
            }
            case PlotSeries::ErrorBars:
                painter->setPen(seriesPen(s, e.colour, k));
                painter->drawLine(QPointF(mid.x(), g.top()), QPointF(mid.x(), g.bottom()));
                break;
            case PlotSeries::Line:
            case PlotSeries::LineMarkers:
            case PlotSeries::Scatter:
                if (s.kind != PlotSeries::Scatter) {
                    painter->setPen(seriesPen(s, e.colour, k));
                    painter->drawLine(QPointF(g.left(), mid.y()), QPointF(g.right(), mid.y()));
                }
                if (s.kind != PlotSeries::Line) {
                    // As the plot draws it: an outline where every marker of the series is one.
                    const bool stroke = s.marker == PlotSeries::Cross || s.marker == PlotSeries::Plus;
                    const bool open = hollow.contains(&s) && !stroke;
                    painter->setPen(open ? QPen(e.colour, 1.3 * k)
                                         : QPen(stroke ? e.colour : edgeOf(s), (stroke ? 1.5 : 0.6) * k));
                    drawMarker(painter, s.marker, mid, ms, e.colour, open);
                }
                break;
            }
            painter->setPen(Qt::black);
            painter->setFont(legend.font);
            for (int l = 0; l < e.lines.size(); ++l)
                painter->drawText(QRectF(x + glyph + glyphGap, y + l * lls, columnWidth - glyph - glyphGap, lls),
                                  Qt::AlignLeft | Qt::AlignTop | Qt::TextDontClip, e.lines[l]);
        }
        y += legend.rowHeights[row];
    }
}

} // namespace ringlab::gui::plotdetail
