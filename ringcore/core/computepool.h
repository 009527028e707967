#pragma once

class QThreadPool;

namespace ringcore {

/// The thread pool for the parallel maps inside RingLab's computations (removal matrix rows,
/// compare table settings, …). Its tasks never wait for other tasks, so it cannot deadlock.
/// It is deliberately not QThreadPool::globalInstance(): Qt itself uses the global pool (e.g.
/// the raster paint engine waits on it while painting), so filling it with long jobs would
/// freeze the GUI thread.
QThreadPool *computePool();

/// The thread pool for whole background jobs (a page's recomputation, a ring snapshot, a sweep).
/// A job may run a blocking parallel map on computePool() and wait for it; keeping jobs and
/// map tasks in separate pools means waiting jobs can never take every thread the map needs
/// (with one pool, a few jobs each waiting in a nested map deadlocked the GUI at exit).
/// Nobody has to wait for a cancelled job: the QCoreApplication's destructor waits for both pools.
QThreadPool *jobPool();

} // namespace ringcore
