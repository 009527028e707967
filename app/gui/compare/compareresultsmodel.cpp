#include "gui/compare/compareresultsmodel.h"
#include "ringcore/core/numbertext.h"

#include <cmath>

#include <QLocale>

namespace ringlab::gui {

CompareResultsModel::CompareResultsModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

void CompareResultsModel::setTable(const ringcore::CompareTable &table)
{
    beginResetModel();
    m_rows = table.rows;
    endResetModel();
}

int CompareResultsModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int CompareResultsModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : NUM_COLUMNS;
}

QVariant CompareResultsModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const ringcore::CompareRow &row = m_rows.at(index.row());
    const bool failed = !row.error.isEmpty();
    const auto raw = [&]() -> QVariant {
        switch (index.column()) {
        case Setting: return row.setting.label;
        case Points: return row.pointsPerServer;
        case Busiest: return row.routing.measured.busiest;
        case Quietest: return row.routing.measured.quietest;
        case Cv: return row.routing.measured.cv;
        case ExactBusiest: return row.routing.exact.busiest;
        case ExactCv: return row.routing.exact.cv;
        case Memory: return double(row.footprint.memoryBytes);
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
        return index.column() == Setting ? row.setting.label : index.column() == Points ? tr("error") : QString();
    const QLocale locale;
    const double v = raw().toDouble();
    switch (index.column()) {
    case Setting: return row.setting.label;
    case Points: return v > 0 ? locale.toString(v, 'f', (v < 100 && v != std::floor(v)) ? 1 : 0) : tr("—");
    case Busiest:
    case Quietest:
    case ExactBusiest: return ringcore::NumberText::times(v, 3, locale);
    case Cv:
    case ExactCv: return ringcore::NumberText::percentSign(v, 1, locale);
    case Memory: return ringcore::NumberText::bytes(v, locale); // "kB", as everywhere
    }
    return {};
}

QVariant CompareResultsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case Setting: return tr("Proxy and setting");
    case Points: return tr("Points per server");
    case Busiest: return tr("Busiest server");
    case Quietest: return tr("Quietest server");
    case Cv: return tr("CV");
    case ExactBusiest: return tr("Busiest (exact)");
    case ExactCv: return tr("CV (exact)");
    case Memory: return tr("Memory");
    }
    return {};
}

} // namespace ringlab::gui
