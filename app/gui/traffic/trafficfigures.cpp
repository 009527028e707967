#include "gui/traffic/trafficfigures.h"

#include "gui/chart/figuretext.h"
#include "gui/chart/tablefigure.h"
#include "gui/traffic/trafficstormmodel.h"

#include "ringcore/core/numbertext.h"
#include "ringcore/rings/algorithmregistry.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QStandardItemModel>

#include <algorithm>
#include <numeric>

namespace ringlab::gui {

using ringcore::NumberText;

namespace {

/// The context lupdate files this file's chart texts under (translations/*.ts).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(ringlab::gui::TrafficFigures)
};

QJsonObject parameters(const TrafficRunData &data)
{
    return QJsonObject{{QStringLiteral("traffic"), data.settings.toJson()},
                       {QStringLiteral("servers"), data.servers},
                       {QStringLiteral("seed"), QString::number(data.seed)}};
}

/// ":9042" for a loopback address (the port is what tells them apart), else the address.
QString shortAddress(const QString &address)
{
    if (address.startsWith(QLatin1String("127.0.0.1:")))
        return address.mid(9);
    return address;
}

Figure finish(Figure f, const TrafficRunData &data)
{
    f.caption = TrafficFigures::caption(data);
    f.parameters = parameters(data);
    f.data = Figure::tidy(f.name, f.plot);
    return f;
}

} // namespace

QString TrafficFigures::algorithmName(const QString &name)
{
    const ringcore::AlgorithmInfo *info = ringcore::AlgorithmRegistry::find(name);
    return info ? ringcore::AlgorithmRegistry::translatedDisplayName(*info) : name;
}

QString TrafficFigures::caption(const TrafficRunData &data)
{
    QString text = Tr::tr("%1 servers, %2; LRU of %3 objects per server")
                       .arg(NumberText::integer(data.servers), data.modelText(), NumberText::integer(data.settings.cacheObjects));
    if (!data.settings.events.isEmpty())
        text += Tr::tr("; %1").arg(data.eventsText());
    return text;
}

QString TrafficFigures::floorSentence(const TrafficRunData &data, int algorithm)
{
    if (algorithm < 0 || algorithm >= int(data.results.size()) || !data.errors.value(algorithm).isEmpty())
        return {};
    const ringcore::TrafficResult &r = data.results[size_t(algorithm)];
    QString text = Tr::tr("%1: the busiest server takes %2 the mean by requests, %3 by keys. The hot-key floor is %4: "
                          "the hottest key draws %5 of the requests and cannot be split, so no point count, weight or "
                          "scheme brings its server lower.")
                       .arg(algorithmName(data.algorithms.value(algorithm)), NumberText::times(r.byRequests.busiest, 2),
                            NumberText::times(r.byKeys.busiest, 2), NumberText::times(r.hotKeyFloor, 2),
                            NumberText::percentSign(r.hottestKeyShare, 2));
    if (r.hotKeyFloor < 1)
        text += QLatin1Char(' ') + Tr::tr("Below 1× the floor does not bind: the spread of the keys sets the busiest.");
    return text;
}

