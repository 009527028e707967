#include "ringcore/systems/envoy/envoyconfigreader.h"

#include "ringcore/config/yamlsupport.h"
#include "ringcore/core/serverlistparser.h"
#include "ringcore/systems/envoy/envoyhostweights.h"

#include <QCoreApplication>

namespace ringcore {

namespace y = yamlsupport;

namespace {

/// The context lupdate files this file's free functions under (translations/*.ts).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(ringcore)
};

bool isCluster(const YAML::Node &m)
{
    return (y::at(m, {"lb_policy"}).IsDefined() || y::at(m, {"load_assignment"}).IsDefined())
        && !y::at(m, {"kind"}).IsDefined();
}

QString socketAddress(const YAML::Node &endpoint)
{
    const YAML::Node sa = y::at(endpoint, {"address", "socket_address"});
    if (!sa.IsDefined())
        return QString();
    // y::at, not operator[]: a socket_address that is a scalar or a list must not throw
    // (found by fuzz_envoy: `socket_address: x` ended in std::terminate).
    const QString host = y::text(y::at(sa, {"address"}));
    const QString port = y::text(y::at(sa, {"port_value"}));
    if (host.contains(QLatin1Char(':'))) // IPv6, as Envoy's Address::asString() prints it
        return QStringLiteral("[%1]:%2").arg(host, port);
    return QStringLiteral("%1:%2").arg(host, port);
}

bool readEndpoints(const YAML::Node &cluster, ProxyConfig *cfg, ConfigError *error)
{
    const YAML::Node endpoints = y::at(cluster, {"load_assignment", "endpoints"});
    if (!endpoints.IsDefined() || !endpoints.IsSequence())
        return true;
    bool anyWeight = false;
    bool localityWeights = false;
    for (const YAML::Node &group : endpoints) {
        qint64 priority = 0;
        if (!y::readInteger(group, "priority", 0, 127, &priority, error))
            return false;
        localityWeights = localityWeights || y::at(group, {"load_balancing_weight"}).IsDefined();
        const YAML::Node lbEndpoints = y::at(group, {"lb_endpoints"});
        if (!lbEndpoints.IsSequence())
            continue;
        for (const YAML::Node &lbe : lbEndpoints) {
            Server s;
            // Envoy rejects a port above 65535 (port_value: uint32, lte 65535): so does the Advisor.
            qint64 port = 0;
            if (!y::readInteger(y::at(lbe, {"endpoint", "address", "socket_address"}), "port_value", 0, 65535, &port,
                                error))
                return false;
            // Envoy parses socket_address.address as a bare IP ("::1", not "[::1]"): a STATIC or EDS
            // cluster refuses "[::1]" ("malformed IP address"), a DNS cluster cannot resolve it.
            const YAML::Node host = y::at(lbe, {"endpoint", "address", "socket_address", "address"});
            if (y::text(host).contains(QLatin1Char('[')) || y::text(host).contains(QLatin1Char(']'))) {
                *error = {y::line(host), Tr::tr("Envoy refuses this: malformed IP address: %1 (socket_address.address takes "
                                                "an IPv6 address without brackets: %2)")
                                             .arg(y::text(host), y::text(host).remove(QLatin1Char('[')).remove(QLatin1Char(']')))};
                return false;
            }
            s.address = socketAddress(y::at(lbe, {"endpoint"}));
            if (s.address.isEmpty()) {
                *error = {y::line(lbe), Tr::tr("endpoint without address.socket_address (address and port_value)")};
                return false;
            }
            // endpoint.hostname: what use_hostname_for_hashing hashes (a STRICT_DNS endpoint without
            // one hashes its DNS name, which EnvoyHostWeights::hostname() takes from the address).
            const YAML::Node hostname = y::at(lbe, {"endpoint", "hostname"});
            if (hostname.IsDefined()) {
                QString why;
                s.hashName = y::text(hostname);
                if (!ServerListParser::checkHashName(s.hashName, &why)) {
                    *error = {y::line(hostname), Tr::tr("endpoint hostname: %1").arg(why)};
                    return false;
                }
            }
            qint64 weight = 1;
            if (!y::readInteger(lbe, "load_balancing_weight", 1, 4294967295LL, &weight, error)) {
                error->reason = Tr::tr("bad weight: %1").arg(error->reason);
                return false;
            }
            if (weight > INT_MAX) {
                *error = {y::line(y::at(lbe, {"load_balancing_weight"})),
                          Tr::tr("bad weight: load_balancing_weight %1 is above RingLab's limit %2").arg(weight).arg(INT_MAX)};
                return false;
            }
            anyWeight = anyWeight || y::at(lbe, {"load_balancing_weight"}).IsDefined();
            s.weight = int(weight);
            const QString health = y::text(y::at(lbe, {"health_status"}));
            if (health == QLatin1String("UNHEALTHY") || health == QLatin1String("DRAINING")
                || health == QLatin1String("TIMEOUT"))
                s.down = true;
            if (priority > 0) {
                cfg->notes.append(Tr::tr("endpoint %1 (line %2) has priority %3: left out, only priority 0 is on the ring "
                                     "while it is healthy")
                                      .arg(s.address)
                                      .arg(y::line(lbe))
                                      .arg(priority));
                continue;
            }
            cfg->servers.append(s);
            cfg->serverLines.append(y::line(lbe));
        }
    }
    if (!anyWeight)
        cfg->defaults.append(Tr::tr("load_balancing_weight: 1 (Envoy default) on every endpoint"));
    if (localityWeights)
        cfg->notes.append(Tr::tr("locality load_balancing_weight is not modelled: all localities form one ring"));
    return true;
}

bool readCluster(const YAML::Node &cluster, ProxyConfig *cfg, ConfigError *error)
{
    cfg->system = QStringLiteral("envoy");
    cfg->sectionName = y::text(y::at(cluster, {"name"}));
    cfg->sectionLine = y::line(cluster);
    const QString policy = y::text(y::at(cluster, {"lb_policy"}));
    if (policy.isEmpty())
        cfg->defaults.append(Tr::tr("lb_policy: ROUND_ROBIN (Envoy default)"));

    qint64 minRing = EnvoyConfigReader::kDefaultMinRingSize;
    qint64 maxRing = EnvoyConfigReader::kDefaultMaxRingSize;
    const YAML::Node ring = y::at(cluster, {"ring_hash_lb_config"});
    if (!y::readInteger(ring, "minimum_ring_size", 1, EnvoyConfigReader::kRingSizeLimit, &minRing, error)
        || !y::readInteger(ring, "maximum_ring_size", 1, EnvoyConfigReader::kRingSizeLimit, &maxRing, error))
        return false;
    if (minRing > maxRing) {
        *error = {y::line(ring), Tr::tr("minimum_ring_size %1 is above maximum_ring_size %2").arg(minRing).arg(maxRing)};
        return false;
    }
    QString hashFunction = y::text(y::at(ring, {"hash_function"}));
    if (!hashFunction.isEmpty() && hashFunction != QLatin1String("XX_HASH")
        && hashFunction != QLatin1String("MURMUR_HASH_2")) {
        *error = {y::line(y::at(ring, {"hash_function"})),
                  Tr::tr("hash_function \"%1\": Envoy accepts XX_HASH or MURMUR_HASH_2").arg(hashFunction)};
        return false;
    }
    qint64 table = EnvoyConfigReader::kDefaultTableSize;
    const YAML::Node maglev = y::at(cluster, {"maglev_lb_config"});
    if (!y::readInteger(maglev, "table_size", 1, EnvoyConfigReader::kMaxTableSize, &table, error))
        return false;
    if (!MaglevTable::isPrime(uint64_t(table))) {
        *error = {y::line(y::at(maglev, {"table_size"})), Tr::tr("table_size %1 is not a prime number; Envoy requires one").arg(table)};
        return false;
    }

    if (policy == QLatin1String("RING_HASH")) {
        cfg->hashes = true;
        cfg->consistent = true;
        cfg->algorithm = QStringLiteral("envoy-ring");
        cfg->facts.insert(EnvoySettings::kMinRingSize, minRing);
        cfg->facts.insert(EnvoySettings::kMaxRingSize, maxRing);
        cfg->options.insert(QStringLiteral("min-ring-size"), QString::number(minRing));
        cfg->options.insert(QStringLiteral("max-ring-size"), QString::number(maxRing));
        cfg->options.insert(QStringLiteral("hash-function"),
                            hashFunction == QLatin1String("MURMUR_HASH_2") ? QStringLiteral("murmur_hash_2")
                                                                           : QStringLiteral("xx_hash"));
        if (!y::at(ring, {"minimum_ring_size"}).IsDefined())
            cfg->defaults.append(Tr::tr("minimum_ring_size: %1 (Envoy default)").arg(EnvoyConfigReader::kDefaultMinRingSize));
        if (!y::at(ring, {"maximum_ring_size"}).IsDefined())
            cfg->defaults.append(Tr::tr("maximum_ring_size: %1 (Envoy default)").arg(EnvoyConfigReader::kDefaultMaxRingSize));
        if (hashFunction.isEmpty())
            cfg->defaults.append(Tr::tr("hash_function: XX_HASH (Envoy default)"));
    } else if (policy == QLatin1String("MAGLEV")) {
        cfg->hashes = true;
        cfg->consistent = true;
        cfg->algorithm = QStringLiteral("maglev");
        cfg->facts.insert(EnvoySettings::kTableSize, table);
        cfg->facts.insert(EnvoySettings::kMaxRingSize, maxRing);
        cfg->options.insert(QStringLiteral("table-size"), QString::number(table));
        if (!y::at(maglev, {"table_size"}).IsDefined())
            cfg->defaults.append(Tr::tr("table_size: %1 (Envoy default)").arg(EnvoyConfigReader::kDefaultTableSize));
    } else if (!policy.isEmpty() && policy != QLatin1String("ROUND_ROBIN") && policy != QLatin1String("LEAST_REQUEST")
               && policy != QLatin1String("RANDOM") && policy != QLatin1String("CLUSTER_PROVIDED")
               && policy != QLatin1String("LOAD_BALANCING_POLICY_CONFIG")) {
        *error = {y::line(y::at(cluster, {"lb_policy"})), Tr::tr("unknown lb_policy \"%1\"").arg(policy)};
        return false;
    } else {
        cfg->notes.append(Tr::tr("lb_policy %1 does not hash keys").arg(policy.isEmpty() ? QStringLiteral("ROUND_ROBIN") : policy));
    }
    if (y::text(y::at(cluster, {"common_lb_config", "consistent_hashing_lb_config", "use_hostname_for_hashing"}))
            == QLatin1String("true"))
        cfg->options.insert(EnvoyHostWeights::kHostnameOption, QStringLiteral("true"));
    return readEndpoints(cluster, cfg, error);
}

// A default YAML::Node is a defined null node, so "found" is tracked separately.
YAML::Node findCluster(const std::vector<YAML::Node> &docs, int line)
{
    YAML::Node found(YAML::NodeType::Undefined);
    bool have = false;
    for (const YAML::Node &doc : docs)
        y::forEachMap(doc, [&](const YAML::Node &m) {
            if (!have && isCluster(m) && y::line(m) == line) {
                found.reset(m);
                have = true;
            }
        });
    return found;
}

} // namespace

