#include "gui/spread/spreadfigures.h"

#include "ringcore/analysis/theory.h"

#include <QAreaSeries>
#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QChart>
#include <QCoreApplication>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLogValueAxis>
#include <QScatterSeries>
#include <QValueAxis>

#include <cmath>
#include <memory>

namespace ringlab::gui {

namespace {

const QList<QColor> kMarkerColours{QColor(0xd9, 0x5f, 0x02), QColor(0x75, 0x70, 0xb3), QColor(0xe7, 0x29, 0x8a),
                                   QColor(0x66, 0xa6, 0x1e), QColor(0xe6, 0xab, 0x02), QColor(0xa6, 0x76, 0x1d)};

QChart *newChart(const QString &title)
{
    auto *chart = new QChart;
    chart->setTitle(title);
    chart->legend()->setAlignment(Qt::AlignRight);
    chart->setAnimationOptions(QChart::NoAnimation);
    return chart;
}

QLogValueAxis *logAxis(const QString &title, double min, double max)
{
    auto *axis = new QLogValueAxis;
    axis->setBase(10);
    axis->setTitleText(title);
    axis->setLabelFormat(QStringLiteral("%.4g")); // "%.N" form: the localized labels of Qt Charts need it
    axis->setMinorTickCount(-1);
    axis->setRange(min, max);
    return axis;
}

void attach(QChart *chart, QAbstractSeries *series, QAbstractAxis *x, QAbstractAxis *y)
{
    chart->addSeries(series);
    series->attachAxis(x);
    series->attachAxis(y);
}

void hideLegend(QChart *chart, QAbstractSeries *series)
{
    for (QLegendMarker *marker : chart->legend()->markers(series))
        marker->setVisible(false);
}

std::vector<double> curveK(double maxK)
{
    std::vector<double> ks;
    for (double e = 0; e <= std::log10(maxK) + 1e-9; e += 0.05)
        ks.push_back(std::pow(10.0, e));
    return ks;
}

void addMarkers(QChart *chart, const SpreadData &data, QAbstractAxis *x, QAbstractAxis *y,
                double ProxyMarker::*value, bool positiveOnly)
{
    int colour = 0;
    for (const ProxyMarker &marker : data.markers) {
        const double v = marker.*value;
        if (positiveOnly && v <= 0)
            continue;
        auto *series = new QScatterSeries;
        series->setObjectName(QStringLiteral("marker"));
        series->setName(marker.label);
        series->setMarkerShape(QScatterSeries::MarkerShapeRectangle);
        series->setMarkerSize(11);
        series->setColor(kMarkerColours[colour++ % kMarkerColours.size()]);
        series->append(std::max(marker.points, 1.0), v);
        // No label beside the marker: at the real proxies' defaults (16, 160, 1,600 points) the
        // labels piled on top of each other; the legend names every marker by its colour.
        attach(chart, series, x, y);
    }
}

/// Shares the data between the page and every chart built from it.
using SharedData = std::shared_ptr<const SpreadData>;

QChart *buildCv(const SharedData &d)
{
    const SpreadData &data = *d;
    QChart *chart = newChart(QCoreApplication::translate("ringlab::gui::SpreadFigures", "Spread (CV) against points per server"));
    const int n = data.request.servers;
    const double maxK = data.request.maxPoints * 2.0;
    double minY = 1;
    for (const auto &r : data.next)
        minY = std::min(minY, r.stats.cvRms);
    for (const ProxyMarker &m : data.markers)
        if (m.cv > 0)
            minY = std::min(minY, m.cv);
    auto *x = logAxis(QCoreApplication::translate("ringlab::gui::SpreadFigures", "Points per server (k)"), 0.8, std::max(maxK, 2.0));
    auto *y = logAxis(QCoreApplication::translate("ringlab::gui::SpreadFigures", "CV of server load"), std::max(1e-4, minY * 0.5), 2);
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(y, Qt::AlignLeft);

    auto *formula = new QLineSeries;
    formula->setObjectName(QStringLiteral("cloudflare"));
    formula->setName(QCoreApplication::translate("ringlab::gui::SpreadFigures", "Cloudflare: √((N−1)/(N·k+1))"));
    auto *invSqrt = new QLineSeries;
    invSqrt->setObjectName(QStringLiteral("invSqrtK"));
    invSqrt->setName(QCoreApplication::translate("ringlab::gui::SpreadFigures", "1/√k"));
    QPen dashed(QColor(120, 120, 120));
    dashed.setStyle(Qt::DashLine);
    dashed.setWidthF(1.5);
    invSqrt->setPen(dashed);
    auto *nearestFormula = new QLineSeries;
    nearestFormula->setObjectName(QStringLiteral("nearestFormula"));
    nearestFormula->setName(QCoreApplication::translate("ringlab::gui::SpreadFigures", "Nearest-point formula"));
    for (double k : curveK(maxK)) {
        formula->append(k, ringcore::Theory::cvFormula(n, k));
        invSqrt->append(k, ringcore::Theory::cvInvSqrtK(k));
        nearestFormula->append(k, ringcore::Theory::cvNearestFormula(n, k));
    }
    attach(chart, formula, x, y);
    attach(chart, invSqrt, x, y);
    attach(chart, nearestFormula, x, y);

    auto *next = new QScatterSeries;
    next->setObjectName(QStringLiteral("simNext"));
    next->setName(QCoreApplication::translate("ringlab::gui::SpreadFigures", "Simulated, next point (RMS CV)"));
    next->setMarkerSize(8);
    for (const auto &r : data.next) {
        next->append(r.setting.points, r.stats.cvRms);
        // Error bar: ± 2 standard errors (usually hidden inside the marker at this scale).
        auto *bar = new QLineSeries;
        bar->setObjectName(QStringLiteral("errorBar"));
        bar->append(r.setting.points, std::max(1e-6, r.stats.cvRms - 2 * r.stats.cvRmsSe));
        bar->append(r.setting.points, r.stats.cvRms + 2 * r.stats.cvRmsSe);
        bar->setColor(Qt::black);
        attach(chart, bar, x, y);
        hideLegend(chart, bar);
    }
    attach(chart, next, x, y);
    auto *nearest = new QScatterSeries;
    nearest->setObjectName(QStringLiteral("simNearest"));
    nearest->setName(QCoreApplication::translate("ringlab::gui::SpreadFigures", "Simulated, nearest point (RMS CV)"));
    nearest->setMarkerShape(QScatterSeries::MarkerShapeRectangle);
    nearest->setMarkerSize(7);
    for (const auto &r : data.nearest)
        nearest->append(r.setting.points, r.stats.cvRms);
    attach(chart, nearest, x, y);
    addMarkers(chart, data, x, y, &ProxyMarker::cv, true);
    return chart;
}

QChart *buildExtreme(const SharedData &d, bool busiest)
{
    const SpreadData &data = *d;
    QChart *chart = newChart(busiest ? QCoreApplication::translate("ringlab::gui::SpreadFigures", "Busiest server against points per server")
                                     : QCoreApplication::translate("ringlab::gui::SpreadFigures", "Quietest server against points per server"));
    const int n = data.request.servers;
    const double maxK = data.request.maxPoints * 2.0;
    auto *x = logAxis(QCoreApplication::translate("ringlab::gui::SpreadFigures", "Points per server (k)"), 0.8, std::max(maxK, 2.0));
    auto *y = new QValueAxis;
    y->setTitleText(busiest ? QCoreApplication::translate("ringlab::gui::SpreadFigures", "Busiest load / fair share") : QCoreApplication::translate("ringlab::gui::SpreadFigures", "Quietest load / fair share"));
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(y, Qt::AlignLeft);

    auto *upper = new QLineSeries;
    auto *lower = new QLineSeries;
    auto *mean = new QLineSeries;
    mean->setObjectName(busiest ? QStringLiteral("busiestMean") : QStringLiteral("quietestMean"));
    mean->setName(QCoreApplication::translate("ringlab::gui::SpreadFigures", "Simulated mean"));
    mean->setPointsVisible(true);
    double top = 1.05, bottom = 0.95;
    for (const auto &r : data.next) {
        const ringcore::Distribution &dist = busiest ? r.stats.busiest : r.stats.quietest;
        upper->append(r.setting.points, dist.p95);
        lower->append(r.setting.points, dist.p5);
        mean->append(r.setting.points, dist.mean);
        top = std::max(top, dist.p95);
        bottom = std::min(bottom, dist.p5);
    }
    auto *band = new QAreaSeries(upper, lower);
    // QAreaSeries does not own its boundary lines (found by LeakSanitizer): the band does now.
    upper->setParent(band);
    lower->setParent(band);
    band->setObjectName(QStringLiteral("band"));
    band->setName(QCoreApplication::translate("ringlab::gui::SpreadFigures", "5–95% of rings"));
    band->setColor(QColor(31, 119, 180, 60));
    band->setBorderColor(QColor(31, 119, 180, 120));
    attach(chart, band, x, y);
    attach(chart, mean, x, y);

    auto *model = new QLineSeries;
    model->setObjectName(busiest ? QStringLiteral("gammaMax") : QStringLiteral("gammaMin"));
    model->setName(busiest ? QCoreApplication::translate("ringlab::gui::SpreadFigures", "Gamma-maximum model") : QCoreApplication::translate("ringlab::gui::SpreadFigures", "Gamma-minimum model"));
    QPen pen(QColor(214, 39, 40));
    pen.setWidthF(2);
    pen.setStyle(Qt::DashLine);
    model->setPen(pen);
    for (double k : curveK(maxK))
        model->append(k, busiest ? ringcore::Theory::expectedBusiest(n, k) : ringcore::Theory::expectedQuietest(n, k));
    attach(chart, model, x, y);

    auto *fair = new QLineSeries;
    fair->setObjectName(QStringLiteral("fair"));
    fair->setName(QCoreApplication::translate("ringlab::gui::SpreadFigures", "Fair share"));
    fair->append(0.8, 1);
    fair->append(std::max(maxK, 2.0), 1);
    fair->setColor(QColor(90, 90, 90));
    attach(chart, fair, x, y);
    for (const ProxyMarker &m : data.markers) {
        const double v = busiest ? m.busiest : m.quietest;
        top = std::max(top, v);
        bottom = std::min(bottom, v);
    }
    addMarkers(chart, data, x, y, busiest ? &ProxyMarker::busiest : &ProxyMarker::quietest, false);
    y->setRange(busiest ? 0.9 : std::max(0.0, bottom - 0.05), busiest ? top + 0.1 : 1.1);
    y->applyNiceNumbers(); // ticks on 1-2-5 steps (not 0.9, 2.5, 4.1, …)
    return chart;
}

QChart *buildLoad(const SharedData &d)
{
    const SpreadData &data = *d;
    QChart *chart = newChart(QCoreApplication::translate("ringlab::gui::SpreadFigures", "Per-server load, sorted"));
    auto *series = new QBarSeries;
    series->setObjectName(QStringLiteral("loadBars"));
    series->setBarWidth(0.9);
    auto *exact = new QBarSet(QCoreApplication::translate("ringlab::gui::SpreadFigures", "Exact share"));
    exact->setObjectName(QStringLiteral("exact"));
    exact->setColor(QColor(31, 119, 180));
    exact->setSelectedColor(QColor(214, 39, 40));
    QBarSet *keys = nullptr;
    QStringList categories;
    double top = 1.1;
    for (size_t i = 0; i < data.loadExact.size(); ++i) {
        exact->append(data.loadExact[i]);
        top = std::max(top, data.loadExact[i]);
        categories << QString::number(i + 1);
    }
    series->append(exact);
    if (!data.loadKeys.empty()) {
        keys = new QBarSet(QCoreApplication::translate("ringlab::gui::SpreadFigures", "Routed keys"));
        keys->setObjectName(QStringLiteral("keys"));
        keys->setColor(QColor(255, 127, 14));
        keys->setSelectedColor(QColor(140, 20, 20));
        for (double v : data.loadKeys) {
            keys->append(v);
            top = std::max(top, v);
        }
        series->append(keys);
    }
    // Busiest is the first bar, quietest the last (sorted by exact share).
    if (!data.loadExact.empty()) {
        exact->selectBar(0);
        exact->selectBar(int(data.loadExact.size()) - 1);
    }
    chart->addSeries(series);
    auto *x = new QBarCategoryAxis;
    x->append(categories);
    x->setTitleText(QCoreApplication::translate("ringlab::gui::SpreadFigures", "Servers by exact share (1 = busiest)"));
    x->setLabelsVisible(categories.size() <= 40);
    auto *y = new QValueAxis;
    y->setTitleText(QCoreApplication::translate("ringlab::gui::SpreadFigures", "Load / fair share"));
    y->setRange(0, top * 1.08);
    y->applyNiceNumbers(); // ticks on 1-2-5 steps (not 0.33, 0.66, 0.99, …)
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(y, Qt::AlignLeft);
    series->attachAxis(x);
    series->attachAxis(y);
    auto *fair = new QLineSeries;
    fair->setObjectName(QStringLiteral("fair"));
    fair->setName(QCoreApplication::translate("ringlab::gui::SpreadFigures", "Fair share"));
    fair->append(-0.5, 1);
    fair->append(std::max<double>(0.5, data.loadExact.size() - 0.5), 1);
    QPen pen(Qt::black);
    pen.setWidthF(1.5);
    pen.setStyle(Qt::DashLine);
    fair->setPen(pen);
    chart->addSeries(fair);
    fair->attachAxis(x);
    fair->attachAxis(y);
    return chart;
}

QJsonObject parameters(const SpreadData &data)
{
    return QJsonObject{{QStringLiteral("servers"), data.request.servers},
                       {QStringLiteral("maxPoints"), data.request.maxPoints},
                       {QStringLiteral("rings"), data.request.rings},
                       {QStringLiteral("nearestRings"), data.request.nearestRings},
                       {QStringLiteral("seed"), QString::number(data.request.seed)}};
}

// --- The same charts as data for export (PlotRenderer): Okabe–Ito colours, legend glyphs that
// match, dash patterns for curves that can coincide, nice ticks, tidy data. ---

QString sf(const char *text)
{
    return QCoreApplication::translate("ringlab::gui::SpreadFigures", text);
}

PlotAxis pointsAxis()
{
    PlotAxis x;
    x.title = sf("Points per server (k)");
    x.log = true;
    return x;
}

void addMarkerSeries(Plot &plot, const SpreadData &data, double ProxyMarker::*value, bool positiveOnly)
{
    // Proxy defaults: colours 5, 6, 7, 2 of Okabe–Ito (never the simulation's black or orange),
    // shapes differ too, so they read in grey.
    static const int colours[] = {5, 6, 7, 2, 3};
    static const PlotSeries::Marker shapes[] = {PlotSeries::Diamond, PlotSeries::Triangle, PlotSeries::Square,
                                                PlotSeries::Cross, PlotSeries::Plus};
    int i = 0;
    for (const ProxyMarker &m : data.markers) {
        const double v = m.*value;
        if (positiveOnly && v <= 0)
            continue;
        PlotSeries s;
        s.kind = PlotSeries::Scatter;
        s.id = QStringLiteral("marker");
        s.name = m.label;
        s.colour = okabeIto(colours[i % 5]);
        s.marker = shapes[i % 5];
        s.markerPt = 6;
        s.points = {QPointF(std::max(m.points, 1.0), v)};
        s.labels = {m.label};
        plot.series << s;
        ++i;
    }
}

Plot cvPlot(const SpreadData &data)
{
    Plot plot;
    plot.x = pointsAxis();
    plot.y.title = sf("CV of server load");
    plot.y.log = true;
    const int n = data.request.servers;
    const double maxK = std::max(data.request.maxPoints * 2.0, 2.0);
    PlotSeries formula, invSqrt, nearestFormula;
    formula.id = QStringLiteral("cloudflare");
    formula.name = sf("Cloudflare: √((N−1)/(N·k+1))");
    formula.colour = okabeIto(5);
    invSqrt.id = QStringLiteral("invSqrtK");
    invSqrt.name = sf("1/√k");
    invSqrt.colour = okabeIto(2);
    invSqrt.dash = Qt::DashLine; // lies on the formula line for large N: dashes keep both visible
    invSqrt.lineWidthPt = 1.75;
    nearestFormula.id = QStringLiteral("nearestFormula");
    nearestFormula.name = sf("Nearest-point formula");
    nearestFormula.colour = okabeIto(3);
    nearestFormula.dash = Qt::DotLine;
    for (double k : curveK(maxK)) {
        formula.points << QPointF(k, ringcore::Theory::cvFormula(n, k));
        invSqrt.points << QPointF(k, ringcore::Theory::cvInvSqrtK(k));
        nearestFormula.points << QPointF(k, ringcore::Theory::cvNearestFormula(n, k));
    }
    PlotSeries next;
    next.kind = PlotSeries::Scatter;
    next.id = QStringLiteral("simNext");
    next.name = sf("Simulated, next point (RMS CV, ±2 SE)");
    next.colour = okabeIto(0);
    next.marker = PlotSeries::Circle;
    for (const auto &r : data.next) {
        next.points << QPointF(r.setting.points, r.stats.cvRms);
        next.low << std::max(1e-6, r.stats.cvRms - 2 * r.stats.cvRmsSe);
        next.high << r.stats.cvRms + 2 * r.stats.cvRmsSe;
    }
    PlotSeries bars = next;
    bars.kind = PlotSeries::ErrorBars;
    bars.id = QStringLiteral("simNextError");
    bars.inLegend = false;
    bars.lineWidthPt = 0.75;
    PlotSeries nearest;
    nearest.kind = PlotSeries::Scatter;
    nearest.id = QStringLiteral("simNearest");
    nearest.name = sf("Simulated, nearest point (RMS CV)");
    nearest.colour = okabeIto(1);
    nearest.marker = PlotSeries::Square;
    for (const auto &r : data.nearest)
        nearest.points << QPointF(r.setting.points, r.stats.cvRms);
    plot.series << formula << invSqrt << nearestFormula << bars << next << nearest;
    addMarkerSeries(plot, data, &ProxyMarker::cv, true);
    return plot;
}

Plot extremePlot(const SpreadData &data, bool busiest)
{
    Plot plot;
    plot.x = pointsAxis();
    plot.y.title = busiest ? sf("Busiest load / fair share") : sf("Quietest load / fair share");
    const int n = data.request.servers;
    const double maxK = std::max(data.request.maxPoints * 2.0, 2.0);
    PlotSeries band, mean, model;
    band.kind = PlotSeries::Band;
    band.id = QStringLiteral("band");
    band.name = sf("5–95% of rings");
    band.colour = okabeIto(2);
    mean.kind = PlotSeries::LineMarkers;
    mean.id = busiest ? QStringLiteral("busiestMean") : QStringLiteral("quietestMean");
    mean.name = sf("Simulated mean");
    mean.colour = okabeIto(0);
    mean.markerPt = 3.5;
    for (const auto &r : data.next) {
        const ringcore::Distribution &dist = busiest ? r.stats.busiest : r.stats.quietest;
        band.points << QPointF(r.setting.points, dist.mean);
        band.low << dist.p5;
        band.high << dist.p95;
        mean.points << QPointF(r.setting.points, dist.mean);
    }
    model.id = busiest ? QStringLiteral("gammaMax") : QStringLiteral("gammaMin");
    model.name = busiest ? sf("Gamma-maximum model") : sf("Gamma-minimum model");
    model.colour = okabeIto(6);
    model.dash = Qt::DashLine;
    model.lineWidthPt = 1.5;
    for (double k : curveK(maxK))
        model.points << QPointF(k, busiest ? ringcore::Theory::expectedBusiest(n, k) : ringcore::Theory::expectedQuietest(n, k));
    plot.series << band << mean << model;
    addMarkerSeries(plot, data, busiest ? &ProxyMarker::busiest : &ProxyMarker::quietest, false);
    plot.references << PlotReference{Qt::Horizontal, 1.0, sf("fair share")};
    return plot;
}

Plot loadPlot(const SpreadData &data)
{
    Plot plot;
    plot.x.title = sf("Servers by exact share (1 = busiest)");
    plot.y.title = sf("Load / fair share");
    PlotSeries exact;
    exact.kind = PlotSeries::Bars;
    exact.id = QStringLiteral("exact");
    exact.name = sf("Exact share");
    exact.colour = okabeIto(5);
    for (size_t i = 0; i < data.loadExact.size(); ++i) {
        exact.points << QPointF(double(i + 1), data.loadExact[i]);
        exact.labels << data.loadAddresses.value(int(i));
    }
    plot.series << exact;
    if (!data.loadKeys.empty()) {
        PlotSeries keys;
        keys.kind = PlotSeries::Scatter;
        keys.id = QStringLiteral("keys");
        keys.name = sf("Routed keys");
        keys.colour = okabeIto(6);
        keys.marker = PlotSeries::Diamond;
        keys.markerPt = data.loadKeys.size() > 60 ? 2.5 : 4;
        for (size_t i = 0; i < data.loadKeys.size(); ++i) {
            keys.points << QPointF(double(i + 1), data.loadKeys[i]);
            keys.labels << data.loadAddresses.value(int(i));
        }
        plot.series << keys;
    }
    // Bars start at 0; the fair share (1.0) is on a tick of the 1-2-5 scale.
    plot.references << PlotReference{Qt::Horizontal, 1.0, sf("fair share")};
    return plot;
}

} // namespace

QString SpreadFigures::caption(const SpreadData &data)
{
    return QCoreApplication::translate("ringlab::gui::SpreadFigures", "Ideal rings, N = %1 servers, %2 rings per k (next point), %3 (nearest), seed %4")
        .arg(data.request.servers)
        .arg(data.request.rings)
        .arg(data.request.nearestRings)
        .arg(data.request.seed);
}

Figure SpreadFigures::cv(const SpreadData &data)
{
    if (data.isEmpty())
        return {};
    auto shared = std::make_shared<const SpreadData>(data);
    Figure f;
    f.name = QStringLiteral("spread-cv");
    f.title = QCoreApplication::translate("ringlab::gui::SpreadFigures", "Spread (CV) against points per server");
    f.caption = caption(data);
    f.parameters = parameters(data);
    f.plot = cvPlot(data);
    f.data = Figure::tidy(f.name, f.plot);
    f.makeChart = [shared] { return buildCv(shared); };
    return f;
}

Figure SpreadFigures::busiest(const SpreadData &data)
{
    if (data.isEmpty())
        return {};
    auto shared = std::make_shared<const SpreadData>(data);
    Figure f;
    f.name = QStringLiteral("spread-busiest");
    f.title = QCoreApplication::translate("ringlab::gui::SpreadFigures", "Busiest server against points per server");
    f.caption = caption(data);
    f.parameters = parameters(data);
    f.plot = extremePlot(data, true);
    f.data = Figure::tidy(f.name, f.plot);
    f.makeChart = [shared] { return buildExtreme(shared, true); };
    return f;
}

Figure SpreadFigures::quietest(const SpreadData &data)
{
    if (data.isEmpty())
        return {};
    auto shared = std::make_shared<const SpreadData>(data);
    Figure f;
    f.name = QStringLiteral("spread-quietest");
    f.title = QCoreApplication::translate("ringlab::gui::SpreadFigures", "Quietest server against points per server");
    f.caption = caption(data);
    f.parameters = parameters(data);
    f.plot = extremePlot(data, false);
    f.data = Figure::tidy(f.name, f.plot);
    f.makeChart = [shared] { return buildExtreme(shared, false); };
    return f;
}

Figure SpreadFigures::load(const SpreadData &data)
{
    if (data.loadExact.empty())
        return {};
    auto shared = std::make_shared<const SpreadData>(data);
    Figure f;
    f.name = QStringLiteral("spread-load");
    f.title = QCoreApplication::translate("ringlab::gui::SpreadFigures", "Per-server load, sorted");
    f.caption = QCoreApplication::translate("ringlab::gui::SpreadFigures", "%1, %2 servers, %3 keys (seed %4)")
                    .arg(data.request.algorithm)
                    .arg(data.loadExact.size())
                    .arg(data.request.keys)
                    .arg(data.request.keySeed);
    f.parameters = QJsonObject{{QStringLiteral("algorithm"), data.request.algorithm},
                               {QStringLiteral("keys"), double(data.request.keys)},
                               {QStringLiteral("keySeed"), QString::number(data.request.keySeed)}};
    f.plot = loadPlot(data);
    f.data = Figure::tidy(f.name, f.plot);
    f.makeChart = [shared] { return buildLoad(shared); };
    return f;
}

QList<Figure> SpreadFigures::all(const SpreadData &data)
{
    QList<Figure> out;
    for (const Figure &f : {cv(data), busiest(data), quietest(data), load(data)})
        if (f.isValid())
            out.append(f);
    return out;
}

long long SpreadFigures::pointsNeededTheory(int servers, double epsilon)
{
    if (servers <= 1)
        return 1;
    if (epsilon <= 0)
        return 0;
    long long lo = 1, hi = 100000000;
    if (ringcore::Theory::expectedBusiest(servers, double(hi)) > 1 + epsilon)
        return 0;
    if (ringcore::Theory::expectedBusiest(servers, 1.0) <= 1 + epsilon)
        return 1;
    while (hi - lo > 1) { // the expected busiest falls monotonically with k
        const long long mid = lo + (hi - lo) / 2;
        (ringcore::Theory::expectedBusiest(servers, double(mid)) <= 1 + epsilon ? hi : lo) = mid;
    }
    return hi;
}

} // namespace ringlab::gui
