#pragma once

#include "gui/chart/figure.h"
#include "gui/export/figuresize.h"
#include "gui/chart/figuretext.h"

#include <QSizeF>

class QPainter;
class QRectF;

namespace ringlab::gui {

/// One page of an exported figure: the figure (or one part of a split chart) and its size.
struct FigurePage
{
    Figure figure;
    FigureSize size;
};

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
    /// The figure as it is exported at `size`, as one or more pages, each a figure and the size
    /// it is drawn at, never taller than `size` (issue 34). When the layout does not fit, a chart
    /// leaves out its optional series; a value chart or painted figure then its caption's version,
    /// then its caption (Figure::captionShown); a table takes its font down to 6 pt, then splits;
    /// a category chart is split into consecutive rows, as few parts as fit ("… (1 of 2)", name
    /// "…-part1", the same x range in every part, tidy data of its own rows). A page that still
    /// does not fit is refused by FigureExporter::fitsSize. A PNG of a page of W × H in at D dpi
    /// is round(W·D) × round(H·D) pixels.
    static QList<FigurePage> pages(const Figure &figure, const FigureSize &size);
    /// How tall pages() may make a figure of this size: the height asked for, for every kind (an
    /// author's column is a fixed box; issue 34).
    static double tallestIn(const FigureSize &size);
    /// The least height (0.05 in steps, up to FigureSize::kMaxInches) at which the figure fits at
    /// size's width and font, for a refusal that names it; 0 when even that is not enough.
    static double neededHeightIn(const Figure &figure, const FigureSize &size);
    /// The least font a table is taken down to before it is split into parts (docs/figures.md).
    static constexpr double kMinTableFontPt = 6.0;
    /// Whether a page from pages() fits: false for a table too narrow (or short) for one row even
    /// at 6 pt, which draws a note naming the room it lacks instead, and for a painted figure (a
    /// ring, heatmaps) whose font is too large for the width (FigureExporter refuses to write it).
    static bool fits(const FigurePage &page);
    /// The largest font (in half points, at most size.fontPt) at which the figure, laid out as
    /// pages() lays it out, fits `size`; 0 when it does not fit even at the smallest font.
    static double largestFontThatFits(const Figure &figure, const FigureSize &size);
    /// Where a painted figure's drawings (the ring, each heatmap) go at this size, in units of
    /// 1/96 in; empty for a figure without Figure::layout.
    static QList<QRectF> drawings(const Figure &figure, const FigureSize &size);
    /// Every text the figure draws at this size and DPI, as boxes in device pixels of the PNG
    /// (the canvas is size.pixels(dpi)), recorded exactly as the PNG export paints them.
    static QList<TextBox> textBoxes(const Figure &figure, const FigureSize &size, int dpi = 96);
    /// Where a chart's data area lies at this size (units of 1/96 in); empty for painted figures.
    static QRectF plotRect(const Figure &figure, const FigureSize &size);
    /// How a chart maps its data at this size (units of 1/96 in): where a value is drawn.
    static PlotFrame plotFrame(const Figure &figure, const FigureSize &size);
};

} // namespace ringlab::gui