bool EnvoyConfigReader::read(const QString &text, QList<ProxyConfig> *sections, ConfigError *error)
{
    std::vector<YAML::Node> docs;
    if (!y::loadAll(text, &docs, error))
        return false;
    QList<YAML::Node> clusters;
    for (const YAML::Node &doc : docs)
        y::forEachMap(doc, [&](const YAML::Node &m) {
            if (isCluster(m))
                clusters.append(m);
        });
    if (clusters.isEmpty()) {
        *error = {0, tr("no Envoy cluster found (a map with lb_policy or load_assignment)")};
        return false;
    }
    QStringList withoutEndpoints;
    for (const YAML::Node &c : clusters) {
        ProxyConfig cfg;
        cfg.text = text;
        if (!readCluster(c, &cfg, error))
            return false;
        if (cfg.servers.isEmpty()) {
            withoutEndpoints.append(tr("%1 (line %2)").arg(cfg.sectionName).arg(cfg.sectionLine));
            continue;
        }
        sections->append(cfg);
    }
    if (sections->isEmpty()) {
        *error = {clusters.first().IsDefined() ? y::line(clusters.first()) : 0,
                  tr("no cluster has endpoints in load_assignment: %1").arg(withoutEndpoints.join(QStringLiteral(", ")))};
        return false;
    }
    if (!withoutEndpoints.isEmpty())
        for (ProxyConfig &cfg : *sections)
            cfg.notes.append(tr("clusters without static endpoints were skipped: %1")
                                 .arg(withoutEndpoints.join(QStringLiteral(", "))));
    return true;
}

