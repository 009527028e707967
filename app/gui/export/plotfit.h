#pragma once

#include "gui/export/plot.h"

namespace ringlab::gui {

/// Draws the plot as PlotRenderer::draw does and returns how many category labels it left out
/// because their rows were too short (0 for value axes). FigureRenderer::pages() splits a figure
/// until this is 0.
int plotSkippedLabels(const Plot &plot, QPainter *painter, const QRectF &area, double fontUnits);

} // namespace ringlab::gui
