#include "ringcore/core/computepool.h"

#include <QThread>
#include <QThreadPool>

namespace ringcore {

QThreadPool *computePool()
{
    static QThreadPool *pool = [] {
        auto *p = new QThreadPool;
        // Nested blocking maps run inside jobs of the same pool; the caller takes part in the map,
        // so one extra thread per core keeps both levels moving.
        p->setMaxThreadCount(std::max(2, 2 * QThread::idealThreadCount()));
        return p;
    }();
    return pool;
}

} // namespace ringcore
