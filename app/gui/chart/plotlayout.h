#pragma once

#include <QSet>

// Internal to PlotRenderer (plot.cpp, plotlayout.cpp, plotpaint.cpp), not installed: the steps in
// which drawPlot() lays a chart out (PlotLayout, layoutPlot(), placeReferenceLabels()) and then
// paints it from that layout (paintGrid() … paintLegend()).

#include "gui/chart/plot.h"

#include <QColor>
#include <QFont>
#include <QFontMetricsF>
#include <QList>
#include <QRectF>
#include <QStringList>

#include <cmath>

class QPainter;
class QPaintDevice;

namespace ringlab::gui {

struct PlotFit;

namespace plotdetail {

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

struct LegendEntry
{
    const PlotSeries *series;
    QColor colour;
    QStringList lines;
    double width = 0;
};

/// The base font and the lengths derived from it, shared by every step of a plot's layout and
/// painting.
struct PlotMetrics
{
    PlotMetrics(QPainter *painter, double units);
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

/// The widest of lines at font.
double widestLine(const QStringList &lines, const QFont &font, const QPaintDevice *device);

/// Lays the whole chart out except the reference lines' labels: legend, axis titles, tick labels
/// and the plot rectangle between them. Sets fit's twoSided, shortBy and plotRect.
PlotLayout layoutPlot(const Plot &plot, QPainter *painter, const QRectF &area, double f, PlotFit *fit);
/// Places the reference lines' labels in the plot (layout.referenceLabels); returns the references
/// whose label found no place.
QList<int> placeReferenceLabels(PlotLayout &layout, const Plot &plot);
/// The plot with the labels of the references `homeless` moved into its legend, as dashed-line
/// entries.
Plot withLabelsInLegend(const Plot &plot, const QList<int> &homeless);

/// A marker at c; `hollow` draws its outline only (with the painter's pen), so that a marker it
/// lands on stays visible (plotmarkers.cpp).
void drawMarker(QPainter *p, PlotSeries::Marker marker, QPointF c, double size, const QColor &colour, bool hollow = false);
/// The outline of a series' markers (white unless the series says otherwise).
QColor edgeOf(const PlotSeries &s);

/// Painting, in this order (later steps draw over earlier ones).
void paintGrid(QPainter *painter, const Plot &plot, const PlotLayout &layout);
void paintXTicks(QPainter *painter, const Plot &plot, const PlotLayout &layout);
void paintYTicks(QPainter *painter, const Plot &plot, const PlotLayout &layout, PlotFit *fit);
void paintAxisTitles(QPainter *painter, const Plot &plot, const PlotLayout &layout);
void paintSeries(QPainter *painter, const Plot &plot, const PlotLayout &layout);
/// Returns the series every marker of which was drawn as an outline (open, or on another's).
QSet<const PlotSeries *> paintMarkers(QPainter *painter, const Plot &plot, const PlotLayout &layout);
void paintReferences(QPainter *painter, const Plot &plot, const PlotLayout &layout);
void paintLegend(QPainter *painter, const PlotLayout &layout, const QSet<const PlotSeries *> &hollow);

} // namespace plotdetail

} // namespace ringlab::gui
