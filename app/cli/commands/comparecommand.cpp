// ringlab-cli compare: the seed's results table for every registered algorithm, and the removal
// table for one named server.
#include "clicommand.h"
#include "commands/cliservers.h"

#include "ringcore/analysis/comparetable.h"
#include "ringcore/core/serverlistparser.h"

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
        const CompareTable t = CompareAnalysis::compute(servers, KeySource::generated(keyCount, seed), removalKeys,
                                                        removeIndex);
        if (parser.isSet(QStringLiteral("json")))
            return printJson(t);
        printText(t, servers.size());
        return Ok;
    }

private:
    int printJson(const CompareTable &t)
    {
        QJsonArray rows;
        for (const CompareRow &r : t.rows) {
            QJsonObject o{{QStringLiteral("label"), r.setting.label},
                          {QStringLiteral("algorithm"), r.setting.algorithm},
                          {QStringLiteral("weight"), r.setting.weight}};
            if (!r.error.isEmpty()) {
                o.insert(QStringLiteral("error"), r.error);
            } else {
                o.insert(QStringLiteral("pointsPerServer"), r.pointsPerServer);
                o.insert(QStringLiteral("measured"), statsJson(r.routing.measured));
                o.insert(QStringLiteral("exact"), statsJson(r.routing.exact));
                o.insert(QStringLiteral("noiseFloor"), r.routing.noiseFloor);
                o.insert(QStringLiteral("memoryBytes"), double(r.footprint.memoryBytes));
                o.insert(QStringLiteral("collidingPairs"), double(r.footprint.collidingPairs));
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
                         .arg(r.pointsPerServer > 0 ? QString::number(r.pointsPerServer, 'g', 6) : QStringLiteral("-"), 13)
                         .arg(m.busiest, 7, 'f', 3)
                         .arg(m.quietest, 7, 'f', 3)
                         .arg(m.cv * 100, 5, 'f', 1)
                         .arg(e.busiest, 0, 'f', 3)
                         .arg(e.cv * 100, 0, 'f', 1);
        }
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
