#include "gui/compare/compareresultsmodel.h"
#include "ringcore/core/numbertext.h"
#include "ringcore/rings/algorithmregistry.h"

#include <cmath>

#include <QLocale>

namespace ringlab::gui {

CompareResultsModel::CompareResultsModel(QObject *parent)
    : CompareRowsModel(NUM_COLUMNS, parent)
{
}

void CompareResultsModel::setTable(const ringcore::CompareTable &table)
{
    setRows(table.rows);
}

QVariant CompareResultsModel::raw(const ringcore::CompareRow &row, int column) const
{
    switch (column) {
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
}

QVariant CompareResultsModel::toolTip(const ringcore::CompareRow &row, int column) const
{
    if (column != Points)
        return {};
    const QString name = row.setting.label;
    switch (pointsKind(row)) {
    case PointsKind::None:
        return tr("%1 keeps no points: it computes each key's server from the server list alone (nothing to count here).")
            .arg(name);
    case PointsKind::Slots:
        return tr("%1 routes with a lookup table: %2 slots per server, not points on a ring.")
            .arg(name, QLocale().toString(row.pointsPerServer, 'f', 0));
    case PointsKind::Points: break;
    }
    return {};
}

QVariant CompareResultsModel::failedText(int column) const
{
    return column == Points ? tr("error") : QString();
}

QVariant CompareResultsModel::text(const ringcore::CompareRow &row, int column) const
{
    const QLocale locale;
    const double v = raw(row, column).toDouble();
    switch (column) {
    case Setting: return row.setting.label;
    // A table's entries are slots (Maglev's 65,537 over 100 servers), not points on a ring: a
    // mark explained by note(), short enough to keep the column (and the exported figure) narrow.
    case Points: return ringcore::CompareAnalysis::pointsText(row, locale);
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
        return CompareRowsModel::headerData(section, orientation, role);
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
