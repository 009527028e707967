#include "ringcore/systems/haproxy/haproxyconfigreader.h"
#include "ringcore/systems/haproxy/haproxyconditions.h"
#include "ringcore/systems/haproxy/haproxyserverline.h"
#include "ringcore/core/serverlistparser.h"
#include "ringcore/systems/haproxy/haproxyring.h"

#include <QCoreApplication>
#include <QHash>
#include <QRegularExpression>
#include <QSet>

#include <algorithm>
#include <set>

namespace ringcore {

namespace {

/// The context lupdate files this file's free functions under (translations/*.ts).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(ringcore)
};

struct Line
{
    int number = 0;
    QStringList words;
    QString raw;
    int contentEnd = 0; // where a trailing comment (or the line) ends, trailing spaces removed
};

struct Section
{
    QString keyword;
    QString name;
    QString from;
    int line = 0;
    QList<Line> body;
};

// What a section sets or inherits from defaults.
struct Settings
{
    QStringList balance;   // words after "balance"
    QStringList hashType;  // words after "hash-type"
    QString mode;          // "http", "tcp", … (empty: HAProxy's default, tcp)
    int hashBalanceFactor = -1;
    int defaultWeight = -1;
    bool defaultDisabled = false;
};

const QSet<QString> &sectionKeywords()
{
    static const QSet<QString> k = {
        QStringLiteral("global"),   QStringLiteral("defaults"),  QStringLiteral("frontend"),
        QStringLiteral("backend"),  QStringLiteral("listen"),    QStringLiteral("userlist"),
        QStringLiteral("peers"),    QStringLiteral("resolvers"), QStringLiteral("mailers"),
        QStringLiteral("program"),  QStringLiteral("http-errors"), QStringLiteral("ring"),
        QStringLiteral("cache"),    QStringLiteral("log-forward"), QStringLiteral("crt-store"),
        QStringLiteral("traces"),   QStringLiteral("fcgi-app")};
    return k;
}

// Splits one line into words the way HAProxy does: blanks separate, quotes group, `#` comments.
bool splitLine(const QString &raw, int number, Line *out, ConfigError *error)
{
    out->number = number;
    out->raw = raw;
    out->contentEnd = int(raw.size());
    QString word;
    bool inWord = false;
    QChar quote;
    for (int i = 0; i < raw.size(); ++i) {
        const QChar c = raw.at(i);
        if (!quote.isNull()) {
            if (c == quote)
                quote = QChar();
            else
                word.append(c);
            continue;
        }
        if (c == QLatin1Char('\\') && i + 1 < raw.size()) {
            word.append(raw.at(++i));
            inWord = true;
        } else if (c == QLatin1Char('"') || c == QLatin1Char('\'')) {
            quote = c;
            inWord = true;
        } else if (c == QLatin1Char('#')) {
            out->contentEnd = i;
            break;
        } else if (c.isSpace()) {
            if (inWord)
                out->words.append(word);
            word.clear();
            inWord = false;
        } else {
            word.append(c);
            inWord = true;
        }
    }
    if (!quote.isNull()) {
        *error = {number, Tr::tr("unterminated quote")};
        return false;
    }
    if (inWord)
        out->words.append(word);
    while (out->contentEnd > 0 && raw.at(out->contentEnd - 1).isSpace())
        --out->contentEnd;
    return true;
}

// *usedEnvironment (if given): a `.if` condition read an environment variable.
bool splitSections(const QString &text, QList<Section> *sections, ConfigError *error, bool *usedEnvironment = nullptr)
{
    const QStringList lines = text.split(QLatin1Char('\n'));
    HaproxyConditions conditions; // .if/.elif/.else/.endif: lines HAProxy drops are not read
    for (int i = 0; i < lines.size(); ++i) {
        QString raw = lines.at(i);
        if (raw.endsWith(QLatin1Char('\r')))
            raw.chop(1);
        Line line;
        if (!splitLine(raw, i + 1, &line, error))
            return false;
        if (line.words.isEmpty())
            continue;
        bool take = true;
        if (!conditions.feed(raw, i + 1, &take, error))
            return false;
        if (!take)
            continue;
        const QString first = line.words.first();
        if (sectionKeywords().contains(first)) {
            Section s;
            s.keyword = first;
            s.line = i + 1;
            s.name = line.words.size() > 1 ? line.words.at(1) : QString();
            const int from = int(line.words.indexOf(QStringLiteral("from")));
            if (from > 0 && from + 1 < line.words.size())
                s.from = line.words.at(from + 1);
            if (s.keyword == QLatin1String("defaults") && s.name == QLatin1String("from"))
                s.name.clear();
            sections->append(s);
        } else if (sections->isEmpty()) {
            *error = {i + 1, Tr::tr("\"%1\" appears before any section (global, defaults, backend, listen, …)").arg(first)};
            return false;
        } else {
            sections->last().body.append(line);
        }
    }
    if (usedEnvironment)
        *usedEnvironment = conditions.usedEnvironment();
    return conditions.finish(error);
}

bool readInt(const QString &text, int minimum, int maximum, int *value)
{
    bool ok = false;
    const int v = text.toInt(&ok);
    if (!ok || v < minimum || v > maximum)
        return false;
    *value = v;
    return true;
}

// Applies one settings line of a defaults/backend/listen section.
bool applySetting(const Line &l, Settings *s, ConfigError *error)
{
    const QString key = l.words.first();
    if (key == QLatin1String("balance")) {
        if (l.words.size() < 2) {
            *error = {l.number, Tr::tr("\"balance\" needs an algorithm")};
            return false;
        }
        s->balance = l.words.mid(1);
    } else if (key == QLatin1String("mode")) {
        s->mode = l.words.value(1);
    } else if (key == QLatin1String("hash-type")) {
        static const QStringList methods = {QStringLiteral("map-based"), QStringLiteral("consistent")};
        if (l.words.size() < 2 || !methods.contains(l.words.at(1))) {
            *error = {l.number, Tr::tr("hash-type \"%1\": HAProxy accepts map-based or consistent")
                                    .arg(l.words.value(1))};
            return false;
        }
        s->hashType = l.words.mid(1);
    } else if (key == QLatin1String("hash-balance-factor")) {
        int v = 0;
        if (l.words.size() != 2 || !readInt(l.words.at(1), 0, 65535, &v) || (v > 0 && v < 100)) {
            *error = {l.number, Tr::tr("hash-balance-factor \"%1\": HAProxy accepts 0 or 100-65535")
                                    .arg(l.words.value(1))};
            return false;
        }
        s->hashBalanceFactor = v;
    } else if (key == QLatin1String("default-server")) {
        for (int i = 1; i < l.words.size(); ++i) {
            if (l.words.at(i) == QLatin1String("weight")) {
                int w = 0;
                if (!readInt(l.words.value(i + 1), 0, HaproxyRing::MaxWeight, &w)) {
                    *error = {l.number, Tr::tr("bad weight \"%1\" on default-server: HAProxy accepts 0-256")
                                            .arg(l.words.value(i + 1))};
                    return false;
                }
                s->defaultWeight = w;
                ++i;
            } else if (l.words.at(i) == QLatin1String("disabled")) {
                s->defaultDisabled = true;
            }
        }
    }
    return true;
}

const QSet<QString> &serverFlags()
{
    static const QSet<QString> f = {
        QStringLiteral("backup"), QStringLiteral("no-backup"), QStringLiteral("disabled"), QStringLiteral("enabled"),
        QStringLiteral("check"), QStringLiteral("no-check"), QStringLiteral("check-ssl"), QStringLiteral("no-check-ssl"),
        QStringLiteral("check-send-proxy"), QStringLiteral("agent-check"), QStringLiteral("no-agent-check"),
        QStringLiteral("ssl"), QStringLiteral("no-ssl"), QStringLiteral("send-proxy"), QStringLiteral("send-proxy-v2"),
        QStringLiteral("send-proxy-v2-ssl"), QStringLiteral("send-proxy-v2-ssl-cn"), QStringLiteral("no-send-proxy"),
        QStringLiteral("no-send-proxy-v2"), QStringLiteral("non-stick"), QStringLiteral("stick"), QStringLiteral("tfo"),
        QStringLiteral("allow-0rtt"), QStringLiteral("no-tls-tickets"), QStringLiteral("tls-tickets"),
        QStringLiteral("no-sslv3"), QStringLiteral("no-tlsv10"), QStringLiteral("no-tlsv11"), QStringLiteral("no-tlsv12"),
        QStringLiteral("no-tlsv13"), QStringLiteral("force-sslv3"), QStringLiteral("force-tlsv10"),
        QStringLiteral("force-tlsv11"), QStringLiteral("force-tlsv12"), QStringLiteral("force-tlsv13"),
        QStringLiteral("no-verifyhost"), QStringLiteral("check-via-socks4"), QStringLiteral("socks4"),
        QStringLiteral("no-tfo"), QStringLiteral("ws"), QStringLiteral("check-reuse-pool")};
    return f;
}

const QSet<QString> &serverValued()
{
    static const QSet<QString> v = {
        QStringLiteral("weight"), QStringLiteral("id"), QStringLiteral("inter"), QStringLiteral("fastinter"),
        QStringLiteral("downinter"), QStringLiteral("rise"), QStringLiteral("fall"), QStringLiteral("maxconn"),
        QStringLiteral("minconn"), QStringLiteral("maxqueue"), QStringLiteral("cookie"), QStringLiteral("port"),
        QStringLiteral("addr"), QStringLiteral("slowstart"), QStringLiteral("observe"), QStringLiteral("on-error"),
        QStringLiteral("on-marked-down"), QStringLiteral("on-marked-up"), QStringLiteral("error-limit"),
        QStringLiteral("redir"), QStringLiteral("track"), QStringLiteral("source"), QStringLiteral("resolvers"),
        QStringLiteral("resolve-prefer"), QStringLiteral("resolve-net"), QStringLiteral("resolve-opts"),
        QStringLiteral("init-addr"), QStringLiteral("ca-file"), QStringLiteral("crt"), QStringLiteral("crl-file"),
        QStringLiteral("verify"), QStringLiteral("verifyhost"), QStringLiteral("sni"), QStringLiteral("alpn"),
        QStringLiteral("proto"), QStringLiteral("ciphers"), QStringLiteral("ciphersuites"), QStringLiteral("agent-port"),
        QStringLiteral("agent-inter"), QStringLiteral("agent-addr"), QStringLiteral("agent-send"),
        QStringLiteral("check-sni"), QStringLiteral("check-alpn"), QStringLiteral("check-proto"),
        QStringLiteral("namespace"), QStringLiteral("pool-max-conn"), QStringLiteral("pool-purge-delay"),
        QStringLiteral("pool-low-conn"), QStringLiteral("max-reuse"), QStringLiteral("tcp-ut"),
        QStringLiteral("ssl-min-ver"), QStringLiteral("ssl-max-ver"), QStringLiteral("set-proxy-v2-tlv-fmt"),
        QStringLiteral("proxy-v2-options"), QStringLiteral("hash-key"), QStringLiteral("guid"),
        QStringLiteral("shard"), QStringLiteral("log-proto"), QStringLiteral("usesrc"), QStringLiteral("curves"),
        QStringLiteral("sigalgs"), QStringLiteral("client-sigalgs"), QStringLiteral("npn"), QStringLiteral("check-pool-conn-name"),
        QStringLiteral("pool-conn-name"), QStringLiteral("ssl-reuse"), QStringLiteral("ssl-sni")};
    return v;
}

struct ServerLine
{
    Server server;
    int line = 0;
    int id = 0; // 0 = automatic
    bool explicitId = false;
    bool backup = false;
};

bool readServer(const Line &l, const Settings &s, ServerLine *out, ConfigError *error)
{
    if (l.words.size() < 3) {
        *error = {l.number, Tr::tr("\"server\" needs a name and an address")};
        return false;
    }
    out->line = l.number;
    out->server.address = l.words.at(2);
    if (!HaproxyServerLine::check(l.words.at(1), l.words.at(2), l.number, error))
        return false;
    out->server.weight = s.defaultWeight >= 0 ? s.defaultWeight : 1;
    out->server.down = s.defaultDisabled;
    for (int i = 3; i < l.words.size(); ++i) {
        const QString k = l.words.at(i);
        if (serverFlags().contains(k)) {
            if (k == QLatin1String("disabled"))
                out->server.down = true;
            else if (k == QLatin1String("enabled"))
                out->server.down = false;
            else if (k == QLatin1String("backup"))
                out->backup = true;
            continue;
        }
        if (!serverValued().contains(k)) {
            *error = {l.number, Tr::tr("unknown keyword \"%1\" on server %2").arg(k, l.words.at(1))};
            return false;
        }
        if (i + 1 >= l.words.size()) {
            *error = {l.number, Tr::tr("\"%1\" on server %2 needs a value").arg(k, l.words.at(1))};
            return false;
        }
        const QString v = l.words.at(++i);
        if (k == QLatin1String("weight") && !readInt(v, 0, HaproxyRing::MaxWeight, &out->server.weight)) {
            *error = {l.number, Tr::tr("bad weight \"%1\" on server %2: HAProxy accepts 0-256").arg(v, l.words.at(1))};
            return false;
        }
        out->explicitId = out->explicitId || k == QLatin1String("id");
        if (k == QLatin1String("id") && !readInt(v, 1, 2147483647, &out->id)) {
            *error = {l.number, Tr::tr("bad id \"%1\" on server %2: HAProxy needs a positive number").arg(v, l.words.at(1))};
            return false;
        }
    }
    return true;
}

// HAProxy's automatic ids (cfgparse.c): walk the servers in file order; one without an explicit id
// takes the smallest unused id >= the counter; the counter then steps by one per server.
void assignIds(QList<ServerLine> *servers)
{
    std::set<int> used;
    for (const ServerLine &s : *servers)
        if (s.id > 0)
            used.insert(s.id);
    int next = 1;
    for (ServerLine &s : *servers) {
        if (s.id == 0) {
            while (used.count(next))
                ++next;
            s.id = next;
            used.insert(next);
        }
        ++next; // the counter moves on for every server, explicit id or not
    }
}

bool isHashBalance(const QString &b)
{
    return b == QLatin1String("source") || b == QLatin1String("uri") || b == QLatin1String("url_param")
        || b.startsWith(QLatin1String("hdr(")) || b.startsWith(QLatin1String("rdp-cookie"))
        || b == QLatin1String("hash");
}

// The balance algorithms that hash a part of an HTTP request: HAProxy runs them only in `mode
// http` (source, rdp-cookie and `hash EXPR` work in tcp mode too).
bool isLayer7Balance(const QString &b)
{
    return b == QLatin1String("uri") || b == QLatin1String("url_param") || b.startsWith(QLatin1String("hdr("));
}

bool readProxy(const Section &sec, Settings s, ProxyConfig *cfg, ConfigError *error)
{
    cfg->system = QStringLiteral("haproxy");
    cfg->sectionName = sec.name;
    cfg->sectionLine = sec.line;
    QList<ServerLine> servers;
    QHash<QString, int> nameLines; // HAProxy refuses two servers of one name in a proxy
    bool anyExplicitWeight = s.defaultWeight >= 0;
    // One server line (or one server of a template, reported on the template's line): read it and
    // refuse a name used before. Backups are kept too: they take ids like any server.
    const auto addServer = [&](const Line &line, int reportedLine) {
        ServerLine sl;
        if (!readServer(line, s, &sl, error))
            return false;
        const QString name = line.words.at(1);
        if (nameLines.contains(name)) {
            *error = {reportedLine, Tr::tr("server name \"%1\" is used twice in %2 (first on line %3); HAProxy refuses "
                                           "duplicate server names")
                                        .arg(name, sec.name)
                                        .arg(nameLines.value(name))};
            return false;
        }
        nameLines.insert(name, reportedLine);
        servers.append(sl);
        return true;
    };
    for (const Line &l : sec.body) {
        if (!applySetting(l, &s, error))
            return false;
        const QString key = l.words.first();
        if (key == QLatin1String("server")) {
            if (!addServer(l, l.number))
                return false;
            anyExplicitWeight = anyExplicitWeight || l.words.contains(QStringLiteral("weight"));
        } else if (key == QLatin1String("server-template")) {
            // `server-template PREFIX NUM|LOW-HIGH ADDRESS [params]` (HAProxy 2.6): servers PREFIXn for
            // n in 1..NUM (or LOW..HIGH), all at ADDRESS with the same params, taking ids in turn.
            const QString prefix = l.words.value(1);
            const QString range = l.words.value(2);
            if (l.words.size() < 4) {
                *error = {l.number, Tr::tr("\"server-template\" needs a prefix, a number or range and an address")};
                return false;
            }
            static const QRegularExpression rangeRe(QStringLiteral("^(\\d+)(?:-(\\d+))?$"));
            const QRegularExpressionMatch m = rangeRe.match(range);
            qint64 low = 0, high = -1;
            if (m.hasMatch()) {
                bool okA = false, okB = true;
                const qint64 a = m.captured(1).toLongLong(&okA);
                const qint64 b = m.captured(2).isEmpty() ? a : m.captured(2).toLongLong(&okB);
                if (okA && okB) {
                    low = m.captured(2).isEmpty() ? 1 : a;
                    high = b;
                }
            }
            if (low < 1 || high < low) {
                *error = {l.number, Tr::tr("server-template %1: \"%2\" is not a number (1 or more) or a range LOW-HIGH; "
                                           "HAProxy refuses it too")
                                        .arg(prefix, range)};
                return false;
            }
            if (high - low + 1 + servers.size() > ServerListParser::kMaxServers) {
                *error = {l.number, Tr::tr("server-template %1: %2 servers; RingLab reads at most %3 in a section")
                                        .arg(prefix)
                                        .arg(high - low + 1)
                                        .arg(ServerListParser::kMaxServers)};
                return false;
            }
            for (qint64 n = low; n <= high; ++n) {
                Line one = l;
                one.words = QStringList{QStringLiteral("server"), prefix + QString::number(n)} + l.words.mid(3);
                if (!addServer(one, l.number))
                    return false;
            }
            anyExplicitWeight = anyExplicitWeight || l.words.contains(QStringLiteral("weight"));
            cfg->notes.append(Tr::tr("server-template on line %1: %2 servers %3 to %4, all at %5 (HAProxy gives them the "
                                     "addresses a resolvers section finds, when there is one)")
                                  .arg(l.number)
                                  .arg(high - low + 1)
                                  .arg(prefix + QString::number(low), prefix + QString::number(high), l.words.at(3)));
        } else if (key == QLatin1String("default-server")) {
            anyExplicitWeight = anyExplicitWeight || s.defaultWeight >= 0;
        }
    }
    if (std::none_of(servers.cbegin(), servers.cend(), [](const ServerLine &sl) { return !sl.backup; })) {
        *error = {sec.line, Tr::tr("%1 %2 has no server lines (backups do not count)").arg(sec.keyword, sec.name)};
        return false;
    }
    assignIds(&servers);
    std::set<int> seen;
    QList<int> serverIds;
    QList<bool> explicitIds;
    for (const ServerLine &sl : servers) {
        if (!seen.insert(sl.id).second) {
            *error = {sl.line, Tr::tr("server id %1 is used twice in %2").arg(sl.id).arg(sec.name)};
            return false;
        }
        if (sl.backup) {
            cfg->notes.append(Tr::tr("server %1 (line %2) is a backup: left out, backups are not on the hash ring")
                                  .arg(sl.server.address)
                                  .arg(sl.line));
            continue;
        }
        cfg->servers.append(sl.server);
        cfg->serverLines.append(sl.line);
        serverIds.append(sl.id);
        explicitIds.append(sl.explicitId);
    }
    cfg->facts.insert(HaproxySettings::kServerIds, QVariant::fromValue(serverIds));
    cfg->facts.insert(HaproxySettings::kExplicitIds, QVariant::fromValue(explicitIds));

    if (s.balance.isEmpty())
        cfg->defaults.append(Tr::tr("balance: roundrobin (HAProxy default)"));
    if (s.hashType.isEmpty())
        cfg->defaults.append(Tr::tr("hash-type: map-based sdbm (HAProxy default)"));
    if (!anyExplicitWeight)
        cfg->defaults.append(Tr::tr("weight: 1 (HAProxy default) on every server"));
    if (s.hashBalanceFactor < 0)
        cfg->defaults.append(Tr::tr("hash-balance-factor: 0, off (HAProxy default)"));
    const int hashBalanceFactor = std::max(0, s.hashBalanceFactor);
    cfg->facts.insert(HaproxySettings::kHashBalanceFactor, hashBalanceFactor);
    const QString balance = s.balance.value(0, QStringLiteral("roundrobin"));
    cfg->hashKey = s.balance.join(QLatin1Char(' '));
    const bool consistentType = s.hashType.value(0) == QLatin1String("consistent");
    if (isLayer7Balance(balance) && s.mode.isEmpty())
        cfg->defaults.append(Tr::tr("mode: tcp (HAProxy default)"));
    if (isLayer7Balance(balance) && s.mode != QLatin1String("http")) {
        // HAProxy 2.6 (cfgparse.c): "Layer 7 hash not possible for backend 'be' (needs 'mode
        // http'). Falling back to round robin." No key is hashed; `mode http` is the fix.
        cfg->hashNeedsSetting = true;
        cfg->notes.append(Tr::tr("balance %1 needs mode http: in mode %2 HAProxy does not hash at all, it warns \"Layer 7 "
                                 "hash not possible … Falling back to round robin\" and sends requests round robin")
                              .arg(balance, s.mode.isEmpty() ? QStringLiteral("tcp") : s.mode));
    } else if (!isHashBalance(balance)) {
        cfg->notes.append(Tr::tr("balance %1 does not hash keys; hash-type only matters for hash balancing").arg(balance));
    } else if (!consistentType) {
        cfg->hashes = true;
        cfg->notes.append(Tr::tr("balance %1 with map-based hashing: a server change remaps most keys").arg(balance));
    } else {
        cfg->hashes = true;
        cfg->consistent = true;
        cfg->algorithm = QStringLiteral("haproxy");
    }
    if (cfg->consistent) {
        // `hash-type consistent` alone is "sdbm avalanche" (cfgparse-listen.c); a named function
        // gets full_hash() only with the avalanche modifier.
        const QString function = s.hashType.value(1, QStringLiteral("sdbm"));
        const bool avalanche = s.hashType.size() < 2 || s.hashType.contains(QStringLiteral("avalanche"));
        static const QStringList functions = {QStringLiteral("sdbm"), QStringLiteral("djb2"), QStringLiteral("wt6"),
                                              QStringLiteral("crc32")};
        if (!functions.contains(function)) {
            *error = {sec.line, Tr::tr("hash-type function \"%1\": RingLab models sdbm, djb2, wt6 and crc32").arg(function)};
            return false;
        }
        cfg->options.insert(QStringLiteral("hash-function"),
                            avalanche ? function + QStringLiteral(" avalanche") : function);
        if (balance == QLatin1String("uri")) {
            for (int i = 1; i < s.balance.size(); ++i) {
                const QString w = s.balance.at(i);
                if (w == QLatin1String("whole"))
                    cfg->options.insert(QStringLiteral("uri-whole"), QStringLiteral("1"));
                else if (w == QLatin1String("path-only"))
                    cfg->options.insert(QStringLiteral("path-only"), QStringLiteral("1"));
                else if ((w == QLatin1String("len") || w == QLatin1String("depth")) && i + 1 < s.balance.size())
                    cfg->options.insert(QStringLiteral("uri-") + w, s.balance.at(++i));
            }
        }
    }
    if (hashBalanceFactor > 0)
        cfg->notes.append(Tr::tr("hash-balance-factor %1 bounds concurrent requests per server; it does not change "
                             "how the key space is split, which is what this report measures")
                              .arg(hashBalanceFactor));
    return true;
}

} // namespace

