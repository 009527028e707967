#pragma once

#include "gui/export/figure.h"

#include <QSizeF>

class QPainter;
class QRectF;

namespace ringlab::gui {

/// Draws a Figure (title, body, caption line) into any QPainter: an image, an SVG generator,
/// a PDF page or a clipboard pixmap. Used by the GUI's export and by the headless renderer.
class FigureRenderer
{
public:
    /// Paints the figure into target (device coordinates). `scale` is device pixels per logical
    /// pixel (DPI / 96 for images) so fonts and lines keep their size relative to the figure.
    static void render(const Figure &figure, QPainter *painter, const QRectF &target, qreal scale = 1.0);
};

} // namespace ringlab::gui
