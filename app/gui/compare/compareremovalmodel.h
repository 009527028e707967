#pragma once

#include "ringcore/analysis/comparetable.h"

#include <QAbstractTableModel>

namespace ringlab::gui {

/// The seed's removal table: per setting, how many keys were on the removed server, how many
/// servers caught them, the largest catcher's fraction and the keys that moved otherwise.
class CompareRemovalModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { Setting, KeysOnRemoved, Receivers, Largest, OtherMoved, NUM_COLUMNS };
    static constexpr int RawRole = Qt::UserRole;

    explicit CompareRemovalModel(QObject *parent = nullptr);
    void setTable(const ringcore::CompareTable &table);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QList<ringcore::CompareRemovalRow> m_rows;
};

} // namespace ringlab::gui
