#include "gui/export/gallery.h"

#include "gui/spread/spreadjob.h"

#include "ringcore/analysis/comparetable.h"
#include "ringcore/analysis/keyrouting.h"
#include "ringcore/analysis/keysource.h"
#include "ringcore/analysis/remapanalysis.h"
#include "ringcore/analysis/theory.h"
#include "ringcore/experiment/experiment.h"
#include "ringcore/rings/algorithmregistry.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QLocale>

#include <cmath>
#include <map>
#include <random>

namespace ringlab::gui {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("ringlab::gui::Gallery", text);
}

QString pct(double fraction, int decimals = 1)
{
    return QLocale().toString(fraction * 100, 'f', decimals) + QLatin1Char('%');
}

QString num(double value, int decimals)
{
    return QLocale().toString(value, 'f', decimals);
}

ringcore::ServerList servers(int count, int firstPort = 9001)
{
    ringcore::ServerList list;
    for (int i = 0; i < count; ++i)
        list.append({QStringLiteral("127.0.0.1:%1").arg(firstPort + i), 1, false});
    return list;
}

/// Many-host lists: distinct addresses beyond the 65,535 ports of one IP.
ringcore::ServerList hosts(int count)
{
    ringcore::ServerList list;
    for (int i = 0; i < count; ++i)
        list.append({QStringLiteral("10.%1.%2.%3:8080").arg(i / 65536).arg((i / 256) % 256).arg(i % 256), 1, false});
    return list;
}

std::unique_ptr<ringcore::Algorithm> build(const QString &name, const ringcore::ServerList &list,
                                           const ringcore::AlgorithmOptions &options = {})
{
    QString error;
    return ringcore::AlgorithmRegistry::create(name, list, options, &error);
}

Figure finish(Figure f)
{
    f.data = Figure::tidy(f.name, f.plot);
    return f;
}

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
    {QT_TRANSLATE_NOOP("ringlab::gui::Gallery", "nginx (160)"), "nginx", 1, 0, 160, 1.211, 0, 0.048},
    {QT_TRANSLATE_NOOP("ringlab::gui::Gallery", "HAProxy w1 (16)"), "haproxy", 1, 0, 16, 1.417, 0, 0.152},
    {QT_TRANSLATE_NOOP("ringlab::gui::Gallery", "HAProxy w10 (160)"), "haproxy", 10, 0, 160, 1.128, 0, 0.042},
    {QT_TRANSLATE_NOOP("ringlab::gui::Gallery", "HAProxy w100 (1,600)"), "haproxy", 100, 0, 1600, 1.048, 0, 0.018},
    {QT_TRANSLATE_NOOP("ringlab::gui::Gallery", "Envoy default (11)"), "envoy-ring", 1, 0, 11, 2.025, 0.319, 0.391},
    {QT_TRANSLATE_NOOP("ringlab::gui::Gallery", "Envoy ring 16,000 (160)"), "envoy-ring", 1, 16000, 160, 1.223, 0.805, 0.049},
};

