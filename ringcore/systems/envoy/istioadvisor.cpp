// Istio's Advisor part: its DestinationRule reader (the pods are a count the user gives), the
// ring size / Maglev fix of its Envoy sidecars and its roll-out facts. No check, no live run.
#include "ringcore/advisor/advisorsystem.h"
#include "ringcore/systems/envoy/envoyringfix.h"
#include "ringcore/systems/envoy/istioconfigreader.h"
#include "ringcore/config/proxyconfigreader.h"

#include <QRegularExpression>

namespace ringcore {

namespace {

class IstioAdvice : public AdvisorSystem
{
public:
    QString name() const override { return QStringLiteral("istio"); }
    QString displayName() const override { return QStringLiteral("Istio"); }
    QString readsWhat() const override
    {
        return QCoreApplication::translate("ringcore::AdvisorSystem", "an Istio DestinationRule");
    }

    QString hashedAttribute(const ProxyConfig &config) const override
    {
        // IstioConfigReader's describeHashKey: "header X", "cookie X", "query parameter X", "source IP".
        const QString key = config.hashKey.simplified();
        if (key == QLatin1String("source IP"))
            return QStringLiteral("client-ip");
        if (key.startsWith(QLatin1String("header ")))
            return QStringLiteral("header:") + key.mid(7).toLower();
        return AdvisorSystem::hashedAttribute(config);
    }

    int detectPriority() const override { return 40; }
    bool recognizes(const QString &text, const QString &fileName) const override
    {
        Q_UNUSED(fileName);
        static const QRegularExpression rule(QStringLiteral("^\\s*kind:\\s*[\"']?DestinationRule"),
                                             QRegularExpression::MultilineOption);
        return rule.match(text).hasMatch();
    }
    bool read(const QString &text, const ConfigReadOptions &options, QList<ProxyConfig> *sections,
              ConfigError *error) const override
    {
        return IstioConfigReader::read(text, options.hosts, sections, error);
    }
    PatchedConfig apply(const ProxyConfig &config, const ConfigChange &change) const override
    {
        return IstioConfigReader::apply(config, change);
    }

    bool listsServers() const override { return false; }
    QString hostsScope() const override
    {
        return QCoreApplication::translate("ringcore::AdvisorSystem", "Istio DestinationRules");
    }
    QString hostsLabel() const override { return QCoreApplication::translate("ringlab::gui::AdvisorPage", "Istio pods"); }
    QString hostsToolTip() const override
    {
        return QCoreApplication::translate("ringlab::gui::AdvisorPage", "Pods behind an Istio DestinationRule (it names none); 1–100,000");
    }

    bool findFix(const ProxyConfig &config, const AdvisorOptions &options, AdviceReport *report,
                 QString *error) const override
    {
        return EnvoyRingFix::find(config, options, QStringLiteral("ringHash.minimumRingSize"), report, error);
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
        f.name = QStringLiteral("Istio");
        f.applyChange = ProxyRolloutFacts::tr("Istio pushes a changed DestinationRule to every Envoy sidecar, which rebuilds its ring: "
                                              "every key uses the new ring at once.");
        f.stagedWeights = true;
        f.stagedHow = ProxyRolloutFacts::tr("one DestinationRule change per step, with the ring size of that step");
        f.dualRing = true;
        f.dualRingStable = false;
        f.dualRingHow = ProxyRolloutFacts::tr(
            "two subsets of the DestinationRule (today's ring and the new one) and a VirtualService "
            "that sends P% of the requests to the new subset, picked per request, so a key can reach "
            "both rings while P is below 100%");
        return f;
    }
};

} // namespace

RINGCORE_REGISTER_ADVISOR_SYSTEM(40, IstioAdvice)

} // namespace ringcore
