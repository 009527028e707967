#pragma once

#include <QCoreApplication>
#include "ringcore/analysis/removalmatrix.h"
#include "gui/chart/figure.h"

#include <QColor>
#include <QImage>
#include <QList>
#include <QStringList>
#include <QRectF>
#include <QString>

class QPainter;
class QFontMetricsF;

namespace ringlab::gui {
struct AxisTicks;
}

namespace ringlab::gui {

/// Draws a removal matrix as a heatmap (rows: removed server, columns: receiving server,
/// colour: fraction of the removed server's keys). One QImage pixel per cell, scaled without
/// smoothing, so 1,000 × 1,000 cells paint as fast as 10 × 10. Shared by the on-screen view
/// and the figure export.
class HeatmapPainter
{
    Q_DECLARE_TR_FUNCTIONS(ringlab::gui::HeatmapPainter) // the context lupdate writes into translations/*.ts
public:
    /// Colour of a value on the shared scale [0, scaleMax] (perceptually ordered, colour-blind safe).
    static QColor colour(double value, double scaleMax);
    /// The matrix as an image (cols × rows); white where a row was not computed.
    static QImage image(const ringcore::RemovalMatrix &matrix, double scaleMax);
    /// Largest cell of the matrix (0 when empty).
    static double maxValue(const ringcore::RemovalMatrix &matrix);
    /// Where the cells go inside `area` (leaves room for axis titles).
    static QRectF cellArea(const QRectF &area);
    /// Paints title, cells, axis titles into area.
    static void paint(QPainter *painter, const QRectF &area, const ringcore::RemovalMatrix &matrix,
                      const QString &title, double scaleMax);
    /// A vertical colour bar for [0, scaleMax] with labels.
    static void paintScale(QPainter *painter, const QRectF &area, double scaleMax);

    /// The cells as vector rectangles, one per cell (SVG and PDF exports: crisp at any zoom, exact
    /// colours, no image). Matrices above kMaxVectorCells cells fall back to the lossless image
    /// drawn without smoothing.
    static void paintCells(QPainter *painter, const QRectF &cells, const ringcore::RemovalMatrix &matrix, double scaleMax);
    static constexpr size_t kMaxVectorCells = 250000;

    /// The exported figure body: the matrices side by side on one colour scale, each with its
    /// label above and axis titles, then a colour bar with nice ticks. Text is sized from the
    /// painter's font (the figure's base font), wraps instead of being clipped, and stays inside area.
    /// With `layout`, paints nothing and says instead the height area lacks (cells of at least
    /// kMinFigureCellsIn a side, every label whole and inside) and where the cells go.
    /// A label that would wrap over a small panel is replaced by its short form (shortLabels).
    static void paintFigure(QPainter *painter, const QRectF &area, const QList<const ringcore::RemovalMatrix *> &matrices,
                            const QStringList &labels, double scaleMax, PaintedLayout *layout = nullptr,
                            const QStringList &shortLabels = {});
    /// Ticks naming the first, middle and last server along both axes of `cells` (row names only
    /// with rowLabels: the first panel, whose y axis every panel shares).
    static void paintTicks(QPainter *painter, const QRectF &cells, const QStringList &names, double f, double ls,
                           bool rowLabels);

private:
    /// The colour scale beside the panels: bands, ticks in percent, the "none" swatch and the
    /// scale's title turned on its side.
    static void paintColourBar(QPainter *painter, const QRectF &bar, const QRectF &area, const AxisTicks &ticks,
                               double scaleMax, double f, double labelWidth, const QString &barTitle, double titleWidth);
    /// "Removed server" turned on its side left of the first panel's tick labels (left out when it does not fit).
    static void paintYTitle(QPainter *painter, const QRectF &cells, double tickBlock, double f);
    /// The panels' titles (the short ones when a long one wraps) and their x-axis titles, wrapped
    /// to `width`; `height` grows to the tallest.
    static QList<QStringList> wrapLabels(const QPainter *painter, const QStringList &labels, const QStringList &shortLabels,
                                         int n, double width, double *height);
    static QList<QStringList> wrapXTitles(const QPainter *painter, const QList<const ringcore::RemovalMatrix *> &matrices,
                                          int n, double width, double *height);
    /// paintFigure()'s check of its layout: the height the area lacks (0 when it fits).
    static PaintedLayout figureLayout(const QPainter *painter, double f, const QRectF &area, double cellsTop,
                                      double xTitleHeight, double side, double panelWidth, const QList<QStringList> &wrapped,
                                      const QList<QStringList> &xTitles, const QString &barTitle, double titleWidth,
                                      const AxisTicks &ticks, double scaleMax, double labelWidth);
    /// The least side of a matrix in the exported figure (inches): smaller cells are unreadable.
    static constexpr double kMinFigureCellsIn = 0.75;
};

} // namespace ringlab::gui
