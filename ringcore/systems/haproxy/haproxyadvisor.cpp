// HAProxy's Advisor part: its backend reader, `haproxy -c`, the weight fix (with the ids that
// place its points) and its roll-out facts.
#include "ringcore/advisor/advisor.h"
#include "ringcore/advisor/advisorsystem.h"
#include "ringcore/advisor/fixfinder.h"
#include "ringcore/advisor/checksupport.h"
#include "ringcore/systems/haproxy/haproxyconfigreader.h"
#include "ringcore/core/numbertext.h"
#include "ringcore/config/proxyconfigcheck.h"
#include "ringcore/config/proxyconfigreader.h"
#include "ringcore/systems/haproxy/haproxyring.h"

#include <QRegularExpression>
#include <QSet>

#include <algorithm>

namespace ringcore {

namespace {

class HaproxyAdvice : public ReaderBackedAdvisorSystem<HaproxyConfigReader>
{
public:
    QString name() const override { return QStringLiteral("haproxy"); }
    QString displayName() const override { return QStringLiteral("HAProxy"); }
    QString readsWhat() const override
    {
        return QCoreApplication::translate("ringcore::AdvisorSystem", "a HAProxy backend/listen section");
    }

    QString hashedAttribute(const ProxyConfig &config) const override
    {
        // `balance uri` with any of whole / len / depth / path-only hashes the URI: the port
        // cuts it as HAProxy does. Other balance algorithms hash what they name.
        const QStringList words = config.hashKey.simplified().split(QLatin1Char(' '), Qt::SkipEmptyParts);
        const QString first = words.value(0).toLower();
        if (first.isEmpty())
            return {};
        if (first == QLatin1String("uri"))
            return QStringLiteral("uri");
        if (first == QLatin1String("source"))
            return QStringLiteral("client-ip");
        if (first.startsWith(QLatin1String("hdr(")) && first.endsWith(QLatin1Char(')')))
            return QStringLiteral("header:") + first.mid(4, first.size() - 5);
        return name() + QLatin1Char(':') + words.join(QLatin1Char(' '));
    }

    int detectPriority() const override { return 10; }
    bool recognizes(const QString &text, const QString &fileName) const override
    {
        static const QRegularExpression section(QStringLiteral("^\\s*(backend|listen|defaults|frontend|global)(\\s|$)"),
                                                QRegularExpression::MultilineOption);
        return section.match(text).hasMatch() || fileName.toLower().endsWith(QLatin1String(".cfg"));
    }

    QString portName(const ProxyConfig &config, const QString &algorithm) const override
    {
        // The port's display name says "balance uri"; the section may hash a header, a URL
        // parameter or the source address.
        if (algorithm != QLatin1String("haproxy") || config.hashKey.isEmpty())
            return AdvisorSystem::portName(config, algorithm);
        const QString function = config.options.value(QStringLiteral("hash-function"), QStringLiteral("sdbm avalanche"));
        return QCoreApplication::translate("ringcore::AdvisorSystem", "HAProxy balance %1, hash-type consistent %2 (2.6)")
            .arg(config.hashKey, function);
    }

    // The registry validates weights and options; HAProxy then needs the ids, which place its
    // points (backups, left out of the list, still took ids), so it is built with them.
    std::unique_ptr<Algorithm> build(const ProxyConfig &config, QString *error) const override
    {
        auto algorithm = AdvisorSystem::build(config, error);
        const QList<int> serverIds = config.facts.value(HaproxySettings::kServerIds).value<QList<int>>();
        if (!algorithm || config.algorithm != QLatin1String("haproxy") || serverIds.size() != config.servers.size())
            return algorithm;
        std::vector<int> ids(serverIds.cbegin(), serverIds.cend());
        const QString bad = HaproxyRing::validateIds(ids, int(config.servers.size()));
        if (!bad.isEmpty()) {
            *error = bad;
            return nullptr;
        }
        return std::make_unique<HaproxyRing>(config.servers, ids, config.options);
    }

    bool findFix(const ProxyConfig &config, const AdvisorOptions &options, AdviceReport *report,
                 QString *error) const override
    {
        if (config.hashNeedsSetting)
            return httpModeFix(config, options, report, error);
        if (!FixFinder::scaleWeights(config, options, QStringLiteral("haproxy"), weightLimit(options), report, error))
            return false;
        if (!report->hasFix && !report->noFixWhy.isEmpty())
            report->noFixInstead = instead();
        return true;
    }

