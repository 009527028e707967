// The gallery's Maglev figures (NSDI 2016: imbalance against table size, entries changed against
// backends removed) and Envoy's claim that Maglev moves about twice the keys of a ring.
#include "gui/gallery/gallerysupport.h"

#include "ringcore/analysis/keysource.h"
#include "ringcore/analysis/remapanalysis.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <random>

namespace ringlab::gui::gallery {

namespace {

/// Max/avg entries per backend when `algorithm` (a key → backend rule) fills a table of m
/// entries, entry i keyed by a SplitMix64 of i: the paper's §5.3 method for Rendezvous.
double entriesMaxOverAvg(const ringcore::Algorithm &algorithm, int m, int backends)
{
    std::vector<int> count(size_t(backends), 0);
    for (int i = 0; i < m; ++i) {
        uint64_t z = uint64_t(i) + 0x9e3779b97f4a7c15ULL;
        z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
        z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
        const int b = algorithm.routeHash(z ^ (z >> 31));
        if (b >= 0 && b < backends)
            ++count[size_t(b)];
    }
    return *std::max_element(count.begin(), count.end()) / (double(m) / backends);
}

/// The paper's published over-provisioning (§5.3, 1,000 backends), as max/avg.
struct Published
{
    int tableSize;
    double karger, rendezvous;
};
const Published kPublished[] = {{65537, 1.297, 1.495}, {655373, 1.103, 1.123}};

Figure imbalanceFigure(const ringcore::ServerList &backends, const ringcore::CancelToken &cancel)
{
    // Imbalance (max/avg slots) against the table size, 1,000 backends.
    const int sizes[] = {5003, 10007, 20011, 65537, 131071, 262147, 655373};
    PlotSeries busiest = PlotSeries::make(PlotSeries::LineMarkers, QStringLiteral("max_over_avg"),
                                          Tr::tr("Maglev max/avg"), okabeIto(6), PlotSeries::Triangle);
    PlotSeries quietest = PlotSeries::make(PlotSeries::LineMarkers, QStringLiteral("min_over_avg"),
                                           Tr::tr("Maglev min/avg"), okabeIto(5));
    PlotSeries bound = PlotSeries::make(PlotSeries::Line, QStringLiteral("bound"),
                                        Tr::tr("⌈M/N⌉/(M/N)"), okabeIto(0))
                           .withDash(Qt::DashLine);
    PlotSeries hrw = PlotSeries::make(PlotSeries::Scatter, QStringLiteral("rendezvous_measured"),
                                      Tr::tr("Rendezvous, RingLab"), okabeIto(3), PlotSeries::Square);
    PlotSeries hrwPublished = PlotSeries::make(PlotSeries::Scatter, QStringLiteral("rendezvous_published"),
                                               Tr::tr("Rendezvous, paper"), okabeIto(7), PlotSeries::Cross)
                                  .withMarkerPt(6);
    PlotSeries kargerPublished = PlotSeries::make(PlotSeries::Scatter, QStringLiteral("karger_published"),
                                                  Tr::tr("Karger, paper"), okabeIto(2), PlotSeries::Plus)
                                     .withMarkerPt(6);
    std::map<int, double> measured, measuredHrw;
    auto rendezvous = build(QStringLiteral("rendezvous-fast"), backends);
    for (int m : sizes) {
        if (cancel.isCancelled())
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
        busiest.add(QPointF(m, top));
        quietest.add(QPointF(m, bottom));
        bound.add(QPointF(m, std::ceil(m / 1000.0) / (m / 1000.0)));
        measured[m] = top;
    }
    for (const Published &p : kPublished) {
        if (cancel.isCancelled())
            return {};
        if (rendezvous) {
            measuredHrw[p.tableSize] = entriesMaxOverAvg(*rendezvous, p.tableSize, 1000);
            hrw.add(QPointF(p.tableSize, measuredHrw[p.tableSize]));
        }
        hrwPublished.add(QPointF(p.tableSize, p.rendezvous));
        kargerPublished.add(QPointF(p.tableSize, p.karger));
    }
    Plot plot;
    plot.x.title = Tr::tr("Lookup table size M (entries)");
    plot.x.log = true;
    plot.y.title = Tr::tr("Entries / average");
    plot.series << bound << busiest << quietest << kargerPublished << hrwPublished << hrw;
    Figure f;
    f.name = QStringLiteral("gallery-maglev-imbalance");
    f.title = Tr::tr("Maglev: imbalance against table size, 1,000 backends");
    f.caption = Tr::tr("Source: Maglev (NSDI 2016) §5.3, 1,000 backends, M = 65,537 / 655,373: Rendezvous needs %1 / %2 "
                   "over-provisioning, Karger %3 / %4; Maglev \"almost perfect\". RingLab measured Maglev max/avg "
                   "%5 / %6, Rendezvous %7 / %8.")
                    .arg(pct(kPublished[0].rendezvous - 1), pct(kPublished[1].rendezvous - 1),
                         pct(kPublished[0].karger - 1), pct(kPublished[1].karger - 1), num(measured[65537], 4),
                         num(measured[655373], 4), num(measuredHrw[65537], 3), num(measuredHrw[655373], 3));
    f.plot = plot;
    return finish(f);
}

Figure resilienceFigure(const ringcore::ServerList &backends, const ringcore::CancelToken &cancel)
{
    // Table entries that change against the share of backends removed, beside a ring.
    const double removedShares[] = {0.01, 0.02, 0.05, 0.1, 0.2};
    PlotSeries table = PlotSeries::make(PlotSeries::LineMarkers, QStringLiteral("maglev_65537"),
                                         Tr::tr("Maglev, M = 65,537"), okabeIto(6), PlotSeries::Triangle);
    PlotSeries large = PlotSeries::make(PlotSeries::LineMarkers, QStringLiteral("maglev_655373"),
                                        Tr::tr("Maglev, M = 655,373"), okabeIto(1), PlotSeries::Diamond);
    PlotSeries ring = PlotSeries::make(PlotSeries::LineMarkers, QStringLiteral("ring"),
                                       Tr::tr("Ring (nginx), 160 points"), okabeIto(5),
                                       PlotSeries::Square)
                          .withDash(Qt::DashLine);
    PlotSeries ideal = PlotSeries::make(PlotSeries::Line, QStringLiteral("ideal"),
                                        Tr::tr("Ideal: the removed share"), okabeIto(0))
                           .withDash(Qt::DotLine);
    const ringcore::AlgorithmOptions largeTable{{QStringLiteral("table-size"), QStringLiteral("655373")}};
    auto smallBefore = build(QStringLiteral("maglev"), backends);
    auto largeBefore = build(QStringLiteral("maglev"), backends, largeTable);
    auto ringBefore = build(QStringLiteral("nginx"), backends);
    if (!smallBefore || !largeBefore || !ringBefore)
        return {};
    auto changedShare = [](const std::vector<int> &before, const std::vector<int> &after) {
        size_t changed = 0;
        for (size_t i = 0; i < before.size() && i < after.size(); ++i)
            changed += before[i] != after[i]; // same list: indices name the same backend
        return double(changed) / double(std::max<size_t>(1, before.size()));
    };
    QString atFive;
    for (double share : removedShares) {
        if (cancel.isCancelled())
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
        auto smallAfter = build(QStringLiteral("maglev"), after);
        auto largeAfter = build(QStringLiteral("maglev"), after, largeTable);
        auto ringAfter = build(QStringLiteral("nginx"), after);
        if (!smallAfter || !largeAfter || !ringAfter)
            continue;
        const double small = changedShare(smallBefore->table(), smallAfter->table());
        const double big = changedShare(largeBefore->table(), largeAfter->table());
        const ringcore::RemapResult remap = ringcore::RemapAnalysis::remap(
            *ringBefore, *ringAfter, ringcore::KeySource::generated(100000, 7), ringcore::RemapAnalysis::Mode::Auto);
        table.add(QPointF(share * 100, small * 100));
        large.add(QPointF(share * 100, big * 100));
        ring.add(QPointF(share * 100, remap.movedFraction * 100));
        ideal.add(QPointF(share * 100, share * 100));
        if (std::abs(share - 0.05) < 1e-9)
            atFive = Tr::tr("at 5% removed: Maglev %1 of entries (M = 65,537), %2 (M = 655,373), ring %3 of the hash space")
                         .arg(pct(small), pct(big), pct(remap.movedFraction));
    }
    Plot plot;
    plot.x.title = Tr::tr("Backends removed (% of 1,000)");
    // What changes is said once, on the axis: short legend entries fit two columns in a column
    // figure (four two-line entries left its plot a tenth of the height; issue 34).
    plot.y.title = Tr::tr("Table entries (Maglev) or hash space (ring) changed (%)");
    plot.series << ideal << ring << large << table;
    Figure f;
    f.name = QStringLiteral("gallery-maglev-resilience");
    f.title = Tr::tr("Maglev: table entries that change when backends are removed");
    f.caption = Tr::tr("Source: Maglev (NSDI 2016) §5.3, Figure 12 (1,000 backends, k removed at random, 200 runs): the "
                   "changed share grows with k and is smaller for the larger table; the paper prints no number, only "
                   "the plot. RingLab measured (one run) %1.")
                    .arg(atFive);
    f.plot = plot;
    return finish(f);
}

} // namespace

static QList<Figure> tableFigures(const ringcore::CancelToken &cancel)
{
    const ringcore::ServerList backends = hosts(1000);
    QList<Figure> out;
    for (const Figure &f : {imbalanceFigure(backends, cancel), resilienceFigure(backends, cancel)})
        if (f.isValid())
            out << f;
    return out;
}

// --- Envoy: Maglev moves about twice the keys of a ring on a host change ---

static Figure churnFigure(const ringcore::CancelToken &cancel)
{
    const int counts[] = {10, 20, 50, 100, 200, 500};
    PlotSeries table = PlotSeries::make(PlotSeries::LineMarkers, QStringLiteral("maglev"), Tr::tr("Maglev (65,537 slots)"),
                                         okabeIto(6), PlotSeries::Triangle);
    PlotSeries ring = PlotSeries::make(PlotSeries::LineMarkers, QStringLiteral("ring"),
                                       Tr::tr("Envoy ring (defaults: 1,024 to 8M entries)"), okabeIto(5), PlotSeries::Square);
    PlotSeries ideal = PlotSeries::make(PlotSeries::Line, QStringLiteral("ideal"), Tr::tr("1/N: only the removed host's keys"),
                                        okabeIto(0))
                           .withDash(Qt::DotLine);
    QStringList ratios;
    const ringcore::KeySource keys = ringcore::KeySource::generated(200000, 3);
    for (int n : counts) {
        if (cancel.isCancelled())
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
        table.add(QPointF(n, moved[0] * 100));
        ring.add(QPointF(n, moved[1] * 100));
        ideal.add(QPointF(n, 100.0 / n));
        if (moved[1] > 0)
            ratios << Tr::tr("%1 hosts: %2×").arg(n).arg(num(moved[0] / moved[1], 2));
    }
    Plot plot;
    plot.x.title = Tr::tr("Hosts (one removed)");
    plot.x.log = true;
    plot.y.title = Tr::tr("Keys that change host (%)");
    plot.y.log = true;
    plot.series << ideal << ring << table;
    Figure f;
    f.name = QStringLiteral("gallery-envoy-maglev-vs-ring");
    f.title = Tr::tr("Envoy: keys moved by a host change, Maglev against the ring");
    f.caption = Tr::tr("Source: Envoy's load-balancer documentation, \"More keys will move position when hosts are "
                   "removed (simulations show approximately double the keys will move)\". RingLab measured "
                   "Maglev / ring: %1 (200,000 keys, mean of five removals).")
                    .arg(ratios.join(QStringLiteral(", ")));
    f.plot = plot;
    return finish(f);
}

RINGLAB_REGISTER_GALLERY_FAMILY(tableFigures, 30, QT_TRANSLATE_NOOP("ringlab::gui::gallery", "Maglev"), tableFigures)

RINGLAB_REGISTER_GALLERY_FAMILY(churnFigure, 40, QT_TRANSLATE_NOOP("ringlab::gui::gallery", "Envoy: Maglev against the ring"), [](const ringcore::CancelToken &cancel) { return QList<Figure>{churnFigure(cancel)}; })

} // namespace ringlab::gui::gallery
