#include "gui/live/backendbarsview.h"

#include <QCoreApplication>
#include <QPainter>

#include <algorithm>
#include <cmath>

namespace ringlab::gui {

BackendBarsView::BackendBarsView(QWidget *parent)
    : QWidget(parent)
{
    setMinimumHeight(140);
}

void BackendBarsView::setCounts(const QList<qint64> &counts, const QList<bool> &down)
{
    m_counts = counts;
    m_down = down;
    m_total = 0;
    for (qint64 c : counts)
        m_total += c;
    double sum = 0, sumSq = 0;
    int enabled = 0;
    qint64 top = 0;
    for (int i = 0; i < counts.size(); ++i) {
        if (down.value(i))
            continue;
        ++enabled;
        sum += counts[i];
        sumSq += double(counts[i]) * counts[i];
        top = std::max(top, counts[i]);
    }
    const double mean = enabled ? sum / enabled : 0;
    m_busiest = mean > 0 ? top / mean : 0;
    m_cv = mean > 0 ? std::sqrt(std::max(0.0, sumSq / enabled - mean * mean)) / mean : 0;
    update();
}

void BackendBarsView::paintBars(QPainter *painter, const QRectF &area, const QList<qint64> &counts,
                                const QList<bool> &down, const QPalette &palette)
{
    painter->save();
    const int n = int(counts.size());
    qint64 top = 1, sum = 0;
    int enabled = 0, busiest = -1, quietest = -1;
    for (int i = 0; i < n; ++i) {
        top = std::max(top, counts[i]);
        if (down.value(i))
            continue;
        ++enabled;
        sum += counts[i];
        if (busiest < 0 || counts[i] > counts[busiest])
            busiest = i;
        if (quietest < 0 || counts[i] < counts[quietest])
            quietest = i;
    }
    const double fair = enabled ? double(sum) / enabled : 0;
    const double scale = std::max<double>(top, fair) * 1.1;
    const QRectF plot = area.adjusted(40, 6, -6, -18);
    painter->setPen(palette.text().color());
    painter->drawLine(plot.bottomLeft(), plot.bottomRight());
    painter->drawText(QRectF(area.left(), plot.top() - 6, 38, 14), Qt::AlignRight, QString::number(qRound64(scale)));
    painter->drawText(QRectF(area.left(), plot.bottom() - 7, 38, 14), Qt::AlignRight, QStringLiteral("0"));
    if (n > 0) {
        const double w = plot.width() / n;
        for (int i = 0; i < n; ++i) {
            const double h = plot.height() * counts[i] / scale;
            QColor colour = down.value(i) ? QColor(160, 160, 160)
                : i == busiest            ? QColor(214, 39, 40)
                : i == quietest           ? QColor(31, 119, 180)
                                          : QColor(120, 160, 200);
            painter->fillRect(QRectF(plot.left() + i * w, plot.bottom() - h, std::max(1.0, w - (w > 3 ? 1 : 0)), h), colour);
        }
        if (fair > 0) {
            QPen pen(palette.text().color());
            pen.setStyle(Qt::DashLine);
            painter->setPen(pen);
            const double y = plot.bottom() - plot.height() * fair / scale;
            painter->drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y));
        }
    }
    painter->setPen(palette.text().color());
    painter->drawText(QRectF(plot.left(), plot.bottom() + 2, plot.width(), 16), Qt::AlignCenter,
                      QCoreApplication::translate("ringlab::gui::BackendBarsView", "Backends (%n), keys each; dashed: fair share",
                                                  nullptr, n));
    painter->restore();
}

void BackendBarsView::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    painter.fillRect(rect(), palette().base());
    if (m_total <= 0) { // no key answered: an empty frame with a 0-to-1 axis said nothing
        painter.setPen(palette().color(QPalette::PlaceholderText));
        painter.drawText(rect().adjusted(12, 12, -12, -12), Qt::AlignCenter | Qt::TextWordWrap, m_placeholder);
        return;
    }
    paintBars(&painter, QRectF(rect()), m_counts, m_down, palette());
}

void BackendBarsView::setPlaceholder(const QString &text)
{
    m_placeholder = text;
    update();
}

Figure BackendBarsView::figure(const QList<qint64> &counts, const QList<bool> &down, const QString &caption)
{
    // No key answered (a start that failed, a run stopped before the first answer): no figure,
    // not an axis around 0 with a "busiest" backend of 0 keys.
    if (std::all_of(counts.cbegin(), counts.cend(), [](qint64 c) { return c <= 0; }))
        return {};
    int busiest = -1, quietest = -1, enabled = 0;
    double sum = 0;
    for (int i = 0; i < counts.size(); ++i) {
        if (down.value(i))
            continue;
        ++enabled;
        sum += double(counts[i]);
        if (busiest < 0 || counts[i] > counts[busiest])
            busiest = i;
        if (quietest < 0 || counts[i] < counts[quietest])
            quietest = i;
    }
    Figure f;
    f.name = QStringLiteral("live-backends");
    f.title = tr("Keys per backend in the live run");
    f.caption = caption;
    Plot &plot = f.plot;
    plot.x.title = tr("Backend (1 = base port)");
    plot.y.title = tr("Keys answered");
    // One bar per backend; the busiest and quietest marked on their bars and the down backends
    // (which must get nothing) as crosses on the axis, each named in the legend.
    PlotSeries bars = PlotSeries::make(PlotSeries::Bars, QStringLiteral("keys"), tr("Keys per backend"), okabeIto(5));
    PlotSeries top = PlotSeries::make(PlotSeries::Scatter, QStringLiteral("busiest"), tr("Busiest"), okabeIto(6),
                                      PlotSeries::Triangle);
    PlotSeries low = PlotSeries::make(PlotSeries::Scatter, QStringLiteral("quietest"), tr("Quietest"), okabeIto(2),
                                      PlotSeries::Diamond);
    PlotSeries off = PlotSeries::make(PlotSeries::Scatter, QStringLiteral("down"), tr("Down"), okabeIto(0),
                                      PlotSeries::Cross);
    for (int i = 0; i < counts.size(); ++i) {
        const QPointF p(double(i + 1), double(counts[i]));
        bars.add(p);
        if (down.value(i))
            off.add(p);
        else if (i == busiest)
            top.add(p);
        else if (i == quietest)
            low.add(p);
    }
    for (const PlotSeries &series : {bars, top, low, off})
        if (!series.points.isEmpty())
            plot.series << series;
    if (enabled > 0) {
        // The line's value in the axis title: a label on the line would sit on the bars.
        plot.references << PlotReference{Qt::Horizontal, sum / enabled, QString()};
        plot.y.title = tr("Keys answered (dashed: fair share %1)").arg(PlotRenderer::number(sum / enabled, 0));
    }
    f.data = Figure::tidy(f.name, plot);
    return f;
}

} // namespace ringlab::gui
