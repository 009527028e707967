#include "ringcore/systems/varnish/varnishconfigreader.h"

#include "ringcore/systems/varnish/varnishshard.h"
#include "ringcore/systems/varnish/vcllexer.h"
#include "ringcore/core/serverlistparser.h"

#include <QHash>
#include <QRegularExpression>

#include <algorithm>
#include <climits>
#include <cmath>
#include <vector>

namespace ringcore {

namespace {

/// A call `vd.method(args)`: where it stands and its argument text.
struct Call
{
    QString director;
    QString method;
    QString args;
    QString bareArgs;    ///< args with string contents blanked (see VclText)
    qsizetype begin = 0; ///< offset of the director's name
    qsizetype end = 0;   ///< just after the closing parenthesis
    int line = 0;
};

struct Director
{
    QString name;
    int line = 0;
    QList<Call> adds;
    QList<Call> reconfigures;
    QList<Call> backends;
    QStringList notes;
};

/// What scan() found: backends by name (address, line), shard directors in order, and the
/// `include` lines it did not follow.
struct Scan
{
    QHash<QString, QString> backends;
    QHash<QString, int> backendLines;
    QList<Director> directors;
    QStringList includes;
};

/// A string value in `code` at the span a `bare` match captured (quotes removed).
QString stringAt(const VclText &t, const QRegularExpressionMatch &m, int group)
{
    return VclLexer::unwrap(t.code.mid(m.capturedStart(group), m.capturedLength(group)));
}

bool readBackends(const QString &text, const VclText &t, const Lines &lines, Scan *out, ConfigError *error)
{
    static const QRegularExpression backendRe(QStringLiteral("\\bbackend\\s+([A-Za-z_][\\w-]*)\\s*\\{"));
    static const QRegularExpression hostRe(QStringLiteral("\\.host\\s*=\\s*(\"[^\"]*\")"));
    static const QRegularExpression portRe(QStringLiteral("\\.port\\s*=\\s*(\"[^\"]*\"|[^\";\\s]*)"));
    for (auto it = backendRe.globalMatch(t.bare); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        const int line = lines.at(m.capturedStart());
        const qsizetype close = VclLexer::closingBrace(text, m.capturedEnd() - 1);
        const qsizetype bodyEnd = close < 0 ? m.capturedEnd() : close - 1;
        // Matched in the whole text (a copy per backend would make many backends quadratic) and kept
        // when inside this backend's braces.
        const QRegularExpressionMatch host = hostRe.match(t.bare, m.capturedEnd());
        if (!host.hasMatch() || host.capturedEnd() > bodyEnd) {
            *error = {line, VarnishConfigReader::tr("backend %1: no .host = \"…\";").arg(m.captured(1))};
            return false;
        }
        QString port = QStringLiteral("80");
        const QRegularExpressionMatch pm = portRe.match(t.bare, m.capturedEnd());
        if (pm.hasMatch() && pm.capturedEnd() <= bodyEnd) {
            bool ok = false;
            const QString written = stringAt(t, pm, 1);
            const uint p = written.toUInt(&ok);
            if (!ok || p == 0 || p > 65535) {
                *error = {line, VarnishConfigReader::tr("backend %1: .port \"%2\" is outside the allowed range 1-65535")
                                    .arg(m.captured(1), written)};
                return false;
            }
            port = written;
        }
        const QString h = stringAt(t, host, 1);
        out->backends.insert(m.captured(1), (h.contains(QLatin1Char(':')) ? QLatin1Char('[') + h + QLatin1Char(']') : h)
                                                + QLatin1Char(':') + port);
        out->backendLines.insert(m.captured(1), line);
    }
    static const QRegularExpression includeRe(QStringLiteral("\\binclude\\s+(\"[^\"]*\")"));
    for (auto it = includeRe.globalMatch(t.bare); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        out->includes.append(VarnishConfigReader::tr("include \"%1\" (line %2) was not followed; backends and directors "
                                                     "defined there are not read")
                                 .arg(stringAt(t, m, 1))
                                 .arg(lines.at(m.capturedStart())));
    }
    return true;
}

bool readDirectors(const VclText &t, const Lines &lines, Scan *out, QHash<QString, int> *index, ConfigError *error)
{
    static const QRegularExpression newRe(QStringLiteral("\\bnew\\s+([A-Za-z_]\\w*)\\s*=\\s*directors\\s*\\.\\s*shard\\s*\\("));
    for (auto it = newRe.globalMatch(t.bare); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        Director d;
        d.name = m.captured(1);
        d.line = lines.at(m.capturedStart());
        if (index->contains(d.name)) {
            *error = {d.line, VarnishConfigReader::tr("shard director %1 is created twice").arg(d.name)};
            return false;
        }
        index->insert(d.name, int(out->directors.size()));
        out->directors.append(d);
    }
    return true;
}

void addCall(Director &d, const Call &c)
{
    if (c.method == QLatin1String("add_backend")) {
        d.adds.append(c);
    } else if (c.method == QLatin1String("reconfigure")) {
        d.reconfigures.append(c);
    } else if (c.method == QLatin1String("backend")) {
        d.backends.append(c);
    } else if (c.method == QLatin1String("set_rampup")) {
        d.notes.append(VarnishConfigReader::tr("line %1: set_rampup applies only to backends that turned healthy a "
                                               "moment ago; the steady-state ring is the one shown")
                           .arg(c.line));
    } else {
        d.notes.append(VarnishConfigReader::tr("line %1: %2() is not followed; the ring shown has every add_backend()")
                           .arg(c.line)
                           .arg(c.method));
    }
}

/// The method calls on the shard directors, found in `bare` (so not inside a string or a comment),
/// arguments up to the balanced closing parenthesis (`replicas=((10))`, `key=vd.key(req.url)`).
bool readCalls(const VclText &t, const Lines &lines, const QHash<QString, int> &index, Scan *out, ConfigError *error)
{
    static const QRegularExpression callRe(
        QStringLiteral("\\b([A-Za-z_]\\w*)\\s*\\.\\s*(add_backend|remove_backend|clear|reconfigure|set_rampup|backend)\\s*\\("));
    for (auto it = callRe.globalMatch(t.bare); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        const auto found = index.constFind(m.captured(1));
        if (found == index.constEnd())
            continue;
        Director &d = out->directors[*found];
        const qsizetype open = m.capturedEnd() - 1;
        const qsizetype close = VclLexer::closingParen(t.bare, open);
        const int line = lines.at(m.capturedStart());
        if (close < 0) {
            *error = {line, VarnishConfigReader::tr("%1.%2( is not closed by a parenthesis").arg(m.captured(1), m.captured(2))};
            return false;
        }
        if (m.captured(2) == QLatin1String("add_backend") && d.adds.size() >= ServerListParser::kMaxServers) {
            *error = {line, VarnishConfigReader::tr("director %1: more than %2 backends").arg(d.name).arg(ServerListParser::kMaxServers)};
            return false;
        }
        addCall(d, Call{m.captured(1), m.captured(2), t.code.mid(open + 1, close - open - 1),
                        t.bare.mid(open + 1, close - open - 1), m.capturedStart(1), close + 1, line});
    }
    return true;
}

bool scan(const QString &text, Scan *out, ConfigError *error)
{
    VclText t;
    if (!VclLexer::split(text, &t, error))
        return false;
    const Lines lines(t.code);
    QHash<QString, int> index;
    return readBackends(text, t, lines, out, error) && readDirectors(t, lines, out, &index, error)
        && readCalls(t, lines, index, out, error);
}

bool readReplicas(const Call &c, qint64 *replicas, ConfigError *error)
{
    QStringList positional;
    QHash<QString, QString> named;
    VclLexer::splitArgs(c.args, c.bareArgs, &positional, &named);
    const QString value = named.value(QStringLiteral("replicas"), positional.value(0));
    if (value.isEmpty()) {
        *replicas = VarnishShard::DefaultReplicas;
        return true;
    }
    bool ok = false;
    *replicas = value.toLongLong(&ok);
    if (!ok) {
        *error = {c.line, VarnishConfigReader::tr("reconfigure: replicas \"%1\" is not a whole number RingLab can read "
                                                  "(an expression is not evaluated)").arg(value)};
        return false;
    }
    if (*replicas < 1 || *replicas > 10000000) {
        *error = {c.line, VarnishConfigReader::tr("reconfigure: replicas \"%1\" is outside the allowed range 1-10000000").arg(value)};
        return false;
    }
    return true;
}

/// One `add_backend(BACKEND[, ident][, rampup][, weight])` as a server: the backend's address,
/// the ident it is hashed by, its weight.
bool readAddBackend(const Call &c, const Scan &found, Server *s, ConfigError *error)
{
    QStringList positional;
    QHash<QString, QString> named;
    VclLexer::splitArgs(c.args, c.bareArgs, &positional, &named);
    const QString be = named.value(QStringLiteral("backend"), positional.value(0));
    if (!found.backends.contains(be)) {
        *error = {c.line, found.includes.isEmpty()
                              ? VarnishConfigReader::tr("add_backend: backend \"%1\" is not declared in this file").arg(be)
                              : VarnishConfigReader::tr("add_backend: backend \"%1\" is not declared in this file; %2")
                                    .arg(be, found.includes.join(QStringLiteral("; ")))};
        return false;
    }
    s->address = found.backends.value(be);
    s->hashName = named.value(QStringLiteral("ident"), positional.value(1));
    if (s->hashName.isEmpty())
        s->hashName = be; // vmod_directors: the ident defaults to the backend's VCL name
    const QString w = named.value(QStringLiteral("weight"), positional.value(3));
    if (!w.isEmpty()) {
        bool ok = false;
        const double weight = w.toDouble(&ok);
        if (!ok || weight < 1 || weight > INT_MAX || weight != std::floor(weight)) {
            *error = {c.line, VarnishConfigReader::tr("add_backend: weight \"%1\" is outside the allowed range: whole "
                                                      "numbers 1-%2 (Varnish takes any REAL from 1; RingLab reads whole "
                                                      "weights)")
                                  .arg(w)
                                  .arg(INT_MAX)};
            return false;
        }
        s->weight = int(weight);
    }
    return true;
}

/// The director's add_backend() calls as the section's servers, each ident added once.
bool readAddBackends(const Director &d, const Scan &found, ProxyConfig *cfg, ConfigError *error)
{
    QHash<QString, int> idents;
    for (const Call &c : d.adds) {
        Server s;
        if (!readAddBackend(c, found, &s, error))
            return false;
        if (idents.contains(s.hashName)) {
            *error = {c.line, VarnishConfigReader::tr("add_backend: ident \"%1\" was added on line %2 already; Varnish "
                                                      "skips the second (\"already exists - skipping\")")
                                  .arg(s.hashName)
                                  .arg(idents.value(s.hashName))};
            return false;
        }
        idents.insert(s.hashName, c.line);
        cfg->servers.append(s);
        cfg->serverLines.append(c.line);
    }
    return true;
}

/// The last `reconfigure(replicas=…)`: the ring's replicas (67 without one).
bool readReconfigure(const Director &d, ProxyConfig *cfg, ConfigError *error)
{
    if (d.reconfigures.isEmpty()) {
        cfg->defaults.append(VarnishConfigReader::tr("replicas: %1 (the shard director's default; no reconfigure())").arg(VarnishShard::DefaultReplicas));
        return true;
    }
    qint64 replicas = VarnishShard::DefaultReplicas;
    if (!readReplicas(d.reconfigures.last(), &replicas, error))
        return false;
    cfg->options.insert(QStringLiteral("replicas"), QString::number(replicas));
    return true;
}

/// The first `backend(by=…[, alt=…][, healthy=…])`: what the director hashes (HASH without one).
bool readBackendCall(const Director &d, ProxyConfig *cfg, ConfigError *error)
{
    if (d.backends.isEmpty()) {
        cfg->defaults.append(VarnishConfigReader::tr("by: HASH (no %1.backend() call found)").arg(d.name));
        cfg->hashKey = VarnishConfigReader::tr("the object digest (URL and Host)");
        return true;
    }
    QStringList positional;
    QHash<QString, QString> named;
    VclLexer::splitArgs(d.backends.first().args, d.backends.first().bareArgs, &positional, &named);
    const QString by = named.value(QStringLiteral("by"), QStringLiteral("HASH"));
    if (!QStringList{QStringLiteral("HASH"), QStringLiteral("URL"), QStringLiteral("KEY"), QStringLiteral("BLOB")}.contains(by)) {
        *error = {d.backends.first().line, VarnishConfigReader::tr("backend: by=%1 is not one of HASH, URL, KEY, BLOB").arg(by)};
        return false;
    }
    cfg->options.insert(QStringLiteral("by"), by);
    if (!named.contains(QStringLiteral("by")))
        cfg->defaults.append(VarnishConfigReader::tr("by: HASH (the shard director's default)"));
    for (const char *key : {"alt", "healthy"}) {
        const QString v = named.value(QLatin1String(key));
        if (!v.isEmpty() && !v.contains(QLatin1Char('.')) && !v.contains(QLatin1Char('(')))
            cfg->options.insert(QLatin1String(key), v);
    }
    cfg->hashKey = by == QLatin1String("URL") ? VarnishConfigReader::tr("the URL")
        : by == QLatin1String("KEY")          ? VarnishConfigReader::tr("the key given to .key()")
        : by == QLatin1String("BLOB")         ? VarnishConfigReader::tr("the blob's first four bytes")
                                              : VarnishConfigReader::tr("the object digest (URL and Host)");
    return true;
}

} // namespace

bool VarnishConfigReader::looksLikeVcl(const QString &text)
{
    static const QRegularExpression re(QStringLiteral("directors\\s*\\.\\s*shard\\s*\\("));
    return re.match(text).hasMatch();
}

bool VarnishConfigReader::read(const QString &text, QList<ProxyConfig> *sections, ConfigError *error)
{
    Scan found;
    if (!scan(text, &found, error))
        return false;
    if (found.directors.isEmpty()) {
        *error = {0, found.includes.isEmpty() ? tr("no `new … = directors.shard();`: not a VCL with a shard director")
                                              : tr("no `new … = directors.shard();` in this file; %1").arg(found.includes.join(QStringLiteral("; ")))};
        return false;
    }
    for (const Director &d : std::as_const(found.directors)) {
        ProxyConfig cfg;
        cfg.system = QStringLiteral("varnish");
        cfg.sectionName = d.name;
        cfg.sectionLine = d.line;
        cfg.text = text;
        cfg.algorithm = QStringLiteral("varnish-shard");
        cfg.hashes = true;
        cfg.consistent = true;
        if (d.adds.isEmpty()) {
            *error = {d.line, tr("shard director %1 has no add_backend()").arg(d.name)};
            return false;
        }
        if (!readAddBackends(d, found, &cfg, error) || !readReconfigure(d, &cfg, error) || !readBackendCall(d, &cfg, error))
            return false;
        cfg.notes.append(d.notes);
        cfg.notes.append(found.includes);
        sections->append(cfg);
    }
    return true;
}

PatchedConfig VarnishConfigReader::apply(const ProxyConfig &config, const ConfigChange &change)
{
    PatchedConfig out;
    Scan found;
    ConfigError error;
    if (!scan(config.text, &found, &error)) {
        out.error = error.toString();
        return out;
    }
    const auto d = std::find_if(found.directors.cbegin(), found.directors.cend(),
                                [&](const Director &x) { return x.name == config.sectionName; });
    if (d == found.directors.cend() || d->adds.isEmpty()) {
        out.error = tr("shard director %1 not found in the text").arg(config.sectionName);
        return out;
    }
    struct Edit
    {
        qsizetype begin, end;
        QString text;
    };
    QList<Edit> edits;
    for (int i = 0; i < d->adds.size() && i < change.weights.size(); ++i) {
        const Call &c = d->adds.at(i);
        QString args = c.args;
        // Found in the bare arguments (not `ident="weight=2"`); the value runs to the next comma
        // outside parentheses (`weight=((2))`).
        static const QRegularExpression weight(QStringLiteral("\\bweight\\s*=\\s*"));
        const QString w = QStringLiteral("weight=%1").arg(change.weights.at(i));
        const QRegularExpressionMatch m = weight.match(c.bareArgs);
        if (m.hasMatch()) {
            qsizetype end = m.capturedEnd();
            for (int depth = 0; end < c.bareArgs.size() && (depth > 0 || c.bareArgs.at(end) != QLatin1Char(',')); ++end)
                depth += c.bareArgs.at(end) == QLatin1Char('(') ? 1 : c.bareArgs.at(end) == QLatin1Char(')') ? -1 : 0;
            args.replace(m.capturedStart(), end - m.capturedStart(), w);
        } else {
            args = args.trimmed() + QStringLiteral(", ") + w;
        }
        const QString call = QStringLiteral("%1.add_backend(%2)").arg(c.director, args.trimmed());
        edits.append({c.begin, c.end, call});
        out.pasteLines.append(call + QLatin1Char(';'));
    }
    if (const qint64 replicas = change.integer(VarnishSettings::kReplicas); replicas > 0) {
        const QString call = QStringLiteral("%1.reconfigure(replicas=%2)").arg(d->name).arg(replicas);
        if (!d->reconfigures.isEmpty()) {
            edits.append({d->reconfigures.last().begin, d->reconfigures.last().end, call});
        } else {
            // After the last add_backend's statement, on a line of its own, indented like it.
            const Call &last = d->adds.last();
            qsizetype eol = config.text.indexOf(QLatin1Char('\n'), last.end);
            if (eol < 0)
                eol = config.text.size();
            const qsizetype bol = config.text.lastIndexOf(QLatin1Char('\n'), last.begin) + 1;
            const QString indent = config.text.mid(bol, last.begin - bol);
            edits.append({eol, eol, QLatin1Char('\n') + (indent.trimmed().isEmpty() ? indent : QStringLiteral("    ")) + call + QLatin1Char(';')});
        }
        out.pasteLines.append(call + QLatin1Char(';'));
    }
    out.text = config.text;
    std::sort(edits.begin(), edits.end(), [](const Edit &a, const Edit &b) { return a.begin > b.begin; });
    for (const Edit &e : std::as_const(edits))
        out.text.replace(e.begin, e.end - e.begin, e.text);
    return out;
}

} // namespace ringcore