Figure TrafficFigures::busiest(const TrafficRunData &data)
{
    const int first = data.firstValid();
    if (first < 0)
        return {};
    Plot plot;
    plot.x.title = Tr::tr("Busiest server / mean (before any event)");
    PlotSeries byRequests = PlotSeries::make(PlotSeries::Bars, QStringLiteral("byRequests"), Tr::tr("By requests"), okabeIto(5));
    PlotSeries byKeys = PlotSeries::make(PlotSeries::Bars, QStringLiteral("byKeys"), Tr::tr("By keys"), okabeIto(1));
    int row = 0;
    for (int i = 0; i < int(data.results.size()); ++i) {
        if (!data.errors.value(i).isEmpty())
            continue;
        const ringcore::TrafficResult &r = data.results[size_t(i)];
        const QString label = FigureText::forPrint(algorithmName(data.algorithms[i]));
        plot.y.categories << label;
        byRequests.add(QPointF(r.byRequests.busiest, row), label);
        byKeys.add(QPointF(r.byKeys.busiest, row), label);
        ++row;
    }
    // Bars start at 0: the axis runs from 0 to the nice tick past the longest bar and the floor
    // (left to itself it would start near the shortest, 1.02× for Maglev by keys: a sliver).
    double longest = data.results[size_t(first)].hotKeyFloor;
    for (const PlotSeries *s : {&byRequests, &byKeys})
        for (const QPointF &p : s->points)
            longest = std::max(longest, p.x());
    plot.x.autoRange = false;
    plot.x.min = 0;
    plot.x.max = PlotRenderer::ticks(0, longest, false, 6, true).max;
    // The floor as a dashed line across every row, named in the legend: a reference line's label
    // sits at the top of the plot, where the first row's bars reach past the floor (they always
    // do when the floor binds) and would run under it.
    const double floor = data.results[size_t(first)].hotKeyFloor;
    PlotSeries floorLine = PlotSeries::make(PlotSeries::Line, QStringLiteral("hotKeyFloor"),
                                            Tr::tr("hot-key floor %1").arg(NumberText::times(floor, 2)), QColor(90, 90, 90))
                               .withDash(Qt::DashLine);
    floorLine.add(QPointF(floor, -0.5));
    floorLine.add(QPointF(floor, double(row) - 0.5));
    plot.series << byRequests << byKeys << floorLine;
    Figure f;
    f.name = QStringLiteral("traffic-busiest");
    f.title = Tr::tr("Busiest server by requests and by keys");
    f.plot = plot;
    return finish(f, data);
}

Figure TrafficFigures::requests(const TrafficRunData &data, int algorithm)
{
    if (algorithm < 0 || algorithm >= int(data.results.size()) || !data.errors.value(algorithm).isEmpty())
        return {};
    const ringcore::TrafficResult &r = data.results[size_t(algorithm)];
    std::vector<const ringcore::ServerTrafficResult *> serving;
    qint64 totalKeys = 0;
    for (const ringcore::ServerTrafficResult &s : r.servers)
        if (s.servingAtStart) {
            serving.push_back(&s);
            totalKeys += s.keys;
        }
    if (serving.empty())
        return {};
    std::stable_sort(serving.begin(), serving.end(),
                     [](const auto *a, const auto *b) { return a->requestShare > b->requestShare; });
    const double n = double(serving.size());
    Plot plot;
    plot.x.title = Tr::tr("Servers by requests (1 = busiest)");
    plot.y.title = Tr::tr("Load / mean (before any event)");
    PlotSeries requests = PlotSeries::make(PlotSeries::Bars, QStringLiteral("requests"), Tr::tr("Requests"), okabeIto(5));
    // Yellow with a black edge: on the blue bars and on white, in colour and in gray.
    PlotSeries keys = PlotSeries::make(PlotSeries::Scatter, QStringLiteral("keys"), Tr::tr("Keys"), okabeIto(4),
                                       PlotSeries::Diamond)
                          .withMarkerEdge(Qt::black)
                          .withMarkerPt(serving.size() > 60 ? 3 : 4);
    for (size_t i = 0; i < serving.size(); ++i) {
        requests.add(QPointF(double(i + 1), serving[i]->requestShare * n), serving[i]->address);
        keys.add(QPointF(double(i + 1), totalKeys > 0 ? double(serving[i]->keys) * n / double(totalKeys) : 0.0),
                 serving[i]->address);
    }
    plot.series << requests << keys;
    plot.references << PlotReference{Qt::Horizontal, 1.0, Tr::tr("mean")};
    if (r.hotKeyFloor > 1.05)
        plot.references << PlotReference{Qt::Horizontal, r.hotKeyFloor,
                                         Tr::tr("hot-key floor %1").arg(NumberText::times(r.hotKeyFloor, 2))};
    Figure f;
    f.name = QStringLiteral("traffic-requests-%1").arg(data.algorithms[algorithm]);
    f.title = Tr::tr("Requests per server: %1").arg(FigureText::forPrint(algorithmName(data.algorithms[algorithm])));
    f.plot = plot;
    f = finish(f, data);
    f.parameters.insert(QStringLiteral("algorithm"), data.algorithms[algorithm]);
    return f;
}

