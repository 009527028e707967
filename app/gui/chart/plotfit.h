#pragma once

#include "gui/chart/plot.h"

namespace ringlab::gui {

/// Whether a plot's layout fits the rectangle it was drawn into.
struct PlotFit
{
    int skippedLabels = 0; ///< category labels left out because their rows were too short
    double shortBy = 0;    ///< units (1/96 in) the plot area lacks below its minimum height
                           ///< (a long legend below a value chart), 0 when it has room
    bool twoSided = false; ///< category labels alternate left and right (rows too short for one side)
    QRectF plotRect;       ///< where the data area went
    QList<QRectF> drawings; ///< a painted figure's drawings (Figure::layout), in units
    PlotFrame frame;        ///< how the plot mapped its data (tests find a series' pixels)
    bool fits() const { return skippedLabels == 0 && shortBy <= 0.01; }
};

/// Draws the plot as PlotRenderer::draw does and says whether it fitted. FigureRenderer::pages()
/// makes a figure taller (up to a page) and, beyond that, splits a category chart until it fits.
PlotFit plotFit(const Plot &plot, QPainter *painter, const QRectF &area, double fontUnits);

} // namespace ringlab::gui
