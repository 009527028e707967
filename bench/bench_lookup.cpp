// Lookups per second per core for every registered algorithm (key hashing included and
// excluded), ring build time, bytes per point, and the successor-search kernels side by side
// with a textbook std::upper_bound ring over std::vector<std::pair<uint32_t, int>>: branch-free
// binary search, Eytzinger layout, and RingIndex (bucket table + branch-free count), which the
// ring ports use.
//
// With --sweep, instead: every scheme at 10 … 2^20 buckets/servers — ns per lookup, memory,
// build time and the share of keys moved by one removal (the last server, and one in the
// middle) — as CSV (on stdout, or --csv FILE). Schemes whose memory estimate passes
// --max-bytes (default 512 MB) are listed as skipped.
//
// Usage: bench_lookup [--quick]
//        bench_lookup --sweep [--csv FILE] [--max-servers N] [--keys N] [--min-time S] [--max-bytes B]
//                     [--schemes jump,jumpback,flip,anchor] [--repeat R]
// The sweep ends with each scheme's ratio to jump beside the papers' ratios (issue 20): the median
// of R (default 9) ratios, each from a timing of jump and one of the scheme taken one after the
// other, in rounds over all the ratios, so that a burst of load on a shared machine moves a few
// pairs, not the figure.
#include "ringcore/analysis/lookuptiming.h"
#include "ringcore/keys/keygenerator.h"
#include "ringcore/rings/algorithmregistry.h"
#include "ringcore/rings/fliphash.h"
#include "ringcore/rings/jumpbackhash.h"
#include "ringcore/rings/jumphash.h"
#include "ringcore/rings/ringsearch.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFile>
#include <QTextStream>

#include <algorithm>
#include <cstdio>
#include <iterator>
#include <map>
#include <memory>
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
    static double now() { return LookupTiming::cpuSeconds(); }
};