    static QString instead()
    {
        return FixFinder::tr("Instead: give each heavy server several server lines at the same address (the weight "
                             "spread over them, each at most %1): the light servers can then rise in the same ratio. "
                             "Or accept a smaller ratio between the weights. hash-balance-factor (e.g. 125) caps the "
                             "busiest server's concurrent requests at request time, without changing the ring.")
            .arg(HaproxyRing::MaxWeight);
    }

    static QString weightLimit(const AdvisorOptions &options)
    {
        return FixFinder::tr("HAProxy's maximum weight is %2 (%3 points), which is not enough for ε = %1 with "
                             "these weights; this is the best HAProxy can do. hash-balance-factor limits the "
                             "damage of the busiest server at request time.")
            .arg(NumberText::plain(options.epsilon), QString::number(HaproxyRing::MaxWeight),
                 NumberText::integer(qint64(HaproxyRing::MaxWeight) * HaproxyRing::WeightScale));
    }

    // A layer-7 hash outside `mode http`: HAProxy runs the backend round robin, so the fix is
    // `mode http`, plus what the section then needs (hash-type consistent, weights), found on the
    // section as it reads with `mode http`.
    bool httpModeFix(const ProxyConfig &config, const AdvisorOptions &options, AdviceReport *report,
                     QString *error) const
    {
        ConfigChange mode;
        mode.settings.insert(HaproxySettings::kHttpMode, true);
        const PatchedConfig p = apply(config, mode);
        if (!p.error.isEmpty()) {
            *error = p.error;
            return false;
        }
        ProxyConfig hashed;
        ConfigError readError;
        if (!ProxyConfigReader::readBack(config, p.text, &hashed, &readError) || !hashed.hashes) {
            *error = Advisor::tr("the patched config does not read back: %1").arg(readError.toString());
            return false;
        }
        hashed.fileName = config.fileName;
        bool meets = false;
        SpreadSummary withHttp;
        if (hashed.consistent) {
            auto port = Advisor::build(hashed, error);
            if (!port)
                return false;
            withHttp = Advisor::summarize(*port, options);
            meets = withHttp.meetsTarget;
        }
        AdviceReport then; // what the section needs once HAProxy hashes it
        if (!meets && !FixFinder::scaleWeights(hashed, options, QStringLiteral("haproxy"), weightLimit(options), &then, error))
            return false;
        if (config.settingUnknown)
            report->ifSettingSet = answerInHttpMode(hashed, withHttp, then, options);
        const QString why = FixFinder::tr("balance %1 hashes only in mode http; in mode tcp (HAProxy's default) HAProxy "
                                          "sends the requests round robin, so no key stays on one server")
                                .arg(config.hashKey);
        AdviceFix fix;
        if (then.hasFix) {
            fix = then.fix;
            fix.change.settings.insert(HaproxySettings::kHttpMode, true);
            fix.pasteLines.prepend(QStringLiteral("mode http"));
            // No ring today: the new points only, not "16 → 416" as if the section hashed.
            int factor = 1, lightest = 0;
            for (int i = 0; i < hashed.servers.size() && i < fix.change.weights.size(); ++i) {
                const Server &srv = hashed.servers.at(i);
                if (srv.down || srv.weight <= 0)
                    continue;
                factor = fix.change.weights.at(i) / srv.weight;
                lightest = lightest == 0 ? fix.change.weights.at(i) : std::min(lightest, fix.change.weights.at(i));
            }
            const int perUnit = fix.after.pointsPerServerMin > 0 && lightest > 0 ? fix.after.pointsPerServerMin / lightest : 16;
            fix.title = fix.change.weights.isEmpty()
                ? FixFinder::tr("Add mode http (HAProxy does not hash without it), then %1")
                      .arg(fix.title.at(0).toLower() + fix.title.mid(1))
                : FixFinder::tr("Add mode http (HAProxy does not hash without it)%1 with every weight ×%2: %3 points on "
                                "the lightest server")
                      .arg(fix.change.makeConsistent ? FixFinder::tr(" and hash-type consistent") : QString(),
                           NumberText::integer(factor), NumberText::integer(qint64(perUnit) * lightest));
            fix.why = FixFinder::tr("%1. Then: %2").arg(why, fix.why);
        } else {
            ProxyConfig patched;
            if (!Advisor::evaluate(config, mode, options, &fix, &patched, error))
                return false;
            fix.title = FixFinder::tr("Add mode http: without it HAProxy does not hash, it sends requests round robin");
            fix.why = why;
            if (!then.noFixWhy.isEmpty()) {
                // The ring that mode http gives still misses the target, and nothing else helps.
                fix.why = FixFinder::tr("%1. The ring then misses the target and there is no further fix: %2. %3")
                              .arg(why, then.noFixWhy, instead());
            }
        }
        report->fix = fix;
        report->hasFix = true;
        return true;
    }

