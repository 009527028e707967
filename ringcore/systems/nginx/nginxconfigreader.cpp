#include "ringcore/systems/nginx/nginxconfigreader.h"

#include "ringcore/config/blocktokenizer.h"
#include "ringcore/core/memorybudget.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <QSet>

#include <algorithm>

namespace ringcore {

namespace {

/// The context lupdate files this file's free functions under (translations/*.ts).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(ringcore)
};

// nginx's configuration grammar: words, quoted strings ("…" and '…', backslash escapes), `;`,
// `{`, `}`, `#` comments (ngx_conf_file.c ngx_conf_read_token).
const BlockDialect &nginxDialect()
{
    static const BlockDialect d{QStringLiteral("\"'"), QStringLiteral("\"'"), true, QStringLiteral("{};")};
    return d;
}

/// A token as written (quotes kept).
QString raw(const QString &text, const BlockToken &t)
{
    return text.mid(t.begin, t.end - t.begin);
}

struct Directive
{
    QList<BlockToken> words; // name then arguments
    int line = 1;
    int begin = 0;
    int end = 0;        // offset just past `;` or the closing `}`
    bool block = false;
    QList<Directive> children;
    QString name() const { return words.isEmpty() ? QString() : words.first().text; }
};

// Builds the directive tree; `pos` advances through tokens. Returns false on a grammar error.
// nginx itself has no hard limit, but real configs nest 3-6 blocks (http, server, location, if);
// a cap keeps the recursive parse (and every walk of the tree) far from the stack's end.
constexpr int kMaxBlockDepth = 100;
// Peak bytes per token while parsing (Token in the list, its copy in the tree) and per character
// of their text, fitted to `advise` peaks (docs/reliability.md): 1.8 MB of `a;` (1.82 M words)
// 360 MB, 12.4 MB of `kN vN;` (1.80 M words) 498 MB.
constexpr double kBytesPerToken = 200;
constexpr double kBytesPerCharacter = 12;
// Words (tokens) read at most: a large real config (thousands of server blocks) has a few hundred
// thousand; 2 M keeps the parse (done again for every change the Advisor evaluates) to seconds.
constexpr qint64 kMaxTokens = 2'000'000;

enum Kind { Word, Open, Close, End };
Kind kindOf(const BlockToken &t)
{
    if (t.kind != BlockToken::Punctuation)
        return Word;
    return t.text == QLatin1String("{") ? Open : t.text == QLatin1String("}") ? Close : End;
}

bool parseBlock(const QList<BlockToken> &tokens, int *pos, bool nested, QList<Directive> *out, ConfigError *error,
                int openLine, int depth = 0)
{
    Directive current;
    while (*pos < tokens.size()) {
        const BlockToken &t = tokens.at(*pos);
        ++*pos;
        switch (kindOf(t)) {
        case Word:
            if (current.words.isEmpty()) {
                current.line = t.line;
                current.begin = t.begin;
            }
            current.words.append(t);
            break;
        case End:
            if (current.words.isEmpty()) {
                *error = {t.line, Tr::tr("unexpected \";\"")};
                return false;
            }
            current.end = t.end;
            out->append(current);
            current = Directive();
            break;
        case Open: {
            if (current.words.isEmpty()) {
                *error = {t.line, Tr::tr("unexpected \"{\"")};
                return false;
            }
            current.block = true;
            if (depth + 1 > kMaxBlockDepth) {
                *error = {t.line, Tr::tr("blocks nested more than %1 deep; not an nginx config").arg(kMaxBlockDepth)};
                return false;
            }
            if (!parseBlock(tokens, pos, true, &current.children, error, t.line, depth + 1))
                return false;
            current.end = tokens.at(*pos - 1).end;
            out->append(current);
            current = Directive();
            break;
        }
        case Close:
            if (!current.words.isEmpty()) {
                *error = {current.line, Tr::tr("directive \"%1\" is not terminated by \";\"").arg(current.name())};
                return false;
            }
            if (!nested) {
                *error = {t.line, Tr::tr("unexpected \"}\"")};
                return false;
            }
            return true;
        }
    }
    if (!current.words.isEmpty()) {
        *error = {current.line, Tr::tr("directive \"%1\" is not terminated by \";\"").arg(current.name())};
        return false;
    }
    if (nested) {
        *error = {openLine, Tr::tr("unexpected end of file: the \"{\" opened here is never closed")};
        return false;
    }
    return true;
}

bool parseTree(const QString &text, QList<Directive> *tree, ConfigError *error)
{
    // Each token costs its Token (in the list and again in the tree) plus its text: estimated
    // before anything is allocated, so a huge file is refused instead of dying of bad_alloc.
    const qint64 tokenCount = BlockTokenizer::count(text, nginxDialect());
    if (tokenCount > kMaxTokens) {
        *error = {0, Tr::tr("%1 words, more than the %2 RingLab reads from an nginx config").arg(tokenCount).arg(kMaxTokens)};
        return false;
    }
    QString memory;
    if (!MemoryBudget::check(double(tokenCount) * kBytesPerToken + double(text.size()) * kBytesPerCharacter,
                             Tr::tr("this nginx config (%1 words)").arg(tokenCount), &memory)) {
        *error = {0, memory};
        return false;
    }
    QList<BlockToken> tokens;
    tokens.reserve(qsizetype(tokenCount));
    int unclosed = 0;
    if (!BlockTokenizer::tokenize(text, nginxDialect(), &tokens, &unclosed)) {
        *error = {unclosed, Tr::tr("unterminated quoted string")};
        return false;
    }
    int pos = 0;
    return parseBlock(tokens, &pos, false, tree, error, 0);
}

// Walks the tree, collecting upstream blocks (with their directive) and notes on includes.
void collect(const QList<Directive> &tree, QList<const Directive *> *upstreams, QStringList *includes)
{
    for (const Directive &d : tree) {
        if (d.name() == QLatin1String("upstream") && d.block) {
            upstreams->append(&d);
            continue; // includes inside an upstream are reported with that upstream
        }
        if (d.name() == QLatin1String("include"))
            includes->append(Tr::tr("include %1 (line %2) was not followed; upstreams defined there are not read")
                                 .arg(d.words.size() > 1 ? d.words.at(1).text : QString())
                                 .arg(d.line));
        if (d.block)
            collect(d.children, upstreams, includes);
    }
}

const QSet<QString> &knownUpstreamDirectives()
{
    static const QSet<QString> names = {
        QStringLiteral("server"),     QStringLiteral("hash"),           QStringLiteral("ip_hash"),
        QStringLiteral("least_conn"), QStringLiteral("least_time"),     QStringLiteral("random"),
        QStringLiteral("keepalive"),  QStringLiteral("keepalive_requests"), QStringLiteral("keepalive_time"),
        QStringLiteral("keepalive_timeout"), QStringLiteral("zone"),    QStringLiteral("ntlm"),
        QStringLiteral("queue"),      QStringLiteral("resolver"),       QStringLiteral("resolver_timeout"),
        QStringLiteral("state"),      QStringLiteral("sticky"),         QStringLiteral("include")};
    return names;
}

/// nginx's ngx_atoi(): digits only (no sign, no blank), not empty.
bool ngxDigits(const QString &v)
{
    static const QRegularExpression re(QStringLiteral("^[0-9]+$"));
    return re.match(v).hasMatch();
}

/// nginx's ngx_parse_time(…, 1): one or more numbers each with a unit (ms s m h d w M y), the last
/// may go without (seconds); blanks between parts.
bool ngxTime(const QString &v)
{
    static const QRegularExpression re(QStringLiteral("^(?:[0-9]+(?:ms|[smhdwMy])? *)+$"));
    static const QRegularExpression bare(QStringLiteral("[0-9] +[0-9]")); // "1 2": two numbers without a unit
    return re.match(v).hasMatch() && !bare.match(v).hasMatch();
}

/// The port of a server address as ngx_parse_url() checks it: "invalid port" unless 1-65535.
/// Empty when the address names none (port 80) or is a unix: socket.
bool ngxPortValid(const QString &address)
{
    if (address.startsWith(QLatin1String("unix:")))
        return true;
    qsizetype colon = -1;
    if (address.startsWith(QLatin1Char('['))) {
        const qsizetype close = address.indexOf(QLatin1Char(']'));
        colon = close > 0 && address.mid(close + 1, 1) == QLatin1String(":") ? close + 1 : -1;
    } else {
        colon = address.lastIndexOf(QLatin1Char(':'));
    }
    if (colon < 0)
        return true;
    const QString port = address.mid(colon + 1);
    return ngxDigits(port) && port.toLongLong() >= 1 && port.toLongLong() <= 65535;
}

/// A server parameter other than weight/down/backup as open-source nginx 1.22 reads it
/// (ngx_http_upstream_server()): max_fails= and max_conns= take digits, fail_timeout= a time;
/// NGINX Plus's slow_start=, resolve, drain, route=, service= are "invalid parameter".
bool ngxParameterValid(const QString &p)
{
    if (p.startsWith(QLatin1String("max_fails=")) || p.startsWith(QLatin1String("max_conns=")))
        return ngxDigits(p.section(QLatin1Char('='), 1));
    if (p.startsWith(QLatin1String("fail_timeout=")))
        return ngxTime(p.section(QLatin1Char('='), 1));
    return false;
}

/// `method`: the balancing directive read so far in the upstream ("hash", "ip_hash", …; empty for
/// none). nginx checks a server's parameters against the method declared before it.
bool readServer(const Directive &d, const QString &method, ProxyConfig *cfg, bool *anyWeight, ConfigError *error)
{
    if (d.words.size() < 2) {
        *error = {d.line, Tr::tr("\"server\" needs an address")};
        return false;
    }
    Server s;
    s.address = d.words.at(1).text;
    if (!ngxPortValid(s.address)) {
        *error = {d.words.at(1).line, Tr::tr("nginx refuses this config: invalid port in upstream \"%1\" (ports are 1-65535)").arg(s.address)};
        return false;
    }
    bool backup = false;
    for (int i = 2; i < d.words.size(); ++i) {
        const QString p = d.words.at(i).text;
        if (p.startsWith(QLatin1String("weight="))) {
            bool ok = false;
            const QString v = p.mid(7);
            const int w = ngxDigits(v) ? v.toInt(&ok) : 0;
            if (!ok || w < 1) {
                *error = {d.words.at(i).line,
                          Tr::tr("nginx refuses this config: bad weight \"%1\" for server %2 (invalid parameter: weight takes digits only, at least 1)")
                              .arg(v, s.address)};
                return false;
            }
            s.weight = w;
            *anyWeight = true;
        } else if (p == QLatin1String("down")) {
            s.down = true;
        } else if (p == QLatin1String("backup")) {
            // hash, ip_hash and random do not take backup servers: nginx refuses the config at
            // start-up with this message (ngx_http_upstream_server(); checked with nginx -t 1.22).
            if (method == QLatin1String("hash") || method == QLatin1String("ip_hash") || method == QLatin1String("random")) {
                *error = {d.words.at(i).line,
                          Tr::tr("nginx refuses this config: balancing method does not support parameter \"backup\" "
                             "(server %1 after \"%2\"; nginx -t fails and nginx does not start)")
                              .arg(s.address, method)};
                return false;
            }
            backup = true;
        } else if (!ngxParameterValid(p)) {
            static const QStringList plus = {QStringLiteral("slow_start="), QStringLiteral("resolve"), QStringLiteral("drain"),
                                             QStringLiteral("route="), QStringLiteral("service=")};
            const bool plusOnly = std::any_of(plus.cbegin(), plus.cend(), [&](const QString &k) {
                return k.endsWith(QLatin1Char('=')) ? p.startsWith(k) : p == k;
            });
            *error = {d.words.at(i).line, plusOnly ? Tr::tr("nginx refuses this config: invalid parameter \"%1\" for server %2 "
                                                            "(an NGINX Plus parameter; open-source nginx 1.22 does not take it)")
                                                         .arg(p, s.address)
                                                   : Tr::tr("nginx refuses this config: invalid parameter \"%1\" for server %2")
                                                         .arg(p, s.address)};
            return false;
        }
    }
    if (backup) {
        cfg->notes.append(Tr::tr("server %1 (line %2) is a backup: left out, backups are not on the hash ring")
                              .arg(s.address)
                              .arg(d.line));
        return true;
    }
    cfg->servers.append(s);
    cfg->serverLines.append(d.line);
    return true;
}

bool readUpstream(const Directive &up, ProxyConfig *cfg, ConfigError *error)
{
    cfg->system = QStringLiteral("nginx");
    cfg->sectionName = up.words.size() > 1 ? up.words.at(1).text : QString();
    cfg->sectionLine = up.line;
    bool anyWeight = false;
    QString method;
    for (const Directive &d : up.children) {
        const QString name = d.name();
        if (!knownUpstreamDirectives().contains(name)) {
            *error = {d.line, Tr::tr("unknown directive \"%1\" in upstream %2").arg(name, cfg->sectionName)};
            return false;
        }
        if (name == QLatin1String("server")) {
            if (!readServer(d, method, cfg, &anyWeight, error))
                return false;
        } else if (name == QLatin1String("hash")) {
            if (d.words.size() < 2 || d.words.size() > 3
                || (d.words.size() == 3 && d.words.at(2).text != QLatin1String("consistent"))) {
                *error = {d.line, Tr::tr("\"hash\" takes a key and optionally \"consistent\"")};
                return false;
            }
            method = QStringLiteral("hash");
            cfg->hashes = true;
            cfg->hashKey = d.words.at(1).text;
            cfg->consistent = d.words.size() == 3;
        } else if (name == QLatin1String("ip_hash") || name == QLatin1String("least_conn")
                   || name == QLatin1String("least_time") || name == QLatin1String("random")) {
            method = name;
        } else if (name == QLatin1String("include")) {
            cfg->notes.append(Tr::tr("include %1 (line %2) inside upstream %3 was not followed; its servers are missing")
                                  .arg(d.words.size() > 1 ? d.words.at(1).text : QString())
                                  .arg(d.line)
                                  .arg(cfg->sectionName));
        }
    }
    if (cfg->servers.isEmpty()) {
        *error = {up.line, Tr::tr("upstream %1 has no server lines (backups do not count)").arg(cfg->sectionName)};
        return false;
    }
    if (method.isEmpty()) {
        cfg->defaults.append(Tr::tr("balancing: round robin (nginx default without hash), not a hash"));
    } else if (method != QLatin1String("hash")) {
        cfg->notes.append(Tr::tr("balancing is %1, not hash: keys are not placed on a ring").arg(method));
    } else if (cfg->consistent) {
        cfg->algorithm = QStringLiteral("nginx");
    } else {
        cfg->notes.append(Tr::tr("hash %1 without \"consistent\": nginx maps keys with a modulo of the total weight")
                              .arg(cfg->hashKey));
    }
    if (!anyWeight)
        cfg->defaults.append(Tr::tr("weight: 1 (nginx default) on every server"));
    return true;
}

const Directive *findUpstream(const QList<Directive> &tree, const QString &name, int line)
{
    for (const Directive &d : tree) {
        if (d.name() == QLatin1String("upstream") && d.block && d.words.size() > 1
            && d.words.at(1).text == name && d.line == line)
            return &d;
        if (d.block)
            if (const Directive *found = findUpstream(d.children, name, line))
                return found;
    }
    return nullptr;
}

} // namespace