namespace {

volatile uint64_t g_sink = 0;

double seconds(double a, double b)
{
    return b - a;
}

/// Options that give a ring about 160 points per server (the issue's benchmark setting).
AlgorithmOptions optionsFor(const QString &name, int servers, int *weight)
{
    return LookupTiming::options(name, servers, weight);
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


ServerList sweepServers(int count, int weight)
{
    return LookupTiming::servers(count, weight);
}

/// Share of the sampled key hashes whose server differs between a and b, sampling until
/// maxKeys or minTime seconds; *sampled gets the number of keys looked at.
double movedShare(const Algorithm &a, const Algorithm &b, const std::vector<uint64_t> &hashes, double minTime,
                  size_t *sampled)
{
    const double t0 = Clock::now();
    size_t moved = 0;
    size_t i = 0;
    while (i < hashes.size()) {
        moved += a.routeHash(hashes[i]) != b.routeHash(hashes[i]);
        ++i;
        if ((i & 63) == 0 && Clock::now() - t0 > minTime)
            break;
    }
    *sampled = i;
    return i ? double(moved) / double(i) : 0.0;
}

struct SweepConfig
{
    int maxServers = 1 << 20;
    size_t keys = 1000000;
    double minTime = 0.2;
    double maxBytes = 512.0 * 1024 * 1024;
    int repeat = 9;      ///< timing pairs behind each ratio to jump
    QStringList schemes; ///< empty: every registered scheme
};

/// ns per lookup of each (scheme, size) the sweep measured, for the ratios to jump.
using SweepTimes = std::map<std::pair<QString, int>, double>;

void sweepRow(QTextStream &csv, const AlgorithmInfo &info, int servers, const std::vector<uint64_t> &hashes,
              const SweepConfig &config, SweepTimes *times)
{
    int weight = 1;
    const AlgorithmOptions options = optionsFor(info.name, servers, &weight);
    ServerList list = sweepServers(servers, weight);
    const QString prefix = QStringLiteral("%1,%2,").arg(info.name).arg(servers);
    const double estimate = info.estimateBytes ? info.estimateBytes(list, options) : 0.0;
    if (estimate > config.maxBytes) {
        csv << prefix << ",,,,,,,," << QStringLiteral("skipped: estimate %1 bytes > --max-bytes").arg(estimate, 0, 'g', 3)
            << '\n';
        return;
    }
    // The timing itself is ringcore's LookupTiming (the gallery's lookup-time figure uses it too).
    QString error;
    LookupTiming timing;
    std::unique_ptr<Algorithm> a;
    if (!LookupTiming::measure(info.name, servers, hashes, config.minTime, &timing, &error, &a)) {
        csv << prefix << ",,,,,,,," << QStringLiteral("not built: %1").arg(error).replace(QLatin1Char(','), QLatin1Char(';'))
            << '\n';
        return;
    }
    // One removal: the last server (the end-only schemes' own removal) and one in the middle.
    size_t sampledLast = 0;
    size_t sampledMiddle = 0;
    double movedLast = 0;
    double movedMiddle = 0;
    {
        ServerList last = list;
        last.last().down = true;
        auto b = AlgorithmRegistry::create(info.name, last, options, &error);
        if (b)
            movedLast = movedShare(*a, *b, hashes, config.minTime, &sampledLast);
    }
    {
        ServerList middle = list;
        middle[servers / 2].down = true;
        auto b = AlgorithmRegistry::create(info.name, middle, options, &error);
        if (b)
            movedMiddle = movedShare(*a, *b, hashes, config.minTime, &sampledMiddle);
    }
    (*times)[{info.name, servers}] = timing.nsPerLookup;
    csv << prefix << timing.points << ',' << QString::number(timing.buildMs, 'f', 3) << ',' << timing.memoryBytes
        << ',' << QString::number(timing.nsPerLookup, 'f', 2) << ',' << timing.lookups << ','
        << QString::number(movedLast, 'g', 6) << ',' << QString::number(movedMiddle, 'g', 6) << ','
        << std::min(sampledLast, sampledMiddle) << ',' << QString::number(1.0 / servers, 'g', 6) << ",ok\n";
    csv.flush();
}

/// The published figures (issue 20), as ns per lookup of the scheme and of JumpHash at one size,
/// measured on other machines: only their ratio is compared, and at the paper's own bucket count.
/// JumpBackHash: hash4j's JMH run (c5.metal) gives 5.8–9 ns over 10 … 2^20 buckets without saying
/// which size is which, so its ratio is a range, against its jump at 10, 1,024 and 2^20 buckets;
/// FlipHash: the fliphash-rs README's `..=10`, `..=1000`, `..=1000000` (range ends, so 11, 1,001
/// and 1,000,001 buckets).
struct PaperRatio
{
    const char *scheme;
    int servers;     ///< the paper's bucket count, measured here too
    double low;      ///< the paper's ratio scheme/jump (low … high when the paper gives a range)
    double high;
    bool fixedKey;   ///< timed the paper's way: one key routed again and again (else: a new key each lookup)
    const char *source;
};

// hash4j's JMH benchmark draws a new random key for every lookup (SplittableRandom.nextLong), as
// nsPerRoute does; fliphash-rs's criterion benchmark routes one random key (black_box(key)) over
// and over, so its jump loop's exit branch is always predicted and successive lookups overlap:
// that is nsPerRouteFixedKey, and the FlipHash rows are compared that way (both ways are printed).
constexpr PaperRatio kPaperRatios[] = {
    {"jumpback", 10, 5.8 / 31, 9.0 / 31, false, "hash4j JMH: 5.8-9 ns vs jump 31 ns at 10"},
    {"jumpback", 1024, 5.8 / 80, 9.0 / 80, false, "hash4j JMH: 5.8-9 ns vs jump 80 ns at 1,024"},
    {"jumpback", 1 << 20, 5.8 / 146, 9.0 / 146, false, "hash4j JMH: 5.8-9 ns vs jump 146 ns at 2^20"},
    {"flip", 11, 5.9 / 8.2, 5.9 / 8.2, true, "fliphash-rs: 5.9 vs 8.2 ns at ..=10"},
    {"flip", 1001, 4.7 / 25, 4.7 / 25, true, "fliphash-rs: 4.7 vs 25 ns at ..=1000"},
    {"flip", 1000001, 5.5 / 45, 5.5 / 45, true, "fliphash-rs: 5.5 vs 45 ns at ..=1000000"},
};

/// ns per lookup the way criterion's `b.iter(|| f(black_box(key)))` measures it, made independent
/// of which key criterion happened to draw: each of the keys is routed kRepeat times in a row (the
/// call cannot be hoisted: a virtual call, or an out-of-line function behind an empty asm), and
/// the time is summed over keys until the budget runs out.
template <typename Call>
double nsPerCallFixedKey(Call call, const std::vector<uint64_t> &hashes, double minTime)
{
    constexpr int kRepeat = 64;
    uint64_t acc = 0;
    size_t k = 0;
    size_t block = 16;
    const double t2 = LookupTiming::cpuSeconds();
    double t3 = t2;
    while (k < hashes.size()) {
        const size_t end = std::min(hashes.size(), k + block);
        for (; k < end; ++k) {
            const uint64_t h = hashes[k];
            for (int r = 0; r < kRepeat; ++r)
                acc += uint64_t(call(h));
        }
        t3 = LookupTiming::cpuSeconds();
        if (t3 - t2 > minTime)
            break;
        block = std::min<size_t>(block * 2, 1024);
    }
    g_sink = g_sink + acc;
    return (t3 - t2) * 1e9 / double(std::max<size_t>(k * kRepeat, 1));
}

double nsPerRouteFixedKey(const Algorithm &a, const std::vector<uint64_t> &hashes, double minTime)
{
    return nsPerCallFixedKey([&a](uint64_t h) { return a.routeHash(h); }, hashes, minTime);
}

/// The scheme's own function, called directly (no virtual call, no bucket-to-server table), the way
/// both papers' benchmarks call theirs: `jump_hash(key, n)` / `fliphash_64(key, ..=n-1)` and
/// hash4j's `getBucket(hash, n)`. Null for a scheme without one here.
using BareFunction = int32_t (*)(uint64_t hash, int32_t buckets);
BareFunction bareFunction(const QString &scheme)
{
    if (scheme == QLatin1String("jump"))
        return [](uint64_t h, int32_t n) { return JumpHash::bucket(h, n); };
    if (scheme == QLatin1String("jumpback"))
        return [](uint64_t h, int32_t n) { return JumpBackHash::bucket(h, n); };
    if (scheme == QLatin1String("flip"))
        return [](uint64_t h, int32_t n) { return int32_t(FlipHash::hash64(h, uint64_t(n - 1))); };
    return nullptr;
}

/// A bare function called with the key passed through an empty asm first (criterion's black_box).
auto opaque(BareFunction f, int32_t buckets)
{
    return [f, buckets](uint64_t h) {
        asm volatile("" : "+r"(h));
        return f(h, buckets);
    };
}

/// The same with a new key for every call (hash4j's JMH way).
template <typename Call>
double nsPerCallNewKey(Call call, const std::vector<uint64_t> &hashes, double minTime)
{
    uint64_t acc = 0;
    size_t k = 0;
    size_t block = 1024;
    const double t2 = LookupTiming::cpuSeconds();
    double t3 = t2;
    size_t calls = 0;
    for (;;) {
        for (size_t i = 0; i < block; ++i) {
            acc += uint64_t(call(hashes[k]));
            if (++k == hashes.size())
                k = 0;
        }
        calls += block;
        t3 = LookupTiming::cpuSeconds();
        if (t3 - t2 > minTime)
            break;
        block = std::min<size_t>(block * 2, 65536);
    }
    g_sink = g_sink + acc;
    return (t3 - t2) * 1e9 / double(std::max<size_t>(calls, 1));
}

double median(std::vector<double> v)
{
    std::sort(v.begin(), v.end());
    const size_t m = v.size() / 2;
    return v.empty() ? -1.0 : v.size() % 2 ? v[m] : (v[m - 1] + v[m]) / 2;
}

/// One scheme against jump at one size, timed `repeat` times in alternation (jump, scheme, jump,
/// scheme, ...) on the sweep's key hashes: the medians of the ns and of the per-pair ratios.
struct RepeatedRatio
{
    double ns = -1, jumpNs = -1, ratio = -1, lowRatio = -1, highRatio = -1;
    double otherRatio = -1; ///< the median ratio timed the other way (fixed key / a new key each lookup)
    double bareRatio = -1;  ///< the median ratio of the bare functions, timed the paper's way
    bool fixedKey = false;
    int servers = 0;
    std::unique_ptr<Algorithm> scheme, jump;
    BareFunction schemeBare = nullptr;
    std::vector<double> schemeTimes, jumpTimes, ratios, otherRatios, bareRatios;

    /// One pair: jump, then the scheme, timed the paper's way; then one pair timed the other way.
    void timePair(const std::vector<uint64_t> &hashes, double minTime)
    {
        auto time = [&](const Algorithm &a, bool fixed) {
            return fixed ? nsPerRouteFixedKey(a, hashes, minTime) : LookupTiming::nsPerRoute(a, hashes, minTime);
        };
        jumpTimes.push_back(time(*jump, fixedKey));
        schemeTimes.push_back(time(*scheme, fixedKey));
        ratios.push_back(schemeTimes.back() / jumpTimes.back());
        const double otherJump = time(*jump, !fixedKey);
        otherRatios.push_back(time(*scheme, !fixedKey) / otherJump);
        if (schemeBare) {
            auto bare = [&](BareFunction f) {
                return fixedKey ? nsPerCallFixedKey(opaque(f, servers), hashes, minTime)
                                : nsPerCallNewKey(opaque(f, servers), hashes, minTime);
            };
            const double j = bare(bareFunction(QStringLiteral("jump")));
            bareRatios.push_back(bare(schemeBare) / j);
        }
    }
    void summarize();
};

std::unique_ptr<Algorithm> buildForTiming(const QString &name, int servers)
{
    int weight = 1;
    const AlgorithmOptions options = LookupTiming::options(name, servers, &weight);
    QString error;
    return AlgorithmRegistry::create(name, LookupTiming::servers(servers, weight), options, &error);
}

void RepeatedRatio::summarize()
{
    if (ratios.empty())
        return;
    ns = median(schemeTimes);
    jumpNs = median(jumpTimes);
    ratio = median(ratios);
    lowRatio = *std::min_element(ratios.begin(), ratios.end());
    highRatio = *std::max_element(ratios.begin(), ratios.end());
    otherRatio = median(otherRatios);
    if (!bareRatios.empty())
        bareRatio = median(bareRatios);
}

/// Median ns per lookup of `repeat` timings of one scheme (for the rates that are not ratios).
double repeatedNs(const QString &name, int servers, const std::vector<uint64_t> &hashes, const SweepConfig &config)
{
    const auto a = buildForTiming(name, servers);
    if (!a)
        return -1;
    std::vector<double> ns;
    for (int i = 0; i < config.repeat; ++i)
        ns.push_back(LookupTiming::nsPerRoute(*a, hashes, config.minTime));
    return median(ns);
}

/// RingLab's ratio to jump beside the paper's, and whether it is within 1.5x of it (for a range:
/// within 1.5x of its nearer end).
void printPaperRatios(const SweepTimes &times, const std::vector<int> &sizes, const std::vector<uint64_t> &hashes,
                      const SweepConfig &config, FILE *out)
{
    // Only what the sweep built (so --schemes still selects): measured again, `repeat` times.
    auto swept = [&](const char *name, int servers) {
        return times.count({QString::fromLatin1(name), servers}) > 0;
    };
    auto loadAverage = [] {
        QFile file(QStringLiteral("/proc/loadavg"));
        return file.open(QIODevice::ReadOnly) ? file.readAll().trimmed() : QByteArray("?");
    };
    const QByteArray loadBefore = loadAverage();
    std::fprintf(out, "\nRatios to jump (ns per routeHash() on precomputed 64-bit key hashes, no key text hashed in the "
                      "timed loop; thread CPU time read every 256-65,536 lookups; one run; each ratio the median of %d "
                      "pairs timed one after the other, jump then the scheme, in rounds over all the ratios, min-max "
                      "of the pairs beside it; ns the medians of the same timings) beside the papers'. Timed the paper's "
                      "way: 'new' a new key for every lookup (hash4j's JMH), 'fixed' each key routed 64 times in a row "
                      "(fliphash-rs's criterion on one key); 'other way' is the median ratio timed the other way; 'bare fn' the median ratio of the "
                      "schemes' own functions called directly (no virtual call, no bucket-to-server table), timed "
                      "the paper's way, as both papers call theirs:\n",
                 config.repeat);
    std::fprintf(out, "  %-10s %8s  %-5s  %9s  %9s  %8s  %-13s  %9s  %-15s  %-17s  %-17s  %s\n", "scheme", "servers",
                 "keys", "ns", "jump ns", "RingLab", "pairs min-max", "other way", "paper", "within 1.5x",
                 "bare fn (1.5x?)", "paper's figures");
    // The pairs are taken in rounds (every ratio's first pair, then every ratio's second, ...), so
    // that each ratio's pairs are spread over the whole phase, not bunched into one busy second.
    std::vector<RepeatedRatio> measured(std::size(kPaperRatios));
    for (size_t i = 0; i < std::size(kPaperRatios); ++i) {
        const PaperRatio &r = kPaperRatios[i];
        // At the paper's size, when the sweep timed the scheme and jump and reached that size.
        if (sizes.empty() || r.servers > sizes.back() || !swept(r.scheme, sizes.back()) || !swept("jump", sizes.back()))
            continue;
        measured[i].scheme = buildForTiming(QString::fromLatin1(r.scheme), r.servers);
        measured[i].jump = buildForTiming(QStringLiteral("jump"), r.servers);
        measured[i].fixedKey = r.fixedKey;
        measured[i].servers = r.servers;
        measured[i].schemeBare = bareFunction(QString::fromLatin1(r.scheme));
    }
    for (int round = 0; round < config.repeat; ++round)
        for (RepeatedRatio &m : measured)
            if (m.scheme && m.jump)
                m.timePair(hashes, config.minTime);
    for (size_t i = 0; i < std::size(kPaperRatios); ++i) {
        const PaperRatio &r = kPaperRatios[i];
        RepeatedRatio &m = measured[i];
        m.summarize();
        if (m.ratio <= 0)
            continue;
        const double ratio = m.ratio;
        auto offBy = [&](double x) { return x < r.low ? r.low / x : x > r.high ? x / r.high : 1.0; };
        const double factor = offBy(ratio);
        char paper[32];
        if (r.low == r.high)
            std::snprintf(paper, sizeof paper, "%.3f", r.low);
        else
            std::snprintf(paper, sizeof paper, "%.3f-%.3f", r.low, r.high);
        char range[32];
        std::snprintf(range, sizeof range, "%.3f-%.3f", m.lowRatio, m.highRatio);
        char verdict[32];
        std::snprintf(verdict, sizeof verdict, "%s (%.2fx)", factor <= 1.5 ? "yes" : "NO", factor);
        char bare[32] = "-";
        if (m.bareRatio > 0)
            std::snprintf(bare, sizeof bare, "%.3f %s (%.2fx)", m.bareRatio, offBy(m.bareRatio) <= 1.5 ? "yes" : "NO",
                          offBy(m.bareRatio));
        std::fprintf(out, "  %-10s %8d  %-5s  %9.2f  %9.2f  %8.3f  %-13s  %9.3f  %-15s  %-17s  %-17s  %s\n", r.scheme,
                     r.servers, r.fixedKey ? "fixed" : "new", m.ns, m.jumpNs, ratio, range, m.otherRatio, paper, verdict,
                     bare, r.source);
    }
    // AnchorHash: the paper gives a rate (> 15 M keys/s at 100 M resources), not a ratio to jump.
    for (int servers : sizes) {
        const double a = swept("anchor", servers) && servers == sizes.back()
                             ? repeatedNs(QStringLiteral("anchor"), servers, hashes, config)
                             : -1.0;
        if (a > 0)
            std::fprintf(out, "  anchor at %d servers: %.2f ns = %.1f M lookups/s (paper: > 15 M keys/s at 100 M "
                              "resources, another machine)\n",
                         servers, a, 1e3 / a);
    }
    for (int servers : sizes) {
        const double a = swept("rendezvous-fast", servers) && servers == 100
                             ? repeatedNs(QStringLiteral("rendezvous-fast"), servers, hashes, config)
                             : -1.0;
        if (a > 0)
            std::fprintf(out, "  rendezvous-fast at 100 servers: %.2f ns = %.1f M lookups/s (goal >= 10 M/s)\n", a, 1e3 / a);
    }
    std::fprintf(out, "  load average before these timings: %s; after: %s\n", loadBefore.constData(),
                 loadAverage().constData());
    std::fflush(out);
}

int runSweep(const SweepConfig &config, const QString &csvPath)
{
    QFile file;
    if (csvPath.isEmpty()) {
        if (!file.open(stdout, QIODevice::WriteOnly))
            return 1;
    } else {
        file.setFileName(csvPath);
        if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate)) {
            std::fprintf(stderr, "--csv: cannot write %s: %s\n", qPrintable(csvPath), qPrintable(file.errorString()));
            return 2;
        }
    }
    QTextStream csv(&file);
    csv << "algorithm,servers,points,build_ms,memory_bytes,ns_per_lookup,lookups,moved_last,moved_middle,"
           "moved_keys_sampled,ideal_moved,status\n";
    const std::vector<uint64_t> hashes = LookupTiming::keyHashes(config.keys, 20);
    std::vector<int> sizes;
    for (int s : {10, 100, 1000, 10000, 100000, 1 << 20})
        if (s <= config.maxServers)
            sizes.push_back(s);
    SweepTimes times;
    for (int servers : sizes)
        for (const AlgorithmInfo &info : AlgorithmRegistry::all())
            if (config.schemes.isEmpty() || config.schemes.contains(info.name))
                sweepRow(csv, info, servers, hashes, config, &times);
    csv.flush();
    printPaperRatios(times, sizes, hashes, config, csvPath.isEmpty() ? stderr : stdout);
    return 0;
}

