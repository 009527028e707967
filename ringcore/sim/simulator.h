#pragma once

#include <QCoreApplication>
#include "ringcore/core/canceltoken.h"
#include "ringcore/core/progress.h"
#include "ringcore/sim/simulationresult.h"

#include <vector>

namespace ringcore {

/// Simulates ideal consistent-hash rings: N servers, k·w_i uniformly random points each, exact
/// shares of the circle (no keys). Thread-safe, blocking; call it from a worker thread (the GUI
/// uses QtConcurrent::run). Ring r of a setting always has the same seed (ringSeed()), so any
/// subset of rings — a shard, a cancelled run, one ring — reproduces bit for bit.
class Simulator
{
    Q_DECLARE_TR_FUNCTIONS(Simulator) // the context lupdate writes into translations/*.ts
public:
    /// Simulates rings `range` of `setting` on `threads` workers (0: all cores). Validates the
    /// setting and the memory estimate first; on refusal returns a result with `error` set.
    /// Progress: rings finished so far of the rings in the run, always on the thread that called
    /// run()/sweep(), at most every ~50 ms and once at the end. When `cancel` is cancelled, stops
    /// soon and returns the rings that finished (cancelled = true).
    static SimulationResult run(const SimSetting &setting, RingRange range = {}, const Progress &progress = {},
                                const CancelToken &cancel = CancelToken(), int threads = 0);

    /// One SimulationResult per value of k in `points` (everything else from `base`).
    /// Progress counts rings over the whole sweep. Stops at the first refused setting.
    static std::vector<SimulationResult> sweep(const SimSetting &base, const std::vector<int> &points,
                                               RingRange range = {}, const Progress &progress = {},
                                               const CancelToken &cancel = CancelToken(), int threads = 0);

    /// Simulates one ring (no validation: call SimSetting::validate() first).
    static RingResult simulateRing(const SimSetting &setting, int ring);

    /// Ring r's seed: splitmix64 chain over (baseSeed, setting.key(), r). See docs/simulator.md.
    static uint64_t ringSeed(const SimSetting &setting, int ring);

    /// True when one ring of `setting` fits under AlgorithmRegistry::memoryLimitBytes(); else
    /// false with *error (may be null) the refusal naming the field ("points: …").
    static bool checkMemory(const SimSetting &setting, int threads, QString *error);
    static int defaultThreads();
};

} // namespace ringcore
