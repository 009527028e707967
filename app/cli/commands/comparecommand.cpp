// ringlab-cli compare: the seed's results table for every registered algorithm, and the removal
// table for one named server.
#include "clicommand.h"
#include "commands/cliservers.h"
#include "commands/clitable.h"

#include "ringcore/analysis/comparetable.h"
#include "ringcore/core/numbertext.h"
#include "ringcore/core/serverlistparser.h"
#include "ringcore/rings/algorithmregistry.h"
#include "ringcore/traffic/trafficreplay.h"
#include "ringcore/traffic/zipfsampler.h"

#include <QJsonArray>

using namespace ringcore;

namespace ringlab::cli {

namespace {

QJsonObject statsJson(const LoadStats &s)
{
    return QJsonObject{{QStringLiteral("busiest"), s.busiest},
                       {QStringLiteral("quietest"), s.quietest},
                       {QStringLiteral("cv"), s.cv}};
}

} // namespace

class CompareCommand : public CliCommand
{
    Q_DECLARE_TR_FUNCTIONS(ringlab::cli::CompareCommand) // the context lupdate writes into translations/*.ts
public:
    QString name() const override { return QStringLiteral("compare"); }
    QString summary() const override
    {
        return tr("The seed's results table (nginx, HAProxy, Envoy, Maglev, …) and a removal table.");
    }
    void setup(QCommandLineParser &parser) override
    {
        parser.addOption({QStringLiteral("servers"), tr("Servers (default %1).").arg(ServerListParser::loopbackRangeText(100)),
                          QStringLiteral("list"), ServerListParser::loopbackRangeText(100)});
        CliServers::addHashNamesOption(parser);
        parser.addOption({QStringLiteral("keys"), tr("Number of generated keys (default 1,000,000)."),
                          QStringLiteral("N"), QStringLiteral("1000000")});
        parser.addOption({QStringLiteral("seed"), tr("Seed for the generated keys (default 1)."), QStringLiteral("S"),
                          QStringLiteral("1")});
        // No default value here: without --remove, CompareAnalysis::defaultRemovedIndex() picks the
        // server, as the Compare page and `figure compare` do.
        parser.addOption({QStringLiteral("remove"),
                          tr("Server removed for the removal table, or none (default 127.0.0.1:9042, else the middle "
                             "server of the list)."),
                          QStringLiteral("address")});
        parser.addOption({QStringLiteral("removal-keys"),
                          tr("Keys resent for the removal table: the first N (default 200,000)."), QStringLiteral("N"),
                          QStringLiteral("200000")});
        parser.addOption({QStringLiteral("traffic"),
                          tr("Add request columns: replay MODEL (zipf:S with S above 0 up to 10, or uniform) over the "
                             "--keys keys through each setting with an LRU per server."),
                          QStringLiteral("MODEL")});
        parser.addOption({QStringLiteral("requests"),
                          tr("Requests replayed per setting with --traffic (1-1,000,000,000; default 1,000,000)."),
                          QStringLiteral("R"), QStringLiteral("1000000")});
        parser.addOption({QStringLiteral("cache"),
                          tr("LRU objects per server with --traffic (1-%1; default 10,000).")
                              .arg(NumberText::integer(TrafficConfig::kMaxCacheObjects)),
                          QStringLiteral("C"), QStringLiteral("10000")});
        CliServers::addJsonOption(parser);
    }

