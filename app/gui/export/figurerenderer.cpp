#include "gui/export/figurerenderer.h"

#include "gui/export/figuretext.h"
#include "gui/export/plotfit.h"

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

/// Draws the figure; *skippedLabels (when given) gets the category labels the plot left out.
void renderFigure(const Figure &figure, QPainter *painter, const FigureSize &size, int *skippedLabels = nullptr)
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
    // The caption is a little smaller than the labels but never below 6 pt.
    const QFont captionFont = FigureText::font(painter, std::max(f * 0.85, 8.0));
    const QPaintDevice *device = painter->device();
    const QFontMetricsF titleMetrics(titleFont, const_cast<QPaintDevice *>(device));
    const QFontMetricsF captionMetrics(captionFont, const_cast<QPaintDevice *>(device));
    const QStringList title = figure.title.isEmpty() ? QStringList()
                                                     : FigureText::wrap(figure.title, titleFont, device, area.width());
    const QStringList caption = FigureText::wrap(figure.fullCaption(), captionFont, device, area.width());
    const double titleHeight = title.size() * titleMetrics.lineSpacing() + (title.isEmpty() ? 0 : 0.4 * f);
    const double captionHeight = caption.size() * captionMetrics.lineSpacing() + 0.3 * f;

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
        if (skippedLabels)
            *skippedLabels = plotSkippedLabels(figure.plot, painter, body, f);
        else
            PlotRenderer::draw(figure.plot, painter, body, f);
    } else if (figure.paint) {
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

/// Category labels the figure leaves out at this size (0: every row is labelled).
int skippedAt(const Figure &figure, const FigureSize &size)
{
    TextCaptureDevice device{size.units()};
    QPainter painter(&device);
    int skipped = 0;
    renderFigure(figure, &painter, size, &skipped);
    return skipped;
}

/// Rows [first, last) of a category chart as a figure of their own, x range fixed to `xRange`.
Figure part(const Figure &figure, int first, int last, int index, int count, const PlotAxis &xAxis)
{
    Figure out = figure;
    out.name = figure.name + QLatin1Char('-') + QString::number(index + 1);
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

} // namespace

QList<Figure> FigureRenderer::pages(const Figure &figure, const FigureSize &size)
{
    const int rows = int(figure.plot.y.categories.size());
    if (rows < 2 || skippedAt(figure, size) == 0)
        return {figure};
    // Every part keeps the whole chart's x range, so that the parts read as one chart.
    PlotAxis xAxis = figure.plot.x;
    if (xAxis.autoRange && xAxis.categories.isEmpty()) {
        double lo = std::numeric_limits<double>::infinity(), hi = -lo;
        for (const PlotSeries &s : figure.plot.series)
            for (int i = 0; i < s.points.size(); ++i)
                for (double v : {s.points[i].x(), i < s.low.size() ? s.low[i] : s.points[i].x(),
                                 i < s.high.size() ? s.high[i] : s.points[i].x()})
                    if (std::isfinite(v) && (!xAxis.log || v > 0)) {
                        lo = std::min(lo, v);
                        hi = std::max(hi, v);
                    }
        for (const PlotReference &r : figure.plot.references)
            if (r.orientation == Qt::Vertical) {
                lo = std::min(lo, r.value);
                hi = std::max(hi, r.value);
            }
        for (const PlotSeries &s : figure.plot.series)
            if (s.kind == PlotSeries::Bars && !xAxis.log)
                lo = std::min(lo, 0.0);
        if (std::isfinite(lo)) {
            const AxisTicks t = PlotRenderer::ticks(lo, hi, xAxis.log, 5, true);
            xAxis.autoRange = false;
            xAxis.min = t.min;
            xAxis.max = t.max;
        }
    }
    QList<Figure> parts;
    for (int count = 2; count <= rows; ++count) {
        parts.clear();
        bool fits = true;
        for (int i = 0; i < count; ++i) {
            const int first = rows * i / count, last = rows * (i + 1) / count;
            parts << part(figure, first, last, i, count, xAxis);
            fits = fits && skippedAt(parts.last(), size) == 0;
        }
        if (fits)
            break;
    }
    return parts;
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

} // namespace ringlab::gui
