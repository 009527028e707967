#pragma once

#include "ringcore/analysis/comparetable.h"

#include <QAbstractTableModel>

namespace ringlab::gui {

/// The seed's results table, extended with every algorithm: one row per setting with points
/// per server, busiest, quietest and CV (measured with keys, and exact), and memory.
/// Qt::UserRole holds raw numbers for sorting and export.
class CompareResultsModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { Setting, Points, Busiest, Quietest, Cv, ExactBusiest, ExactCv, Memory, NUM_COLUMNS };
    static constexpr int RawRole = Qt::UserRole;

    explicit CompareResultsModel(QObject *parent = nullptr);
    void setTable(const ringcore::CompareTable &table);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QList<ringcore::CompareRow> m_rows;
};

} // namespace ringlab::gui
