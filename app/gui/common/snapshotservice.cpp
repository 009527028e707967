#include "gui/common/snapshotservice.h"

#include "gui/common/jobrunner.h"
#include "ringcore/snapshot/ringsnapshotbuilder.h"

namespace ringlab::gui {

SnapshotService::SnapshotService(QObject *parent)
    : QObject(parent), m_runner(new JobRunner<ringcore::RingSnapshotPtr>(this))
{
    qRegisterMetaType<ringcore::RingSnapshotPtr>();
    connect(m_runner, &JobRunnerBase::busyChanged, this, &SnapshotService::busyChanged);
    m_runner->onResult([this](const ringcore::RingSnapshotPtr &result) {
        m_previous = m_snapshot;
        m_snapshot = result;
        emit snapshotReady(m_snapshot);
    });
}

JobRunnerBase *SnapshotService::runner() const
{
    return m_runner;
}

void SnapshotService::setExperiment(const ringcore::Experiment &experiment)
{
    m_experiment = experiment;
    m_runner->start([experiment](const JobControl &job) {
        return ringcore::RingSnapshotPtr(std::make_shared<ringcore::RingSnapshot>(
            ringcore::RingSnapshotBuilder::build(experiment, job.id(), job.cancelFlag())));
    });
}

bool SnapshotService::isBusy() const
{
    return m_runner->isBusy();
}

} // namespace ringlab::gui
