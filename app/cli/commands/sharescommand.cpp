// ringlab-cli shares: each server's exact share of the hash space under one algorithm.
#include "clicommand.h"
#include "commands/cliservers.h"

#include "ringcore/analysis/footprint.h"
#include "ringcore/analysis/loadstats.h"
#include "ringcore/core/numbertext.h"

#include <QJsonArray>

using namespace ringcore;

namespace ringlab::cli {

class SharesCommand : public CliCommand
{
    Q_DECLARE_TR_FUNCTIONS(ringlab::cli::SharesCommand) // the context lupdate writes into translations/*.ts
public:
    QString name() const override { return QStringLiteral("shares"); }
    QString summary() const override
    {
        return QCoreApplication::translate("ringlab::cli::SharesCommand",
                                           "Each server's exact share of the hash space, busiest/quietest/CV.");
    }
    void setup(QCommandLineParser &parser) override
    {
        CliServers::addAlgorithmOptions(parser);
        CliServers::addJsonOption(parser);
    }

    int run(QCommandLineParser &parser) override
    {
        AlgorithmSetup setup;
        QString error;
        if (!CliServers::parseAlgorithm(parser, &setup, &error))
            return usageError(error);
        auto algorithm = CliServers::build(setup, &error);
        if (!algorithm)
            return usageError(error);
        const std::vector<double> shares = algorithm->shares();
        const LoadStats stats = LoadStats::of(shares, setup.servers);
        const std::vector<qint64> points = pointsPerServer(*algorithm, setup.servers.size());
        const Footprint fp = Footprint::of(*algorithm);
        const auto &servers = setup.servers;
        auto address = [&](int i) { return i >= 0 ? servers[i].address : QString(); };

        if (parser.isSet(QStringLiteral("json"))) {
            QJsonArray list;
            for (int i = 0; i < servers.size(); ++i) {
                QJsonObject o{{QStringLiteral("address"), servers[i].address},
                              {QStringLiteral("weight"), servers[i].weight},
                              {QStringLiteral("down"), servers[i].down},
                              {QStringLiteral("points"), double(points[size_t(i)])},
                              {QStringLiteral("share"), shares[size_t(i)]}};
                if (!servers[i].hashName.isEmpty())
                    o.insert(QStringLiteral("name"), servers[i].hashName);
                list.append(o);
            }
            CliServers::printJson(out(), QJsonObject{
                {QStringLiteral("algorithm"), setup.algorithm},
                {QStringLiteral("servers"), list},
                {QStringLiteral("busiest"), stats.busiest},
                {QStringLiteral("busiestServer"), address(stats.busiestServer)},
                {QStringLiteral("quietest"), stats.quietest},
                {QStringLiteral("quietestServer"), address(stats.quietestServer)},
                {QStringLiteral("cv"), stats.cv},
                {QStringLiteral("pointCount"), double(fp.points)},
                {QStringLiteral("memoryBytes"), double(fp.memoryBytes)},
                {QStringLiteral("collidingPairs"), double(fp.collidingPairs)},
            });
            return Ok;
        }
        // Plural and grouped digits like the rest of the CLI's sentences (r15 F13: "over 1 servers",
        // "1120 points, 17928 bytes").
        out() << tr("%1 over %n server(s): %2 points, %3 bytes\n", nullptr, int(servers.size()))
                     .arg(setup.algorithm, NumberText::integer(qint64(fp.points)), NumberText::integer(qint64(fp.memoryBytes)));
        out() << QStringLiteral("%1  %2  %3  %4  %5\n")
                     .arg(tr("address"), -28)
                     .arg(tr("weight"), 6)
                     .arg(tr("points"), 8)
                     .arg(tr("share"), 10)
                     .arg(tr("× fair"), 7);
        double weights = 0;
        for (const Server &s : servers)
            if (!s.down)
                weights += s.weight;
        for (int i = 0; i < servers.size(); ++i) {
            const double fair = servers[i].down ? 0.0 : servers[i].weight / weights;
            out() << QStringLiteral("%1  %2  %3  %4  %5%6\n")
                         .arg(servers[i].address, -28)
                         .arg(servers[i].weight, 6)
                         .arg(points[size_t(i)], 8)
                         .arg(shares[size_t(i)] * 100, 9, 'f', 4)
                         .arg(fair > 0 ? shares[size_t(i)] / fair : 0.0, 7, 'f', 3)
                         .arg(servers[i].down ? tr("  down") : QString());
        }
        // The table's numbers are C notation (columns a script can cut); so is this line.
        const QLocale c = NumberText::fileLocale();
        out() << tr("busiest %1 (%2), quietest %3 (%4), CV %5\n")
                     .arg(NumberText::times(stats.busiest, 3, c), address(stats.busiestServer),
                          NumberText::times(stats.quietest, 3, c), address(stats.quietestServer),
                          NumberText::percentSign(stats.cv, 1, c));
        out().flush();
        return Ok;
    }
private:
    /// Points (or table slots) per server. Counted by streaming (forEachPoint): a list of a
    /// 16 M-point ring would take 384 MB more.
    static std::vector<qint64> pointsPerServer(const Algorithm &algorithm, qsizetype servers)
    {
        std::vector<qint64> points(size_t(servers), 0);
        qint64 ringPoints = 0;
        algorithm.forEachPoint([&](const RingPoint &p) {
            ++ringPoints;
            if (p.server >= 0)
                ++points[size_t(p.server)];
        });
        if (ringPoints == 0)
            for (int s : algorithm.table())
                if (s >= 0)
                    ++points[size_t(s)];
        return points;
    }
};

} // namespace ringlab::cli

using ringlab::cli::SharesCommand;
RINGLAB_REGISTER_COMMAND(SharesCommand, "shares")
