#include "gui/common/snapshotservice.h"

#include "gui/common/jobrunner.h"
#include "ringcore/snapshot/ringsnapshotbuilder.h"

#include <QCoreApplication>
#include <QThreadPool>

#include <algorithm>
#include <new>
#include <vector>
#include <utility>

namespace ringlab::gui {

namespace {

// Pools of one thread each, waited for when the application quits.
std::vector<QThreadPool *> &oneThreadPools()
{
    static std::vector<QThreadPool *> pools;
    return pools;
}

QThreadPool *oneThreadPool(const char *name)
{
    auto *p = new QThreadPool;
    p->setObjectName(QString::fromLatin1(name));
    p->setMaxThreadCount(1);
    if (oneThreadPools().empty())
        qAddPostRoutine([] {
            for (QThreadPool *pool : oneThreadPools())
                pool->waitForDone();
        });
    oneThreadPools().push_back(p);
    return p;
}

// Previews run one at a time on a thread of their own: a preview is small (≤ kPreviewPoints
// points, ~10 ms), and must not wait for full builds that hold the job pool's threads.
QThreadPool *previewPool()
{
    static QThreadPool *pool = oneThreadPool("ringlab-preview");
    return pool;
}

// Old snapshots are let go on a thread of their own: the last reference to a 10-million-point ring
// frees a few hundred MB, and doing that on the GUI thread stalled it for ~100 ms (the first slider
// step after a 10 M-point ring, bench_ringview_gui; docs/bench-gui.md).
QThreadPool *disposePool()
{
    static QThreadPool *pool = oneThreadPool("ringlab-dispose");
    return pool;
}

ringcore::RingSnapshotPtr buildSnapshot(const ringcore::Experiment &experiment, const JobControl &job)
{
    try {
        return ringcore::RingSnapshotPtr(std::make_shared<ringcore::RingSnapshot>(
            ringcore::RingSnapshotBuilder::build(experiment, job.id(), job.cancelToken())));
    } catch (const std::bad_alloc &) {
        // The estimate checked first (RingSnapshotBuilder::checkMemory) was wrong or memory ran
        // out meanwhile: the page says so and the application stays (a rethrow aborts it).
        auto failed = std::make_shared<ringcore::RingSnapshot>();
        failed->jobId = job.id();
        failed->algorithm = experiment.algorithm;
        failed->servers = experiment.servers;
        // translate() with the class's full context: lupdate cannot see SnapshotService::tr's
        // namespace from inside this anonymous namespace.
        failed->error = QCoreApplication::translate("ringlab::gui::SnapshotService",
                                                    "memory: building this ring ran out of memory; use fewer servers, "
                                                    "lower weights or fewer points");
        return ringcore::RingSnapshotPtr(failed);
    }
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
        ringcore::RingSnapshotPtr dropped = std::exchange(m_previous, m_snapshot);
        m_snapshot = result;
        emit snapshotReady(m_snapshot);
        releaseOffGuiThread(std::move(dropped));
    });
    m_previewRunner->onResult([this](const ringcore::RingSnapshotPtr &preview) {
        if (m_runner->isBusy())
            emit previewReady(preview);
    });
}

void SnapshotService::releaseOffGuiThread(ringcore::RingSnapshotPtr snapshot)
{
    if (!snapshot)
        return;
    // If this was the last reference the snapshot is destroyed on the pool's thread; if someone
    // else still holds it, that only drops a count there.
    disposePool()->start([held = std::move(snapshot)]() mutable { held.reset(); });
}

void SnapshotService::waitForReleases()
{
    disposePool()->waitForDone();
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
