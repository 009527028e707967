#include "ringcore/systems/envoy/istioconfigreader.h"

#include "ringcore/systems/envoy/envoyconfigreader.h"
#include "ringcore/config/yamlsupport.h"

#include <QCoreApplication>

namespace ringcore {

namespace y = yamlsupport;

namespace {

/// The context lupdate files this file's free functions under (translations/*.ts).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(ringcore)
};

bool isDestinationRule(const YAML::Node &m)
{
    return y::text(y::at(m, {"kind"})) == QLatin1String("DestinationRule");
}

QString describeHashKey(const YAML::Node &ch)
{
    if (y::at(ch, {"httpHeaderName"}).IsDefined())
        return QStringLiteral("header %1").arg(y::text(y::at(ch, {"httpHeaderName"})));
    if (y::at(ch, {"httpCookie"}).IsDefined())
        return QStringLiteral("cookie %1").arg(y::text(y::at(ch, {"httpCookie", "name"})));
    if (y::at(ch, {"httpQueryParameterName"}).IsDefined())
        return QStringLiteral("query parameter %1").arg(y::text(y::at(ch, {"httpQueryParameterName"})));
    if (y::at(ch, {"useSourceIp"}).IsDefined())
        return QStringLiteral("source IP");
    return QString();
}

bool readRule(const YAML::Node &dr, int hostCount, ProxyConfig *cfg, ConfigError *error)
{
    cfg->system = QStringLiteral("istio");
    cfg->sectionName = y::text(y::at(dr, {"metadata", "name"}));
    cfg->sectionLine = y::line(dr);
    const YAML::Node spec = y::at(dr, {"spec"});
    const YAML::Node ch = y::at(spec, {"trafficPolicy", "loadBalancer", "consistentHash"});
    const QString host = y::text(y::at(spec, {"host"}));
    cfg->serversAssumed = true;
    for (int i = 0; i < hostCount; ++i) {
        cfg->servers.append(Server{IstioConfigReader::podAddress(i), 1, false});
        cfg->serverLines.append(0);
    }
    cfg->notes.append(Tr::tr("a DestinationRule names no endpoints: RingLab assumed %1 equal-weight pods of %2 "
                         "(10.0.0.1:8080, …; set the count with --hosts). The exact shares depend on the real pod "
                         "addresses; the 95%-of-rings rule does not")
                          .arg(hostCount)
                          .arg(host.isEmpty() ? Tr::tr("the host") : host));
    for (const YAML::Node &subset : y::at(spec, {"subsets"}))
        if (y::at(subset, {"trafficPolicy"}).IsDefined())
            cfg->notes.append(Tr::tr("subset %1 has its own trafficPolicy (line %2): not read")
                                  .arg(y::text(y::at(subset, {"name"})))
                                  .arg(y::line(subset)));
    if (y::at(spec, {"trafficPolicy", "portLevelSettings"}).IsDefined())
        cfg->notes.append(Tr::tr("portLevelSettings are not read; the report is about the rule's top-level policy"));
    if (!ch.IsDefined()) {
        const QString simple = y::text(y::at(spec, {"trafficPolicy", "loadBalancer", "simple"}));
        cfg->notes.append(Tr::tr("no consistentHash: the load balancer is %1, which does not hash keys")
                              .arg(simple.isEmpty() ? QStringLiteral("LEAST_REQUEST (Istio default)") : simple));
        return true;
    }
    cfg->hashKey = describeHashKey(ch);
    const YAML::Node ringHash = y::at(ch, {"ringHash"});
    const YAML::Node maglev = y::at(ch, {"maglev"});
    if (ringHash.IsDefined() && maglev.IsDefined()) {
        *error = {y::line(maglev), Tr::tr("consistentHash sets both ringHash and maglev; Istio allows one")};
        return false;
    }
    cfg->hashes = true;
    cfg->consistent = true;
    cfg->facts.insert(EnvoySettings::kMaxRingSize, EnvoyConfigReader::kDefaultMaxRingSize);
    if (maglev.IsDefined()) {
        qint64 table = 0;
        if (!y::readInteger(maglev, "tableSize", 0, EnvoyConfigReader::kMaxTableSize, &table, error))
            return false;
        if (table == 0) {
            table = EnvoyConfigReader::kDefaultTableSize;
            cfg->defaults.append(Tr::tr("maglev tableSize: %1 (Envoy default)").arg(EnvoyConfigReader::kDefaultTableSize));
        } else if (!MaglevTable::isPrime(uint64_t(table))) {
            *error = {y::line(y::at(maglev, {"tableSize"})), Tr::tr("tableSize %1 is not a prime number; Envoy requires one").arg(table)};
            return false;
        }
        cfg->algorithm = QStringLiteral("maglev");
        cfg->facts.insert(EnvoySettings::kTableSize, table);
        cfg->options.insert(QStringLiteral("table-size"), QString::number(table));
        return true;
    }
    qint64 minRing = 0;
    if (ringHash.IsDefined()) {
        if (!y::readInteger(ringHash, "minimumRingSize", 0, EnvoyConfigReader::kRingSizeLimit, &minRing, error))
            return false;
    } else if (!y::readInteger(ch, "minimumRingSize", 0, EnvoyConfigReader::kRingSizeLimit, &minRing, error)) {
        return false;
    } else if (minRing > 0) {
        cfg->notes.append(Tr::tr("consistentHash.minimumRingSize is deprecated; Istio now reads ringHash.minimumRingSize"));
    }
    if (minRing == 0) {
        minRing = EnvoyConfigReader::kDefaultMinRingSize;
        cfg->defaults.append(ringHash.IsDefined()
                                 ? Tr::tr("minimumRingSize: %1 (Istio default)").arg(minRing)
                                 : Tr::tr("no ringHash or maglev: RING_HASH with minimumRingSize %1 (Istio default)").arg(minRing));
    }
    cfg->defaults.append(Tr::tr("maximum ring size: %1 (Envoy default; Istio does not set it)").arg(EnvoyConfigReader::kDefaultMaxRingSize));
    cfg->algorithm = QStringLiteral("envoy-ring");
    cfg->facts.insert(EnvoySettings::kMinRingSize, minRing);
    cfg->options.insert(QStringLiteral("min-ring-size"), QString::number(minRing));
    cfg->options.insert(QStringLiteral("max-ring-size"), QString::number(EnvoyConfigReader::kDefaultMaxRingSize));
    return true;
}

} // namespace

