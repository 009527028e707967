#pragma once

#include <QColor>
#include <QList>
#include <QPointF>
#include <QRectF>
#include <QString>
#include <QStringList>

class QPainter;

namespace ringlab::gui {

/// The Okabe–Ito palette (colour-blind safe), in its published order; black first.
QColor okabeIto(int index);

/// One axis of a Plot. Values are data coordinates; categories make it a category axis (bars).
struct PlotAxis
{
    QString title;          ///< with units, e.g. "Points per server (k)"
    bool log = false;       ///< base-10 log scale, ticks at decades
    bool autoRange = true;  ///< from the data (padded to nice ticks); else [min, max]
    double min = 0;
    double max = 1;
    QStringList categories; ///< non-empty: category axis, category i sits at value i
    QString suffix;         ///< appended to tick labels ("%")
    bool integer = false;   ///< whole-number ticks only (ranks, counts): no "1.2" between 1 and 2
};

/// One series. Colours come from the palette in series order unless set.
struct PlotSeries
{
    enum Kind { Line, Scatter, LineMarkers, Band, Bars, ErrorBars };
    /// Marker shapes: enough that a dozen series differ in shape, not colour only (grayscale).
    enum Marker { Circle, Square, Triangle, Diamond, Cross, Plus, TriangleDown, TriangleLeft, TriangleRight, Star,
                  Pentagon, Hexagon };
    Kind kind = Line;
    QString id;             ///< stable id, used as the "series" column of the tidy data
    QString name;           ///< legend text (translated)
    QColor colour;          ///< invalid: the next Okabe–Ito colour
    Qt::PenStyle dash = Qt::SolidLine;
    Marker marker = Circle;
    double lineWidthPt = 1.25;
    double markerPt = 4.5;
    QList<QPointF> points;  ///< Band and ErrorBars: (x, y) with the range in low/high
    QList<double> low;
    QList<double> high;
    QStringList labels;     ///< optional per-point labels (tidy data "label" column)
    bool inLegend = true;
    QColor markerEdge;      ///< the outline of filled markers; invalid: white (a dark edge keeps a light
                            ///< marker visible on white and on bars)
    bool open = false;      ///< markers drawn as outlines (a style of their own, in the legend too)
    /// Left out where the figure does not fit its size with it (a column figure shows the user's
    /// system and the ideal curves; other systems' markers on request: Figure::allSeries).
    bool optional = false;

    /// A series in one expression: PlotSeries::make(Scatter, id, name, okabeIto(6), Triangle).
    static PlotSeries make(Kind kind, const QString &id, const QString &name, const QColor &colour = {},
                           Marker marker = Circle)
    {
        PlotSeries s;
        s.kind = kind;
        s.id = id;
        s.name = name;
        s.colour = colour;
        s.marker = marker;
        return s;
    }
    PlotSeries &withDash(Qt::PenStyle style) { dash = style; return *this; }
    PlotSeries &withMarkerPt(double pt) { markerPt = pt; return *this; }
    PlotSeries &withLineWidthPt(double pt) { lineWidthPt = pt; return *this; }
    PlotSeries &hiddenFromLegend() { inLegend = false; return *this; }
    PlotSeries &withOpenMarkers(bool on = true) { open = on; return *this; }
    PlotSeries &withMarkerEdge(const QColor &edge) { markerEdge = edge; return *this; }
    PlotSeries &asOptional(bool on = true) { optional = on; return *this; }
    /// Appends a point (and its label, when the series has labels).
    PlotSeries &add(QPointF point, const QString &label = {})
    {
        points << point;
        if (!label.isEmpty() || !labels.isEmpty()) {
            while (labels.size() < points.size() - 1)
                labels << QString(); // earlier points had no label
            labels << label;
        }
        return *this;
    }
};

/// A horizontal or vertical reference line, labelled when it is not on a tick.
struct PlotReference
{
    Qt::Orientation orientation = Qt::Horizontal; ///< Horizontal: y = value
    double value = 0;
    QString label;
};

/// A 2-D chart described as data, drawn by PlotRenderer at any size. Used for every exported chart.
struct Plot
{
    PlotAxis x;
    PlotAxis y;
    QList<PlotSeries> series;
    QList<PlotReference> references;
    bool isEmpty() const { return series.isEmpty(); }
};

/// Tick positions and labels along one axis.
struct AxisTicks
{
    double min = 0;
    double max = 1;
    QList<double> values;
    QStringList labels;
};

/// Where PlotRenderer::draw put the data area and the ranges it mapped onto it (for hit-testing).
struct PlotFrame
{
    QRectF plotRect;
    double xMin = 0, xMax = 1, yMin = 0, yMax = 1;
    bool xLog = false, yLog = false;
    bool yDown = false; ///< category y axis: the first category at the top
    /// The widget position of a data point (x, y), as the series were drawn.
    QPointF map(double x, double y) const;
};

/// Lays out and draws a Plot into a rectangle (units: 1/96 in). Every text it draws is reported
/// through FigureText so that tests can check nothing is clipped or overlapping.
class PlotRenderer
{
public:
    /// Nice ticks for [min, max]: steps of 1, 2 or 5 × 10^n (linear, about `target` of them) or
    /// decades (log; 1-2-5 inside a decade when the range is short). Expands the range to the
    /// outer ticks when `expand`.
    static AxisTicks ticks(double min, double max, bool log, int target, bool expand);
    /// The ticks an axis gets for data in [dataMin, dataMax]: its categories, its fixed range or
    /// ticks(), whole numbers only for an integer axis.
    static AxisTicks axisTicks(const PlotAxis &axis, double dataMin, double dataMax, int target);
    /// A number as a tick label in the UI locale with `decimals` digits.
    static QString number(double value, int decimals);

    /// Draws the plot (axes, grid, series, references, legend) into area with base font `fontUnits`.
    static PlotFrame draw(const Plot &plot, QPainter *painter, const QRectF &area, double fontUnits);
};

} // namespace ringlab::gui
