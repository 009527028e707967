#include "ringcore/systems/dnsdist/dnsdistconfigreader.h"

#include "ringcore/systems/dnsdist/dnsdiststatements.h"
#include "ringcore/core/serverlistparser.h"

#include <QMap>
#include <QRegularExpression>

#include <algorithm>
#include <climits>
#include <cstdint>

namespace ringcore {

using namespace dnsdistconfig;

namespace {

/// The policy of a statement's first argument: "chashed", "whashed", … (an identifier).
QString policyName(const QString &argument)
{
    return argument.section(QLatin1Char(','), 0, 0).trimmed();
}

QString poolKey(const QString &pool)
{
    return pool.isEmpty() ? QStringLiteral("default") : pool;
}

struct ServerEntry
{
    Server server;
    int line = 0;
    QStringList pools;
    bool weightGiven = false;
    bool idGiven = false;
};

bool readServer(const Statement &s, ServerEntry *entry, ConfigError *error)
{
    entry->line = s.line;
    if (!s.table) {
        const QStringList strings = quotedStrings(s.body);
        if (strings.isEmpty()) {
            *error = {s.line, DnsdistConfigReader::tr("newServer: expected an address in quotes or a table {address=…}")};
            return false;
        }
        entry->server.address = strings.first();
        entry->pools = {QString()};
        return true;
    }
    const QMap<QString, QString> fields = tableFields(s.body);
    entry->server.address = fields.value(QStringLiteral("address"));
    if (entry->server.address.isEmpty()) {
        *error = {s.line, DnsdistConfigReader::tr("newServer: the table has no address=\"…\"")};
        return false;
    }
    if (fields.contains(QStringLiteral("weight"))) {
        bool ok = false;
        const qint64 w = fields.value(QStringLiteral("weight")).toLongLong(&ok);
        if (!ok || w < 1 || w > INT_MAX) {
            *error = {s.line, DnsdistConfigReader::tr("newServer weight: \"%1\" is outside the allowed range 1-%2")
                                  .arg(fields.value(QStringLiteral("weight")))
                                  .arg(INT_MAX)};
            return false;
        }
        entry->server.weight = int(w);
        entry->weightGiven = true;
    }
    entry->idGiven = fields.contains(QStringLiteral("id"));
    if (fields.contains(QStringLiteral("pool"))) {
        const QString pool = fields.value(QStringLiteral("pool"));
        entry->pools = pool.startsWith(QLatin1Char('{')) ? quotedStrings(pool) : QStringList{pool};
        if (entry->pools.isEmpty())
            entry->pools = {QString()};
    } else {
        entry->pools = {QString()};
    }
    return true;
}

/// What the statements set, in file order: each pool's servers, the policies and the hash knobs.
struct CallValues
{
    QString globalPolicy;
    QMap<QString, QString> poolPolicy;
    QString perturbation, factor;
    QStringList poolOrder;
    QMap<QString, QList<ServerEntry>> pools;
};

/// newServer: the server into each of its pools.
bool addServer(const Statement &s, CallValues *out, ConfigError *error)
{
    ServerEntry e;
    if (!readServer(s, &e, error))
        return false;
    for (const QString &pool : std::as_const(e.pools)) {
        const QString key = poolKey(pool);
        if (!out->pools.contains(key))
            out->poolOrder.append(key);
        QList<ServerEntry> &list = out->pools[key];
        if (list.size() >= ServerListParser::kMaxServers) {
            *error = {s.line, DnsdistConfigReader::tr("pool %1: more than %2 servers").arg(key).arg(ServerListParser::kMaxServers)};
            return false;
        }
        list.append(e);
    }
    return true;
}

/// One call: newServer, setServerPolicy, setPoolServerPolicy, set…Pertubation, set…BalancingFactor.
bool readStatement(const Statement &s, CallValues *out, ConfigError *error)
{
    switch (s.kind) {
    case Statement::Server:
        return addServer(s, out, error);
    case Statement::Policy:
        out->globalPolicy = policyName(s.body);
        break;
    case Statement::PoolPolicy: {
        const QStringList names = quotedStrings(s.body.section(QLatin1Char(','), 1));
        out->poolPolicy.insert(poolKey(names.value(0)), policyName(s.body));
        break;
    }
    case Statement::Perturbation:
        out->perturbation = s.body;
        break;
    case Statement::Factor:
        out->factor = s.body;
        break;
    }
    return true;
}

/// The pool's policy (its own, else the global one, else dnsdist's default) and what it makes of
/// the section: whether and how it hashes.
QString readPolicy(const QString &key, const CallValues &in, ProxyConfig *cfg)
{
    QString policy = in.poolPolicy.value(key);
    if (policy.isEmpty())
        policy = in.globalPolicy;
    if (policy.isEmpty()) {
        policy = QStringLiteral("leastOutstanding");
        cfg->defaults.append(DnsdistConfigReader::tr("policy: leastOutstanding (dnsdist default)"));
    }
    cfg->hashes = policy == QLatin1String("chashed") || policy == QLatin1String("whashed");
    cfg->consistent = policy == QLatin1String("chashed");
    cfg->hashKey = cfg->hashes ? DnsdistConfigReader::tr("the query name") : QString();
    if (cfg->consistent)
        cfg->algorithm = QStringLiteral("dnsdist-chashed");
    return policy;
}

/// setWHashedPertubation / setHashPerturbation and setConsistentHashingBalancingFactor as the
/// port's options, each checked against dnsdist's range.
bool readHashOptions(const CallValues &in, ProxyConfig *cfg, ConfigError *error)
{
    if (!in.perturbation.isEmpty()) {
        bool ok = false;
        const qint64 p = in.perturbation.toLongLong(&ok);
        if (!ok || p < 0 || p > qint64(UINT32_MAX)) {
            *error = {0, DnsdistConfigReader::tr("setWHashedPertubation: \"%1\" is outside the allowed range 0-%2")
                             .arg(in.perturbation)
                             .arg(UINT32_MAX)};
            return false;
        }
        cfg->options.insert(QStringLiteral("hash-perturbation"), QString::number(p));
    } else if (cfg->consistent) {
        cfg->defaults.append(DnsdistConfigReader::tr("hash perturbation: 0 (dnsdist picks a random one at start-up unless "
                                                     "setWHashedPertubation sets it)"));
    }
    if (!in.factor.isEmpty()) {
        bool ok = false;
        const double f = in.factor.toDouble(&ok);
        if (!ok || f < 0 || (f > 0 && f < 1)) {
            *error = {0, DnsdistConfigReader::tr("setConsistentHashingBalancingFactor: \"%1\" is not allowed: 0, or 1 and above")
                             .arg(in.factor)};
            return false;
        }
        cfg->options.insert(QStringLiteral("balancing-factor"), in.factor);
    }
    return true;
}

/// One pool's section: its servers, policy and hash options, with the notes on what RingLab
/// reads differently from dnsdist.
bool readPool(const QString &key, const CallValues &in, ProxyConfig *cfg, ConfigError *error)
{
    const QList<ServerEntry> &list = in.pools.value(key);
    cfg->sectionLine = list.first().line;
    bool anyDefaultWeight = false, anyId = false;
    for (const ServerEntry &e : list) {
        cfg->servers.append(e.server);
        cfg->serverLines.append(e.line);
        anyDefaultWeight = anyDefaultWeight || !e.weightGiven;
        anyId = anyId || e.idGiven;
    }
    const QString policy = readPolicy(key, in, cfg);
    if (anyDefaultWeight)
        cfg->defaults.append(DnsdistConfigReader::tr("weight: 1 (dnsdist default), one point on the ring per unit of weight"));
    if (!readHashOptions(in, cfg, error))
        return false;
    if (cfg->consistent)
        cfg->notes.append(anyId ? DnsdistConfigReader::tr("the servers' id=… are not used: RingLab numbers the servers "
                                                          "(server-ids=numbered), so the ring has the same spread but not "
                                                          "the same points")
                                : DnsdistConfigReader::tr("dnsdist gives each server a random id at start-up, so its ring "
                                                          "changes at every restart; RingLab numbers the servers "
                                                          "(server-ids=numbered): same spread, not the same points"));
    if (policy != QLatin1String("chashed") && !cfg->hashes)
        cfg->notes.append(DnsdistConfigReader::tr("policy %1 does not hash the query name").arg(policy));
    return true;
}

} // namespace

bool DnsdistConfigReader::looksLikeDnsdist(const QString &text)
{
    static const QRegularExpression re(QStringLiteral("(^|[^\\w.])newServer\\s*[({\"']"));
    return re.match(text).hasMatch();
}

bool DnsdistConfigReader::read(const QString &text, QList<ProxyConfig> *sections, ConfigError *error)
{
    QList<Statement> statements;
    QStringList loaded;
    if (!scan(text, &statements, error, &loaded))
        return false;
    CallValues in;
    for (const Statement &s : std::as_const(statements))
        if (!readStatement(s, &in, error))
            return false;
    if (in.poolOrder.isEmpty()) {
        *error = {0, loaded.isEmpty() ? tr("no newServer{…} call: not a dnsdist configuration RingLab can read")
                                      : tr("no newServer{…} call in this file; %1").arg(loaded.join(QStringLiteral("; ")))};
        return false;
    }
    for (const QString &key : std::as_const(in.poolOrder)) {
        ProxyConfig cfg;
        cfg.system = QStringLiteral("dnsdist");
        cfg.sectionName = key;
        cfg.text = text;
        if (!readPool(key, in, &cfg, error))
            return false;
        cfg.notes.append(loaded);
        sections->append(cfg);
    }
    return true;
}

PatchedConfig DnsdistConfigReader::apply(const ProxyConfig &config, const ConfigChange &change)
{
    PatchedConfig out;
    QList<Statement> statements;
    ConfigError error;
    if (!scan(config.text, &statements, &error)) {
        out.error = error.toString();
        return out;
    }
    struct Edit
    {
        qsizetype begin;
        qsizetype end;
        QString text;
    };
    QList<Edit> edits;
    int index = 0;
    bool policyEdited = false;
    for (const Statement &s : std::as_const(statements)) {
        if (s.kind == Statement::Server) {
            ServerEntry e;
            if (!readServer(s, &e, &error)) {
                out.error = error.toString();
                return out;
            }
            bool inPool = false;
            for (const QString &pool : std::as_const(e.pools))
                inPool = inPool || poolKey(pool) == config.sectionName;
            if (!inPool)
                continue;
            if (!change.weights.isEmpty() && index < change.weights.size()) {
                const QString weight = QStringLiteral("weight=%1").arg(change.weights.at(index));
                QString call;
                if (!s.table) {
                    call = QStringLiteral("newServer{address=\"%1\", %2}").arg(e.server.address, weight);
                } else {
                    QString body = s.body;
                    static const QRegularExpression field(QStringLiteral("\\bweight\\s*=\\s*[^,;}]+"));
                    if (field.match(body).hasMatch())
                        body.replace(field, weight);
                    else
                        body = body.trimmed() + QStringLiteral(", ") + weight;
                    call = QStringLiteral("newServer{%1}").arg(body.trimmed());
                }
                edits.append({s.begin, s.end, call});
                out.pasteLines.append(call);
            }
            ++index;
        } else if (change.makeConsistent && !policyEdited
                   && ((s.kind == Statement::PoolPolicy
                        && poolKey(quotedStrings(s.body.section(QLatin1Char(','), 1)).value(0)) == config.sectionName)
                       || (s.kind == Statement::Policy && config.sectionName == QLatin1String("default")))) {
            const QString call = s.kind == Statement::Policy
                ? QStringLiteral("setServerPolicy(chashed)")
                : QStringLiteral("setPoolServerPolicy(chashed, \"%1\")").arg(config.sectionName);
            edits.append({s.begin, s.end, call});
            out.pasteLines.append(call);
            policyEdited = true;
        }
    }
    out.text = config.text;
    std::sort(edits.begin(), edits.end(), [](const Edit &a, const Edit &b) { return a.begin > b.begin; });
    for (const Edit &e : std::as_const(edits))
        out.text.replace(e.begin, e.end - e.begin, e.text);
    if (change.makeConsistent && !policyEdited) {
        const QString call = config.sectionName == QLatin1String("default")
            ? QStringLiteral("setServerPolicy(chashed)")
            : QStringLiteral("setPoolServerPolicy(chashed, \"%1\")").arg(config.sectionName);
        if (!out.text.endsWith(QLatin1Char('\n')))
            out.text += QLatin1Char('\n');
        out.text += call + QLatin1Char('\n');
        out.pasteLines.append(call);
    }
    return out;
}

} // namespace ringcore