QList<Figure> seedFigures(const std::atomic<bool> *cancel)
{
    const ringcore::ServerList list = servers(100);
    QList<ringcore::CompareSetting> settings;
    for (const SeedRow &row : kSeed) {
        ringcore::CompareSetting s;
        s.label = tr(row.label);
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
    const QString source = tr("Source: the seed article (100 backends, 1,000,000 keys).");
    QList<Figure> out;
    {
        Plot plot;
        plot.x.title = tr("Load / fair share");
        PlotSeries measured, published, quiet, quietPublished;
        measured.kind = published.kind = quiet.kind = quietPublished.kind = PlotSeries::Scatter;
        measured.id = QStringLiteral("busiest_measured");
        measured.name = tr("Busiest, measured by RingLab");
        measured.colour = okabeIto(6);
        measured.marker = PlotSeries::Triangle;
        published.id = QStringLiteral("busiest_published");
        published.name = tr("Busiest, published");
        published.colour = okabeIto(0);
        published.marker = PlotSeries::Cross;
        published.markerPt = 6;
        quiet.id = QStringLiteral("quietest_measured");
        quiet.name = tr("Quietest, measured");
        quiet.colour = okabeIto(5);
        quiet.marker = PlotSeries::Circle;
        quietPublished.id = QStringLiteral("quietest_published");
        quietPublished.name = tr("Quietest, published");
        quietPublished.colour = okabeIto(3);
        quietPublished.marker = PlotSeries::Plus;
        quietPublished.markerPt = 6;
        QStringList numbers;
        for (int i = 0; i < table.rows.size(); ++i) {
            const ringcore::CompareRow &row = table.rows[i];
            plot.y.categories << row.setting.label;
            measured.points << QPointF(row.routing.measured.busiest, i);
            published.points << QPointF(kSeed[i].busiest, i);
            quiet.points << QPointF(row.routing.measured.quietest, i);
            measured.labels << row.setting.label;
            published.labels << row.setting.label;
            quiet.labels << row.setting.label;
            if (kSeed[i].quietest > 0) {
                quietPublished.points << QPointF(kSeed[i].quietest, i);
                quietPublished.labels << row.setting.label;
            }
            numbers << tr("%1 %2/%3").arg(row.setting.label, num(row.routing.measured.busiest, 2),
                                          num(kSeed[i].busiest, 2));
        }
        // Published first, measured on top: where they agree both stay visible.
        plot.series << quietPublished << published << quiet << measured;
        plot.references << PlotReference{Qt::Vertical, 1.0, QString()};
        plot.x.min = 0;
        plot.x.max = 2.5;
        plot.x.autoRange = false;
        Figure f;
        f.name = QStringLiteral("gallery-seed-busiest");
        f.title = tr("Busiest and quietest server per proxy default");
        f.caption = source + QLatin1Char(' ') + tr("Busiest, measured/published: %1.").arg(numbers.join(QStringLiteral(", ")));
        f.plot = plot;
        out << finish(f);
    }
    {
        Plot plot;
        plot.x.title = tr("Points per server (HAProxy: 16 per unit of weight)");
        plot.x.log = true;
        plot.y.title = tr("Busiest server's load / fair share");
        PlotSeries measured, published, model;
        measured.kind = PlotSeries::LineMarkers;
        measured.id = QStringLiteral("measured");
        measured.name = tr("HAProxy, measured by RingLab");
        measured.colour = okabeIto(6);
        measured.marker = PlotSeries::Triangle;
        published.kind = PlotSeries::Scatter;
        published.id = QStringLiteral("published");
        published.name = tr("HAProxy, published");
        published.colour = okabeIto(0);
        published.marker = PlotSeries::Cross;
        published.markerPt = 6;
        model.id = QStringLiteral("gamma_max");
        model.name = tr("Gamma-maximum model (random ring)");
        model.colour = okabeIto(5);
        model.dash = Qt::DashLine;
        QStringList numbers;
        for (int i = 1; i <= 3; ++i) {
            const ringcore::CompareRow &row = table.rows[i];
            measured.points << QPointF(kSeed[i].points, row.routing.measured.busiest);
            published.points << QPointF(kSeed[i].points, kSeed[i].busiest);
            measured.labels << row.setting.label;
            published.labels << row.setting.label;
            numbers << tr("w%1 %2/%3").arg(kSeed[i].weight).arg(num(row.routing.measured.busiest, 3),
                                                               num(kSeed[i].busiest, 3));
        }
        for (double e = std::log10(8); e <= std::log10(3200) + 1e-9; e += 0.05)
            model.points << QPointF(std::pow(10, e), ringcore::Theory::expectedBusiest(100, std::pow(10, e)));
        plot.series << model << measured << published;
        plot.references << PlotReference{Qt::Horizontal, 1.0, tr("fair share")};
        Figure f;
        f.name = QStringLiteral("gallery-seed-haproxy-weights");
        f.title = tr("HAProxy's weight sweep: same proxy, only the points change");
        f.caption = source + QLatin1Char(' ') + tr("Busiest, measured/published: %1.").arg(numbers.join(QStringLiteral(", ")));
        f.plot = plot;
        out << finish(f);
    }
    {
        Plot plot;
        plot.x.title = tr("Largest receiver's share of the removed server's keys (%)");
        PlotSeries measured, published;
        measured.kind = published.kind = PlotSeries::Bars;
        measured.id = QStringLiteral("measured");
        measured.name = tr("Measured by RingLab");
        measured.colour = okabeIto(5);
        published.id = QStringLiteral("published");
        published.name = tr("Published");
        published.colour = okabeIto(1);
        QStringList numbers;
        for (int i = 0; i < table.removal.size() && i < qsizetype(std::size(kSeed)); ++i) {
            const ringcore::CompareRemovalRow &row = table.removal[i];
            plot.y.categories << row.setting.label;
            measured.points << QPointF(row.largestShare * 100, i);
            published.points << QPointF(kSeed[i].largestShare * 100, i);
            measured.labels << row.setting.label;
            published.labels << row.setting.label;
            numbers << tr("%1 %2/%3").arg(row.setting.label, pct(row.largestShare), pct(kSeed[i].largestShare));
        }
        plot.series << measured << published;
        Figure f;
        f.name = QStringLiteral("gallery-seed-removal");
        f.title = tr("Removal of one backend: the largest receiver's share");
        f.caption = tr("Source: the seed article's removal table (200,000 keys, one of 100 backends removed; RingLab "
                       "removed %1). Measured/published: %2.")
                        .arg(table.removedAddress, numbers.join(QStringLiteral(", ")));
        f.plot = plot;
        out << finish(f);
    }
    return out;
}

// --- Cloudflare: CV against points per server ---

Figure cloudflareFigure(const std::atomic<bool> *cancel)
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
    plot.x.title = tr("Points per server (k)");
    plot.x.log = true;
    plot.y.title = tr("CV of server load");
    plot.y.log = true;
    PlotSeries formula, inv, measured, published;
    formula.id = QStringLiteral("cloudflare_formula");
    formula.name = tr("Cloudflare: √((N−1)/(N·k+1)), N = 100");
    formula.colour = okabeIto(5);
    inv.id = QStringLiteral("inv_sqrt_k");
    inv.name = tr("1/√k");
    inv.colour = okabeIto(2);
    inv.dash = Qt::DashLine;
    inv.lineWidthPt = 1.75;
    for (double e = 0; e <= 5 + 1e-9; e += 0.05) {
        const double k = std::pow(10.0, e);
        formula.points << QPointF(k, ringcore::Theory::cvFormula(100, k));
        inv.points << QPointF(k, 1 / std::sqrt(k));
    }
    measured.kind = PlotSeries::Scatter;
    measured.id = QStringLiteral("measured");
    measured.name = tr("RingLab, simulated rings (RMS CV)");
    measured.colour = okabeIto(6);
    double at160 = 0;
    for (const auto &r : data.next) {
        measured.points << QPointF(r.setting.points, r.stats.cvRms);
        if (r.setting.points == 128)
            at160 = r.stats.cvRms;
    }
    published.kind = PlotSeries::Scatter;
    published.id = QStringLiteral("published");
    published.name = tr("Published (seed article's simulation)");
    published.colour = okabeIto(0);
    published.marker = PlotSeries::Cross;
    published.markerPt = 6;
    const std::pair<double, double> table[] = {{1, 0.995}, {11, 0.300}, {16, 0.250}, {160, 0.078},
                                               {1600, 0.025}, {10000, 0.010}, {100000, 0.003}};
    for (const auto &[k, cv] : table)
        published.points << QPointF(k, cv);
    plot.series << formula << inv << measured << published;
    Figure f;
    f.name = QStringLiteral("gallery-cloudflare-cv");
    f.title = tr("Spread against hashes per server (Cloudflare's formula)");
    f.caption = tr("Source: Cloudflare, \"Saving another 100TB of RAM with math (and Rust)\" (seed 001): "
                   "CV = √((N−1)/(N·k+1)), about 8% at k = 160 and N = 100 (formula: %1). RingLab measured %2 at "
                   "k = 128 over %3 random rings per k; the seed article published 7.8% at k = 160.")
                    .arg(pct(ringcore::Theory::cvFormula(100, 160)), pct(at160))
                    .arg(request.rings);
    f.plot = plot;
    return finish(f);
}

