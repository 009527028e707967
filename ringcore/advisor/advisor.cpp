#include "ringcore/advisor/advisor.h"

#include "ringcore/advisor/advisorsystem.h"
#include "ringcore/advisor/fixfinder.h"
#include "ringcore/core/numbertext.h"
#include "ringcore/advisor/ringspreadestimator.h"
#include "ringcore/advisor/rolloutplanner.h"
#include "ringcore/analysis/keysource.h"
#include "ringcore/analysis/remapanalysis.h"
#include "ringcore/config/proxyconfigreader.h"
#include "ringcore/rings/algorithmregistry.h"

#include <QCoreApplication>
#include <QLocale>

#include <algorithm>
#include <cmath>

namespace ringcore {

QString AdvisorOptions::validate() const
{
    if (!kEpsilon.contains(epsilon))
        return Advisor::tr("epsilon: %1 is outside the allowed range %2-%3").arg(epsilon).arg(kEpsilon.min).arg(kEpsilon.max);
    if (rings < kRings.min || rings > kRings.max)
        return Advisor::tr("rings: %1 is outside the allowed range %2-%3").arg(rings).arg(kRings.min).arg(kRings.max);
    if (simulatedRings < kSimulatedRings.min || simulatedRings > kSimulatedRings.max)
        return Advisor::tr("simulated rings: %1 is outside the allowed range %2-%3")
            .arg(simulatedRings)
            .arg(kSimulatedRings.min)
            .arg(kSimulatedRings.max);
    if (remapKeys < kRemapKeys.min || remapKeys > kRemapKeys.max)
        return Advisor::tr("remap keys: %1 is outside the allowed range %2-%3")
            .arg(remapKeys)
            .arg(kRemapKeys.min)
            .arg(kRemapKeys.max);
    double previous = 0;
    for (double s : steps) {
        if (!(s > previous && s <= 1))
            return Advisor::tr("steps: each share must be above the previous one and at most 1 (got %1)").arg(s);
        previous = s;
    }
    return QString();
}

QString Advisor::cancelledText()
{
    return Advisor::tr("cancelled");
}

bool Advisor::nearestRule(const QString &algorithm)
{
    const AlgorithmInfo *info = AlgorithmRegistry::find(algorithm);
    return info && info->nearestPoint;
}

std::unique_ptr<Algorithm> Advisor::build(const ProxyConfig &config, QString *error)
{
    if (config.algorithm.isEmpty()) {
        *error = Advisor::tr("%1 %2 does not hash consistently; there is no ring to build")
                     .arg(config.system, config.sectionName);
        return nullptr;
    }
    // The registry validates weights and options; a system may build its port with more of the
    // section (AdvisorSystem::build).
    if (const AdvisorSystem *system = AdvisorSystemRegistry::find(config.system))
        return system->build(config, error);
    return AlgorithmRegistry::create(config.algorithm, config.servers, config.options, error);
}

namespace {

// Share over fair share (w_i / Σw) per server; 0 for a server that is down or has no weight.
std::vector<double> relativeLoadsOf(const Algorithm &algorithm)
{
    const ServerList &servers = algorithm.servers();
    const std::vector<double> shares = algorithm.shares();
    double weightSum = 0;
    for (const Server &srv : servers)
        if (!srv.down)
            weightSum += srv.weight;
    std::vector<double> rel(size_t(servers.size()), 0.0);
    for (int i = 0; i < servers.size(); ++i) {
        const Server &srv = servers.at(i);
        if (!srv.down && srv.weight > 0 && weightSum > 0)
            rel[size_t(i)] = (size_t(i) < shares.size() ? shares[size_t(i)] : 0.0) / (srv.weight / weightSum);
    }
    return rel;
}

// `change` applied to the file's text, read back and built by its port: what pasting the lines
// gives. Null with *error when a step fails.
std::unique_ptr<Algorithm> buildPatched(const ProxyConfig &config, const ConfigChange &change, PatchedConfig *text,
                                        ProxyConfig *patched, QString *error)
{
    *text = ProxyConfigReader::apply(config, change);
    if (!text->error.isEmpty()) {
        *error = text->error;
        return nullptr;
    }
    ConfigError readError;
    if (!ProxyConfigReader::readBack(config, text->text, patched, &readError)) {
        *error = Advisor::tr("the patched config does not read back: %1").arg(readError.toString());
        return nullptr;
    }
    return Advisor::build(*patched, error);
}

} // namespace

double Advisor::busiestRelative(const Algorithm &algorithm)
{
    const std::vector<double> rel = relativeLoadsOf(algorithm);
    return rel.empty() ? 0.0 : *std::max_element(rel.begin(), rel.end());
}

double Advisor::exactBusiest(const ProxyConfig &config, const ConfigChange &change, QString *error)
{
    PatchedConfig text;
    ProxyConfig patched;
    const auto algorithm = buildPatched(config, change, &text, &patched, error);
    return algorithm ? busiestRelative(*algorithm) : -1;
}

namespace {

// Busiest, quietest and the coefficient of variation of the relative loads over the servers that
// take traffic (up, weight above 0).
void summarizeShares(const ServerList &servers, SpreadSummary *s)
{
    double sum = 0, sumSq = 0;
    int counted = 0;
    s->quietest = 1e300;
    for (int i = 0; i < servers.size(); ++i) {
        const Server &srv = servers.at(i);
        if (srv.down)
            continue;
        if (srv.weight <= 0) {
            ++s->zeroWeightServers; // HAProxy's weight 0: up, but takes no new traffic
            continue;
        }
        ++s->upServers;
        const double rel = s->relativeLoads[size_t(i)];
        sum += rel;
        sumSq += rel * rel;
        ++counted;
        if (rel > s->busiest) {
            s->busiest = rel;
            s->busiestServer = srv.address;
        }
        if (rel < s->quietest) {
            s->quietest = rel;
            s->quietestServer = srv.address;
        }
    }
    if (counted == 0)
        s->quietest = 0;
    if (counted > 0) {
        const double mean = sum / counted;
        s->cv = mean > 0 ? std::sqrt(std::max(0.0, sumSq / counted - mean * mean)) / mean : 0;
    }
}

// Points (or slots) per server, from the port's own structure, with their fewest and most over
// the servers that take traffic.
std::vector<int64_t> countPoints(const Algorithm &algorithm, SpreadSummary *s)
{
    const ServerList &servers = algorithm.servers();
    std::vector<int64_t> counts(servers.size(), 0);
    const std::vector<int> table = algorithm.table();
    if (!table.empty()) {
        s->fromTable = true;
        for (int owner : table)
            if (owner >= 0 && size_t(owner) < counts.size())
                ++counts[size_t(owner)];
        s->packedBytes = table.size() * 2;
    } else if (s->points > 0 && s->points <= 50000000) {
        for (const RingPoint &p : algorithm.points())
            if (p.server >= 0 && size_t(p.server) < counts.size())
                ++counts[size_t(p.server)];
        s->packedBytes = s->points * size_t(s->hashBits / 8 + 2);
    }
    s->pointsPerServerMin = 0;
    for (int i = 0; i < servers.size(); ++i) {
        if (servers.at(i).down || servers.at(i).weight <= 0)
            continue;
        const int c = int(counts[size_t(i)]);
        s->pointsPerServerMin = s->pointsPerServerMin == 0 ? c : std::min(s->pointsPerServerMin, c);
        s->pointsPerServerMax = std::max(s->pointsPerServerMax, c);
    }
    return counts;
}

// The Monte-Carlo: how many random rings with these point counts keep the busiest server within
// the target, and the 95th percentile of their busiest.
void simulateRings(const ServerList &servers, std::vector<int64_t> counts, const AdvisorOptions &options,
                   SpreadSummary *s)
{
    if (s->fromTable || s->points == 0) {
        // A table is not random in the way a ring is: its slot counts are the answer. Neither is
        // a placement without points (highest random weight): its shares are the answer.
        s->simulatedRings = 0;
        s->p95Busiest = s->busiest;
        s->ringsWithin = s->busiest <= 1.0 + options.epsilon ? 1.0 : 0.0;
        return;
    }
    std::vector<double> weights(servers.size(), 0.0);
    for (int i = 0; i < servers.size(); ++i)
        weights[size_t(i)] = servers.at(i).down ? 0.0 : double(servers.at(i).weight);
    for (int i = 0; i < servers.size(); ++i)
        if (servers.at(i).down)
            counts[size_t(i)] = 0;
    const RingSpreadEstimator::Result mc =
        RingSpreadEstimator::estimate(counts, weights, Advisor::nearestRule(s->algorithm), options.epsilon,
                                      options.simulatedRings, options.seed, options.cancel);
    s->simulatedRings = mc.rings;
    s->ringsWithin = mc.ringsWithin;
    s->p95Busiest = mc.p95Busiest;
}

} // namespace

SpreadSummary Advisor::summarize(const Algorithm &algorithm, const AdvisorOptions &options)
{
    SpreadSummary s;
    const ServerList &servers = algorithm.servers();
    s.algorithm = algorithm.name();
    s.servers = int(servers.size());
    s.hashBits = algorithm.hashBits();
    s.points = algorithm.pointCount();
    s.memoryBytes = algorithm.memoryBytes();
    // A scheme without a closed form (highest random weight over FNV) estimates its shares from a
    // sample of key hashes; the report says so, with the sample's size.
    s.shareSamples = algorithm.shareSamples();
    s.relativeLoads = relativeLoadsOf(algorithm);
    summarizeShares(servers, &s);
    simulateRings(servers, countPoints(algorithm, &s), options, &s);
    s.meetsTarget = s.ringsWithin >= 0.95;
    s.exactWithin = s.busiest <= 1.0 + options.epsilon;
    return s;
}

bool Advisor::evaluate(const ProxyConfig &config, const ConfigChange &change, const AdvisorOptions &options,
                       AdviceFix *fix, ProxyConfig *patched, QString *error)
{
    if (options.cancel.isCancelled()) {
        *error = cancelledText();
        return false;
    }
    PatchedConfig p;
    const auto algorithm = buildPatched(config, change, &p, patched, error);
    if (!algorithm)
        return false;
    fix->change = change;
    fix->pasteLines = p.pasteLines;
    fix->patchedText = p.text;
    fix->after = summarize(*algorithm, options);
    fix->meetsTarget = fix->after.meetsTarget && (fix->after.exactWithin || config.serversAssumed);
    return true;
}

QList<MigrationStep> Advisor::migration(double movedFraction, const QList<double> &steps)
{
    QList<MigrationStep> out;
    double previous = 0;
    for (double p : steps) {
        MigrationStep step;
        step.shareOnNew = p;
        // The request hash that picks the ring is independent of the key's placement, so a
        // share p of the moved keys has started missing by the end of the step.
        step.cumulativeMisses = p * movedFraction;
        step.stepMisses = (p - previous) * movedFraction;
        previous = p;
        out.append(step);
    }
    return out;
}

RolloutWave Advisor::wave(const Algorithm &before, const Algorithm &after, const AdvisorOptions &options)
{
    RolloutWave w;
    const RemapResult r = RemapAnalysis::remap(before, after, KeySource::generated(options.remapKeys, options.seed),
                                               RemapAnalysis::Mode::Auto, {}, options.cancel);
    w.movedFraction = r.movedFraction;
    w.exact = r.exact();
    w.keys = r.keys;
    w.method = r.exact() ? RemapResult::methodName(r.method)
                         : Advisor::tr("keys (%1 routed through both)").arg(NumberText::integer(r.keys));
    w.engine = QStringLiteral("RemapAnalysis (ringcore/analysis)");
    w.steps = migration(w.movedFraction, options.steps);
    return w;
}

namespace {

// Checked after every step of advise(): a cancelled advice returns no report, never a partial one.
bool cancelled(const AdvisorOptions &options, AdviceReport *report, QString *error)
{
    if (!options.cancel.isCancelled())
        return false;
    *report = AdviceReport();
    *error = Advisor::cancelledText();
    return true;
}

// Today's ring, when the section has one (*today): its spread, and whether it needs a change.
// False with *error when its port cannot be built or the advice was cancelled.
bool measureToday(const ProxyConfig &config, const AdvisorOptions &options, AdviceReport *report,
                  std::unique_ptr<Algorithm> *today, QString *error)
{
    if (config.algorithm.isEmpty()) {
        report->needsChange = true;
        return true;
    }
    *today = Advisor::build(config, error);
    if (!*today)
        return false;
    report->today = Advisor::summarize(**today, options);
    if (cancelled(options, report, error))
        return false;
    report->hasToday = true;
    // What decides is the user's own ring: within the target today, it needs no change now,
    // even when most rings of its size would not be (the report then offers the fix for the
    // next server change); past it, it needs one, even when most rings of its size are within.
    // (With assumed servers the exact ring is only an example: the rings of its size decide.)
    const bool within = config.serversAssumed ? report->today.meetsTarget : report->today.exactWithin;
    report->needsChange = !within || !config.consistent;
    return true;
}

// The fix's roll-out wave: the keys that change server from today's ring to the patched one's
// (about 1 − 1/N when there is no ring today).
void measureWave(const ProxyConfig &config, const Algorithm *today, const AdvisorOptions &options, AdviceReport *report)
{
    if (report->hasFix && today) {
        ProxyConfig patched;
        QString why;
        ConfigError readError;
        if (ProxyConfigReader::readBack(config, report->fix.patchedText, &patched, &readError)) {
            // The system matches the patched servers to today's (new addresses for the same servers).
            if (const AdvisorSystem *system = AdvisorSystemRegistry::find(config.system))
                system->matchServersForWave(config, report->fix.change, &patched);
            if (auto after = Advisor::build(patched, &why)) {
                report->wave = Advisor::wave(*today, *after, options);
                report->hasWave = true;
            }
        }
    } else if (report->hasFix && !today) {
        // Map-based / modulo placement is unrelated to the new ring's: about 1 − 1/N keys move.
        const int n = std::max(1, config.upCount());
        report->wave.movedFraction = 1.0 - 1.0 / n;
        report->wave.exact = false;
        report->wave.method = config.hashes ? Advisor::tr("estimate 1 − 1/N: the current placement is not a ring")
                                            : Advisor::tr("estimate 1 − 1/N: today requests go round robin, not by key");
        report->wave.engine = QStringLiteral("Advisor");
        report->wave.steps = Advisor::migration(report->wave.movedFraction, options.steps);
        report->hasWave = true;
    }
}

// The fix in stages on the proxy, where it can take it in steps. False when cancelled.
bool planStages(const ProxyConfig &config, const AdvisorOptions &options, AdviceReport *report, QString *error)
{
    if (!report->hasFix || !report->hasWave)
        return true;
    QString why;
    report->stages = RolloutPlanner::stages(config, report->fix, options, &why);
    if (cancelled(options, report, error))
        return false;
    if (report->stages.size() == 1) {
        report->stages.front().movedFraction = report->wave.movedFraction;
        report->stages.front().cumulativeMisses = report->wave.movedFraction;
    } else if (report->stages.isEmpty()) {
        report->notes.append(Advisor::tr("No staged roll-out: %1").arg(why));
    }
    return true;
}

// How the figures were obtained: the Monte-Carlo, and exact or sampled shares.
void noteMethods(const ProxyConfig &config, const AdvisorOptions &options, AdviceReport *report)
{
    report->notes.append(Advisor::tr("Spread of rings of that size: the advisor's own Monte-Carlo, "
                            "%1 random rings with the port's point counts per server%2.")
                             .arg(NumberText::integer(options.simulatedRings),
                                  Advisor::nearestRule(config.algorithm) ? Advisor::tr(", nearest-point rule") : QString()));
    const QString port = config.algorithm.isEmpty() ? report->fix.after.algorithm : config.algorithm;
    if (report->today.shareSamples > 0)
        report->notes.append(Advisor::tr("Shares, busiest and quietest: sampled, not exact: RingLab's port of %1 has no "
                                         "closed form for its shares, so it routes %2 pseudo-random key hashes "
                                         "(standard error of a share at most %3 of the key space).")
                                 .arg(port, NumberText::integer(report->today.shareSamples),
                                      NumberText::percentSign(0.5 / std::sqrt(double(report->today.shareSamples)), 2)));
    else
        report->notes.append(Advisor::tr("Shares, busiest and quietest: exact from RingLab's port of %1.").arg(port));
}

} // namespace

bool Advisor::advise(const ProxyConfig &config, const AdvisorOptions &options, AdviceReport *report, QString *error)
{
    const QString invalid = options.validate();
    if (!invalid.isEmpty()) {
        *error = invalid;
        return false;
    }
    if (cancelled(options, report, error))
        return false;
    *report = AdviceReport();
    report->config = config;
    report->epsilon = options.epsilon;
    report->rings = options.rings;
    std::unique_ptr<Algorithm> today;
    if (!measureToday(config, options, report, &today, error) || cancelled(options, report, error))
        return false;
    if (!FixFinder::find(config, report->hasToday ? &report->today : nullptr, options, report, error)) {
        cancelled(options, report, error); // when that was the cause: "cancelled" and no report
        return false;
    }
    if (cancelled(options, report, error))
        return false;
    measureWave(config, today.get(), options, report);
    if (cancelled(options, report, error))
        return false;
    report->rollout = ProxyRolloutFacts::forSystem(config.system);
    if (!planStages(config, options, report, error))
        return false;
    noteMethods(config, options, report);
    return true;
}

bool Advisor::sameKeys(const ProxyConfig &a, const ProxyConfig &b, QString *why, QString *note)
{
    const AdvisorSystem *systemA = AdvisorSystemRegistry::find(a.system);
    const AdvisorSystem *systemB = AdvisorSystemRegistry::find(b.system);
    const QString attributeA = systemA ? systemA->hashedAttribute(a) : QString();
    const QString attributeB = systemB ? systemB->hashedAttribute(b) : QString();
    auto fileOf = [](const ProxyConfig &c) { return c.fileName.isEmpty() ? c.sectionName : c.fileName; };
    auto hashes = [](const ProxyConfig &c) { return c.hashKey.isEmpty() ? tr("(not read)") : c.hashKey; };
    if (note)
        note->clear();
    if (attributeA.isEmpty() || attributeB.isEmpty()) {
        if (note)
            *note = tr("RingLab cannot tell what %1 hashes (its reader does not read it); the comparison assumes "
                       "both configs hash the same request attribute")
                        .arg(fileOf(attributeA.isEmpty() ? a : b));
        return true;
    }
    if (attributeA == attributeB)
        return true;
    if (why)
        *why = tr("%1 hashes %2 and %3 hashes %4: different request attributes, so no key is placed by both and a "
                  "key-by-key comparison would mean nothing; compare configs that hash the same attribute")
                   .arg(fileOf(a), hashes(a), fileOf(b), hashes(b));
    return false;
}

} // namespace ringcore
