#pragma once

#include <QCoreApplication>
#include "gui/chart/figure.h"

#include "ringcore/analysis/comparetable.h"

namespace ringlab::gui {

/// The Compare page's numbers as charts for articles: the spread of every algorithm (busiest,
/// quietest and CV per setting) and where one removed server's keys go (largest receiver's share,
/// keys moved between survivors). Exported like every other figure.
class CompareChart
{
    Q_DECLARE_TR_FUNCTIONS(ringlab::gui::CompareChart) // the context lupdate writes into translations/*.ts
public:
    static Figure spread(const ringcore::CompareTable &table, const QString &caption);
    static Figure removal(const ringcore::CompareTable &table, const QString &caption);
    static QList<Figure> figures(const ringcore::CompareTable &table, const QString &caption);
};

} // namespace ringlab::gui