    int run(QCommandLineParser &parser) override
    {
        QString error;
        ServerList servers = ServerListParser::parseServers(parser.value(QStringLiteral("servers")), &error);
        if (servers.isEmpty())
            return usageError(QStringLiteral("--") + error);
        if (!CliServers::applyHashNames(parser, servers, &error))
            return usageError(error);
        qint64 keyCount = 0;
        qint64 removalKeys = 0;
        uint64_t seed = 1;
        if (!CliServers::parseCount(QStringLiteral("keys"), parser.value(QStringLiteral("keys")), 1, 100'000'000,
                                    &keyCount, &error)
            || !CliServers::parseCount(QStringLiteral("removal-keys"), parser.value(QStringLiteral("removal-keys")), 1,
                                       100'000'000, &removalKeys, &error)
            || !CliServers::parseUnsigned64(QStringLiteral("seed"), parser.value(QStringLiteral("seed")), &seed, &error))
            return usageError(error);
        int removeIndex = parser.isSet(QStringLiteral("remove")) ? -1 : CompareAnalysis::defaultRemovedIndex(servers);
        const QString removeText = parser.value(QStringLiteral("remove"));
        if (parser.isSet(QStringLiteral("remove")) && !removeText.isEmpty() && removeText != QLatin1String("none")) {
            QList<int> indices;
            if (!CliServers::resolveServers(servers, QStringLiteral("remove"), removeText, &indices, &error))
                return usageError(error);
            if (indices.size() != 1)
                return usageError(tr("--remove: name exactly one server (got %1)").arg(indices.size()));
            removeIndex = indices.front();
        }
        TrafficConfig traffic;
        const bool withTraffic = parser.isSet(QStringLiteral("traffic"));
        if (withTraffic && !readTraffic(parser, keyCount, seed, &traffic, &error))
            return usageError(error);
        const CompareTable t = CompareAnalysis::compute(servers, KeySource::generated(keyCount, seed), removalKeys,
                                                        removeIndex);
        std::vector<TrafficResult> replays(size_t(t.rows.size()));
        std::vector<QString> replayErrors(size_t(t.rows.size()));
        if (withTraffic) {
            for (qsizetype i = 0; i < t.rows.size(); ++i) {
                const CompareRow &row = t.rows[i];
                if (!row.error.isEmpty())
                    continue;
                TrafficConfig c = traffic;
                c.algorithm = row.setting.algorithm;
                c.options = row.setting.options;
                c.servers = servers;
                if (row.setting.weight > 0)
                    for (Server &s : c.servers)
                        s.weight = row.setting.weight;
                if (!TrafficReplay::run(c, &replays[size_t(i)], &replayErrors[size_t(i)]))
                    replayErrors[size_t(i)] = replayErrors[size_t(i)].isEmpty() ? tr("failed") : replayErrors[size_t(i)];
            }
        }
        if (parser.isSet(QStringLiteral("json")))
            return printJson(t, withTraffic ? &replays : nullptr, replayErrors);
        printText(t, servers.size());
        if (withTraffic)
            printTraffic(t, traffic, replays, replayErrors);
        return Ok;
    }

private:
    static bool fail(QString *error, const QString &message)
    {
        *error = message;
        return false;
    }

