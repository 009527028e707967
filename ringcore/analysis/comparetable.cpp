#include "ringcore/core/computepool.h"
#include "ringcore/analysis/comparetable.h"

#include "ringcore/analysis/remapanalysis.h"
#include "ringcore/rings/algorithmregistry.h"

#include <QCoreApplication>
#include <QMutex>
#include <QSet>
#include <QtConcurrent/QtConcurrentMap>

namespace ringcore {

namespace {

ServerList withWeight(ServerList servers, int weight)
{
    if (weight > 0)
        for (Server &s : servers)
            s.weight = weight;
    return servers;
}

} // namespace

QList<CompareSetting> CompareAnalysis::defaultSettings()
{
    QList<CompareSetting> out;
    const QStringList names = AlgorithmRegistry::names();
    auto add = [&](const QString &label, const QString &name, AlgorithmOptions options, int weight) {
        if (names.contains(name))
            out.append(CompareSetting{label, name, std::move(options), weight});
    };
    add(tr("nginx hash … consistent"), QStringLiteral("nginx"), {}, 1);
    add(tr("HAProxy hash-type consistent, weight 1"), QStringLiteral("haproxy"), {}, 1);
    add(tr("HAProxy, weight 10"), QStringLiteral("haproxy"), {}, 10);
    add(tr("HAProxy, weight 100"), QStringLiteral("haproxy"), {}, 100);
    add(tr("Envoy RING_HASH defaults"), QStringLiteral("envoy-ring"), {}, 1);
    add(tr("Envoy minimum_ring_size: 16000"), QStringLiteral("envoy-ring"),
        {{QStringLiteral("min-ring-size"), QStringLiteral("16000")}}, 1);
    add(tr("Envoy MAGLEV"), QStringLiteral("maglev"), {}, 1);
    // Traffic Server hashes a parent's host name, not its port: on one host (the experiments'
    // 127.0.0.1:9001…) its default refuses the list, so its row hashes the address, and says so.
    add(tr("Traffic Server consistent_hash, hash-string=address"), QStringLiteral("trafficserver"),
        {{QStringLiteral("hash-string"), QStringLiteral("address")}}, 1);
    const QSet<QString> seeded{QStringLiteral("nginx"), QStringLiteral("haproxy"), QStringLiteral("envoy-ring"),
                               QStringLiteral("maglev"), QStringLiteral("trafficserver")};
    for (const AlgorithmInfo &info : AlgorithmRegistry::all())
        if (!seeded.contains(info.name))
            out.append(CompareSetting{info.displayName.isEmpty() ? info.name : AlgorithmRegistry::translatedDisplayName(info),
                                      info.name, {}, 1});
    return out;
}

CompareTable CompareAnalysis::compute(const ServerList &servers, const KeySource &keys, qint64 removalKeys,
                                      int removeIndex, const QList<CompareSetting> &settings,
                                      const Progress &progress, const std::atomic<bool> *cancel)
{
    CompareTable table;
    table.keys = keys.size();
    const bool withRemoval = removeIndex >= 0 && removeIndex < servers.size();
    table.removalKeys = withRemoval ? std::min(removalKeys, keys.size()) : 0;
    if (withRemoval)
        table.removedAddress = servers[removeIndex].address;
    table.rows.resize(settings.size());
    if (withRemoval)
        table.removal.resize(settings.size());

    QMutex mutex;
    int done = 0;
    const int total = int(settings.size()) * (withRemoval ? 2 : 1);
    auto step = [&] {
        QMutexLocker lock(&mutex);
        ++done;
        if (progress)
            progress(done, total);
    };
    // One job per (setting, part): part 0 spread, part 1 removal. Jobs are independent.
    std::vector<int> jobs;
    for (int i = 0; i < settings.size(); ++i) {
        jobs.push_back(2 * i);
        if (withRemoval)
            jobs.push_back(2 * i + 1);
    }
    const KeySource removalSource = keys.first(table.removalKeys);
    auto run = [&](int job) {
        if (cancel && cancel->load())
            return;
        const int i = job / 2;
        const CompareSetting &setting = settings[i];
        const ServerList list = withWeight(servers, setting.weight);
        QString error;
        if (job % 2 == 0) {
            CompareRow row;
            row.setting = setting;
            auto algorithm = AlgorithmRegistry::create(setting.algorithm, list, setting.options, &error);
            if (!algorithm) {
                row.error = error;
            } else {
                const int enabled = int(enabledIndices(list).size());
                row.pointsPerServer = enabled > 0 ? double(algorithm->pointCount()) / enabled : 0.0;
                row.routing = KeyRouting::route(*algorithm, keys);
                row.footprint = Footprint::of(*algorithm);
            }
            table.rows[i] = row;
        } else {
            CompareRemovalRow row;
            row.setting = setting;
            RemovalResult r;
            if (!RemapAnalysis::removal(setting.algorithm, list, setting.options, {removeIndex}, removalSource,
                                        RemapAnalysis::Mode::KeysOnly, &r, &error)) {
                row.error = error;
            } else {
                row.keysOnRemoved = r.removedKeys;
                row.receivers = r.receivers;
                row.largestShare = r.largestTakerShare;
                row.otherMoved = r.movedBetweenSurvivorsKeys;
            }
            table.removal[i] = row;
        }
        step();
    };
    QtConcurrent::blockingMap(computePool(), jobs, run);
    table.cancelled = cancel && cancel->load() && done < total;
    return table;
}

} // namespace ringcore
