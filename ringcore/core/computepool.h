#pragma once

class QThreadPool;

namespace ringcore {

/// The thread pool all of RingLab's long computations run on (sweeps, remaps, removal matrices,
/// compare tables, the GUI's background jobs). It is deliberately not
/// QThreadPool::globalInstance(): Qt itself uses the global pool (e.g. the raster paint engine
/// waits on it while painting), so filling it with long jobs would freeze the GUI thread.
QThreadPool *computePool();

} // namespace ringcore