    // The answer for a backend whose mode is unknown, if its defaults say `mode http`: what the
    // section's ring does then, and its fix when it needs one.
    static QString answerInHttpMode(const ProxyConfig &hashed, const SpreadSummary &s, const AdviceReport &then,
                                    const AdvisorOptions &options)
    {
        const QString target = NumberText::times(1 + options.epsilon, 3);
        QString answer;
        if (!hashed.consistent)
            answer = FixFinder::tr("HAProxy hashes it, with map-based hashing (a server change remaps most keys).");
        else if (s.meetsTarget)
            answer = FixFinder::tr("HAProxy hashes it; the busiest server is at %1 and %2 of rings of its size stay within "
                                   "%3: no change needed.")
                         .arg(NumberText::times(s.busiest, 3), NumberText::percentSign(s.ringsWithin, 0), target);
        else if (s.exactWithin)
            answer = FixFinder::tr("HAProxy hashes it; this exact ring keeps the busiest server at %1 (target %2), but only "
                                   "%3 of rings of its size do: not needed today.")
                         .arg(NumberText::times(s.busiest, 3), target, NumberText::percentSign(s.ringsWithin, 0));
        else
            answer = FixFinder::tr("HAProxy hashes it; the busiest server is at %1 (target %2).")
                         .arg(NumberText::times(s.busiest, 3), target);
        if (then.hasFix && s.exactWithin)
            answer += QLatin1Char(' ') + FixFinder::tr("For the next server change: %1.").arg(then.fix.title);
        else if (then.hasFix)
            answer += QLatin1Char(' ') + FixFinder::tr("The fix: %1.").arg(then.fix.title);
        else if (!then.noFixWhy.isEmpty())
            answer += QLatin1Char(' ') + FixFinder::tr("No fix then: %1.").arg(then.noFixWhy);
        return answer;
    }

    // `mode http` is carried by every step of a staged change of the weights.
    SettingsStaging settingsStaging(const ConfigChange &target) const override
    {
        for (auto it = target.settings.cbegin(); it != target.settings.cend(); ++it)
            if (it.key() != HaproxySettings::kHttpMode)
                return SettingsStaging::Blocks;
        return SettingsStaging::Carried;
    }

    ProxyRolloutFacts rolloutFacts() const override
    {
        ProxyRolloutFacts f;
        f.name = QStringLiteral("HAProxy");
        f.applyChange = ProxyRolloutFacts::tr(
            "HAProxy builds a backend's ring when it starts or reloads (systemctl reload / -sf): the "
            "new process uses the new ring for every key at once. The runtime API (`set server B/S "
            "weight N`) can lower a weight without a reload, but a consistent-hash server cannot rise "
            "above the weight it started with: its ring points are made at start-up.");
        f.stagedWeights = true;
        f.stagedHow = ProxyRolloutFacts::tr("one reload per step, with the weights of that step");
        f.dualRing = true;
        f.dualRingStable = true;
        f.dualRingHow = ProxyRolloutFacts::tr(
            "not within one backend; with two backends (today's weights and the new ones) and a "
            "frontend rule on a hash of the same key, e.g. `use_backend new if { url,crc32,mod(100) lt "
            "P }`, a stable share P of the keys uses the new ring, raised reload by reload");
        return f;
    }

    // The nearest `backend NAME` / `listen NAME` at or above the line.
    bool sectionAt(const QString &text, int line, QString *name, int *sectionLine) const override
    {
        static const QRegularExpression heading(QStringLiteral("^\\s*(?:backend|listen)\\s+(\\S+)"));
        return sectionAbove(text, line, heading, name, sectionLine);
    }

