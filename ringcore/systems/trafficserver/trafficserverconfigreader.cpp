#include "ringcore/systems/trafficserver/trafficserverconfigreader.h"

#include "ringcore/core/serverlistparser.h"

#include <QHash>
#include <QRegularExpression>

#include <algorithm>
#include <cmath>

namespace ringcore {

namespace {

/// One `key=value` of a rule line, where its value stands in the line (quotes excluded).
struct Field
{
    QString key;
    QString value;
    qsizetype valueBegin = 0;
    qsizetype valueEnd = 0;
};

bool fields(const QString &line, int lineNo, QList<Field> *out, ConfigError *error)
{
    qsizetype i = 0;
    const qsizetype n = line.size();
    while (i < n) {
        while (i < n && line.at(i).isSpace())
            ++i;
        if (i >= n || line.at(i) == QLatin1Char('#'))
            break;
        const qsizetype keyBegin = i;
        while (i < n && line.at(i) != QLatin1Char('=') && !line.at(i).isSpace())
            ++i;
        if (i >= n || line.at(i) != QLatin1Char('=')) {
            *error = {lineNo, TrafficServerConfigReader::tr("\"%1\" is not key=value").arg(line.mid(keyBegin, i - keyBegin))};
            return false;
        }
        Field f;
        f.key = line.mid(keyBegin, i - keyBegin).toLower();
        ++i;
        if (i < n && line.at(i) == QLatin1Char('"')) {
            const qsizetype close = line.indexOf(QLatin1Char('"'), i + 1);
            if (close < 0) {
                *error = {lineNo, TrafficServerConfigReader::tr("%1: the quote is not closed on this line").arg(f.key)};
                return false;
            }
            f.valueBegin = i + 1;
            f.valueEnd = close;
            i = close + 1;
        } else {
            f.valueBegin = i;
            while (i < n && !line.at(i).isSpace())
                ++i;
            f.valueEnd = i;
        }
        f.value = line.mid(f.valueBegin, f.valueEnd - f.valueBegin);
        out->append(f);
    }
    return true;
}

/// One parent `host:port[|weight][&hash_string]` (ParentSelection.cc processParents).
bool parent(const QString &entry, int lineNo, const QString &field, Server *server, ConfigError *error)
{
    QString spec = entry.trimmed();
    QString hash;
    const qsizetype amp = spec.indexOf(QLatin1Char('&'));
    if (amp >= 0) {
        hash = spec.mid(amp + 1).trimmed();
        spec = spec.left(amp);
    }
    QString weightText;
    const qsizetype bar = spec.indexOf(QLatin1Char('|'));
    if (bar >= 0) {
        weightText = spec.mid(bar + 1).trimmed();
        spec = spec.left(bar).trimmed();
    }
    const qsizetype colon = spec.indexOf(QLatin1Char(':'));
    bool ok = false;
    const uint port = colon > 0 ? spec.mid(colon + 1).toUInt(&ok) : 0;
    if (colon <= 0 || !ok || port == 0 || port > 65535) {
        *error = {lineNo, TrafficServerConfigReader::tr("%1: \"%2\" is not host:port (port 1-65535)").arg(field, entry.trimmed())};
        return false;
    }
    server->address = spec;
    server->hashName = hash;
    if (!weightText.isEmpty()) {
        const double w = weightText.toDouble(&ok);
        if (!ok || w < 1 || w > 1000000 || w != std::floor(w)) {
            *error = {lineNo, TrafficServerConfigReader::tr("%1: weight \"%2\" of %3 is outside the allowed range: whole numbers "
                                                            "1-1000000 (Traffic Server takes any float; RingLab reads whole weights)")
                                  .arg(field, weightText, spec)};
            return false;
        }
        server->weight = int(w);
    }
    return true;
}

QStringList entries(const QString &value)
{
    static const QRegularExpression sep(QStringLiteral("[;,]"));
    QStringList out;
    for (const QString &e : value.split(sep))
        if (!e.trimmed().isEmpty())
            out.append(e);
    return out;
}

const QStringList kDestinations = {QStringLiteral("dest_domain"), QStringLiteral("dest_host"), QStringLiteral("dest_ip"),
                                   QStringLiteral("url_regex"), QStringLiteral("host_regex")};

const Field *find(const QList<Field> &list, const QString &key)
{
    for (const Field &f : list)
        if (f.key == key)
            return &f;
    return nullptr;
}

/// The `parent` and `secondary_parent` lists: every parent a server, each hash name once.
bool readParents(const QList<Field> &list, int lineNo, ProxyConfig *cfg, ConfigError *error)
{
    int secondary = 0;
    for (const char *key : {"parent", "secondary_parent"}) {
        const Field *f = find(list, QLatin1String(key));
        if (!f)
            continue;
        const QStringList items = entries(f->value);
        if (items.isEmpty()) {
            *error = {lineNo, TrafficServerConfigReader::tr("%1: no parents in \"%2\"").arg(QLatin1String(key), f->value)};
            return false;
        }
        QHash<QString, QString> names; // ring's hash name → parent (ConsistentHash.cc:63 keeps the first)
        for (const QString &e : items) {
            if (cfg->servers.size() >= ServerListParser::kMaxServers) {
                *error = {lineNo, TrafficServerConfigReader::tr("more than %1 parents").arg(ServerListParser::kMaxServers)};
                return false;
            }
            Server s;
            if (!parent(e, lineNo, QLatin1String(key), &s, error))
                return false;
            const QString name = s.hashName.isEmpty() ? s.address.left(s.address.indexOf(QLatin1Char(':'))) : s.hashName;
            if (names.contains(name)) {
                *error = {lineNo, TrafficServerConfigReader::tr(
                                      "%1: %2 and %3 hash the same name \"%4\": Traffic Server hashes a parent's host name, "
                                      "not its port, so they would share one set of points (all kept by the first); write "
                                      "each as host:port&host:port to give it its own")
                                      .arg(QLatin1String(key), names.value(name), s.address, name)};
                return false;
            }
            names.insert(name, s.address);
            cfg->servers.append(s);
            cfg->serverLines.append(lineNo);
            if (qstrcmp(key, "secondary_parent") == 0)
                ++secondary;
        }
    }
    if (secondary > 0)
        cfg->options.insert(QStringLiteral("secondary"), QString::number(secondary));
    return true;
}

/// `secondary_mode` (1-3) and `qstring` (consider, ignore): options of the port.
bool readModes(const QList<Field> &list, int lineNo, ProxyConfig *cfg, ConfigError *error)
{
    if (const Field *f = find(list, QStringLiteral("secondary_mode"))) {
        if (f->value != QLatin1String("1") && f->value != QLatin1String("2") && f->value != QLatin1String("3")) {
            *error = {lineNo, TrafficServerConfigReader::tr("secondary_mode: \"%1\" is outside the allowed range 1-3").arg(f->value)};
            return false;
        }
        cfg->options.insert(QStringLiteral("secondary-mode"), f->value);
    }
    if (const Field *f = find(list, QStringLiteral("qstring"))) {
        if (f->value != QLatin1String("consider") && f->value != QLatin1String("ignore")) {
            *error = {lineNo, TrafficServerConfigReader::tr("qstring: \"%1\" is not consider or ignore").arg(f->value)};
            return false;
        }
        cfg->options.insert(QStringLiteral("qstring"), f->value);
    }
    return true;
}

/// `round_robin`: whether and how the rule hashes (consistent_hash is the ring).
bool readPolicy(const QList<Field> &list, int lineNo, ProxyConfig *cfg, ConfigError *error)
{
    const Field *rr = find(list, QStringLiteral("round_robin"));
    const QString policy = rr ? rr->value : QStringLiteral("false");
    static const QStringList policies = {QStringLiteral("true"), QStringLiteral("strict"), QStringLiteral("false"),
                                         QStringLiteral("consistent_hash"), QStringLiteral("latched")};
    if (!policies.contains(policy)) {
        *error = {lineNo, TrafficServerConfigReader::tr("round_robin: \"%1\" is not one of %2").arg(policy, policies.join(QStringLiteral(", ")))};
        return false;
    }
    if (!rr)
        cfg->defaults.append(TrafficServerConfigReader::tr("round_robin: false (Traffic Server default: parents in order)"));
    cfg->hashes = policy == QLatin1String("consistent_hash") || policy == QLatin1String("true");
    cfg->consistent = policy == QLatin1String("consistent_hash");
    if (cfg->consistent) {
        cfg->algorithm = QStringLiteral("trafficserver");
        cfg->hashKey = find(list, QStringLiteral("qstring")) && find(list, QStringLiteral("qstring"))->value == QLatin1String("ignore")
            ? TrafficServerConfigReader::tr("the URL path")
            : TrafficServerConfigReader::tr("the URL path and query");
    } else if (policy == QLatin1String("true")) {
        cfg->hashKey = TrafficServerConfigReader::tr("the client IP");
        cfg->notes.append(TrafficServerConfigReader::tr("round_robin=true picks by the client IP's hash modulo the parent count"));
    }
    return true;
}

bool readRule(const QString &line, int lineNo, const QString &text, ProxyConfig *cfg, ConfigError *error)
{
    QList<Field> list;
    if (!fields(line, lineNo, &list, error))
        return false;
    const Field *primary = find(list, QStringLiteral("parent"));
    if (!primary)
        return true; // a rule without parents (go_direct only): nothing to hash
    cfg->system = QStringLiteral("trafficserver");
    cfg->sectionLine = lineNo;
    cfg->text = text;
    for (const QString &d : kDestinations)
        if (const Field *f = find(list, d)) {
            cfg->sectionName = d + QLatin1Char('=') + f->value;
            break;
        }
    if (cfg->sectionName.isEmpty())
        cfg->sectionName = TrafficServerConfigReader::tr("line %1").arg(lineNo);
    return readParents(list, lineNo, cfg, error) && readModes(list, lineNo, cfg, error)
        && readPolicy(list, lineNo, cfg, error);
}
} // namespace

bool TrafficServerConfigReader::looksLikeParentConfig(const QString &text)
{
    static const QRegularExpression re(QStringLiteral("^\\s*(dest_domain|dest_host|dest_ip|url_regex|host_regex)=\\S+.*\\bparent\\s*="),
                                       QRegularExpression::MultilineOption);
    return re.match(text).hasMatch();
}

bool TrafficServerConfigReader::read(const QString &text, QList<ProxyConfig> *sections, ConfigError *error)
{
    const QStringList lines = text.split(QLatin1Char('\n'));
    QHash<QString, int> seen;
    for (int i = 0; i < lines.size(); ++i) {
        const QString t = lines.at(i).trimmed();
        if (t.isEmpty() || t.startsWith(QLatin1Char('#')))
            continue;
        if (lines.at(i).size() > kMaxLineChars) {
            *error = {i + 1, tr("line longer than %1 characters").arg(kMaxLineChars)};
            return false;
        }
        ProxyConfig cfg;
        if (!readRule(lines.at(i), i + 1, text, &cfg, error))
            return false;
        if (cfg.servers.isEmpty())
            continue;
        if (seen.contains(cfg.sectionName))
            cfg.sectionName += tr(" (line %1)").arg(i + 1);
        seen.insert(cfg.sectionName, i + 1);
        sections->append(cfg);
    }
    if (sections->isEmpty()) {
        *error = {0, tr("no rule with parent=\"…\": not a parent.config RingLab can read")};
        return false;
    }
    return true;
}

PatchedConfig TrafficServerConfigReader::apply(const ProxyConfig &config, const ConfigChange &change)
{
    PatchedConfig out;
    QStringList lines = config.text.split(QLatin1Char('\n'));
    const int l = config.sectionLine - 1;
    QList<Field> list;
    ConfigError error;
    if (l < 0 || l >= lines.size() || !fields(lines.at(l), config.sectionLine, &list, &error) || !find(list, QStringLiteral("parent"))) {
        out.error = tr("rule %1 (line %2) not found in the text").arg(config.sectionName).arg(config.sectionLine);
        return out;
    }
    QString line = lines.at(l);
    struct Edit
    {
        qsizetype begin, end;
        QString text;
    };
    QList<Edit> edits;
    int index = 0;
    for (const char *key : {"parent", "secondary_parent"}) {
        const Field *f = find(list, QLatin1String(key));
        if (!f)
            continue;
        QStringList rewritten;
        for (const QString &e : entries(f->value)) {
            QString spec = e.trimmed();
            QString hash;
            const qsizetype amp = spec.indexOf(QLatin1Char('&'));
            if (amp >= 0) {
                hash = spec.mid(amp);
                spec = spec.left(amp);
            }
            const qsizetype bar = spec.indexOf(QLatin1Char('|'));
            const QString address = bar >= 0 ? spec.left(bar) : spec;
            const QString weight = index < change.weights.size() ? QString::number(change.weights.at(index))
                                                                  : (bar >= 0 ? spec.mid(bar + 1) : QString());
            rewritten.append(address + (weight.isEmpty() ? QString() : QLatin1Char('|') + weight) + hash);
            ++index;
        }
        if (!change.weights.isEmpty())
            edits.append({f->valueBegin, f->valueEnd, rewritten.join(QLatin1Char(';'))});
    }
    if (change.makeConsistent) {
        if (const Field *rr = find(list, QStringLiteral("round_robin")))
            edits.append({rr->valueBegin, rr->valueEnd, QStringLiteral("consistent_hash")});
        else
            edits.append({line.size(), line.size(), QStringLiteral(" round_robin=consistent_hash")});
    }
    std::sort(edits.begin(), edits.end(), [](const Edit &a, const Edit &b) { return a.begin > b.begin; });
    for (const Edit &e : std::as_const(edits))
        line.replace(e.begin, e.end - e.begin, e.text);
    lines[l] = line;
    out.pasteLines.append(line);
    out.text = lines.join(QLatin1Char('\n'));
    return out;
}

} // namespace ringcore
