#include "gui/export/figurerenderer.h"

#include "gui/export/figuretext.h"
#include "gui/export/plotfit.h"

#include <QFont>
#include <QFontMetricsF>
#include <QPainter>

#include <algorithm>
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

FigureSize FigureRenderer::fitted(const Figure &figure, const FigureSize &size)
{
    if (figure.plot.y.categories.isEmpty())
        return size;
    FigureSize out = size;
    for (int attempt = 0; attempt < 24; ++attempt) {
        TextCaptureDevice device{out.units()};
        QPainter painter(&device);
        int skipped = 0;
        renderFigure(figure, &painter, out, &skipped);
        if (skipped == 0 || out.heightIn >= FigureSize::kMaxInches)
            break;
        out.heightIn = std::min(FigureSize::kMaxInches, out.heightIn * 1.1);
    }
    return out;
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
    const FigureSize size = fitted(figure, requested);
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
