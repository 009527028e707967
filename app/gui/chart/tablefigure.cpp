#include "gui/chart/tablefigure.h"

#include "gui/chart/figuretext.h"

#include <QAbstractItemModel>
#include <QCoreApplication>
#include <QFontMetricsF>
#include <QLocale>
#include <QPainter>

#include <algorithm>
#include <cmath>

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

/// The table reflowed for the width: as few stacked blocks of columns as fit it side by side, each
/// block repeating the first column (the row's name), the data columns shared out evenly.
struct TableFlow
{
    QFont font;
    double lineSpacing = 0;
    QList<QList<int>> columns; ///< per block: indices into the headers, the first column first
    QList<TableLayout> blocks;
    double gap = 0;            ///< between two blocks
    double height = 0;
    bool widthFits = false;
    bool fits = false;
    double neededWidth = 0;    ///< when !widthFits: the width the first column and a data column need
};

QStringList pick(const QStringList &row, const QList<int> &columns)
{
    QStringList out;
    for (int c : columns)
        out << row.value(c);
    return out;
}

TableLayout layoutColumns(const QPainter *painter, const QRectF &area, double units, const QStringList &headers,
                          const QList<QStringList> &shown, const QList<int> &columns)
{
    QList<QStringList> rows;
    for (const QStringList &row : shown)
        rows << pick(row, columns);
    return layout(painter, area, units, pick(headers, columns), rows);
}

TableFlow flow(const QPainter *painter, const QRectF &area, double units, const QStringList &headers,
               const QList<QStringList> &shown)
{
    TableFlow out;
    const int n = int(headers.size());
    auto widthFits = [&](const QList<int> &columns) {
        const TableLayout t = layoutColumns(painter, area, units, headers, shown, columns);
        double width = 0;
        for (double w : t.widths)
            width += w;
        return width <= area.width() + 1e-6;
    };
    if (n <= 1) {
        out.columns = {{0}};
    } else {
        // The fewest blocks: greedily as many data columns as fit beside the first one.
        QList<QList<int>> greedy;
        for (int c = 1; c < n;) {
            QList<int> columns{0};
            while (c < n && widthFits(QList<int>(columns) << c))
                columns << c++;
            if (columns.size() == 1) {
                // Not even one data column fits beside the names: the width this one needs.
                for (double w : layoutColumns(painter, area, units, headers, shown, {0, c}).widths)
                    out.neededWidth += w;
                return out;
            }
            greedy << columns;
        }
        // The same number of blocks with the data columns shared out evenly, when that fits too.
        const int blocks = int(greedy.size()), data = n - 1;
        QList<QList<int>> even;
        bool evenFits = true;
        for (int b = 0, c = 1; b < blocks; ++b) {
            QList<int> columns{0};
            const int take = data / blocks + (b < data % blocks ? 1 : 0);
            for (int i = 0; i < take; ++i)
                columns << c++;
            evenFits = evenFits && widthFits(columns);
            even << columns;
        }
        out.columns = evenFits ? even : greedy;
    }
    out.widthFits = true;
    out.font = FigureText::font(painter, units);
    out.lineSpacing = QFontMetricsF(out.font, const_cast<QPaintDevice *>(painter->device())).lineSpacing();
    out.gap = 0.8 * out.lineSpacing;
    for (const QList<int> &columns : std::as_const(out.columns)) {
        out.blocks << layoutColumns(painter, area, units, headers, shown, columns);
        out.height += out.blocks.last().height;
    }
    out.height += (out.blocks.size() - 1) * out.gap;
    out.fits = out.height <= area.height() + 1e-6;
    return out;
}

