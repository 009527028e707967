#include "ringcore/core/computepool.h"

#include <QCoreApplication>
#include <QThread>
#include <QThreadPool>

namespace ringcore {

namespace {
QThreadPool *makePool(const char *name)
{
    auto *p = new QThreadPool;
    p->setObjectName(QString::fromLatin1(name));
    // One extra thread per core: a job that was cancelled keeps its thread until it notices.
    p->setMaxThreadCount(std::max(2, 2 * QThread::idealThreadCount()));
    return p;
}
} // namespace

QThreadPool *computePool()
{
    static QThreadPool *pool = makePool("ringlab-compute");
    return pool;
}

QThreadPool *jobPool()
{
    static QThreadPool *pool = [] {
        QThreadPool *p = makePool("ringlab-jobs");
        // Nobody waits for a job whose owner went away (its token is cancelled, its result goes
        // nowhere), so the application waits here, as it ends, until the last one has stopped:
        // no job runs on while the program's statics are destroyed.
        qAddPostRoutine([] {
            jobPool()->waitForDone();
            computePool()->waitForDone();
        });
        return p;
    }();
    return pool;
}

} // namespace ringcore
