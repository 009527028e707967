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

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

private:
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