bool HaproxyConfigReader::read(const QString &text, QList<ProxyConfig> *sections, ConfigError *error)
{
    QList<Section> all;
    bool usedEnvironment = false;
    if (!splitSections(text, &all, error, &usedEnvironment))
        return false;
    QHash<QString, Settings> named;
    Settings last;
    bool sawDefaults = false;
    for (const Section &sec : all) {
        if (sec.keyword == QLatin1String("defaults")) {
            sawDefaults = true;
            Settings s = sec.from.isEmpty() ? Settings() : named.value(sec.from);
            for (const Line &l : sec.body)
                if (!applySetting(l, &s, error))
                    return false;
            last = s;
            if (!sec.name.isEmpty())
                named.insert(sec.name, s);
            continue;
        }
        if (sec.keyword != QLatin1String("backend") && sec.keyword != QLatin1String("listen"))
            continue;
        const bool hasServers = std::any_of(sec.body.cbegin(), sec.body.cend(), [](const Line &l) {
            return l.words.first() == QLatin1String("server") || l.words.first() == QLatin1String("server-template");
        });
        if (!hasServers && sec.keyword == QLatin1String("listen"))
            continue;
        if (!sec.from.isEmpty() && !named.contains(sec.from)) {
            *error = {sec.line, tr("defaults section \"%1\" named by \"from\" does not exist").arg(sec.from)};
            return false;
        }
        ProxyConfig cfg;
        cfg.text = text;
        if (!readProxy(sec, sec.from.isEmpty() ? last : named.value(sec.from), &cfg, error))
            return false;
        if (usedEnvironment)
            cfg.notes.append(tr(".if conditions were evaluated with RingLab's environment variables; HAProxy evaluates "
                                "them with its own"));

        const bool modeLine = std::any_of(sec.body.cbegin(), sec.body.cend(),
                                          [](const Line &l) { return l.words.first() == QLatin1String("mode"); });
        if (cfg.hashNeedsSetting && !modeLine && !sawDefaults) {
            // A backend pasted alone: its mode is in a defaults section the text does not show.
            cfg.settingUnknown = true;
            cfg.defaults.removeAll(Tr::tr("mode: tcp (HAProxy default)"));
            cfg.defaults.append(Tr::tr("mode: not in the text (tcp, HAProxy's default, unless a defaults section says http)"));
            cfg.notes.append(Tr::tr("the text has no mode line and no defaults section, so the mode is not known: "
                                    "HAProxy hashes this backend only in mode http (set in defaults or here); the "
                                    "advice answers for both"));
        }
        sections->append(cfg);
    }
    if (sections->isEmpty()) {
        *error = {0, tr("no backend or listen section with server lines found")};
        return false;
    }
    return true;
}

