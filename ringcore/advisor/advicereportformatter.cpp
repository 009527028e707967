#include "ringcore/advisor/advicereportformatter.h"
#include "ringcore/advisor/advisorsystem.h"
#include "ringcore/core/numbertext.h"
#include "ringcore/rings/algorithmregistry.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QJsonArray>
#include <QLocale>

namespace ringcore {

namespace {

/// The locale of the numbers of the report being formatted: toMarkdown's argument (the UI locale
/// on screen, C notation in files), the file locale otherwise.
thread_local QLocale t_numbers = NumberText::fileLocale();

/// Sets t_numbers for one toMarkdown call.
class NumberLocaleScope
{
public:
    explicit NumberLocaleScope(const QLocale &locale) : m_previous(t_numbers) { t_numbers = locale; }
    ~NumberLocaleScope() { t_numbers = m_previous; }
    NumberLocaleScope(const NumberLocaleScope &) = delete;
    NumberLocaleScope &operator=(const NumberLocaleScope &) = delete;

private:
    QLocale m_previous;
};

QString pointsText(const SpreadSummary &s)
{
    if (s.pointsPerServerMin == s.pointsPerServerMax)
        return AdviceReportFormatter::tr("%1 per server, %2 in all").arg(NumberText::integer(s.pointsPerServerMin, t_numbers), NumberText::integer(qint64(s.points), t_numbers));
    return AdviceReportFormatter::tr("%1–%2 per server, %3 in all").arg(NumberText::integer(s.pointsPerServerMin, t_numbers), NumberText::integer(s.pointsPerServerMax, t_numbers), NumberText::integer(qint64(s.points), t_numbers));
}

QString withinText(const SpreadSummary &s, double epsilon)
{
    if (s.simulatedRings == 0) {
        // Say what was computed: a table's slot counts, a closed form, or an estimate from keys.
        const QString relation = s.busiest <= 1 + epsilon ? QStringLiteral("≤") : QStringLiteral(">");
        if (s.shareSamples > 0)
            return AdviceReportFormatter::tr("sampled shares (%1 key hashes): busiest %2 %3 %4")
                .arg(NumberText::integer(s.shareSamples, t_numbers), AdviceReportFormatter::ratio(s.busiest), relation,
                     AdviceReportFormatter::ratio(1 + epsilon));
        if (!s.fromTable)
            return AdviceReportFormatter::tr("exact shares: busiest %1 %2 %3")
                .arg(AdviceReportFormatter::ratio(s.busiest), relation, AdviceReportFormatter::ratio(1 + epsilon));
        return AdviceReportFormatter::tr("exact table: busiest %1 %2 %3")
            .arg(AdviceReportFormatter::ratio(s.busiest), relation, AdviceReportFormatter::ratio(1 + epsilon));
    }
    return AdviceReportFormatter::tr("%1 of %2 rings (95th percentile of the busiest: %3)")
        .arg(AdviceReportFormatter::percent(s.ringsWithin, 0), NumberText::integer(s.simulatedRings, t_numbers),
             AdviceReportFormatter::ratio(s.p95Busiest));
}

void spreadTable(QString &md, const SpreadSummary &s, double epsilon, const ProxyConfig &config)
{
    md += AdviceReportFormatter::tr("| Measure | Value |\n|---|---|\n");
    // The port as the app names it ("HAProxy balance hdr(X-User), hash-type consistent sdbm
    // avalanche (2.6)"): the system names it with the section's own balance; not the port's id.
    const AdvisorSystem *system = AdvisorSystemRegistry::find(config.system);
    const AlgorithmInfo *port = AlgorithmRegistry::find(s.algorithm);
    md += AdviceReportFormatter::tr("| Port | %1 |\n").arg(system ? system->portName(config, s.algorithm)
                                                         : port   ? AlgorithmRegistry::translatedDisplayName(*port)
                                                                  : s.algorithm);
    if (s.zeroWeightServers > 0)
        md += AdviceReportFormatter::tr("| Servers | %1 (%2 up, %3 at weight 0: no new traffic) |\n")
                  .arg(NumberText::integer(s.servers, t_numbers), NumberText::integer(s.upServers, t_numbers),
                       NumberText::integer(s.zeroWeightServers, t_numbers));
    else
        md += AdviceReportFormatter::tr("| Servers | %1 (%2 up) |\n").arg(NumberText::integer(s.servers, t_numbers), NumberText::integer(s.upServers, t_numbers));
    md += AdviceReportFormatter::tr("| Points | %1 |\n").arg(pointsText(s));
    md += AdviceReportFormatter::tr("| Busiest | %1 of its fair share (%2) |\n").arg(AdviceReportFormatter::ratio(s.busiest), s.busiestServer);
    md += AdviceReportFormatter::tr("| Quietest | %1 (%2) |\n").arg(AdviceReportFormatter::ratio(s.quietest), s.quietestServer);
    md += AdviceReportFormatter::tr("| CV | %1 |\n").arg(AdviceReportFormatter::percent(s.cv));
    md += AdviceReportFormatter::tr("| Rings of this size with busiest ≤ %1 | %2 |\n").arg(AdviceReportFormatter::ratio(1 + epsilon), withinText(s, epsilon));
    md += AdviceReportFormatter::tr("| Ring memory (proxy's layout) | %1 |\n").arg(AdviceReportFormatter::bytes(double(s.memoryBytes)));
    md += QLatin1Char('\n');
}

QJsonObject spreadJson(const SpreadSummary &s)
{
    QJsonObject o;
    o.insert(QStringLiteral("algorithm"), s.algorithm);
    o.insert(QStringLiteral("servers"), s.servers);
    o.insert(QStringLiteral("upServers"), s.upServers);
    o.insert(QStringLiteral("zeroWeightServers"), s.zeroWeightServers);
    o.insert(QStringLiteral("points"), qint64(s.points));
    o.insert(QStringLiteral("pointsPerServerMin"), s.pointsPerServerMin);
    o.insert(QStringLiteral("pointsPerServerMax"), s.pointsPerServerMax);
    o.insert(QStringLiteral("busiest"), s.busiest);
    o.insert(QStringLiteral("busiestServer"), s.busiestServer);
    o.insert(QStringLiteral("quietest"), s.quietest);
    o.insert(QStringLiteral("quietestServer"), s.quietestServer);
    o.insert(QStringLiteral("cv"), s.cv);
    o.insert(QStringLiteral("memoryBytes"), qint64(s.memoryBytes));
    o.insert(QStringLiteral("packedBytes"), qint64(s.packedBytes));
    o.insert(QStringLiteral("ringsWithin"), s.ringsWithin);
    o.insert(QStringLiteral("p95Busiest"), s.p95Busiest);
    o.insert(QStringLiteral("simulatedRings"), s.simulatedRings);
    // How the shares were computed: "table", "exact" or "sampled" (with shareSamples key hashes).
    o.insert(QStringLiteral("shares"), s.shareSamples > 0 ? QStringLiteral("sampled")
                                       : s.fromTable      ? QStringLiteral("table")
                                                          : QStringLiteral("exact"));
    o.insert(QStringLiteral("shareSamples"), s.shareSamples);
    o.insert(QStringLiteral("meetsTarget"), s.meetsTarget);
    o.insert(QStringLiteral("exactWithin"), s.exactWithin);
    QJsonArray loads;
    for (double v : s.relativeLoads)
        loads.append(v);
    o.insert(QStringLiteral("relativeLoads"), loads);
    return o;
}

QJsonObject fixJson(const AdviceFix &f)
{
    QJsonObject o;
    o.insert(QStringLiteral("title"), f.title);
    o.insert(QStringLiteral("why"), f.why);
    o.insert(QStringLiteral("pasteLines"), QJsonArray::fromStringList(f.pasteLines));
    o.insert(QStringLiteral("meetsTarget"), f.meetsTarget);
    o.insert(QStringLiteral("after"), spreadJson(f.after));
    return o;
}

void fixSection(QString &md, const AdviceFix &f, const AdviceReport &r)
{
    md += QStringLiteral("**%1**\n\n").arg(f.title);
    if (!f.why.isEmpty()) {
        // A reason that is already a sentence (HAProxy's "… at request time.") gets no second full stop.
        static const QString kEnds = QStringLiteral(".!?\u3002\uFF01\uFF1F");
        md += f.why + (kEnds.contains(f.why.back()) ? QStringLiteral("\n\n") : QStringLiteral(".\n\n"));
    }
    md += AdviceReportFormatter::tr("Paste:\n\n```\n%1\n```\n\n").arg(f.pasteLines.join(QLatin1Char('\n')));
    md += AdviceReportFormatter::tr("With exactly these lines, RingLab's port says:\n\n");
    spreadTable(md, f.after, r.epsilon, r.config);
    if (f.meetsTarget && r.config.serversAssumed)
        md += AdviceReportFormatter::tr("This meets the target: %1 of rings of its size.\n\n")
                  .arg(AdviceReportFormatter::percent(f.after.ringsWithin, 0));
    else if (f.meetsTarget)
        md += AdviceReportFormatter::tr("This meets the target: this exact ring and %1 of rings of its size.\n\n")
                  .arg(AdviceReportFormatter::percent(f.after.ringsWithin, 0));
    else if (f.after.meetsTarget)
        md += AdviceReportFormatter::tr("This does **not** meet the target for this exact ring: its busiest server is at %1, "
                                        "above %2, although %3 of rings of its size stay within.\n\n")
                  .arg(AdviceReportFormatter::ratio(f.after.busiest), AdviceReportFormatter::ratio(1 + r.epsilon),
                       AdviceReportFormatter::percent(f.after.ringsWithin, 0));
    else
        md += AdviceReportFormatter::tr("This does **not** fully meet the target.\n\n");
}

void rolloutSection(QString &md, const AdviceReport &r)
{
    const ProxyRolloutFacts &f = r.rollout;
    md += AdviceReportFormatter::tr("## The roll-out wave\n\n");
    md += AdviceReportFormatter::tr("**%1 of the key space changes server** between the current and the new config: the one-time "
             "miss rate on a cache tier when the change is made in one step (%2, %3).\n\n")
              .arg(AdviceReportFormatter::percent(r.wave.movedFraction, 2), r.wave.exact ? AdviceReportFormatter::tr("exact") : AdviceReportFormatter::tr("estimated"),
                   r.wave.method); // the engine (a class name) is in the JSON only
    if (!f.applyChange.isEmpty())
        md += AdviceReportFormatter::tr("How %1 takes a change: %2\n\n").arg(f.name, f.applyChange);
    if (f.stagedWeights && r.stages.size() > 1) {
        md += AdviceReportFormatter::tr("### In steps on %1 (%2)\n\n").arg(f.name, f.stagedHow);
        md += AdviceReportFormatter::tr("| Step | Setting | Key space moved at this step | Misses so far (a key can miss again) |\n|---|---|---|---|\n");
        for (int i = 0; i < r.stages.size(); ++i) {
            const RolloutStage &s = r.stages.at(i);
            md += QStringLiteral("| %1 | %2 | %3 | %4 |\n")
                      .arg(NumberText::integer(i + 1, t_numbers), s.setting, AdviceReportFormatter::percent(s.movedFraction, 2),
                           AdviceReportFormatter::percent(s.cumulativeMisses, 2));
        }
        md += AdviceReportFormatter::tr("\nSteps spread the misses over time, one step at a time; a key can move at more than one "
                 "step, so together they move %1 against %2 in one step.\n\n")
                  .arg(AdviceReportFormatter::percent(r.stages.back().cumulativeMisses, 2),
                       AdviceReportFormatter::percent(r.wave.movedFraction, 2));
    } else if (!r.stages.isEmpty()) {
        md += AdviceReportFormatter::tr("This change cannot be made in smaller steps on %1: it is one reload that moves %2 of the key "
                 "space.\n\n")
                  .arg(f.name, AdviceReportFormatter::percent(r.wave.movedFraction, 2));
    }
    if (f.dualRing && !r.wave.steps.isEmpty()) {
        md += AdviceReportFormatter::tr("### Both rings at once on %1\n\n").arg(f.name);
        md += AdviceReportFormatter::tr("%1: %2.\n\n").arg(f.name, f.dualRingHow);
        md += AdviceReportFormatter::tr("| Share on the new ring | Misses in this step | Misses so far |\n|---|---|---|\n");
        for (const MigrationStep &s : r.wave.steps)
            md += QStringLiteral("| %1 | %2 | %3 |\n")
                      .arg(AdviceReportFormatter::percent(s.shareOnNew, 0), AdviceReportFormatter::percent(s.stepMisses, 2),
                           AdviceReportFormatter::percent(s.cumulativeMisses, 2));
        md += f.dualRingStable ? AdviceReportFormatter::tr("\nEach key is on one ring at a time, so each moved key misses once: %1 in all.\n\n")
                                     .arg(AdviceReportFormatter::percent(r.wave.movedFraction, 2))
                               : AdviceReportFormatter::tr("\nThe ring is picked per request, so until the share reaches 100% a moved key "
                                    "is served by both of its servers; each moved key still misses once on its new "
                                    "server: %1 in all.\n\n")
                                     .arg(AdviceReportFormatter::percent(r.wave.movedFraction, 2));
    } else if (!f.dualRing && !f.dualRingHow.isEmpty()) {
        md += AdviceReportFormatter::tr("Both rings at once: %1.\n\n").arg(f.dualRingHow);
    }
}

// The title, the file and the target.
void headerSection(QString &md, const AdviceReport &r)
{
    const ProxyConfig &c = r.config;
    const AdvisorSystem *system = AdvisorSystemRegistry::find(c.system);
    md += AdviceReportFormatter::tr("# RingLab advice: %1 %2\n\n").arg(system ? system->displayName() : c.system, c.sectionName);
    if (!c.fileName.isEmpty())
        md += AdviceReportFormatter::tr("File: `%1`, section on line %2.\n\n").arg(QFileInfo(c.fileName).fileName()).arg(c.sectionLine);
    md += AdviceReportFormatter::tr("Target: the busiest server within %1 of its fair share, on this exact ring and in 95% of "
                                    "rings of its size (ε = %2).\n\n")
              .arg(AdviceReportFormatter::ratio(1 + r.epsilon), NumberText::plain(r.epsilon, 3, t_numbers));
}

// "## Read from the file": the servers, the hashing, the defaults assumed and the reader's notes.
void configSection(QString &md, const ProxyConfig &c)
{
    const AdvisorSystem *system = AdvisorSystemRegistry::find(c.system);
    md += AdviceReportFormatter::tr("## Read from the file\n\n");
    const QString hashing = c.hashKey.isEmpty() || !c.hashes ? QString() : AdviceReportFormatter::tr(", hashing %1").arg(c.hashKey);
    if (c.zeroWeightCount() > 0)
        md += AdviceReportFormatter::tr("- %1 servers (%2 up, %3 at weight 0: no new traffic)%4\n")
                  .arg(NumberText::integer(c.servers.size(), t_numbers), NumberText::integer(c.upCount(), t_numbers),
                       NumberText::integer(c.zeroWeightCount(), t_numbers), hashing);
    else
        md += AdviceReportFormatter::tr("- %1 servers (%2 up)%3\n").arg(NumberText::integer(c.servers.size(), t_numbers), NumberText::integer(c.upCount(), t_numbers), hashing);
    md += AdviceReportFormatter::tr("- %1\n").arg(c.consistent ? AdviceReportFormatter::tr("consistent hashing: RingLab's **%1** port").arg(c.algorithm)
                                        : c.hashes          ? AdviceReportFormatter::tr("not a consistent hash")
                                        : c.hashNeedsSetting   ? AdviceReportFormatter::tr("**no hashing**: %1 sends the requests round robin (see the note below)")
                                                                  .arg(system ? system->displayName() : c.system)
                                                            : AdviceReportFormatter::tr("no hashing"));
    if (!c.defaults.isEmpty()) {
        md += AdviceReportFormatter::tr("- Defaults assumed (the file does not say):\n");
        for (const QString &d : c.defaults)
            md += QStringLiteral("  - %1\n").arg(d);
    }
    for (const QString &n : c.notes)
        md += AdviceReportFormatter::tr("- Note: %1\n").arg(n);
    md += QLatin1Char('\n');
}

// "## The fix": the fix (or why none), with the answer for a setting the text does not show.
void fixChoiceSection(QString &md, const AdviceReport &r)
{
    md += AdviceReportFormatter::tr("## The fix\n\n");
    if (!r.ifSettingSet.isEmpty())
        md += AdviceReportFormatter::tr("**Mode unknown:** the text has no `mode` line and no `defaults` section, so it does "
                                        "not say whether HAProxy hashes this backend. Two answers:\n\n"
                                        "- **If your defaults say `mode http`:** %1\n"
                                        "- **If they do not** (`mode tcp`, HAProxy's default): HAProxy sends the requests "
                                        "round robin; the fix below.\n\n")
                  .arg(r.ifSettingSet);
    if (r.hasFix && r.hasToday && !r.needsChange && r.today.exactWithin && !r.today.meetsTarget) {
        // Today's exact ring is within the target by the luck of its point placement.
        md += AdviceReportFormatter::tr("**Not needed today:** this exact ring keeps its busiest server at %1 (target %2). Only "
                                        "%3 of rings of its size do, so adding or removing a server will likely push it past "
                                        "the target. The change below is for that day, made together with the server change; "
                                        "made alone now, it only moves keys.\n\n")
                  .arg(AdviceReportFormatter::ratio(r.today.busiest), AdviceReportFormatter::ratio(1 + r.epsilon), AdviceReportFormatter::percent(r.today.ringsWithin, 0));
        fixSection(md, r.fix, r);
    } else if (r.hasFix) {
        fixSection(md, r.fix, r);
    } else if (r.hasToday && r.today.meetsTarget && r.config.serversAssumed) {
        md += AdviceReportFormatter::tr("None needed: %1 of rings of this size already keep the busiest server within %2.\n\n")
                  .arg(AdviceReportFormatter::percent(r.today.ringsWithin, 0), AdviceReportFormatter::ratio(1 + r.epsilon));
    } else if (r.hasToday && r.today.meetsTarget && r.today.exactWithin) {
        md += AdviceReportFormatter::tr("None needed: this exact ring keeps its busiest server at %1, and %2 of rings of its "
                                        "size stay within %3.\n\n")
                  .arg(AdviceReportFormatter::ratio(r.today.busiest), AdviceReportFormatter::percent(r.today.ringsWithin, 0), AdviceReportFormatter::ratio(1 + r.epsilon));
    } else if (!r.noFixWhy.isEmpty()) {
        md += AdviceReportFormatter::tr("None proposed: %1.\n\n").arg(r.noFixWhy);
        if (!r.noFixInstead.isEmpty())
            md += r.noFixInstead + QStringLiteral("\n\n");
    } else {
        md += AdviceReportFormatter::tr("None proposed.\n\n");
    }
}

// "## The cost": ring memory today and after the fix, per ring and for all rings.
void costSection(QString &md, const AdviceReport &r)
{
    md += AdviceReportFormatter::tr("## The cost\n\n");
    md += AdviceReportFormatter::tr("| Ring memory | per ring | for %1 rings |\n|---|---|---|\n", nullptr, NumberText::pluralCount(r.rings))
              .arg(NumberText::integer(r.rings, t_numbers));
    auto row = [&](const QString &label, double b) {
        md += QStringLiteral("| %1 | %2 | %3 |\n").arg(label, AdviceReportFormatter::bytes(b), AdviceReportFormatter::bytes(b * r.rings));
    };
    if (r.hasToday) {
        row(AdviceReportFormatter::tr("today, the proxy's layout"), double(r.today.memoryBytes));
        row(AdviceReportFormatter::tr("today, packed 6-byte points"), double(r.today.packedBytes));
    }
    row(AdviceReportFormatter::tr("after, the proxy's layout"), double(r.fix.after.memoryBytes));
    row(AdviceReportFormatter::tr("after, packed 6-byte points"), double(r.fix.after.packedBytes));
    md += AdviceReportFormatter::tr("\nPacked: a 32-bit hash and a 16-bit server index in 6 bytes (Cloudflare's pingora-ketama v2); "
             "10 bytes for 64-bit hashes; 2 bytes per table slot.\n\n");
}

QJsonObject configJson(const ProxyConfig &c)
{
    QJsonObject config;
    config.insert(QStringLiteral("format"), c.system);
    config.insert(QStringLiteral("section"), c.sectionName);
    config.insert(QStringLiteral("line"), c.sectionLine);
    config.insert(QStringLiteral("file"), c.fileName);
    config.insert(QStringLiteral("algorithm"), c.algorithm);
    config.insert(QStringLiteral("hashes"), c.hashes);
    config.insert(QStringLiteral("needsHttpMode"), c.hashNeedsSetting);
    config.insert(QStringLiteral("modeUnknown"), c.settingUnknown);
    config.insert(QStringLiteral("consistent"), c.consistent);
    config.insert(QStringLiteral("servers"), int(c.servers.size()));
    config.insert(QStringLiteral("upServers"), c.upCount());
    config.insert(QStringLiteral("defaultsAssumed"), QJsonArray::fromStringList(c.defaults));
    config.insert(QStringLiteral("notes"), QJsonArray::fromStringList(c.notes));
    return config;
}

QJsonObject costJson(const AdviceReport &r)
{
    QJsonObject cost;
    cost.insert(QStringLiteral("perRingBytes"), qint64(r.fix.after.memoryBytes));
    cost.insert(QStringLiteral("perRingPackedBytes"), qint64(r.fix.after.packedBytes));
    cost.insert(QStringLiteral("allRingsBytes"), double(r.fix.after.memoryBytes) * r.rings);
    cost.insert(QStringLiteral("allRingsPackedBytes"), double(r.fix.after.packedBytes) * r.rings);
    return cost;
}

QJsonObject waveJson(const RolloutWave &wave)
{
    QJsonObject w;
    w.insert(QStringLiteral("movedFraction"), wave.movedFraction);
    w.insert(QStringLiteral("exact"), wave.exact);
    w.insert(QStringLiteral("method"), wave.method);
    w.insert(QStringLiteral("engine"), wave.engine);
    QJsonArray steps;
    for (const MigrationStep &s : wave.steps) {
        QJsonObject step;
        step.insert(QStringLiteral("shareOnNew"), s.shareOnNew);
        step.insert(QStringLiteral("stepMisses"), s.stepMisses);
        step.insert(QStringLiteral("cumulativeMisses"), s.cumulativeMisses);
        steps.append(step);
    }
    w.insert(QStringLiteral("steps"), steps);
    return w;
}

QJsonObject stageJson(const RolloutStage &s)
{
    QJsonObject stage;
    stage.insert(QStringLiteral("setting"), s.setting);
    if (!s.weights.isEmpty()) {
        QJsonArray weights;
        for (int weight : s.weights)
            weights.append(weight);
        stage.insert(QStringLiteral("weights"), weights);
    }
    for (auto it = s.settings.cbegin(); it != s.settings.cend(); ++it)
        stage.insert(it.key(), QJsonValue::fromVariant(it.value()));
    stage.insert(QStringLiteral("movedFraction"), s.movedFraction);
    stage.insert(QStringLiteral("cumulativeMoved"), s.cumulativeMisses);
    return stage;
}

QJsonObject rolloutJson(const AdviceReport &r)
{
    QJsonObject rollout;
    rollout.insert(QStringLiteral("proxy"), r.rollout.name);
    rollout.insert(QStringLiteral("applyChange"), r.rollout.applyChange);
    rollout.insert(QStringLiteral("staged"), r.rollout.stagedWeights && r.stages.size() > 1);
    rollout.insert(QStringLiteral("dualRing"), r.rollout.dualRing);
    rollout.insert(QStringLiteral("dualRingStable"), r.rollout.dualRingStable);
    rollout.insert(QStringLiteral("dualRingHow"), r.rollout.dualRingHow);
    QJsonArray stages;
    for (const RolloutStage &s : r.stages)
        stages.append(stageJson(s));
    rollout.insert(QStringLiteral("stages"), stages);
    return rollout;
}

} // namespace

QString AdviceReportFormatter::ratio(double value)
{
    return NumberText::times(value, 3, t_numbers);
}

QString AdviceReportFormatter::percent(double fraction, int decimals)
{
    return NumberText::percentSign(fraction, decimals, t_numbers);
}

QString AdviceReportFormatter::bytes(double value)
{
    return NumberText::bytes(value, t_numbers);
}

QString AdviceReportFormatter::toMarkdown(const AdviceReport &r, const QLocale &numbers)
{
    const NumberLocaleScope scope(numbers);
    QString md;
    headerSection(md, r);
    configSection(md, r.config);
    md += AdviceReportFormatter::tr("## Today\n\n");
    if (r.hasToday)
        spreadTable(md, r.today, r.epsilon, r.config);
    else
        md += AdviceReportFormatter::tr("No ring today, so nothing to measure.\n\n");
    fixChoiceSection(md, r);
    if (r.hasFix)
        costSection(md, r);
    if (r.hasWave)
        rolloutSection(md, r);
    if (!r.alternatives.isEmpty()) {
        md += AdviceReportFormatter::tr("## Alternatives\n\n");
        for (const AdviceFix &a : r.alternatives)
            fixSection(md, a, r);
    }
    if (!r.notes.isEmpty()) {
        md += AdviceReportFormatter::tr("## How these figures were obtained\n\n");
        for (const QString &n : r.notes)
            md += QStringLiteral("- %1\n").arg(n);
    }
    return md;
}

QJsonObject AdviceReportFormatter::toJson(const AdviceReport &r)
{
    QJsonObject o;
    o.insert(QStringLiteral("config"), configJson(r.config));
    o.insert(QStringLiteral("epsilon"), r.epsilon);
    o.insert(QStringLiteral("rings"), r.rings);
    o.insert(QStringLiteral("needsChange"), r.needsChange);
    if (!r.ifSettingSet.isEmpty())
        o.insert(QStringLiteral("ifModeHttp"), r.ifSettingSet);
    if (r.hasToday)
        o.insert(QStringLiteral("today"), spreadJson(r.today));
    if (!r.noFixWhy.isEmpty()) {
        o.insert(QStringLiteral("noFixWhy"), r.noFixWhy);
        o.insert(QStringLiteral("noFixInstead"), r.noFixInstead);
    }
    if (r.hasFix) {
        o.insert(QStringLiteral("fix"), fixJson(r.fix));
        o.insert(QStringLiteral("cost"), costJson(r));
    }
    if (r.hasWave) {
        o.insert(QStringLiteral("wave"), waveJson(r.wave));
        o.insert(QStringLiteral("rollout"), rolloutJson(r));
    }
    QJsonArray alts;
    for (const AdviceFix &a : r.alternatives)
        alts.append(fixJson(a));
    o.insert(QStringLiteral("alternatives"), alts);
    o.insert(QStringLiteral("notes"), QJsonArray::fromStringList(r.notes));
    return o;
}

} // namespace ringcore
