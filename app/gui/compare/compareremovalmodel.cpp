#include "gui/compare/compareremovalmodel.h"
#include "ringcore/core/numbertext.h"

#include <QLocale>

namespace ringlab::gui {

CompareRemovalModel::CompareRemovalModel(QObject *parent)
    : CompareRowsModel(NUM_COLUMNS, parent)
{
}

void CompareRemovalModel::setTable(const ringcore::CompareTable &table)
{
    setRows(table.removal);
}

QVariant CompareRemovalModel::raw(const ringcore::CompareRemovalRow &row, int column) const
{
    switch (column) {
    case Setting: return row.setting.label;
    case KeysOnRemoved: return row.keysOnRemoved;
    case Receivers: return row.receivers;
    case Largest: return row.largestShare;
    case OtherMoved: return row.otherMoved;
    }
    return {};
}

QVariant CompareRemovalModel::text(const ringcore::CompareRemovalRow &row, int column) const
{
    const QLocale locale;
    switch (column) {
    case Largest: return ringcore::NumberText::percentSign(row.largestShare, 1, locale);
    case KeysOnRemoved: return locale.toString(row.keysOnRemoved);
    case OtherMoved: return locale.toString(row.otherMoved);
    default: return raw(row, column);
    }
}

QVariant CompareRemovalModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return CompareRowsModel::headerData(section, orientation, role);
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
