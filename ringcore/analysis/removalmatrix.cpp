#include "ringcore/core/computepool.h"
#include "ringcore/analysis/removalmatrix.h"

#include "ringcore/analysis/keyrouting.h"
#include "ringcore/analysis/remapanalysis.h"
#include "ringcore/core/numbertext.h"
#include "ringcore/rings/algorithmregistry.h"
#include "ringcore/rings/buildestimate.h"

#include <QCoreApplication>
#include <QThreadPool>

#include <QMutex>
#include <QtConcurrent/QtConcurrentMap>

#include <cmath>
#include <numeric>

namespace ringcore {

double RemovalMatrixBuilder::estimateBytes(const QString &algorithm, const ServerList &servers,
                                           const AlgorithmOptions &options, qint64 keys)
{
    const double n = double(servers.size());
    const AlgorithmInfo *info = AlgorithmRegistry::find(algorithm);
    const double scheme = info && info->estimateBytes ? info->estimateBytes(servers, options) : 0;
    const double threads = std::max(1, computePool()->maxThreadCount());
    // The exact method (intervals) holds a second copy of a ring's worth per row: 2 × scheme.
    return n * n * sizeof(double) + n * 64 + (2 + 2 * threads) * scheme
        + threads * n * (sizeof(Server) + 64 + sizeof(double)) + (1 + threads) * double(std::max<qint64>(keys, 0)) * sizeof(int);
}

bool RemovalMatrixBuilder::checkMemory(const std::function<double(const ServerList &)> &bytes, const ServerList &servers,
                                       int matrices, QString *error)
{
    const double need = bytes(servers);
    const double limit = AlgorithmRegistry::memoryLimitBytes();
    if (need <= limit)
        return true;
    if (error) {
        // With few servers the schemes dominate (their weights); else the n² matrices.
        const qint64 fit = qint64(std::sqrt(limit / (double(std::max(1, matrices)) * sizeof(double) * 2)));
        const QString fewer = QCoreApplication::translate("ringcore::RemovalMatrixBuilder", "use fewer servers (about %1 fit)")
                                  .arg(NumberText::integer(std::max<qint64>(fit, 2)));
        const int n = int(servers.size());
        *error = QCoreApplication::translate("ringcore::RemovalMatrixBuilder",
                                             "memory: removing each of %1 servers in turn (%n matrix/matrices of %1 × %1) "
                                             "needs about %2, above the limit of %3; %4",
                                             nullptr, matrices)
                     .arg(NumberText::integer(n), NumberText::bytes(need), NumberText::bytes(limit),
                          BuildEstimate::advice(servers, bytes, limit, fewer));
    }
    return false;
}

namespace {

/// One row of the matrix: the shares of the removed server's keys each server receives, and the
/// share of all keys moved between survivors.
struct Row
{
    std::vector<double> received;
    double survivors = 0;
};

/// A row from the keys' servers before and after removing `row` (method Keys).
Row keyRow(const std::vector<int> &before, const std::vector<int> &after, int row, int n, qint64 keys)
{
    Row r{std::vector<double>(size_t(n), 0.0), 0};
    double removed = 0;
    for (size_t k = 0; k < after.size() && k < before.size(); ++k) {
        if (before[k] == row) {
            removed += 1;
            if (after[k] >= 0)
                r.received[size_t(after[k])] += 1;
        } else if (after[k] != before[k]) {
            r.survivors += 1;
        }
    }
    for (double &v : r.received)
        v = removed > 0 ? v / removed : 0.0;
    r.survivors = keys > 0 ? r.survivors / double(keys) : 0.0;
    return r;
}

/// A row from the rings' exact shares (method Intervals or closed form).
Row exactRow(const Algorithm &before, const Algorithm &after, int row, int n)
{
    Row r{std::vector<double>(size_t(n), 0.0), 0};
    const RemovalResult result = RemapAnalysis::removal(before, after, {row}, KeySource(), RemapAnalysis::Mode::ExactOnly);
    for (int c = 0; c < n; ++c)
        r.received[size_t(c)] = result.received[size_t(c)];
    r.survivors = result.movedBetweenSurvivors;
    return r;
}

/// Stores a finished row and its summary (the caller holds the lock).
void storeRow(RemovalMatrix &m, int row, Row r)
{
    int count = 0;
    double largest = 0;
    for (double v : r.received) {
        count += v > 0;
        largest = std::max(largest, v);
    }
    m.received[size_t(row)] = std::move(r.received);
    m.receivers[size_t(row)] = count;
    m.largestShare[size_t(row)] = largest;
    m.movedBetweenSurvivors[size_t(row)] = r.survivors;
    m.done[size_t(row)] = true;
}

/// Routes the keys before removal (method Keys): their servers; m.keys and m.share from them.
std::vector<int> keyShares(const Algorithm &before, const KeySource &keys, int n, RemovalMatrix *m)
{
    std::vector<int> assignment = KeyRouting::assignment(before, keys);
    m->keys = qint64(assignment.size());
    std::vector<double> counts(size_t(n), 0.0);
    for (int s : assignment)
        if (s >= 0)
            counts[size_t(s)] += 1;
    m->share = counts;
    for (double &v : m->share)
        v = m->keys > 0 ? v / double(m->keys) : 0.0;
    return assignment;
}

/// An empty matrix of n rows.
void allocate(RemovalMatrix *m, int n)
{
    m->received.assign(size_t(n), std::vector<double>(size_t(n), 0.0));
    m->receivers.assign(size_t(n), 0);
    m->largestShare.assign(size_t(n), 0.0);
    m->movedBetweenSurvivors.assign(size_t(n), 0.0);
    m->done.assign(size_t(n), false);
}

/// The servers up, whose removal each makes a row; the others are done at once.
std::vector<int> rowsToCompute(const ServerList &servers, RemovalMatrix *m)
{
    const int n = int(servers.size());
    std::vector<int> rows;
    for (int i = 0; i < n; ++i) {
        if (servers[i].down)
            m->done[size_t(i)] = true;
        else
            rows.push_back(i);
    }
    return rows;
}

} // namespace

RemovalMatrix RemovalMatrixBuilder::compute(const QString &algorithm, const ServerList &servers,
                                            const AlgorithmOptions &options, const KeySource &keys,
                                            const Progress &progress, const CancelToken &cancel)
{
    RemovalMatrix m;
    const int n = int(servers.size());
    for (const Server &s : servers)
        m.addresses.append(s.address);
    const auto bytes = [&](const ServerList &list) { return estimateBytes(algorithm, list, options, keys.size()); };
    if (!checkMemory(bytes, servers, 1, &m.error)) {
        m.addresses.clear(); // refused before anything is allocated: an empty matrix and the reason
        return m;
    }
    allocate(&m, n);
    QString error;
    auto before = AlgorithmRegistry::create(algorithm, servers, options, &error);
    if (!before) {
        m.error = error;
        return m;
    }
    m.share = before->shares();
    const std::vector<int> rows = rowsToCompute(servers, &m);
    if (rows.size() < 2) {
        // Removing the only enabled server leaves nothing to receive its keys.
        std::fill(m.done.begin(), m.done.end(), true);
        return m;
    }

    // Decide the method once, on the first row, and route the keys before removal only once.
    {
        ServerList probe = servers;
        probe[rows.front()].down = true;
        auto after = AlgorithmRegistry::create(algorithm, probe, options, &error);
        if (!after) {
            m.error = error;
            return m;
        }
        m.method = RemapAnalysis::exactMethod(*before, *after);
    }
    const std::vector<int> beforeAssignment = m.method == RemapResult::Method::Keys ? keyShares(*before, keys, n, &m)
                                                                                    : std::vector<int>{};

    QMutex mutex;
    int finished = 0;
    const int total = int(rows.size());
    QString firstError;
    auto doRow = [&](int row) {
        if (cancel.isCancelled())
            return;
        ServerList down = servers;
        down[row].down = true;
        QString why;
        auto after = AlgorithmRegistry::create(algorithm, down, options, &why);
        Row r;
        if (after)
            r = m.method == RemapResult::Method::Keys
                ? keyRow(beforeAssignment, KeyRouting::assignment(*after, keys), row, n, m.keys)
                : exactRow(*before, *after, row, n);
        QMutexLocker lock(&mutex);
        if (!after) {
            if (firstError.isEmpty())
                firstError = why;
            return;
        }
        storeRow(m, row, std::move(r));
        ++finished;
        progress(finished, total);
    };
    QtConcurrent::blockingMap(computePool(), rows, doRow);
    m.error = firstError;
    m.cancelled = cancel.isCancelled() && finished < total;
    return m;
}

} // namespace ringcore
