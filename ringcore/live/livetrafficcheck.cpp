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
} // namespace

QJsonObject LiveTrafficCheck::check(const SystemDescription &system, const ServerList &servers, int basePort,
                                    const AlgorithmOptions &options, const KeySet &keys,
                                    const std::vector<quint16> &measured, int concurrency,
                                    const std::vector<quint32> &latenciesUs, int backendDelayMs, QString *error)
{
    const auto ring = AlgorithmRegistry::create(system.algorithm(), servers, system.predictOptions(options), error);
    if (!ring)
        return {};
    const size_t n = size_t(servers.size());
    const qsizetype requests = std::min<qsizetype>(keys.size(), qsizetype(measured.size()));
    std::vector<qint64> measuredCounts(n, 0), modelCounts(n, 0);
    std::vector<int> measuredServer(size_t(requests), -1);
    qint64 answered = 0;
    for (qsizetype i = 0; i < requests; ++i) {
        const int port = measured[size_t(i)];
        if (port >= basePort && port < basePort + int(n)) {
            measuredServer[size_t(i)] = port - basePort;
            measuredCounts[size_t(port - basePort)]++;
            ++answered;
        }
    }
    // Each distinct key's backends: stable when every request of a key reached one backend.
    QHash<QByteArray, int> backendOfKey;
    QSet<QByteArray> unstable;
    for (qsizetype i = 0; i < requests; ++i) {
        if (measuredServer[size_t(i)] < 0)
            continue;
        const QByteArray key = keys.at(i).toByteArray();
        const auto it = backendOfKey.constFind(key);
        if (it == backendOfKey.constEnd())
            backendOfKey.insert(key, measuredServer[size_t(i)]);
        else if (*it != measuredServer[size_t(i)])
            unstable.insert(key);
    }
    QJsonObject out{{QStringLiteral("requests"), qint64(requests)},
                    {QStringLiteral("answered"), answered},
                    {QStringLiteral("distinctKeys"), qint64(backendOfKey.size())},
                    {QStringLiteral("keysOnSeveralBackends"), qint64(unstable.size())}};
    QJsonArray perBackend;
    const int factor = system.hashBalanceFactor(options);
    const std::unique_ptr<BoundedLoadModel> sim = factor > 0 ? system.boundedLoadModel(*ring, options) : nullptr;
    if (!sim) {
        for (qsizetype i = 0; i < requests; ++i) {
            const int s = ring->route(keys.at(i));
            if (s >= 0)
                modelCounts[size_t(s)]++;
        }
        qint64 differing = 0;
        for (size_t i = 0; i < n; ++i) {
            perBackend.append(QJsonObject{{QStringLiteral("port"), basePort + int(i)},
                                          {QStringLiteral("measured"), measuredCounts[i]},
                                          {QStringLiteral("model"), modelCounts[i]}});
            differing += measuredCounts[i] != modelCounts[i] ? 1 : 0;
        }
        out.insert(QStringLiteral("kind"), QStringLiteral("exact"));
        out.insert(QStringLiteral("backendsDiffering"), differing);
        out.insert(QStringLiteral("agree"), differing == 0 && answered == requests);
        out.insert(QStringLiteral("perBackend"), perBackend);
        return out;
    }
    std::vector<uint64_t> hashes(static_cast<size_t>(requests));
    for (qsizetype i = 0; i < requests; ++i)
        hashes[size_t(i)] = ring->hashKey(keys.at(i));
    const bool timed = backendDelayMs > 0 && qsizetype(latenciesUs.size()) >= requests;
    const BalanceFactorCounts model = timed ? sim->simulateTimed(hashes, latenciesUs, concurrency, qint64(backendDelayMs) * 1000)
                                            : sim->simulate(hashes, concurrency);
    qint64 spilled = 0, sameServer = 0;
    for (qsizetype i = 0; i < requests; ++i) {
        if (measuredServer[size_t(i)] >= 0 && measuredServer[size_t(i)] != sim->firstChoice(hashes[size_t(i)]))
            ++spilled;
        if (measuredServer[size_t(i)] >= 0 && measuredServer[size_t(i)] == model.choice[size_t(i)])
            ++sameServer;
    }
    const double measuredSpill = answered ? 100.0 * double(spilled) / double(answered) : 0;
    const double modelSpill = 100.0 * model.spillShare();
    const double measuredBusiest = busiestOverMean(measuredCounts, servers);
    const double modelBusiest = busiestOverMean(model.requests, servers);
    double maxShareDiff = 0;
    for (size_t i = 0; i < n; ++i) {
        perBackend.append(QJsonObject{{QStringLiteral("port"), basePort + int(i)},
                                      {QStringLiteral("measured"), measuredCounts[i]},
                                      {QStringLiteral("model"), model.requests[i]},
                                      {QStringLiteral("firstChoice"), model.firstChoice[i]}});
        if (answered && model.total)
            maxShareDiff = std::max(maxShareDiff, 100.0 * std::abs(double(measuredCounts[i]) / double(answered)
                                                                  - double(model.requests[i]) / double(model.total)));
    }
    const bool spillOk = std::abs(measuredSpill - modelSpill) <= kSpillTolerancePoints;
    const bool busiestOk = modelBusiest > 0 && std::abs(measuredBusiest - modelBusiest) / modelBusiest <= kBusiestTolerance;
    out.insert(QStringLiteral("kind"), QStringLiteral("bounded-loads"));
    out.insert(QStringLiteral("hashBalanceFactor"), factor);
    out.insert(QStringLiteral("concurrency"), concurrency);
    out.insert(QStringLiteral("model"), timed ? QStringLiteral("timed") : QStringLiteral("closed-loop"));
    out.insert(QStringLiteral("backendDelayMs"), backendDelayMs);
    // Not a criterion: which requests spill depends on timing finer than the latencies say.
    out.insert(QStringLiteral("sameServerPercent"), answered ? 100.0 * double(sameServer) / double(answered) : 0.0);
    out.insert(QStringLiteral("spillSharePercentMeasured"), measuredSpill);
    out.insert(QStringLiteral("spillSharePercentModel"), modelSpill);
    out.insert(QStringLiteral("busiestOverMeanMeasured"), measuredBusiest);
    out.insert(QStringLiteral("busiestOverMeanModel"), modelBusiest);
    out.insert(QStringLiteral("maxBackendShareDiffPoints"), maxShareDiff);
    out.insert(QStringLiteral("toleranceSpillPoints"), kSpillTolerancePoints);
    out.insert(QStringLiteral("toleranceBusiestRelative"), kBusiestTolerance);
    out.insert(QStringLiteral("agree"), spillOk && busiestOk);
    out.insert(QStringLiteral("perBackend"), perBackend);
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
