#include "ringcore/systems/dnsdist/dnsdistconfigreader.h"

#include "ringcore/systems/dnsdist/lualexer.h"
#include "ringcore/core/serverlistparser.h"

#include <QMap>
#include <QRegularExpression>

#include <algorithm>
#include <climits>
#include <cstdint>

namespace ringcore {

namespace {

/// One statement of interest, where it stands in the text.
struct Statement
{
    enum Kind { Server, Policy, PoolPolicy, Perturbation, Factor } kind = Server;
    int line = 0;          ///< 1-based line where it starts
    qsizetype begin = 0;   ///< offset of the call's name
    qsizetype end = 0;     ///< offset just after its closing parenthesis / brace
    QString body;          ///< what stands between the call's outer brackets
    bool table = false;    ///< newServer{…} (false: newServer("address"))
};

/// Lines counted on from the previous call (offsets only grow), so a scan stays linear.
struct LineCounter
{
    const QString &text;
    qsizetype offset = 0;
    int line = 1;
    int at(qsizetype to)
    {
        line += int(std::count(text.cbegin() + offset, text.cbegin() + to, QLatin1Char('\n')));
        offset = to;
        return line;
    }
};

/// The offset just after the bracket that closes the one at `open` (quotes skipped), -1 when it
/// is not closed within kMaxStatementLines lines.
qsizetype closing(const QString &text, qsizetype open)
{
    int depth = 0;
    int lines = 0;
    QChar quote;
    for (qsizetype i = open; i < text.size(); ++i) {
        const QChar c = text.at(i);
        if (c == QLatin1Char('\n') && ++lines > DnsdistConfigReader::kMaxStatementLines)
            return -1;
        if (!quote.isNull()) {
            if (c == QLatin1Char('\\'))
                ++i;
            else if (c == quote)
                quote = QChar();
        } else if (c == QLatin1Char('"') || c == QLatin1Char('\'')) {
            quote = c;
        } else if (c == QLatin1Char('(') || c == QLatin1Char('{')) {
            ++depth;
        } else if ((c == QLatin1Char(')') || c == QLatin1Char('}')) && --depth == 0) {
            return i + 1;
        }
    }
    return -1;
}

/// The fields of a Lua table body `a="x", b=2, c={"p","q"}`: key → raw value (strings unquoted,
/// a nested table kept as written). Keys without `=` (list items) are ignored.
QMap<QString, QString> tableFields(const QString &body)
{
    QMap<QString, QString> out;
    QStringList parts;
    QString current;
    int depth = 0;
    QChar quote;
    for (qsizetype i = 0; i < body.size(); ++i) {
        const QChar c = body.at(i);
        if (!quote.isNull()) {
            current += c;
            if (c == QLatin1Char('\\') && i + 1 < body.size())
                current += body.at(++i);
            else if (c == quote)
                quote = QChar();
            continue;
        }
        if (c == QLatin1Char('"') || c == QLatin1Char('\''))
            quote = c;
        else if (c == QLatin1Char('{'))
            ++depth;
        else if (c == QLatin1Char('}'))
            --depth;
        if ((c == QLatin1Char(',') || c == QLatin1Char(';')) && depth == 0) {
            parts.append(current);
            current.clear();
        } else {
            current += c;
        }
    }
    parts.append(current);
    for (const QString &part : std::as_const(parts)) {
        const qsizetype eq = part.indexOf(QLatin1Char('='));
        if (eq <= 0)
            continue;
        QString key = part.left(eq).trimmed();
        if (key.startsWith(QLatin1Char('[')) && key.endsWith(QLatin1Char(']'))) // ["key"]=…
            key = key.mid(1, key.size() - 2).trimmed();
        if (key.size() >= 2 && (key.startsWith(QLatin1Char('"')) || key.startsWith(QLatin1Char('\''))))
            key = key.mid(1, key.size() - 2);
        QString value = part.mid(eq + 1).trimmed();
        if (value.size() >= 2 && (value.startsWith(QLatin1Char('"')) || value.startsWith(QLatin1Char('\'')))
            && value.endsWith(value.at(0)))
            value = LuaLexer::unescape(value.mid(1, value.size() - 2));
        out.insert(key, value);
    }
    return out;
}

/// The quoted strings of a Lua expression, in order (`{"a", 'b'}` → a, b; `"a"` → a).
QStringList quotedStrings(const QString &text)
{
    static const QRegularExpression re(QStringLiteral("\"((?:[^\"\\\\]|\\\\.)*)\"|'((?:[^'\\\\]|\\\\.)*)'"));
    QStringList out;
    for (auto it = re.globalMatch(text); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        out.append(LuaLexer::unescape(m.captured(1).isNull() ? m.captured(2) : m.captured(1)));
    }
    return out;
}

/// The files a config loads that the reader does not follow, as notes naming each line.
QStringList loads(const LuaLexer::Views &v)
{
    static const QRegularExpression load(QStringLiteral("\\b(includeDirectory|dofile|loadfile|require)\\s*(\\(?\\s*\"[^\"]*\"|\\(?\\s*'[^']*'|\\()"));
    QStringList out;
    LineCounter lines{v.bare};
    for (auto it = load.globalMatch(v.bare); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        const QString what = v.code.mid(m.capturedStart(), m.capturedLength()).simplified();
        out.append(DnsdistConfigReader::tr("%1…) (line %2) was not followed; servers and policies set there are not read")
                       .arg(what)
                       .arg(lines.at(m.capturedStart())));
    }
    return out;
}

/// The statements of interest, found in the text without comments and string contents (a
/// newServer inside a comment, a long comment or a string is none) and read from the text
/// without comments. *loaded: the notes for the files the config loads (see loads()).
bool scan(const QString &text, QList<Statement> *out, ConfigError *error, QStringList *loaded = nullptr)
{
    LuaLexer::Views views;
    int badLine = 0;
    QString reason;
    if (!LuaLexer::split(text, &views, &badLine, &reason)) {
        *error = {badLine, DnsdistConfigReader::tr("%1 (Lua refuses the file)").arg(reason)};
        return false;
    }
    if (loaded)
        *loaded = loads(views);
    const QString &code = views.code;
    const QString &bare = views.bare;
    static const QRegularExpression call(
        QStringLiteral("\\b(newServer|setServerPolicy|setPoolServerPolicy|setWHashedPertubation|setHashPerturbation|"
                       "setConsistentHashingBalancingFactor)\\s*([({\"'])"));
    qsizetype from = 0;
    LineCounter lines{bare};
    for (;;) {
        // The text was checked once (QString is valid UTF-16); checking it again at every call would
        // make the scan quadratic.
        const QRegularExpressionMatch m =
            call.match(bare, from, QRegularExpression::NormalMatch,
                       from == 0 ? QRegularExpression::NoMatchOption : QRegularExpression::DontCheckSubjectStringMatchOption);
        if (!m.hasMatch())
            return true;
        Statement s;
        s.begin = m.capturedStart(1);
        s.line = lines.at(s.begin);
        const QString name = m.captured(1);
        const qsizetype open = m.capturedStart(2);
        qsizetype end = -1;
        const QChar bracket = bare.at(open);
        if (bracket == QLatin1Char('(') || bracket == QLatin1Char('{')) {
            end = closing(bare, open);
        } else { // newServer"addr" (a call with a string argument, without parentheses)
            end = bare.indexOf(bracket, open + 1);
            end = end < 0 ? -1 : end + 1;
        }
        if (end < 0) {
            *error = {s.line, DnsdistConfigReader::tr("%1: the call is not closed within %2 lines")
                                  .arg(name)
                                  .arg(DnsdistConfigReader::kMaxStatementLines)};
            return false;
        }
        s.end = end;
        QString inner = code.mid(open, end - open).trimmed();
        if (bracket == QLatin1Char('(') || bracket == QLatin1Char('{'))
            inner = inner.mid(1, inner.size() - 2).trimmed();
        if (name == QLatin1String("newServer")) {
            s.kind = Statement::Server;
            // newServer({…}) or newServer{…}: a table; newServer("addr") or newServer"addr": an address.
            if (bracket == QLatin1Char('{')) {
                s.table = true;
                s.body = inner;
            } else if (inner.startsWith(QLatin1Char('{')) && inner.endsWith(QLatin1Char('}'))) {
                s.table = true;
                s.body = inner.mid(1, inner.size() - 2);
            } else {
                s.body = bracket == QLatin1Char('(') ? inner : code.mid(open, end - open);
            }
        } else if (name == QLatin1String("setServerPolicy")) {
            s.kind = Statement::Policy;
            s.body = inner;
        } else if (name == QLatin1String("setPoolServerPolicy")) {
            s.kind = Statement::PoolPolicy;
            s.body = inner;
        } else if (name == QLatin1String("setConsistentHashingBalancingFactor")) {
            s.kind = Statement::Factor;
            s.body = inner;
        } else {
            s.kind = Statement::Perturbation;
            s.body = inner;
        }
        out->append(s);
        from = end;
    }
}

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
    QString globalPolicy;
    QMap<QString, QString> poolPolicy;
    QString perturbation, factor;
    QStringList poolOrder;
    QMap<QString, QList<ServerEntry>> pools;
    for (const Statement &s : std::as_const(statements)) {
        switch (s.kind) {
        case Statement::Server: {
            ServerEntry e;
            if (!readServer(s, &e, error))
                return false;
            for (const QString &pool : std::as_const(e.pools)) {
                const QString key = poolKey(pool);
                if (!pools.contains(key))
                    poolOrder.append(key);
                QList<ServerEntry> &list = pools[key];
                if (list.size() >= ServerListParser::kMaxServers) {
                    *error = {s.line, tr("pool %1: more than %2 servers").arg(key).arg(ServerListParser::kMaxServers)};
                    return false;
                }
                list.append(e);
            }
            break;
        }
        case Statement::Policy:
            globalPolicy = policyName(s.body);
            break;
        case Statement::PoolPolicy: {
            const QStringList names = quotedStrings(s.body.section(QLatin1Char(','), 1));
            poolPolicy.insert(poolKey(names.value(0)), policyName(s.body));
            break;
        }
        case Statement::Perturbation:
            perturbation = s.body;
            break;
        case Statement::Factor:
            factor = s.body;
            break;
        }
    }
    if (poolOrder.isEmpty()) {
        *error = {0, loaded.isEmpty() ? tr("no newServer{…} call: not a dnsdist configuration RingLab can read")
                                      : tr("no newServer{…} call in this file; %1").arg(loaded.join(QStringLiteral("; ")))};
        return false;
    }
    for (const QString &key : std::as_const(poolOrder)) {
        ProxyConfig cfg;
        cfg.system = QStringLiteral("dnsdist");
        cfg.sectionName = key;
        cfg.text = text;
        const QList<ServerEntry> &list = pools.value(key);
        cfg.sectionLine = list.first().line;
        bool anyDefaultWeight = false, anyId = false;
        for (const ServerEntry &e : list) {
            cfg.servers.append(e.server);
            cfg.serverLines.append(e.line);
            anyDefaultWeight = anyDefaultWeight || !e.weightGiven;
            anyId = anyId || e.idGiven;
        }
        QString policy = poolPolicy.value(key);
        if (policy.isEmpty())
            policy = globalPolicy;
        if (policy.isEmpty()) {
            policy = QStringLiteral("leastOutstanding");
            cfg.defaults.append(tr("policy: leastOutstanding (dnsdist default)"));
        }
        cfg.hashes = policy == QLatin1String("chashed") || policy == QLatin1String("whashed");
        cfg.consistent = policy == QLatin1String("chashed");
        cfg.hashKey = cfg.hashes ? tr("the query name") : QString();
        if (cfg.consistent)
            cfg.algorithm = QStringLiteral("dnsdist-chashed");
        if (anyDefaultWeight)
            cfg.defaults.append(tr("weight: 1 (dnsdist default), one point on the ring per unit of weight"));
        if (!perturbation.isEmpty()) {
            bool ok = false;
            const qint64 p = perturbation.toLongLong(&ok);
            if (!ok || p < 0 || p > qint64(UINT32_MAX)) {
                *error = {0, tr("setWHashedPertubation: \"%1\" is outside the allowed range 0-%2").arg(perturbation).arg(UINT32_MAX)};
                return false;
            }
            cfg.options.insert(QStringLiteral("hash-perturbation"), QString::number(p));
        } else if (cfg.consistent) {
            cfg.defaults.append(tr("hash perturbation: 0 (dnsdist picks a random one at start-up unless "
                                   "setWHashedPertubation sets it)"));
        }
        if (!factor.isEmpty()) {
            bool ok = false;
            const double f = factor.toDouble(&ok);
            if (!ok || f < 0 || (f > 0 && f < 1)) {
                *error = {0, tr("setConsistentHashingBalancingFactor: \"%1\" is not allowed: 0, or 1 and above").arg(factor)};
                return false;
            }
            cfg.options.insert(QStringLiteral("balancing-factor"), factor);
        }
        if (cfg.consistent)
            cfg.notes.append(anyId ? tr("the servers' id=… are not used: RingLab numbers the servers (server-ids=numbered), "
                                        "so the ring has the same spread but not the same points")
                                   : tr("dnsdist gives each server a random id at start-up, so its ring changes at every "
                                        "restart; RingLab numbers the servers (server-ids=numbered): same spread, not "
                                        "the same points"));
        if (policy != QLatin1String("chashed") && !cfg.hashes)
            cfg.notes.append(tr("policy %1 does not hash the query name").arg(policy));
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
