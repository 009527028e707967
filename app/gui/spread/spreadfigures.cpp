#include "gui/spread/spreadfigures.h"

#include "ringcore/math/theory.h"
#include "ringcore/core/numbertext.h"

#include <QCoreApplication>

#include <cmath>
#include <iterator>

namespace ringlab::gui {

using ringcore::NumberText;

namespace {

std::vector<double> curveK(double maxK)
{
    std::vector<double> ks;
    for (double e = 0; e <= std::log10(maxK) + 1e-9; e += 0.05)
        ks.push_back(std::pow(10.0, e));
    return ks;
}

QJsonObject parameters(const SpreadData &data)
{
    return QJsonObject{{QStringLiteral("servers"), data.request.servers},
                       {QStringLiteral("maxPoints"), data.request.maxPoints},
                       {QStringLiteral("rings"), data.request.rings},
                       {QStringLiteral("nearestRings"), data.request.nearestRings},
                       {QStringLiteral("seed"), QString::number(data.request.seed)}};
}

// --- The charts as data, drawn by PlotRenderer on screen and in exports: Okabe–Ito colours, legend glyphs that
// match, dash patterns for curves that can coincide, nice ticks, tidy data. ---

/// The context lupdate files this file's chart texts under (translations/*.ts).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(ringlab::gui::SpreadFigures)
};

PlotAxis pointsAxis()
{
    PlotAxis x;
    x.title = Tr::tr("Points per server (k)");
    x.log = true;
    return x;
}

void addMarkerSeries(Plot &plot, const SpreadData &data, double ProxyMarker::*value, bool positiveOnly)
{
    // Every system's default (AlgorithmInfo::spreadMarkers): a shape no other marker of the
    // figure has (ten shapes, then their outlines), so that they read in grayscale too, and a
    // colour. Colours skip the simulation's black and orange (and yellow, which does not show on
    // white); shapes skip its circle and square. Markers of systems other than the experiment's
    // are optional: a column figure leaves them out (Figure::allSeries keeps them).
    static const int colours[] = {5, 6, 7, 2, 3};
    static const PlotSeries::Marker shapes[] = {PlotSeries::Diamond,      PlotSeries::Triangle,      PlotSeries::Cross,
                                                PlotSeries::Plus,         PlotSeries::TriangleDown,  PlotSeries::Star,
                                                PlotSeries::Pentagon,     PlotSeries::TriangleLeft,  PlotSeries::Hexagon,
                                                PlotSeries::TriangleRight};
    constexpr int kShapes = int(std::size(shapes));
    int i = 0;
    for (const ProxyMarker &m : data.markers) {
        const double v = m.*value;
        const int index = i++; // by marker, not by plotted marker: the same system looks the same in every chart
        if (positiveOnly && v <= 0)
            continue;
        const PlotSeries::Marker shape = shapes[index % kShapes];
        const bool stroke = shape == PlotSeries::Cross || shape == PlotSeries::Plus;
        // A filled hexagon at 5 pt prints as the simulation's filled square in gray, and an outlined
        // one as an outlined pentagon: the hexagon is an outline first, the pentagon filled.
        const bool outlineFirst = shape == PlotSeries::Hexagon;
        plot.series << PlotSeries::make(PlotSeries::Scatter, QStringLiteral("marker"), m.label,
                                        okabeIto(colours[index % 5]), shape)
                           .withMarkerPt(5)
                           .withOpenMarkers(!stroke && ((index / kShapes) % 2 == 1) != outlineFirst)
                           .asOptional(m.algorithm != data.request.algorithm)
                           .add(QPointF(std::max(m.points, 1.0), v), m.label);
    }
}

Plot cvPlot(const SpreadData &data)
{
    Plot plot;
    plot.x = pointsAxis();
    plot.y.title = Tr::tr("CV of server load");
    plot.y.log = true;
    const int n = data.request.servers;
    const double maxK = std::max(data.request.maxPoints * 2.0, 2.0);
    PlotSeries formula = PlotSeries::make(PlotSeries::Line, QStringLiteral("cloudflare"),
                                          Tr::tr("Cloudflare: √((N−1)/(N·k+1))"), okabeIto(5));
    // 1/√k lies on the formula line for large N: dashes keep both visible.
    PlotSeries invSqrt = PlotSeries::make(PlotSeries::Line, QStringLiteral("invSqrtK"), Tr::tr("1/√k"), okabeIto(2))
                             .withDash(Qt::DashLine)
                             .withLineWidthPt(1.75)
                             .asOptional();
    PlotSeries nearestFormula = PlotSeries::make(PlotSeries::Line, QStringLiteral("nearestFormula"),
                                                 Tr::tr("Nearest-point formula"), okabeIto(3))
                                    .withDash(Qt::DotLine)
                                    .asOptional();
    for (double k : curveK(maxK)) {
        formula.points << QPointF(k, ringcore::Theory::cvFormula(n, k));
        invSqrt.points << QPointF(k, ringcore::Theory::cvInvSqrtK(k));
        nearestFormula.points << QPointF(k, ringcore::Theory::cvNearestFormula(n, k));
    }
    PlotSeries next = PlotSeries::make(PlotSeries::Scatter, QStringLiteral("simNext"),
                                       Tr::tr("Simulated, next point (RMS CV, ±2 SE)"), okabeIto(0), PlotSeries::Circle);
    for (const auto &r : data.next) {
        next.points << QPointF(r.setting.points, r.stats.cvRms);
        next.low << std::max(1e-6, r.stats.cvRms - 2 * r.stats.cvRmsSe);
        next.high << r.stats.cvRms + 2 * r.stats.cvRmsSe;
    }
    PlotSeries bars = next;
    bars.kind = PlotSeries::ErrorBars;
    bars.id = QStringLiteral("simNextError");
    bars.hiddenFromLegend().withLineWidthPt(0.75);
    PlotSeries nearest = PlotSeries::make(PlotSeries::Scatter, QStringLiteral("simNearest"),
                                          Tr::tr("Simulated, nearest point (RMS CV)"), okabeIto(1), PlotSeries::Square)
                                  .asOptional(); // with the nearest-point formula: where there is room
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
    plot.y.title = busiest ? Tr::tr("Busiest load / fair share") : Tr::tr("Quietest load / fair share");
    const int n = data.request.servers;
    const double maxK = std::max(data.request.maxPoints * 2.0, 2.0);
    PlotSeries band = PlotSeries::make(PlotSeries::Band, QStringLiteral("band"), Tr::tr("5–95% of rings"), okabeIto(2));
    PlotSeries mean = PlotSeries::make(PlotSeries::LineMarkers,
                                       busiest ? QStringLiteral("busiestMean") : QStringLiteral("quietestMean"),
                                       Tr::tr("Simulated mean"), okabeIto(0))
                          .withMarkerPt(3.5);
    for (const auto &r : data.next) {
        const ringcore::Distribution &dist = busiest ? r.stats.busiest : r.stats.quietest;
        band.points << QPointF(r.setting.points, dist.mean);
        band.low << dist.p5;
        band.high << dist.p95;
        mean.points << QPointF(r.setting.points, dist.mean);
    }
    PlotSeries model = PlotSeries::make(PlotSeries::Line, busiest ? QStringLiteral("gammaMax") : QStringLiteral("gammaMin"),
                                        busiest ? Tr::tr("Gamma-maximum model") : Tr::tr("Gamma-minimum model"), okabeIto(6))
                           .withDash(Qt::DashLine)
                           .withLineWidthPt(1.5);
    for (double k : curveK(maxK))
        model.points << QPointF(k, busiest ? ringcore::Theory::expectedBusiest(n, k) : ringcore::Theory::expectedQuietest(n, k));
    plot.series << band << mean << model;
    addMarkerSeries(plot, data, busiest ? &ProxyMarker::busiest : &ProxyMarker::quietest, false);
    plot.references << PlotReference{Qt::Horizontal, 1.0, Tr::tr("fair share")};
    return plot;
}

Plot loadPlot(const SpreadData &data)
{
    Plot plot;
    plot.x.title = Tr::tr("Servers by exact load (1 = busiest)");
    plot.y.title = Tr::tr("Load / fair share");
    PlotSeries exact = PlotSeries::make(PlotSeries::Bars, QStringLiteral("exact"), Tr::tr("Exact share"), okabeIto(5));
    for (size_t i = 0; i < data.loadExact.size(); ++i)
        exact.add(QPointF(double(i + 1), data.loadExact[i]), data.loadAddresses.value(int(i)));
    plot.series << exact;
    if (!data.loadKeys.empty()) {
        // Yellow with a black edge: on the blue bars and on white, in colour and in gray.
        PlotSeries keys = PlotSeries::make(PlotSeries::Scatter, QStringLiteral("keys"), Tr::tr("Routed keys"), okabeIto(4),
                                           PlotSeries::Diamond)
                              .withMarkerEdge(Qt::black)
                              .withMarkerPt(data.loadKeys.size() > 60 ? 3 : 4);
        for (size_t i = 0; i < data.loadKeys.size(); ++i)
            keys.add(QPointF(double(i + 1), data.loadKeys[i]), data.loadAddresses.value(int(i)));
        plot.series << keys;
    }
    // Bars start at 0; the fair share (1.0) is on a tick of the 1-2-5 scale.
    plot.references << PlotReference{Qt::Horizontal, 1.0, Tr::tr("fair share")};
    return plot;
}

} // namespace

