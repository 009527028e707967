// The gallery's bounded-loads figures (Mirrokni, Thorup & Zadimoghaddam 2016): max load / average
// and keys moved against ε.
#include "gui/gallery/gallerysupport.h"

#include "ringcore/analysis/keyrouting.h"
#include "ringcore/analysis/keysource.h"
#include "ringcore/analysis/remapanalysis.h"

namespace ringlab::gui::gallery {

static QList<Figure> boundedFigures(const ringcore::CancelToken &cancel)
{
    const double epsilons[] = {0.05, 0.1, 0.2, 0.3, 0.5, 0.75, 1.0};
    const ringcore::ServerList list = servers(100);
    const ringcore::KeySource keys = ringcore::KeySource::generated(100000, 5);
    PlotSeries maxAvg = PlotSeries::make(PlotSeries::LineMarkers, QStringLiteral("max_over_avg"),
                                         Tr::tr("Max load / average, measured"), okabeIto(6), PlotSeries::Triangle);
    PlotSeries cap = PlotSeries::make(PlotSeries::Line, QStringLiteral("cap"), Tr::tr("Cap 1 + ε (the paper's guarantee)"),
                                      okabeIto(0))
                         .withDash(Qt::DashLine);
    PlotSeries moved = PlotSeries::make(PlotSeries::LineMarkers, QStringLiteral("moved"), Tr::tr("Bounded loads, measured"),
                                        okabeIto(5), PlotSeries::Square);
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
        if (cancel.isCancelled())
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
        maxAvg.add(QPointF(eps, routed.measured.busiest));
        cap.add(QPointF(eps, 1 + eps));
        moved.add(QPointF(eps, m * 100));
        loads << Tr::tr("ε = %1: %2").arg(num(eps, 2), num(routed.measured.busiest, 3));
        moves << Tr::tr("ε = %1: %2").arg(num(eps, 2), pct(m));
    }
    const QString source = Tr::tr("Source: Mirrokni, Thorup & Zadimoghaddam, \"Consistent Hashing with Bounded Loads\" "
                              "(2016): no server above ⌈(1 + ε)·average⌉; an update moves O(1/ε²) keys in expectation.");
    QList<Figure> out;
    {
        Plot plot;
        plot.x.title = Tr::tr("ε (capacity = (1 + ε) × average load)");
        plot.y.title = Tr::tr("Max load / average");
        plot.series << cap << maxAvg;
        Figure f;
        f.name = QStringLiteral("gallery-bounded-loads");
        f.title = Tr::tr("Bounded loads: the busiest server against ε");
        f.caption = source + QLatin1Char(' ')
            + Tr::tr("RingLab (100 servers, 160 points each, 100,000 keys) measured max/avg %1.").arg(loads.join(QStringLiteral("; ")));
        f.plot = plot;
        out << finish(f);
    }
    {
        Plot plot;
        plot.x.title = Tr::tr("ε (capacity = (1 + ε) × average load)");
        plot.y.title = Tr::tr("Keys that change server (%)");
        plot.series << moved;
        plot.references << PlotReference{Qt::Horizontal, plain * 100, Tr::tr("nginx ring: %1").arg(pct(plain))};
        Figure f;
        f.name = QStringLiteral("gallery-bounded-moved");
        f.title = Tr::tr("Bounded loads: keys moved when one of 100 servers leaves");
        f.caption = source + QLatin1Char(' ')
            + Tr::tr("RingLab measured %1; nginx's ring (160 points, no cap) moves %2.").arg(moves.join(QStringLiteral("; ")), pct(plain));
        f.plot = plot;
        out << finish(f);
    }
    return out;
}

RINGLAB_REGISTER_GALLERY_FAMILY(boundedFigures, 50, QT_TRANSLATE_NOOP("ringlab::gui::gallery", "bounded loads"), boundedFigures)

} // namespace ringlab::gui::gallery
