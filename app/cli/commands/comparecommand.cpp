// ringlab-cli compare: the seed's results table for every registered algorithm, and the removal
// table for one named server.
#include "clicommand.h"
#include "commands/cliservers.h"

#include "ringcore/analysis/comparetable.h"
#include "ringcore/core/serverlistparser.h"
#include "ringcore/rings/algorithmregistry.h"
#include "ringcore/traffic/trafficreplay.h"

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
        parser.addOption({QStringLiteral("servers"), tr("Servers (default 127.0.0.1:9001-9100)."),
                          QStringLiteral("list"), QStringLiteral("127.0.0.1:9001-9100")});
        CliServers::addHashNamesOption(parser);
        parser.addOption({QStringLiteral("keys"), tr("Number of generated keys (default 1,000,000)."),
                          QStringLiteral("N"), QStringLiteral("1000000")});
        parser.addOption({QStringLiteral("seed"), tr("Seed for the generated keys (default 1)."), QStringLiteral("S"),
                          QStringLiteral("1")});
        parser.addOption({QStringLiteral("remove"), tr("Server removed for the removal table (default 127.0.0.1:9042)."),
                          QStringLiteral("address"), QStringLiteral("127.0.0.1:9042")});
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
                              .arg(TrafficConfig::kMaxCacheObjects),
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
        int removeIndex = -1;
        const QString removeText = parser.value(QStringLiteral("remove"));
        if (!removeText.isEmpty() && removeText != QLatin1String("none")) {
            QList<int> indices;
            if (!CliServers::resolveServers(servers, QStringLiteral("remove"), removeText, &indices, &error))
                return usageError(error);
            if (indices.size() != 1)
                return usageError(tr("--remove: name exactly one server (got %1)").arg(indices.size()));
            removeIndex = indices.front();
        }
        TrafficConfig traffic;
        const bool withTraffic = parser.isSet(QStringLiteral("traffic"));
        if (withTraffic) {
            const QString model = parser.value(QStringLiteral("traffic")).trimmed();
            bool ok = false;
            if (model == QLatin1String("uniform")) {
                traffic.model = TrafficConfig::Model::Uniform;
                ok = true;
            } else if (model.startsWith(QLatin1String("zipf:"))) {
                traffic.model = TrafficConfig::Model::Zipf;
                traffic.exponent = model.mid(5).toDouble(&ok);
                ok = ok && traffic.exponent > 0 && traffic.exponent <= TrafficConfig::kMaxExponent;
            }
            if (!ok)
                return usageError(tr("--traffic: \"%1\" is not zipf:S (S above 0, up to %2) or uniform")
                                      .arg(model)
                                      .arg(TrafficConfig::kMaxExponent));
            if (keyCount > TrafficConfig::kMaxUniverse)
                return usageError(tr("--keys: at most %1 with --traffic (the key universe)").arg(TrafficConfig::kMaxUniverse));
            traffic.universe = keyCount;
            traffic.seed = seed;
            traffic.windows = 2;
            if (!CliServers::parseCount(QStringLiteral("requests"), parser.value(QStringLiteral("requests")), 1,
                                        1'000'000'000, &traffic.requests, &error)
                || !CliServers::parseCount(QStringLiteral("cache"), parser.value(QStringLiteral("cache")), 1,
                                           TrafficConfig::kMaxCacheObjects, &traffic.cacheObjects, &error))
                return usageError(error);
        }
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
    void printTraffic(const CompareTable &t, const TrafficConfig &c, const std::vector<TrafficResult> &replays,
                      const std::vector<QString> &errors)
    {
        out() << tr("\nRequests: %1 over %2 keys, %3 requests, an LRU of %4 objects per server\n\n")
                     .arg(c.model == TrafficConfig::Model::Uniform ? tr("uniform")
                                                                   : QStringLiteral("Zipf(%1)").arg(c.exponent))
                     .arg(QLocale::c().toString(c.universe))
                     .arg(QLocale::c().toString(c.requests))
                     .arg(QLocale::c().toString(c.cacheObjects));
        out() << QStringLiteral("%1  %2  %3  %4  %5\n")
                     .arg(tr("Proxy and setting"), -44)
                     .arg(tr("By keys"), 8)
                     .arg(tr("By requests"), 11)
                     .arg(tr("Hot-key floor"), 13)
                     .arg(tr("Hit ratio"), 9);
        for (qsizetype i = 0; i < t.rows.size(); ++i) {
            const CompareRow &row = t.rows[i];
            const QString error = !row.error.isEmpty() ? row.error : errors[size_t(i)];
            if (!error.isEmpty()) {
                out() << QStringLiteral("%1  %2\n").arg(row.setting.label, -44).arg(error);
                continue;
            }
            const TrafficResult &r = replays[size_t(i)];
            out() << QStringLiteral("%1  %2x  %3x  %4x  %5%\n")
                         .arg(row.setting.label, -44)
                         .arg(r.byKeys.busiest, 7, 'f', 3)
                         .arg(r.byRequests.busiest, 10, 'f', 3)
                         .arg(r.hotKeyFloor, 12, 'f', 3)
                         .arg(r.hitRatio() * 100, 8, 'f', 2);
        }
        out().flush();
    }

    /// What a row's points per server count: "points" on a ring, "slots" of a lookup table
    /// (Maglev's 65,537 over the servers), or "none" (jump, rendezvous: nothing kept).
    static QString pointsKind(const CompareRow &r)
    {
        if (r.pointsPerServer <= 0)
            return QStringLiteral("none");
        const AlgorithmInfo *info = AlgorithmRegistry::find(r.setting.algorithm);
        return info && info->structure == AlgorithmInfo::Structure::Table ? QStringLiteral("slots") : QStringLiteral("points");
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
        out() << tr("Results (%1 backends, %2 keys)\n\n").arg(servers).arg(QLocale::c().toString(t.keys));
        out() << QStringLiteral("%1  %2  %3  %4  %5  %6\n")
                     .arg(tr("Proxy and setting"), -44)
                     .arg(tr("Points/server"), 13)
                     .arg(tr("Busiest"), 8)
                     .arg(tr("Quietest"), 8)
                     .arg(tr("CV"), 6)
                     .arg(tr("exact: busiest, CV"));
        for (const CompareRow &r : t.rows) {
            if (!r.error.isEmpty()) {
                out() << QStringLiteral("%1  %2\n").arg(r.setting.label, -44).arg(r.error);
                continue;
            }
            const LoadStats &m = r.routing.measured;
            const LoadStats &e = r.routing.exact;
            out() << QStringLiteral("%1  %2  %3x  %4x  %5%  %6x, %7%\n")
                         .arg(r.setting.label, -44)
                         .arg(pointsKind(r) == QLatin1String("none") ? QStringLiteral("-")
                              : pointsKind(r) == QLatin1String("slots") ? QString::number(r.pointsPerServer, 'g', 4) + QLatin1Char('*')
                                                                        : QString::number(r.pointsPerServer, 'g', 6),
                              13)
                         .arg(m.busiest, 7, 'f', 3)
                         .arg(m.quietest, 7, 'f', 3)
                         .arg(m.cv * 100, 5, 'f', 1)
                         .arg(e.busiest, 0, 'f', 3)
                         .arg(e.cv * 100, 0, 'f', 1);
        }
        out() << tr("\nPoints/server: \"*\" slots of a lookup table per server (Maglev, modulo), not points on a ring; "
                    "\"-\" no points (the scheme computes each key's server from the server list).\n");
        if (!t.rows.isEmpty() && t.rows.front().error.isEmpty())
            out() << tr("\nKey noise alone adds a CV of about %1% (1/sqrt(keys per server)).\n")
                         .arg(t.rows.front().routing.noiseFloor * 100, 0, 'f', 1);
        if (t.removal.isEmpty()) {
            out().flush();
            return;
        }
        out() << tr("\nRemoving %1 (first %2 keys)\n\n").arg(t.removedAddress, QLocale::c().toString(t.removalKeys));
        out() << QStringLiteral("%1  %2  %3  %4  %5\n")
                     .arg(tr("Setup"), -44)
                     .arg(tr("Keys on removed"), 15)
                     .arg(tr("Servers took them"), 17)
                     .arg(tr("Largest share"), 13)
                     .arg(tr("Other keys moved"), 16);
        for (const CompareRemovalRow &r : t.removal) {
            if (!r.error.isEmpty()) {
                out() << QStringLiteral("%1  %2\n").arg(r.setting.label, -44).arg(r.error);
                continue;
            }
            out() << QStringLiteral("%1  %2  %3  %4%  %5\n")
                         .arg(r.setting.label, -44)
                         .arg(r.keysOnRemoved, 15)
                         .arg(r.receivers, 17)
                         .arg(r.largestShare * 100, 12, 'f', 1)
                         .arg(r.otherMoved, 16);
        }
        out().flush();
    }
};

} // namespace ringlab::cli

using ringlab::cli::CompareCommand;
RINGLAB_REGISTER_COMMAND(CompareCommand, "compare")
