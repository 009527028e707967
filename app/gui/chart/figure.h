#pragma once

#include "gui/chart/plot.h"

#include <QJsonObject>
#include <QList>
#include <QRectF>
#include <QString>
#include <QStringList>
#include <QVariant>

#include <functional>

class QPainter;
class QRectF;

namespace ringlab::gui {

/// The numbers behind one figure, as a table (written as CSV and JSON).
struct FigureData
{
    QStringList columns;
    QList<QVariantList> rows;
};

/// How a painted figure (a ring, heatmaps) lays out in its body: the height it lacks for every
/// label and its drawings at their least size, and where the drawings went (FigureRenderer::pages()
/// makes the page taller until nothing is lacking; tests check nothing is drawn over them).
struct PaintedLayout
{
    double shortBy = 0;      ///< units (1/96 in) of height the body lacks; > 0 also when it is too narrow
    QList<QRectF> drawings; ///< the ring's square, each heatmap's cells (body coordinates)
};

/// A table as it is drawn (TableFigure): the header and the display text of every row. Kept
/// beside the painter so that FigureRenderer::pages() can make a long table taller or split its
/// rows into parts.
struct FigureTable
{
    QStringList headers;
    QList<QStringList> shown;
    bool isEmpty() const { return headers.isEmpty(); }
};

/// One exportable figure: how to draw it plus the data and parameters that reproduce it.
/// A figure is a recipe, not a widget: a Plot (drawn by PlotRenderer on screen and in every
/// export) or a painter, so exporting never disturbs what the page shows and works headless.
struct Figure
{
    QString name;           ///< file-safe base name, e.g. "spread-cv"
    QString title;          ///< translated title drawn above the chart
    QString caption;        ///< parameters line; the exporter appends RingLab's version
    QJsonObject parameters; ///< written into the JSON export
    QJsonObject experiment; ///< the experiment the figure was computed from (JSON export), when known
    FigureData data;
    /// Paints the figure body into the rectangle (for non-chart figures such as heatmaps). The
    /// painter's font is the figure's base font (its pixel size in units of 1/96 in); painters size
    /// their text from it, so the figure keeps its layout at every size and DPI.
    std::function<void(QPainter *, const QRectF &)> paint;
    /// A painted figure's layout in the rectangle at the painter's font, when it can tell whether
    /// it fits (else the figure is drawn at the size asked, as it comes out).
    std::function<PaintedLayout(QPainter *, const QRectF &)> layout;
    /// The chart as data, drawn by PlotRenderer on the page (PlotWidget) and in exports: the
    /// same layout at any size, legend glyphs that match the series, nice ticks, no elision.
    /// Either this or paint.
    Plot plot;
    /// A table figure's cells (set by TableFigure::fromModel, with paint); empty for others.
    FigureTable table;
    /// Draw every series even where the optional ones (PlotSeries::optional) leave the figure no
    /// room at its size (`ringlab-cli figure --all-series`); else they are left out there and the
    /// caption says how many (the CSV and JSON keep them).
    bool allSeries = false;
    /// How much of the caption the drawing shows. A figure that does not fit its size with the
    /// whole caption (a gallery chart's five lines in a column) leaves out RingLab's version, then
    /// the caption (FigureRenderer::pages()); the JSON, the SVG's <desc> and the PNG's Description
    /// keep fullCaption(), and `ringlab-cli figure` says so.
    enum class CaptionShown { Full, WithoutVersion, None };
    CaptionShown captionShown = CaptionShown::Full;

    bool isValid() const { return !name.isEmpty() && (paint || !plot.isEmpty()); }
    /// The plot's points in long form: figure, series, label, x, y, y_low, y_high.
    static FigureData tidy(const QString &figure, const Plot &plot);
    /// The caption with "RingLab x.y.z" appended.
    QString fullCaption() const;
    /// The caption as the drawing shows it (captionShown): fullCaption(), the caption alone, or "".
    QString drawnCaption() const;
    /// Whether the plot has series that may be left out (PlotSeries::optional).
    bool hasOptionalSeries() const;
    /// The figure without its optional series, its caption naming how many were left out.
    Figure withoutOptionalSeries() const;
};

} // namespace ringlab::gui
