// HAProxy's server directives: `server` and `server-template` lines, and the ids HAProxy gives
// the servers of a section.
#include "ringcore/systems/haproxy/haproxyconfigparts.h"
#include "ringcore/systems/haproxy/haproxyconfigreader.h"
#include "ringcore/systems/haproxy/haproxyring.h"
#include "ringcore/systems/haproxy/haproxyserverline.h"
#include "ringcore/core/serverlistparser.h"

#include <QRegularExpression>

#include <algorithm>
#include <set>

namespace ringcore::haproxyconfig {

namespace {

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

// One server line: its address, weight, state, id and whether it is a backup.
bool readServerLine(const Line &l, const Settings &s, ServerLine *out, ConfigError *error)
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
            *error = {l.number, Tr::tr("bad weight \"%1\" on server %2: HAProxy accepts 0-%3")
                                    .arg(v, l.words.at(1), QString::number(HaproxyRing::MaxWeight))};
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
} // namespace

// One server line (or one server of a template, reported on the template's line): read it and
// refuse a name used before. Backups are kept too: they take ids like any server.
bool SectionServers::add(const Line &line, int reportedLine, const Settings &s, ConfigError *error)
{
    ServerLine sl;
    if (!readServerLine(line, s, &sl, error))
        return false;
    const QString name = line.words.at(1);
    if (m_nameLines.contains(name)) {
        *error = {reportedLine, Tr::tr("server name \"%1\" is used twice in %2 (first on line %3); HAProxy refuses "
                                       "duplicate server names")
                                    .arg(name, m_section.name)
                                    .arg(m_nameLines.value(name))};
        return false;
    }
    m_nameLines.insert(name, reportedLine);
    m_servers.append(sl);
    return true;
}

bool SectionServers::readServer(const Line &l, const Settings &s, ConfigError *error)
{
    return add(l, l.number, s, error);
}

// `server-template PREFIX NUM|LOW-HIGH ADDRESS [params]` (HAProxy 2.6): servers PREFIXn for
// n in 1..NUM (or LOW..HIGH), all at ADDRESS with the same params, taking ids in turn.
bool SectionServers::readTemplate(const Line &l, const Settings &s, QStringList *notes, ConfigError *error)
{
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
    if (high - low + 1 + m_servers.size() > ServerListParser::kMaxServers) {
        *error = {l.number, Tr::tr("server-template %1: %2 servers; RingLab reads at most %3 in a section")
                                .arg(prefix)
                                .arg(high - low + 1)
                                .arg(ServerListParser::kMaxServers)};
        return false;
    }
    for (qint64 n = low; n <= high; ++n) {
        Line one = l;
        one.words = QStringList{QStringLiteral("server"), prefix + QString::number(n)} + l.words.mid(3);
        if (!add(one, l.number, s, error))
            return false;
    }
    notes->append(Tr::tr("server-template on line %1: %2 servers %3 to %4, all at %5 (HAProxy gives them the "
                         "addresses a resolvers section finds, when there is one)")
                      .arg(l.number)
                      .arg(high - low + 1)
                      .arg(prefix + QString::number(low), prefix + QString::number(high), l.words.at(3)));
    return true;
}

bool SectionServers::place(ProxyConfig *cfg, ConfigError *error)
{
    if (std::none_of(m_servers.cbegin(), m_servers.cend(), [](const ServerLine &sl) { return !sl.backup; })) {
        *error = {m_section.line, Tr::tr("%1 %2 has no server lines (backups do not count)").arg(m_section.keyword, m_section.name)};
        return false;
    }
    assignIds(&m_servers);
    std::set<int> seen;
    QList<int> serverIds;
    QList<bool> explicitIds;
    for (const ServerLine &sl : std::as_const(m_servers)) {
        if (!seen.insert(sl.id).second) {
            *error = {sl.line, Tr::tr("server id %1 is used twice in %2").arg(sl.id).arg(m_section.name)};
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
    return true;
}

} // namespace ringcore::haproxyconfig
