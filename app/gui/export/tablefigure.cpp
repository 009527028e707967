#include "gui/export/tablefigure.h"

#include <QAbstractItemModel>
#include <QFontMetricsF>
#include <QPainter>

#include <algorithm>

namespace ringlab::gui {

Figure TableFigure::fromModel(const QAbstractItemModel *model, const QString &name, const QString &title,
                              const QString &caption, int rawRole)
{
    if (!model || model->rowCount() == 0)
        return {};
    Figure f;
    f.name = name;
    f.title = title;
    f.caption = caption;
    QStringList headers;
    QList<QStringList> shown;
    for (int c = 0; c < model->columnCount(); ++c)
        headers << model->headerData(c, Qt::Horizontal).toString();
    f.data.columns = headers;
    for (int r = 0; r < model->rowCount(); ++r) {
        QVariantList raw;
        QStringList text;
        for (int c = 0; c < model->columnCount(); ++c) {
            const QModelIndex index = model->index(r, c);
            const QVariant value = model->data(index, rawRole);
            raw << (value.isValid() ? value : model->data(index));
            text << model->data(index).toString();
        }
        f.data.rows.append(raw);
        shown.append(text);
    }
    f.paint = [headers, shown](QPainter *painter, const QRectF &area) {
        painter->save();
        const int rows = int(shown.size()) + 1;
        const qreal rowHeight = std::min<qreal>(24, area.height() / rows);
        QFont font = painter->font();
        font.setPointSizeF(std::clamp(rowHeight * 0.45, 4.0, 10.0));
        painter->setFont(font);
        const QFontMetricsF metrics(font);
        // Column widths from the widest text, scaled to fit the area.
        QList<qreal> widths;
        for (int c = 0; c < headers.size(); ++c) {
            qreal w = metrics.horizontalAdvance(headers[c]);
            for (const QStringList &row : shown)
                w = std::max(w, metrics.horizontalAdvance(row.value(c)));
            widths << w + 12;
        }
        qreal total = 0;
        for (qreal w : widths)
            total += w;
        const qreal stretch = total > 0 ? area.width() / total : 1;
        for (int r = 0; r < rows; ++r) {
            qreal x = area.left();
            const qreal y = area.top() + r * rowHeight;
            if (r == 0)
                painter->fillRect(QRectF(area.left(), y, area.width(), rowHeight), QColor(225, 230, 240));
            else if (r % 2 == 0)
                painter->fillRect(QRectF(area.left(), y, area.width(), rowHeight), QColor(246, 246, 246));
            for (int c = 0; c < headers.size(); ++c) {
                const qreal w = widths[c] * stretch;
                const QString text = r == 0 ? headers[c] : shown[r - 1].value(c);
                painter->setPen(Qt::black);
                painter->drawText(QRectF(x + 4, y, w - 8, rowHeight),
                                  (c == 0 ? Qt::AlignLeft : Qt::AlignRight) | Qt::AlignVCenter, text);
                x += w;
            }
        }
        painter->restore();
    };
    return f;
}

} // namespace ringlab::gui
