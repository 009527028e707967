#pragma once

#include "ringcore/analysis/comparetable.h"

#include "gui/compare/comparerowsmodel.h"

namespace ringlab::gui {

/// The seed's results table, extended with every algorithm: one row per setting with points
/// per server, busiest, quietest and CV (measured with keys, and exact), and memory.
/// Qt::UserRole holds raw numbers for sorting and export.
class CompareResultsModel : public CompareRowsModel<ringcore::CompareRow>
{
    Q_OBJECT
public:
    enum Column { Setting, Points, Busiest, Quietest, Cv, ExactBusiest, ExactCv, Memory, NUM_COLUMNS };

    explicit CompareResultsModel(QObject *parent = nullptr);
    void setTable(const ringcore::CompareTable &table);

    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    /// What the Points column counts for a row: ring points, slots of a lookup table (Maglev,
    /// modulo: shown with kSlotMark), or nothing (jump, rendezvous: shown as "—").
    enum class PointsKind { Points, Slots, None };
    static PointsKind pointsKind(const ringcore::CompareRow &row);
    /// The mark after a table's slot count ("655†").
    static const QString kSlotMark;
    /// The line under the table (and in the exported figure's caption) explaining the marks that
    /// the table uses; empty when it uses none.
    static QString note(const ringcore::CompareTable &table);

private:
    QVariant raw(const ringcore::CompareRow &row, int column) const override;
    QVariant text(const ringcore::CompareRow &row, int column) const override;
    QVariant failedText(int column) const override;
    QVariant toolTip(const ringcore::CompareRow &row, int column) const override;
};

} // namespace ringlab::gui