PatchedConfig HaproxyConfigReader::apply(const ProxyConfig &config, const ConfigChange &change)
{
    PatchedConfig out;
    QStringList lines = config.text.split(QLatin1Char('\n'));
    QList<Section> all;
    ConfigError error;
    if (!splitSections(config.text, &all, &error)) {
        out.error = error.toString();
        return out;
    }
    const Section *sec = nullptr;
    for (const Section &s : all)
        if (s.line == config.sectionLine)
            sec = &s;
    if (!sec) {
        out.error = tr("section %1 not found").arg(config.sectionName);
        return out;
    }
    if (!change.weights.isEmpty()) {
        QSet<int> edited; // a server-template's servers share one line: it is edited once
        for (int i = 0; i < config.serverLines.size() && i < change.weights.size(); ++i) {
            const int n = config.serverLines.at(i);
            if (edited.contains(n))
                continue;
            edited.insert(n);
            QString raw = lines.at(n - 1);
            Line l;
            splitLine(raw, n, &l, &error);
            QString content = raw.left(l.contentEnd);
            const QString comment = raw.mid(l.contentEnd);
            static const QRegularExpression weightRe(QStringLiteral("(\\sweight\\s+)(\\S+)"));
            const QString w = QString::number(change.weights.at(i));
            const QRegularExpressionMatch m = weightRe.match(content);
            if (m.hasMatch())
                content.replace(m.capturedStart(2), m.capturedLength(2), w);
            else
                content += QStringLiteral(" weight ") + w;
            lines[n - 1] = content + comment;
            out.pasteLines.append(content.trimmed());
        }
    }
    int insertedAt = 0; // the 0-based index of a line inserted above (0: none), for the edits below
    if (change.makeConsistent) {
        int hashTypeLine = 0;
        int anchor = sec->line;
        for (const Line &l : sec->body) {
            if (l.words.first() == QLatin1String("hash-type"))
                hashTypeLine = l.number;
            if (l.words.first() == QLatin1String("balance"))
                anchor = l.number;
        }
        const QString line = QStringLiteral("    hash-type consistent");
        if (hashTypeLine > 0)
            lines[hashTypeLine - 1] = line;
        else
            lines.insert(insertedAt = anchor, line); // after `balance` (or the section line); server lines move down
        out.pasteLines.prepend(line.trimmed());
    }
    if (change.flag(HaproxySettings::kHttpMode)) {
        // In the section itself (a `defaults` line would change other sections too): an existing
        // `mode` line becomes `mode http`, else it goes right after the section line.
        int modeLine = 0;
        for (const Line &l : sec->body)
            if (l.words.first() == QLatin1String("mode"))
                modeLine = l.number;
        const QString line = QStringLiteral("    mode http");
        if (modeLine > 0 && insertedAt > 0 && modeLine > insertedAt)
            ++modeLine; // below the hash-type line inserted above
        if (modeLine > 0)
            lines[modeLine - 1] = line;
        else
            lines.insert(sec->line, line); // the lines below move down, as with hash-type above
        out.pasteLines.prepend(line.trimmed());
    }
    out.text = lines.join(QLatin1Char('\n'));
    return out;
}

bool HaproxyConfigReader::isSectionKeyword(const QString &word)
{
    return sectionKeywords().contains(word);
}

} // namespace ringcore
