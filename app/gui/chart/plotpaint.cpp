#include "gui/chart/plotfit.h"
#include "gui/chart/plotlayout.h"

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

QPen seriesPen(const PlotSeries &s, const QColor &colour, double k)
{
    QPen pen(colour, s.lineWidthPt * 96.0 / 72.0 * k);
    pen.setStyle(s.dash);
    pen.setCapStyle(Qt::FlatCap);
    pen.setJoinStyle(Qt::RoundJoin);
    return pen;
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

namespace {

/// The order series are drawn in: areas and bars first, then the solid lines, then the dashed
/// and dotted ones; scatters (markers only) are left to paintMarkers().
QList<int> seriesOrder(const Plot &plot)
{
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
    return order;
}

/// Bars of series number `barIndex` of `barSeries`, side by side in each category.
void paintBars(QPainter *painter, const Plot &plot, const PlotLayout &layout, const PlotSeries &s, const QColor &c,
               int barSeries, int barIndex)
{
    const Scale &sx = layout.sx, &sy = layout.sy;
    const bool horizontalBars = !plot.y.categories.isEmpty();
    const double group = 0.8, width = group / std::max(1, barSeries);
    const double offset = -group / 2 + width * barIndex;
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
}

void paintBand(QPainter *painter, const PlotLayout &layout, const PlotSeries &s, const QColor &c)
{
    const Scale &sx = layout.sx, &sy = layout.sy;
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
}

void paintErrorBars(QPainter *painter, const PlotLayout &layout, const PlotSeries &s, const QColor &c)
{
    const double k = layout.m.k;
    const Scale &sx = layout.sx, &sy = layout.sy;
    const double ms = s.markerPt * 96.0 / 72.0 * k;
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
}

void paintLine(QPainter *painter, const PlotLayout &layout, const PlotSeries &s, const QColor &c)
{
    QPainterPath path;
    layout.forEachShown(s, [&](QPointF q, bool joined) {
        if (joined)
            path.lineTo(q);
        else
            path.moveTo(q);
    });
    painter->setPen(seriesPen(s, c, layout.m.k));
    painter->setBrush(Qt::NoBrush);
    painter->drawPath(path);
}

} // namespace

// --- series --- (areas, bars, error bars and lines; markers follow in paintMarkers())
void paintSeries(QPainter *painter, const Plot &plot, const PlotLayout &layout)
{
    int barSeries = 0, barIndex = 0;
    for (const PlotSeries &s : plot.series)
        barSeries += s.kind == PlotSeries::Bars;
    for (int i : seriesOrder(plot)) {
        const PlotSeries &s = plot.series[i];
        const QColor c = layout.colours[i];
        switch (s.kind) {
        case PlotSeries::Band: paintBand(painter, layout, s, c); break;
        case PlotSeries::Bars: paintBars(painter, plot, layout, s, c, barSeries, barIndex++); break;
        case PlotSeries::ErrorBars: paintErrorBars(painter, layout, s, c); break;
        case PlotSeries::Scatter: break; // markers only, drawn by paintMarkers()
        case PlotSeries::Line:
        case PlotSeries::LineMarkers: paintLine(painter, layout, s, c); break;
        }
    }
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
