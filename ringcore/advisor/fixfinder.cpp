#include "ringcore/advisor/fixfinder.h"

#include "ringcore/advisor/advisorsystem.h"
#include "ringcore/advisor/ringspreadestimator.h"
#include "ringcore/rings/algorithmregistry.h"
#include "ringcore/core/numbertext.h"

#include <QCoreApplication>
#include <QLocale>

#include <algorithm>
#include <climits>
#include <cmath>
#include <functional>

namespace ringcore {

namespace {

// Factors tried, from the screen's, for one whose exact ring also meets the target.
constexpr qint64 kExactCandidates = 64;

std::vector<double> upWeights(const ProxyConfig &c)
{
    std::vector<double> w;
    for (const Server &s : c.servers)
        w.push_back(s.down ? 0.0 : double(s.weight));
    return w;
}

/// "HAProxy" for "haproxy": the system's name for sentences.
QString systemDisplay(const QString &name)
{
    if (const AdvisorSystem *system = AdvisorSystemRegistry::find(name))
        return system->displayName();
    return name;
}

} // namespace

qint64 FixFinder::smallestPassing(qint64 lo, qint64 hi, const std::function<bool(qint64)> &ok, const CancelToken &cancel)
{
    if (lo > hi)
        return hi + 1;
    qint64 below = lo - 1; // largest value known to fail
    qint64 x = lo;
    while (!ok(x)) {
        if (x == hi || cancel.isCancelled())
            return hi + 1;
        below = x;
        x = std::min(hi, x * 2);
    }
    qint64 a = below + 1, b = x; // ok(b) holds, everything <= below fails
    while (a < b && !cancel.isCancelled()) {
        const qint64 mid = a + (b - a) / 2;
        if (ok(mid))
            b = mid;
        else
            a = mid + 1;
    }
    return a;
}

namespace {

/// How a section's weights become points on its port, and how far scaleWeights may scale them.
struct Scaling
{
    Scaling(const ProxyConfig &config, const AdvisorOptions &options, const AlgorithmInfo &info)
        : c(config), o(options), perUnit(info.pointsPerWeight), maxWeight(config.maxUpWeight()),
          weightLimit(info.maxWeight), nearest(info.nearestPoint), lo(config.consistent ? 2 : 1)
    {
        for (const Server &s : c.servers)
            weightSum += s.down ? 0 : s.weight;
        budget = std::max<qint64>(1, qint64(2.0e7 / (perUnit * std::max(1.0, weightSum))));
        fmax = std::min<qint64>(std::max<qint64>(1, weightLimit / std::max(1, maxWeight)), budget);
    }

    /// Points per server with every weight × f.
    std::vector<int64_t> counts(qint64 f) const
    {
        std::vector<int64_t> k;
        for (const Server &s : c.servers)
            k.push_back(s.down ? 0 : int64_t(perUnit) * s.weight * f);
        return k;
    }

    /// The smallest factor from lo to hi whose rings pass the screen; hi + 1 when none does.
    qint64 smallestScreened(qint64 hi) const
    {
        return FixFinder::smallestPassing(lo, hi, [&](qint64 x) { return FixFinder::screen(counts(x), c, nearest, o); },
                                          o.cancel);
    }

    /// Every weight × factor (none when factor is 1), and consistent hashing when the section lacks it.
    ConfigChange changeFor(qint64 factor) const
    {
        ConfigChange change;
        change.makeConsistent = !c.consistent;
        if (factor > 1)
            for (const Server &s : c.servers)
                change.weights.append(int(s.weight * factor));
        return change;
    }

