#include "gui/export/figurerenderer.h"

#include "gui/chart/figuretext.h"
#include "gui/chart/plotfit.h"
#include "gui/chart/tablefigure.h"

#include <QFont>
#include <QFontMetricsF>
#include <QPainter>

#include <QCoreApplication>

#include <algorithm>
#include <cmath>
#include <limits>
#include <memory>

namespace ringlab::gui {

namespace {

/// The least share of a figure's height a value chart's data area keeps in an export
/// (docs/figures.md, tst_figurelayout::plotKeepsItsShare).
constexpr double kMinPlotShare = 0.35;

/// Draws the figure; *fit (when given) gets whether the plot's layout fitted.
void renderFigure(const Figure &figure, QPainter *painter, const FigureSize &size, PlotFit *fit = nullptr)
{
    const QSizeF units = size.units();
    const double f = size.fontUnits();
    const double margin = 0.5 * f;
    const QRectF area(margin, margin, units.width() - 2 * margin, units.height() - 2 * margin);
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setRenderHint(QPainter::TextAntialiasing);
    painter->fillRect(QRectF(QPointF(0, 0), units), Qt::white);

    const QFont titleFont = FigureText::font(painter, f * 1.15, true);
    // The caption is a little smaller than the labels but never below 6 pt (8 units).
    const QFont captionFont = FigureText::font(painter, std::max(f * 0.85, 8.0));
    const QPaintDevice *device = painter->device();
    const QFontMetricsF titleMetrics(titleFont, const_cast<QPaintDevice *>(device));
    const QFontMetricsF captionMetrics(captionFont, const_cast<QPaintDevice *>(device));
    const QStringList title = figure.title.isEmpty() ? QStringList()
                                                     : FigureText::wrap(figure.title, titleFont, device, area.width());
    const QString drawnCaption = figure.drawnCaption();
    const QStringList caption = drawnCaption.isEmpty() ? QStringList()
                                                       : FigureText::wrap(drawnCaption, captionFont, device, area.width());
    const double titleHeight = title.size() * titleMetrics.lineSpacing() + (title.isEmpty() ? 0 : 0.4 * f);
    const double captionHeight = caption.size() * captionMetrics.lineSpacing() + (caption.isEmpty() ? 0 : 0.3 * f);

    painter->setPen(Qt::black);
    painter->setFont(titleFont);
    for (int i = 0; i < title.size(); ++i)
        painter->drawText(QRectF(area.left(), area.top() + i * titleMetrics.lineSpacing(), area.width(),
                                 titleMetrics.lineSpacing()),
                          Qt::AlignHCenter | Qt::AlignTop | Qt::TextDontClip, title[i]);
    const QRectF body(area.left(), area.top() + titleHeight, area.width(),
                      std::max(2.0 * f, area.height() - titleHeight - captionHeight));
    painter->setFont(FigureText::font(painter, f));
    if (!figure.plot.isEmpty()) {
        if (fit) {
            *fit = plotFit(figure.plot, painter, body, f);
            // A value chart's data area keeps kMinPlotShare of the figure's height: in a column
            // figure a two-line title, a legend of three rows and a four-line caption left the
            // Maglev imbalance plot a fifth of it. pages() leaves the caption out for it.
            if (figure.plot.y.categories.isEmpty())
                fit->shortBy = std::max(fit->shortBy, kMinPlotShare * units.height() - fit->plotRect.height());
        } else {
            PlotRenderer::draw(figure.plot, painter, body, f);
        }
    } else if (figure.paint) {
        if (fit && !figure.table.isEmpty() && !TableFigure::fits(figure, painter, body))
            fit->shortBy = 1; // a table too tall for the body at the figure's font
        if (fit && figure.layout) {
            // A ring or heatmaps: the height the body lacks for their least size and their labels
            // (at --font 10 a column ring was cut flat, the heatmaps shrank to 0.13 in).
            painter->save();
            const PaintedLayout layout = figure.layout(painter, body);
            painter->restore();
            fit->shortBy = std::max(fit->shortBy, layout.shortBy);
            fit->drawings = layout.drawings;
        }
        painter->save();
        figure.paint(painter, body);
        painter->restore();
    }
    painter->setPen(QColor(60, 60, 60));
    painter->setFont(captionFont);
    const double captionTop = area.bottom() - caption.size() * captionMetrics.lineSpacing();
    for (int i = 0; i < caption.size(); ++i)
        painter->drawText(QRectF(area.left(), captionTop + i * captionMetrics.lineSpacing(), area.width(),
                                 captionMetrics.lineSpacing()),
                          Qt::AlignLeft | Qt::AlignTop | Qt::TextDontClip, caption[i]);
    painter->restore();
}

} // namespace

void FigureRenderer::render(const Figure &figure, QPainter *painter, const FigureSize &size)
{
    renderFigure(figure, painter, size);
}

namespace {

/// Whether the figure's layout fits at this size.
PlotFit fitAt(const Figure &figure, const FigureSize &size)
{
    TextCaptureDevice device{size.units()};
    QPainter painter(&device);
    PlotFit fit;
    renderFigure(figure, &painter, size, &fit);
    return fit;
}

/// The least height, from size's up to `tallest` (in 0.05 in steps), at which the figure fits:
/// false when it does not fit even at `tallest`.
bool fittedHeight(const Figure &figure, const FigureSize &size, double tallest, FigureSize *out)
{
    *out = size;
    if (figure.plot.isEmpty() && figure.table.isEmpty() && !figure.layout)
        return true;
    if (fitAt(figure, size).fits())
        return true;
    FigureSize s = size;
    s.heightIn = std::max(tallest, size.heightIn);
    if (!fitAt(figure, s).fits())
        return false;
    double lo = size.heightIn, hi = s.heightIn; // lo does not fit, hi does
    while (hi - lo > 0.02) {
        s.heightIn = (lo + hi) / 2;
        (fitAt(figure, s).fits() ? hi : lo) = s.heightIn;
    }
    s.heightIn = std::min(std::max(tallest, size.heightIn), std::ceil(hi * 20 - 1e-6) / 20); // a round height
    out->heightIn = fitAt(figure, s).fits() ? s.heightIn : hi;
    return true;
}

/// Rows [first, last) of a category chart as a figure of their own, x axis fixed to `xAxis`.
Figure part(const Figure &figure, int first, int last, int index, int count, const PlotAxis &xAxis)
{
    Figure out = figure;
    out.name = figure.name + QStringLiteral("-part") + QString::number(index + 1);
    if (!figure.title.isEmpty()) // --no-title: the file name numbers the part
        out.title = QCoreApplication::translate("ringlab::gui::FigureRenderer", "%1 (%2 of %3)")
                        .arg(figure.title)
                        .arg(index + 1)
                        .arg(count);
    out.plot.y.categories = figure.plot.y.categories.mid(first, last - first);
    out.plot.x = xAxis;
    for (PlotSeries &s : out.plot.series) {
        const PlotSeries all = s;
        s.points.clear();
        s.low.clear();
        s.high.clear();
        s.labels.clear();
        for (int i = 0; i < all.points.size(); ++i) {
            const int row = int(std::lround(all.points[i].y()));
            if (row < first || row >= last)
                continue;
            s.points << QPointF(all.points[i].x(), all.points[i].y() - first);
            if (i < all.low.size())
                s.low << all.low[i];
            if (i < all.high.size())
                s.high << all.high[i];
            if (i < all.labels.size())
                s.labels << all.labels[i];
        }
    }
    out.data = Figure::tidy(out.name, out.plot);
    return out;
}

/// The x axis of the whole chart with its range fixed, so that every part reads on the same scale.
PlotAxis sharedXAxis(const Figure &figure)
{
    PlotAxis xAxis = figure.plot.x;
    if (!xAxis.autoRange || !xAxis.categories.isEmpty())
        return xAxis;
    double lo = std::numeric_limits<double>::infinity(), hi = -lo;
    auto take = [&](double v) {
        if (std::isfinite(v) && (!xAxis.log || v > 0)) {
            lo = std::min(lo, v);
            hi = std::max(hi, v);
        }
    };
    for (const PlotSeries &s : figure.plot.series) {
        for (int i = 0; i < s.points.size(); ++i) {
            take(s.points[i].x());
            if (i < s.low.size())
                take(s.low[i]);
            if (i < s.high.size())
                take(s.high[i]);
        }
        if (s.kind == PlotSeries::Bars && !xAxis.log)
            take(0.0);
    }
    for (const PlotReference &r : figure.plot.references)
        if (r.orientation == Qt::Vertical)
            take(r.value);
    if (std::isfinite(lo)) {
        const AxisTicks t = PlotRenderer::ticks(lo, hi, xAxis.log, 5, true);
        xAxis.autoRange = false;
        xAxis.min = t.min;
        xAxis.max = t.max;
    }
    return xAxis;
}

} // namespace

double FigureRenderer::tallestIn(const FigureSize &size)
{
    // Every kind keeps the height asked for (issue 34: an author's column is a fixed box; a ring
    // was drawn 8.45 in tall in a 2.45 in column): what does not fit is refused with the height it
    // needs (FigureExporter::fitsSize).
    return size.heightIn;
}

double FigureRenderer::neededHeightIn(const Figure &figure, const FigureSize &size)
{
    FigureSize fitted;
    return fittedHeight(figure, size, FigureSize::kMaxInches, &fitted) ? fitted.heightIn : 0;
}

bool FigureRenderer::fits(const FigurePage &page)
{
    return page.figure.plot.isEmpty() && page.figure.table.isEmpty() && !page.figure.layout
        ? true
        : fitAt(page.figure, page.size).fits();
}

double FigureRenderer::largestFontThatFits(const Figure &figure, const FigureSize &size)
{
    FigureSize s = size;
    s.heightIn = tallestIn(size);
    // Half points down from the font asked for (a figure that fits 12 pt fits 11.5), each laid out
    // as it would be exported (pages(): optional series and the caption left out where needed).
    for (double pt = std::floor(size.fontPt * 2) / 2; pt >= FigureSize::kMinFontPt - 1e-9; pt -= 0.5) {
        s.fontPt = pt;
        const QList<FigurePage> laidOut = pages(figure, s);
        if (!laidOut.isEmpty() && fits(laidOut.first()))
            return pt;
    }
    return 0;
}

QList<QRectF> FigureRenderer::drawings(const Figure &figure, const FigureSize &size)
{
    return figure.layout ? fitAt(figure, size).drawings : QList<QRectF>();
}

namespace {

/// A table or category chart in as few parts of consecutive rows as fit `size` each (empty when
/// one row alone does not fit).
QList<Figure> splitRows(const Figure &figure, const FigureSize &size)
{
    const bool table = !figure.table.isEmpty();
    const int rows = int(table ? figure.table.shown.size() : figure.plot.y.categories.size());
    if (rows < 2 || (table && !fitAt(TableFigure::rows(figure, 0, 1, 0, 1), size).fits()))
        return {};
    const PlotAxis xAxis = table ? PlotAxis() : sharedXAxis(figure);
    QList<Figure> parts;
    // A table: the fewest parts there can be, each as many rows as fit in order (no fewer parts
    // are tried; that many always are found).
    QList<QPair<int, int>> greedy;
    for (int first = 0; table && first < rows;) {
        int last = first + 1;
        while (last < rows && fitAt(TableFigure::rows(figure, first, last + 1, 0, 2), size).fits())
            ++last;
        greedy.append({first, last});
        first = last;
    }
    const int fewest = table ? std::max(2, int(greedy.size())) : 2;
    for (int count = fewest; count <= rows; ++count) {
        parts.clear();
        bool fits = true;
        for (int i = 0; i < count && fits; ++i) {
            const int first = rows * i / count, last = rows * (i + 1) / count;
            parts << (table ? TableFigure::rows(figure, first, last, i, count) : part(figure, first, last, i, count, xAxis));
            fits = fitAt(parts.last(), size).fits();
        }
        if (fits && parts.size() == count)
            return parts;
        if (!table)
            continue;
        // A table's rows differ in height (a long setting wraps): the same number of parts when a
        // part that does not fit gives its last rows to the next ones, rather than one more part.
        parts.clear();
        fits = true;
        for (int i = 0, first = 0; i < count && fits; ++i) {
            if (first >= rows) {
                fits = false; // every row went to the parts before: fewer parts would have done
                break;
            }
            int last = i == count - 1 ? rows : first + std::max(1, (rows - first) / (count - i));
            Figure p = TableFigure::rows(figure, first, last, i, count);
            while (!(fits = fitAt(p, size).fits()) && i < count - 1 && last - first > 1)
                p = TableFigure::rows(figure, first, --last, i, count);
            parts << p;
            first = last;
        }
        if (fits && parts.size() == count)
            return parts;
        if (greedy.size() != count)
            continue;
        // Else each part as many rows as fit, in order (the tall rows late): the fewest parts.
        parts.clear();
        for (int i = 0; i < count; ++i)
            parts << TableFigure::rows(figure, greedy.at(i).first, greedy.at(i).second, i, count);
        return parts;
    }
    return {};
}

QList<FigurePage> pagesOf(const QList<Figure> &parts, const FigureSize &size)
{
    QList<FigurePage> out;
    for (const Figure &p : parts)
        out << FigurePage{p, size};
    return out;
}

} // namespace

QList<FigurePage> FigureRenderer::pages(const Figure &figure, const FigureSize &size)
{
    // A column figure shows the user's system and the ideal curves: the other systems' markers
    // (optional series) only where they fit, or when asked for (--all-series).
    if (!figure.allSeries && figure.hasOptionalSeries() && !fits(FigurePage{figure, size}))
        return pages(figure.withoutOptionalSeries(), size);
    const bool table = !figure.table.isEmpty();
    if (fits(FigurePage{figure, size}))
        return {FigurePage{figure, size}};
    if (!table && figure.plot.y.categories.isEmpty()) {
        // Cannot be split, and never drawn taller: RingLab's version, then the whole caption are
        // left out of the drawing (the JSON and the SVG's <desc> keep them); a figure that does not
        // fit even then is refused by FigureExporter::fitsSize, naming the height it needs.
        for (const Figure::CaptionShown shown : {Figure::CaptionShown::WithoutVersion, Figure::CaptionShown::None}) {
            Figure shorter = figure;
            shorter.captionShown = shown;
            if (fits(FigurePage{shorter, size}))
                return {FigurePage{shorter, size}};
        }
        return {FigurePage{figure, size}};
    }
    // A table first takes its font down (0.5 pt steps, to kMinTableFontPt) on one page, then is
    // split into as few parts as fit at that least font, each drawn at the largest font at which
    // that many parts fit. A category chart keeps its font and is split.
    const double least = table ? std::min(size.fontPt, kMinTableFontPt) : size.fontPt;
    FigureSize s = size;
    for (s.fontPt = std::floor(size.fontPt * 2 - 1e-6) / 2; table && s.fontPt >= least - 1e-9; s.fontPt -= 0.5)
        if (fits(FigurePage{figure, s}))
            return {FigurePage{figure, s}};
    s.fontPt = least;
    const QList<Figure> fewest = splitRows(figure, s);
    if (fewest.isEmpty()) {
        // Too narrow even for one row: a note naming the room it lacks, in place of the table and
        // its caption (at 1.2 × 1 in the caption ran off the page above the note).
        Figure note = figure;
        note.captionShown = Figure::CaptionShown::None;
        return {FigurePage{note, size}};
    }
    for (s.fontPt = size.fontPt; table && s.fontPt > least + 1e-9; s.fontPt = std::floor(s.fontPt * 2 - 1e-6) / 2) {
        const QList<Figure> parts = splitRows(figure, s);
        if (!parts.isEmpty() && parts.size() == fewest.size())
            return pagesOf(parts, s);
    }
    s.fontPt = least;
    return pagesOf(fewest, s);
}

void FigureRenderer::render(const Figure &figure, QPainter *painter, const QRectF &target, qreal scale)
{
    if (scale <= 0)
        scale = 1.0;
    FigureSize size;
    size.widthIn = target.width() / scale / 96.0;
    size.heightIn = target.height() / scale / 96.0;
    size.fontPt = FigureSize::defaultFontFor(size.widthIn);
    painter->save();
    painter->translate(target.topLeft());
    painter->scale(scale, scale);
    render(figure, painter, size);
    painter->restore();
}

QList<TextBox> FigureRenderer::textBoxes(const Figure &figure, const FigureSize &requested, int dpi)
{
    const FigureSize &size = requested;
    const QSize pixels = size.pixels(dpi);
    TextCaptureDevice device{QSizeF(pixels)};
    {
        QPainter painter(&device);
        painter.scale(pixels.width() / size.units().width(), pixels.height() / size.units().height());
        render(figure, &painter, size);
    }
    return device.boxes();
}

PlotFrame FigureRenderer::plotFrame(const Figure &figure, const FigureSize &size)
{
    return figure.plot.isEmpty() ? PlotFrame() : fitAt(figure, size).frame;
}

QRectF FigureRenderer::plotRect(const Figure &figure, const FigureSize &size)
{
    return figure.plot.isEmpty() ? QRectF() : fitAt(figure, size).plotRect;
}

} // namespace ringlab::gui
