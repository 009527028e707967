// dnsdist's Advisor part: its newServer/setServerPolicy reader, the weight fix of `chashed` (one
// point per unit of weight) and its roll-out facts. No config check: `dnsdist --check-config`
// would read the whole file, includes and all, and this machine's keys.
#include "ringcore/advisor/advisorsystem.h"
#include "ringcore/advisor/fixfinder.h"
#include "ringcore/config/proxyconfigreader.h"
#include "ringcore/systems/dnsdist/dnsdistconfigreader.h"

namespace ringcore {

namespace {

class DnsdistAdvice : public ReaderBackedAdvisorSystem<DnsdistConfigReader>
{
public:
    QString name() const override { return QStringLiteral("dnsdist"); }
    QString displayName() const override { return QStringLiteral("dnsdist"); }
    QString readsWhat() const override
    {
        return QCoreApplication::translate("ringcore::AdvisorSystem", "dnsdist newServer{…} lines");
    }
    QString sectionNoun() const override { return QCoreApplication::translate("ringcore::AdvisorSystem", "pool"); }

    int detectPriority() const override { return 25; }
    bool recognizes(const QString &text, const QString &fileName) const override
    {
        Q_UNUSED(fileName);
        return DnsdistConfigReader::looksLikeDnsdist(text);
    }

    bool findFix(const ProxyConfig &config, const AdvisorOptions &options, AdviceReport *report,
                 QString *error) const override
    {
        return FixFinder::scaleWeights(config, options, QStringLiteral("dnsdist-chashed"), QString(), report, error);
    }

    ProxyRolloutFacts rolloutFacts() const override
    {
        ProxyRolloutFacts f;
        f.name = QStringLiteral("dnsdist");
        f.applyChange = ProxyRolloutFacts::tr(
            "dnsdist computes a server's points from its id and weight once the configuration is read "
            "(dnsdist.cc); a new configuration takes effect at a restart, and every query name uses the new "
            "ring at once. Server ids are random at each start unless newServer{id=…} fixes them, so a "
            "restart without fixed ids moves keys even when nothing else changed.");
        f.stagedWeights = true;
        f.stagedHow = ProxyRolloutFacts::tr("one restart per step, with the weights of that step");
        f.dualRing = true;
        f.dualRingStable = false;
        f.dualRingHow = ProxyRolloutFacts::tr(
            "two pools (today's weights and the new ones) and a rule sending a share P of the queries to "
            "the new pool, e.g. `addAction(ProbaRule(P), PoolAction(\"new\"))`: picked per query, so a name "
            "can reach both rings while P is below 1");
        return f;
    }
};

} // namespace

RINGCORE_REGISTER_ADVISOR_SYSTEM(50, DnsdistAdvice)

} // namespace ringcore