    /// --traffic uniform|zipf:S with its --requests and --cache: a replay over `keyCount` keys.
    static bool readTraffic(const QCommandLineParser &parser, qint64 keyCount, uint64_t seed, TrafficConfig *traffic, QString *error)
    {
        const QString model = parser.value(QStringLiteral("traffic")).trimmed();
        bool ok = false;
        if (model == QLatin1String("uniform")) {
            traffic->model = TrafficConfig::Model::Uniform;
            ok = true;
        } else if (ZipfSampler::parseModel(model, &traffic->exponent)) {
            traffic->model = TrafficConfig::Model::Zipf;
            ok = true;
        }
        if (!ok)
            return fail(error, tr("--traffic: \"%1\" is not zipf:S (S above 0, up to %2) or uniform")
                                  .arg(model)
                                  .arg(TrafficConfig::kMaxExponent));
        if (keyCount > TrafficConfig::kMaxUniverse)
            return fail(error, tr("--keys: at most %1 with --traffic (the key universe)").arg(NumberText::integer(TrafficConfig::kMaxUniverse)));
        traffic->universe = keyCount;
        traffic->seed = seed;
        traffic->windows = 2;
        if (!CliServers::parseCount(QStringLiteral("requests"), parser.value(QStringLiteral("requests")), 1,
                                    1'000'000'000, &traffic->requests, error)
            || !CliServers::parseCount(QStringLiteral("cache"), parser.value(QStringLiteral("cache")), 1,
                                       TrafficConfig::kMaxCacheObjects, &traffic->cacheObjects, error))
            return false;
        return true;
    }

private:
    void printTraffic(const CompareTable &t, const TrafficConfig &c, const std::vector<TrafficResult> &replays,
                      const std::vector<QString> &errors)
    {
        out() << tr("\nRequests: %1 over %2 keys, %3 requests, an LRU of %4 objects per server\n\n")
                     .arg(c.model == TrafficConfig::Model::Uniform ? tr("uniform")
                                                                   : QStringLiteral("Zipf(%1)").arg(NumberText::plain(c.exponent)))
                     .arg(NumberText::integer(c.universe), NumberText::integer(c.requests),
                          NumberText::integer(c.cacheObjects));
        CliTable table({tr("Proxy and setting"), tr("By keys"), tr("By requests"), tr("Hot-key floor"), tr("Hit ratio")});
        for (qsizetype i = 0; i < t.rows.size(); ++i) {
            const CompareRow &row = t.rows[i];
            const QString error = !row.error.isEmpty() ? row.error : errors[size_t(i)];
            if (!error.isEmpty()) {
                table.addRow({row.setting.label, error});
                continue;
            }
            const TrafficResult &r = replays[size_t(i)];
            table.addRow({row.setting.label, times(r.byKeys.busiest), times(r.byRequests.busiest), times(r.hotKeyFloor),
                          NumberText::percentSign(r.hitRatio(), 2)});
        }
        out() << table.text();
        out().flush();
    }

    // The Compare page's notation in the terminal's language: "1.227×", "8.4%", "1,600" (German
    // "1,227×", "8,4 %", "1.600"); with grouped counts, C-notation decimals would read as
    // thousands in German. --json keeps plain numbers.
    static QString times(double value) { return NumberText::times(value, 3); }
    static QString percent(double fraction) { return NumberText::percentSign(fraction, 1); }

    /// --json's name for what a row's points per server count: "points" on a ring, "slots" of a
    /// lookup table (Maglev's 65,537 over the servers), or "none" (jump, rendezvous: nothing kept).
    static QString pointsKind(const CompareRow &r)
    {
        switch (CompareAnalysis::pointsKind(r)) {
        case CompareAnalysis::PointsKind::None: return QStringLiteral("none");
        case CompareAnalysis::PointsKind::Slots: return QStringLiteral("slots");
        case CompareAnalysis::PointsKind::Points: break;
        }
        return QStringLiteral("points");
    }

    int printJson(const CompareTable &t, const std::vector<TrafficResult> *replays, const std::vector<QString> &errors)
    {
        QJsonArray rows;
        for (qsizetype i = 0; i < t.rows.size(); ++i) {
            const CompareRow &r = t.rows[i];
            QJsonObject o{{QStringLiteral("label"), r.setting.label},
                          {QStringLiteral("algorithm"), r.setting.algorithm},
                          {QStringLiteral("weight"), r.setting.weight}};
            if (!r.error.isEmpty()) {
                o.insert(QStringLiteral("error"), r.error);
            } else {
                o.insert(QStringLiteral("pointsPerServer"), r.pointsPerServer);
                o.insert(QStringLiteral("pointsKind"), pointsKind(r));
                o.insert(QStringLiteral("measured"), statsJson(r.routing.measured));
                o.insert(QStringLiteral("exact"), statsJson(r.routing.exact));
                o.insert(QStringLiteral("noiseFloor"), r.routing.noiseFloor);
                o.insert(QStringLiteral("memoryBytes"), double(r.footprint.memoryBytes));
                o.insert(QStringLiteral("collidingPairs"), double(r.footprint.collidingPairs));
                if (replays && !errors[size_t(i)].isEmpty()) {
                    o.insert(QStringLiteral("trafficError"), errors[size_t(i)]);
                } else if (replays) {
                    const TrafficResult &x = (*replays)[size_t(i)];
                    o.insert(QStringLiteral("traffic"),
                             QJsonObject{{QStringLiteral("busiestByKeys"), x.byKeys.busiest},
                                         {QStringLiteral("busiestByRequests"), x.byRequests.busiest},
                                         {QStringLiteral("hotKeyFloor"), x.hotKeyFloor},
                                         {QStringLiteral("hitRatio"), x.hitRatio()}});
                }
            }
            rows.append(o);
        }
        QJsonArray removal;
        for (const CompareRemovalRow &r : t.removal) {
            QJsonObject o{{QStringLiteral("label"), r.setting.label}, {QStringLiteral("algorithm"), r.setting.algorithm}};
            if (!r.error.isEmpty()) {
                o.insert(QStringLiteral("error"), r.error);
            } else {
                o.insert(QStringLiteral("keysOnRemoved"), double(r.keysOnRemoved));
                o.insert(QStringLiteral("receivers"), r.receivers);
                o.insert(QStringLiteral("largestShare"), r.largestShare);
                o.insert(QStringLiteral("otherMoved"), double(r.otherMoved));
            }
            removal.append(o);
        }
        CliServers::printJson(out(), QJsonObject{{QStringLiteral("keys"), double(t.keys)},
                                                 {QStringLiteral("removalKeys"), double(t.removalKeys)},
                                                 {QStringLiteral("removed"), t.removedAddress},
                                                 {QStringLiteral("rows"), rows},
                                                 {QStringLiteral("removal"), removal}});
        return Ok;
    }

    void printText(const CompareTable &t, qsizetype servers)
    {
        // Counts for people, grouped ("1,000,000 keys"); --json keeps plain numbers (r16 G7).
        out() << tr("Results (%Ln backend(s), %1 keys)\n\n", nullptr, NumberText::pluralCount(servers))
                     .arg(NumberText::integer(t.keys));
        CliTable results({tr("Proxy and setting"), tr("Points/server"), tr("Busiest"), tr("Quietest"), tr("CV"),
                          tr("exact: busiest, CV")});
        for (const CompareRow &r : t.rows) {
            if (!r.error.isEmpty()) {
                results.addRow({r.setting.label, r.error});
                continue;
            }
            const LoadStats &m = r.routing.measured;
            const LoadStats &e = r.routing.exact;
            // The Compare page's and the exported figure's text: "1,600", "655†", "—".
            results.addRow({r.setting.label, CompareAnalysis::pointsText(r), times(m.busiest), times(m.quietest),
                            percent(m.cv), QStringLiteral("%1, %2").arg(times(e.busiest), percent(e.cv))});
        }
        out() << results.text();
        const QString note = CompareAnalysis::pointsNote(t);
        if (!note.isEmpty())
            out() << tr("\nPoints/server: %1.\n").arg(note);
        if (!t.rows.isEmpty() && t.rows.front().error.isEmpty())
            out() << tr("\nKey noise alone adds a CV of about %1% (1/sqrt(keys per server)).\n")
                         .arg(NumberText::fixed(t.rows.front().routing.noiseFloor * 100, 1));
        if (t.removal.isEmpty()) {
            out().flush();
            return;
        }
        out() << tr("\nRemoving %1 (first %2 keys)\n\n").arg(t.removedAddress, NumberText::integer(t.removalKeys));
        CliTable removal({tr("Setup"), tr("Keys on removed"), tr("Servers took them"), tr("Largest share"),
                          tr("Other keys moved")});
        for (const CompareRemovalRow &r : t.removal) {
            if (!r.error.isEmpty()) {
                removal.addRow({r.setting.label, r.error});
                continue;
            }
            removal.addRow({r.setting.label, NumberText::integer(r.keysOnRemoved), NumberText::integer(r.receivers),
                            percent(r.largestShare),
                            NumberText::integer(r.otherMoved)});
        }
        out() << removal.text();
        out().flush();
    }
};

} // namespace ringlab::cli

using ringlab::cli::CompareCommand;
RINGLAB_REGISTER_COMMAND(CompareCommand, "compare")
