#include "ringcore/systems/envoy/envoyringfix.h"

#include "ringcore/advisor/fixfinder.h"
#include "ringcore/advisor/rolloutplanner.h"
#include "ringcore/systems/envoy/envoyconfigreader.h"
#include "ringcore/core/numbertext.h"
#include "ringcore/systems/envoy/envoyring.h"

#include <QLocale>

namespace ringcore {

namespace {


// Envoy's maximum_ring_size as configured, or its default.
qint64 envoyMaxRing(const ProxyConfig &c)
{
    const qint64 maxRing = c.facts.value(EnvoySettings::kMaxRingSize).toLongLong();
    return maxRing > 0 ? maxRing : EnvoyConfigReader::kDefaultMaxRingSize;
}

// The section's minimum ring size (effective), 0 for a Maglev section.
qint64 envoyMinRing(const ProxyConfig &c)
{
    return c.facts.value(EnvoySettings::kMinRingSize).toLongLong();
}

qint64 nextPrime(qint64 n)
{
    while (!MaglevTable::isPrime(uint64_t(n)))
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
        const bool switchToMaglev = c.algorithm != QLatin1String("maglev");
        if (switchToMaglev)
            change.settings.insert(EnvoySettings::kSwitchToMaglev, true);
        if (!(sizes.at(i) == EnvoyConfigReader::kDefaultTableSize && switchToMaglev)) // the default needs no line
            change.settings.insert(EnvoySettings::kTableSize, sizes.at(i));
        ProxyConfig patched;
        if (!Advisor::evaluate(c, change, o, fix, &patched, error))
            return false;
        if (fix->meetsTarget || i + 1 == sizes.size()) {
            fix->title = switchToMaglev ? FixFinder::tr("Switch to Maglev (table of %1 slots)").arg(NumberText::integer(sizes.at(i)))
                                               : FixFinder::tr("Raise the Maglev table_size to %1").arg(NumberText::integer(sizes.at(i)));
            fix->why = FixFinder::tr("Maglev fills a fixed prime table, hosts taking turns, so equal-weight hosts get nearly "
                          "equal slots; a host change also moves some keys between surviving hosts");
            return true;
        }
    }
    return true;
}

bool ringSizeFix(const ProxyConfig &c, const AdvisorOptions &o, const QString &setting, AdviceReport *report,
                 QString *error)
{
    const qint64 step = 1024;
    const qint64 maxRing = envoyMaxRing(c);
    const qint64 lo = envoyMinRing(c) / step + 1;
    const qint64 hi = maxRing / step;
    const qint64 j = FixFinder::smallestPassing(
        lo, hi, [&](qint64 x) { return FixFinder::screen(EnvoyRingFix::pointsPerServer(c, x * step), c, false, o); },
        o.cancel);
    if (o.cancel.isCancelled()) {
        *error = Advisor::cancelledText();
        return false;
    }
    AdviceFix maglev;
    if (!maglevFix(c, o, 0, &maglev, error))
        return false;
    if (j <= hi) {
        ConfigChange change;
        change.settings.insert(EnvoySettings::kMinRingSize, j * step);
        AdviceFix fix;
        ProxyConfig patched;
        if (!Advisor::evaluate(c, change, o, &fix, &patched, error))
            return false;
        fix.title = FixFinder::tr("Raise %1 from %2 to %3 (%4 points per host)")
                        .arg(setting, NumberText::integer(envoyMinRing(c)), NumberText::integer(j * step))
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

std::vector<int64_t> EnvoyRingFix::pointsPerServer(const ProxyConfig &config, qint64 minRingSize)
{
    // Exactly the counts the port builds (EnvoyRing's own loop, without hashing).
    EnvoyRing::Settings settings;
    settings.minRingSize = uint64_t(minRingSize);
    settings.maxRingSize = uint64_t(envoyMaxRing(config));
    return EnvoyRing::pointsPerServer(config.servers, settings);
}

AdvisorSystem::SettingsStaging EnvoyRingFix::settingsStaging(const ConfigChange &target)
{
    if (target.flag(EnvoySettings::kSwitchToMaglev) || target.integer(EnvoySettings::kTableSize) > 0)
        return AdvisorSystem::SettingsStaging::Blocks;
    return target.integer(EnvoySettings::kMinRingSize) > 0 ? AdvisorSystem::SettingsStaging::Steps
                                                           : AdvisorSystem::SettingsStaging::Carried;
}

bool EnvoyRingFix::stepSettings(const ProxyConfig &config, const ConfigChange &target, double t, ConfigChange *step,
                                QString *setting, QVariantMap *shown)
{
    const qint64 from = envoyMinRing(config);
    const qint64 to = target.integer(EnvoySettings::kMinRingSize);
    // Ring sizes in whole 1,024s, as the fix finder proposes them.
    const qint64 size = t >= 1.0 ? to : std::max<qint64>(from, qint64(std::llround((from + (to - from) * t) / 1024.0)) * 1024);
    step->settings.insert(EnvoySettings::kMinRingSize, size);
    shown->insert(EnvoySettings::kMinRingSize, size);
    *setting = RolloutPlanner::tr("minimum ring size %1").arg(NumberText::integer(size));
    return size == from;
}

bool EnvoyRingFix::find(const ProxyConfig &config, const AdvisorOptions &options, const QString &setting,
                        AdviceReport *report, QString *error)
{
    if (config.algorithm == QLatin1String("maglev")) {
        AdviceFix fix;
        if (!maglevFix(config, options, config.facts.value(EnvoySettings::kTableSize).toLongLong(), &fix, error))
            return false;
        if (!fix.title.isEmpty()) {
            report->fix = fix;
            report->hasFix = true;
        }
        return true;
    }
    return ringSizeFix(config, options, setting, report, error);
}

} // namespace ringcore
