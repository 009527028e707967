#include "gui/compare/compareremovalmodel.h"
#include "ringcore/core/numbertext.h"

#include <QLocale>

namespace ringlab::gui {

CompareRemovalModel::CompareRemovalModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

void CompareRemovalModel::setTable(const ringcore::CompareTable &table)
{
    beginResetModel();
    m_rows = table.removal;
    endResetModel();
}

int CompareRemovalModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int CompareRemovalModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : NUM_COLUMNS;
}

QVariant CompareRemovalModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const ringcore::CompareRemovalRow &row = m_rows.at(index.row());
    const bool failed = !row.error.isEmpty();
    const auto raw = [&]() -> QVariant {
        switch (index.column()) {
        case Setting: return row.setting.label;
        case KeysOnRemoved: return row.keysOnRemoved;
        case Receivers: return row.receivers;
        case Largest: return row.largestShare;
        case OtherMoved: return row.otherMoved;
        }
        return {};
    };
    if (role == RawRole)
        return failed && index.column() != Setting ? QVariant() : raw();
    if (role == Qt::ToolTipRole && failed)
        return row.error;
    if (role == Qt::TextAlignmentRole && index.column() != Setting)
        return int(Qt::AlignRight | Qt::AlignVCenter);
    if (role != Qt::DisplayRole)
        return {};
    if (failed)
        return index.column() == Setting ? row.setting.label : QString();
    const QLocale locale;
    switch (index.column()) {
    case Largest: return ringcore::NumberText::percentSign(row.largestShare, 1, locale);
    case KeysOnRemoved: return locale.toString(row.keysOnRemoved);
    case OtherMoved: return locale.toString(row.otherMoved);
    default: return raw();
    }
}

QVariant CompareRemovalModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case Setting: return tr("Proxy and setting");
    case KeysOnRemoved: return tr("Keys on the removed server");
    case Receivers: return tr("Servers that took them");
    case Largest: return tr("Largest taker");
    case OtherMoved: return tr("Other keys moved");
    }
    return {};
}

} // namespace ringlab::gui
