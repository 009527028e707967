// Lookups per second per core for every registered algorithm (key hashing included and
// excluded), ring build time, bytes per point, and the successor-search kernels side by side
// with a textbook std::upper_bound ring over std::vector<std::pair<uint32_t, int>>: branch-free
// binary search, Eytzinger layout, and RingIndex (bucket table + branch-free count), which the
// ring ports use.
//
// Usage: bench_lookup [--quick]
#include "ringcore/keys/keygenerator.h"
#include "ringcore/rings/algorithmregistry.h"
#include "ringcore/rings/ringsearch.h"

#include <QCoreApplication>

#include <algorithm>
#include <cstdio>
#include <random>
#include <time.h>
#include <utility>
#include <vector>

using namespace ringcore;

// Thread CPU time, not wall time: the figures are "per core" even on a shared, busy machine
// (cache interference from other processes still shows).
struct Clock
{
    using time_point = double;
    static double now()
    {
        timespec ts{};
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
        return double(ts.tv_sec) + double(ts.tv_nsec) * 1e-9;
    }
};

namespace {

volatile uint64_t g_sink = 0;

double seconds(double a, double b)
{
    return b - a;
}

/// Options that give a ring about 160 points per server (the benchmark setting).
AlgorithmOptions optionsFor(const QString &name, int servers, int *weight)
{
    *weight = 1;
    if (name == QLatin1String("haproxy"))
        *weight = 10; // 16 points per unit of weight
    if (name == QLatin1String("envoy-ring"))
        return {{QStringLiteral("min-ring-size"), QString::number(160 * servers)}};
    if (name == QLatin1String("bounded-loads"))
        return {{QStringLiteral("points"), QStringLiteral("160")}};
    return {};
}

template <typename Search>
double searchRate(const std::vector<uint32_t> &queries, Search search)
{
    uint64_t acc = 0;
    const auto t0 = Clock::now();
    for (int rep = 0; rep < 4; ++rep)
        for (uint32_t q : queries)
            acc += search(q);
    const auto t1 = Clock::now();
    g_sink = g_sink + acc;
    return double(queries.size()) * 4 / seconds(t0, t1);
}

void searchKernels(size_t points, size_t queryCount)
{
    std::mt19937_64 rng(42);
    std::vector<std::pair<uint32_t, int>> ring(points);
    for (size_t i = 0; i < points; ++i)
        ring[i] = {uint32_t(rng()), int(i % 100)};
    std::sort(ring.begin(), ring.end());
    std::vector<uint32_t> hashes(points);
    std::vector<int> owner(points);
    for (size_t i = 0; i < points; ++i) {
        hashes[i] = ring[i].first;
        owner[i] = ring[i].second;
    }
    std::vector<uint32_t> queries(queryCount);
    for (auto &q : queries)
        q = uint32_t(rng());

    const double textbook = searchRate(queries, [&](uint32_t q) {
        auto it = std::upper_bound(ring.begin(), ring.end(), std::make_pair(q, INT32_MAX));
        if (it == ring.end())
            it = ring.begin();
        return it->second;
    });
    const double branchless = searchRate(queries, [&](uint32_t q) {
        size_t i = RingSearch<uint32_t>::branchlessUpperBound(hashes.data(), hashes.size(), q);
        return owner[i == hashes.size() ? 0 : i];
    });
    RingSearch<uint32_t> eytz(hashes);
    const double eytzinger = searchRate(queries, [&](uint32_t q) {
        size_t i = eytz.upperBound(q);
        return owner[i == hashes.size() ? 0 : i];
    });
    RingIndex<uint32_t> table(hashes);
    const double bucketed = searchRate(queries, [&](uint32_t q) {
        size_t i = table.upperBound(q);
        return owner[i == hashes.size() ? 0 : i];
    });
    std::printf("  %9zu points  textbook upper_bound %7.1f M/s  branchless %7.1f M/s (%.2fx)  "
                "eytzinger+prefetch %7.1f M/s (%.2fx)  bucket table %7.1f M/s (%.2fx)\n",
                points, textbook / 1e6, branchless / 1e6, branchless / textbook, eytzinger / 1e6, eytzinger / textbook,
                bucketed / 1e6, bucketed / textbook);
}

void algorithmRow(const AlgorithmInfo &info, int servers, const std::vector<QByteArray> &keys, bool quick)
{
    int weight = 1;
    const AlgorithmOptions options = optionsFor(info.name, servers, &weight);
    ServerList list;
    for (int i = 0; i < servers; ++i)
        list.append(Server{QStringLiteral("10.0.%1.%2:8080").arg(i / 250).arg(i % 250 + 1), weight, false});
    QString error;
    const auto t0 = Clock::now();
    auto a = AlgorithmRegistry::create(info.name, list, options, &error);
    const auto t1 = Clock::now();
    if (!a) {
        std::printf("  %-14s %5d  (not built: %s)\n", qPrintable(info.name), servers, qPrintable(error));
        return;
    }
    // Slow schemes (rendezvous: one hash per server per key) get fewer lookups.
    size_t n = keys.size();
    if (info.name == QLatin1String("rendezvous"))
        n = std::min<size_t>(n, servers >= 1000 ? 20000 : 200000);
    if (quick)
        n = std::min<size_t>(n, 50000);
    std::vector<uint64_t> hashes(n);
    for (size_t i = 0; i < n; ++i)
        hashes[i] = a->hashKey(keys[i]);
    uint64_t acc = 0;
    const auto t2 = Clock::now();
    for (size_t i = 0; i < n; ++i)
        acc += uint64_t(a->route(keys[i]));
    const auto t3 = Clock::now();
    for (size_t i = 0; i < n; ++i)
        acc += uint64_t(a->routeHash(hashes[i]));
    const auto t4 = Clock::now();
    g_sink = g_sink + acc;
    const size_t points = a->pointCount();
    std::printf("  %-14s %5d  %9zu  %10.2f  %9.1f  %12.2f  %12.2f\n", qPrintable(info.name), servers, points,
                seconds(t0, t1) * 1e3, points ? double(a->memoryBytes()) / double(points) : 0.0,
                double(n) / seconds(t2, t3) / 1e6, double(n) / seconds(t3, t4) / 1e6);
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const bool quick = app.arguments().contains(QStringLiteral("--quick"));
    std::printf("Successor search, random uint32 queries, one core (M lookups/s, ratio to textbook):\n");
    for (size_t points : {size_t(1600), size_t(16000), size_t(160000), size_t(1600000)})
        searchKernels(points, quick ? 200000 : 2000000);

    std::vector<QByteArray> keys = KeyGenerator(1).keys(0, quick ? 50000 : 1000000);
    std::printf("\nAlgorithms (rings at ~160 points per server), one core:\n");
    std::printf("  %-14s %5s  %9s  %10s  %9s  %12s  %12s\n", "algorithm", "srv", "points", "build ms", "B/point",
                "M/s +hash", "M/s -hash");
    for (int servers : {100, 1000})
        for (const AlgorithmInfo &info : AlgorithmRegistry::all())
            algorithmRow(info, servers, keys, quick);
    return 0;
}
