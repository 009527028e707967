#include "gui/chart/plot.h"
#include "gui/chart/plotfit.h"
#include "gui/chart/plotlayout.h"

#include <QLocale>
#include <QPainter>

#include <algorithm>
#include <cmath>

namespace ringlab::gui {

QColor okabeIto(int index)
{
    static const QColor colours[] = {QColor(0x00, 0x00, 0x00), QColor(0xE6, 0x9F, 0x00), QColor(0x56, 0xB4, 0xE9),
                                     QColor(0x00, 0x9E, 0x73), QColor(0xF0, 0xE4, 0x42), QColor(0x00, 0x72, 0xB2),
                                     QColor(0xD5, 0x5E, 0x00), QColor(0xCC, 0x79, 0xA7)};
    return colours[((index % 8) + 8) % 8];
}

namespace {

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

namespace {

/// PlotRenderer::ticks on a log axis: 1-2-5 inside a short range, else every decade (or every
/// n-th one) that `target` labels allow.
AxisTicks logTicks(double min, double max, int target, bool expand)
{
    AxisTicks t;
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
            t.labels << PlotRenderer::number(t.max, std::max(0, -int(topDecade)));
        }
    };
    if (decades <= 1) {
        // A short range: 1-2-5 inside each decade.
        for (int e = lo; e <= hi; ++e)
            for (double m : {1.0, 2.0, 5.0}) {
                const double v = m * std::pow(10.0, e);
                if (v >= t.min * (1 - 1e-9) && v <= t.max * (1 + 1e-9)) {
                    t.values << v;
                    t.labels << PlotRenderer::number(v, std::max(0, -e));
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
                t.labels << PlotRenderer::number(v, std::max(0, -e));
            }
        }
        addTop();
    }
    return t;
}

} // namespace

AxisTicks PlotRenderer::ticks(double min, double max, bool log, int target, bool expand)
{
    target = std::max(2, target);
    if (log)
        return logTicks(min, max, target, expand);
    AxisTicks t;
    if (!(max > min)) {
        // Flat data: padded around the value; flat at 0 (nothing counted) only upwards, so a
        // chart of counts with no data never shows a negative axis (-1 to 1 "keys answered").
        if (min == 0) {
            max = 1;
        } else {
            const double pad = std::abs(min) * 0.1;
            min -= pad;
            max += pad;
        }
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

/// Lays the plot out, then paints it: grid, ticks and their labels, axis titles, series, markers,
/// reference lines and the legend.
PlotFrame drawPlot(const Plot &plot, QPainter *painter, const QRectF &area, double f, PlotFit *fit)
{
    using namespace plotdetail;
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
    const QSet<const PlotSeries *> hollow = paintMarkers(painter, plot, layout);
    paintReferences(painter, plot, layout);
    painter->restore();

    paintLegend(painter, layout, hollow);
    painter->restore();
    return layout.frame(plot);
}

} // namespace

PlotFrame PlotRenderer::draw(const Plot &plot, QPainter *painter, const QRectF &area, double f)
{
    return drawPlot(plot, painter, area, f, nullptr);
}

PlotFit plotFit(const Plot &plot, QPainter *painter, const QRectF &area, double fontUnits)
{
    PlotFit fit;
    fit.frame = drawPlot(plot, painter, area, fontUnits, &fit);
    return fit;
}

} // namespace ringlab::gui
