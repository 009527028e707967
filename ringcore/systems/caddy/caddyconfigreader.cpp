#include "ringcore/systems/caddy/caddyconfigreader.h"

#include "ringcore/config/blocktokenizer.h"
#include "ringcore/core/serverlistparser.h"

#include <QHash>
#include <QRegularExpression>

#include <algorithm>

namespace ringcore {

namespace {

/// The Caddyfile's lexical rules (caddyfile/lexer.go): blanks separate, `#` at a token's start
/// comments to the end of the line, "…" (backslash escapes, kept in the text) and `…` quote;
/// braces are words of their own only when blanks surround them.
const BlockDialect &caddyDialect()
{
    static const BlockDialect d{QStringLiteral("\"`"), QStringLiteral("\""), false, QString()};
    return d;
}

/// The Caddyfile's tokens, one list per line (a quoted token spanning lines stays on its first).
bool tokenize(const QString &text, QList<QList<BlockToken>> *lines, ConfigError *error)
{
    QList<BlockToken> tokens;
    int unclosed = 0;
    if (!BlockTokenizer::tokenize(text, caddyDialect(), &tokens, &unclosed)) {
        *error = {unclosed, CaddyConfigReader::tr("the quote opened here is not closed")};
        return false;
    }
    for (BlockToken &t : tokens) {
        if (t.firstOnLine || lines->isEmpty())
            lines->append(QList<BlockToken>());
        lines->last().append(std::move(t));
    }
    return true;
}

bool quoted(const BlockToken &t)
{
    return t.kind == BlockToken::Quoted;
}

/// One upstream's dial text as Caddy 2.6 makes it (reverseproxy/addresses.go
/// parseUpstreamDialAddress): scheme dropped, port 80 (443 for https) when none is given.
bool dialText(const BlockToken &t, Server *server, ConfigError *error)
{
    QString s = t.text;
    if (s.contains(QLatin1Char('{'))) {
        *error = {t.line, CaddyConfigReader::tr("upstream \"%1\": placeholders are resolved per request; RingLab reads "
                                                "fixed upstreams only")
                              .arg(s)};
        return false;
    }
    QString port = QStringLiteral("80");
    static const QRegularExpression scheme(QStringLiteral("^([a-z0-9+]+)://"));
    const QRegularExpressionMatch m = scheme.match(s);
    if (m.hasMatch()) {
        if (m.captured(1) == QLatin1String("https"))
            port = QStringLiteral("443");
        else if (m.captured(1) != QLatin1String("http") && m.captured(1) != QLatin1String("h2c")) {
            *error = {t.line, CaddyConfigReader::tr("upstream \"%1\": scheme %2 is not http, https or h2c").arg(s, m.captured(1))};
            return false;
        }
        s = s.mid(m.capturedLength());
    }
    if (s.endsWith(QLatin1Char('/')))
        s.chop(1);
    if (s.isEmpty() || s.contains(QLatin1Char('/'))) {
        *error = {t.line, CaddyConfigReader::tr("upstream \"%1\": expected host:port (a path or unix socket is not read)").arg(t.text)};
        return false;
    }
    const bool bracketed = s.startsWith(QLatin1Char('['));
    const qsizetype close = bracketed ? s.indexOf(QLatin1Char(']')) : -1;
    const qsizetype colon = bracketed ? (close >= 0 && close + 1 < s.size() && s.at(close + 1) == QLatin1Char(':') ? close + 1 : -1)
                                      : s.lastIndexOf(QLatin1Char(':'));
    if (colon < 0) {
        s += QLatin1Char(':') + port;
    } else {
        bool ok = false;
        const QString p = s.mid(colon + 1);
        const uint v = p.toUInt(&ok);
        // A port range (a:8001-8003) stands for several upstreams; Caddy 2.6 refuses it in reverse_proxy.
        if (!ok || v == 0 || v > 65535) {
            *error = {t.line, CaddyConfigReader::tr("upstream \"%1\": port \"%2\" is outside the allowed range 1-65535").arg(t.text, p)};
            return false;
        }
    }
    server->address = s;
    return true;
}

const QStringList kHashingPolicies = {QStringLiteral("uri_hash"), QStringLiteral("header"), QStringLiteral("ip_hash")};

/// One reverse_proxy directive, with the tokens its upstreams came from.
struct Proxy
{
    ProxyConfig config;
    QList<BlockToken> upstreamTokens;
    QString policy = QStringLiteral("random");
    QString header;
    bool policyGiven = false;
};

/// Walks the Caddyfile's lines keeping the blocks open at each: a reverse_proxy directive becomes a
/// Proxy, the lines of its block fill it in.
class Scanner
{
public:
    Scanner(const QString &text, QList<Proxy> *proxies, QStringList *imports)
        : m_text(text), m_proxies(proxies), m_imports(imports)
    {
    }

