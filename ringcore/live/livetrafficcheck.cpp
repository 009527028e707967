#include "ringcore/live/livetrafficcheck.h"

#include "ringcore/live/systemdescription.h"
#include "ringcore/rings/algorithmregistry.h"

#include <QHash>
#include <QJsonArray>
#include <QSet>

#include <algorithm>
#include <cmath>

namespace ringcore {

namespace {
double busiestOverMean(const std::vector<qint64> &counts, const ServerList &servers)
{
    qint64 total = 0, busiest = 0;
    int live = 0;
    for (size_t i = 0; i < counts.size(); ++i) {
        if (servers[qsizetype(i)].down)
            continue;
        ++live;
        total += counts[i];
        busiest = std::max(busiest, counts[i]);
    }
    return total > 0 && live > 0 ? double(busiest) * live / double(total) : 0;
}

/// What the run measured: each request's server (-1: none of the run's ports) and the counts.
struct MeasuredRun
{
    const ServerList &servers;
    int basePort;
    const KeySet &keys;
    qsizetype requests;
    std::vector<qint64> counts;
    std::vector<int> server;
    qint64 answered = 0;

    MeasuredRun(const ServerList &list, int base, const KeySet &keySet, const std::vector<quint16> &measured)
        : servers(list), basePort(base), keys(keySet),
          requests(std::min<qsizetype>(keySet.size(), qsizetype(measured.size()))),
          counts(size_t(list.size()), 0), server(size_t(requests), -1)
    {
        const int n = int(list.size());
        for (qsizetype i = 0; i < requests; ++i) {
            const int port = measured[size_t(i)];
            if (port >= basePort && port < basePort + n) {
                server[size_t(i)] = port - basePort;
                counts[size_t(port - basePort)]++;
                ++answered;
            }
        }
    }

