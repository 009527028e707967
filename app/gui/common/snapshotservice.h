#pragma once

#include "ringcore/experiment/experiment.h"
#include "ringcore/snapshot/ringsnapshot.h"

#include <QObject>

namespace ringlab::gui {

class JobRunnerBase;
template <typename T>
class JobRunner;

/// Builds the RingSnapshot of the current experiment in the background and hands the newest
/// one to whoever listens (the ring page, the numbers panel, the teaching mode). One service per
/// main window, so the ring is built once however many views read it.
///
/// A large ring takes seconds to build (10 million points: ~10 s), so each setExperiment() also
/// starts a preview when the ring has more than kPreviewPoints points: the same experiment with
/// fewer points per server (for the ideal ring a subset of the full ring's points) and only the
/// keys drawn as dots. It runs on a thread of its own
/// so it never queues behind full builds, and arrives as previewReady() while the full build
/// still runs — the ring view shows it at once and swaps in the full ring when snapshotReady()
/// comes. Only the ring view listens to previews: tables, lessons and exports see full snapshots.
class SnapshotService : public QObject
{
    Q_OBJECT
public:
    /// Largest ring (points over all servers) built without a preview.
    static constexpr qint64 kPreviewPoints = 40000;

    explicit SnapshotService(QObject *parent = nullptr);

    /// The preview of `experiment`, or false when it needs none (no points option, or at most
    /// kPreviewPoints points in all).
    static bool previewOf(const ringcore::Experiment &experiment, ringcore::Experiment *preview);

    /// Starts building; an older build still running becomes stale and its result is dropped.
    void setExperiment(const ringcore::Experiment &experiment);
    const ringcore::Experiment &experiment() const { return m_experiment; }
    /// The newest finished snapshot (null before the first one).
    ringcore::RingSnapshotPtr snapshot() const { return m_snapshot; }
    /// The snapshot before the newest one (for removal animations).
    ringcore::RingSnapshotPtr previousSnapshot() const { return m_previous; }
    bool isBusy() const;
    JobRunnerBase *runner() const;
    JobRunnerBase *previewRunner() const;

signals:
    void snapshotReady(const ringcore::RingSnapshotPtr &snapshot);
    /// A coarser snapshot of the newest experiment, while its full one is still being built.
    void previewReady(const ringcore::RingSnapshotPtr &preview);
    void busyChanged(bool busy);

private:
    JobRunner<ringcore::RingSnapshotPtr> *m_runner;
    JobRunner<ringcore::RingSnapshotPtr> *m_previewRunner;
    ringcore::Experiment m_experiment;
    ringcore::RingSnapshotPtr m_snapshot;
    ringcore::RingSnapshotPtr m_previous;
};

} // namespace ringlab::gui
