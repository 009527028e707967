#include "gui/compare/comparechart.h"

#include "gui/chart/figuretext.h"

#include <QCoreApplication>

#include <algorithm>
#include <vector>

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
    PlotSeries busiest = PlotSeries::make(PlotSeries::Scatter, QStringLiteral("busiest"), tr("Busiest server"),
                                          okabeIto(6), PlotSeries::Triangle);
    PlotSeries quietest = PlotSeries::make(PlotSeries::Scatter, QStringLiteral("quietest"), tr("Quietest server"),
                                           okabeIto(5), PlotSeries::Circle);
    PlotSeries cv = PlotSeries::make(PlotSeries::Scatter, QStringLiteral("cv"), tr("1 + CV (spread)"), okabeIto(0),
                                     PlotSeries::Plus);
    int i = 0;
    for (const ringcore::CompareRow &row : table.rows) {
        if (!row.error.isEmpty())
            continue;
        const QString label = FigureText::forPrint(row.setting.label);
        busiest.add(QPointF(row.routing.measured.busiest, i), label);
        quietest.add(QPointF(row.routing.measured.quietest, i), label);
        cv.add(QPointF(1.0 + row.routing.measured.cv, i), label);
        ++i;
    }
    plot.series << quietest << cv << busiest;
    plot.references << PlotReference{Qt::Vertical, 1.0, QString()};
    // The x range from the data, on nice ticks; a value far beyond the rest (more than 4x the
    // median busiest load: Caddy's uri_hash at 15x while every other row is under 5x) stays out of
    // it and is drawn at the right edge with its value, so that the loads near 1 stay apart.
    std::vector<double> loads;
    for (const QPointF &p : std::as_const(busiest.points))
        loads.push_back(p.x());
    std::nth_element(loads.begin(), loads.begin() + loads.size() / 2, loads.end());
    const double outlier = 4.0 * std::max(1.0, loads[loads.size() / 2]);
    double hi = 1.0, lo = 1.0, top = 0;
    for (const PlotSeries &s : std::as_const(plot.series))
        for (const QPointF &p : s.points) {
            top = std::max(top, p.x());
            lo = std::min(lo, p.x());
            if (p.x() <= outlier)
                hi = std::max(hi, p.x());
        }
    if (top > outlier) {
        const AxisTicks ticks = PlotRenderer::ticks(lo, hi, false, 5, true);
        plot.x.autoRange = false;
        plot.x.min = ticks.min;
        plot.x.max = ticks.max;
    }
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
    PlotSeries largest = PlotSeries::make(PlotSeries::Bars, QStringLiteral("largestShare"),
                                          tr("Largest receiver's share of the removed server's keys"), okabeIto(5));
    PlotSeries moved = PlotSeries::make(PlotSeries::Bars, QStringLiteral("otherMoved"),
                                        tr("Other keys moved between surviving servers, share of all keys"), okabeIto(1));
    int i = 0;
    for (const ringcore::CompareRemovalRow &row : table.removal) {
        if (!row.error.isEmpty() || row.keysOnRemoved <= 0)
            continue;
        const QString label = FigureText::forPrint(row.setting.label);
        largest.add(QPointF(row.largestShare * 100, i), label);
        moved.add(QPointF(100.0 * double(row.otherMoved) / double(std::max<qint64>(1, table.removalKeys)), i), label);
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
