#include "ringcore/core/computepool.h"

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
    static QThreadPool *pool = makePool("ringlab-jobs");
    return pool;
}

} // namespace ringcore
