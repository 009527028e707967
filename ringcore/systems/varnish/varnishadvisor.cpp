// Varnish's Advisor part: the VCL lines that build a shard director, the replicas fix (a backend
// gets replicas × weight points, so raising replicas in reconfigure() is one line) and the
// roll-out facts of a VCL change.
#include "ringcore/advisor/advisorsystem.h"
#include "ringcore/advisor/fixfinder.h"
#include "ringcore/advisor/rolloutplanner.h"
#include "ringcore/systems/varnish/varnishshard.h"
#include "ringcore/config/proxyconfigreader.h"
#include "ringcore/systems/varnish/varnishconfigreader.h"
#include "ringcore/core/numbertext.h"

#include <algorithm>

namespace ringcore {

namespace {

class VarnishAdvice : public ReaderBackedAdvisorSystem<VarnishConfigReader>
{
public:
    QString name() const override { return QStringLiteral("varnish"); }
    QString displayName() const override { return QStringLiteral("Varnish"); }
    QString readsWhat() const override
    {
        return QCoreApplication::translate("ringcore::AdvisorSystem", "a Varnish VCL with a shard director");
    }
    QString sectionNoun() const override { return QCoreApplication::translate("ringcore::AdvisorSystem", "director"); }

    QString hashedAttribute(const ProxyConfig &config) const override
    {
        // by=HASH (the object digest of URL and Host) and by=URL both start from the request URL:
        // the port computes either from it. KEY and BLOB hash what the VCL gives them.
        const QString by = config.options.value(QStringLiteral("by"), QStringLiteral("HASH"));
        if (by == QLatin1String("HASH") || by == QLatin1String("URL"))
            return QStringLiteral("uri");
        return name() + QStringLiteral(":by=") + by;
    }

    int detectPriority() const override { return 42; }
    bool recognizes(const QString &text, const QString &fileName) const override
    {
        return VarnishConfigReader::looksLikeVcl(text) || fileName.toLower().endsWith(QLatin1String(".vcl"));
    }

    bool findFix(const ProxyConfig &config, const AdvisorOptions &options, AdviceReport *report,
                 QString *error) const override
    {
        const qint64 today = todayReplicas(config);
        qint64 weightSum = 0;
        for (const Server &s : config.servers)
            weightSum += s.down ? 0 : s.weight;
        // The port's limits: replicas ≤ 10,000,000 and (UINT32_MAX − 1) / backends points per
        // backend (shardcfg_hashcircle); the search stops at 2·10^7 points in all, as for weights.
        const qint64 hi = std::max<qint64>(today, std::min<qint64>(10000000, qint64(2.0e7 / double(std::max<qint64>(1, weightSum)))));
        const auto counts = [&](qint64 r) {
            std::vector<int64_t> k;
            for (const Server &s : config.servers)
                k.push_back(s.down ? 0 : int64_t(r) * s.weight);
            return k;
        };
        qint64 r = FixFinder::smallestPassing(today + 1, hi, [&](qint64 x) { return FixFinder::screen(counts(x), config, false, options); },
                                              options.cancel);
        if (options.cancel.isCancelled()) {
            *error = Advisor::cancelledText();
            return false;
        }
        const bool reachable = r <= hi;
        if (!reachable)
            r = hi;
        if (r <= today)
            return true;
        ConfigChange change;
        change.settings.insert(VarnishSettings::kReplicas, r);
        AdviceFix fix;
        ProxyConfig patched;
        if (!Advisor::evaluate(config, change, options, &fix, &patched, error))
            return false;
        fix.title = FixFinder::tr("Raise replicas from %1 to %2: %3.reconfigure(replicas=%2)")
                        .arg(NumberText::integer(today), NumberText::integer(r), config.sectionName);
        fix.why = reachable ? FixFinder::tr("a backend gets replicas × weight points; the smallest replicas whose rings meet "
                                            "the target, weights unchanged")
                            : FixFinder::tr("the largest replicas tried (2·10⁷ points in all); it does not reach the target");
        report->fix = fix;
        report->hasFix = true;
        return true;
    }

    // Replicas move in whole numbers between today's and the fix's, one VCL per step.
    SettingsStaging settingsStaging(const ConfigChange &target) const override
    {
        if (target.integer(VarnishSettings::kReplicas) > 0)
            return SettingsStaging::Steps;
        return AdvisorSystem::settingsStaging(target);
    }
    bool stepSettings(const ProxyConfig &config, const ConfigChange &target, double t, ConfigChange *step,
                      QString *setting, QVariantMap *) const override
    {
        const qint64 from = todayReplicas(config);
        const qint64 to = target.integer(VarnishSettings::kReplicas);
        const qint64 replicas = t >= 1.0 ? to : std::max<qint64>(from, std::llround(from + (to - from) * t));
        step->settings.insert(VarnishSettings::kReplicas, replicas);
        *setting = RolloutPlanner::tr("replicas %1").arg(NumberText::integer(replicas));
        return replicas == from;
    }

    // 67 unless reconfigure says.
    static qint64 todayReplicas(const ProxyConfig &config)
    {
        return config.options.value(QStringLiteral("replicas"), QString::number(VarnishShard::DefaultReplicas)).toLongLong();
    }

    ProxyRolloutFacts rolloutFacts() const override
    {
        ProxyRolloutFacts f;
        f.name = QStringLiteral("Varnish");
        f.applyChange = ProxyRolloutFacts::tr(
            "vcl_init of a newly loaded VCL builds the shard director's ring (varnishadm vcl.load, then vcl.use): "
            "requests switch to the new ring when the new VCL is used, and the cached objects stay, so only keys that "
            "miss in the cache reach the new backends.");
        f.stagedWeights = true;
        f.stagedHow = ProxyRolloutFacts::tr("one vcl.load + vcl.use per step, with the replicas of that step");
        f.dualRing = true;
        f.dualRingStable = true;
        f.dualRingHow = ProxyRolloutFacts::tr(
            "two shard directors in one VCL (today's replicas and the new ones) and, in vcl_backend_fetch, "
            "`if (vd_new.key(bereq.url) < P × 4294967296) { set bereq.backend = vd_new.backend(by=URL); }`: a stable "
            "share P of the URLs uses the new ring, raised VCL by VCL");
        return f;
    }
};

} // namespace

RINGCORE_REGISTER_ADVISOR_SYSTEM(55, VarnishAdvice)

} // namespace ringcore