// --- Maglev (NSDI 2016) ---

QList<Figure> maglevFigures(const std::atomic<bool> *cancel)
{
    QList<Figure> out;
    const ringcore::ServerList backends = hosts(1000);
    {
        // Imbalance (max/avg slots) against the table size, 1,000 backends.
        const int sizes[] = {5003, 10007, 20011, 65537, 131071, 262147, 655373};
        PlotSeries busiest, quietest, bound;
        busiest.kind = quietest.kind = PlotSeries::LineMarkers;
        busiest.id = QStringLiteral("max_over_avg");
        busiest.name = tr("Busiest backend / average (max/avg)");
        busiest.colour = okabeIto(6);
        busiest.marker = PlotSeries::Triangle;
        quietest.id = QStringLiteral("min_over_avg");
        quietest.name = tr("Quietest backend / average");
        quietest.colour = okabeIto(5);
        bound.id = QStringLiteral("bound");
        bound.name = tr("⌈M/N⌉ / (M/N): one slot more than the average");
        bound.colour = okabeIto(0);
        bound.dash = Qt::DashLine;
        std::map<int, double> measured;
        for (int m : sizes) {
            if (cancel && cancel->load())
                return {};
            auto alg = build(QStringLiteral("maglev"), backends, {{QStringLiteral("table-size"), QString::number(m)}});
            if (!alg)
                continue;
            const std::vector<double> shares = alg->shares();
            const double avg = 1.0 / 1000;
            double top = 0, bottom = 1;
            for (double s : shares) {
                top = std::max(top, s / avg);
                bottom = std::min(bottom, s / avg);
            }
            busiest.points << QPointF(m, top);
            quietest.points << QPointF(m, bottom);
            bound.points << QPointF(m, std::ceil(m / 1000.0) / (m / 1000.0));
            measured[m] = top;
        }
        Plot plot;
        plot.x.title = tr("Lookup table size M (slots)");
        plot.x.log = true;
        plot.y.title = tr("Slots per backend / average");
        plot.series << bound << busiest << quietest;
        plot.references << PlotReference{Qt::Vertical, 65537, tr("65,537")} << PlotReference{Qt::Vertical, 655373, tr("655,373")};
        Figure f;
        f.name = QStringLiteral("gallery-maglev-imbalance");
        f.title = tr("Maglev: imbalance against table size, 1,000 backends");
        f.caption = tr("Source: Maglev (Eisenbud et al., NSDI 2016), table sizes 65,537 and 655,373 with 1,000 "
                       "backends; its population fill gives each equal-weight backend ⌊M/N⌋ or ⌈M/N⌉ slots. "
                       "RingLab (Envoy's Maglev port) measured max/avg %1 at M = 65,537 (bound %2) and %3 at "
                       "M = 655,373 (bound %4).")
                        .arg(num(measured[65537], 4), num(std::ceil(65.537) / 65.537, 4), num(measured[655373], 4),
                             num(std::ceil(655.373) / 655.373, 4));
        f.plot = plot;
        out << finish(f);
    }
    {
        // Table entries that change against the share of backends removed, beside Envoy's ring.
        const double removedShares[] = {0.01, 0.02, 0.05, 0.1, 0.2};
        PlotSeries maglev, ring;
        maglev.kind = ring.kind = PlotSeries::LineMarkers;
        maglev.id = QStringLiteral("maglev_65537");
        maglev.name = tr("Maglev, M = 65,537: table entries changed");
        maglev.colour = okabeIto(6);
        maglev.marker = PlotSeries::Triangle;
        ring.id = QStringLiteral("ring");
        ring.name = tr("Ring, 160 points per backend (nginx): hash space moved");
        ring.colour = okabeIto(5);
        ring.marker = PlotSeries::Square;
        ring.dash = Qt::DashLine;
        PlotSeries ideal;
        ideal.id = QStringLiteral("ideal");
        ideal.name = tr("Only the removed backends' share (ideal)");
        ideal.colour = okabeIto(0);
        ideal.dash = Qt::DotLine;
        auto maglevBefore = build(QStringLiteral("maglev"), backends);
        auto ringBefore = build(QStringLiteral("nginx"), backends);
        if (!maglevBefore || !ringBefore)
            return out;
        const std::vector<int> tableBefore = maglevBefore->table();
        QString atFive;
        for (double share : removedShares) {
            if (cancel && cancel->load())
                return {};
            ringcore::ServerList after = backends;
            std::mt19937_64 rng(42);
            std::vector<int> order(1000);
            for (int i = 0; i < 1000; ++i)
                order[size_t(i)] = i;
            std::shuffle(order.begin(), order.end(), rng);
            const int removed = int(std::lround(share * 1000));
            for (int i = 0; i < removed; ++i)
                after[order[size_t(i)]].down = true;
            auto maglevAfter = build(QStringLiteral("maglev"), after);
            auto ringAfter = build(QStringLiteral("nginx"), after);
            if (!maglevAfter || !ringAfter)
                continue;
            const std::vector<int> tableAfter = maglevAfter->table();
            size_t changed = 0;
            for (size_t i = 0; i < tableBefore.size() && i < tableAfter.size(); ++i)
                changed += tableBefore[i] != tableAfter[i]; // same list: indices name the same backend
            const double maglevChanged = double(changed) / double(tableBefore.size());
            const ringcore::RemapResult remap = ringcore::RemapAnalysis::remap(
                *ringBefore, *ringAfter, ringcore::KeySource::generated(100000, 7), ringcore::RemapAnalysis::Mode::Auto);
            maglev.points << QPointF(share * 100, maglevChanged * 100);
            ring.points << QPointF(share * 100, remap.movedFraction * 100);
            ideal.points << QPointF(share * 100, share * 100);
            if (std::abs(share - 0.05) < 1e-9)
                atFive = tr("at 5% removed: Maglev %1 of entries, ring %2 of the hash space")
                             .arg(pct(maglevChanged), pct(remap.movedFraction));
        }
        Plot plot;
        plot.x.title = tr("Backends removed (% of 1,000)");
        plot.y.title = tr("Changed (%)");
        plot.series << ideal << ring << maglev;
        Figure f;
        f.name = QStringLiteral("gallery-maglev-resilience");
        f.title = tr("Maglev: table entries that change when backends are removed");
        f.caption = tr("Source: Maglev (NSDI 2016), resilience to backend changes (1,000 backends, M = 65,537); the "
                       "paper reports that Maglev trades a little disruption for balance. RingLab measured %1.")
                        .arg(atFive);
        f.plot = plot;
        out << finish(f);
    }
    return out;
}

