#include "gui/common/snapshotservice.h"

#include "gui/common/jobrunner.h"
#include "ringcore/snapshot/ringsnapshotbuilder.h"

#include <QCoreApplication>
#include <QThreadPool>

#include <algorithm>

namespace ringlab::gui {

namespace {

// Previews run one at a time on a thread of their own: a preview is small (≤ kPreviewPoints
// points, ~10 ms), and must not wait for full builds that hold the job pool's threads.
QThreadPool *previewPool()
{
    static QThreadPool *pool = [] {
        auto *p = new QThreadPool;
        p->setObjectName(QStringLiteral("ringlab-preview"));
        p->setMaxThreadCount(1);
        qAddPostRoutine([] { previewPool()->waitForDone(); });
        return p;
    }();
    return pool;
}

ringcore::RingSnapshotPtr buildSnapshot(const ringcore::Experiment &experiment, const JobControl &job)
{
    return ringcore::RingSnapshotPtr(std::make_shared<ringcore::RingSnapshot>(
        ringcore::RingSnapshotBuilder::build(experiment, job.id(), job.cancelFlag())));
}

} // namespace

SnapshotService::SnapshotService(QObject *parent)
    : QObject(parent),
      m_runner(new JobRunner<ringcore::RingSnapshotPtr>(this)),
      m_previewRunner(new JobRunner<ringcore::RingSnapshotPtr>(this))
{
    qRegisterMetaType<ringcore::RingSnapshotPtr>();
    m_previewRunner->setPool(previewPool());
    connect(m_runner, &JobRunnerBase::busyChanged, this, &SnapshotService::busyChanged);
    m_runner->onResult([this](const ringcore::RingSnapshotPtr &result) {
        m_previewRunner->stop(); // a preview still on its way is older than this
        m_previous = m_snapshot;
        m_snapshot = result;
        emit snapshotReady(m_snapshot);
    });
    m_previewRunner->onResult([this](const ringcore::RingSnapshotPtr &preview) {
        if (m_runner->isBusy())
            emit previewReady(preview);
    });
}

bool SnapshotService::previewOf(const ringcore::Experiment &experiment, ringcore::Experiment *preview)
{
    // The options the experiment panel's points slider drives.
    static const char *const names[] = {"points", "points-per-server", "vnodes", "replicas"};
    const qint64 servers = std::max<qint64>(1, experiment.servers.size());
    for (const char *name : names) {
        const QString key = QString::fromLatin1(name);
        bool ok = false;
        const qint64 points = experiment.options.value(key).toLongLong(&ok);
        if (!ok || points < 1)
            continue;
        const qint64 fewer = std::max<qint64>(1, kPreviewPoints / servers);
        if (servers * points <= kPreviewPoints || fewer >= points)
            return false;
        *preview = experiment;
        preview->options.insert(key, QString::number(fewer));
        // Only the keys drawn as dots (the same first keys).
        preview->keys = std::min<qint64>(experiment.keys, ringcore::RingSnapshotBuilder::kMaxKeyDots);
        return true;
    }
    return false;
}

JobRunnerBase *SnapshotService::runner() const
{
    return m_runner;
}

JobRunnerBase *SnapshotService::previewRunner() const
{
    return m_previewRunner;
}

void SnapshotService::setExperiment(const ringcore::Experiment &experiment)
{
    m_experiment = experiment;
    ringcore::Experiment preview;
    if (previewOf(experiment, &preview))
        m_previewRunner->start([preview](const JobControl &job) { return buildSnapshot(preview, job); });
    else
        m_previewRunner->stop();
    m_runner->start([experiment](const JobControl &job) { return buildSnapshot(experiment, job); });
}

bool SnapshotService::isBusy() const
{
    return m_runner->isBusy();
}

} // namespace ringlab::gui
