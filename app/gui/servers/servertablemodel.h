#pragma once

#include "ringcore/snapshot/ringsnapshot.h"

#include <QAbstractTableModel>

namespace ringlab::gui {

/// One row per server, sorted by exact share (largest first): the server's number in the list
/// (the "3" of the ring's "3·12" labels), address, weight, points,
/// share, load relative to the fair share, routed keys, and a bar column drawn by ShareBarDelegate.
class ServerTableModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { RankColumn, AddressColumn, WeightColumn, PointsColumn, ShareColumn, LoadColumn,
                  KeysColumn, BarColumn, NUM_COLUMNS };
    enum Role {
        ServerIndexRole = Qt::UserRole, ///< int: index in the experiment's server list
        ShareRole,                      ///< double: exact share
        FairShareRole,                  ///< double: weight ÷ total weight
        MaxShareRole,                   ///< double: largest share of any server (bar scale)
        ServerColorRole,                ///< QColor
    };

    explicit ServerTableModel(QObject *parent = nullptr);

    void setSnapshot(const ringcore::RingSnapshotPtr &snapshot);
    ringcore::RingSnapshotPtr snapshot() const { return m_snapshot; }
    /// The row showing a server, or -1.
    int rowOfServer(int server) const;
    int serverAtRow(int row) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    /// A cell's tooltip and text, for the server shown in that row.
    QVariant toolTip(int column, int server) const;
    QVariant display(int column, int server) const;
    ringcore::RingSnapshotPtr m_snapshot;
    std::vector<int> m_order;   ///< row → server
    std::vector<int> m_rowOf;   ///< server → row
    std::vector<int> m_points;  ///< points per server
    double m_maxShare = 0;
};

} // namespace ringlab::gui