// --- Envoy: Maglev moves about twice the keys of a ring on a host change ---

Figure envoyChurnFigure(const std::atomic<bool> *cancel)
{
    const int counts[] = {10, 20, 50, 100, 200, 500};
    PlotSeries maglev, ring, ideal, ratio;
    maglev.kind = ring.kind = PlotSeries::LineMarkers;
    maglev.id = QStringLiteral("maglev");
    maglev.name = tr("Maglev (65,537 slots)");
    maglev.colour = okabeIto(6);
    maglev.marker = PlotSeries::Triangle;
    ring.id = QStringLiteral("ring");
    ring.name = tr("Envoy ring (defaults: 1,024 to 8M entries)");
    ring.colour = okabeIto(5);
    ring.marker = PlotSeries::Square;
    ideal.id = QStringLiteral("ideal");
    ideal.name = tr("1/N: only the removed host's keys");
    ideal.colour = okabeIto(0);
    ideal.dash = Qt::DotLine;
    QStringList ratios;
    const ringcore::KeySource keys = ringcore::KeySource::generated(200000, 3);
    for (int n : counts) {
        if (cancel && cancel->load())
            return {};
        const ringcore::ServerList before = servers(n);
        double moved[2] = {0, 0};
        int i = 0;
        for (const QString &name : {QStringLiteral("maglev"), QStringLiteral("envoy-ring")}) {
            // Average over removing each of five hosts.
            double sum = 0;
            int runs = 0;
            auto a = build(name, before);
            for (int r = 0; r < 5 && a; ++r) {
                ringcore::ServerList after = before;
                after[(r * n) / 5].down = true;
                auto b = build(name, after);
                if (!b)
                    continue;
                sum += ringcore::RemapAnalysis::remap(*a, *b, keys, ringcore::RemapAnalysis::Mode::KeysOnly).movedFraction;
                ++runs;
            }
            moved[i++] = runs ? sum / runs : 0;
        }
        maglev.points << QPointF(n, moved[0] * 100);
        ring.points << QPointF(n, moved[1] * 100);
        ideal.points << QPointF(n, 100.0 / n);
        if (moved[1] > 0)
            ratios << tr("%1 hosts: %2×").arg(n).arg(num(moved[0] / moved[1], 2));
    }
    Plot plot;
    plot.x.title = tr("Hosts (one removed)");
    plot.x.log = true;
    plot.y.title = tr("Keys that change host (%)");
    plot.y.log = true;
    plot.series << ideal << ring << maglev;
    Figure f;
    f.name = QStringLiteral("gallery-envoy-maglev-vs-ring");
    f.title = tr("Envoy: keys moved by a host change, Maglev against the ring");
    f.caption = tr("Source: Envoy's load-balancer documentation, \"More keys will move position when hosts are "
                   "removed (simulations show approximately double the keys will move)\". RingLab measured "
                   "Maglev / ring: %1 (200,000 keys, mean of five removals).")
                    .arg(ratios.join(QStringLiteral(", ")));
    f.plot = plot;
    return finish(f);
}