    QString checkProgram() const override { return QStringLiteral("haproxy"); }
    QString checkCommand() const override { return QStringLiteral("haproxy -c"); }
    QString checkFileName() const override { return QStringLiteral("haproxy.cfg"); }
    QString checkConfig(const ProxyConfig &config, const QString &dir, QList<int> *lineMap,
                        QString *error) const override
    {
        Q_UNUSED(dir);
        lineMap->clear();
        QString out;
        const auto add = [&](const QString &line, int original) {
            out += line + QLatin1Char('\n');
            lineMap->append(original);
        };
        const QStringList lines = config.text.split(QLatin1Char('\n'));
        if (config.sectionLine < 1 || config.sectionLine > lines.size()) {
            *error = ProxyConfigCheck::tr("section %1 (line %2) could not be cut out of the text")
                         .arg(config.sectionName)
                         .arg(config.sectionLine);
            return {};
        }
        // The last defaults section before ours: what HAProxy lets the section inherit. Only the
        // settings that decide balancing (and the timeouts, to keep the check quiet) are kept:
        // no log, errorfile or other line that would open files of this machine.
        int defaultsLine = 0;
        for (int i = 0; i < config.sectionLine - 1; ++i)
            if (CheckSupport::firstWord(lines.at(i)) == QLatin1String("defaults"))
                defaultsLine = i + 1;
        add(QStringLiteral("# RingLab: section %1 alone, checked in a private directory").arg(config.sectionName), 0);
        add(QStringLiteral("global"), 0);
        add(QStringLiteral("defaults"), defaultsLine);
        add(QStringLiteral("    timeout connect 5s"), 0);
        add(QStringLiteral("    timeout client 30s"), 0);
        add(QStringLiteral("    timeout server 30s"), 0);
        static const QSet<QString> inherited = {QStringLiteral("mode"), QStringLiteral("balance"), QStringLiteral("hash-type"),
                                                QStringLiteral("hash-balance-factor"), QStringLiteral("timeout"),
                                                QStringLiteral("default-server")};
        for (int i = defaultsLine; defaultsLine > 0 && i < config.sectionLine - 1; ++i) {
            const QString word = CheckSupport::firstWord(lines.at(i));
            if (HaproxyConfigReader::isSectionKeyword(word))
                break;
            if (inherited.contains(word))
                add(lines.at(i), i + 1);
        }
        // The section itself, without what only matters to traffic (binds, logs, error pages,
        // switching rules naming sections that are not copied).
        static const QSet<QString> dropped = {QStringLiteral("bind"), QStringLiteral("log"), QStringLiteral("errorfile"),
                                              QStringLiteral("errorfiles"), QStringLiteral("use_backend"),
                                              QStringLiteral("default_backend"), QStringLiteral("stats")};
        const QString head = lines.at(config.sectionLine - 1).trimmed();
        // A `from` clause names a defaults section that is not copied.
        add(head.section(QRegularExpression(QStringLiteral("\\s+")), 0, 1), config.sectionLine);
        QString mode;
        for (int i = config.sectionLine; i < lines.size(); ++i) {
            const QString word = CheckSupport::firstWord(lines.at(i));
            if (HaproxyConfigReader::isSectionKeyword(word))
                break;
            if (word == QLatin1String("mode"))
                mode = lines.at(i).trimmed();
            add(dropped.contains(word) ? QStringLiteral("# (left out for the check) ") + lines.at(i).trimmed() : lines.at(i),
                i + 1);
        }
        // HAProxy refuses a config without a listener ("will not start (no listener)"): a frontend
        // in front of the section. `haproxy -c` binds nothing, so the port is never opened.
        add(QStringLiteral("frontend ringlab-check"), 0);
        if (!mode.isEmpty())
            add(QStringLiteral("    ") + mode, 0);
        add(QStringLiteral("    bind 127.0.0.1:1"), 0);
        add(QStringLiteral("    default_backend %1").arg(config.sectionName), 0);
        return out;
    }
    QStringList checkArguments(const QString &dir, const QString &file) const override
    {
        Q_UNUSED(dir);
        return {QStringLiteral("-c"), QStringLiteral("-f"), file};
    }
    bool checkMessage(const QString &line, bool *isError, QString *message) const override
    {
        // "[ALERT] (123) : config : [FILE:N] : MESSAGE"
        static const QRegularExpression pattern(QStringLiteral("^\\[(ALERT|WARNING)\\]\\s+\\(\\d+\\)\\s*:\\s*(.*)$"));
        static const QRegularExpression configPrefix(QStringLiteral("^config\\s*:\\s*"));
        const QRegularExpressionMatch m = pattern.match(line);
        if (!m.hasMatch())
            return false;
        QString text = m.captured(2);
        text.remove(configPrefix);
        // The summary lines add nothing to the message above them.
        if (text.startsWith(QLatin1String("Error(s) found in configuration file")) || text.startsWith(QLatin1String("Fatal errors found")))
            return false;
        *isError = m.captured(1) == QLatin1String("ALERT");
        *message = text;
        return true;
    }
    QString checkVersion(const QString &versionOutput) const override
    {
        // "HAProxy version 2.6.12-1…"
        static const QRegularExpression pattern(QStringLiteral("HA-?Proxy version ([0-9.]+)"));
        const QRegularExpressionMatch m = pattern.match(versionOutput);
        return m.hasMatch() ? QStringLiteral("HAProxy ") + m.captured(1) : QString();
    }
};

} // namespace

RINGCORE_REGISTER_ADVISOR_SYSTEM(20, HaproxyAdvice)

} // namespace ringcore
