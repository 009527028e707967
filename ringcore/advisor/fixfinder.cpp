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
    const int perUnit = info->pointsPerWeight;
    const int maxWeight = c.maxUpWeight();
    const qint64 weightLimit = info->maxWeight;
    double weightSum = 0;
    for (const Server &s : c.servers)
        weightSum += s.down ? 0 : s.weight;
    qint64 fmax = std::max<qint64>(1, weightLimit / std::max(1, maxWeight));
    fmax = std::min<qint64>(fmax, std::max<qint64>(1, qint64(2.0e7 / (perUnit * std::max(1.0, weightSum)))));
    auto counts = [&](qint64 f) {
        std::vector<int64_t> k;
        for (const Server &s : c.servers)
            k.push_back(s.down ? 0 : int64_t(perUnit) * s.weight * f);
        return k;
    };
    const bool nearest = info->nearestPoint;
    const qint64 lo = c.consistent ? 2 : 1;
    qint64 f = smallestPassing(lo, fmax, [&](qint64 x) { return FixFinder::screen(counts(x), c, nearest, o); }, o.cancel);
    if (o.cancel.isCancelled()) {
        *error = Advisor::cancelledText();
        return false;
    }
    const bool reachable = f <= fmax;
    if (!reachable)
        f = fmax;
    if (f <= 1 && c.consistent) {
        // Nothing to scale: say why, and what keeping the ratio would take.
        const qint64 budget = std::max<qint64>(1, qint64(2.0e7 / (perUnit * std::max(1.0, weightSum))));
        const qint64 needed = fmax < budget
            ? smallestPassing(lo, budget, [&](qint64 x) { return FixFinder::screen(counts(x), c, nearest, o); }, o.cancel)
            : budget + 1;
        if (o.cancel.isCancelled()) {
            *error = Advisor::cancelledText();
            return false;
        }
        report->noFixWhy =
            maxWeight * 2 > weightLimit
                ? FixFinder::tr("the heaviest server already has weight %1 and %2 accepts at most %3, so the weights cannot "
                                "be scaled up in the same ratio (heaviest : lightest = %1 : %4); the lightest server keeps "
                                "%5 points")
                      .arg(NumberText::integer(maxWeight), systemDisplay(c.system), NumberText::integer(weightLimit),
                           NumberText::integer(c.minUpWeight()), NumberText::integer(perUnit * c.minUpWeight()))
                : FixFinder::tr("scaling the weights up would give the ring more than %1 points")
                      .arg(NumberText::integer(qint64(2.0e7)));
        if (needed <= budget)
            report->noFixWhy += FixFinder::tr("; the target would take every weight ×%1 (%2 points on the lightest server)")
                                    .arg(NumberText::integer(needed), NumberText::integer(perUnit * c.minUpWeight() * needed));
        return true;
    }
    auto changeFor = [&](qint64 factor) {
        ConfigChange change;
        change.makeConsistent = !c.consistent;
        if (factor > 1)
            for (const Server &s : c.servers)
                change.weights.append(int(s.weight * factor));
        return change;
    };
    // The screen speaks for rings of this size; the user's ring is one of them, its points fixed by
    // its server names, and the pasted lines must meet the target themselves. Take the smallest
    // factor from f on whose exact ring does (a few more candidates, each one port build).
    const qint64 screened = f;
    double screenedBusiest = -1;
    bool exactMet = false;
    if (reachable && !c.serversAssumed) {
        const qint64 last = std::min(fmax, f + kExactCandidates - 1);
        for (qint64 g = f; g <= last && !o.cancel.isCancelled(); ++g) {
            QString why;
            const double busiest = Advisor::exactBusiest(c, changeFor(g), &why);
            if (busiest < 0)
                break; // the evaluation below reports the reason
            if (g == f)
                screenedBusiest = busiest;
            if (busiest <= 1.0 + o.epsilon) {
                f = g;
                exactMet = true;
                break;
            }
        }
        if (o.cancel.isCancelled()) {
            *error = Advisor::cancelledText();
            return false;
        }
    }
    const ConfigChange change = changeFor(f);
    AdviceFix fix;
    ProxyConfig patched;
    if (!Advisor::evaluate(c, change, o, &fix, &patched, error))
        return false;
    const int before = perUnit * c.minUpWeight();
    const int after = int(perUnit * c.minUpWeight() * f);
    QString title;
    if (f > 1)
        title = FixFinder::tr("Scale every weight by %1: %2 → %3 points on the lightest server").arg(NumberText::integer(f), NumberText::integer(before), NumberText::integer(after));
    // Without a ring today there are no points to compare with: only the new count is given.
    if (change.makeConsistent)
        title = f <= 1 ? FixFinder::tr("Hash consistently (%1 points per unit of weight)").arg(NumberText::integer(perUnit))
                       : FixFinder::tr("Hash consistently with every weight ×%1: %2 points on the lightest server")
                             .arg(NumberText::integer(f), NumberText::integer(after));
    fix.title = title;
    if (!reachable)
        fix.why = !unreachableWhy.isEmpty() ? unreachableWhy
                                            : FixFinder::tr("the weights cannot grow further; this is the largest factor tried");
    else if (!exactMet && !c.serversAssumed)
        fix.why = FixFinder::tr("the smallest common factor whose rings meet the target; but for these exact servers "
                                "no factor from %1 to %2 keeps this exact ring's busiest server within %3")
                      .arg(NumberText::integer(screened), NumberText::integer(std::min(fmax, screened + kExactCandidates - 1)),
                           NumberText::times(1.0 + o.epsilon, 3));
    else if (f > screened)
        fix.why = FixFinder::tr("the smallest common factor whose rings meet the target and whose exact ring does too: "
                                "×%1 would do for most rings of this size, but for these exact servers its busiest "
                                "server would be at %2; weights stay in the same ratio")
                      .arg(NumberText::integer(screened), NumberText::times(screenedBusiest, 3));
    else
        fix.why = FixFinder::tr("the smallest common factor whose rings meet the target, this exact ring included; "
                                "weights stay in the same ratio");
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
