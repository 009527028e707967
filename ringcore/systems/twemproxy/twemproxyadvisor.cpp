// twemproxy's Advisor part: its nutcracker.yml reader, what can and cannot change ketama's spread,
// and its roll-out facts. ketama gives a server floor(w/W·40·N + 1e-10)·4 points: a common factor
// of the weights cancels in w/W, so the usual fix (scale the weights) leaves the ring exactly as
// it is, and the 160 points per server of equal weights are compiled in. The report says so with
// the port's numbers and shows what the other distribution gives.
#include "ringcore/advisor/advisorsystem.h"
#include "ringcore/advisor/fixfinder.h"
#include "ringcore/config/proxyconfigreader.h"
#include "ringcore/systems/twemproxy/twemproxyconfigreader.h"
#include "ringcore/core/numbertext.h"

#include <algorithm>
#include <climits>

namespace ringcore {

namespace {

class TwemproxyAdvice : public ReaderBackedAdvisorSystem<TwemproxyConfigReader>
{
public:
    QString name() const override { return QStringLiteral("twemproxy"); }
    QString displayName() const override { return QStringLiteral("twemproxy"); }
    QString readsWhat() const override
    {
        return QCoreApplication::translate("ringcore::AdvisorSystem", "a twemproxy nutcracker.yml pool");
    }
    QString sectionNoun() const override { return QCoreApplication::translate("ringcore::AdvisorSystem", "pool"); }

    // Above Envoy's (which claims every .yml file by its name).
    int detectPriority() const override { return 35; }
    bool recognizes(const QString &text, const QString &fileName) const override
    {
        Q_UNUSED(fileName);
        return TwemproxyConfigReader::looksLikeTwemproxy(text);
    }

    bool findFix(const ProxyConfig &config, const AdvisorOptions &options, AdviceReport *report,
                 QString *error) const override
    {
        if (config.algorithm != QLatin1String("twemproxy-ketama")) {
            // modula: ketama is the consistent distribution twemproxy has.
            ConfigChange change;
            change.settings.insert(TwemproxySettings::kDistribution, QStringLiteral("ketama"));
            AdviceFix fix;
            ProxyConfig patched;
            if (!Advisor::evaluate(config, change, options, &fix, &patched, error))
                return false;
            fix.title = FixFinder::tr("Switch to distribution: ketama (160 points per server of equal weight)");
            fix.why = FixFinder::tr("ketama is twemproxy's only consistent distribution: a server added or removed moves "
                                    "only its own keys; its spread is that of 160 points per server");
            report->fix = fix;
            report->hasFix = true;
            return true;
        }
        // Measured, not asserted: the port with every weight ×10 against today's.
        QString why;
        auto today = Advisor::build(config, &why);
        ProxyConfig scaled = config;
        for (Server &s : scaled.servers)
            s.weight = s.weight <= INT_MAX / 10 ? s.weight * 10 : s.weight;
        auto tenfold = Advisor::build(scaled, &why);
        if (!today || !tenfold) {
            *error = why;
            return false;
        }
        const std::vector<RingPoint> a = today->points(), b = tenfold->points();
        const bool same = std::equal(a.begin(), a.end(), b.begin(), b.end(), [](const RingPoint &p, const RingPoint &q) {
            return p.hash == q.hash && p.server == q.server;
        });
        const SpreadSummary t = Advisor::summarize(*today, options);
        const SpreadSummary x = Advisor::summarize(*tenfold, options);
        report->notes.append(
            FixFinder::tr("No ketama setting raises its points: twemproxy gives a server floor(w/W · 40 · N + 1e-10) · 4 points "
                          "(nc_ketama.c), so a common factor of the weights cancels in w/W. Measured with the port: every "
                          "weight ×10 gives %1 ring (%2 to %3 points per server, busiest %4 before and %5 after). Equal "
                          "weights always give 160 points per server (KETAMA_POINTS_PER_SERVER, compiled in), whatever the "
                          "server count.")
                .arg(same ? FixFinder::tr("the same") : FixFinder::tr("a different"),
                     NumberText::integer(x.pointsPerServerMin), NumberText::integer(x.pointsPerServerMax),
                     NumberText::times(t.busiest, 3), NumberText::times(x.busiest, 3)));
        // What the other distribution gives, for the record: even, but not consistent.
        ConfigChange change;
        change.settings.insert(TwemproxySettings::kDistribution, QStringLiteral("modula"));
        AdviceFix modula;
        ProxyConfig patched;
        if (!Advisor::evaluate(config, change, options, &modula, &patched, error))
            return false;
        modula.title = FixFinder::tr("distribution: modula (not recommended for a cache tier)");
        modula.why = FixFinder::tr("key hash modulo the total weight: even shares, but a server added, removed or ejected "
                                   "moves about (N−1)/N of all keys, where ketama moves about 1/N");
        report->alternatives.append(modula);
        return true;
    }

    ProxyRolloutFacts rolloutFacts() const override
    {
        ProxyRolloutFacts f;
        f.name = QStringLiteral("twemproxy");
        f.applyChange = ProxyRolloutFacts::tr(
            "twemproxy 0.5.0 reads nutcracker.yml when it starts and cannot reload it: a changed pool takes effect "
            "at a restart, and every key uses the new ring at once. With auto_eject_hosts: true the ring is also "
            "rebuilt whenever a server is ejected or comes back.");
        f.stagedWeights = false;
        f.stagedHow = ProxyRolloutFacts::tr("one restart per step, with the pool of that step");
        f.dualRing = false;
        f.dualRingHow = ProxyRolloutFacts::tr(
            "not within twemproxy (one ring per pool); two pools on two listen ports need the clients to send a "
            "stable share of the keys to the new one");
        return f;
    }
};

} // namespace

RINGCORE_REGISTER_ADVISOR_SYSTEM(60, TwemproxyAdvice)

} // namespace ringcore
