#include "gui/common/elidingcombobox.h"

#include <QStyleOptionComboBox>
#include <QStylePainter>

namespace ringlab::gui {

QString ElidingComboBox::shownText(const QFontMetrics &metrics, const QString &text, int width)
{
    return metrics.elidedText(text, Qt::ElideRight, width);
}

void ElidingComboBox::paintEvent(QPaintEvent *)
{
    QStylePainter painter(this);
    QStyleOptionComboBox option;
    initStyleOption(&option);
    painter.drawComplexControl(QStyle::CC_ComboBox, option);
    const QRect field = style()->subControlRect(QStyle::CC_ComboBox, &option, QStyle::SC_ComboBoxEditField, this);
    option.currentText = shownText(fontMetrics(), option.currentText, field.width());
    painter.drawControl(QStyle::CE_ComboBoxLabel, option);
}

} // namespace ringlab::gui
