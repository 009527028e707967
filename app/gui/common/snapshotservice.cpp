#include "gui/common/snapshotservice.h"

#include "gui/common/jobrunner.h"
#include "ringcore/snapshot/ringsnapshotbuilder.h"

namespace ringlab::gui {

SnapshotService::SnapshotService(QObject *parent)
    : QObject(parent), m_runner(new JobRunner(this))
{
    qRegisterMetaType<ringcore::RingSnapshotPtr>();
    connect(m_runner, &JobRunner::busyChanged, this, &SnapshotService::busyChanged);
    connect(m_runner, &JobRunner::resultReady, this, [this](quint64, const QVariant &result) {
        m_previous = m_snapshot;
        m_snapshot = result.value<ringcore::RingSnapshotPtr>();
        emit snapshotReady(m_snapshot);
    });
}

void SnapshotService::setExperiment(const ringcore::Experiment &experiment)
{
    m_experiment = experiment;
    m_runner->start([experiment](quint64 id, const std::atomic<bool> *cancel) {
        auto s = std::make_shared<ringcore::RingSnapshot>(ringcore::RingSnapshotBuilder::build(experiment, id, cancel));
        return QVariant::fromValue(ringcore::RingSnapshotPtr(std::move(s)));
    });
}

bool SnapshotService::isBusy() const
{
    return m_runner->isBusy();
}

} // namespace ringlab::gui