    const ProxyConfig &c;
    const AdvisorOptions &o;
    const int perUnit;       ///< points per unit of weight
    const int maxWeight;     ///< the heaviest up server's weight
    const qint64 weightLimit; ///< the port's largest weight
    const bool nearest;      ///< the port's nearest-point rule
    const qint64 lo;         ///< the smallest factor tried
    double weightSum = 0;
    qint64 budget = 0;       ///< the largest factor that keeps the ring within 2·10⁷ points
    qint64 fmax = 0;         ///< the largest factor tried: within the port's weights and the budget
};

/// Where the search for a factor ended.
struct Search
{
    qint64 f = 0;               ///< the factor proposed
    qint64 screened = 0;        ///< the smallest factor whose rings pass the screen (or fmax)
    bool reachable = false;     ///< a factor up to fmax passes the screen
    bool exactMet = false;      ///< the exact ring at f meets the target too
    double screenedBusiest = -1; ///< the exact ring's busiest at `screened` (-1: not built)
};

/// A consistent section whose weights need no scaling to pass the screen, or cannot be scaled:
/// report->noFixWhy says why, and what keeping the ratio would take.
bool explainNoScaling(const Scaling &sc, AdviceReport *report, QString *error)
{
    const ProxyConfig &c = sc.c;
    const qint64 needed = sc.fmax < sc.budget ? sc.smallestScreened(sc.budget) : sc.budget + 1;
    if (sc.o.cancel.isCancelled()) {
        *error = Advisor::cancelledText();
        return false;
    }
    report->noFixWhy =
        sc.maxWeight * 2 > sc.weightLimit
            ? FixFinder::tr("the heaviest server already has weight %1 and %2 accepts at most %3, so the weights cannot "
                            "be scaled up in the same ratio (heaviest : lightest = %1 : %4); the lightest server keeps "
                            "%5 points")
                  .arg(NumberText::integer(sc.maxWeight), systemDisplay(c.system), NumberText::integer(sc.weightLimit),
                       NumberText::integer(c.minUpWeight()), NumberText::integer(sc.perUnit * c.minUpWeight()))
            : FixFinder::tr("scaling the weights up would give the ring more than %1 points")
                  .arg(NumberText::integer(qint64(2.0e7)));
    if (needed <= sc.budget)
        report->noFixWhy += FixFinder::tr("; the target would take every weight ×%1 (%2 points on the lightest server)")
                                .arg(NumberText::integer(needed), NumberText::integer(sc.perUnit * c.minUpWeight() * needed));
    return true;
}

/// The screen speaks for rings of this size; the user's ring is one of them, its points fixed by
/// its server names, and the pasted lines must meet the target themselves. Takes the smallest
/// factor from the screened one on whose exact ring does (a few more candidates, each one port
/// build). False when cancelled.
bool checkExactRing(const Scaling &sc, Search *r, QString *error)
{
    const qint64 last = std::min(sc.fmax, r->f + kExactCandidates - 1);
    for (qint64 g = r->f; g <= last && !sc.o.cancel.isCancelled(); ++g) {
        QString why;
        const double busiest = Advisor::exactBusiest(sc.c, sc.changeFor(g), &why);
        if (busiest < 0)
            break; // the evaluation below reports the reason
        if (g == r->f)
            r->screenedBusiest = busiest;
        if (busiest <= 1.0 + sc.o.epsilon) {
            r->f = g;
            r->exactMet = true;
            break;
        }
    }
    if (sc.o.cancel.isCancelled()) {
        *error = Advisor::cancelledText();
        return false;
    }
    return true;
}

/// The fix's title: the factor, and the points on the lightest server before and after.
QString fixTitle(const Scaling &sc, const ConfigChange &change, qint64 f)
{
    const int before = sc.perUnit * sc.c.minUpWeight();
    const int after = int(sc.perUnit * sc.c.minUpWeight() * f);
    QString title;
    if (f > 1)
        title = FixFinder::tr("Scale every weight by %1: %2 → %3 points on the lightest server").arg(NumberText::integer(f), NumberText::integer(before), NumberText::integer(after));
    // Without a ring today there are no points to compare with: only the new count is given.
    if (change.makeConsistent)
        title = f <= 1 ? FixFinder::tr("Hash consistently (%1 points per unit of weight)").arg(NumberText::integer(sc.perUnit))
                       : FixFinder::tr("Hash consistently with every weight ×%1: %2 points on the lightest server")
                             .arg(NumberText::integer(f), NumberText::integer(after));
    return title;
}

/// Why this factor: the largest tried, the screened one, or the next one whose exact ring meets the target.
QString fixWhy(const Scaling &sc, const Search &r, const QString &unreachableWhy)
{
    if (!r.reachable)
        return !unreachableWhy.isEmpty() ? unreachableWhy
                                         : FixFinder::tr("the weights cannot grow further; this is the largest factor tried");
    if (!r.exactMet && !sc.c.serversAssumed)
        return FixFinder::tr("the smallest common factor whose rings meet the target; but for these exact servers "
                             "no factor from %1 to %2 keeps this exact ring's busiest server within %3")
            .arg(NumberText::integer(r.screened), NumberText::integer(std::min(sc.fmax, r.screened + kExactCandidates - 1)),
                 NumberText::times(1.0 + sc.o.epsilon, 3));
    if (r.f > r.screened)
        return FixFinder::tr("the smallest common factor whose rings meet the target and whose exact ring does too: "
                             "×%1 would do for most rings of this size, but for these exact servers its busiest "
                             "server would be at %2; weights stay in the same ratio")
            .arg(NumberText::integer(r.screened), NumberText::times(r.screenedBusiest, 3));
    return FixFinder::tr("the smallest common factor whose rings meet the target, this exact ring included; "
                         "weights stay in the same ratio");
}

} // namespace

bool FixFinder::scaleWeights(const ProxyConfig &c, const AdvisorOptions &o, const QString &consistentAlgorithm,
                             const QString &unreachableWhy, AdviceReport *report, QString *error)
{
    // The port the section has (or gets once it hashes consistently) says how weights become points.
    const QString algorithm = !c.algorithm.isEmpty() ? c.algorithm : consistentAlgorithm;
    const AlgorithmInfo *info = AlgorithmRegistry::find(algorithm);
    if (!info || info->pointsPerWeight <= 0) {
        *error = FixFinder::tr("%1: no port whose points grow with the weights").arg(algorithm);
        return false;
    }
    const Scaling sc(c, o, *info);
    Search r;
    r.f = sc.smallestScreened(sc.fmax);
    if (o.cancel.isCancelled()) {
        *error = Advisor::cancelledText();
        return false;
    }
    r.reachable = r.f <= sc.fmax;
    if (!r.reachable)
        r.f = sc.fmax;
    if (r.f <= 1 && c.consistent)
        return explainNoScaling(sc, report, error); // nothing to scale
    r.screened = r.f;
    if (r.reachable && !c.serversAssumed && !checkExactRing(sc, &r, error))
        return false;
    const ConfigChange change = sc.changeFor(r.f);
    AdviceFix fix;
    ProxyConfig patched;
    if (!Advisor::evaluate(c, change, o, &fix, &patched, error))
        return false;
    fix.title = fixTitle(sc, change, r.f);
    fix.why = fixWhy(sc, r, unreachableWhy);
    report->fix = fix;
    report->hasFix = true;
    return true;
}

bool FixFinder::screen(const std::vector<int64_t> &pointsPerServer, const ProxyConfig &config, bool nearestRule,
                       const AdvisorOptions &options)
{
    // A cancelled estimate fails the screen; the callers then stop at their next cancel check.
    const RingSpreadEstimator::Result r = RingSpreadEstimator::estimate(
        pointsPerServer, upWeights(config), nearestRule, options.epsilon, options.simulatedRings, options.seed,
        options.cancel);
    return !r.cancelled && r.ringsWithin >= 0.95;
}

bool FixFinder::find(const ProxyConfig &config, const SpreadSummary *today, const AdvisorOptions &options,
                     AdviceReport *report, QString *error)
{
    // A section that does not hash although it asks to (HAProxy's layer-7 hash outside `mode
    // http`) gets its system's fix; any other section that does not hash has no ring to fix.
    if (!config.hashes && !config.hashNeedsSetting) {
        report->needsChange = false;
        report->notes.append(FixFinder::tr("%1 %2 does not hash keys, so there is no ring to fix.")
                                 .arg(config.system, config.sectionName));
        return true;
    }
    // A section that spreads well but does not hash consistently (twemproxy's modula) still gets
    // its system's consistent setting proposed.
    if (today && today->meetsTarget && (today->exactWithin || config.serversAssumed) && config.consistent)
        return true;
    const AdvisorSystem *system = AdvisorSystemRegistry::find(config.system);
    return system ? system->findFix(config, options, report, error) : true;
}

} // namespace ringcore
