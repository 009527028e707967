#include "commands/clitable.h"

#include <QChar>

#include <algorithm>

namespace ringlab::cli {

namespace {

bool wide(char32_t c)
{
    return (c >= 0x1100 && c <= 0x115F) || (c >= 0x2E80 && c <= 0x303E) || (c >= 0x3041 && c <= 0x33FF)
        || (c >= 0x3400 && c <= 0x4DBF) || (c >= 0x4E00 && c <= 0x9FFF) || (c >= 0xA000 && c <= 0xA4CF)
        || (c >= 0xAC00 && c <= 0xD7A3) || (c >= 0xF900 && c <= 0xFAFF) || (c >= 0xFE30 && c <= 0xFE4F)
        || (c >= 0xFF00 && c <= 0xFF60) || (c >= 0xFFE0 && c <= 0xFFE6) || (c >= 0x20000 && c <= 0x3FFFD);
}

QString pad(const QString &cell, int width, bool left)
{
    const QString fill(std::max(0, width - CliTable::displayWidth(cell)), QLatin1Char(' '));
    return left ? cell + fill : fill + cell;
}

} // namespace

int CliTable::displayWidth(const QString &text)
{
    int width = 0;
    for (const char32_t c : text.toUcs4()) {
        const QChar::Category category = QChar::category(c);
        if (category == QChar::Mark_NonSpacing || category == QChar::Mark_Enclosing || category == QChar::Other_Format)
            continue;
        width += wide(c) ? 2 : 1;
    }
    return width;
}

QString CliTable::text() const
{
    const qsizetype columns = m_header.size();
    QList<int> width(columns, 0);
    auto measure = [&](const QStringList &cells, bool whole) {
        // A short row's last cell runs on: it sets no column's width (its first cell does).
        const qsizetype counted = whole ? std::min(cells.size(), columns) : std::min<qsizetype>(cells.size() - 1, 1);
        for (qsizetype i = 0; i < counted; ++i)
            width[i] = std::max(width[i], displayWidth(cells[i]));
    };
    measure(m_header, true);
    for (const QStringList &row : m_rows)
        measure(row, row.size() >= columns);
    auto line = [&](const QStringList &cells) {
        QString l;
        const bool whole = cells.size() >= columns;
        for (qsizetype i = 0; i < cells.size(); ++i) {
            if (i)
                l += QStringLiteral("  ");
            const bool runsOn = !whole && i == cells.size() - 1;
            l += runsOn ? cells[i] : pad(cells[i], width[std::min(i, columns - 1)], i == 0);
        }
        while (l.endsWith(QLatin1Char(' ')))
            l.chop(1);
        return l + QLatin1Char('\n');
    };
    QString out = line(m_header);
    for (const QStringList &row : m_rows)
        out += line(row);
    return out;
}

} // namespace ringlab::cli
