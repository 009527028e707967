#include "ringcore/analysis/lookuptiming.h"

#include "ringcore/rings/algorithmregistry.h"

#include <algorithm>
#include <random>
#include <time.h>

namespace ringcore {

namespace {
volatile uint64_t g_sink = 0; // keeps the timed lookups from being optimised away
} // namespace

ServerList LookupTiming::servers(int count, int weight)
{
    ServerList list;
    list.reserve(count);
    for (int i = 0; i < count; ++i)
        list.append(Server{QStringLiteral("10.%1.%2.%3:8080").arg(i / 62500).arg(i / 250 % 250).arg(i % 250 + 1),
                           weight, false});
    return list;
}

AlgorithmOptions LookupTiming::options(const QString &name, int servers, int *weight)
{
    const AlgorithmInfo *info = AlgorithmRegistry::find(name);
    const LookupTimingSetup setup = info && info->lookupTiming ? info->lookupTiming(servers) : LookupTimingSetup();
    *weight = setup.weight;
    return setup.options;
}

double LookupTiming::cpuSeconds()
{
    timespec ts{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return double(ts.tv_sec) + double(ts.tv_nsec) * 1e-9;
}

std::vector<uint64_t> LookupTiming::keyHashes(size_t count, uint64_t seed)
{
    std::mt19937_64 rng(seed);
    std::vector<uint64_t> hashes(count);
    for (auto &h : hashes)
        h = rng(); // every scheme hashes its key to 64 (or 32) random bits
    return hashes;
}

double LookupTiming::nsPerRoute(const Algorithm &a, const std::vector<uint64_t> &hashes, double minTime, size_t *lookups)
{
    // Lookups on precomputed key hashes until the key set or the time budget runs out. The thread
    // CPU clock is a system call (0.65-0.72 us of CPU per read in this KVM guest, against a few ns
    // per lookup), so it is read between blocks that double from 256 to 65,536 lookups: read every
    // 256 lookups, as before, it added 2.5-2.8 ns to every lookup and pulled every ratio towards 1.
    uint64_t acc = 0;
    size_t n = 0;
    size_t block = 256;
    const double t2 = cpuSeconds();
    double t3 = t2;
    while (n < hashes.size()) {
        const size_t end = std::min(hashes.size(), n + block);
        for (; n < end; ++n)
            acc += uint64_t(a.routeHash(hashes[n]));
        t3 = cpuSeconds();
        if (t3 - t2 > minTime)
            break;
        block = std::min<size_t>(block * 2, 65536);
    }
    g_sink = g_sink + acc;
    if (lookups)
        *lookups = n;
    return (t3 - t2) * 1e9 / double(std::max<size_t>(n, 1));
}

bool LookupTiming::measure(const QString &algorithm, int servers, const std::vector<uint64_t> &hashes, double minTime,
                           LookupTiming *out, QString *error, std::unique_ptr<Algorithm> *built)
{
    int weight = 1;
    const AlgorithmOptions opts = options(algorithm, servers, &weight);
    const double t0 = cpuSeconds();
    std::unique_ptr<Algorithm> a = AlgorithmRegistry::create(algorithm, LookupTiming::servers(servers, weight), opts, error);
    const double t1 = cpuSeconds();
    if (!a)
        return false;
    out->nsPerLookup = nsPerRoute(*a, hashes, minTime, &out->lookups);
    out->points = qint64(a->pointCount());
    out->buildMs = (t1 - t0) * 1e3;
    out->memoryBytes = qint64(a->memoryBytes());
    if (built)
        *built = std::move(a);
    return true;
}

} // namespace ringcore
