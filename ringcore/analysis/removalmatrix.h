#pragma once

#include "ringcore/analysis/keysource.h"
#include "ringcore/analysis/remapresult.h"
#include "ringcore/core/canceltoken.h"
#include "ringcore/core/progress.h"
#include "ringcore/rings/algorithm.h"

#include <QMetaType>

#include <functional>
#include <vector>

namespace ringcore {

/// Remove each server in turn: who receives its keys. Row r is "server r removed"; received[r][c]
/// is the fraction of r's keys that server c took (the GUI heatmap).
struct RemovalMatrix
{
    QStringList addresses;
    RemapResult::Method method = RemapResult::Method::Keys;
    qint64 keys = 0;                            ///< keys routed (Keys method)
    std::vector<double> share;                  ///< each server's share before any removal
    std::vector<std::vector<double>> received;  ///< [removed][receiver]
    std::vector<int> receivers;                 ///< per removed server: how many took keys
    std::vector<double> largestShare;           ///< per removed server: largest receiver's fraction
    std::vector<double> movedBetweenSurvivors;  ///< per removed server: share of all keys
    std::vector<bool> done;                     ///< rows computed (all true unless cancelled)
    bool cancelled = false;
    QString error;                              ///< non-empty when a build failed
};

/// Computes removal matrices, in parallel over rows on the global thread pool.
class RemovalMatrixBuilder
{
public:
    /// Bytes compute() allocates at its peak: the n × n matrix, and per worker thread a build of
    /// the scheme, a copy of the server list, a row and the keys' owners (Keys method).
    static double estimateBytes(const QString &algorithm, const ServerList &servers, const AlgorithmOptions &options,
                                qint64 keys);
    /// True when `bytes(servers)` (the estimates of every matrix a caller keeps at once) fits under
    /// AlgorithmRegistry::memoryLimitBytes(); else false with *error naming the matrices, the
    /// bytes, the limit and what to lower: the weights when the same servers at weight 1 fit,
    /// else the servers (how many fit). `matrices`: how many n × n it counts.
    static bool checkMemory(const std::function<double(const ServerList &)> &bytes, const ServerList &servers,
                            int matrices, QString *error);

    /// Enabled servers only get a row (down ones stay all-zero and done). Exact (intervals /
    /// table) when the algorithm allows it; otherwise by routing `keys` (routed once before).
    /// Progress: (rows done, rows total), from worker threads (serialised; keep it quick).
    /// `cancel` stops at the next row; the result then has cancelled = true.
    static RemovalMatrix compute(const QString &algorithm, const ServerList &servers, const AlgorithmOptions &options,
                                 const KeySource &keys, const Progress &progress = {},
                                 const CancelToken &cancel = CancelToken());
};

} // namespace ringcore

Q_DECLARE_METATYPE(ringcore::RemovalMatrix)
