#include "ringcore/systems/haproxy/haproxyconfigreader.h"
#include "ringcore/systems/haproxy/haproxyconfigparts.h"
#include "ringcore/systems/haproxy/haproxyring.h"

#include <QCoreApplication>
#include <QHash>
#include <QRegularExpression>
#include <QSet>

#include <algorithm>

namespace ringcore {

using namespace haproxyconfig;

namespace {

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
                    *error = {l.number, Tr::tr("bad weight \"%1\" on default-server: HAProxy accepts 0-%2")
                                            .arg(l.words.value(i + 1), QString::number(HaproxyRing::MaxWeight))};
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


// The section's lines in order: settings directives change *s for the server lines below them.
bool readBody(const Section &sec, Settings *s, SectionServers *servers, bool *anyExplicitWeight, QStringList *notes,
              ConfigError *error)
{
    for (const Line &l : sec.body) {
        if (!applySetting(l, s, error))
            return false;
        const QString key = l.words.first();
        if (key == QLatin1String("server")) {
            if (!servers->readServer(l, *s, error))
                return false;
            *anyExplicitWeight = *anyExplicitWeight || l.words.contains(QStringLiteral("weight"));
        } else if (key == QLatin1String("server-template")) {
            if (!servers->readTemplate(l, *s, notes, error))
                return false;
            *anyExplicitWeight = *anyExplicitWeight || l.words.contains(QStringLiteral("weight"));
        } else if (key == QLatin1String("default-server")) {
            *anyExplicitWeight = *anyExplicitWeight || s->defaultWeight >= 0;
        }
    }
    return true;
}

// The settings the section leaves to HAProxy's defaults.
void noteDefaults(const Settings &s, bool anyExplicitWeight, ProxyConfig *cfg)
{
    if (s.balance.isEmpty())
        cfg->defaults.append(Tr::tr("balance: roundrobin (HAProxy default)"));
    if (s.hashType.isEmpty())
        cfg->defaults.append(Tr::tr("hash-type: map-based sdbm (HAProxy default)"));
    if (!anyExplicitWeight)
        cfg->defaults.append(Tr::tr("weight: 1 (HAProxy default) on every server"));
    if (s.hashBalanceFactor < 0)
        cfg->defaults.append(Tr::tr("hash-balance-factor: 0, off (HAProxy default)"));
}

// A consistent hash's function (`hash-type consistent [FUNCTION] [avalanche]`) and `balance uri`'s
// options, as the port's options.
bool readHashFunction(const Settings &s, const QString &balance, int sectionLine, ProxyConfig *cfg, ConfigError *error)
{
    // `hash-type consistent` alone is "sdbm avalanche" (cfgparse-listen.c); a named function
    // gets full_hash() only with the avalanche modifier.
    const QString function = s.hashType.value(1, QStringLiteral("sdbm"));
    const bool avalanche = s.hashType.size() < 2 || s.hashType.contains(QStringLiteral("avalanche"));
    static const QStringList functions = {QStringLiteral("sdbm"), QStringLiteral("djb2"), QStringLiteral("wt6"),
                                          QStringLiteral("crc32")};
    if (!functions.contains(function)) {
        *error = {sectionLine, Tr::tr("hash-type function \"%1\": RingLab models sdbm, djb2, wt6 and crc32").arg(function)};
        return false;
    }
    cfg->options.insert(QStringLiteral("hash-function"), avalanche ? function + QStringLiteral(" avalanche") : function);
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
    return true;
}

// What `balance`, `hash-type` and `mode` make of the section: whether and how it hashes.
bool readHashing(const Settings &s, int sectionLine, ProxyConfig *cfg, ConfigError *error)
{
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
    return !cfg->consistent || readHashFunction(s, balance, sectionLine, cfg, error);
}

bool readProxy(const Section &sec, Settings s, ProxyConfig *cfg, ConfigError *error)
{
    cfg->system = QStringLiteral("haproxy");
    cfg->sectionName = sec.name;
    cfg->sectionLine = sec.line;
    SectionServers servers(sec);
    bool anyExplicitWeight = s.defaultWeight >= 0;
    if (!readBody(sec, &s, &servers, &anyExplicitWeight, &cfg->notes, error) || !servers.place(cfg, error))
        return false;
    noteDefaults(s, anyExplicitWeight, cfg);
    const int hashBalanceFactor = std::max(0, s.hashBalanceFactor);
    cfg->facts.insert(HaproxySettings::kHashBalanceFactor, hashBalanceFactor);
    if (!readHashing(s, sec.line, cfg, error))
        return false;
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