PatchedConfig EnvoyConfigReader::apply(const ProxyConfig &config, const ConfigChange &change)
{
    PatchedConfig out;
    std::vector<YAML::Node> docs;
    ConfigError error;
    if (!y::loadAll(config.text, &docs, &error)) {
        out.error = error.toString();
        return out;
    }
    YAML::Node cluster = findCluster(docs, config.sectionLine);
    if (!cluster.IsDefined()) {
        out.error = tr("cluster %1 not found").arg(config.sectionName);
        return out;
    }
    if (const qint64 minRingSize = change.integer(EnvoySettings::kMinRingSize); minRingSize > 0) {
        cluster["lb_policy"] = "RING_HASH";
        cluster["ring_hash_lb_config"]["minimum_ring_size"] = minRingSize;
        out.pasteLines << QStringLiteral("lb_policy: RING_HASH") << QStringLiteral("ring_hash_lb_config:")
                       << QStringLiteral("  minimum_ring_size: %1").arg(minRingSize);
        const YAML::Node maxNode = y::at(cluster, {"ring_hash_lb_config", "maximum_ring_size"});
        if (maxNode.IsDefined())
            out.pasteLines << QStringLiteral("  maximum_ring_size: %1").arg(y::text(maxNode));
        const YAML::Node fnNode = y::at(cluster, {"ring_hash_lb_config", "hash_function"});
        if (fnNode.IsDefined())
            out.pasteLines << QStringLiteral("  hash_function: %1").arg(y::text(fnNode));
    }
    if (change.flag(EnvoySettings::kSwitchToMaglev)) {
        cluster["lb_policy"] = "MAGLEV";
        cluster.remove("ring_hash_lb_config");
        out.pasteLines << QStringLiteral("lb_policy: MAGLEV");
        if (const qint64 tableSize = change.integer(EnvoySettings::kTableSize); tableSize > 0) {
            cluster["maglev_lb_config"]["table_size"] = tableSize;
            out.pasteLines << QStringLiteral("maglev_lb_config:")
                           << QStringLiteral("  table_size: %1").arg(tableSize);
        }
    }
    if (!change.weights.isEmpty()) {
        int i = 0;
        YAML::Node groups = y::at(cluster, {"load_assignment", "endpoints"});
        for (YAML::Node group : groups) {
            qint64 priority = 0;
            y::readInteger(group, "priority", 0, 127, &priority, &error);
            if (priority > 0)
                continue;
            YAML::Node lbes = y::at(group, {"lb_endpoints"});
            for (YAML::Node lbe : lbes) {
                if (i < change.weights.size()) {
                    lbe["load_balancing_weight"] = change.weights.at(i);
                    out.pasteLines << QStringLiteral("%1 → load_balancing_weight: %2")
                                          .arg(config.servers.value(i).address)
                                          .arg(change.weights.at(i));
                }
                ++i;
            }
        }
    }
    out.text = y::dump(docs);
    return out;
}

} // namespace ringcore
