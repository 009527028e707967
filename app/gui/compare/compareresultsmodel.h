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
    /// modulo: shown with CompareAnalysis::slotMark()), or nothing (jump, rendezvous: "—").
    using PointsKind = ringcore::CompareAnalysis::PointsKind;
    static PointsKind pointsKind(const ringcore::CompareRow &row) { return ringcore::CompareAnalysis::pointsKind(row); }
    /// The line under the table (and in the exported figure's caption) explaining the marks that
    /// the table uses; empty when it uses none. ringlab-cli compare prints the same line.
    static QString note(const ringcore::CompareTable &table) { return ringcore::CompareAnalysis::pointsNote(table); }

private:
    QVariant raw(const ringcore::CompareRow &row, int column) const override;
    QVariant text(const ringcore::CompareRow &row, int column) const override;
    QVariant failedText(int column) const override;
    QVariant toolTip(const ringcore::CompareRow &row, int column) const override;
};

} // namespace ringlab::gui
