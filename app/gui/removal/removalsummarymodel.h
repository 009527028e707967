#pragma once

#include "ringcore/analysis/removalmatrix.h"

#include <QAbstractTableModel>

namespace ringlab::gui {

/// One row per removed server: its share, how many servers caught its keys, the largest
/// catcher's fraction and how much moved between survivors. Qt::UserRole holds raw numbers.
class RemovalSummaryModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { Removed, Share, Receivers, Largest, MovedBetweenSurvivors, NUM_COLUMNS };
    static constexpr int RawRole = Qt::UserRole;

    explicit RemovalSummaryModel(QObject *parent = nullptr);
    void setMatrix(const ringcore::RemovalMatrix &matrix);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    ringcore::RemovalMatrix m_matrix;
    QList<int> m_rows; ///< server indices that have a computed row
};

} // namespace ringlab::gui