void paintBlock(QPainter *painter, const QRectF &area, const TableLayout &t, double units)
{
    const double half = 0.3 * units;
    double y = area.top();
    double width = 0;
    for (double w : t.widths)
        width += w;
    for (int r = 0; r <= t.cells.size(); ++r) {
        const QList<QStringList> cells = r == 0 ? t.header : t.cells[r - 1];
        int lines = 1;
        for (const QStringList &c : cells)
            lines = std::max<int>(lines, int(c.size()));
        const double h = lines * t.lineSpacing + 0.3 * units;
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
}

double baseUnits(const QPainter *painter)
{
    return painter->font().pointSizeF() * painter->device()->logicalDpiY() / 72.0;
}

void paintTable(QPainter *painter, const QRectF &area, const QStringList &headers, const QList<QStringList> &shown)
{
    painter->save();
    const double base = baseUnits(painter);
    const double smallest = std::min(base, 6.0 * 96.0 / 72.0); // never below 6 pt
    // At the figure's font when it fits (FigureRenderer::pages() makes an export taller or splits
    // its rows so that it does), else smaller (a canvas that cannot grow), never below 6 pt.
    TableFlow t;
    for (double units = base; units >= smallest - 1e-9; units -= 0.5) {
        t = flow(painter, area, units, headers, shown);
        if (t.fits)
            break;
    }
    if (!t.fits) {
        // Too small a canvas even at 6 pt (a tiny custom size): name the size it needs.
        const TableFlow wanted = flow(painter, QRectF(area.topLeft(), QSizeF(area.width(), 1e9)), smallest, headers, shown);
        const QString note =
            wanted.widthFits
                ? QCoreApplication::translate("ringlab::gui::TableFigure",
                                              "This table (%1 columns, %2 rows) needs %3 in more height at this width, "
                                              "even at 6 pt: export it taller.")
                      .arg(headers.size())
                      .arg(shown.size())
                      .arg(QLocale().toString(std::ceil((wanted.height - area.height()) / 96.0 * 10) / 10, 'f', 1))
                : QCoreApplication::translate("ringlab::gui::TableFigure",
                                              "This table (%1 columns, %2 rows) does not fit this width even at 6 pt: "
                                              "export it at least %3 in wider.")
                      .arg(headers.size())
                      .arg(shown.size())
                      .arg(QLocale().toString(std::ceil((wanted.neededWidth - area.width()) / 96.0 * 10) / 10, 'f', 1));
        // The note at the figure's font where it fits the body, else smaller, down to 6 pt (at 1.2 × 1 in
        // its lines ran past the page's bottom).
        QFont font;
        QStringList lines;
        double ls = 0;
        for (double units = base; units >= smallest - 1e-9; units -= 0.5) {
            font = FigureText::font(painter, units);
            lines = FigureText::wrap(note, font, painter->device(), area.width());
            ls = QFontMetricsF(font, painter->device()).lineSpacing();
            if (lines.size() * ls <= area.height())
                break;
        }
        painter->setFont(font);
        for (int i = 0; i < lines.size(); ++i)
            painter->drawText(QRectF(area.left(), area.top() + i * ls, area.width(), ls),
                              Qt::AlignLeft | Qt::AlignTop | Qt::TextDontClip, lines[i]);
        painter->restore();
        return;
    }
    painter->setFont(t.font);
    const double units = t.font.pointSizeF() * painter->device()->logicalDpiY() / 72.0;
    double y = area.top();
    for (const TableLayout &block : std::as_const(t.blocks)) {
        paintBlock(painter, QRectF(area.left(), y, area.width(), block.height), block, units);
        y += block.height + t.gap;
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
    f.table = FigureTable{headers, shown};
    return f;
}

bool TableFigure::fits(const Figure &figure, QPainter *painter, const QRectF &body)
{
    if (figure.table.isEmpty())
        return true;
    return flow(painter, body, baseUnits(painter), figure.table.headers, figure.table.shown).fits;
}

Figure TableFigure::rows(const Figure &figure, int first, int last, int index, int count)
{
    Figure out = figure;
    out.name = figure.name + QStringLiteral("-part") + QString::number(index + 1);
    if (!figure.title.isEmpty())
        out.title = QCoreApplication::translate("ringlab::gui::FigureRenderer", "%1 (%2 of %3)")
                        .arg(figure.title)
                        .arg(index + 1)
                        .arg(count);
    const QStringList headers = figure.table.headers;
    const QList<QStringList> shown = figure.table.shown.mid(first, last - first);
    out.table = FigureTable{headers, shown};
    out.data.rows = figure.data.rows.mid(first, last - first);
    out.paint = [headers, shown](QPainter *painter, const QRectF &area) { paintTable(painter, area, headers, shown); };
    return out;
}

} // namespace ringlab::gui
