#pragma once

#include "ringcore/analysis/comparetable.h"

#include "gui/compare/comparerowsmodel.h"

namespace ringlab::gui {

/// The seed's removal table: per setting, how many keys were on the removed server, how many
/// servers caught them, the largest catcher's fraction and the keys that moved otherwise.
class CompareRemovalModel : public CompareRowsModel<ringcore::CompareRemovalRow>
{
    Q_OBJECT
public:
    enum Column { Setting, KeysOnRemoved, Receivers, Largest, OtherMoved, NUM_COLUMNS };

    explicit CompareRemovalModel(QObject *parent = nullptr);
    void setTable(const ringcore::CompareTable &table);

    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QVariant raw(const ringcore::CompareRemovalRow &row, int column) const override;
    QVariant text(const ringcore::CompareRemovalRow &row, int column) const override;
};

} // namespace ringlab::gui
