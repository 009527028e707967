// The gallery's seed-article figures (busiest/quietest per proxy default, HAProxy's weight sweep,
// the removal table) and Cloudflare's CV against points per server.
#include "gui/gallery/gallerysupport.h"

#include "gui/spread/spreadjob.h"

#include "ringcore/analysis/comparetable.h"
#include "ringcore/analysis/keysource.h"
#include "ringcore/math/theory.h"

#include <cmath>

namespace ringlab::gui::gallery {

namespace {

// --- the seed article: 100 backends, 1,000,000 keys ---

struct SeedRow
{
    const char *label;
    const char *algorithm;
    int weight;
    int minRing;            ///< Envoy min-ring-size (0: default)
    double points;          ///< per server
    double busiest;         ///< published
    double quietest;        ///< published (0: not given)
    double largestShare;    ///< published removal table, fraction
};

const SeedRow kSeed[] = {
    {QT_TRANSLATE_NOOP("ringlab::gui::gallery", "nginx (160)"), "nginx", 1, 0, 160, 1.211, 0, 0.048},
    {QT_TRANSLATE_NOOP("ringlab::gui::gallery", "HAProxy w1 (16)"), "haproxy", 1, 0, 16, 1.417, 0, 0.152},
    {QT_TRANSLATE_NOOP("ringlab::gui::gallery", "HAProxy w10 (160)"), "haproxy", 10, 0, 160, 1.128, 0, 0.042},
    {QT_TRANSLATE_NOOP("ringlab::gui::gallery", "HAProxy w100 (1,600)"), "haproxy", 100, 0, 1600, 1.048, 0, 0.018},
    {QT_TRANSLATE_NOOP("ringlab::gui::gallery", "Envoy default (11)"), "envoy-ring", 1, 0, 11, 2.025, 0.319, 0.391},
    {QT_TRANSLATE_NOOP("ringlab::gui::gallery", "Envoy ring 16,000 (160)"), "envoy-ring", 1, 16000, 160, 1.223, 0.805, 0.049},
};

Figure busiestFigure(const ringcore::CompareTable &table, const QString &source)
{
    Plot plot;
    plot.x.title = Tr::tr("Load / fair share");
    PlotSeries measured = PlotSeries::make(PlotSeries::Scatter, QStringLiteral("busiest_measured"),
                                           Tr::tr("Busiest, measured by RingLab"), okabeIto(6), PlotSeries::Triangle);
    PlotSeries published = PlotSeries::make(PlotSeries::Scatter, QStringLiteral("busiest_published"),
                                            Tr::tr("Busiest, published"), okabeIto(0), PlotSeries::Cross)
                               .withMarkerPt(6);
    PlotSeries quiet = PlotSeries::make(PlotSeries::Scatter, QStringLiteral("quietest_measured"),
                                        Tr::tr("Quietest, measured"), okabeIto(5), PlotSeries::Circle);
    PlotSeries quietPublished = PlotSeries::make(PlotSeries::Scatter, QStringLiteral("quietest_published"),
                                                 Tr::tr("Quietest, published"), okabeIto(3), PlotSeries::Plus)
                                    .withMarkerPt(6);
    QStringList numbers;
    for (int i = 0; i < table.rows.size(); ++i) {
        const ringcore::CompareRow &row = table.rows[i];
        const QString &label = row.setting.label;
        plot.y.categories << label;
        measured.add(QPointF(row.routing.measured.busiest, i), label);
        published.add(QPointF(kSeed[i].busiest, i), label);
        quiet.add(QPointF(row.routing.measured.quietest, i), label);
        if (kSeed[i].quietest > 0)
            quietPublished.add(QPointF(kSeed[i].quietest, i), label);
        numbers << Tr::tr("%1 %2/%3").arg(label, num(row.routing.measured.busiest, 2), num(kSeed[i].busiest, 2));
    }
    // Published first, measured on top: where they agree both stay visible.
    plot.series << quietPublished << published << quiet << measured;
    plot.references << PlotReference{Qt::Vertical, 1.0, QString()};
    plot.x.min = 0;
    plot.x.max = 2.5;
    plot.x.autoRange = false;
    Figure f;
    f.name = QStringLiteral("gallery-seed-busiest");
    f.title = Tr::tr("Busiest and quietest server per proxy default");
    f.caption = source + QLatin1Char(' ') + Tr::tr("Busiest, measured/published: %1.").arg(numbers.join(QStringLiteral(", ")));
    f.plot = plot;
    return finish(f);
}

Figure weightsFigure(const ringcore::CompareTable &table, const QString &source)
{
    Plot plot;
    plot.x.title = Tr::tr("Points per server (HAProxy: 16 per unit of weight)");
    plot.x.log = true;
    plot.y.title = Tr::tr("Busiest server's load / fair share");
    PlotSeries measured = PlotSeries::make(PlotSeries::LineMarkers, QStringLiteral("measured"),
                                           Tr::tr("HAProxy, measured by RingLab"), okabeIto(6), PlotSeries::Triangle);
    PlotSeries published = PlotSeries::make(PlotSeries::Scatter, QStringLiteral("published"), Tr::tr("HAProxy, published"),
                                            okabeIto(0), PlotSeries::Cross)
                               .withMarkerPt(6);
    PlotSeries model = PlotSeries::make(PlotSeries::Line, QStringLiteral("gamma_max"),
                                        Tr::tr("Gamma-maximum model (random ring)"), okabeIto(5))
                           .withDash(Qt::DashLine);
    QStringList numbers;
    for (int i = 1; i <= 3; ++i) {
        const ringcore::CompareRow &row = table.rows[i];
        measured.add(QPointF(kSeed[i].points, row.routing.measured.busiest), row.setting.label);
        published.add(QPointF(kSeed[i].points, kSeed[i].busiest), row.setting.label);
        numbers << Tr::tr("w%1 %2/%3").arg(kSeed[i].weight).arg(num(row.routing.measured.busiest, 3), num(kSeed[i].busiest, 3));
    }
    for (double e = std::log10(8); e <= std::log10(3200) + 1e-9; e += 0.05)
        model.add(QPointF(std::pow(10, e), ringcore::Theory::expectedBusiest(100, std::pow(10, e))));
    plot.series << model << measured << published;
    plot.references << PlotReference{Qt::Horizontal, 1.0, Tr::tr("fair share")};
    Figure f;
    f.name = QStringLiteral("gallery-seed-haproxy-weights");
    f.title = Tr::tr("HAProxy's weight sweep: same proxy, only the points change");
    f.caption = source + QLatin1Char(' ') + Tr::tr("Busiest, measured/published: %1.").arg(numbers.join(QStringLiteral(", ")));
    f.plot = plot;
    return finish(f);
}

Figure removalFigure(const ringcore::CompareTable &table)
{
    Plot plot;
    plot.x.title = Tr::tr("Largest receiver's share of the removed server's keys (%)");
    PlotSeries measured = PlotSeries::make(PlotSeries::Bars, QStringLiteral("measured"), Tr::tr("Measured by RingLab"), okabeIto(5));
    PlotSeries published = PlotSeries::make(PlotSeries::Bars, QStringLiteral("published"), Tr::tr("Published"), okabeIto(1));
    QStringList numbers;
    for (int i = 0; i < table.removal.size() && i < qsizetype(std::size(kSeed)); ++i) {
        const ringcore::CompareRemovalRow &row = table.removal[i];
        plot.y.categories << row.setting.label;
        measured.add(QPointF(row.largestShare * 100, i), row.setting.label);
        published.add(QPointF(kSeed[i].largestShare * 100, i), row.setting.label);
        numbers << Tr::tr("%1 %2/%3").arg(row.setting.label, pct(row.largestShare), pct(kSeed[i].largestShare));
    }
    plot.series << measured << published;
    Figure f;
    f.name = QStringLiteral("gallery-seed-removal");
    f.title = Tr::tr("Removal of one backend: the largest receiver's share");
    f.caption = Tr::tr("Source: the seed article's removal table (200,000 keys, one of 100 backends removed; RingLab "
                   "removed %1). Measured/published: %2.")
                    .arg(table.removedAddress, numbers.join(QStringLiteral(", ")));
    f.plot = plot;
    return finish(f);
}

} // namespace

static QList<Figure> seedFigures(const ringcore::CancelToken &cancel)
{
    const ringcore::ServerList list = servers(100);
    QList<ringcore::CompareSetting> settings;
    for (const SeedRow &row : kSeed) {
        ringcore::CompareSetting s;
        s.label = Tr::tr(row.label);
        s.algorithm = QString::fromLatin1(row.algorithm);
        s.weight = row.weight;
        if (row.minRing > 0)
            s.options.insert(QStringLiteral("min-ring-size"), QString::number(row.minRing));
        settings << s;
    }
    const qint64 keys = 1000000;
    const ringcore::CompareTable table = ringcore::CompareAnalysis::compute(
        list, ringcore::KeySource::generated(keys, 1), 200000, 41, settings, {}, cancel);
    if (table.cancelled || table.rows.size() != qsizetype(std::size(kSeed)))
        return {};
    const QString source = Tr::tr("Source: the seed article (100 backends, 1,000,000 keys).");
    return {busiestFigure(table, source), weightsFigure(table, source), removalFigure(table)};
}

// --- Cloudflare: CV against points per server ---

static Figure cloudflareFigure(const ringcore::CancelToken &cancel)
{
    SpreadRequest request;
    request.servers = 100;
    request.rings = 40;
    request.nearestRings = 10;
    request.maxPoints = 8192;
    request.seed = 1;
    request.keys = 0;
    const SpreadData data = SpreadJob::run(request, {}, cancel);
    if (data.isEmpty())
        return {};
    Plot plot;
    plot.x.title = Tr::tr("Points per server (k)");
    plot.x.log = true;
    plot.y.title = Tr::tr("CV of server load");
    plot.y.log = true;
    PlotSeries formula = PlotSeries::make(PlotSeries::Line, QStringLiteral("cloudflare_formula"),
                                          Tr::tr("Cloudflare: √((N−1)/(N·k+1)), N = 100"), okabeIto(5));
    PlotSeries inv = PlotSeries::make(PlotSeries::Line, QStringLiteral("inv_sqrt_k"), Tr::tr("1/√k"), okabeIto(2))
                         .withDash(Qt::DashLine)
                         .withLineWidthPt(1.75);
    for (double e = 0; e <= 5 + 1e-9; e += 0.05) {
        const double k = std::pow(10.0, e);
        formula.add(QPointF(k, ringcore::Theory::cvFormula(100, k)));
        inv.add(QPointF(k, 1 / std::sqrt(k)));
    }
    PlotSeries measured = PlotSeries::make(PlotSeries::Scatter, QStringLiteral("measured"),
                                           Tr::tr("RingLab, simulated rings (RMS CV)"), okabeIto(6));
    double at160 = 0;
    for (const auto &r : data.next) {
        measured.add(QPointF(r.setting.points, r.stats.cvRms));
        if (r.setting.points == 128)
            at160 = r.stats.cvRms;
    }
    PlotSeries published = PlotSeries::make(PlotSeries::Scatter, QStringLiteral("published"),
                                            Tr::tr("Published (seed article's simulation)"), okabeIto(0), PlotSeries::Cross)
                               .withMarkerPt(6);
    const std::pair<double, double> table[] = {{1, 0.995}, {11, 0.300}, {16, 0.250}, {160, 0.078},
                                               {1600, 0.025}, {10000, 0.010}, {100000, 0.003}};
    for (const auto &[k, cv] : table)
        published.add(QPointF(k, cv));
    plot.series << formula << inv << measured << published;
    Figure f;
    f.name = QStringLiteral("gallery-cloudflare-cv");
    f.title = Tr::tr("Spread against hashes per server (Cloudflare's formula)");
    f.caption = Tr::tr("Source: Cloudflare, \"Saving another 100TB of RAM with math (and Rust)\" (seed 001): "
                   "CV = √((N−1)/(N·k+1)), about 8% at k = 160 and N = 100 (formula: %1). RingLab measured %2 at "
                   "k = 128 over %3 random rings per k; the seed article published 7.8% at k = 160.")
                    .arg(pct(ringcore::Theory::cvFormula(100, 160)), pct(at160))
                    .arg(request.rings);
    f.plot = plot;
    return finish(f);
}

RINGLAB_REGISTER_GALLERY_FAMILY(seedFigures, 10, QT_TRANSLATE_NOOP("ringlab::gui::gallery", "seed article"), seedFigures)

RINGLAB_REGISTER_GALLERY_FAMILY(cloudflareFigure, 20, QT_TRANSLATE_NOOP("ringlab::gui::gallery", "Cloudflare's CV"), [](const ringcore::CancelToken &cancel) { return QList<Figure>{cloudflareFigure(cancel)}; })

} // namespace ringlab::gui::gallery