    /// The counts, and how many keys reached more than one backend.
    QJsonObject summary() const
    {
        // Each distinct key's backends: stable when every request of a key reached one backend.
        QHash<QByteArray, int> backendOfKey;
        QSet<QByteArray> unstable;
        for (qsizetype i = 0; i < requests; ++i) {
            if (server[size_t(i)] < 0)
                continue;
            const QByteArray key = keys.at(i).toByteArray();
            const auto it = backendOfKey.constFind(key);
            if (it == backendOfKey.constEnd())
                backendOfKey.insert(key, server[size_t(i)]);
            else if (*it != server[size_t(i)])
                unstable.insert(key);
        }
        return QJsonObject{{QStringLiteral("requests"), qint64(requests)},
                           {QStringLiteral("answered"), answered},
                           {QStringLiteral("distinctKeys"), qint64(backendOfKey.size())},
                           {QStringLiteral("keysOnSeveralBackends"), qint64(unstable.size())}};
    }
};

/// A deterministic ring: the port routes every request; the per-backend counts must match.
void exactCheck(const Algorithm &ring, const MeasuredRun &run, QJsonObject *out)
{
    const size_t n = size_t(run.servers.size());
    std::vector<qint64> modelCounts(n, 0);
    for (qsizetype i = 0; i < run.requests; ++i) {
        const int s = ring.route(run.keys.at(i));
        if (s >= 0)
            modelCounts[size_t(s)]++;
    }
    QJsonArray perBackend;
    qint64 differing = 0;
    for (size_t i = 0; i < n; ++i) {
        perBackend.append(QJsonObject{{QStringLiteral("port"), run.basePort + int(i)},
                                      {QStringLiteral("measured"), run.counts[i]},
                                      {QStringLiteral("model"), modelCounts[i]}});
        differing += run.counts[i] != modelCounts[i] ? 1 : 0;
    }
    out->insert(QStringLiteral("kind"), QStringLiteral("exact"));
    out->insert(QStringLiteral("backendsDiffering"), differing);
    out->insert(QStringLiteral("agree"), differing == 0 && run.answered == run.requests);
    out->insert(QStringLiteral("perBackend"), perBackend);
}

/// The per-backend counts beside the model's; *maxShareDiff the largest difference of shares in points.
QJsonArray boundedPerBackend(const MeasuredRun &run, const BalanceFactorCounts &model, double *maxShareDiff)
{
    QJsonArray perBackend;
    *maxShareDiff = 0;
    for (size_t i = 0; i < size_t(run.servers.size()); ++i) {
        perBackend.append(QJsonObject{{QStringLiteral("port"), run.basePort + int(i)},
                                      {QStringLiteral("measured"), run.counts[i]},
                                      {QStringLiteral("model"), model.requests[i]},
                                      {QStringLiteral("firstChoice"), model.firstChoice[i]}});
        if (run.answered && model.total)
            *maxShareDiff = std::max(*maxShareDiff, 100.0 * std::abs(double(run.counts[i]) / double(run.answered)
                                                                    - double(model.requests[i]) / double(model.total)));
    }
    return perBackend;
}

/// A system bounding loads: the model simulates the same sequence; spill share and the busiest
/// backend must agree within the tolerances.
void boundedCheck(const Algorithm &ring, const BoundedLoadModel &sim, const MeasuredRun &run, int concurrency,
                  const std::vector<quint32> &latenciesUs, int backendDelayMs, QJsonObject *out)
{
    const qsizetype requests = run.requests;
    std::vector<uint64_t> hashes(static_cast<size_t>(requests));
    for (qsizetype i = 0; i < requests; ++i)
        hashes[size_t(i)] = ring.hashKey(run.keys.at(i));
    const bool timed = backendDelayMs > 0 && qsizetype(latenciesUs.size()) >= requests;
    const BalanceFactorCounts model = timed ? sim.simulateTimed(hashes, latenciesUs, concurrency, qint64(backendDelayMs) * 1000)
                                            : sim.simulate(hashes, concurrency);
    qint64 spilled = 0, sameServer = 0;
    for (qsizetype i = 0; i < requests; ++i) {
        const int measured = run.server[size_t(i)];
        if (measured >= 0 && measured != sim.firstChoice(hashes[size_t(i)]))
            ++spilled;
        if (measured >= 0 && measured == model.choice[size_t(i)])
            ++sameServer;
    }
    const qint64 answered = run.answered;
    const double measuredSpill = answered ? 100.0 * double(spilled) / double(answered) : 0;
    const double modelSpill = 100.0 * model.spillShare();
    const double measuredBusiest = busiestOverMean(run.counts, run.servers);
    const double modelBusiest = busiestOverMean(model.requests, run.servers);
    double maxShareDiff = 0;
    const QJsonArray perBackend = boundedPerBackend(run, model, &maxShareDiff);
    const bool spillOk = std::abs(measuredSpill - modelSpill) <= LiveTrafficCheck::kSpillTolerancePoints;
    const bool busiestOk = modelBusiest > 0
        && std::abs(measuredBusiest - modelBusiest) / modelBusiest <= LiveTrafficCheck::kBusiestTolerance;
    out->insert(QStringLiteral("kind"), QStringLiteral("bounded-loads"));
    out->insert(QStringLiteral("concurrency"), concurrency);
    out->insert(QStringLiteral("model"), timed ? QStringLiteral("timed") : QStringLiteral("closed-loop"));
    out->insert(QStringLiteral("backendDelayMs"), backendDelayMs);
    // Not a criterion: which requests spill depends on timing finer than the latencies say.
    out->insert(QStringLiteral("sameServerPercent"), answered ? 100.0 * double(sameServer) / double(answered) : 0.0);
    out->insert(QStringLiteral("spillSharePercentMeasured"), measuredSpill);
    out->insert(QStringLiteral("spillSharePercentModel"), modelSpill);
    out->insert(QStringLiteral("busiestOverMeanMeasured"), measuredBusiest);
    out->insert(QStringLiteral("busiestOverMeanModel"), modelBusiest);
    out->insert(QStringLiteral("maxBackendShareDiffPoints"), maxShareDiff);
    out->insert(QStringLiteral("toleranceSpillPoints"), LiveTrafficCheck::kSpillTolerancePoints);
    out->insert(QStringLiteral("toleranceBusiestRelative"), LiveTrafficCheck::kBusiestTolerance);
    out->insert(QStringLiteral("agree"), spillOk && busiestOk);
    out->insert(QStringLiteral("perBackend"), perBackend);
}
} // namespace

QJsonObject LiveTrafficCheck::check(const SystemDescription &system, const ServerList &servers, int basePort,
                                    const AlgorithmOptions &options, const KeySet &keys,
                                    const std::vector<quint16> &measured, int concurrency,
                                    const std::vector<quint32> &latenciesUs, int backendDelayMs, QString *error)
{
    const auto ring = AlgorithmRegistry::create(system.predictAlgorithm(options), servers, system.predictOptions(options), error);
    if (!ring)
        return {};
    const MeasuredRun run(servers, basePort, keys, measured);
    QJsonObject out = run.summary();
    const int factor = system.hashBalanceFactor(options);
    const std::unique_ptr<BoundedLoadModel> sim = factor > 0 ? system.boundedLoadModel(*ring, options) : nullptr;
    if (!sim) {
        exactCheck(*ring, run, &out);
        return out;
    }
    out.insert(QStringLiteral("hashBalanceFactor"), factor);
    boundedCheck(*ring, *sim, run, concurrency, latenciesUs, backendDelayMs, &out);
    return out;
}

QString LiveTrafficCheck::summary(const QJsonObject &c)
{
    if (c.isEmpty())
        return {};
    const bool agree = c.value(QStringLiteral("agree")).toBool();
    if (c.value(QStringLiteral("kind")).toString() == QLatin1String("exact"))
        return tr("TRAFFIC: %1 requests (%2 distinct keys): per-backend requests %3 the port's exactly (%4 backends "
                  "differ; the ring is deterministic, so they must match); %5 keys answered by more than one backend")
            .arg(c.value(QStringLiteral("requests")).toInteger())
            .arg(c.value(QStringLiteral("distinctKeys")).toInteger())
            .arg(agree ? tr("match") : tr("do NOT match"))
            .arg(c.value(QStringLiteral("backendsDiffering")).toInteger())
            .arg(c.value(QStringLiteral("keysOnSeveralBackends")).toInteger());
    const bool timed = c.value(QStringLiteral("model")).toString() == QLatin1String("timed");
    const QString model = timed ? tr("%1 in flight at the client, backends holding each answer %2 ms; the proxy's own "
                                     "requests in flight rebuilt from each request's timing")
                                      .arg(c.value(QStringLiteral("concurrency")).toInt())
                                      .arg(c.value(QStringLiteral("backendDelayMs")).toInt())
                                : tr("%1 in flight, as if every request spent its whole time at a backend (no "
                                     "--backend-delay: the proxy sees fewer, so the model spills more)")
                                      .arg(c.value(QStringLiteral("concurrency")).toInt());
    return tr("TRAFFIC (bounded loads, hash-balance-factor %1, %2): spilled %3 % measured vs %4 % simulated "
              "(tolerance %5 points); busiest/mean %6 vs %7 (tolerance %8 %); largest per-backend share difference %9 "
              "points: %10")
        .arg(c.value(QStringLiteral("hashBalanceFactor")).toInt())
        .arg(model)
        .arg(c.value(QStringLiteral("spillSharePercentMeasured")).toDouble(), 0, 'f', 2)
        .arg(c.value(QStringLiteral("spillSharePercentModel")).toDouble(), 0, 'f', 2)
        .arg(c.value(QStringLiteral("toleranceSpillPoints")).toDouble(), 0, 'f', 1)
        .arg(c.value(QStringLiteral("busiestOverMeanMeasured")).toDouble(), 0, 'f', 3)
        .arg(c.value(QStringLiteral("busiestOverMeanModel")).toDouble(), 0, 'f', 3)
        .arg(100 * c.value(QStringLiteral("toleranceBusiestRelative")).toDouble(), 0, 'f', 0)
        .arg(c.value(QStringLiteral("maxBackendShareDiffPoints")).toDouble(), 0, 'f', 2)
        .arg(agree ? tr("AGREE") : tr("DISAGREE"));
}

} // namespace ringcore