// --- consistent hashing with bounded loads ---

QList<Figure> boundedFigures(const std::atomic<bool> *cancel)
{
    const double epsilons[] = {0.05, 0.1, 0.2, 0.3, 0.5, 0.75, 1.0};
    const ringcore::ServerList list = servers(100);
    const ringcore::KeySource keys = ringcore::KeySource::generated(100000, 5);
    PlotSeries maxAvg, cap, moved;
    maxAvg.kind = moved.kind = PlotSeries::LineMarkers;
    maxAvg.id = QStringLiteral("max_over_avg");
    maxAvg.name = tr("Max load / average, measured");
    maxAvg.colour = okabeIto(6);
    maxAvg.marker = PlotSeries::Triangle;
    cap.id = QStringLiteral("cap");
    cap.name = tr("Cap 1 + ε (the paper's guarantee)");
    cap.colour = okabeIto(0);
    cap.dash = Qt::DashLine;
    moved.id = QStringLiteral("moved");
    moved.name = tr("Bounded loads, measured");
    moved.colour = okabeIto(5);
    moved.marker = PlotSeries::Square;
    QStringList loads, moves;
    double plain = 0;
    {
        auto a = build(QStringLiteral("nginx"), list);
        ringcore::ServerList after = list;
        after[50].down = true;
        auto b = build(QStringLiteral("nginx"), after);
        if (a && b)
            plain = ringcore::RemapAnalysis::remap(*a, *b, keys, ringcore::RemapAnalysis::Mode::KeysOnly).movedFraction;
    }
    for (double eps : epsilons) {
        if (cancel && cancel->load())
            return {};
        const ringcore::AlgorithmOptions options{{QStringLiteral("epsilon"), QString::number(eps)},
                                                 {QStringLiteral("points"), QStringLiteral("160")}};
        auto a = build(QStringLiteral("bounded-loads"), list, options);
        if (!a)
            continue;
        const ringcore::RoutingResult routed = ringcore::KeyRouting::route(*a, keys);
        ringcore::ServerList after = list;
        after[50].down = true;
        auto b = build(QStringLiteral("bounded-loads"), after, options);
        const double m = b ? ringcore::RemapAnalysis::remap(*a, *b, keys, ringcore::RemapAnalysis::Mode::KeysOnly).movedFraction : 0;
        maxAvg.points << QPointF(eps, routed.measured.busiest);
        cap.points << QPointF(eps, 1 + eps);
        moved.points << QPointF(eps, m * 100);
        loads << tr("ε = %1: %2").arg(num(eps, 2), num(routed.measured.busiest, 3));
        moves << tr("ε = %1: %2").arg(num(eps, 2), pct(m));
    }
    const QString source = tr("Source: Mirrokni, Thorup & Zadimoghaddam, \"Consistent Hashing with Bounded Loads\" "
                              "(2016): no server above ⌈(1 + ε)·average⌉; an update moves O(1/ε²) keys in expectation.");
    QList<Figure> out;
    {
        Plot plot;
        plot.x.title = tr("ε (capacity = (1 + ε) × average load)");
        plot.y.title = tr("Max load / average");
        plot.series << cap << maxAvg;
        Figure f;
        f.name = QStringLiteral("gallery-bounded-loads");
        f.title = tr("Bounded loads: the busiest server against ε");
        f.caption = source + QLatin1Char(' ')
            + tr("RingLab (100 servers, 160 points each, 100,000 keys) measured max/avg %1.").arg(loads.join(QStringLiteral("; ")));
        f.plot = plot;
        out << finish(f);
    }
    {
        Plot plot;
        plot.x.title = tr("ε (capacity = (1 + ε) × average load)");
        plot.y.title = tr("Keys that change server (%)");
        plot.series << moved;
        plot.references << PlotReference{Qt::Horizontal, plain * 100, tr("nginx ring: %1").arg(pct(plain))};
        Figure f;
        f.name = QStringLiteral("gallery-bounded-moved");
        f.title = tr("Bounded loads: keys moved when one of 100 servers leaves");
        f.caption = source + QLatin1Char(' ')
            + tr("RingLab measured %1; nginx's ring (160 points, no cap) moves %2.").arg(moves.join(QStringLiteral("; ")), pct(plain));
        f.plot = plot;
        out << finish(f);
    }
    return out;
}

