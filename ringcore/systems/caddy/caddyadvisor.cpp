// Caddy's Advisor part: its Caddyfile reverse_proxy reader, what can change the spread of its
// hashing policies, and the roll-out facts. Caddy's uri_hash / header / ip_hash are highest random
// weight over FNV-1a(key + upstream dial text): no weights, no points, no hash to choose. The one
// thing that changes the spread is the upstreams' text: FNV-1a hardly carries its last bytes into
// the high bits of a score, so upstreams that differ only in their port (127.0.0.1:9001,
// 127.0.0.1:9002, …) spread very unevenly, while upstreams that differ earlier in the text spread
// well. The fix says that with the port's figures, and proposes one address per upstream only
// where that is possible without new machines (loopback: the whole of 127.0.0.0/8 is local).
#include "ringcore/advisor/advisorsystem.h"
#include "ringcore/advisor/fixfinder.h"
#include "ringcore/config/proxyconfigreader.h"
#include "ringcore/systems/caddy/caddyconfigreader.h"
#include "ringcore/core/numbertext.h"

#include <QHostAddress>

namespace ringcore {

namespace {

/// The upstreams' host and port texts; false unless every upstream is host:port.
bool split(const ServerList &servers, QStringList *hosts, QStringList *ports)
{
    for (const Server &s : servers) {
        const qsizetype colon = s.address.lastIndexOf(QLatin1Char(':'));
        if (colon <= 0)
            return false;
        hosts->append(s.address.left(colon));
        ports->append(s.address.mid(colon + 1));
    }
    return true;
}

class CaddyAdvice : public ReaderBackedAdvisorSystem<CaddyConfigReader>
{
public:
    QString name() const override { return QStringLiteral("caddy"); }
    QString displayName() const override { return QStringLiteral("Caddy"); }
    QString readsWhat() const override
    {
        return QCoreApplication::translate("ringcore::AdvisorSystem", "a Caddyfile reverse_proxy");
    }
    QString sectionNoun() const override
    {
        return QCoreApplication::translate("ringcore::AdvisorSystem", "reverse_proxy");
    }

    QString hashedAttribute(const ProxyConfig &config) const override
    {
        // CaddyConfigReader keeps the policy; header_hash's hashKey ends with the header's name.
        const QString policy = config.options.value(QStringLiteral("policy"));
        if (policy == QLatin1String("uri_hash"))
            return QStringLiteral("uri");
        if (policy == QLatin1String("ip_hash"))
            return QStringLiteral("client-ip");
        if (policy == QLatin1String("header"))
            return QStringLiteral("header:") + config.hashKey.simplified().section(QLatin1Char(' '), -1).toLower();
        return AdvisorSystem::hashedAttribute(config);
    }

    int detectPriority() const override { return 15; }
    bool recognizes(const QString &text, const QString &fileName) const override
    {
        return CaddyConfigReader::looksLikeCaddyfile(text) || fileName.endsWith(QLatin1String("Caddyfile"));
    }

    bool findFix(const ProxyConfig &config, const AdvisorOptions &options, AdviceReport *report,
                 QString *error) const override
    {
        QStringList hosts, ports;
        const bool hostPort = split(config.servers, &hosts, &ports);
        const bool oneHost = hostPort && hosts.count(hosts.first()) == hosts.size() && config.servers.size() > 1;
        const QHostAddress first(hosts.value(0));
        const bool loopback = oneHost && first.protocol() == QAbstractSocket::IPv4Protocol && first.isLoopback()
            && config.servers.size() <= 250 * 250;
        report->notes.append(FixFinder::tr(
            "Caddy's hashing policies have no weights, points or hash to change: every upstream scores FNV-1a of the key "
            "followed by its dial text, and the highest score wins (selectionpolicies.go hostByHashing). The spread "
            "depends only on the upstreams' text: FNV-1a carries its last bytes poorly into the high bits, so upstreams "
            "that differ only at the end of their text (one host, several ports) spread worst."));
        if (!loopback) {
            report->notes.append(oneHost ? FixFinder::tr("Every upstream is on %1: giving each its own address (or a host "
                                                         "name that differs early) is what helps; that needs the backends "
                                                         "moved, so no change is proposed.")
                                                 .arg(hosts.first())
                                         : FixFinder::tr("The upstreams already differ in their host; no Caddyfile setting "
                                                         "changes the spread further."));
            return true;
        }
        // One loopback address per upstream, its port kept, the varying octet early in the text:
        // 127.1.0.1, 127.2.0.1, … (127.1.1.1 after 250). Measured with the port at 100 upstreams
        // (docs/advisor.md): 127.N.0.1 busiest 1.23×, 127.0.0.N 1.30×, one address 15.3×.
        QStringList addresses;
        for (int i = 0; i < config.servers.size(); ++i)
            addresses.append(QStringLiteral("127.%1.%2.1:%3").arg(i % 250 + 1).arg(i / 250).arg(ports.at(i)));
        ConfigChange change;
        change.settings.insert(CaddySettings::kAddresses, addresses);
        AdviceFix fix;
        ProxyConfig patched;
        if (!Advisor::evaluate(config, change, options, &fix, &patched, error))
            return false;
        fix.title = FixFinder::tr("Give each upstream its own loopback address (127.1.0.1, 127.2.0.1, …, ports kept): "
                                  "busiest %1 → %2")
                        .arg(NumberText::times(report->today.busiest, 2), NumberText::times(fix.after.busiest, 2));
        fix.why = FixFinder::tr("the backends must listen on those addresses (all of 127.0.0.0/8 is local on Linux); "
                                "the text then differs early, and the bytes after it let FNV-1a mix the difference into the high bits");
        report->fix = fix;
        report->hasFix = true;
        return true;
    }

    // New addresses for the same servers: the wave matches server i to server i, its new text
    // hashed as its name.
    void matchServersForWave(const ProxyConfig &today, const ConfigChange &change, ProxyConfig *patched) const override
    {
        if (change.texts(CaddySettings::kAddresses).size() != today.servers.size()
            || patched->servers.size() != today.servers.size())
            return;
        for (int i = 0; i < today.servers.size(); ++i) {
            patched->servers[i].hashName = patched->servers.at(i).nameOrAddress();
            patched->servers[i].address = today.servers.at(i).address;
        }
    }

    ProxyRolloutFacts rolloutFacts() const override
    {
        ProxyRolloutFacts f;
        f.name = QStringLiteral("Caddy");
        f.applyChange = ProxyRolloutFacts::tr(
            "Caddy applies a changed Caddyfile with `caddy reload` (or its admin API) without dropping connections; "
            "every request after the reload scores the new upstream list.");
        f.stagedWeights = false;
        f.stagedHow = ProxyRolloutFacts::tr("one reload with the new upstreams");
        f.dualRing = false;
        f.dualRingHow = ProxyRolloutFacts::tr(
            "not within one reverse_proxy; two reverse_proxy blocks behind matchers on a hash of the request would be "
            "needed, and Caddy 2.6 has no such matcher");
        return f;
    }
};

} // namespace

RINGCORE_REGISTER_ADVISOR_SYSTEM(70, CaddyAdvice)

} // namespace ringcore
