#include "gui/chart/plotwidget.h"

#include <QEvent>
#include <QFontInfo>
#include <QHelpEvent>
#include <QLocale>
#include <QPainter>
#include <QToolTip>

#include <cmath>
#include <limits>

namespace ringlab::gui {

PlotWidget::PlotWidget(QWidget *parent) : QWidget(parent)
{
    setAttribute(Qt::WA_OpaquePaintEvent);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
}

void PlotWidget::setPlot(const Plot &plot)
{
    m_plot = plot;
    m_frame = PlotFrame{};
    update();
}

void PlotWidget::setPreferredSize(const QSize &size)
{
    m_preferred = size;
    updateGeometry();
}

void PlotWidget::setPlaceholder(const QString &text)
{
    m_placeholder = text;
    update();
}

double PlotWidget::fontUnits() const
{
    // The chart's base font is the UI font, in the widget's pixels (FigureText sizes fonts in
    // units of the painter's device, here one widget pixel).
    return QFontInfo(font()).pointSizeF() * logicalDpiY() / 72.0;
}

void PlotWidget::paintInto(QPainter *painter, const QRectF &rect) const
{
    painter->fillRect(rect, Qt::white);
    const double f = fontUnits();
    if (m_plot.isEmpty()) {
        painter->setPen(palette().color(QPalette::PlaceholderText));
        painter->setFont(FigureText::font(painter, f));
        painter->drawText(rect.adjusted(f, f, -f, -f), Qt::AlignCenter | Qt::TextWordWrap, m_placeholder);
        return;
    }
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setRenderHint(QPainter::TextAntialiasing);
    const double margin = 0.5 * f;
    m_frame = PlotRenderer::draw(m_plot, painter, rect.adjusted(margin, margin, -margin, -margin), f);
}

void PlotWidget::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    // A disabled chart (e.g. the Traffic page's results for settings since edited) is drawn faded,
    // like the disabled text around it; exports and screenshots of the figure are not. The widget
    // paints opaquely (WA_OpaquePaintEvent: Qt leaves what was there before): the faded chart goes
    // onto a white ground first, else the old pixels showed through it; when the Traffic page's
    // "Outdated" line moved the charts down, each was drawn twice, 25 px apart.
    if (!isEnabled()) {
        painter.fillRect(rect(), Qt::white);
        painter.setOpacity(0.45);
    }
    paintInto(&painter, QRectF(rect()));
}

QList<TextBox> PlotWidget::textBoxes() const
{
    TextCaptureDevice device{QSizeF(size())};
    {
        QPainter painter(&device);
        paintInto(&painter, QRectF(rect()));
    }
    return device.boxes();
}

QString PlotWidget::toolTipAt(const QPointF &pos) const
{
    if (m_plot.isEmpty() || m_frame.plotRect.isEmpty() || !m_frame.plotRect.adjusted(-8, -8, 8, 8).contains(pos))
        return {};
    const QLocale locale;
    double best = 10; // pixels
    QString text;
    for (const PlotSeries &s : m_plot.series) {
        if (s.kind == PlotSeries::Band)
            continue;
        for (int i = 0; i < s.points.size(); ++i) {
            const QPointF p = s.points[i];
            if (!std::isfinite(p.x()) || !std::isfinite(p.y()) || (m_frame.xLog && p.x() <= 0)
                || (m_frame.yLog && p.y() <= 0))
                continue;
            const double d = QLineF(m_frame.map(p.x(), p.y()), pos).length();
            if (d >= best)
                continue;
            best = d;
            const QString x = m_plot.x.categories.isEmpty() ? locale.toString(p.x(), 'g', 6)
                                                            : m_plot.x.categories.value(qRound(p.x()));
            const QString y = m_plot.y.categories.isEmpty() ? locale.toString(p.y(), 'g', 4)
                                                            : m_plot.y.categories.value(qRound(p.y()));
            text = s.name.isEmpty() ? s.id : s.name;
            if (i < s.labels.size() && !s.labels[i].isEmpty())
                text += QStringLiteral(" · ") + s.labels[i];
            text += QLatin1Char('\n') + m_plot.x.title + QStringLiteral(": ") + x + m_plot.x.suffix;
            text += QLatin1Char('\n') + m_plot.y.title + QStringLiteral(": ") + y + m_plot.y.suffix;
        }
    }
    return text;
}

bool PlotWidget::event(QEvent *event)
{
    if (event->type() == QEvent::ToolTip) {
        auto *help = static_cast<QHelpEvent *>(event);
        const QString text = toolTipAt(help->pos());
        if (text.isEmpty())
            QToolTip::hideText();
        else
            QToolTip::showText(help->globalPos(), text, this);
        return true;
    }
    return QWidget::event(event);
}

} // namespace ringlab::gui