bool NginxConfigReader::read(const QString &text, QList<ProxyConfig> *sections, ConfigError *error)
{
    QList<Directive> tree;
    if (!parseTree(text, &tree, error))
        return false;
    QList<const Directive *> upstreams;
    QStringList includes;
    collect(tree, &upstreams, &includes);
    if (upstreams.isEmpty()) {
        *error = {0, includes.isEmpty() ? tr("no upstream block found")
                                        : tr("no upstream block found; %1").arg(includes.join(QStringLiteral("; ")))};
        return false;
    }
    for (const Directive *up : upstreams) {
        ProxyConfig cfg;
        cfg.text = text;
        if (!readUpstream(*up, &cfg, error))
            return false;
        for (const QString &inc : includes)
            cfg.notes.append(inc);
        sections->append(cfg);
    }
    return true;
}

PatchedConfig NginxConfigReader::apply(const ProxyConfig &config, const ConfigChange &change)
{
    PatchedConfig out;
    QList<Directive> tree;
    ConfigError error;
    if (!parseTree(config.text, &tree, &error)) {
        out.error = error.toString();
        return out;
    }
    const Directive *up = findUpstream(tree, config.sectionName, config.sectionLine);
    if (!up) {
        out.error = tr("upstream %1 not found").arg(config.sectionName);
        return out;
    }
    // Edits as (begin, end, replacement), applied back to front so offsets stay valid.
    struct Edit { int begin; int end; QString text; };
    QList<Edit> edits;
    int serverIndex = 0;
    for (const Directive &d : up->children) {
        if (d.name() == QLatin1String("hash") && change.makeConsistent && d.words.size() == 2) {
            const QString line = QStringLiteral("hash %1 consistent;").arg(raw(config.text, d.words.at(1)));
            edits.append({d.begin, d.end, line});
            out.pasteLines.append(line);
        }
        if (d.name() != QLatin1String("server"))
            continue;
        bool backup = false;
        for (const BlockToken &t : d.words)
            backup = backup || t.text == QLatin1String("backup");
        if (backup)
            continue;
        if (!change.weights.isEmpty() && serverIndex < change.weights.size()) {
            QStringList words;
            bool placed = false;
            const QString weight = QStringLiteral("weight=%1").arg(change.weights.at(serverIndex));
            for (int i = 0; i < d.words.size(); ++i) {
                if (d.words.at(i).text.startsWith(QLatin1String("weight="))) {
                    words.append(weight);
                    placed = true;
                } else {
                    words.append(raw(config.text, d.words.at(i)));
                }
                if (i == 1 && !placed && !std::any_of(d.words.cbegin(), d.words.cend(), [](const BlockToken &t) {
                        return t.text.startsWith(QLatin1String("weight="));
                    })) {
                    words.append(weight);
                    placed = true;
                }
            }
            const QString line = words.join(QLatin1Char(' ')) + QLatin1Char(';');
            edits.append({d.begin, d.end, line});
            out.pasteLines.append(line);
        }
        ++serverIndex;
    }
    out.text = config.text;
    std::sort(edits.begin(), edits.end(), [](const Edit &a, const Edit &b) { return a.begin > b.begin; });
    for (const Edit &e : edits)
        out.text.replace(e.begin, e.end - e.begin, e.text);
    return out;
}

} // namespace ringcore
