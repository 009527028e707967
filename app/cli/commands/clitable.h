#pragma once

#include <QList>
#include <QString>
#include <QStringList>

namespace ringlab::cli {

/// A text table for the terminal whose columns fit their widest cell, header included (a fixed
/// width let "Traffic Server consistent_hash, hash-string=address" push its row out of the
/// columns). The first column is left-aligned, the others right-aligned; columns are two spaces
/// apart. A row with fewer cells than the header (a setting that failed: its name and the error)
/// lets its last cell run on past the columns.
class CliTable
{
public:
    explicit CliTable(QStringList header) : m_header(std::move(header)) {}
    void addRow(QStringList cells) { m_rows.append(std::move(cells)); }
    /// The table, one line per row after the header, each ending in '\n'.
    QString text() const;
    /// The columns a text takes on a terminal: East Asian wide characters (CJK, Hangul, full-width
    /// forms) take two, combining marks none, everything else one.
    static int displayWidth(const QString &text);

private:
    QStringList m_header;
    QList<QStringList> m_rows;
};

} // namespace ringlab::cli
