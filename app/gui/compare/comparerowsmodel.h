#pragma once

#include <QAbstractTableModel>
#include <QList>
#include <QString>

namespace ringlab::gui {

/// What the Compare page's tables share: one row per setting (a ringcore::CompareTable row with
/// `setting.label` and `error`), the setting in column 0, raw numbers under RawRole for sorting
/// and export, numbers right-aligned, a failed row showing its setting with the error as tool
/// tip. A table says its columns: raw() and text() per cell, failedText() for a failed row.
template <typename Row>
class CompareRowsModel : public QAbstractTableModel
{
public:
    static constexpr int RawRole = Qt::UserRole;

    CompareRowsModel(int columns, QObject *parent)
        : QAbstractTableModel(parent)
        , m_columns(columns)
    {
    }

    int rowCount(const QModelIndex &parent = {}) const override { return parent.isValid() ? 0 : int(m_rows.size()); }
    int columnCount(const QModelIndex &parent = {}) const override { return parent.isValid() ? 0 : m_columns; }

    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override
    {
        if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
            return {};
        const Row &row = m_rows.at(index.row());
        const bool failed = !row.error.isEmpty();
        const int column = index.column();
        if (role == RawRole)
            return failed && column != 0 ? QVariant() : raw(row, column);
        if (role == Qt::ToolTipRole)
            return failed ? QVariant(row.error) : toolTip(row, column);
        if (role == Qt::TextAlignmentRole && column != 0)
            return int(Qt::AlignRight | Qt::AlignVCenter);
        if (role != Qt::DisplayRole)
            return {};
        if (failed)
            return column == 0 ? QVariant(row.setting.label) : failedText(column);
        return text(row, column);
    }

protected:
    void setRows(const QList<Row> &rows)
    {
        beginResetModel();
        m_rows = rows;
        endResetModel();
    }
    /// The cell's number (or the setting's label in column 0).
    virtual QVariant raw(const Row &row, int column) const = 0;
    /// The cell as shown (UI locale).
    virtual QVariant text(const Row &row, int column) const = 0;
    /// A failed row's cell past column 0; empty by default.
    virtual QVariant failedText(int column) const { return QString(); }
    /// A cell's tool tip (what a marked cell means); none by default.
    virtual QVariant toolTip(const Row &/*row*/, int /*column*/) const { return {}; }

private:
    QList<Row> m_rows;
    int m_columns;
};

} // namespace ringlab::gui
