#include "ringcore/advisor/fixfinder.h"
#include "ringcore/core/numbertext.h"

#include "ringcore/advisor/ringspreadestimator.h"
#include "ringcore/config/envoyconfigreader.h"
#include "ringcore/rings/algorithmregistry.h"
#include "ringcore/rings/envoyring.h"

#include <QCoreApplication>
#include <QLocale>

#include <algorithm>
#include <climits>
#include <cmath>
#include <functional>

namespace ringcore {

namespace {

std::vector<double> upWeights(const ProxyConfig &c)
{
    std::vector<double> w;
    for (const Server &s : c.servers)
        w.push_back(s.down ? 0.0 : double(s.weight));
    return w;
}

// Envoy's maximum_ring_size as configured, or its default.
qint64 envoyMaxRing(const ProxyConfig &c)
{
    return c.maxRingSize > 0 ? c.maxRingSize : EnvoyConfigReader::kDefaultMaxRingSize;
}

// Smallest x in [lo, hi] with ok(x), assuming ok is monotone; hi + 1 when none. Doubling first,
// then bisecting, so the expensive large candidates are only tried when needed.
qint64 smallestPassing(qint64 lo, qint64 hi, const std::function<bool(qint64)> &ok, const CancelToken &cancel)
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

// nginx / HAProxy: scale every weight by a common factor.
bool weightFix(const ProxyConfig &c, const AdvisorOptions &o, AdviceReport *report, QString *error)
{
    const bool haproxy = c.kind == ProxyKind::HAProxy;
    // The port the section has (or gets once it hashes consistently) says how weights become points.
    const QString algorithm = !c.algorithm.isEmpty() ? c.algorithm : haproxy ? QStringLiteral("haproxy") : QStringLiteral("nginx");
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
    if (f <= 1 && c.consistent)
        return true; // nothing to scale (already at the limit)
    ConfigChange change;
    change.makeConsistent = !c.consistent;
    if (f > 1)
        for (const Server &s : c.servers)
            change.weights.append(int(s.weight * f));
    AdviceFix fix;
    ProxyConfig patched;
    if (!Advisor::evaluate(c, change, o, &fix, &patched, error))
        return false;
    const int before = perUnit * c.minUpWeight();
    const int after = int(perUnit * c.minUpWeight() * f);
    QString title;
    if (f > 1)
        title = FixFinder::tr("Scale every weight by %1: %2 → %3 points on the lightest server").arg(NumberText::integer(f), NumberText::integer(before), NumberText::integer(after));
    if (change.makeConsistent)
        title = title.isEmpty() ? FixFinder::tr("Hash consistently (%1 points per unit of weight)").arg(NumberText::integer(perUnit))
                                : FixFinder::tr("Hash consistently and %1").arg(title.at(0).toLower() + title.mid(1));
    fix.title = title;
    if (!reachable)
        fix.why = haproxy ? FixFinder::tr("HAProxy's maximum weight is 256 (4,096 points), which is not enough for ε = %1 with "
                               "these weights; this is the best HAProxy can do. hash-balance-factor limits the "
                               "damage of the busiest server at request time.")
                                .arg(NumberText::plain(o.epsilon))
                          : FixFinder::tr("the weights cannot grow further; this is the largest factor tried");
    else
        fix.why = FixFinder::tr("the smallest common factor whose rings meet the target; weights stay in the same ratio");
    report->fix = fix;
    report->hasFix = true;
    return true;
}

qint64 nextPrime(qint64 n)
{
    while (!EnvoyConfigReader::isPrime(n))
        ++n;
    return n;
}

// Maglev: the smallest prime table (Envoy default first) whose port busiest meets the target.
bool maglevFix(const ProxyConfig &c, const AdvisorOptions &o, qint64 above, AdviceFix *fix, QString *error)
{
    QList<qint64> sizes;
    for (qint64 t = EnvoyConfigReader::kDefaultTableSize; t <= EnvoyConfigReader::kMaxTableSize; t = nextPrime(t * 2))
        if (t > above)
            sizes.append(t);
    if (sizes.isEmpty() || sizes.last() != EnvoyConfigReader::kMaxTableSize)
        if (EnvoyConfigReader::kMaxTableSize > above)
            sizes.append(EnvoyConfigReader::kMaxTableSize);
    for (int i = 0; i < sizes.size(); ++i) {
        ConfigChange change;
        change.switchToMaglev = c.algorithm != QLatin1String("maglev");
        change.tableSize = sizes.at(i) == EnvoyConfigReader::kDefaultTableSize && change.switchToMaglev ? 0 : sizes.at(i);
        ProxyConfig patched;
        if (!Advisor::evaluate(c, change, o, fix, &patched, error))
            return false;
        if (fix->meetsTarget || i + 1 == sizes.size()) {
            fix->title = change.switchToMaglev ? FixFinder::tr("Switch to Maglev (table of %1 slots)").arg(NumberText::integer(sizes.at(i)))
                                               : FixFinder::tr("Raise the Maglev table_size to %1").arg(NumberText::integer(sizes.at(i)));
            fix->why = FixFinder::tr("Maglev fills a fixed prime table, hosts taking turns, so equal-weight hosts get nearly "
                          "equal slots; a host change also moves some keys between surviving hosts");
            return true;
        }
    }
    return true;
}

bool ringSizeFix(const ProxyConfig &c, const AdvisorOptions &o, AdviceReport *report, QString *error)
{
    const qint64 step = 1024;
    const qint64 maxRing = envoyMaxRing(c);
    const qint64 lo = c.minRingSize / step + 1;
    const qint64 hi = maxRing / step;
    const qint64 j = smallestPassing(
        lo, hi, [&](qint64 x) { return FixFinder::screen(FixFinder::envoyPointsPerServer(c, x * step), c, false, o); },
        o.cancel);
    if (o.cancel.isCancelled()) {
        *error = Advisor::cancelledText();
        return false;
    }
    AdviceFix maglev;
    if (!maglevFix(c, o, 0, &maglev, error))
        return false;
    const QString setting = c.kind == ProxyKind::Istio ? QStringLiteral("ringHash.minimumRingSize")
                                                       : QStringLiteral("minimum_ring_size");
    if (j <= hi) {
        ConfigChange change;
        change.minRingSize = j * step;
        AdviceFix fix;
        ProxyConfig patched;
        if (!Advisor::evaluate(c, change, o, &fix, &patched, error))
            return false;
        fix.title = FixFinder::tr("Raise %1 from %2 to %3 (%4 points per host)")
                        .arg(setting, NumberText::integer(c.minRingSize), NumberText::integer(change.minRingSize))
                        .arg(NumberText::integer(fix.after.pointsPerServerMin));
        fix.why = FixFinder::tr("the ring is split across all hosts, so its minimum has to grow with the host count; "
                     "the smallest multiple of 1,024 whose rings meet the target");
        report->fix = fix;
        report->alternatives.append(maglev);
    } else {
        report->fix = maglev;
        report->fix.why = FixFinder::tr("no %1 up to the maximum ring size %2 meets the target; %3")
                              .arg(setting, NumberText::integer(maxRing), maglev.why);
    }
    report->hasFix = true;
    return true;
}

} // namespace

bool FixFinder::screen(const std::vector<int64_t> &pointsPerServer, const ProxyConfig &config, bool nearestRule,
                       const AdvisorOptions &options)
{
    // A cancelled estimate fails the screen; the callers then stop at their next cancel check.
    const RingSpreadEstimator::Result r = RingSpreadEstimator::estimate(
        pointsPerServer, upWeights(config), nearestRule, options.epsilon, options.simulatedRings, options.seed,
        options.cancel);
    return !r.cancelled && r.ringsWithin >= 0.95;
}

std::vector<int64_t> FixFinder::envoyPointsPerServer(const ProxyConfig &config, qint64 minRingSize)
{
    // Exactly the counts the port builds (EnvoyRing's own loop, without hashing).
    EnvoyRing::Settings settings;
    settings.minRingSize = uint64_t(minRingSize);
    settings.maxRingSize = uint64_t(envoyMaxRing(config));
    return EnvoyRing::pointsPerServer(config.servers, settings);
}

bool FixFinder::find(const ProxyConfig &config, const SpreadSummary *today, const AdvisorOptions &options,
                     AdviceReport *report, QString *error)
{
    if (!config.hashes) {
        report->needsChange = false;
        report->notes.append(FixFinder::tr("%1 %2 does not hash keys, so there is no ring to fix.")
                                 .arg(proxyKindName(config.kind), config.sectionName));
        return true;
    }
    if (today && today->meetsTarget)
        return true;
    switch (config.kind) {
    case ProxyKind::Nginx:
    case ProxyKind::HAProxy:
        return weightFix(config, options, report, error);
    case ProxyKind::Envoy:
    case ProxyKind::Istio:
        if (config.algorithm == QLatin1String("maglev")) {
            AdviceFix fix;
            if (!maglevFix(config, options, config.tableSize, &fix, error))
                return false;
            if (!fix.title.isEmpty()) {
                report->fix = fix;
                report->hasFix = true;
            }
            return true;
        }
        return ringSizeFix(config, options, report, error);
    case ProxyKind::Unknown:
        break;
    }
    return true;
}

} // namespace ringcore