// --- lookup time against servers (bench_lookup's method: route pre-hashed keys, CPU time) ---

QList<Figure> lookupFigures(const std::atomic<bool> *cancel)
{
    const int counts[] = {10, 100, 1000, 10000};
    const int lookups = 20000;
    std::vector<uint64_t> hashes(lookups);
    std::mt19937_64 rng(11);
    for (uint64_t &h : hashes)
        h = rng();
    static const PlotSeries::Marker shapes[] = {PlotSeries::Circle, PlotSeries::Square, PlotSeries::Triangle,
                                                PlotSeries::Diamond, PlotSeries::Cross, PlotSeries::Plus, PlotSeries::Circle};
    static const Qt::PenStyle dashes[] = {Qt::SolidLine, Qt::DashLine, Qt::DotLine, Qt::DashDotLine, Qt::SolidLine,
                                          Qt::DashLine, Qt::DotLine};
    static const int colours[] = {0, 1, 2, 3, 5, 6, 7}; // Okabe–Ito without the yellow
    QList<PlotSeries> rings, others;
    for (const ringcore::AlgorithmInfo &info : ringcore::AlgorithmRegistry::all()) {
        PlotSeries s;
        s.kind = PlotSeries::LineMarkers;
        s.id = info.name;
        s.name = info.name;
        s.markerPt = 3.5;
        bool ring = false;
        for (int n : counts) {
            if (cancel && cancel->load())
                return {};
            auto alg = build(info.name, servers(n, 1));
            if (!alg)
                continue;
            ring = !alg->points().empty();
            QElapsedTimer timer;
            timer.start();
            long long acc = 0;
            for (uint64_t h : hashes)
                acc += alg->routeHash(h);
            const double ns = double(timer.nsecsElapsed()) / lookups;
            s.points << QPointF(n, std::max(ns + double(acc & 0) , 0.1));
        }
        if (!s.points.isEmpty())
            (ring ? rings : others) << s;
    }
    QList<Figure> out;
    for (int g = 0; g < 2; ++g) {
        const QList<PlotSeries> &group = g == 0 ? rings : others;
        // At most seven series a figure (seven Okabe–Ito colours without the yellow), split evenly.
        const qsizetype parts = (group.size() + 6) / 7;
        const qsizetype per = parts > 0 ? (group.size() + parts - 1) / parts : 0;
        for (qsizetype part = 0; part < parts; ++part) {
            Plot plot;
            plot.x.title = tr("Servers");
            plot.x.log = true;
            plot.y.title = tr("Lookup time (ns)");
            plot.y.log = true;
            QStringList at1000;
            for (qsizetype i = part * per; i < std::min<qsizetype>(group.size(), (part + 1) * per); ++i) {
                PlotSeries s = group[i];
                const int j = int(i - part * per);
                s.colour = okabeIto(colours[j]);
                s.marker = shapes[j];
                s.dash = dashes[j];
                for (const QPointF &p : s.points)
                    if (p.x() == 1000)
                        at1000 << tr("%1 %2").arg(s.name, num(p.y(), 0));
                plot.series << s;
            }
            const QString kind = g == 0 ? QStringLiteral("rings") : QStringLiteral("tables");
            Figure f;
            f.name = QStringLiteral("gallery-lookup-time-%1").arg(kind) + (parts > 1 ? QStringLiteral("-%1").arg(part + 1) : QString());
            const QString what = g == 0 ? tr("rings") : tr("tables and ring-free schemes");
            f.title = parts > 1 ? tr("Lookup time against servers: %1 (%2 of %3)").arg(what).arg(part + 1).arg(parts)
                                : tr("Lookup time against servers: %1").arg(what);
            f.caption = tr("Source: the lookup benchmark's method (bench/bench_lookup.cpp): %1 pre-hashed keys per "
                           "algorithm and size; wall time on a shared machine, so compare shapes. At 1,000 servers (ns): %2.")
                            .arg(QLocale().toString(lookups), at1000.join(QStringLiteral(", ")));
            f.plot = plot;
            out << finish(f);
        }
    }
    return out;
}

} // namespace

QList<Figure> Gallery::figures(const Progress &progress, const std::atomic<bool> *cancel)
{
    QList<Figure> out;
    const int total = 6;
    auto step = [&](int done, const QString &next) {
        if (progress)
            progress(done, total, next);
    };
    step(0, tr("seed article"));
    out << seedFigures(cancel);
    step(1, tr("Cloudflare's CV"));
    out << cloudflareFigure(cancel);
    step(2, tr("Maglev"));
    out << maglevFigures(cancel);
    step(3, tr("Envoy: Maglev against the ring"));
    out << envoyChurnFigure(cancel);
    step(4, tr("bounded loads"));
    out << boundedFigures(cancel);
    step(5, tr("lookup time"));
    out << lookupFigures(cancel);
    step(6, QString());
    QList<Figure> valid;
    for (Figure &f : out)
        if (f.isValid() && !(cancel && cancel->load()))
            valid << f;
    return valid;
}

} // namespace ringlab::gui
