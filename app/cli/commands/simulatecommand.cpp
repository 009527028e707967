// ringlab-cli simulate: ideal-ring tables (seed 000), shards for batch runs, removal, and the
// inverse question (fewest points for a busiest within 1+ε).
#include "../clicommand.h"
#include "cliservers.h"

#include "ringcore/math/theory.h"
#include "ringcore/core/numberinput.h"
#include "ringcore/core/numbertext.h"
#include "ringcore/sim/minpointssearch.h"
#include "ringcore/core/filereader.h"
#include "ringcore/core/filewriter.h"
#include "ringcore/sim/simresultio.h"
#include "ringcore/sim/simulator.h"

#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>

#include <cmath>

using namespace ringcore;

namespace ringlab::cli {

class SimulateCommand : public CliCommand
{
    Q_DECLARE_TR_FUNCTIONS(ringlab::cli::SimulateCommand) // the context lupdate writes into translations/*.ts
public:
    QString name() const override { return QStringLiteral("simulate"); }
    QString summary() const override { return tr("Simulate ideal rings: spread, busiest, removal, collisions"); }

    void setup(QCommandLineParser &parser) override
    {
        parser.addOptions({
            {QStringLiteral("servers"), tr("Number of servers N (%1-%2; default %3).")
                 .arg(NumberText::integer(SimSetting::kServers.min), NumberText::integer(SimSetting::kServers.max),
                      NumberText::integer(SimSetting{}.servers)),
             QStringLiteral("N"),
             QStringLiteral("100")},
            {QStringLiteral("points"), tr("Points per server, comma-separated (each %1-%2; default %3).")
                 .arg(NumberText::integer(SimSetting::kPoints.min), NumberText::integer(SimSetting::kPoints.max),
                      NumberText::integer(SimSetting{}.points)),
             QStringLiteral("K,..."), QStringLiteral("160")},
            {QStringLiteral("weights"), tr("Weights, comma-separated, one per server (each %1-%2).")
                 .arg(NumberText::integer(SimSetting::kWeight.min), NumberText::integer(SimSetting::kWeight.max)),
             QStringLiteral("W,...")},
            {QStringLiteral("rings"), tr("Random rings per setting (%1-%2; default %3).")
                 .arg(NumberText::integer(SimSetting::kRings.min), NumberText::integer(SimSetting::kRings.max),
                      NumberText::integer(SimSetting{}.rings)),
             QStringLiteral("R"),
             QStringLiteral("400")},
            {QStringLiteral("rule"), tr("Lookup rule: next or nearest (default next)."), QStringLiteral("RULE"),
             QStringLiteral("next")},
            {QStringLiteral("space"), tr("Hash space: ideal, 32 or 64 (default ideal)."), QStringLiteral("SPACE"),
             QStringLiteral("ideal")},
            {QStringLiteral("collisions"),
             tr("32/64-bit spaces: which of the points on one value owns it: first (the server listed first, "
                "as nginx, pingora-ketama and HAProxy do; default) or random."),
             QStringLiteral("WINNER"), QStringLiteral("first")},
            {QStringLiteral("path"), tr("auto, explicit (place every point) or exact (Dirichlet shares)."),
             QStringLiteral("PATH"), QStringLiteral("auto")},
            {QStringLiteral("seed"), tr("Base seed (%1; default 1).").arg(CliServers::unsigned64Range()), QStringLiteral("S"),
             QStringLiteral("1")},
            {QStringLiteral("shard"), tr("Run only shard I of N (1-based, e.g. 2/8); writes per-ring results."),
             QStringLiteral("I/N")},
            {QStringLiteral("out"), tr("Write per-ring results to FILE (for ringlab-cli merge)."), QStringLiteral("FILE")},
            {QStringLiteral("removal"), tr("Also remove one server per ring: receivers and largest catcher.")},
            {QStringLiteral("min-points"),
             tr("Inverse question: fewest points keeping the busiest within 1+EPS in 95% of rings (EPS 0.001-10)."),
             QStringLiteral("EPS")},
            {QStringLiteral("threads"), tr("Worker threads (0 = all cores, up to 256; default 0)."), QStringLiteral("T"),
             QStringLiteral("0")},
            {QStringLiteral("json"), tr("Machine-readable output.")},
        });
    }