    /// One line's tokens.
    bool line(const QList<BlockToken> &tokens, ConfigError *error);
    /// After the last line: false when a block is still open.
    bool finish(ConfigError *error) const;

private:
    struct Frame
    {
        QString directive;
        QString site;
        int proxy = -1; ///< index into proxies when this block is a reverse_proxy's
    };

    bool closeBlocks(const QList<BlockToken> &tokens, int *first, ConfigError *error);
    void noteImport(const QList<BlockToken> &words, int line);
    bool startsProxy(const QList<BlockToken> &words) const;
    int startProxy(const QList<BlockToken> &words, int line);
    bool readProxyLine(Proxy &p, const QList<BlockToken> &words, int line, ConfigError *error);
    bool openBlock(const QList<BlockToken> &words, int line, int proxyIndex, ConfigError *error);

    const QString &m_text;
    QList<Proxy> *m_proxies;
    QStringList *m_imports;
    QList<Frame> m_stack;
    QHash<QString, int> m_names;
};

bool Scanner::line(const QList<BlockToken> &tokens, ConfigError *error)
{
    int first = 0;
    if (!closeBlocks(tokens, &first, error))
        return false;
    if (first >= tokens.size())
        return true;
    QList<BlockToken> words = tokens.mid(first);
    const int line = words.first().line;
    const bool opens = words.last().text == QLatin1String("{") && !quoted(words.last());
    if (opens)
        words.removeLast();
    if (!words.isEmpty() && words.first().text == QLatin1String("import") && !quoted(words.first()))
        noteImport(words, line);
    // Innermost reverse_proxy block we are directly in.
    const int inProxy = !m_stack.isEmpty() ? m_stack.last().proxy : -1;
    int proxyIndex = -1;
    if (startsProxy(words))
        proxyIndex = startProxy(words, line);
    else if (inProxy >= 0 && !words.isEmpty() && !readProxyLine((*m_proxies)[inProxy], words, line, error))
        return false;
    return !opens || openBlock(words, line, proxyIndex, error);
}

bool Scanner::finish(ConfigError *error) const
{
    if (!m_stack.isEmpty()) {
        *error = {0, CaddyConfigReader::tr("a block is not closed: %1 still open at the end of the file").arg(m_stack.size())};
        return false;
    }
    return true;
}

// "}" closes the innermost block (possibly followed by more on the line, rare); *first: the
// first token after the closing braces.
bool Scanner::closeBlocks(const QList<BlockToken> &tokens, int *first, ConfigError *error)
{
    while (*first < tokens.size() && tokens.at(*first).text == QLatin1String("}") && !quoted(tokens.at(*first))) {
        if (m_stack.isEmpty()) {
            *error = {tokens.at(*first).line, CaddyConfigReader::tr("a closing brace without an opening one")};
            return false;
        }
        m_stack.removeLast();
        ++*first;
    }
    return true;
}

void Scanner::noteImport(const QList<BlockToken> &words, int line)
{
    m_imports->append(CaddyConfigReader::tr("import %1 (line %2) was not followed; upstreams and lb_policy lines it "
                                            "brings in are not read")
                          .arg(words.size() > 1 ? words.at(1).text : QString())
                          .arg(line));
}

// A reverse_proxy directive inside a site block (not in a snippet's).
bool Scanner::startsProxy(const QList<BlockToken> &words) const
{
    return !words.isEmpty() && words.first().text == QLatin1String("reverse_proxy") && !m_stack.isEmpty()
        && !m_stack.first().directive.startsWith(QLatin1Char('('));
}

// `reverse_proxy [matcher] [upstreams…]`: a new Proxy named by its site and matcher (numbered when
// the name was taken); its index.
int Scanner::startProxy(const QList<BlockToken> &words, int line)
{
    const QString site = m_stack.isEmpty() ? QString() : m_stack.first().site;
    Proxy p;
    p.config.system = QStringLiteral("caddy");
    p.config.sectionLine = line;
    p.config.text = m_text;
    int k = 1;
    QString matcher;
    if (k < words.size()) {
        const QString &w = words.at(k).text;
        if (w.startsWith(QLatin1Char('@')) || w.startsWith(QLatin1Char('/')) || w == QLatin1String("*"))
            matcher = words.at(k++).text;
    }
    QString name = site.isEmpty() ? CaddyConfigReader::tr("line %1").arg(line) : site;
    if (!matcher.isEmpty())
        name += QLatin1Char(' ') + matcher;
    const int seen = m_names.value(name);
    m_names.insert(name, seen + 1);
    if (seen > 0)
        name += QStringLiteral(" #%1").arg(seen + 1);
    p.config.sectionName = name;
    for (; k < words.size(); ++k)
        p.upstreamTokens.append(words.at(k));
    m_proxies->append(p);
    return int(m_proxies->size()) - 1;
}

// A line directly in a reverse_proxy block: `to`, `lb_policy` and `dynamic` are read.
bool Scanner::readProxyLine(Proxy &p, const QList<BlockToken> &words, int line, ConfigError *error)
{
    const QString &d = words.first().text;
    if (d == QLatin1String("to")) {
        for (int k = 1; k < words.size(); ++k)
            p.upstreamTokens.append(words.at(k));
    } else if (d == QLatin1String("lb_policy")) {
        if (words.size() < 2) {
            *error = {line, CaddyConfigReader::tr("lb_policy: no policy named")};
            return false;
        }
        p.policy = words.at(1).text;
        p.policyGiven = true;
        if (p.policy == QLatin1String("header")) {
            if (words.size() < 3) {
                *error = {line, CaddyConfigReader::tr("lb_policy header: no header field named")};
                return false;
            }
            p.header = words.at(2).text;
        }
    } else if (d == QLatin1String("dynamic")) {
        p.config.notes.append(CaddyConfigReader::tr("line %1: dynamic upstreams are looked up per request and not read").arg(line));
    }
    return true;
}

// "{" at a line's end opens a block for its directive (a site's when at the top).
bool Scanner::openBlock(const QList<BlockToken> &words, int line, int proxyIndex, ConfigError *error)
{
    if (m_stack.size() >= CaddyConfigReader::kMaxDepth) {
        *error = {line, CaddyConfigReader::tr("blocks nested more than %1 deep; not a Caddyfile").arg(CaddyConfigReader::kMaxDepth)};
        return false;
    }
    Frame f;
    QStringList texts;
    for (const BlockToken &t : words)
        texts.append(t.text);
    f.directive = texts.join(QLatin1Char(' '));
    f.site = m_stack.isEmpty() ? (f.directive.isEmpty() ? QStringLiteral("{}") : f.directive) : QString();
    f.proxy = proxyIndex;
    m_stack.append(f);
    return true;
}

/// *imports: a note for every `import` line (a snippet or a file Caddy pastes in; not followed).
bool scan(const QString &text, QList<Proxy> *proxies, QStringList *imports, ConfigError *error)
{
    QList<QList<BlockToken>> lines;
    if (!tokenize(text, &lines, error))
        return false;
    Scanner scanner(text, proxies, imports);
    for (const QList<BlockToken> &tokens : std::as_const(lines))
        if (!scanner.line(tokens, error))
            return false;
    return scanner.finish(error);
}

} // namespace

bool CaddyConfigReader::looksLikeCaddyfile(const QString &text)
{
    static const QRegularExpression re(QStringLiteral("^\\s*reverse_proxy(\\s|$)"), QRegularExpression::MultilineOption);
    return re.match(text).hasMatch();
}

bool CaddyConfigReader::read(const QString &text, QList<ProxyConfig> *sections, ConfigError *error)
{
    QList<Proxy> proxies;
    QStringList imports;
    if (!scan(text, &proxies, &imports, error))
        return false;
    if (proxies.isEmpty() && !imports.isEmpty()) {
        *error = {0, tr("no reverse_proxy in this file; %1").arg(imports.join(QStringLiteral("; ")))};
        return false;
    }
    for (Proxy &p : proxies) {
        ProxyConfig &cfg = p.config;
        if (p.upstreamTokens.isEmpty()) {
            *error = {cfg.sectionLine, tr("reverse_proxy: no upstreams (inline or in `to` lines)")};
            return false;
        }
        if (p.upstreamTokens.size() > ServerListParser::kMaxServers) {
            *error = {cfg.sectionLine, tr("reverse_proxy: more than %1 upstreams").arg(ServerListParser::kMaxServers)};
            return false;
        }
        QHash<QString, int> seen;
        for (const BlockToken &t : std::as_const(p.upstreamTokens)) {
            Server s;
            if (!dialText(t, &s, error))
                return false;
            if (seen.contains(s.address)) {
                *error = {t.line, tr("upstream %1 is listed twice (first on line %2); both copies would score the same and "
                                     "the first would always win")
                                      .arg(s.address)
                                      .arg(seen.value(s.address))};
                return false;
            }
            seen.insert(s.address, t.line);
            cfg.servers.append(s);
            cfg.serverLines.append(t.line);
        }
        static const QStringList known = {QStringLiteral("random"), QStringLiteral("random_choose"),
                                          QStringLiteral("least_conn"), QStringLiteral("round_robin"),
                                          QStringLiteral("first"), QStringLiteral("ip_hash"), QStringLiteral("uri_hash"),
                                          QStringLiteral("header"), QStringLiteral("cookie")};
        if (!known.contains(p.policy)) {
            *error = {cfg.sectionLine, tr("lb_policy: \"%1\" is not a Caddy 2.6 policy (%2)").arg(p.policy, known.join(QStringLiteral(", ")))};
            return false;
        }
        if (!p.policyGiven)
            cfg.defaults.append(tr("lb_policy: random (Caddy's default; it does not hash)"));
        cfg.hashes = kHashingPolicies.contains(p.policy);
        cfg.consistent = cfg.hashes;
        if (cfg.hashes) {
            cfg.algorithm = QStringLiteral("caddy");
            cfg.options.insert(QStringLiteral("policy"), p.policy);
            cfg.hashKey = p.policy == QLatin1String("uri_hash") ? tr("the request URI")
                : p.policy == QLatin1String("ip_hash")          ? tr("the client IP")
                                                                : tr("header %1").arg(p.header);
            cfg.notes.append(tr("highest random weight: every upstream scores FNV-1a(key + its dial text); no points, no weights"));
        } else {
            cfg.notes.append(tr("lb_policy %1 does not hash the request").arg(p.policy));
        }
        cfg.notes.append(imports);
        sections->append(cfg);
    }
    if (sections->isEmpty()) {
        *error = {0, tr("no reverse_proxy inside a site block: not a Caddyfile RingLab can read")};
        return false;
    }
    return true;
}

PatchedConfig CaddyConfigReader::apply(const ProxyConfig &config, const ConfigChange &change)
{
    PatchedConfig out;
    QList<Proxy> proxies;
    ConfigError error;
    QStringList ignoredImports;
    if (!scan(config.text, &proxies, &ignoredImports, &error)) {
        out.error = error.toString();
        return out;
    }
    const auto p = std::find_if(proxies.cbegin(), proxies.cend(),
                                [&](const Proxy &x) { return x.config.sectionName == config.sectionName; });
    if (p == proxies.cend()) {
        out.error = tr("reverse_proxy %1 not found in the text").arg(config.sectionName);
        return out;
    }
    out.text = config.text;
    const QStringList addresses = change.texts(CaddySettings::kAddresses);
    if (!addresses.isEmpty()) {
        if (addresses.size() != p->upstreamTokens.size()) {
            out.error = tr("reverse_proxy %1: %2 new addresses for %3 upstreams")
                            .arg(config.sectionName)
                            .arg(addresses.size())
                            .arg(p->upstreamTokens.size());
            return out;
        }
        // From the last token back, so earlier offsets stay valid.
        for (int i = int(p->upstreamTokens.size()) - 1; i >= 0; --i) {
            const BlockToken &t = p->upstreamTokens.at(i);
            out.text.replace(t.contentBegin, t.contentEnd - t.contentBegin, addresses.at(i));
        }
        // The lines that changed, as they read now.
        const QStringList lines = out.text.split(QLatin1Char('\n'));
        int last = 0;
        for (const BlockToken &t : p->upstreamTokens)
            if (t.line != last && t.line - 1 < lines.size()) {
                out.pasteLines.append(lines.at(t.line - 1));
                last = t.line;
            }
    }
    return out;
}

} // namespace ringcore