QString IstioConfigReader::podAddress(int index)
{
    return QStringLiteral("10.0.%1.%2:8080").arg(index / 250).arg(index % 250 + 1);
}

bool IstioConfigReader::read(const QString &text, int hostCount, QList<ProxyConfig> *sections, ConfigError *error)
{
    if (hostCount < 1 || hostCount > 100000) {
        *error = {0, tr("hosts: %1 is outside 1-100000").arg(hostCount)};
        return false;
    }
    std::vector<YAML::Node> docs;
    if (!y::loadAll(text, &docs, error))
        return false;
    for (const YAML::Node &doc : docs) {
        if (!doc.IsMap() || !isDestinationRule(doc))
            continue;
        ProxyConfig cfg;
        cfg.text = text;
        if (!readRule(doc, hostCount, &cfg, error))
            return false;
        sections->append(cfg);
    }
    if (sections->isEmpty()) {
        *error = {0, tr("no DestinationRule found (kind: DestinationRule)")};
        return false;
    }
    return true;
}

PatchedConfig IstioConfigReader::apply(const ProxyConfig &config, const ConfigChange &change)
{
    PatchedConfig out;
    std::vector<YAML::Node> docs;
    ConfigError error;
    if (!y::loadAll(config.text, &docs, &error)) {
        out.error = error.toString();
        return out;
    }
    YAML::Node rule; // a default node is a defined null: track "found" separately
    bool have = false;
    for (const YAML::Node &doc : docs)
        if (!have && doc.IsMap() && isDestinationRule(doc) && y::line(doc) == config.sectionLine) {
            rule.reset(doc);
            have = true;
        }
    if (!have) {
        out.error = tr("DestinationRule %1 not found").arg(config.sectionName);
        return out;
    }
    YAML::Node ch = rule["spec"]["trafficPolicy"]["loadBalancer"]["consistentHash"];
    if (const qint64 minRingSize = change.integer(EnvoySettings::kMinRingSize); minRingSize > 0) {
        ch.remove("minimumRingSize");
        ch.remove("maglev");
        ch["ringHash"]["minimumRingSize"] = minRingSize;
        out.pasteLines << QStringLiteral("ringHash:") << QStringLiteral("  minimumRingSize: %1").arg(minRingSize);
    }
    if (change.flag(EnvoySettings::kSwitchToMaglev)) {
        ch.remove("minimumRingSize");
        ch.remove("ringHash");
        const qint64 table = change.integer(EnvoySettings::kTableSize) > 0 ? change.integer(EnvoySettings::kTableSize) : EnvoyConfigReader::kDefaultTableSize;
        ch["maglev"]["tableSize"] = table;
        out.pasteLines << QStringLiteral("maglev:") << QStringLiteral("  tableSize: %1").arg(table);
    }
    if (!change.weights.isEmpty())
        out.error = tr("a DestinationRule has no endpoint weights to change");
    out.text = y::dump(docs);
    return out;
}

} // namespace ringcore