    int run(QCommandLineParser &parser) override
    {
        QString error;
        SimSetting base;
        qint64 v = 0;
        if (!CliServers::parseCount(QStringLiteral("servers"), parser.value(QStringLiteral("servers")), SimSetting::kServers.min,
                                    SimSetting::kServers.max, &v, &error))
            return usageError(error);
        base.servers = int(v);
        if (!CliServers::parseCount(QStringLiteral("rings"), parser.value(QStringLiteral("rings")), SimSetting::kRings.min,
                                    SimSetting::kRings.max, &v, &error))
            return usageError(error);
        base.rings = int(v);
        if (!CliServers::parseCount(QStringLiteral("threads"), parser.value(QStringLiteral("threads")), SimSetting::kThreads.min,
                                    SimSetting::kThreads.max, &v, &error))
            return usageError(error);
        const int threads = int(v);
        uint64_t seed = 0;
        if (!CliServers::parseUnsigned64(QStringLiteral("seed"), parser.value(QStringLiteral("seed")), &seed, &error))
            return usageError(error);
        base.baseSeed = seed;
        if (!readModel(parser, &base, &error))
            return usageError(error);
        std::vector<int> points;
        for (const QString &p : parser.value(QStringLiteral("points")).split(QLatin1Char(','))) {
            if (!CliServers::parseCount(QStringLiteral("points"), p, SimSetting::kPoints.min, SimSetting::kPoints.max, &v, &error))
                return usageError(error);
            points.push_back(int(v));
        }

        RingRange range;
        const bool sharded = parser.isSet(QStringLiteral("shard"));
        if (sharded && !readShard(parser, base.rings, &range, &error))
            return usageError(error);

        // Check every setting (ranges, combinations, memory) before simulating any of them.
        for (int k : points) {
            SimSetting s = base;
            s.points = k;
            QString problem = s.validate();
            if (problem.isEmpty())
                Simulator::checkMemory(s, threads, &problem);
            if (!problem.isEmpty())
                return usageError(problem);
        }

        if (parser.isSet(QStringLiteral("min-points")))
            return runMinPoints(parser, base, threads);

        const std::vector<SimulationResult> results = Simulator::sweep(base, points, range, {}, {}, threads);
        for (const SimulationResult &r : results)
            if (!r.ok())
                return usageError(r.error);

        if (sharded || parser.isSet(QStringLiteral("out"))) {
            const QByteArray raw = SimResultIo::writeRings(results);
            if (parser.isSet(QStringLiteral("out"))) {
                QString why;
                if (!FileWriter::writeFile(parser.value(QStringLiteral("out")), raw, &why))
                    return failure(tr("--out: %1").arg(why));
            } else {
                out() << QString::fromUtf8(raw) << Qt::endl;
                return Ok;
            }
            if (sharded)
                return Ok;
        }
        if (parser.isSet(QStringLiteral("json")))
            out() << QString::fromUtf8(SimResultIo::rowsJson(results));
        else
            out() << SimResultIo::tableText(results);
        out().flush();
        return Ok;
    }

private:
    static bool fail(QString *error, const QString &message)
    {
        *error = message;
        return false;
    }

    /// --rule, --space, --collisions, --path, --removal and --weights (one per server).
    static bool readModel(const QCommandLineParser &parser, SimSetting *base, QString *error)
    {
        qint64 v = 0;
        if (!SimSetting::parseRule(parser.value(QStringLiteral("rule")), &base->rule))
            return fail(error, tr("--rule: \"%1\" is not allowed; choose next or nearest").arg(parser.value(QStringLiteral("rule"))));
        if (!SimSetting::parseSpace(parser.value(QStringLiteral("space")), &base->space))
            return fail(error, tr("--space: \"%1\" is not allowed; choose ideal, 32 or 64").arg(parser.value(QStringLiteral("space"))));
        if (!SimSetting::parseCollisions(parser.value(QStringLiteral("collisions")), &base->collisions))
            return fail(error, tr("--collisions: \"%1\" is not allowed; choose first or random")
                                  .arg(parser.value(QStringLiteral("collisions"))));
        if (!SimSetting::parsePath(parser.value(QStringLiteral("path")), &base->path))
            return fail(error, tr("--path: \"%1\" is not allowed; choose auto, explicit or exact").arg(parser.value(QStringLiteral("path"))));
        base->removal = parser.isSet(QStringLiteral("removal"));
        if (parser.isSet(QStringLiteral("weights"))) {
            const QStringList parts = parser.value(QStringLiteral("weights")).split(QLatin1Char(','));
            for (const QString &p : parts) {
                if (!CliServers::parseCount(QStringLiteral("weights"), p, SimSetting::kWeight.min, SimSetting::kWeight.max, &v,
                                            error))
                    return false;
                base->weights.push_back(int(v));
            }
            if (base->weights.size() != size_t(base->servers))
                return fail(error, tr("--weights: %1 weights given for %2 servers; give exactly one per server")
                                      .arg(base->weights.size())
                                      .arg(base->servers));
        }
        return true;
    }

