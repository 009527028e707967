#include "gui/common/jobrunner.h"
#include "ringcore/core/computepool.h"

#include <QFutureWatcher>
#include <QtConcurrent/QtConcurrentRun>

namespace ringlab::gui {

JobRunner::JobRunner(QObject *parent)
    : QObject(parent)
{
}

JobRunner::~JobRunner()
{
    // Running jobs hold their own copy of the flag; tell them to stop. Their watchers are our
    // children and die with us, so their results go nowhere.
    if (m_cancel)
        m_cancel->store(true);
}

quint64 JobRunner::start(Work work)
{
    if (m_cancel)
        m_cancel->store(true);
    m_cancel = std::make_shared<std::atomic<bool>>(false);
    const bool wasBusy = isBusy();
    const quint64 id = ++m_latest;
    auto cancel = m_cancel;
    auto *watcher = new QFutureWatcher<QVariant>(this);
    connect(watcher, &QFutureWatcher<QVariant>::finished, this, [this, watcher, id] {
        watcher->deleteLater();
        if (id != m_latest) {
            ++m_dropped; // stale: a newer job was started meanwhile
            return;
        }
        m_delivered = id; // not busy any more while the result is handed out
        emit resultReady(id, watcher->result());
        if (!isBusy()) // a receiver may have started a newer job
            emit busyChanged(false);
    });
    if (!wasBusy)
        emit busyChanged(true);
    watcher->setFuture(QtConcurrent::run(ringcore::jobPool(), [work = std::move(work), id, cancel] { return work(id, cancel.get()); }));
    return id;
}

} // namespace ringlab::gui
