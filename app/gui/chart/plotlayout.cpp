#include "gui/chart/plotlayout.h"
#include "gui/chart/plotfit.h"

#include "gui/chart/figuretext.h"

#include <QLineF>
#include <QPainter>

#include <algorithm>
#include <cmath>
#include <limits>

namespace ringlab::gui::plotdetail {

namespace {

/// Lines of height per label on a log y axis: a decade's labels that far apart never touch.
constexpr double kLogLabelPitch = 1.3;

void dataRange(const Plot &plot, bool x, double *lo, double *hi)
{
    const bool log = x ? plot.x.log : plot.y.log;
    double a = std::numeric_limits<double>::infinity(), b = -a;
    auto take = [&](double v) {
        if (std::isfinite(v) && (!log || v > 0)) {
            a = std::min(a, v);
            b = std::max(b, v);
        }
    };
    for (const PlotSeries &s : plot.series) {
        for (int i = 0; i < s.points.size(); ++i) {
            take(x ? s.points[i].x() : s.points[i].y());
            if (!x && i < s.low.size())
                take(s.low[i]);
            if (!x && i < s.high.size())
                take(s.high[i]);
        }
        if (!x && s.kind == PlotSeries::Bars)
            take(0);
    }
    for (const PlotReference &r : plot.references)
        if ((r.orientation == Qt::Vertical) == x)
            take(r.value);
    if (!std::isfinite(a)) {
        a = log ? 1 : 0;
        b = log ? 10 : 1;
    }
    *lo = a;
    *hi = b;
}

/// Colours in series order (Okabe–Ito, skipping yellow on white for lines).
QList<QColor> seriesColours(const Plot &plot)
{
    QList<QColor> colours;
    int next = 0;
    for (const PlotSeries &s : plot.series) {
        if (s.colour.isValid()) {
            colours << s.colour;
            continue;
        }
        QColor c = okabeIto(next++);
        if (c == okabeIto(4))
            c = okabeIto(next++);
        colours << c;
    }
    return colours;
}

/// The x axis's block below the plot.
XAxisBlock layoutXAxisBlock(const Plot &plot, const PlotMetrics &m, const QRectF &area)
{
    XAxisBlock block;
    block.title = FigureText::wrap(plot.x.title, m.font, m.device, area.width());
    const double xTitleHeight = plot.x.title.isEmpty() ? 0 : block.title.size() * m.ls;
    block.labelsHeight = m.ls;
    block.height = m.tickLen + 0.3 * m.f + block.labelsHeight + (xTitleHeight > 0 ? 0.2 * m.f + xTitleHeight : 0);
    return block;
}

/// The least height the plot keeps for its data.
double leastPlotHeight(const Plot &plot, const PlotMetrics &m, const QRectF &area)
{
    // A value chart keeps at least 40% of the area (and five lines) for its data: with a long legend
    // below it (15 entries in a column figure) the plot would be a sliver and its axis title would
    // run into the legend.
    double minPlot = plot.y.categories.isEmpty() ? std::max(5.0 * m.ls, 0.4 * area.height()) : 2.0 * m.ls;
    // A log y axis keeps room for a label at every decade (kLogLabelPitch lines each): at a column
    // figure's height the lookup-time chart labelled only every other decade (1,000 and 10).
    if (plot.y.log && plot.y.categories.isEmpty() && plot.y.autoRange) {
        double lo, hi;
        dataRange(plot, false, &lo, &hi);
        const AxisTicks all = PlotRenderer::ticks(lo, hi, true, 1000, true);
        minPlot = std::max(minPlot, (std::log10(all.max / all.min) + 0.5) * kLogLabelPitch * m.ls);
    }
    return minPlot;
}

/// The legend's layout at font size lf: the columns that give the shortest legend.
void layoutLegendAt(LegendLayout &legend, const PlotMetrics &m, QPainter *painter, const QRectF &area, const double lf)
{
    const double f = m.f, ls = m.ls;
    const QPaintDevice *device = m.device;
    QList<LegendEntry> &entries = legend.entries;
    legend.font = m.font;
    legend.lineSpacing = ls;
    legend.glyph = 2.4 * f;
    legend.glyphGap = 0.4 * f;
    legend.columnGap = 1.2 * f;
    legend.columns = 1;
    legend.columnWidth = 0;
    legend.rowHeights.clear();
    legend.height = 0;
    double bestHeight = std::numeric_limits<double>::infinity();
    {
        const QFont candidateFont = FigureText::font(painter, lf);
        const QFontMetricsF lm(candidateFont, const_cast<QPaintDevice *>(device));
        const double g = 2.4 * lf, gg = 0.4 * lf, cg = 1.2 * lf;
        double natural = 0;
        for (const LegendEntry &e : std::as_const(entries))
            natural = std::max(natural, g + gg + lm.horizontalAdvance(e.series->name));
        for (int c = 1; c <= std::min<int>(4, int(entries.size())); ++c) {
            const double width = std::min(natural, (area.width() - (c - 1) * cg) / c);
            if (width < g + gg + 4 * lf)
                break;
            QList<QStringList> wrapped;
            bool fits = true;
            for (const LegendEntry &e : std::as_const(entries)) {
                wrapped << FigureText::wrap(e.series->name, candidateFont, device, width - g - gg);
                for (const QString &line : std::as_const(wrapped.last()))
                    fits = fits && lm.horizontalAdvance(line) <= width - g - gg + 0.01;
            }
            if (!fits)
                continue;
            QList<double> heights;
            double total = 0;
            for (int i = 0; i < entries.size(); i += c) {
                int lines = 1;
                for (int j = i; j < std::min<int>(i + c, int(entries.size())); ++j)
                    lines = std::max<int>(lines, int(wrapped[j].size()));
                heights << lines * lm.lineSpacing();
                total += lines * lm.lineSpacing();
            }
            if (total < bestHeight - 1e-6) {
                bestHeight = total;
                legend.font = candidateFont;
                legend.lineSpacing = lm.lineSpacing();
                legend.glyph = g;
                legend.glyphGap = gg;
                legend.columnGap = cg;
                legend.columns = c;
                legend.columnWidth = width;
                legend.rowHeights = heights;
                for (int j = 0; j < entries.size(); ++j)
                    entries[j].lines = wrapped[j];
            }
        }
    }
    if (legend.rowHeights.isEmpty()) {
        // Nothing fitted (a tiny canvas): one column at the base font, wrapped at the full width.
        legend.columns = 1;
        legend.columnWidth = area.width();
        bestHeight = 0;
        for (LegendEntry &e : entries) {
            e.lines = FigureText::wrap(e.series->name, m.font, device,
                                       std::max(1.0, legend.columnWidth - legend.glyph - legend.glyphGap));
            legend.rowHeights << e.lines.size() * ls;
            bestHeight += legend.rowHeights.last();
        }
    }
    legend.height = bestHeight + m.pad;
}

// --- legend (outside the plot, below it): the columns that give the shortest legend at the
// figure's base font; entries wrap at spaces, never elided. Every legend is at the base font
// where the plot keeps its least height (so one chart's legend does not read smaller than its
// neighbours'): an export that lacks the room is made taller (the shortfall is reported,
// FigureRenderer::pages()). Only a canvas that cannot grow (an on-screen chart, an export
// already at its tallest) takes the legend's font down, in steps, to what leaves the plot
// its height, the largest of its 5% steps that fits, never under 7 pt (below that the plot
// gives up some of its least height instead). ---
LegendLayout layoutLegend(const PlotLayout &layout, const Plot &plot, QPainter *painter, double plotTop, bool canGrow)
{
    const PlotMetrics &m = layout.m;
    const double f = m.f;
    LegendLayout legend;
    for (int i = 0; i < plot.series.size(); ++i) {
        const PlotSeries &s = plot.series[i];
        if (!s.inLegend || s.name.isEmpty())
            continue;
        legend.entries << LegendEntry{&s, layout.colours[i], {s.name}, 0};
    }
    legend.font = m.font;
    legend.lineSpacing = m.ls;
    legend.glyph = 2.4 * f;
    legend.glyphGap = 0.4 * f;
    legend.columnGap = 1.2 * f;
    if (!legend.entries.isEmpty()) {
        const double smallest = std::min(f, 7.0 * 96 / 72); // 7 pt: smaller is not read on screen
        for (double lf = f;; lf = std::max(smallest, lf - 0.05 * f)) {
            layoutLegendAt(legend, m, painter, layout.area, lf);
            if (canGrow || lf <= smallest + 1e-9
                || layout.area.bottom() - legend.height - layout.xBlock.height - plotTop >= layout.minPlot)
                break;
        }
    }
    return legend;
}

/// The y axis's title in the room beside the plot.
YTitleLayout layoutYTitle(const Plot &plot, const PlotMetrics &m, double room)
{
    const QPaintDevice *device = m.device;
    YTitleLayout title;
    title.room = room;
    // A word longer than that room (German "Serverlast" beside a plot a tall legend left short)
    // was drawn past the canvas's edge and cut: the title's font then shrinks, down to 6 pt,
    // until every line fits.
    // A CJK title breaks only at its spaces and separators ("最忙服务器的负载 / 公平份额" at the " / ",
    // not inside 公平) while the font can shrink; only at 6 pt may it break inside a word.
    title.font = m.font;
    title.lines = FigureText::wrap(plot.y.title, title.font, device, room, FigureText::WrapMode::KeepWords);
    while (widestLine(title.lines, title.font, device) > room && title.font.pointSizeF() > 6.25) {
        title.font.setPointSizeF(std::max(6.0, title.font.pointSizeF() - 0.5));
        title.lines = FigureText::wrap(plot.y.title, title.font, device, room, FigureText::WrapMode::KeepWords);
    }
    if (widestLine(title.lines, title.font, device) > room)
        title.lines = FigureText::wrap(plot.y.title, title.font, device, room);
    title.lineSpacing = QFontMetricsF(title.font, const_cast<QPaintDevice *>(device)).lineSpacing();
    title.width = plot.y.title.isEmpty() ? 0 : title.lines.size() * title.lineSpacing;
    return title;
}

/// Lays the y labels out at one font, wrapped at wrapWidth, alternating sides when split; returns
/// the height of row they need.
double layoutYLabelsAt(YLabelLayout &labels, const Plot &plot, const AxisTicks &yt, const QPaintDevice *device,
                       const QFont &candidate, double wrapWidth, bool split)
{
    const QFontMetricsF cm(candidate, const_cast<QPaintDevice *>(device));
    labels.lines.clear();
    labels.width = labels.widthRight = 0;
    int most = 1;
    for (int i = 0; i < yt.labels.size(); ++i) {
        const QString &label = yt.labels[i];
        QStringList lines = plot.y.categories.isEmpty() ? QStringList{label + plot.y.suffix}
                                                        : FigureText::wrap(label, candidate, device, wrapWidth);
        double &widest = split && i % 2 == 1 ? labels.widthRight : labels.width;
        for (const QString &line : lines)
            widest = std::max(widest, cm.horizontalAdvance(line));
        most = std::max<int>(most, int(lines.size()));
        labels.lines << lines;
    }
    labels.font = candidate;
    labels.lineSpacing = cm.lineSpacing();
    const double yls = labels.lineSpacing;
    if (labels.lines.size() < 2)
        return most * yls;
    // Labels are centred on their rows: two neighbours on one side (the next row, or the one
    // after it when they alternate) need half of each other's height between their centres,
    // so a two-line label beside one-line ones needs 1.5 lines of row, not 2.
    const int step = split ? 2 : 1;
    double need = 0;
    for (int i = 0; i + step < labels.lines.size(); ++i)
        need = std::max(need, (labels.lines[i].size() + labels.lines[i + step].size()) / 2.0 * yls);
    if (split && labels.lines.size() == 2)
        need = most * yls;
    return need;
}

// Category labels on the y axis may be long: the largest font (down to 6 pt) at which they fit
// their rows, wrapped at 40% of the width, or on one line up to 60%. When the rows are too
// short for any of that (17 algorithms in a column figure), every other label goes to the
// right of the plot, so each label has two rows of height: every row keeps its label.
YLabelLayout layoutYLabels(const Plot &plot, const AxisTicks &yt, const PlotMetrics &m, QPainter *painter,
                           const QRectF &area, double plotHeightEstimate, PlotFit *fit)
{
    const double f = m.f;
    YLabelLayout labels;
    labels.font = m.font;
    labels.lineSpacing = m.ls;
    auto layoutAt = [&](const QFont &candidate, double wrapWidth, bool split) {
        return layoutYLabelsAt(labels, plot, yt, m.device, candidate, wrapWidth, split);
    };
    if (plot.y.categories.isEmpty()) {
        layoutAt(m.font, area.width(), false);
    } else {
        const double slot = plotHeightEstimate / std::max<qsizetype>(1, plot.y.categories.size());
        const double smallest = std::max(8.0, 0.6 * f) - 1e-9;
        bool fitted = false;
        for (double cf = f; cf >= smallest && !fitted; cf -= 0.1 * f) {
            const QFont candidate = FigureText::font(painter, cf);
            fitted = layoutAt(candidate, area.width() * 0.4, false) <= slot
                || (layoutAt(candidate, area.width() * 0.6, false) <= slot && labels.width <= area.width() * 0.6);
        }
        for (double cf = f; cf >= smallest && !fitted && plot.y.categories.size() > 1; cf -= 0.1 * f) {
            const QFont candidate = FigureText::font(painter, cf);
            labels.twoSided = fitted = layoutAt(candidate, area.width() * 0.3, true) <= 2 * slot;
        }
        if (!fitted) // nothing fits: one side at the smallest font, labels that would touch are left out
            layoutAt(FigureText::font(painter, smallest), area.width() * 0.4, false);
        if (fit)
            fit->twoSided = labels.twoSided;
    }
    return labels;
}

/// The x ticks: fewer until the labels fit side by side in `room`.
AxisTicks layoutXTicks(const Plot &plot, const PlotMetrics &m, double xLo, double xHi, double room, double *widest)
{
    // Bars standing on a value x axis (servers by rank) are 0.8 wide around their x: the axis
    // runs half a slot past the first and the last, which the nice ticks cut in half at the frame
    // (the live figure's 100th bar ended at the frame's 100).
    PlotAxis xAxis = plot.x;
    bool bars = false;
    for (const PlotSeries &s : plot.series)
        bars = bars || (s.kind == PlotSeries::Bars && !s.points.isEmpty());
    if (bars && xAxis.autoRange && !xAxis.log && xAxis.categories.isEmpty() && plot.y.categories.isEmpty()) {
        xAxis.autoRange = false;
        xAxis.min = xLo - 0.5;
        xAxis.max = xHi + 0.5;
    }
    AxisTicks xt;
    double xLabelWidest = 0;
    for (int target = 10; target >= 2; --target) {
        xt = PlotRenderer::axisTicks(xAxis, xLo, xHi, target);
        xLabelWidest = 0;
        for (const QString &label : std::as_const(xt.labels))
            xLabelWidest = std::max(xLabelWidest, m.fm.horizontalAdvance(label + plot.x.suffix));
        if (!plot.x.categories.isEmpty() || plot.x.log || xt.values.size() * (xLabelWidest + m.f) <= room)
            break;
    }
    *widest = xLabelWidest;
    return xt;
}

} // namespace

PlotMetrics::PlotMetrics(QPainter *painter, double units)
    : f(units), k(std::clamp(units / 12.0, 0.8, 2.5)), font(FigureText::font(painter, units)), device(painter->device()),
      fm(font, const_cast<QPaintDevice *>(device)), ls(fm.lineSpacing()), tickLen(0.35 * units), pad(0.5 * units)
{
}

double widestLine(const QStringList &lines, const QFont &font, const QPaintDevice *device)
{
    const QFontMetricsF m(font, const_cast<QPaintDevice *>(device));
    double widest = 0;
    for (const QString &line : lines)
        widest = std::max(widest, m.horizontalAdvance(line));
    return widest;
}

/// Lays the whole chart out except the reference lines' labels: legend, axis titles, tick labels
/// and the plot rectangle between them.
PlotLayout layoutPlot(const Plot &plot, QPainter *painter, const QRectF &area, double f, PlotFit *fit)
{
    PlotLayout layout(painter, area, f);
    const PlotMetrics &m = layout.m;
    const double ls = m.ls, tickLen = m.tickLen, pad = m.pad;
    layout.colours = seriesColours(plot);

    // --- the x axis's block below the plot, and the least height the plot keeps ---
    layout.xBlock = layoutXAxisBlock(plot, m, area);
    const double plotTop = area.top() + std::max(0.6 * ls, pad);
    layout.minPlot = leastPlotHeight(plot, m, area);

    layout.legend = layoutLegend(layout, plot, painter, plotTop, fit != nullptr);

    // --- axis titles and ticks ---
    double plotBottom = area.bottom() - layout.legend.height - layout.xBlock.height;
    const double plotHeightEstimate = std::max(2 * ls, plotBottom - plotTop);
    // The y title may use the whole height beside the plot, not only the plot's.
    layout.yTitle = layoutYTitle(plot, m, std::max(2 * ls, plotBottom - area.top()));

    double xLo, xHi, yLo, yHi;
    dataRange(plot, true, &xLo, &xHi);
    dataRange(plot, false, &yLo, &yHi);
    const int yTarget = plot.y.log ? std::max(2, int(plotHeightEstimate / (kLogLabelPitch * ls)) + 1)
                                   : std::clamp(int(plotHeightEstimate / (2.5 * ls)), 2, 8);
    layout.yt = PlotRenderer::axisTicks(plot.y, yLo, yHi, yTarget);
    layout.yLabels = layoutYLabels(plot, layout.yt, m, painter, area, plotHeightEstimate, fit);
    const YLabelLayout &yl = layout.yLabels;
    const double yTitleWidth = layout.yTitle.width;
    const double plotLeft = area.left() + (yTitleWidth > 0 ? yTitleWidth + 0.3 * f : 0) + yl.width + tickLen + 0.3 * f;
    double plotRight = area.right() - (yl.twoSided ? yl.widthRight + tickLen + 0.3 * f : pad);
    layout.xt = layoutXTicks(plot, m, xLo, xHi, plotRight - plotLeft, &layout.xLabelWidest);
    const AxisTicks &xt = layout.xt;
    if (!xt.labels.isEmpty() && plot.x.categories.isEmpty()) {
        const double last = m.fm.horizontalAdvance(xt.labels.last() + plot.x.suffix);
        plotRight = std::min(plotRight, area.right() - last / 2);
    }
    // The plot's shortfall below its least height (at the base font's legend) is reported:
    // FigureRenderer::pages() makes the canvas taller.
    if (fit)
        fit->shortBy = std::max(0.0, layout.minPlot - (plotBottom - plotTop));
    plotBottom = std::max(plotTop + 2 * ls, plotBottom);
    const QRectF plotRect(QPointF(plotLeft, plotTop), QPointF(std::max(plotLeft + 2 * f, plotRight), plotBottom));
    if (fit)
        fit->plotRect = plotRect;
    layout.plotRect = plotRect;

    layout.sx = Scale{xt.min, xt.max, plot.x.log && plot.x.categories.isEmpty(), plotRect.left(), plotRect.right()};
    layout.sy = Scale{layout.yt.min, layout.yt.max, plot.y.log && plot.y.categories.isEmpty(), plotRect.bottom(), plotRect.top()};
    if (!plot.y.categories.isEmpty())
        std::swap(layout.sy.from, layout.sy.to); // first category at the top
    return layout;
}

} // namespace ringlab::gui::plotdetail