namespace {

/// The hit-ratio axis zoomed to the data on nice ticks, within 0-100 %: on 0-100 % the four
/// proxies' curves lay on each other near the top and the dips at the events were invisible. A
/// flat curve (a log of URIs requested once: all 0) keeps a span of 10 points, not -1 to 1.
void zoomToHitRatios(Plot &plot)
{
    double lo = 100, hi = 0;
    for (const PlotSeries &s : std::as_const(plot.series))
        for (const QPointF &p : s.points) {
            lo = std::min(lo, p.y());
            hi = std::max(hi, p.y());
        }
    if (lo > hi) {
        lo = 0;
        hi = 100;
    }
    if (hi - lo < 10) {
        const double mid = std::clamp((lo + hi) / 2, 5.0, 95.0);
        lo = mid - 5;
        hi = mid + 5;
    }
    const AxisTicks t = PlotRenderer::ticks(lo, hi, false, 5, true);
    plot.y.min = std::max(0.0, t.min);
    plot.y.max = std::min(100.0, t.max);
}

} // namespace

Figure TrafficFigures::hitRatio(const TrafficRunData &data)
{
    const int first = data.firstValid();
    if (first < 0)
        return {};
    static const Qt::PenStyle dashes[] = {Qt::SolidLine, Qt::DashLine, Qt::DotLine, Qt::DashDotLine, Qt::DashDotDotLine};
    static const PlotSeries::Marker markers[] = {PlotSeries::Circle, PlotSeries::Triangle, PlotSeries::Square,
                                                 PlotSeries::Diamond, PlotSeries::Cross, PlotSeries::Plus};
    static const int colours[] = {0, 1, 5, 2, 6, 7, 3};
    Plot plot;
    plot.x.title = Tr::tr("Requests replayed (%)");
    plot.x.autoRange = false;
    plot.x.min = 0;
    plot.x.max = 100;
    plot.y.title = Tr::tr("Hit ratio per window (%)");
    plot.y.autoRange = false; // set from the data below, within 0-100 %
    int k = 0;
    for (int i = 0; i < int(data.results.size()); ++i) {
        if (!data.errors.value(i).isEmpty())
            continue;
        const ringcore::TrafficResult &r = data.results[size_t(i)];
        const double total = double(std::max<qint64>(1, r.planned > 0 ? r.planned : r.requests));
        PlotSeries s = PlotSeries::make(PlotSeries::LineMarkers, data.algorithms[i], FigureText::forPrint(algorithmName(data.algorithms[i])),
                                        okabeIto(colours[k % 7]), markers[k % 6])
                           .withDash(dashes[k % 5])
                           .withMarkerPt(r.windows.size() > 60 ? 2 : 3);
        for (const ringcore::TrafficWindow &w : r.windows)
            if (w.hits + w.misses > 0)
                s.add(QPointF(50.0 * double(w.begin + w.end) / total, 100.0 * w.hitRatio()));
        plot.series << s;
        ++k;
    }
    zoomToHitRatios(plot);
    const ringcore::TrafficResult &r = data.results[size_t(first)];
    const double total = double(std::max<qint64>(1, r.planned > 0 ? r.planned : r.requests));
    for (const ringcore::TrafficEventResult &e : r.events)
        plot.references << PlotReference{
            Qt::Vertical, 100.0 * double(e.atRequest) / total,
            (e.event.kind == ringcore::ScaleEvent::Kind::Remove ? Tr::tr("remove %1") : Tr::tr("add %1"))
                .arg(shortAddress(e.event.address))};
    Figure f;
    f.name = QStringLiteral("traffic-hit-ratio");
    f.title = Tr::tr("Hit ratio over time through the events");
    f.plot = plot;
    return finish(f, data);
}

