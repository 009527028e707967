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
class SnapshotService : public QObject
{
    Q_OBJECT
public:
    explicit SnapshotService(QObject *parent = nullptr);

    /// Starts building; an older build still running becomes stale and its result is dropped.
    void setExperiment(const ringcore::Experiment &experiment);
    const ringcore::Experiment &experiment() const { return m_experiment; }
    /// The newest finished snapshot (null before the first one).
    ringcore::RingSnapshotPtr snapshot() const { return m_snapshot; }
    /// The snapshot before the newest one (for removal animations).
    ringcore::RingSnapshotPtr previousSnapshot() const { return m_previous; }
    bool isBusy() const;
    JobRunnerBase *runner() const;

signals:
    void snapshotReady(const ringcore::RingSnapshotPtr &snapshot);
    void busyChanged(bool busy);

private:
    JobRunner<ringcore::RingSnapshotPtr> *m_runner;
    ringcore::Experiment m_experiment;
    ringcore::RingSnapshotPtr m_snapshot;
    ringcore::RingSnapshotPtr m_previous;
};

} // namespace ringlab::gui
