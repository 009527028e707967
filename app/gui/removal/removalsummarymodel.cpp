#include "gui/removal/removalsummarymodel.h"
#include "ringcore/core/numbertext.h"

#include <QLocale>

namespace ringlab::gui {

RemovalSummaryModel::RemovalSummaryModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

void RemovalSummaryModel::setMatrix(const ringcore::RemovalMatrix &matrix)
{
    beginResetModel();
    m_matrix = matrix;
    m_rows.clear();
    for (int r = 0; r < int(matrix.received.size()); ++r)
        if ((size_t(r) >= matrix.done.size() || matrix.done[size_t(r)]) && size_t(r) < matrix.receivers.size()
            && (size_t(r) >= matrix.share.size() || matrix.share[size_t(r)] > 0))
            m_rows.append(r);
    endResetModel();
}

int RemovalSummaryModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int RemovalSummaryModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : NUM_COLUMNS;
}

QVariant RemovalSummaryModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const size_t r = size_t(m_rows.at(index.row()));
    const auto value = [&]() -> QVariant {
        switch (index.column()) {
        case Removed: return m_matrix.addresses.value(int(r));
        case Share: return r < m_matrix.share.size() ? m_matrix.share[r] : 0.0;
        case Receivers: return m_matrix.receivers[r];
        case Largest: return m_matrix.largestShare[r];
        case MovedBetweenSurvivors: return m_matrix.movedBetweenSurvivors[r];
        }
        return {};
    };
    if (role == RawRole)
        return value();
    if (role == Qt::DisplayRole) {
        const QVariant v = value();
        const QLocale locale;
        switch (index.column()) {
        case Share:
        case Largest: return ringcore::NumberText::percentSign(v.toDouble(), 2, locale);
        case MovedBetweenSurvivors: return ringcore::NumberText::percentSign(v.toDouble(), 3, locale);
        default: return v;
        }
    }
    if (role == Qt::TextAlignmentRole && index.column() != Removed)
        return int(Qt::AlignRight | Qt::AlignVCenter);
    return {};
}

QVariant RemovalSummaryModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case Removed: return tr("Removed server");
    case Share: return tr("Its share");
    case Receivers: return tr("Receivers");
    case Largest: return tr("Largest receiver");
    case MovedBetweenSurvivors: return tr("Moved between survivors");
    }
    return {};
}

} // namespace ringlab::gui
