#pragma once

#include "gui/traffic/trafficjob.h"

#include <QAbstractTableModel>

namespace ringlab::gui {

/// The miss-storm table: one row per algorithm and scale event (keys moved, the storm's misses,
/// the hit ratio before and at its lowest, how long until it was back). Display text in the UI
/// locale; Qt::UserRole holds the raw number (sorting, CSV/JSON export).
class TrafficStormModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { Algorithm, Event, AtRequest, KeysMoved, MovedShare, Storm, Before, Lowest, Length, ColumnCount };

    using QAbstractTableModel::QAbstractTableModel;
    void setRun(const TrafficRunData &data);
    /// Shows the algorithms by their registry names instead of their display names (the drawn
    /// miss-storm figure, whose size is fixed).
    void setShortNames(bool shortNames) { m_shortNames = shortNames; }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

    /// Whether an event's storm never lowered a window's hit ratio by more than the 1-point
    /// tolerance (its length is 0: shown as "—").
    static bool noDip(const ringcore::TrafficEventResult &event);
    /// Why such an event has no storm length, with its hit ratios and misses (the cell's tooltip).
    static QString noDipText(const ringcore::TrafficEventResult &event);
    /// Whether any row is such an event (the page then shows noDipNote() under the table).
    bool hasNoDip() const;
    /// The line under the table that says what "—" in the Storm length column means.
    static QString noDipNote();

private:
    bool m_shortNames = false;
    static QString eventText(const ringcore::TrafficEventResult &event, const QString &address);

    struct Row
    {
        QString algorithm;
        ringcore::TrafficEventResult event;
        QString error;
    };
    QList<Row> m_rows;
};

} // namespace ringlab::gui