QString SpreadFigures::caption(const SpreadData &data)
{
    QString text = Tr::tr("Ideal rings, N = %1 servers, %2 rings per k (next point), %3 (nearest), seed %4")
                       .arg(NumberText::integer(data.request.servers), NumberText::integer(data.request.rings),
                            NumberText::integer(data.request.nearestRings), QString::number(data.request.seed));
    // Proxies without points (rendezvous hashing) cannot sit on the points axis: say so.
    if (!data.withoutPoints.isEmpty())
        text = Tr::tr("%1; not plotted, no points per server: %2").arg(text, data.withoutPoints.join(QStringLiteral(", ")));
    return text;
}

Figure SpreadFigures::cv(const SpreadData &data)
{
    if (data.isEmpty())
        return {};
    Figure f;
    f.name = QStringLiteral("spread-cv");
    f.title = Tr::tr("Spread (CV) against points per server");
    f.caption = caption(data);
    f.parameters = parameters(data);
    f.plot = cvPlot(data);
    f.data = Figure::tidy(f.name, f.plot);
    return f;
}

Figure SpreadFigures::busiest(const SpreadData &data)
{
    if (data.isEmpty())
        return {};
    Figure f;
    f.name = QStringLiteral("spread-busiest");
    f.title = Tr::tr("Busiest server against points per server");
    f.caption = caption(data);
    f.parameters = parameters(data);
    f.plot = extremePlot(data, true);
    f.data = Figure::tidy(f.name, f.plot);
    return f;
}

