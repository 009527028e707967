#include "ringcore/config/readers/varnishconfigreader.h"

#include "ringcore/config/blocktokenizer.h"
#include "ringcore/core/serverlistparser.h"

#include <QHash>
#include <QRegularExpression>

#include <algorithm>
#include <climits>
#include <cmath>
#include <vector>

namespace ringcore {

namespace {

/// VCL's lexical rules (vcc_token.c): "…" strings end at their line's end, {"…"} long strings,
/// `#`, `//` and `/* */` comments wherever a string does not hold them; braces are tokens.
/// Lenient, as the reader only looks for backends and directors: an unclosed string or comment
/// ends at its line's or the file's end.
const BlockDialect &vclDialect()
{
    static const BlockDialect d{QStringLiteral("\""), QString(), false, QStringLiteral("{}"), true, true, true, true, true};
    return d;
}

/// `text` with its comments blanked (everything between tokens but newlines), same length, so
/// offsets and lines stay those of the file; false with *error unless its braces are balanced and
/// nested at most kMaxDepth deep (strings skipped). One pass; no token is kept.
bool withoutComments(const QString &text, QString *code, ConfigError *error)
{
    *code = text;
    qsizetype from = 0;
    const auto blank = [&](qsizetype to) {
        for (; from < to; ++from)
            if (code->at(from) != QLatin1Char('\n'))
                (*code)[from] = QLatin1Char(' ');
    };
    int depth = 0, openLine = 0;
    bool failed = false;
    int unclosed = 0; // never set: the dialect is lenient
    BlockTokenizer::visit(text, vclDialect(), 0, [&](const BlockToken &t) {
        blank(t.begin);
        from = t.end;
        if (t.isPunctuation(QLatin1Char('{'))) {
            if (depth == 0)
                openLine = t.line;
            if (++depth > VarnishConfigReader::kMaxDepth) {
                *error = {t.line, VarnishConfigReader::tr("braces nested more than %1 deep; not a VCL file").arg(VarnishConfigReader::kMaxDepth)};
                failed = true;
            }
        } else if (t.isPunctuation(QLatin1Char('}')) && --depth < 0) {
            *error = {t.line, VarnishConfigReader::tr("a closing brace without an opening one")};
            failed = true;
        }
        return !failed;
    }, &unclosed);
    if (failed)
        return false;
    if (depth > 0) {
        *error = {openLine, VarnishConfigReader::tr("the block opened here is not closed")};
        return false;
    }
    blank(code->size());
    return true;
}

/// 1-based line of an offset, by binary search over the newlines (counted once).
struct Lines
{
    std::vector<qsizetype> newlines;
    explicit Lines(const QString &text)
    {
        for (qsizetype i = text.indexOf(QLatin1Char('\n')); i >= 0; i = text.indexOf(QLatin1Char('\n'), i + 1))
            newlines.push_back(i);
    }
    int at(qsizetype offset) const
    {
        return 1 + int(std::lower_bound(newlines.begin(), newlines.end(), offset) - newlines.begin());
    }
};

/// The offset just after the brace that closes the one at `open` (strings and comments skipped);
/// -1 if none.
qsizetype closingBrace(const QString &text, qsizetype open)
{
    int depth = 0;
    qsizetype close = -1;
    int unclosed = 0;
    BlockTokenizer::visit(text, vclDialect(), open, [&](const BlockToken &t) {
        if (t.isPunctuation(QLatin1Char('{')))
            ++depth;
        else if (t.isPunctuation(QLatin1Char('}')) && --depth == 0)
            close = t.end;
        return close < 0;
    }, &unclosed);
    return close;
}

/// A call `vd.method(args)`: where it stands and its argument text.
struct Call
{
    QString director;
    QString method;
    QString args;
    qsizetype begin = 0; ///< offset of the director's name
    qsizetype end = 0;   ///< just after the closing parenthesis
    int line = 0;
};

/// `name=value` arguments of a call and its positional ones, unquoted.
void splitArgs(const QString &args, QStringList *positional, QHash<QString, QString> *named)
{
    QStringList parts;
    QString cur;
    bool quoted = false;
    for (const QChar c : args) {
        if (c == QLatin1Char('"'))
            quoted = !quoted;
        if (c == QLatin1Char(',') && !quoted) {
            parts.append(cur);
            cur.clear();
        } else {
            cur += c;
        }
    }
    parts.append(cur);
    for (QString p : std::as_const(parts)) {
        p = p.trimmed();
        if (p.isEmpty())
            continue;
        const qsizetype eq = p.indexOf(QLatin1Char('='));
        const auto unquote = [](QString v) {
            v = v.trimmed();
            if (v.size() >= 2 && v.startsWith(QLatin1Char('"')) && v.endsWith(QLatin1Char('"')))
                v = v.mid(1, v.size() - 2);
            return v;
        };
        if (eq > 0 && !p.left(eq).contains(QLatin1Char('"')))
            named->insert(p.left(eq).trimmed(), unquote(p.mid(eq + 1)));
        else
            positional->append(unquote(p));
    }
}

struct Director
{
    QString name;
    int line = 0;
    QList<Call> adds;
    QList<Call> reconfigures;
    QList<Call> backends;
    QStringList notes;
};

bool scan(const QString &text, QHash<QString, QString> *backends, QHash<QString, int> *backendLines,
          QList<Director> *directors, ConfigError *error)
{
    QString code;
    if (!withoutComments(text, &code, error))
        return false;
    const Lines lines(code);
    static const QRegularExpression backendRe(QStringLiteral("\\bbackend\\s+([A-Za-z_][\\w-]*)\\s*\\{"));
    static const QRegularExpression hostRe(QStringLiteral("\\.host\\s*=\\s*\"([^\"]*)\""));
    static const QRegularExpression portRe(QStringLiteral("\\.port\\s*=\\s*\"?([^\";\\s]*)\"?"));
    for (auto it = backendRe.globalMatch(code); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        const int line = lines.at(m.capturedStart());
        const qsizetype close = closingBrace(text, m.capturedEnd() - 1);
        const QString body = close < 0 ? QString() : code.mid(m.capturedEnd(), close - 1 - m.capturedEnd());
        const QRegularExpressionMatch host = hostRe.match(body);
        if (!host.hasMatch()) {
            *error = {line, VarnishConfigReader::tr("backend %1: no .host = \"…\";").arg(m.captured(1))};
            return false;
        }
        QString port = QStringLiteral("80");
        const QRegularExpressionMatch pm = portRe.match(body);
        if (pm.hasMatch()) {
            bool ok = false;
            const uint p = pm.captured(1).toUInt(&ok);
            if (!ok || p == 0 || p > 65535) {
                *error = {line, VarnishConfigReader::tr("backend %1: .port \"%2\" is outside the allowed range 1-65535")
                                    .arg(m.captured(1), pm.captured(1))};
                return false;
            }
            port = pm.captured(1);
        }
        const QString h = host.captured(1);
        backends->insert(m.captured(1), (h.contains(QLatin1Char(':')) ? QLatin1Char('[') + h + QLatin1Char(']') : h)
                                            + QLatin1Char(':') + port);
        backendLines->insert(m.captured(1), line);
    }
    static const QRegularExpression newRe(QStringLiteral("\\bnew\\s+([A-Za-z_]\\w*)\\s*=\\s*directors\\.shard\\s*\\("));
    QHash<QString, int> index;
    for (auto it = newRe.globalMatch(code); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        Director d;
        d.name = m.captured(1);
        d.line = lines.at(m.capturedStart());
        if (index.contains(d.name)) {
            *error = {d.line, VarnishConfigReader::tr("shard director %1 is created twice").arg(d.name)};
            return false;
        }
        index.insert(d.name, int(directors->size()));
        directors->append(d);
    }
    // Arguments may hold one level of calls: vd.backend(by=KEY, key=vd.key(req.url)).
    static const QRegularExpression callRe(
        QStringLiteral("\\b([A-Za-z_]\\w*)\\.(add_backend|remove_backend|clear|reconfigure|set_rampup|backend)\\s*\\(((?:[^()]|\\([^()]*\\))*)\\)"));
    for (auto it = callRe.globalMatch(code); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        const auto found = index.constFind(m.captured(1));
        if (found == index.constEnd())
            continue;
        Director &d = (*directors)[*found];
        Call c{m.captured(1), m.captured(2), m.captured(3), m.capturedStart(1), m.capturedEnd(), lines.at(m.capturedStart())};
        if (c.method == QLatin1String("add_backend")) {
            if (d.adds.size() >= ServerListParser::kMaxServers) {
                *error = {c.line, VarnishConfigReader::tr("director %1: more than %2 backends").arg(d.name).arg(ServerListParser::kMaxServers)};
                return false;
            }
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
    return true;
}

bool readReplicas(const Call &c, qint64 *replicas, ConfigError *error)
{
    QStringList positional;
    QHash<QString, QString> named;
    splitArgs(c.args, &positional, &named);
    const QString value = named.value(QStringLiteral("replicas"), positional.value(0));
    if (value.isEmpty()) {
        *replicas = 67;
        return true;
    }
    bool ok = false;
    *replicas = value.toLongLong(&ok);
    if (!ok || *replicas < 1 || *replicas > 10000000) {
        *error = {c.line, VarnishConfigReader::tr("reconfigure: replicas \"%1\" is outside the allowed range 1-10000000").arg(value)};
        return false;
    }
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
    QHash<QString, QString> backends;
    QHash<QString, int> backendLines;
    QList<Director> directors;
    if (!scan(text, &backends, &backendLines, &directors, error))
        return false;
    if (directors.isEmpty()) {
        *error = {0, tr("no `new … = directors.shard();`: not a VCL with a shard director")};
        return false;
    }
    for (const Director &d : std::as_const(directors)) {
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
        QHash<QString, int> idents;
        for (const Call &c : d.adds) {
            QStringList positional;
            QHash<QString, QString> named;
            splitArgs(c.args, &positional, &named);
            const QString be = named.value(QStringLiteral("backend"), positional.value(0));
            if (!backends.contains(be)) {
                *error = {c.line, tr("add_backend: backend \"%1\" is not declared in this file").arg(be)};
                return false;
            }
            Server s;
            s.address = backends.value(be);
            s.hashName = named.value(QStringLiteral("ident"), positional.value(1));
            if (s.hashName.isEmpty())
                s.hashName = be; // vmod_directors: the ident defaults to the backend's VCL name
            const QString w = named.value(QStringLiteral("weight"), positional.value(3));
            if (!w.isEmpty()) {
                bool ok = false;
                const double weight = w.toDouble(&ok);
                if (!ok || weight < 1 || weight > INT_MAX || weight != std::floor(weight)) {
                    *error = {c.line, tr("add_backend: weight \"%1\" is outside the allowed range: whole numbers 1-%2 "
                                         "(Varnish takes any REAL from 1; RingLab reads whole weights)")
                                          .arg(w)
                                          .arg(INT_MAX)};
                    return false;
                }
                s.weight = int(weight);
            }
            if (idents.contains(s.hashName)) {
                *error = {c.line, tr("add_backend: ident \"%1\" was added on line %2 already; Varnish skips the second "
                                     "(\"already exists - skipping\")")
                                      .arg(s.hashName)
                                      .arg(idents.value(s.hashName))};
                return false;
            }
            idents.insert(s.hashName, c.line);
            cfg.servers.append(s);
            cfg.serverLines.append(c.line);
        }
        if (!d.reconfigures.isEmpty()) {
            qint64 replicas = 67;
            if (!readReplicas(d.reconfigures.last(), &replicas, error))
                return false;
            cfg.options.insert(QStringLiteral("replicas"), QString::number(replicas));
        } else {
            cfg.defaults.append(tr("replicas: 67 (the shard director's default; no reconfigure())"));
        }
        if (!d.backends.isEmpty()) {
            QStringList positional;
            QHash<QString, QString> named;
            splitArgs(d.backends.first().args, &positional, &named);
            const QString by = named.value(QStringLiteral("by"), QStringLiteral("HASH"));
            if (!QStringList{QStringLiteral("HASH"), QStringLiteral("URL"), QStringLiteral("KEY"), QStringLiteral("BLOB")}.contains(by)) {
                *error = {d.backends.first().line, tr("backend: by=%1 is not one of HASH, URL, KEY, BLOB").arg(by)};
                return false;
            }
            cfg.options.insert(QStringLiteral("by"), by);
            if (!named.contains(QStringLiteral("by")))
                cfg.defaults.append(tr("by: HASH (the shard director's default)"));
            for (const char *key : {"alt", "healthy"}) {
                const QString v = named.value(QLatin1String(key));
                if (!v.isEmpty() && !v.contains(QLatin1Char('.')) && !v.contains(QLatin1Char('(')))
                    cfg.options.insert(QLatin1String(key), v);
            }
            cfg.hashKey = by == QLatin1String("URL") ? tr("the URL")
                : by == QLatin1String("KEY")          ? tr("the key given to .key()")
                : by == QLatin1String("BLOB")         ? tr("the blob's first four bytes")
                                                      : tr("the object digest (URL and Host)");
        } else {
            cfg.defaults.append(tr("by: HASH (no %1.backend() call found)").arg(d.name));
            cfg.hashKey = tr("the object digest (URL and Host)");
        }
        cfg.notes.append(d.notes);
        sections->append(cfg);
    }
    return true;
}

PatchedConfig VarnishConfigReader::apply(const ProxyConfig &config, const ConfigChange &change)
{
    PatchedConfig out;
    QHash<QString, QString> backends;
    QHash<QString, int> backendLines;
    QList<Director> directors;
    ConfigError error;
    if (!scan(config.text, &backends, &backendLines, &directors, &error)) {
        out.error = error.toString();
        return out;
    }
    const auto d = std::find_if(directors.cbegin(), directors.cend(), [&](const Director &x) { return x.name == config.sectionName; });
    if (d == directors.cend() || d->adds.isEmpty()) {
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
        static const QRegularExpression weight(QStringLiteral("\\bweight\\s*=\\s*[^,)]+"));
        const QString w = QStringLiteral("weight=%1").arg(change.weights.at(i));
        if (weight.match(args).hasMatch())
            args.replace(weight, w);
        else
            args = args.trimmed() + QStringLiteral(", ") + w;
        const QString call = QStringLiteral("%1.add_backend(%2)").arg(c.director, args.trimmed());
        edits.append({c.begin, c.end, call});
        out.pasteLines.append(call + QLatin1Char(';'));
    }
    if (change.replicas > 0) {
        const QString call = QStringLiteral("%1.reconfigure(replicas=%2)").arg(d->name).arg(change.replicas);
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
