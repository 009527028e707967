#include "gui/spread/spreadjob.h"

#include "gui/common/jobkey.h"

#include "ringcore/core/serverlistparser.h"
#include "ringcore/analysis/keyrouting.h"
#include "ringcore/analysis/loadstats.h"
#include "ringcore/core/numbertext.h"
#include "ringcore/rings/algorithmregistry.h"
#include "ringcore/sim/simulator.h"

#include <QCoreApplication>
#include <QJsonObject>

#include <algorithm>
#include <cmath>
#include <numeric>

namespace ringlab::gui {

namespace {

ringcore::ServerList equalServers(int count, int weight)
{
    return ringcore::ServerListParser::loopbackServers(count, weight);
}

} // namespace

std::vector<int> SpreadRequest::pointsList() const
{
    std::vector<int> list;
    for (int k = 1; k <= maxPoints; k *= 2)
        list.push_back(k);
    return list;
}

QByteArray SpreadRequest::key() const
{
    JobKey k("spread");
    k.add(qint64(servers)).add(qint64(maxPoints)).add(qint64(rings)).add(qint64(nearestRings)).add(qint64(seed));
    k.add(algorithm).add(qint64(experimentServers.size()));
    for (const ringcore::Server &s : experimentServers)
        k.add(s.address).add(qint64(s.weight)).add(qint64(s.down));
    QJsonObject opts;
    for (auto it = options.cbegin(); it != options.cend(); ++it)
        opts.insert(it.key(), it.value());
    return k.add(opts).add(qint64(keys)).add(qint64(keysAsked)).add(qint64(keySeed)).result();
}

void SpreadRequest::setKeys(qint64 asked)
{
    const ringcore::KeySample sample = ringcore::KeySample::bounded(asked, 0, kMaxKeys);
    keys = sample.routed();
    keysAsked = sample.asked();
}

qint64 SpreadData::bytes() const
{
    qint64 results = 0;
    for (const auto *list : {&next, &nearest})
        for (const ringcore::SimulationResult &r : *list)
            results += qint64(sizeof r) + qint64(r.rings.size() * sizeof(ringcore::RingResult));
    qint64 load = qint64(loadExact.size() + loadKeys.size()) * qint64(sizeof(double));
    for (const QString &a : loadAddresses)
        load += 2 * a.size() + 32;
    return qint64(sizeof(SpreadData)) + results + load + qint64(request.experimentServers.size()) * 64;
}

QList<ProxyMarker> SpreadJob::markers(int servers)
{
    // Every registered system contributes its default(s) (AlgorithmInfo::spreadMarkers), built on
    // N equal servers and placed at the points per server it really builds.
    QList<ProxyMarker> out;
    for (const ringcore::AlgorithmInfo &info : ringcore::AlgorithmRegistry::all()) {
        for (const ringcore::SpreadMarker &spec : info.spreadMarkers) {
            const ringcore::ServerList list = equalServers(servers, spec.weight);
            QString error;
            auto algorithm = ringcore::AlgorithmRegistry::create(info.name, list, spec.options, &error);
            if (!algorithm)
                continue;
            const auto shares = algorithm->shares();
            const ringcore::LoadStats stats = ringcore::LoadStats::of(shares, list);
            ProxyMarker marker;
            marker.algorithm = info.name;
            marker.points = double(algorithm->pointCount()) / std::max(1, servers);
            marker.labelSource = spec.label;
            marker.label = markerLabel(marker);
            marker.cv = stats.cv;
            marker.busiest = stats.busiest;
            marker.quietest = stats.quietest;
            out.append(marker);
        }
    }
    return out;
}

QString SpreadJob::markerLabel(const ProxyMarker &marker)
{
    return QCoreApplication::translate("SpreadMarker", marker.labelSource)
        .arg(ringcore::NumberText::integer(qint64(std::llround(marker.points))));
}

void SpreadJob::relabel(SpreadData &data)
{
    for (ProxyMarker &marker : data.markers)
        if (marker.labelSource)
            marker.label = markerLabel(marker);
    if (!data.withoutPoints.isEmpty())
        data.withoutPoints = withoutPoints();
}

QStringList SpreadJob::withoutPoints()
{
    QStringList out;
    for (const ringcore::AlgorithmInfo &info : ringcore::AlgorithmRegistry::all())
        if (info.spreadWithoutPoints)
            out << QCoreApplication::translate("SpreadMarker", info.spreadWithoutPoints);
    return out;
}

SpreadData SpreadJob::run(const SpreadRequest &request, const ringcore::Progress &progress,
                          const ringcore::CancelToken &cancel)
{
    SpreadData data;
    data.request = request;
    const std::vector<int> points = request.pointsList();
    ringcore::SimSetting base;
    base.servers = request.servers;
    base.rings = request.rings;
    base.baseSeed = request.seed;
    if (const QString problem = base.validate(); !problem.isEmpty()) {
        data.error = problem;
        return data;
    }
    // Next-rule rings use the exact Dirichlet path (O(N) a ring); nearest needs every point,
    // so it gets fewer rings. Weighted by work so the bar moves evenly.
    const auto report = [&](qint64 percent) { progress(std::clamp<qint64>(percent, 0, 100), 100); };
    data.next = ringcore::Simulator::sweep(
        base, points, {}, [&](qint64 done, qint64 total) { report(20 * done / std::max<qint64>(1, total)); }, cancel);
    if (cancel.isCancelled() || data.next.empty() || !data.next.back().ok()) {
        data.cancelled = cancel.isCancelled();
        if (!data.next.empty() && !data.next.back().ok())
            data.error = data.next.back().error;
        return data;
    }
    ringcore::SimSetting nearest = base;
    nearest.rule = ringcore::LookupRule::Nearest;
    nearest.rings = request.nearestRings;
    data.nearest = ringcore::Simulator::sweep(
        nearest, points, {}, [&](qint64 done, qint64 total) { report(20 + 60 * done / std::max<qint64>(1, total)); },
        cancel);
    if (cancel.isCancelled()) {
        data.cancelled = true;
        return data;
    }
    data.markers = markers(request.servers);
    data.withoutPoints = withoutPoints();
    report(85);

    // The experiment's own per-server load.
    if (!request.algorithm.isEmpty() && !request.experimentServers.isEmpty())
        experimentLoad(request, progress, cancel, &data);
    data.cancelled = cancel.isCancelled();
    report(100);
    return data;
}


void SpreadJob::experimentLoad(const SpreadRequest &request, const ringcore::Progress &progress,
                               const ringcore::CancelToken &cancel, SpreadData *data)
{
    QString error;
    auto algorithm = ringcore::AlgorithmRegistry::create(request.algorithm, request.experimentServers,
                                                         request.options, &error);
    if (!algorithm) {
        data->loadError = error;
    } else {
        const std::vector<double> shares = algorithm->shares();
        ringcore::RoutingResult routing;
        if (request.keys > 0)
            routing = ringcore::KeyRouting::route(*algorithm,
                                                  ringcore::KeySource::generated(request.keys, request.keySeed),
                                                  [&](qint64 done, qint64 total) {
                                                      progress(85 + 15 * done / std::max<qint64>(1, total), 100);
                                                  },
                                                  cancel);
        // Relative to the fair share by weight among enabled servers.
        double weightSum = 0;
        for (const ringcore::Server &s : request.experimentServers)
            if (!s.down)
                weightSum += s.weight;
        std::vector<int> order;
        for (int i = 0; i < request.experimentServers.size(); ++i)
            if (!request.experimentServers[i].down)
                order.push_back(i);
        // Ranked by load against the server's fair share (what the bars show, and what the
        // Numbers panel calls the busiest), not by its share of the circle: with weights the
        // two orders differ.
        const auto load = [&](int i) {
            const double fair = request.experimentServers[i].weight / std::max(1.0, weightSum);
            return fair > 0 ? shares[size_t(i)] / fair : 0.0;
        };
        std::stable_sort(order.begin(), order.end(), [&](int a, int b) { return load(a) > load(b); });
        for (int i : order) {
            const double fair = request.experimentServers[i].weight / std::max(1.0, weightSum);
            data->loadAddresses << request.experimentServers[i].address;
            data->loadExact.push_back(load(i));
            if (request.keys > 0 && routing.keys > 0)
                data->loadKeys.push_back(fair > 0 ? double(routing.counts[size_t(i)]) / (routing.keys * fair) : 0);
        }
    }
}

} // namespace ringlab::gui
