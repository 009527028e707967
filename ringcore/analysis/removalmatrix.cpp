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

RemovalMatrix RemovalMatrixBuilder::compute(const QString &algorithm, const ServerList &servers,
                                            const AlgorithmOptions &options, const KeySource &keys,
                                            const Progress &progress, const std::atomic<bool> *cancel)
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
    m.received.assign(size_t(n), std::vector<double>(size_t(n), 0.0));
    m.receivers.assign(size_t(n), 0);
    m.largestShare.assign(size_t(n), 0.0);
    m.movedBetweenSurvivors.assign(size_t(n), 0.0);
    m.done.assign(size_t(n), false);
    QString error;
    auto before = AlgorithmRegistry::create(algorithm, servers, options, &error);
    if (!before) {
        m.error = error;
        return m;
    }
    m.share = before->shares();

    std::vector<int> rows;
    for (int i = 0; i < n; ++i) {
        if (servers[i].down)
            m.done[size_t(i)] = true;
        else
            rows.push_back(i);
    }
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
    std::vector<int> beforeAssignment;
    if (m.method == RemapResult::Method::Keys) {
        beforeAssignment = KeyRouting::assignment(*before, keys);
        m.keys = qint64(beforeAssignment.size());
        std::vector<double> counts(size_t(n), 0.0);
        for (int s : beforeAssignment)
            if (s >= 0)
                counts[size_t(s)] += 1;
        m.share = counts;
        for (double &v : m.share)
            v = m.keys > 0 ? v / double(m.keys) : 0.0;
    }

    QMutex mutex;
    int finished = 0;
    const int total = int(rows.size());
    QString firstError;
    auto doRow = [&](int row) {
        if (cancel && cancel->load())
            return;
        ServerList down = servers;
        down[row].down = true;
        QString why;
        auto after = AlgorithmRegistry::create(algorithm, down, options, &why);
        std::vector<double> received(size_t(n), 0.0);
        double survivors = 0;
        if (after) {
            if (m.method == RemapResult::Method::Keys) {
                const std::vector<int> a = KeyRouting::assignment(*after, keys);
                double removed = 0;
                for (size_t k = 0; k < a.size() && k < beforeAssignment.size(); ++k) {
                    if (beforeAssignment[k] == row) {
                        removed += 1;
                        if (a[k] >= 0)
                            received[size_t(a[k])] += 1;
                    } else if (a[k] != beforeAssignment[k]) {
                        survivors += 1;
                    }
                }
                for (double &v : received)
                    v = removed > 0 ? v / removed : 0.0;
                survivors = m.keys > 0 ? survivors / double(m.keys) : 0.0;
            } else {
                const RemovalResult r = RemapAnalysis::removal(*before, *after, {row}, KeySource(),
                                                               RemapAnalysis::Mode::ExactOnly);
                for (int c = 0; c < n; ++c)
                    received[size_t(c)] = r.received[size_t(c)];
                survivors = r.movedBetweenSurvivors;
            }
        }
        QMutexLocker lock(&mutex);
        if (!after) {
            if (firstError.isEmpty())
                firstError = why;
            return;
        }
        m.received[size_t(row)] = received;
        int count = 0;
        double largest = 0;
        for (double v : received) {
            count += v > 0;
            largest = std::max(largest, v);
        }
        m.receivers[size_t(row)] = count;
        m.largestShare[size_t(row)] = largest;
        m.movedBetweenSurvivors[size_t(row)] = survivors;
        m.done[size_t(row)] = true;
        ++finished;
        if (progress)
            progress(finished, total);
    };
    QtConcurrent::blockingMap(computePool(), rows, doRow);
    m.error = firstError;
    m.cancelled = cancel && cancel->load() && finished < total;
    return m;
}

} // namespace ringcore
