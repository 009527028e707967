#include "gui/servers/sharebardelegate.h"

#include "gui/servers/servertablemodel.h"

#include <QApplication>
#include <QPainter>

namespace ringlab::gui {

void ShareBarDelegate::paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    QStyleOptionViewItem opt = option;
    initStyleOption(&opt, index);
    QApplication::style()->drawPrimitive(QStyle::PE_PanelItemViewItem, &opt, painter, opt.widget);
    const double share = index.data(ServerTableModel::ShareRole).toDouble();
    const double fair = index.data(ServerTableModel::FairShareRole).toDouble();
    const double max = index.data(ServerTableModel::MaxShareRole).toDouble();
    if (max <= 0)
        return;
    const QRectF area = QRectF(option.rect).adjusted(3, 3, -3, -3);
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing, false);
    QRectF bar = area;
    bar.setWidth(area.width() * share / max);
    painter->fillRect(bar, index.data(ServerTableModel::ServerColorRole).value<QColor>());
    // The fair-share line: where every bar would end on a perfect ring.
    const double x = area.left() + area.width() * fair / max;
    painter->setPen(QPen(option.palette.color(QPalette::Text), 1, Qt::DashLine));
    painter->drawLine(QPointF(x, option.rect.top()), QPointF(x, option.rect.bottom()));
    painter->restore();
}

QSize ShareBarDelegate::sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    return QSize(140, QStyledItemDelegate::sizeHint(option, index).height());
}

} // namespace ringlab::gui