Figure SpreadFigures::quietest(const SpreadData &data)
{
    if (data.isEmpty())
        return {};
    Figure f;
    f.name = QStringLiteral("spread-quietest");
    f.title = Tr::tr("Quietest server against points per server");
    f.caption = caption(data);
    f.parameters = parameters(data);
    f.plot = extremePlot(data, false);
    f.data = Figure::tidy(f.name, f.plot);
    return f;
}

Figure SpreadFigures::load(const SpreadData &data)
{
    if (data.loadExact.empty())
        return {};
    Figure f;
    f.name = QStringLiteral("spread-load");
    f.title = Tr::tr("Per-server load, sorted");
    // "a sample of 2,000,000 of 5,000,000 keys" where the experiment asks for more than the chart routes.
    f.caption = Tr::tr("%1, %2 servers, %3 (seed %4)")
                    .arg(data.request.algorithm, NumberText::integer(qint64(data.loadExact.size())),
                         data.request.keySample().countText(), QString::number(data.request.keySeed));
    f.parameters = QJsonObject{{QStringLiteral("algorithm"), data.request.algorithm},
                               {QStringLiteral("keys"), double(data.request.keys)},
                               {QStringLiteral("keySeed"), QString::number(data.request.keySeed)}};
    data.request.keySample().addTo(&f.parameters);
    f.plot = loadPlot(data);
    f.data = Figure::tidy(f.name, f.plot);
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
