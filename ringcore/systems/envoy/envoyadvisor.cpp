// Envoy's Advisor part: its cluster reader (YAML/JSON), the ring size / Maglev fix and its
// roll-out facts. Envoy has no config check here and no live run.
#include "ringcore/advisor/advisorsystem.h"
#include "ringcore/systems/envoy/envoyringfix.h"
#include "ringcore/systems/envoy/envoyconfigreader.h"
#include "ringcore/config/proxyconfigreader.h"

#include <QRegularExpression>

namespace ringcore {

namespace {

class EnvoyAdvice : public ReaderBackedAdvisorSystem<EnvoyConfigReader>
{
public:
    QString name() const override { return QStringLiteral("envoy"); }
    QString displayName() const override { return QStringLiteral("Envoy"); }
    QString readsWhat() const override
    {
        return QCoreApplication::translate("ringcore::AdvisorSystem", "an Envoy cluster (YAML)");
    }

    int detectPriority() const override { return 30; }
    bool recognizes(const QString &text, const QString &fileName) const override
    {
        static const QRegularExpression keys(
            QStringLiteral("^\\s*-?\\s*(lb_policy|load_assignment|static_resources|clusters)\\s*:"),
            QRegularExpression::MultilineOption);
        const QString lower = fileName.toLower();
        return keys.match(text).hasMatch() || lower.endsWith(QLatin1String(".yaml")) || lower.endsWith(QLatin1String(".yml"))
            || lower.endsWith(QLatin1String(".json"));
    }

    bool findFix(const ProxyConfig &config, const AdvisorOptions &options, AdviceReport *report,
                 QString *error) const override
    {
        return EnvoyRingFix::find(config, options, QStringLiteral("minimum_ring_size"), report, error);
    }

    SettingsStaging settingsStaging(const ConfigChange &target) const override
    {
        return EnvoyRingFix::settingsStaging(target);
    }
    bool stepSettings(const ProxyConfig &config, const ConfigChange &target, double t, ConfigChange *step,
                      QString *setting, QVariantMap *shown) const override
    {
        return EnvoyRingFix::stepSettings(config, target, t, step, setting, shown);
    }

    ProxyRolloutFacts rolloutFacts() const override
    {
        ProxyRolloutFacts f;
        f.name = QStringLiteral("Envoy");
        f.applyChange = ProxyRolloutFacts::tr("Envoy rebuilds a cluster's ring when the cluster changes (a new config or an xDS "
                                              "update): every key uses the new ring at once.");
        f.stagedWeights = true;
        f.stagedHow = ProxyRolloutFacts::tr("one cluster update per step, with the ring size of that step");
        f.dualRing = true;
        f.dualRingStable = false;
        f.dualRingHow = ProxyRolloutFacts::tr(
            "two clusters (today's ring and the new one) behind a route's weighted_clusters: a share "
            "P of the requests uses the new ring, picked per request, so a key can reach both rings "
            "while P is below 100%");
        return f;
    }
};

} // namespace

RINGCORE_REGISTER_ADVISOR_SYSTEM(30, EnvoyAdvice)

} // namespace ringcore