    /// --shard I/N: the rings of shard I of N, 1 <= I <= N <= rings.
    static bool readShard(const QCommandLineParser &parser, int rings, RingRange *range, QString *error)
    {
        const QStringList parts = parser.value(QStringLiteral("shard")).split(QLatin1Char('/'));
        qint64 index = 0, count = 0;
        if (parts.size() != 2 || !CliServers::parseCount(QStringLiteral("shard"), parts[1], 1, rings, &count, error)
            || !CliServers::parseCount(QStringLiteral("shard"), parts[0], 1, count, &index, error))
            return fail(error, error->isEmpty()
                                  ? tr("--shard: \"%1\" is not I/N with 1 <= I <= N <= rings (%2)")
                                        .arg(parser.value(QStringLiteral("shard")))
                                        .arg(rings)
                                  : tr("--shard: \"%1\" is not I/N with 1 <= I <= N <= rings (%2)")
                                        .arg(parser.value(QStringLiteral("shard")))
                                        .arg(rings));
        *range = RingRange::forShard(rings, int(index - 1), int(count));
        return true;
    }

    int runMinPoints(QCommandLineParser &parser, const SimSetting &base, int threads)
    {
        const QString text = parser.value(QStringLiteral("min-points"));
        double eps = 0;
        if (!NumberInput::realNumber(text, &eps) || !SimSetting::kMinPointsEpsilon.contains(eps))
            return usageError(tr("--min-points: \"%1\" is not a number in the allowed range %2-%3")
                                  .arg(text)
                                  .arg(SimSetting::kMinPointsEpsilon.min)
                                  .arg(SimSetting::kMinPointsEpsilon.max));
        const MinPointsResult r = MinPointsSearch::find(base, eps, 0.95, 10'000'000, {}, threads);
        if (!r.error.isEmpty())
            return usageError(r.error);
        if (parser.isSet(QStringLiteral("json"))) {
            const QJsonObject o{{QStringLiteral("servers"), base.servers},
                                {QStringLiteral("epsilon"), eps},
                                {QStringLiteral("quantile"), 0.95},
                                {QStringLiteral("rings"), base.rings},
                                {QStringLiteral("rule"), SimSetting::ruleName(base.rule)},
                                {QStringLiteral("min_points"), r.points},
                                {QStringLiteral("busiest_p95"), r.busiestP95},
                                {QStringLiteral("rule_of_thumb"), r.ruleOfThumb},
                                {QStringLiteral("evaluations"), r.evaluations}};
            out() << QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Indented));
        } else {
            out() << tr("Fewest points per server keeping the busiest of %1 servers within %2x in 95% of %3 rings "
                        "(rule %4): %5 (busiest p95 %6x)\nRule of thumb 2 ln N / eps^2: %7\n")
                         .arg(base.servers)
                         .arg(1 + eps, 0, 'f', 3)
                         .arg(base.rings)
                         .arg(SimSetting::ruleName(base.rule))
                         .arg(r.points)
                         .arg(r.busiestP95, 0, 'f', 4)
                         .arg(std::ceil(r.ruleOfThumb), 0, 'f', 0);
        }
        out().flush();
        return r.points > 0 ? Ok : Failure;
    }
};

RINGLAB_REGISTER_COMMAND(SimulateCommand, "simulate")

} // namespace ringlab::cli
