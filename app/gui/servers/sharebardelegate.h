#pragma once

#include <QStyledItemDelegate>

namespace ringlab::gui {

/// Draws a server's share as a bar in its colour, with a vertical line at its fair share.
class ShareBarDelegate : public QStyledItemDelegate
{
    Q_OBJECT
public:
    using QStyledItemDelegate::QStyledItemDelegate;
    void paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const override;
    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override;
};

} // namespace ringlab::gui
