// Apache Traffic Server's Advisor part: its parent.config reader, the weight fix (a parent gets
// roundf(1024 × weight) points, so scaling every weight raises the points) and the roll-out facts.
#include "ringcore/advisor/advisorsystem.h"
#include "ringcore/advisor/fixfinder.h"
#include "ringcore/config/proxyconfigreader.h"
#include "ringcore/systems/trafficserver/trafficserverconfigreader.h"

namespace ringcore {

namespace {

class TrafficServerAdvice : public ReaderBackedAdvisorSystem<TrafficServerConfigReader>
{
public:
    QString name() const override { return QStringLiteral("trafficserver"); }
    QString displayName() const override { return QStringLiteral("Traffic Server"); }
    QString readsWhat() const override
    {
        return QCoreApplication::translate("ringcore::AdvisorSystem", "a Traffic Server parent.config rule");
    }
    QString sectionNoun() const override { return QCoreApplication::translate("ringcore::AdvisorSystem", "rule"); }

    QString hashedAttribute(const ProxyConfig &config) const override
    {
        // consistent_hash hashes the URL (qstring=ignore cuts the query, which the port models);
        // round_robin=true the client IP.
        if (config.consistent)
            return QStringLiteral("uri");
        return config.hashes ? QStringLiteral("client-ip") : QString();
    }

    int detectPriority() const override { return 45; }
    bool recognizes(const QString &text, const QString &fileName) const override
    {
        Q_UNUSED(fileName);
        return TrafficServerConfigReader::looksLikeParentConfig(text);
    }

    bool findFix(const ProxyConfig &config, const AdvisorOptions &options, AdviceReport *report,
                 QString *error) const override
    {
        return FixFinder::scaleWeights(config, options, QStringLiteral("trafficserver"), QString(), report, error);
    }

    ProxyRolloutFacts rolloutFacts() const override
    {
        ProxyRolloutFacts f;
        f.name = QStringLiteral("Traffic Server");
        f.applyChange = ProxyRolloutFacts::tr(
            "parent.config is read again at `traffic_ctl config reload`, which rebuilds every parent ring: each "
            "request after the reload uses the new ring at once.");
        f.stagedWeights = true;
        f.stagedHow = ProxyRolloutFacts::tr("one traffic_ctl config reload per step, with the weights of that step");
        f.dualRing = false;
        f.dualRingHow = ProxyRolloutFacts::tr(
            "not within parent.config: a rule has one ring, and the first rule matching a request's destination wins");
        return f;
    }
};

} // namespace

RINGCORE_REGISTER_ADVISOR_SYSTEM(65, TrafficServerAdvice)

} // namespace ringcore
