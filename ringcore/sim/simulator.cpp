#include "ringcore/sim/simulator.h"
#include "ringcore/core/numbertext.h"

#include "ringcore/rings/algorithmregistry.h"
#include "ringcore/sim/idealringsampler.h"
#include "ringcore/math/simrandom.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QLocale>

#include <chrono>
#include <condition_variable>
#include <mutex>
#include <thread>

namespace ringcore {

namespace {

} // namespace

int Simulator::defaultThreads()
{
    return std::max(1, int(std::thread::hardware_concurrency()));
}

uint64_t Simulator::ringSeed(const SimSetting &setting, int ring)
{
    return seedMix(seedMix(setting.baseSeed, setting.key()), uint64_t(ring));
}

bool Simulator::checkMemory(const SimSetting &setting, int threads, QString *error)
{
    Q_UNUSED(threads);
    const double need = setting.estimateBytes(1);
    const double limit = AlgorithmRegistry::memoryLimitBytes();
    if (need <= limit)
        return true;
    if (error)
        *error = tr("points: %1 servers × %2 points needs about %3 per ring, more than the limit of %4")
            .arg(setting.servers)
            .arg(setting.points)
            .arg(NumberText::bytes(need), NumberText::bytes(limit));
    return false;
}

RingResult Simulator::simulateRing(const SimSetting &setting, int ring)
{
    IdealRingSampler sampler;
    return sampler.sample(setting, ring, ringSeed(setting, ring));
}

SimulationResult Simulator::run(const SimSetting &setting, RingRange range, const Progress &progress,
                                const CancelToken &cancel, int threads)
{
    SimulationResult result;
    result.setting = setting;
    result.error = setting.validate();
    if (result.error.isEmpty())
        checkMemory(setting, threads, &result.error);
    if (!result.error.isEmpty())
        return result;

    QElapsedTimer timer;
    timer.start();
    const RingRange r = range.resolved(setting.rings);
    if (threads <= 0)
        threads = defaultThreads();
    // Fewer workers when their buffers would not all fit.
    const double limit = AlgorithmRegistry::memoryLimitBytes();
    while (threads > 1 && setting.estimateBytes(threads) > limit)
        --threads;
    threads = std::max(1, std::min(threads, r.count));

    std::vector<RingResult> rings(size_t(std::max(0, r.count)));
    std::vector<char> finished(rings.size(), 0);
    std::atomic<int> nextIndex{0};
    std::atomic<int> done{0};
    std::atomic<int64_t> placed{0};
    std::mutex mutex;
    std::condition_variable wake;

    auto worker = [&] {
        IdealRingSampler sampler;
        for (;;) {
            if (cancel.isCancelled())
                break;
            const int i = nextIndex.fetch_add(1);
            if (i >= r.count)
                break;
            const int ring = r.first + i;
            rings[size_t(i)] = sampler.sample(setting, ring, ringSeed(setting, ring));
            finished[size_t(i)] = 1;
            done.fetch_add(1);
            wake.notify_one();
        }
        placed.fetch_add(sampler.pointsPlaced());
        wake.notify_one();
    };

    // With several threads and a progress callback, `threads` workers run and the calling thread
    // only reports; otherwise the calling thread is one of the `threads` workers.
    const bool reporter = threads > 1 && progress;
    std::vector<std::thread> pool;
    for (int t = reporter ? 0 : 1; t < threads; ++t)
        pool.emplace_back(worker);
    if (!reporter) {
        worker();
    } else {
        // The calling thread reports progress while the workers run.
        std::unique_lock<std::mutex> lock(mutex);
        while (done.load() < r.count && !cancel.isCancelled()) {
            wake.wait_for(lock, std::chrono::milliseconds(50));
            progress(done.load(), r.count);
        }
    }
    for (std::thread &t : pool)
        t.join();

    std::vector<RingResult> kept;
    kept.reserve(rings.size());
    for (size_t i = 0; i < rings.size(); ++i)
        if (finished[i])
            kept.push_back(rings[i]);
    result.cancelled = int(kept.size()) < r.count;
    result.rings = std::move(kept);
    result.stats = SpreadStats::compute(setting, result.rings);
    result.pointsPlaced = placed.load();
    result.seconds = double(timer.nsecsElapsed()) / 1e9;
    if (progress)
        progress(qint64(result.rings.size()), r.count);
    return result;
}

std::vector<SimulationResult> Simulator::sweep(const SimSetting &base, const std::vector<int> &points, RingRange range,
                                               const Progress &progress, const CancelToken &cancel, int threads)
{
    std::vector<SimulationResult> out;
    const RingRange r = range.resolved(base.rings);
    const int total = r.count * int(points.size());
    int before = 0;
    for (int k : points) {
        SimSetting s = base;
        s.points = k;
        out.push_back(run(s, range, progress.offset(before, total), cancel, threads));
        before += r.count;
        if (!out.back().ok() || out.back().cancelled)
            break;
    }
    return out;
}

} // namespace ringcore
