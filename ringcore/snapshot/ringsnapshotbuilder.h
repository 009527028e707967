#pragma once

#include "ringcore/core/canceltoken.h"
#include "ringcore/experiment/experiment.h"
#include "ringcore/rings/algorithmregistry.h"
#include "ringcore/snapshot/ringsnapshot.h"

#include <QByteArray>

namespace ringcore {

/// Builds a RingSnapshot from an Experiment. Meant to run on a worker thread: it touches no
/// GUI object and can be told to stop early (the result is then marked stale and discarded).
class RingSnapshotBuilder
{
public:
    /// Keys routed at most for a snapshot (the dots and per-server key counts).
    static constexpr qint64 kMaxRoutedKeys = 1000000;
    /// Keys drawn as dots at most.
    static constexpr int kMaxKeyDots = 2000;

    /// Bytes a snapshot keeps a ring point beyond the scheme: the hash, server and index columns
    /// (16), the per-server index (4) and the owned intervals (16; 16 more with the nearest rule,
    /// which splits every gap), with room for intervals()'s own growth; measured against
    /// ringlab-figure's peak RSS in tst_memorylimits (8 M points: nginx estimate/peak 1.12,
    /// HAProxy 0.95).
    static constexpr double kBytesPerPoint = 48;

    /// Bytes build() allocates at its peak: the scheme's own estimate (AlgorithmInfo::estimateBytes),
    /// kBytesPerPoint a point (BuildEstimate::points), a table's copy and the routed
    /// keys. 0 for an unknown algorithm.
    static double estimateBytes(const Experiment &experiment);
    /// True when estimateBytes() fits under AlgorithmRegistry::memoryLimitBytes(); else false with
    /// *error saying how many points need how much, the limit and what to lower ("memory: …").
    static bool checkMemory(const Experiment &experiment, QString *error);

    /// After the scheme is built: true when the snapshot's part (kBytesPerPoint a point of
    /// scheme.pointCount(), the routed keys) fits in the memory left (MemoryBudget); for schemes
    /// whose point count is not known before building.
    static bool snapshotFits(const Algorithm &scheme, const Experiment &experiment, QString *error);

    /// Builds the snapshot; on failure the snapshot's error names the field and the range. A
    /// snapshot too large for memory is refused before anything is built (checkMemory()).
    static RingSnapshot build(const Experiment &experiment, quint64 jobId = 0,
                              const CancelToken &cancel = CancelToken());
    /// Fills a snapshot from an already built scheme (tests use hand-made schemes).
    static RingSnapshot fromAlgorithm(std::shared_ptr<const Algorithm> scheme, qint64 keys, quint64 seed,
                                      const CancelToken &cancel = CancelToken());

    /// The generated key number i for a seed: "/objects/<16 lowercase hex>" as in the seed harness.
    static QByteArray key(quint64 seed, qint64 i);
    /// The lookup rule a scheme uses (from its name and its "rule"-like choice option).
    static LookupKind ruleOf(const Algorithm &scheme);
    /// The lookup rule of a registered algorithm with these options, from its declared structure
    /// (AlgorithmInfo::structure) without building it: ruleOf() and the front ends (the Experiment
    /// panel's "has no points" sentence) share it.
    static LookupKind kindOf(const AlgorithmInfo &info, const AlgorithmOptions &options = {});
};

} // namespace ringcore
