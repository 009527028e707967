#include "gui/export/plot.h"
#include "gui/export/plotfit.h"

#include "gui/export/figuretext.h"

#include <QFontMetricsF>
#include <QMultiHash>
#include <QLineF>
#include <QLocale>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>
#include <limits>

namespace ringlab::gui {

QColor okabeIto(int index)
{
    static const QColor colours[] = {QColor(0x00, 0x00, 0x00), QColor(0xE6, 0x9F, 0x00), QColor(0x56, 0xB4, 0xE9),
                                     QColor(0x00, 0x9E, 0x73), QColor(0xF0, 0xE4, 0x42), QColor(0x00, 0x72, 0xB2),
                                     QColor(0xD5, 0x5E, 0x00), QColor(0xCC, 0x79, 0xA7)};
    return colours[((index % 8) + 8) % 8];
}

namespace {

/// Lines of height per label on a log y axis: a decade's labels that far apart never touch.
constexpr double kLogLabelPitch = 1.3;

double niceStep(double raw)
{
    if (!(raw > 0) || !std::isfinite(raw))
        return 1;
    const double decade = std::pow(10.0, std::floor(std::log10(raw)));
    const double f = raw / decade;
    const double nice = f <= 1.0 ? 1 : f <= 2.0 ? 2 : f <= 5.0 ? 5 : 10;
    return nice * decade;
}

int decimalsFor(double step)
{
    if (!(step > 0))
        return 0;
    return std::clamp(int(-std::floor(std::log10(step) + 1e-9)), 0, 10);
}

/// Maps data values along one axis onto a pixel interval.
struct Scale
{
    double min = 0, max = 1;
    bool log = false;
    double from = 0, to = 1; // pixel positions of min and max
    bool valid(double v) const { return std::isfinite(v) && (!log || v > 0); }
    double map(double v) const
    {
        const double a = log ? std::log10(min) : min;
        const double b = log ? std::log10(max) : max;
        const double t = ((log ? std::log10(v) : v) - a) / (b - a);
        return from + t * (to - from);
    }
};

AxisTicks axisTicksOf(const PlotAxis &axis, double dataMin, double dataMax, int target)
{
    if (!axis.categories.isEmpty()) {
        AxisTicks t;
        t.min = -0.5;
        t.max = axis.categories.size() - 0.5;
        for (int i = 0; i < axis.categories.size(); ++i) {
            t.values << i;
            t.labels << axis.categories[i];
        }
        return t;
    }
    if (!axis.autoRange)
        return PlotRenderer::ticks(axis.min, axis.max, axis.log, target, false);
    return PlotRenderer::ticks(dataMin, dataMax, axis.log, target, true);
}

AxisTicks axisTicks(const PlotAxis &axis, double dataMin, double dataMax, int target)
{
    AxisTicks t = axisTicksOf(axis, dataMin, dataMax, target);
    if (!axis.integer || axis.log || !axis.categories.isEmpty())
        return t;
    // Whole numbers only, labelled without decimals: ranks 1, 2, 3 (not 1.0, 1.2 … 3.0).
    AxisTicks whole;
    whole.min = t.min;
    whole.max = t.max;
    const long long first = std::llround(std::ceil(t.min - 1e-9)), last = std::llround(std::floor(t.max + 1e-9));
    const long long count = last - first + 1;
    const long long every = std::max(1LL, std::llround(std::ceil(double(count) / std::max(2, target))));
    // Keep the ticks() steps when they are whole already (1, 2, 5, 10 … apart), else every `every`.
    bool allWhole = !t.values.isEmpty();
    for (double v : std::as_const(t.values))
        allWhole = allWhole && std::abs(v - std::round(v)) < 1e-9;
    if (allWhole) {
        for (double v : std::as_const(t.values)) {
            whole.values << v;
            whole.labels << PlotRenderer::number(v, 0);
        }
        return whole;
    }
    for (long long v = first; v <= last; v += every) {
        whole.values << double(v);
        whole.labels << PlotRenderer::number(double(v), 0);
    }
    return whole;
}

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

struct LegendEntry
{
    const PlotSeries *series;
    QColor colour;
    QStringList lines;
    double width = 0;
};

} // namespace

QString PlotRenderer::number(double value, int decimals)
{
    if (std::abs(value) < 1e-12)
        value = 0;
    return QLocale().toString(value, 'f', decimals);
}

AxisTicks PlotRenderer::axisTicks(const PlotAxis &axis, double dataMin, double dataMax, int target)
{
    return ringlab::gui::axisTicks(axis, dataMin, dataMax, target);
}

AxisTicks PlotRenderer::ticks(double min, double max, bool log, int target, bool expand)
{
    AxisTicks t;
    target = std::max(2, target);
    if (log) {
        min = std::max(min, 1e-300);
        max = std::max(max, min);
        double a = std::log10(min), b = std::log10(max);
        if (expand) {
            // Down to the decade at or below the data, up to the first 1-2-5 value at or above it
            // (data up to 1.02 end at 2, not 10: a decade of empty plot above the data).
            a = std::floor(a + 1e-9);
            const double decade = std::floor(b + 1e-9);
            double top = decade + 1;
            for (double m : {1.0, 2.0, 5.0})
                if (decade + std::log10(m) >= b - 1e-9) {
                    top = decade + std::log10(m);
                    break;
                }
            b = top <= a + 1e-9 ? a + 1 : top;
        }
        t.min = std::pow(10.0, a);
        t.max = std::pow(10.0, b);
        const int lo = int(std::floor(a + 1e-9)), hi = int(std::ceil(b - 1e-9));
        const int decades = hi - lo;
        // The top tick when it is no decade (an expanded range ending at 2 or 5 × 10^n).
        const double topDecade = std::floor(b + 1e-9);
        const bool topOnDecade = std::abs(b - topDecade) < 1e-9;
        auto addTop = [&] {
            if (!topOnDecade && (t.values.isEmpty() || t.values.last() < t.max * (1 - 1e-9))) {
                t.values << t.max;
                t.labels << number(t.max, std::max(0, -int(topDecade)));
            }
        };
        if (decades <= 1) {
            // A short range: 1-2-5 inside each decade.
            for (int e = lo; e <= hi; ++e)
                for (double m : {1.0, 2.0, 5.0}) {
                    const double v = m * std::pow(10.0, e);
                    if (v >= t.min * (1 - 1e-9) && v <= t.max * (1 + 1e-9)) {
                        t.values << v;
                        t.labels << number(v, std::max(0, -e));
                    }
                }
        } else {
            // Every decade when `target` labels allow it, else every second (third …) one, the
            // top decade always among them.
            const int top = int(topDecade), count = top - lo + 1 + (topOnDecade ? 0 : 1);
            const int every = std::max(1, int(std::ceil(double(count) / target)));
            for (int e = lo; e <= hi; ++e) {
                if ((top - e) % every != 0)
                    continue;
                const double v = std::pow(10.0, e);
                if (v >= t.min * (1 - 1e-9) && v <= t.max * (1 + 1e-9)) {
                    t.values << v;
                    t.labels << number(v, std::max(0, -e));
                }
            }
            addTop();
        }
        return t;
    }
    if (!(max > min)) {
        const double pad = std::abs(min) > 0 ? std::abs(min) * 0.1 : 1.0;
        min -= pad;
        max += pad;
    }
    const double step = niceStep((max - min) / target);
    if (expand) {
        min = std::floor(min / step + 1e-9) * step;
        max = std::ceil(max / step - 1e-9) * step;
    }
    t.min = min;
    t.max = max;
    const int decimals = decimalsFor(step);
    for (double v = std::ceil(min / step - 1e-9) * step; v <= max + step * 1e-6; v += step) {
        t.values << v;
        t.labels << number(v, decimals);
    }
    return t;
}

QPointF PlotFrame::map(double x, double y) const
{
    auto along = [](double v, double lo, double hi, bool log, double from, double to) {
        const double a = log ? std::log10(lo) : lo, b = log ? std::log10(hi) : hi;
        return from + ((log ? std::log10(v) : v) - a) / (b - a) * (to - from);
    };
    return QPointF(along(x, xMin, xMax, xLog, plotRect.left(), plotRect.right()),
                   yDown ? along(y, yMin, yMax, yLog, plotRect.top(), plotRect.bottom())
                         : along(y, yMin, yMax, yLog, plotRect.bottom(), plotRect.top()));
}

namespace {
PlotFrame drawPlot(const Plot &plot, QPainter *painter, const QRectF &area, double f, PlotFit *fit);
} // namespace

PlotFrame PlotRenderer::draw(const Plot &plot, QPainter *painter, const QRectF &area, double f)
{
    return drawPlot(plot, painter, area, f, nullptr);
}

PlotFit plotFit(const Plot &plot, QPainter *painter, const QRectF &area, double fontUnits)
{
    PlotFit fit;
    drawPlot(plot, painter, area, fontUnits, &fit);
    return fit;
}

namespace {

/// The base font and the lengths derived from it, shared by every step of a plot's layout and
/// painting.
struct PlotMetrics
{
    PlotMetrics(QPainter *painter, double units)
        : f(units), k(std::clamp(units / 12.0, 0.8, 2.5)), font(FigureText::font(painter, units)),
          device(painter->device()), fm(font, const_cast<QPaintDevice *>(device)), ls(fm.lineSpacing()),
          tickLen(0.35 * units), pad(0.5 * units)
    {
    }
    double f;     // the base font's size (units)
    double k;     // line widths and marker sizes scale with it
    QFont font;
    const QPaintDevice *device;
    QFontMetricsF fm;
    double ls;    // the base font's line spacing
    double tickLen;
    double pad;
};

/// The x axis's block below the plot: its tick labels' line and its title, wrapped to the area.
struct XAxisBlock
{
    QStringList title;
    double labelsHeight = 0;
    double height = 0; // ticks, labels and title
};

/// The legend below the plot: its entries' lines, font, columns and rows.
struct LegendLayout
{
    QList<LegendEntry> entries;
    QFont font;
    double lineSpacing = 0;
    double glyph = 0, glyphGap = 0, columnGap = 0;
    int columns = 1;
    double columnWidth = 0;
    QList<double> rowHeights;
    double height = 0; // 0: no legend
};

/// The y axis's title, written upwards beside the plot.
struct YTitleLayout
{
    QFont font;
    QStringList lines;
    double room = 0; // the length a line may take along the axis
    double lineSpacing = 0;
    double width = 0; // across the axis; 0: no title
};

/// The y axis's tick or category labels: their lines, font and the widths they take on each side.
struct YLabelLayout
{
    QList<QStringList> lines; // per tick
    double width = 0;         // left of the plot
    double widthRight = 0;    // right of the plot (twoSided)
    bool twoSided = false;    // every other label on the right
    QFont font;
    double lineSpacing = 0;
};

/// Everything drawPlot() decided before it paints: where each part of the chart goes and at which
/// font.
struct PlotLayout
{
    PlotLayout(QPainter *painter, const QRectF &canvas, double units) : area(canvas), m(painter, units) {}

