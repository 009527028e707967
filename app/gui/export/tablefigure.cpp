#include "gui/export/tablefigure.h"

#include "gui/export/figuretext.h"

#include <QAbstractItemModel>
#include <QCoreApplication>
#include <QFontMetricsF>
#include <QPainter>

#include <algorithm>

namespace ringlab::gui {

namespace {

struct TableLayout
{
    QFont font;
    double lineSpacing = 0;
    QList<double> widths;
    QList<QStringList> header; ///< wrapped header lines per column
    QList<QList<QStringList>> cells;
    double height = 0;
    bool fits = false;
};

/// Lays the table out at font size `units`: headers and text cells wrap at spaces, numbers never;
/// column widths grow from their narrowest (longest word) towards their natural width.
TableLayout layout(const QPainter *painter, const QRectF &area, double units, const QStringList &headers,
                   const QList<QStringList> &shown)
{
    TableLayout t;
    t.font = FigureText::font(painter, units);
    const QPaintDevice *device = painter->device();
    const QFontMetricsF m(t.font, const_cast<QPaintDevice *>(device));
    t.lineSpacing = m.lineSpacing();
    const double pad = 0.6 * units;
    QList<double> minimum, natural;
    for (int c = 0; c < headers.size(); ++c) {
        double lo = 0, hi = 0;
        auto take = [&](const QString &text, bool wraps) {
            hi = std::max(hi, m.horizontalAdvance(text));
            if (!wraps) {
                lo = std::max(lo, m.horizontalAdvance(text));
                return;
            }
            for (const QString &word : text.split(QLatin1Char(' '), Qt::SkipEmptyParts))
                lo = std::max(lo, m.horizontalAdvance(word));
        };
        take(headers[c], true);
        for (const QStringList &row : shown)
            take(row.value(c), c == 0);
        minimum << lo + pad;
        natural << hi + pad;
    }
    double sumMin = 0, sumNatural = 0;
    for (int c = 0; c < headers.size(); ++c) {
        sumMin += minimum[c];
        sumNatural += natural[c];
    }
    t.fits = sumMin <= area.width();
    const double extra = std::max(0.0, area.width() - sumMin);
    for (int c = 0; c < headers.size(); ++c) {
        const double want = natural[c] - minimum[c];
        const double share = sumNatural > sumMin ? want / (sumNatural - sumMin) : 0;
        t.widths << minimum[c] + std::min(want, extra * share);
    }
    int headerLines = 1;
    for (int c = 0; c < headers.size(); ++c) {
        t.header << FigureText::wrap(headers[c], t.font, device, t.widths[c] - pad);
        headerLines = std::max<int>(headerLines, int(t.header.last().size()));
    }
    t.height = headerLines * t.lineSpacing + 0.3 * units;
    for (const QStringList &row : shown) {
        QList<QStringList> cells;
        int lines = 1;
        for (int c = 0; c < headers.size(); ++c) {
            cells << (c == 0 ? FigureText::wrap(row.value(c), t.font, device, t.widths[c] - pad) : QStringList{row.value(c)});
            lines = std::max<int>(lines, int(cells.last().size()));
        }
        t.cells << cells;
        t.height += lines * t.lineSpacing + 0.3 * units;
    }
    t.fits = t.fits && t.height <= area.height();
    return t;
}

void paintTable(QPainter *painter, const QRectF &area, const QStringList &headers, const QList<QStringList> &shown)
{
    painter->save();
    const double base = painter->font().pointSizeF() * painter->device()->logicalDpiY() / 72.0;
    const double smallest = 6.0 * 96.0 / 72.0; // never below 6 pt
    TableLayout t;
    for (double units = base; units >= smallest - 1e-9; units -= 0.5) {
        t = layout(painter, area, units, headers, shown);
        if (t.fits)
            break;
    }
    if (!t.fits) {
        // Too many columns for this size even at 6 pt: say so instead of clipping.
        const QFont font = FigureText::font(painter, base);
        painter->setFont(font);
        const QString note = QCoreApplication::translate(
            "ringlab::gui::TableFigure", "This table has %1 columns and %2 rows and does not fit at this size. "
                                         "Export it larger (e.g. --size double or slide), or export the chart of "
                                         "the same numbers.")
                                 .arg(headers.size())
                                 .arg(shown.size());
        const QStringList lines = FigureText::wrap(note, font, painter->device(), area.width());
        const double ls = QFontMetricsF(font, painter->device()).lineSpacing();
        for (int i = 0; i < lines.size(); ++i)
            painter->drawText(QRectF(area.left(), area.top() + i * ls, area.width(), ls),
                              Qt::AlignLeft | Qt::AlignTop | Qt::TextDontClip, lines[i]);
        painter->restore();
        return;
    }
    painter->setFont(t.font);
    const double units = t.font.pointSizeF() * painter->device()->logicalDpiY() / 72.0;
    const double half = 0.3 * units;
    double y = area.top();
    for (int r = 0; r <= shown.size(); ++r) {
        const QList<QStringList> cells = r == 0 ? t.header : t.cells[r - 1];
        int lines = 1;
        for (const QStringList &c : cells)
            lines = std::max<int>(lines, int(c.size()));
        const double h = lines * t.lineSpacing + 0.3 * units;
        double width = 0;
        for (double w : t.widths)
            width += w;
        if (r == 0)
            painter->fillRect(QRectF(area.left(), y, width, h), QColor(225, 230, 240));
        else if (r % 2 == 0)
            painter->fillRect(QRectF(area.left(), y, width, h), QColor(246, 246, 246));
        double x = area.left();
        painter->setPen(Qt::black);
        for (int c = 0; c < cells.size(); ++c) {
            for (int l = 0; l < cells[c].size(); ++l)
                painter->drawText(QRectF(x + half, y + half / 2 + l * t.lineSpacing, t.widths[c] - 2 * half, t.lineSpacing),
                                  (c == 0 ? Qt::AlignLeft : Qt::AlignRight) | Qt::AlignTop | Qt::TextDontClip, cells[c][l]);
            x += t.widths[c];
        }
        y += h;
    }
    painter->restore();
}

} // namespace


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
            text << FigureText::forPrint(model->data(index).toString());
        }
        f.data.rows.append(raw);
        shown.append(text);
    }
    f.paint = [headers, shown](QPainter *painter, const QRectF &area) { paintTable(painter, area, headers, shown); };
    return f;
}

} // namespace ringlab::gui
