#pragma once

#include "gui/export/figure.h"
#include "gui/export/figuresize.h"
#include "gui/export/figuretext.h"

#include <QSizeF>

class QPainter;
class QRectF;

namespace ringlab::gui {

/// Draws a Figure (title, body, caption) into any QPainter: an image, an SVG generator, a PDF
/// page or a clipboard pixmap. Layout is computed in units of 1/96 in from the figure's physical
/// size and font size, so the drawing is the same at every DPI; only the resolution changes.
class FigureRenderer
{
public:
    /// Paints the figure into the rectangle (0, 0, size.units()) of painter's current coordinates.
    /// The painter's device should have a logical DPI of 96 (QImage default, the SVG and PDF
    /// writers set up by FigureExporter); scale the painter for higher resolutions.
    static void render(const Figure &figure, QPainter *painter, const FigureSize &size);
    /// Compatibility: paints into target (device pixels) at `scale` device pixels per unit, the
    /// physical size being target / scale units with the default font for that width.
    static void render(const Figure &figure, QPainter *painter, const QRectF &target, qreal scale = 1.0);
    /// The figure as it is exported at `size`: itself, or, when a category chart's rows do not all
    /// get their label at this size (23 algorithms in a 3.5 × 2.45 in column figure), its rows
    /// split into consecutive parts, each a figure of exactly `size` ("… (1 of 3)", name "…-1",
    /// the same x range in every part, tidy data of its own rows). A figure never grows: a PNG
    /// of W × H in at D dpi is round(W·D) × round(H·D) pixels.
    static QList<Figure> pages(const Figure &figure, const FigureSize &size);
    /// Every text the figure draws at this size and DPI, as boxes in device pixels of the PNG
    /// (the canvas is size.pixels(dpi)), recorded exactly as the PNG export paints them.
    static QList<TextBox> textBoxes(const Figure &figure, const FigureSize &size, int dpi = 96);
};

} // namespace ringlab::gui