    QRectF area;
    PlotMetrics m;
    QList<QColor> colours; // per series
    XAxisBlock xBlock;
    double minPlot = 0; // the least height the plot keeps
    LegendLayout legend;
    YTitleLayout yTitle;
    AxisTicks yt;
    YLabelLayout yLabels;
    AxisTicks xt;
    double xLabelWidest = 0;
    QRectF plotRect;
    Scale sx, sy;
    QList<QRectF> referenceLabels; // per reference; null: no label drawn in the plot

    QPointF toPoint(double x, double y) const { return QPointF(sx.map(x), sy.map(y)); }
    /// Calls visit(q, joined) for each point of s that both scales can show, at its place q in the
    /// figure; joined is true when the point before it was shown too (a line runs between them).
    template <typename Visit>
    void forEachShown(const PlotSeries &s, const Visit &visit) const
    {
        bool started = false;
        for (const QPointF &p : s.points) {
            if (!sx.valid(p.x()) || !sy.valid(p.y())) {
                started = false;
                continue;
            }
            visit(toPoint(p.x(), p.y()), started);
            started = true;
        }
    }
    PlotFrame frame(const Plot &plot) const
    {
        return PlotFrame{plotRect, sx.min, sx.max, sy.min, sy.max, sx.log, sy.log, !plot.y.categories.isEmpty()};
    }
};

QColor axisColour()
{
    return QColor(60, 60, 60);
}

double widestLine(const QStringList &lines, const QFont &font, const QPaintDevice *device)
{
    const QFontMetricsF m(font, const_cast<QPaintDevice *>(device));
    double widest = 0;
    for (const QString &line : lines)
        widest = std::max(widest, m.horizontalAdvance(line));
    return widest;
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
    AxisTicks xt;
    double xLabelWidest = 0;
    for (int target = 10; target >= 2; --target) {
        xt = axisTicks(plot.x, xLo, xHi, target);
        xLabelWidest = 0;
        for (const QString &label : std::as_const(xt.labels))
            xLabelWidest = std::max(xLabelWidest, m.fm.horizontalAdvance(label + plot.x.suffix));
        if (!plot.x.categories.isEmpty() || plot.x.log || xt.values.size() * (xLabelWidest + m.f) <= room)
            break;
    }
    *widest = xLabelWidest;
    return xt;
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
    layout.yt = axisTicks(plot.y, yLo, yHi, yTarget);
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

// --- where the reference-line labels go: inside the plot, beside their line, on no series'
// line or marker (nor bar or error bar) and apart from each other. A label with no such place
// (data all along its line) goes into the legend as a dashed-line entry: the plot is laid out
// again with it there, before anything is drawn. ---
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
            if (!plotRect.contains(box) || obstacles.hit(box))
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
        if (down ? top < lastBottom[side] : (i > 0 && top + h > lastBottom[side])) {
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
void paintMarkers(QPainter *painter, const Plot &plot, const PlotLayout &layout)
{
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
        QPen outline(s.marker == PlotSeries::Cross || s.marker == PlotSeries::Plus ? c : QColor(Qt::white),
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
            painter->setPen(covers && !stroke ? QPen(c, 1.3 * k) : outline);
            drawMarker(painter, s.marker, at, ms, c, covers);
            drawn.insert(key(cx, cy), {i, at});
        }
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
}

// --- reference lines, labelled where the layout above found room ---
void paintReferences(QPainter *painter, const Plot &plot, const PlotLayout &layout)
{
    const QRectF &plotRect = layout.plotRect;
    for (int ri = 0; ri < plot.references.size(); ++ri) {
        const PlotReference &r = plot.references[ri];
        painter->setPen(QPen(QColor(90, 90, 90), 0.9 * layout.m.k, Qt::DashLine));
        if (r.orientation == Qt::Horizontal) {
            if (!layout.sy.valid(r.value))
                continue;
            const double py = layout.sy.map(r.value);
            painter->drawLine(QPointF(plotRect.left(), py), QPointF(plotRect.right(), py));
        } else {
            if (!layout.sx.valid(r.value))
                continue;
            const double px = layout.sx.map(r.value);
            painter->drawLine(QPointF(px, plotRect.top()), QPointF(px, plotRect.bottom()));
        }
        if (!layout.referenceLabels[ri].isNull()) {
            painter->setPen(QColor(60, 60, 60));
            painter->drawText(layout.referenceLabels[ri], Qt::AlignLeft | Qt::AlignTop | Qt::TextDontClip, r.label);
        }
    }
}

// --- legend ---
void paintLegend(QPainter *painter, const PlotLayout &layout)
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
                    const bool stroke = s.marker == PlotSeries::Cross || s.marker == PlotSeries::Plus;
                    painter->setPen(QPen(stroke ? e.colour : QColor(Qt::white), (stroke ? 1.5 : 0.6) * k));
                    drawMarker(painter, s.marker, mid, ms, e.colour);
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

/// Lays the plot out, then paints it: grid, ticks and their labels, axis titles, series, markers,
/// reference lines and the legend.
PlotFrame drawPlot(const Plot &plot, QPainter *painter, const QRectF &area, double f, PlotFit *fit)
{
    painter->save();
    PlotLayout layout = layoutPlot(plot, painter, area, f, fit);
    painter->setFont(layout.m.font);
    const QList<int> homeless = placeReferenceLabels(layout, plot);
    if (!homeless.isEmpty()) {
        painter->restore();
        return drawPlot(withLabelsInLegend(plot, homeless), painter, area, f, fit);
    }

    paintGrid(painter, plot, layout);
    paintXTicks(painter, plot, layout);
    paintYTicks(painter, plot, layout, fit);
    paintAxisTitles(painter, plot, layout);

    painter->save();
    const double k = layout.m.k;
    painter->setClipRect(layout.plotRect.adjusted(-3 * k, -3 * k, 3 * k, 3 * k));
    paintSeries(painter, plot, layout);
    paintMarkers(painter, plot, layout);
    paintReferences(painter, plot, layout);
    painter->restore();

    paintLegend(painter, layout);
    painter->restore();
    return layout.frame(plot);
}

} // namespace

} // namespace ringlab::gui
