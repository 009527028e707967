#include "gui/removal/heatmapview.h"

#include "gui/removal/heatmappainter.h"

#include <QLocale>
#include <QMouseEvent>
#include <QPainter>
#include <QToolTip>

namespace ringlab::gui {

HeatmapView::HeatmapView(QWidget *parent)
    : QWidget(parent)
{
    setMouseTracking(true);
    setMinimumSize(200, 200);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
}

void HeatmapView::setMatrix(const ringcore::RemovalMatrix &matrix, const QString &title)
{
    m_matrix = matrix;
    m_title = title;
    m_image = HeatmapPainter::image(m_matrix, m_scaleMax);
    update();
}

void HeatmapView::setScaleMax(double scaleMax)
{
    m_scaleMax = scaleMax;
    m_image = HeatmapPainter::image(m_matrix, m_scaleMax);
    update();
}

double HeatmapView::cellValue(int removed, int receiver) const
{
    if (removed < 0 || size_t(removed) >= m_matrix.received.size() || receiver < 0
        || size_t(receiver) >= m_matrix.received[size_t(removed)].size())
        return -1;
    return m_matrix.received[size_t(removed)][size_t(receiver)];
}

QPoint HeatmapView::cellAt(const QPoint &pos) const
{
    const QRectF cells = HeatmapPainter::cellArea(QRectF(rect()));
    const int rows = int(m_matrix.received.size());
    const int cols = rows ? int(m_matrix.received.front().size()) : 0;
    if (!rows || !cols || !cells.contains(pos))
        return QPoint(-1, -1);
    const int c = std::min(cols - 1, int((pos.x() - cells.left()) * cols / cells.width()));
    const int r = std::min(rows - 1, int((pos.y() - cells.top()) * rows / cells.height()));
    return QPoint(c, r);
}

QString HeatmapView::cellText(int removed, int receiver) const
{
    const double value = cellValue(removed, receiver);
    if (value < 0)
        return QString();
    const QLocale locale;
    QString text = tr("Removed %1 → %2: %3% of its keys")
                       .arg(m_matrix.addresses.value(removed), m_matrix.addresses.value(receiver),
                            locale.toString(value * 100, 'f', 2));
    if (size_t(removed) < m_matrix.receivers.size())
        text += QLatin1Char('\n')
            + tr("Row: %n receiver(s), largest %1%, %2% of all keys moved between survivors",
                 nullptr, m_matrix.receivers[size_t(removed)])
                  .arg(locale.toString(m_matrix.largestShare[size_t(removed)] * 100, 'f', 2),
                       locale.toString(m_matrix.movedBetweenSurvivors[size_t(removed)] * 100, 'f', 3));
    return text;
}

void HeatmapView::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    painter.fillRect(rect(), palette().base());
    const QRectF area(rect());
    const QRectF cells = HeatmapPainter::cellArea(area);
    painter.setPen(palette().text().color());
    painter.drawText(QRectF(area.left(), area.top(), area.width(), 20), Qt::AlignCenter, m_title);
    if (m_matrix.received.empty())
        return;
    painter.setRenderHint(QPainter::SmoothPixmapTransform, false);
    painter.drawImage(cells, m_image); // the cached one-pixel-per-cell image, scaled
    painter.drawRect(cells);
    painter.drawText(QRectF(cells.left(), cells.bottom() + 2, cells.width(), 22), Qt::AlignCenter, tr("Receiving server"));
    painter.translate(area.left() + 14, cells.center().y());
    painter.rotate(-90);
    painter.drawText(QRectF(-cells.height() / 2, -10, cells.height(), 20), Qt::AlignCenter, tr("Removed server"));
}

void HeatmapView::mouseMoveEvent(QMouseEvent *event)
{
    const QPoint cell = cellAt(event->position().toPoint());
    if (cell.x() < 0) {
        QToolTip::hideText();
        return;
    }
    QToolTip::showText(event->globalPosition().toPoint(), cellText(cell.y(), cell.x()), this);
    emit rowHovered(cell.y());
}

} // namespace ringlab::gui
