#include "gui/compare/comparechart.h"

#include "gui/export/figuretext.h"

#include <QCoreApplication>

namespace ringlab::gui {

namespace {
} // namespace

Figure CompareChart::spread(const ringcore::CompareTable &table, const QString &caption)
{
    Plot plot;
    for (const ringcore::CompareRow &row : table.rows)
        if (row.error.isEmpty())
            plot.y.categories << FigureText::forPrint(row.setting.label);
    if (plot.y.categories.isEmpty())
        return {};
    plot.x.title = tr("Load / fair share (measured with the keys)");
    PlotSeries busiest, quietest, cv;
    busiest.kind = quietest.kind = cv.kind = PlotSeries::Scatter;
    busiest.id = QStringLiteral("busiest");
    busiest.name = tr("Busiest server");
    busiest.colour = okabeIto(6);
    busiest.marker = PlotSeries::Triangle;
    quietest.id = QStringLiteral("quietest");
    quietest.name = tr("Quietest server");
    quietest.colour = okabeIto(5);
    quietest.marker = PlotSeries::Circle;
    cv.id = QStringLiteral("cv");
    cv.name = tr("1 + CV (spread)");
    cv.colour = okabeIto(0);
    cv.marker = PlotSeries::Plus;
    int i = 0;
    for (const ringcore::CompareRow &row : table.rows) {
        if (!row.error.isEmpty())
            continue;
        busiest.points << QPointF(row.routing.measured.busiest, i);
        quietest.points << QPointF(row.routing.measured.quietest, i);
        cv.points << QPointF(1.0 + row.routing.measured.cv, i);
        busiest.labels << FigureText::forPrint(row.setting.label);
        quietest.labels << FigureText::forPrint(row.setting.label);
        cv.labels << FigureText::forPrint(row.setting.label);
        ++i;
    }
    plot.series << quietest << cv << busiest;
    plot.references << PlotReference{Qt::Vertical, 1.0, QString()};
    Figure f;
    f.name = QStringLiteral("compare-spread-chart");
    f.title = tr("Spread of every algorithm");
    f.caption = caption;
    f.parameters = QJsonObject{{QStringLiteral("keys"), double(table.keys)}};
    f.plot = plot;
    f.data = Figure::tidy(f.name, f.plot);
    return f;
}

Figure CompareChart::removal(const ringcore::CompareTable &table, const QString &caption)
{
    Plot plot;
    for (const ringcore::CompareRemovalRow &row : table.removal)
        if (row.error.isEmpty() && row.keysOnRemoved > 0)
            plot.y.categories << FigureText::forPrint(row.setting.label);
    if (plot.y.categories.isEmpty())
        return {};
    plot.x.title = tr("Keys (%)");
    PlotSeries largest, moved;
    largest.kind = moved.kind = PlotSeries::Bars;
    largest.id = QStringLiteral("largestShare");
    largest.name = tr("Largest receiver's share of the removed server's keys");
    largest.colour = okabeIto(5);
    moved.id = QStringLiteral("otherMoved");
    moved.name = tr("Other keys moved between surviving servers, share of all keys");
    moved.colour = okabeIto(1);
    int i = 0;
    for (const ringcore::CompareRemovalRow &row : table.removal) {
        if (!row.error.isEmpty() || row.keysOnRemoved <= 0)
            continue;
        largest.points << QPointF(row.largestShare * 100, i);
        moved.points << QPointF(100.0 * double(row.otherMoved) / double(std::max<qint64>(1, table.removalKeys)), i);
        largest.labels << FigureText::forPrint(row.setting.label);
        moved.labels << FigureText::forPrint(row.setting.label);
        ++i;
    }
    plot.series << largest << moved;
    plot.x.autoRange = false;
    plot.x.min = 0;
    plot.x.max = 100;
    Figure f;
    f.name = QStringLiteral("compare-removal-chart");
    f.title = tr("Removal of %1: where its keys go").arg(table.removedAddress);
    f.caption = caption;
    f.parameters = QJsonObject{{QStringLiteral("removalKeys"), double(table.removalKeys)},
                               {QStringLiteral("removed"), table.removedAddress}};
    f.plot = plot;
    f.data = Figure::tidy(f.name, f.plot);
    return f;
}

QList<Figure> CompareChart::figures(const ringcore::CompareTable &table, const QString &caption)
{
    QList<Figure> out;
    for (const Figure &f : {spread(table, caption), removal(table, caption)})
        if (f.isValid())
            out << f;
    return out;
}

} // namespace ringlab::gui