void rendezvousForms(bool quick)
{
    std::printf("\nRendezvous, the exact form beside the fast form (routeHash, one core):\n");
    std::mt19937_64 rng(7);
    std::vector<uint64_t> hashes(quick ? 20000 : 200000);
    for (auto &h : hashes)
        h = rng();
    for (int servers : {100, 1000}) {
        double rate[2] = {0, 0};
        int i = 0;
        for (const char *name : {"rendezvous", "rendezvous-fast"}) {
            QString error;
            auto a = AlgorithmRegistry::create(QString::fromLatin1(name), sweepServers(servers, 1), {}, &error);
            if (!a)
                return;
            const size_t n = std::min(hashes.size(), size_t(20000000 / servers));
            uint64_t acc = 0;
            const double t0 = Clock::now();
            for (size_t k = 0; k < n; ++k)
                acc += uint64_t(a->routeHash(hashes[k]));
            const double t1 = Clock::now();
            g_sink = g_sink + acc;
            rate[i++] = double(n) / (t1 - t0);
        }
        std::printf("  %5d servers  rendezvous %9.3f M/s  rendezvous-fast %9.3f M/s  (%.1fx)\n", servers, rate[0] / 1e6,
                    rate[1] / 1e6, rate[1] / rate[0]);
    }
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QCommandLineParser parser;
    parser.addHelpOption();
    parser.addOptions({{QStringLiteral("quick"), QStringLiteral("Short run.")},
                       {QStringLiteral("sweep"), QStringLiteral("Sweep every scheme over 10 … 2^20 servers (CSV).")},
                       {QStringLiteral("csv"), QStringLiteral("Write the sweep to FILE."), QStringLiteral("FILE")},
                       {QStringLiteral("max-servers"), QStringLiteral("Largest sweep size (10-1048576)."),
                        QStringLiteral("N"), QStringLiteral("1048576")},
                       {QStringLiteral("keys"), QStringLiteral("Key hashes per size (100-100000000)."),
                        QStringLiteral("N"), QStringLiteral("1000000")},
                       {QStringLiteral("min-time"), QStringLiteral("Seconds of lookups per measurement (0-60)."),
                        QStringLiteral("S"), QStringLiteral("0.2")},
                       {QStringLiteral("max-bytes"), QStringLiteral("Skip schemes whose estimate is larger."),
                        QStringLiteral("B"), QStringLiteral("536870912")},
                       {QStringLiteral("schemes"), QStringLiteral("Sweep only these schemes (comma-separated registry names)."),
                        QStringLiteral("LIST")},
                       {QStringLiteral("repeat"),
                        QStringLiteral("Timing pairs (jump, then the scheme) behind each ratio to jump; the median is "
                                       "reported (1-99)."),
                        QStringLiteral("R"), QStringLiteral("9")}});
    parser.process(app);
    const bool quick = parser.isSet(QStringLiteral("quick"));
    if (parser.isSet(QStringLiteral("sweep"))) {
        SweepConfig config;
        bool ok[5] = {false, false, false, false, false};
        config.maxServers = parser.value(QStringLiteral("max-servers")).toInt(&ok[0]);
        config.keys = parser.value(QStringLiteral("keys")).toULongLong(&ok[1]);
        config.minTime = parser.value(QStringLiteral("min-time")).toDouble(&ok[2]);
        config.maxBytes = parser.value(QStringLiteral("max-bytes")).toDouble(&ok[3]);
        config.repeat = parser.value(QStringLiteral("repeat")).toInt(&ok[4]);
        if (!ok[0] || config.maxServers < 10 || config.maxServers > (1 << 20)) {
            std::fprintf(stderr, "--max-servers: allowed range 10-1048576\n");
            return 2;
        }
        if (!ok[1] || config.keys < 100 || config.keys > 100000000) {
            std::fprintf(stderr, "--keys: allowed range 100-100000000\n");
            return 2;
        }
        if (!ok[2] || config.minTime < 0 || config.minTime > 60) {
            std::fprintf(stderr, "--min-time: allowed range 0-60 seconds\n");
            return 2;
        }
        if (!ok[3] || config.maxBytes <= 0) {
            std::fprintf(stderr, "--max-bytes: must be a positive number of bytes\n");
            return 2;
        }
        if (!ok[4] || config.repeat < 1 || config.repeat > 99) {
            std::fprintf(stderr, "--repeat: allowed range 1-99\n");
            return 2;
        }
        if (parser.isSet(QStringLiteral("schemes"))) {
            config.schemes = parser.value(QStringLiteral("schemes")).split(QLatin1Char(','), Qt::SkipEmptyParts);
            for (const QString &name : config.schemes)
                if (!AlgorithmRegistry::find(name)) {
                    std::fprintf(stderr, "--schemes: no scheme named %s\n", qPrintable(name));
                    return 2;
                }
        }
        return runSweep(config, parser.value(QStringLiteral("csv")));
    }
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
    rendezvousForms(quick);
    return 0;
}
