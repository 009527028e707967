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
    const quint64 id = ++m_latest;
    auto cancel = m_cancel;
    auto *watcher = new QFutureWatcher<QVariant>(this);
    connect(watcher, &QFutureWatcher<QVariant>::finished, this, [this, watcher, id] {
        watcher->deleteLater();
        --m_running;
        if (id == m_latest)
            emit resultReady(id, watcher->result());
        else
            ++m_dropped; // stale: a newer job was started meanwhile
        if (m_running == 0)
            emit busyChanged(false);
    });
    if (m_running++ == 0)
        emit busyChanged(true);
    watcher->setFuture(QtConcurrent::run(ringcore::computePool(), [work = std::move(work), id, cancel] { return work(id, cancel.get()); }));
    return id;
}

} // namespace ringlab::gui
