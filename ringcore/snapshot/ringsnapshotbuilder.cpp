#include "ringcore/snapshot/ringsnapshotbuilder.h"

#include "ringcore/core/memorybudget.h"
#include "ringcore/core/numbertext.h"
#include "ringcore/keys/keygenerator.h"
#include "ringcore/rings/algorithmregistry.h"
#include "ringcore/rings/buildestimate.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

namespace ringcore {

namespace {

void summarise(RingSnapshot &s)
{
    const int n = int(s.servers.size());
    double sum = 0, sumSq = 0;
    s.enabledServers = 0;
    s.busiest = 0;
    s.quietest = 0;
    for (int i = 0; i < n; ++i) {
        const double fair = s.fairShare(i);
        if (fair <= 0)
            continue;
        const double load = (size_t(i) < s.shares.size() ? s.shares[size_t(i)] : 0) / fair;
        if (s.enabledServers == 0 || load > s.busiest) {
            s.busiest = load;
            s.busiestServer = i;
        }
        if (s.enabledServers == 0 || load < s.quietest) {
            s.quietest = load;
            s.quietestServer = i;
        }
        ++s.enabledServers;
        sum += load;
        sumSq += load * load;
    }
    if (s.enabledServers > 0) {
        const double mean = sum / s.enabledServers;
        const double var = std::max(0.0, sumSq / s.enabledServers - mean * mean);
        s.cv = mean > 0 ? std::sqrt(var) / mean : 0;
    }
    const bool ring = !s.pointHash.empty();
    s.weightsDiffer = false;
    int firstWeight = -1;
    double inverseSum = 0;
    double enabledPoints = 0;
    bool everyServerHasPoints = true;
    for (int i = 0; i < n; ++i) {
        if (s.servers.at(i).down || s.servers.at(i).weight <= 0)
            continue;
        if (firstWeight < 0)
            firstWeight = s.servers.at(i).weight;
        s.weightsDiffer = s.weightsDiffer || s.servers.at(i).weight != firstWeight;
        const double k = double(s.pointsOf(i));
        enabledPoints += k;
        if (k > 0)
            inverseSum += 1.0 / k;
        else
            everyServerHasPoints = false;
    }
    // The mean over the servers that serve keys: a down server whose points stay on the ring
    // (nginx skips them at lookup) does not raise the others' k (16,000 / 99 = 161.6 was wrong).
    s.pointsPerServer = ring && s.enabledServers > 0 ? enabledPoints / s.enabledServers : 0;
    if (!ring)
        s.effectivePoints = 0;
    else if (s.weightsDiffer)
        s.effectivePoints = everyServerHasPoints && inverseSum > 0 ? s.enabledServers / inverseSum : 0;
    else
        s.effectivePoints = s.pointsPerServer;
    const double N = s.enabledServers, k = s.effectivePoints;
    s.cvFormula = k > 0 && N > 0 ? std::sqrt((N - 1) / (N * k + 1)) : 0;
}

} // namespace

QByteArray RingSnapshotBuilder::key(quint64 seed, qint64 i)
{
    return KeyGenerator(seed).key(uint64_t(i));
}

LookupKind RingSnapshotBuilder::ruleOf(const Algorithm &scheme)
{
    if (const AlgorithmInfo *info = AlgorithmRegistry::find(scheme.name()))
        return kindOf(*info, scheme.options());
    // A hand-made scheme (tests) has no registry entry: what it holds says.
    return !scheme.table().empty() ? LookupKind::Table : LookupKind::NextPoint;
}

LookupKind RingSnapshotBuilder::kindOf(const AlgorithmInfo &info, const AlgorithmOptions &options)
{
    switch (info.structure) {
    case AlgorithmInfo::Structure::Table: return LookupKind::Table;
    case AlgorithmInfo::Structure::Decision: return LookupKind::Decision;
    case AlgorithmInfo::Structure::Points: break;
    }
    for (const OptionSpec &o : info.options) {
        if (o.choices.contains(QLatin1String("nearest")))
            return options.value(o.name, o.defaultValue) == QLatin1String("nearest") ? LookupKind::NearestPoint
                                                                                     : LookupKind::NextPoint;
    }
    return info.nearestPoint ? LookupKind::NearestPoint : LookupKind::NextPoint;
}

RingSnapshot RingSnapshotBuilder::fromAlgorithm(std::shared_ptr<const Algorithm> scheme, qint64 keys, quint64 seed,
                                                const CancelToken &cancel)
{
    RingSnapshot s;
    s.scheme = scheme;
    s.algorithm = scheme->name();
    const AlgorithmInfo *info = AlgorithmRegistry::find(scheme->name());
    s.displayName = info ? info->displayName : scheme->name();
    s.hashBits = scheme->hashBits();
    s.servers = scheme->servers();
    s.table = scheme->table();
    // Straight into the columns: a list of RingPoint first would cost 16 bytes a point more.
    s.pointHash.reserve(scheme->pointCount());
    s.pointServer.reserve(scheme->pointCount());
    s.pointIndex.reserve(scheme->pointCount());
    scheme->forEachPoint([&s](const RingPoint &p) {
        s.pointHash.push_back(p.hash);
        s.pointServer.push_back(p.server);
        s.pointIndex.push_back(p.index);
    });
    s.rule = s.table.empty() && s.pointHash.empty() ? LookupKind::Decision : ruleOf(*scheme);
    if (cancel.isCancelled())
        return s;

    // Group point indices by server with a counting sort (stable: keeps ascending hash order).
    const size_t nServers = size_t(s.servers.size());
    s.serverPointBegin.assign(nServers + 1, 0);
    for (int32_t server : s.pointServer)
        if (server >= 0 && size_t(server) < nServers)
            ++s.serverPointBegin[size_t(server) + 1];
    for (size_t i = 0; i < nServers; ++i)
        s.serverPointBegin[i + 1] += s.serverPointBegin[i];
    s.serverPoints.resize(s.serverPointBegin[nServers]);
    {
        std::vector<uint32_t> fill(s.serverPointBegin.begin(), s.serverPointBegin.end() - 1);
        for (size_t i = 0; i < s.pointServer.size(); ++i) {
            const int32_t server = s.pointServer[i];
            if (server >= 0 && size_t(server) < nServers)
                s.serverPoints[fill[size_t(server)]++] = uint32_t(i);
        }
    }

    s.intervals = scheme->intervals();
    s.shares = scheme->shares();
    s.shares.resize(nServers, 0.0);
    s.pointCount = scheme->pointCount();
    s.memoryBytes = scheme->memoryBytes();
    if (cancel.isCancelled())
        return s;

    // At most kMaxRoutedKeys (the experiment allows 10⁹): the first keys of the seed, a sample
    // that the labels name as one (keySample()).
    s.keysAsked = std::max<qint64>(keys, 0);
    s.keysRouted = std::min<qint64>(s.keysAsked, kMaxRoutedKeys);
    s.keyCounts.assign(nServers, 0);
    s.keyOwner.resize(size_t(s.keysRouted));
    const int dots = int(std::min<qint64>(s.keysRouted, kMaxKeyDots));
    s.keyDots.reserve(size_t(dots));
    const KeyGenerator generator(seed);
    char text[KeyGenerator::KeyLength];
    for (qint64 i = 0; i < s.keysRouted; ++i) {
        if ((i & 0xffff) == 0 && cancel.isCancelled())
            return s;
        generator.writeKey(uint64_t(i), text);
        const uint64_t h = scheme->hashKey(QByteArrayView(text, KeyGenerator::KeyLength));
        const int owner = scheme->routeHash(h);
        s.keyOwner[size_t(i)] = owner;
        if (owner >= 0 && size_t(owner) < nServers)
            ++s.keyCounts[size_t(owner)];
        if (i < dots)
            s.keyDots.push_back(KeyDot{h, owner});
    }
    summarise(s);
    return s;
}

double RingSnapshotBuilder::estimateBytes(const Experiment &experiment)
{
    const AlgorithmInfo *info = AlgorithmRegistry::find(experiment.algorithm);
    if (!info || !info->estimateBytes)
        return 0;
    const double scheme = info->estimateBytes(experiment.servers, experiment.options);
    const double points = BuildEstimate::points(*info, experiment.servers, experiment.options);
    // A table is copied once (its estimate is the table and a little more).
    const double table = info->structure == AlgorithmInfo::Structure::Table ? scheme : 0;
    const double keys = double(std::min<qint64>(std::max<qint64>(experiment.keys, 0), kMaxRoutedKeys));
    // The nearest rule owns half of each gap on either side of a point: twice the intervals.
    const double perPoint = kBytesPerPoint + (kindOf(*info, experiment.options) == LookupKind::NearestPoint ? 16 : 0);
    return scheme + points * perPoint + table + keys * sizeof(int32_t)
        + double(experiment.servers.size()) * (sizeof(Server) + 64);
}

bool RingSnapshotBuilder::checkMemory(const Experiment &experiment, QString *error)
{
    const double bytes = estimateBytes(experiment);
    const double limit = AlgorithmRegistry::memoryLimitBytes();
    if (bytes <= limit)
        return true;
    if (error) {
        const AlgorithmInfo *info = AlgorithmRegistry::find(experiment.algorithm);
        const double points = info ? BuildEstimate::points(*info, experiment.servers, experiment.options) : 0;
        Experiment trial = experiment;
        const QString advice = BuildEstimate::advice(
            experiment.servers,
            [&trial](const ServerList &servers) {
                trial.servers = servers;
                return estimateBytes(trial);
            },
            limit, QCoreApplication::translate("ringcore::RingSnapshotBuilder", "use fewer servers or points"));
        const QString what = points > 0
            ? QCoreApplication::translate("ringcore::RingSnapshotBuilder", "the ring of this %1 setting (%2 points)")
                  .arg(experiment.algorithm, NumberText::integer(qint64(std::min(points, 9.0e18))))
            : QCoreApplication::translate("ringcore::RingSnapshotBuilder", "this %1 setting").arg(experiment.algorithm);
        *error = QCoreApplication::translate("ringcore::RingSnapshotBuilder",
                                             "memory: %1 needs about %2 to build and draw, above the limit of %3; %4")
                     .arg(what, NumberText::bytes(bytes), NumberText::bytes(limit), advice);
    }
    return false;
}

bool RingSnapshotBuilder::snapshotFits(const Algorithm &scheme, const Experiment &experiment, QString *error)
{
    // A scheme whose point count only its build knows (ketama, Envoy, Varnish): the snapshot's
    // own part, checked against what is left now, before its columns are allocated.
    const double keys = double(std::min<qint64>(std::max<qint64>(experiment.keys, 0), kMaxRoutedKeys));
    const double bytes = double(scheme.pointCount()) * kBytesPerPoint + keys * sizeof(int32_t);
    QString why;
    if (MemoryBudget::check(bytes, QCoreApplication::translate("ringcore::RingSnapshotBuilder", "the picture of this %1 ring (%2 points)")
                                       .arg(experiment.algorithm, NumberText::integer(qint64(scheme.pointCount()))),
                            &why))
        return true;
    if (error)
        *error = QCoreApplication::translate("ringcore::RingSnapshotBuilder", "memory: %1; use fewer servers or points").arg(why);
    return false;
}

RingSnapshot RingSnapshotBuilder::build(const Experiment &experiment, quint64 jobId, const CancelToken &cancel)
{
    QString error;
    std::shared_ptr<const Algorithm> scheme;
    if (checkMemory(experiment, &error))
        scheme.reset(AlgorithmRegistry::create(experiment.algorithm, experiment.servers, experiment.options, &error).release());
    if (scheme && !snapshotFits(*scheme, experiment, &error))
        scheme.reset();
    RingSnapshot s;
    if (!scheme) {
        s.error = error.isEmpty()
            ? QCoreApplication::translate("ringcore::RingSnapshotBuilder", "%1: could not build").arg(experiment.algorithm)
            : error;
        s.algorithm = experiment.algorithm;
        s.servers = experiment.servers;
    } else {
        s = fromAlgorithm(std::move(scheme), experiment.keys, experiment.seed, cancel);
    }
    s.jobId = jobId;
    return s;
}

} // namespace ringcore