Figure TrafficFigures::storms(const TrafficRunData &data)
{
    if (data.firstValid() < 0)
        return {};
    TrafficStormModel model;
    model.setShortNames(true); // the display names made the figure taller than the size asked for
    model.setRun(data);
    if (model.rowCount() == 0)
        return {};
    Figure f = TableFigure::fromModel(&model, QStringLiteral("traffic-storms"), Tr::tr("Miss storms of the scale events"),
                                      caption(data));
    f.parameters = parameters(data);
    // The drawing leaves out what the data keep: the request number of each event and the event's
    // text, which the caption lists numbered; a row is "algorithm (event number)", one line. So
    // the nine columns of the CSV fit a single column as seven, every row one line high.
    using M = TrafficStormModel;
    const QList<int> kept{M::KeysMoved, M::MovedShare, M::Storm, M::Before, M::Lowest, M::Length};
    QStandardItemModel drawn(model.rowCount(), 1 + int(kept.size()));
    drawn.setHeaderData(0, Qt::Horizontal, Tr::tr("Algorithm (event)"));
    for (int c = 0; c < kept.size(); ++c)
        drawn.setHeaderData(c + 1, Qt::Horizontal, model.headerData(kept[c], Qt::Horizontal, Qt::DisplayRole));
    int row = 0;
    for (int i = 0; i < int(data.algorithms.size()); ++i) {
        if (!data.errors.value(i).isEmpty()) {
            drawn.setData(drawn.index(row++, 0), Tr::tr("%1: %2").arg(algorithmName(data.algorithms[i]), data.errors[i]));
            continue;
        }
        for (int k = 0; k < int(data.results[size_t(i)].events.size()); ++k) {
            // A no-break space: the row stays one line (the table wraps the first column at spaces).
            // The drawn rows name the algorithm by its short registry name: the display names made
            // the figure taller than the size asked for (tst_mainwindow::exportAllFiguresWritesEveryPage).
            drawn.setData(drawn.index(row, 0),
                          Tr::tr("%1 (%2)").arg(data.algorithms[i]).arg(k + 1).replace(QLatin1Char(' '), QChar(0x00A0)));
            for (int c = 0; c < kept.size(); ++c)
                drawn.setData(drawn.index(row, c + 1), model.data(model.index(row, kept[c]), Qt::DisplayRole));
            ++row;
        }
    }
    QStringList events;
    for (int k = 0; k < int(data.settings.events.size()); ++k) {
        const ringcore::ScaleEvent &e = data.settings.events[k];
        events << Tr::tr("(%1) %2").arg(k + 1).arg((e.kind == ringcore::ScaleEvent::Kind::Remove ? Tr::tr("remove %1 at %2%")
                                                                                                  : Tr::tr("add %1 at %2%"))
                                                   .arg(e.address, QString::number(e.percent)));
    }
    f.caption = Tr::tr("%1 servers, %2; LRU of %3 objects per server")
                    .arg(NumberText::integer(data.servers), data.modelText(), NumberText::integer(data.settings.cacheObjects))
                + Tr::tr("; events %1").arg(events.join(QStringLiteral(", ")));
    f.paint = TableFigure::fromModel(&drawn, f.name, f.title, f.caption, Qt::DisplayRole).paint;
    return f;
}

QList<Figure> TrafficFigures::all(const TrafficRunData &data)
{
    QList<Figure> out;
    for (const Figure &f : {busiest(data), hitRatio(data), storms(data)})
        if (f.isValid())
            out << f;
    for (int i = 0; i < int(data.results.size()); ++i) {
        const Figure f = requests(data, i);
        if (f.isValid())
            out << f;
    }
    return out;
}

} // namespace ringlab::gui
