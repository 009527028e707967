#include "ringcore/systems/twemproxy/twemproxyconfigreader.h"

#include "ringcore/systems/twemproxy/nutcrackeryaml.h"
#include "ringcore/config/yamlsupport.h"
#include "ringcore/core/serverlistparser.h"
#include "ringcore/systems/twemproxy/twemproxyhash.h"

#include <QRegularExpression>

#include <climits>

namespace ringcore {

namespace {

namespace ys = yamlsupport;

/// One `servers:` item: "host:port:weight [name]" (nc_conf.c conf_add_server).
bool parseServer(const QString &item, int line, Server *server, ConfigError *error)
{
    const QString text = item.trimmed();
    const qsizetype space = text.indexOf(QRegularExpression(QStringLiteral("\\s")));
    const QString spec = space < 0 ? text : text.left(space);
    const QString name = space < 0 ? QString() : text.mid(space).trimmed();
    const qsizetype lastColon = spec.lastIndexOf(QLatin1Char(':'));
    if (lastColon <= 0) {
        *error = {line, TwemproxyConfigReader::tr("servers: \"%1\" is not host:port:weight [name]").arg(text)};
        return false;
    }
    const QString address = spec.left(lastColon);
    bool ok = false;
    const qint64 weight = spec.mid(lastColon + 1).toLongLong(&ok);
    if (!ok || weight < 1 || weight > INT_MAX) {
        *error = {line, TwemproxyConfigReader::tr("servers: weight \"%1\" of \"%2\" is outside the allowed range 1-%3")
                            .arg(spec.mid(lastColon + 1), text)
                            .arg(INT_MAX)};
        return false;
    }
    const qsizetype portColon = address.lastIndexOf(QLatin1Char(':'));
    const uint port = portColon > 0 ? address.mid(portColon + 1).toUInt(&ok) : 0;
    if (portColon <= 0 || !ok || port == 0 || port > 65535) {
        *error = {line, TwemproxyConfigReader::tr("servers: \"%1\" has no port 1-65535 (host:port:weight [name]; "
                                                  "unix sockets are not read)")
                            .arg(text)};
        return false;
    }
    server->address = address;
    server->weight = int(weight);
    server->hashName = name;
    return true;
}

/// The pool's `servers:` list.
bool readServers(const QString &poolName, const YAML::Node &pool, int poolLine, ProxyConfig *cfg, ConfigError *error)
{
    const YAML::Node servers = pool["servers"];
    if (!servers.IsSequence() || servers.size() == 0) {
        *error = {ys::line(servers) ? ys::line(servers) : poolLine,
                  TwemproxyConfigReader::tr("pool %1: servers: expected a list of host:port:weight [name]").arg(poolName)};
        return false;
    }
    if (servers.size() > size_t(ServerListParser::kMaxServers)) {
        *error = {ys::line(servers), TwemproxyConfigReader::tr("pool %1: more than %2 servers").arg(poolName).arg(ServerListParser::kMaxServers)};
        return false;
    }
    for (const YAML::Node &item : servers) {
        if (!item.IsScalar()) {
            *error = {ys::line(item), TwemproxyConfigReader::tr("servers: expected host:port:weight [name], not a list or map")};
            return false;
        }
        Server s;
        if (!parseServer(ys::text(item), ys::line(item), &s, error))
            return false;
        cfg->servers.append(s);
        cfg->serverLines.append(ys::line(item));
    }
    return true;
}

/// `distribution:` (ketama, modula, random) and, for the two that hash, `hash:`.
bool readDistribution(const YAML::Node &pool, ProxyConfig *cfg, ConfigError *error)
{
    QString distribution = QStringLiteral("ketama");
    if (pool["distribution"]) {
        distribution = ys::text(pool["distribution"]);
        if (distribution != QLatin1String("ketama") && distribution != QLatin1String("modula")
            && distribution != QLatin1String("random")) {
            *error = {ys::line(pool["distribution"]),
                      TwemproxyConfigReader::tr("distribution: \"%1\" is not one of ketama, modula, random").arg(distribution)};
            return false;
        }
    } else {
        cfg->defaults.append(TwemproxyConfigReader::tr("distribution: ketama (twemproxy default)"));
    }
    cfg->algorithm = QStringLiteral("twemproxy-") + distribution;
    cfg->hashes = distribution != QLatin1String("random");
    cfg->consistent = distribution == QLatin1String("ketama");
    if (distribution == QLatin1String("modula"))
        cfg->notes.append(TwemproxyConfigReader::tr("distribution modula: key hash modulo the pool's total weight, "
                                                    "so adding or removing a server moves most keys"));
    if (distribution == QLatin1String("random"))
        cfg->notes.append(TwemproxyConfigReader::tr("distribution random: each request picks a server at random, "
                                                    "the key is not used"));
    if (distribution != QLatin1String("random")) {
        if (pool["hash"]) {
            const QString hash = ys::text(pool["hash"]);
            TwemproxyHash::Kind kind;
            if (!TwemproxyHash::fromName(hash, &kind)) {
                *error = {ys::line(pool["hash"]), TwemproxyConfigReader::tr("hash: \"%1\" is not one of %2")
                                                      .arg(hash, TwemproxyHash::names().join(QStringLiteral(", ")))};
                return false;
            }
            cfg->options.insert(QStringLiteral("hash"), hash);
        } else {
            cfg->defaults.append(TwemproxyConfigReader::tr("hash: fnv1a_64 (twemproxy default)"));
        }
    }
    return true;
}

/// `hash_tag:`, `auto_eject_hosts:` and `redis:`.
bool readPoolOptions(const YAML::Node &pool, ProxyConfig *cfg, ConfigError *error)
{
    if (pool["hash_tag"]) {
        const QString tag = ys::text(pool["hash_tag"]);
        static const QStringList tags = {QStringLiteral("{}"), QStringLiteral("[]"), QStringLiteral("()"),
                                         QStringLiteral("<>"), QStringLiteral("$$"), QStringLiteral("##"),
                                         QStringLiteral("::")};
        if (!tags.contains(tag)) {
            *error = {ys::line(pool["hash_tag"]),
                      TwemproxyConfigReader::tr("hash_tag: \"%1\" is not one RingLab models (%2)").arg(tag, tags.join(QStringLiteral(", ")))};
            return false;
        }
        cfg->options.insert(QStringLiteral("hash-tag"), tag);
    }
    QString eject = QStringLiteral("false");
    if (pool["auto_eject_hosts"]) {
        eject = ys::text(pool["auto_eject_hosts"]);
        if (eject != QLatin1String("true") && eject != QLatin1String("false")) {
            *error = {ys::line(pool["auto_eject_hosts"]),
                      TwemproxyConfigReader::tr("auto_eject_hosts: \"%1\" is not true or false").arg(eject)};
            return false;
        }
    } else {
        cfg->defaults.append(TwemproxyConfigReader::tr("auto_eject_hosts: false (twemproxy default)"));
    }
    cfg->options.insert(QStringLiteral("auto-eject-hosts"), eject);
    cfg->hashKey = cfg->hashes ? TwemproxyConfigReader::tr("the key") : QString();
    if (pool["redis"] && ys::text(pool["redis"]) == QLatin1String("true"))
        cfg->notes.append(TwemproxyConfigReader::tr("redis: true (the ring is the same for memcached and Redis pools)"));
    return true;
}

bool readPool(const QString &poolName, const YAML::Node &pool, int poolLine, const QString &text, ProxyConfig *cfg,
              ConfigError *error)
{
    cfg->system = QStringLiteral("twemproxy");
    cfg->sectionName = poolName;
    cfg->sectionLine = poolLine;
    cfg->text = text;
    return readServers(poolName, pool, poolLine, cfg, error) && readDistribution(pool, cfg, error)
        && readPoolOptions(pool, cfg, error);
}

/// Where the pool `name` starts (its `name:` line, 1-based) and ends (exclusive) in `lines`:
/// the lines up to the next line at the pool's indentation or less.
bool poolRange(const QStringList &lines, int poolLine, int *end)
{
    if (poolLine < 1 || poolLine > lines.size())
        return false;
    const auto indent = [](const QString &l) {
        int i = 0;
        while (i < l.size() && l.at(i) == QLatin1Char(' '))
            ++i;
        return i;
    };
    const int base = indent(lines.at(poolLine - 1));
    int i = poolLine;
    for (; i < lines.size(); ++i) {
        const QString t = lines.at(i).trimmed();
        if (t.isEmpty() || t.startsWith(QLatin1Char('#')))
            continue;
        if (indent(lines.at(i)) <= base)
            break;
    }
    *end = i;
    return true;
}

} // namespace

bool TwemproxyConfigReader::looksLikeTwemproxy(const QString &text)
{
    static const QRegularExpression servers(QStringLiteral("^\\s*servers\\s*:"), QRegularExpression::MultilineOption);
    static const QRegularExpression item(QStringLiteral("^\\s*-\\s*['\"]?[^\\s:'\"]+:\\d+:\\d+"),
                                         QRegularExpression::MultilineOption);
    return servers.match(text).hasMatch() && item.match(text).hasMatch();
}

bool TwemproxyConfigReader::read(const QString &text, QList<ProxyConfig> *sections, ConfigError *error)
{
    std::vector<YAML::Node> docs;
    // The bounded structure check first: nutcracker's rules are checked only on YAML that cannot
    // stall or blow up yaml-cpp's event parser.
    if (!ys::checkStructure(text, error) || !NutcrackerYaml::check(text, error) || !ys::loadAll(text, &docs, error))
        return false;
    if (docs.empty() || !docs.front().IsMap()) {
        *error = {1, tr("expected pools: a map of pool names, each with servers:")};
        return false;
    }
    for (auto it = docs.front().begin(); it != docs.front().end(); ++it) {
        const YAML::Node pool = it->second;
        if (!pool.IsMap() || !pool["servers"])
            continue;
        ProxyConfig cfg;
        if (!readPool(ys::text(it->first), pool, ys::line(it->first), text, &cfg, error))
            return false;
        sections->append(cfg);
    }
    if (sections->isEmpty()) {
        *error = {1, tr("no pool with servers: not a nutcracker.yml RingLab can read")};
        return false;
    }
    return true;
}

PatchedConfig TwemproxyConfigReader::apply(const ProxyConfig &config, const ConfigChange &change)
{
    PatchedConfig out;
    QStringList lines = config.text.split(QLatin1Char('\n'));
    int end = 0;
    if (!poolRange(lines, config.sectionLine, &end)) {
        out.error = tr("pool %1 (line %2) not found in the text").arg(config.sectionName).arg(config.sectionLine);
        return out;
    }
    if (!change.weights.isEmpty()) {
        for (int i = 0; i < config.serverLines.size() && i < change.weights.size(); ++i) {
            const int l = config.serverLines.at(i) - 1;
            if (l < 0 || l >= lines.size())
                continue;
            // "- host:port:weight [name]": the number after the address's port.
            const QString spec = config.servers.at(i).address + QLatin1Char(':');
            const qsizetype at = lines[l].indexOf(spec);
            if (at < 0) {
                out.error = tr("line %1: server %2 not found").arg(l + 1).arg(config.servers.at(i).address);
                return out;
            }
            const qsizetype from = at + spec.size();
            qsizetype to = from;
            while (to < lines[l].size() && lines[l].at(to).isDigit())
                ++to;
            lines[l].replace(from, to - from, QString::number(change.weights.at(i)));
            out.pasteLines.append(lines[l]);
        }
    }
    if (const QString distribution = change.text(TwemproxySettings::kDistribution); !distribution.isEmpty()) {
        static const QRegularExpression key(QStringLiteral("^(\\s*)distribution\\s*:.*$"));
        bool done = false;
        for (int l = config.sectionLine; l < end && !done; ++l) {
            const QRegularExpressionMatch m = key.match(lines.at(l));
            if (m.hasMatch()) {
                lines[l] = m.captured(1) + QStringLiteral("distribution: ") + distribution;
                out.pasteLines.append(lines[l]);
                done = true;
            }
        }
        if (!done) {
            // Same indentation as the pool's next key (the line after the pool's name).
            QString indent = QStringLiteral("  ");
            if (config.sectionLine < lines.size()) {
                const QString &next = lines.at(config.sectionLine);
                qsizetype n = 0;
                while (n < next.size() && next.at(n) == QLatin1Char(' '))
                    ++n;
                if (n > 0)
                    indent = next.left(n);
            }
            const QString line = indent + QStringLiteral("distribution: ") + distribution;
            lines.insert(config.sectionLine, line);
            out.pasteLines.append(line);
        }
    }
    out.text = lines.join(QLatin1Char('\n'));
    return out;
}

} // namespace ringcore
