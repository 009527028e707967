#include "ringcore/core/computepool.h"
#include "ringcore/analysis/comparetable.h"

#include "ringcore/analysis/remapanalysis.h"
#include "ringcore/core/numbertext.h"
#include "ringcore/rings/algorithmregistry.h"

#include <QCoreApplication>
#include <QMutex>
#include <QThreadPool>
#include <QSet>
#include <QtConcurrent/QtConcurrentMap>

#include <algorithm>
#include <cmath>
#include <limits>

namespace ringcore {

namespace {

ServerList withWeight(ServerList servers, int weight)
{
    if (weight > 0)
        for (Server &s : servers)
            s.weight = weight;
    return servers;
}

// Rows are built `atOnce` at a time: each may use its part of the memory limit. A row that needs
// more is refused with the reason (the others still run) instead of several together exhausting
// memory that each alone would fit in.
bool rowFits(const CompareSetting &setting, const ServerList &list, int builds, int atOnce, QString *error)
{
    const AlgorithmInfo *info = AlgorithmRegistry::find(setting.algorithm);
    if (!info || !info->estimateBytes)
        return true; // create() names an unknown algorithm
    const double bytes = builds * info->estimateBytes(list, setting.options);
    const double share = AlgorithmRegistry::memoryLimitBytes() / std::max(1, atOnce);
    if (bytes <= share)
        return true;
    *error = QCoreApplication::translate("ringcore::CompareAnalysis",
                                         "memory: this %1 setting needs about %2 for %3 servers, above the %4 each of "
                                         "the %5 rows built at once may use; use fewer servers")
                 .arg(setting.algorithm, NumberText::bytes(bytes), NumberText::integer(list.size()),
                      NumberText::bytes(share), QString::number(atOnce));
    return false;
}

} // namespace

QList<CompareSetting> CompareAnalysis::defaultSettings()
{
    // Each algorithm says which rows it adds and where (AlgorithmInfo::compareRows, compareRank).
    QList<AlgorithmInfo> infos = AlgorithmRegistry::all();
    std::stable_sort(infos.begin(), infos.end(), [](const AlgorithmInfo &a, const AlgorithmInfo &b) {
        const int ra = a.compareRank > 0 ? a.compareRank : std::numeric_limits<int>::max();
        const int rb = b.compareRank > 0 ? b.compareRank : std::numeric_limits<int>::max();
        return ra < rb;
    });
    QList<CompareSetting> out;
    for (const AlgorithmInfo &info : std::as_const(infos)) {
        const QString display = info.displayName.isEmpty() ? info.name : AlgorithmRegistry::translatedDisplayName(info);
        if (info.compareRows.isEmpty()) {
            out.append(CompareSetting{display, info.name, {}, 1});
            continue;
        }
        for (const CompareDefault &row : info.compareRows)
            out.append(CompareSetting{row.label ? QCoreApplication::translate("CompareAnalysis", row.label) : display,
                                      info.name, row.options, row.weight});
    }
    return out;
}

CompareTable CompareAnalysis::compute(const ServerList &servers, const KeySource &keys, qint64 removalKeys,
                                      int removeIndex, const QList<CompareSetting> &settings,
                                      const Progress &progress, const CancelToken &cancel)
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
    const int atOnce = std::max(1, std::min(int(jobs.size()), computePool()->maxThreadCount()));
    auto run = [&](int job) {
        if (cancel.isCancelled())
            return;
        const int i = job / 2;
        const CompareSetting &setting = settings[i];
        const ServerList list = withWeight(servers, setting.weight);
        QString error;
        if (job % 2 == 0) {
            CompareRow row;
            row.setting = setting;
            auto algorithm = rowFits(setting, list, 1, atOnce, &error)
                ? AlgorithmRegistry::create(setting.algorithm, list, setting.options, &error)
                : nullptr;
            if (!algorithm) {
                row.error = error;
            } else {
                row.pointsPerServer = CompareAnalysis::pointsPerServer(*algorithm, list);
                row.routing = KeyRouting::route(*algorithm, keys);
                row.footprint = Footprint::of(*algorithm);
            }
            table.rows[i] = row;
        } else {
            CompareRemovalRow row;
            row.setting = setting;
            RemovalResult r;
            if (!rowFits(setting, list, 2, atOnce, &error)
                || !RemapAnalysis::removal(setting.algorithm, list, setting.options, {removeIndex}, removalSource,
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
    table.cancelled = cancel.isCancelled() && done < total;
    return table;
}

double CompareAnalysis::pointsPerServer(const Algorithm &algorithm, const ServerList &servers)
{
    // A per-server fact: the points over the servers that hold some. nginx keeps a down server's
    // 160 points on its ring (and skips them on lookup): 3,200 points over 20 servers is 160, not
    // 3,200 / 19. Rings that drop a down server's points count only the others; a table (no ring
    // points) counts its slots over the servers it serves.
    std::vector<char> holds(size_t(servers.size()), 0);
    int holders = 0;
    algorithm.forEachPoint([&](const RingPoint &p) {
        if (p.server >= 0 && p.server < int(holds.size()) && !holds[size_t(p.server)]) {
            holds[size_t(p.server)] = 1;
            ++holders;
        }
    });
    const int count = holders > 0 ? holders : int(enabledIndices(servers).size());
    return count > 0 ? double(algorithm.pointCount()) / count : 0.0;
}

int CompareAnalysis::defaultRemovedIndex(const ServerList &servers)
{
    if (servers.isEmpty())
        return -1;
    for (qsizetype i = 0; i < servers.size(); ++i)
        if (servers[i].address == QLatin1String("127.0.0.1:9042"))
            return int(i);
    return int(servers.size() / 2);
}

CompareAnalysis::PointsKind CompareAnalysis::pointsKind(const CompareRow &row)
{
    if (row.pointsPerServer <= 0)
        return PointsKind::None;
    const AlgorithmInfo *info = AlgorithmRegistry::find(row.setting.algorithm);
    return info && info->structure == AlgorithmInfo::Structure::Table ? PointsKind::Slots : PointsKind::Points;
}

QString CompareAnalysis::slotMark()
{
    return QStringLiteral("\u2020"); // †
}

QString CompareAnalysis::pointsText(const CompareRow &row, const QLocale &locale)
{
    const PointsKind kind = pointsKind(row);
    if (kind == PointsKind::None)
        return QStringLiteral("\u2014"); // —
    const double v = row.pointsPerServer;
    const QString number = locale.toString(v, 'f', (v < 100 && v != std::floor(v)) ? 1 : 0);
    return kind == PointsKind::Slots ? number + slotMark() : number;
}

QString CompareAnalysis::pointsNote(const CompareTable &table)
{
    bool tables = false, stateless = false;
    for (const CompareRow &row : table.rows) {
        if (!row.error.isEmpty())
            continue;
        tables = tables || pointsKind(row) == PointsKind::Slots;
        stateless = stateless || pointsKind(row) == PointsKind::None;
    }
    QStringList parts;
    if (tables)
        parts << tr("%1 slots of a lookup table per server, not points on a ring").arg(slotMark());
    if (stateless)
        parts << tr("%1 no points: each key's server is computed from the server list").arg(QStringLiteral("\u2014"));
    return parts.join(QStringLiteral("; "));
}

} // namespace ringcore
