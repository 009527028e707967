#pragma once

#include "ringcore/core/server.h"
#include "ringcore/rings/algorithm.h"

#include <QString>

#include <memory>

#include <cstdint>
#include <vector>

namespace ringcore {

/// One scheme's lookup cost at one size, measured as `bench_lookup --sweep` measures it: the
/// sweep's server list and options (about 160 points per server for rings), routeHash() over
/// uniform pre-hashed 64-bit keys (no key text is hashed in the timed loop) in blocks of 256
/// doubling to 65,536 until the keys or the time budget run out, timed with the calling thread's
/// CPU clock (per core, even on a busy machine; read between blocks, as it is a system call).
struct LookupTiming
{
    qint64 points = 0;       ///< points or slots of the built scheme
    double buildMs = 0;      ///< construction time
    qint64 memoryBytes = 0;  ///< the scheme's own estimate of its memory
    double nsPerLookup = 0;  ///< CPU time per routeHash()
    size_t lookups = 0;      ///< how many were timed

    /// The sweep's servers: 10.a.b.c:8080, all of weight `weight`.
    static ServerList servers(int count, int weight);
    /// The sweep's options for `algorithm` at `servers`, as its registration says
    /// (AlgorithmInfo::lookupTiming: HAProxy weight 10 = 160 points, Envoy's min-ring-size 160·N,
    /// bounded loads 160 points; others their defaults); *weight gets every server's weight.
    static AlgorithmOptions options(const QString &algorithm, int servers, int *weight);
    /// The thread's CPU time in seconds.
    static double cpuSeconds();
    /// Uniform 64-bit key hashes (mt19937_64 with `seed`), as the sweep uses.
    static std::vector<uint64_t> keyHashes(size_t count, uint64_t seed);

    /// Builds `algorithm` at `servers` and times its lookups over `hashes` for at most
    /// `minTime` seconds of CPU. False + *error when the scheme cannot be built at that size.
    static bool measure(const QString &algorithm, int servers, const std::vector<uint64_t> &hashes, double minTime,
                        LookupTiming *out, QString *error, std::unique_ptr<Algorithm> *built = nullptr);
    /// The timed loop of measure() on an already built scheme: CPU ns per routeHash() over
    /// `hashes` for at most `minTime` seconds; *lookups (if given) gets how many were timed.
    static double nsPerRoute(const Algorithm &algorithm, const std::vector<uint64_t> &hashes, double minTime,
                             size_t *lookups = nullptr);
};

} // namespace ringcore
