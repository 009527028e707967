#include "ringcore/sim/idealringsampler.h"

#include "ringcore/sim/simrandom.h"

#include <algorithm>
#include <cmath>

namespace ringcore {

namespace {

// Independent streams of one ring, all derived from the ring's seed.
enum Stream : uint64_t { BucketStream = 1, ShuffleStream = 2, GapStream = 3, OffsetStream = 4, GammaStream = 5 };

// Labels per shuffle bucket: 16k 32-bit labels = 64 KiB, inside L2, so Fisher–Yates stays cheap.
constexpr int64_t kBucketTarget = 16384;

int bucketBits(int64_t m)
{
    int bits = 0;
    while (bits < 16 && (m >> bits) > kBucketTarget)
        ++bits;
    return bits;
}

} // namespace

void IdealRingSampler::shuffleLabels(const SimSetting &setting, uint64_t seed)
{
    const int64_t m = setting.totalPoints();
    const int bits = bucketBits(m);
    const size_t buckets = size_t(1) << bits;
    m_labels.resize(size_t(m));
    m_bucketEnd.assign(buckets, 0);
    const uint64_t bucketSeed = seedMix(seed, BucketStream);
    auto bucketOf = [bits](SimRng &rng) { return bits == 0 ? uint64_t(0) : rng.next() >> (64 - bits); };

    // Pass 1 counts bucket sizes; pass 2 replays the same stream to scatter (no per-point id kept).
    {
        SimRng rng(bucketSeed);
        for (int s = 0; s < setting.servers; ++s)
            for (int64_t p = 0, c = int64_t(setting.points) * setting.weightOf(s); p < c; ++p)
                ++m_bucketEnd[bucketOf(rng)];
    }
    std::vector<uint64_t> cursor(buckets);
    uint64_t acc = 0;
    for (size_t b = 0; b < buckets; ++b) {
        cursor[b] = acc;
        acc += m_bucketEnd[b];
        m_bucketEnd[b] = acc;
    }
    {
        SimRng rng(bucketSeed);
        uint32_t *labels = m_labels.data();
        for (int s = 0; s < setting.servers; ++s)
            for (int64_t p = 0, c = int64_t(setting.points) * setting.weightOf(s); p < c; ++p)
                labels[cursor[bucketOf(rng)]++] = uint32_t(s);
    }
}

void IdealRingSampler::explicitIdeal(const SimSetting &setting, uint64_t seed, RingResult *result)
{
    const int64_t m = setting.totalPoints();
    shuffleLabels(setting, seed);
    SimRng shuffle(seedMix(seed, ShuffleStream));
    SimRng gaps(seedMix(seed, GapStream));
    double *sums = m_sums.data();
    uint32_t *labels = m_labels.data();
    const bool nearest = setting.rule == LookupRule::Nearest;
    double total = 0;

    if (!setting.removal) {
        // Shuffle a bucket, then stream its arcs while it is still in cache.
        double firstGap = 0;
        uint32_t prev = 0;
        uint64_t begin = 0;
        for (uint64_t end : m_bucketEnd) {
            for (uint64_t i = end - begin; i > 1; --i) {
                const uint64_t j = shuffle.below(i);
                std::swap(labels[begin + i - 1], labels[begin + j]);
            }
            for (uint64_t j = begin; j < end; ++j) {
                const double g = gaps.exponential(); // arc ending at point j
                const uint32_t owner = labels[j];
                total += g;
                sums[owner] += g;
                if (nearest) {
                    // Nearest rule: the arc is split between its two end points (sum doubled).
                    if (j == 0)
                        firstGap = g;
                    else
                        sums[prev] += g;
                    prev = owner;
                }
            }
            begin = end;
        }
        if (nearest) {
            sums[labels[m - 1]] += firstGap;
            total *= 2;
        }
        m_total = total;
        return;
    }

    // Removal: all labels first (the wrap needs the last one), then one pass in ring order.
    uint64_t begin = 0;
    for (uint64_t end : m_bucketEnd) {
        for (uint64_t i = end - begin; i > 1; --i) {
            const uint64_t j = shuffle.below(i);
            std::swap(labels[begin + i - 1], labels[begin + j]);
        }
        begin = end;
    }
    const uint32_t removed = uint32_t(setting.removedServer);
    double *recv = m_received.data();
    int64_t first = 0; // first surviving point: the walk starts and ends there
    while (labels[first] == removed)
        ++first;
    std::vector<double> prefix(size_t(first) + 1);
    for (int64_t j = 0; j <= first; ++j)
        prefix[size_t(j)] = gaps.exponential();

    // Old shares (next: own arc; nearest: halves of both arcs) and the removed share's receivers.
    // Next rule: a survivor inherits the arcs of the removed points just before it.
    // Nearest rule: survivors a … b with removed points between split the whole span D at its
    // middle; a had half of the first arc, b half of the last, so each receives D/2 minus that.
    uint32_t a = labels[first];
    double span = 0, spanFirst = 0, pending = 0;
    int64_t removedRun = 0;
    uint32_t prevLabel = labels[first];
    auto step = [&](int64_t j, double g) {
        const uint32_t owner = labels[j];
        total += g;
        sums[owner] += g;
        if (nearest)
            sums[prevLabel] += g;
        prevLabel = owner;
        if (!nearest) {
            if (owner == removed) {
                pending += g;
            } else {
                recv[owner] += pending;
                pending = 0;
            }
            return;
        }
        if (span == 0 && removedRun == 0)
            spanFirst = g;
        span += g;
        if (owner == removed) {
            ++removedRun;
            return;
        }
        if (removedRun > 0) {
            recv[a] += (span - spanFirst) / 2;
            recv[owner] += (span - g) / 2;
        }
        a = owner;
        span = 0;
        removedRun = 0;
    };
    for (int64_t j = first + 1; j < m; ++j)
        step(j, gaps.exponential());
    for (int64_t j = 0; j <= first; ++j)
        step(j, prefix[size_t(j)]);
    if (nearest) {
        total *= 2;
        for (int i = 0; i < setting.servers; ++i)
            recv[i] *= 2; // same scale as sums/total
    }
    m_total = total;
    (void)result;
}

void IdealRingSampler::explicitDiscrete(const SimSetting &setting, uint64_t seed, RingResult *result)
{
    const int64_t m = setting.totalPoints();
    shuffleLabels(setting, seed);
    SimRng shuffle(seedMix(seed, ShuffleStream));
    uint32_t *labels = m_labels.data();
    uint64_t begin = 0;
    for (uint64_t end : m_bucketEnd) {
        for (uint64_t i = end - begin; i > 1; --i) {
            const uint64_t j = shuffle.below(i);
            std::swap(labels[begin + i - 1], labels[begin + j]);
        }
        begin = end;
    }
    const int bits = setting.space == HashSpace::Bits32 ? 32 : 64;
    const long double scale = bits == 32 ? 4294967296.0L : 18446744073709551616.0L;

    // Sum of the M gaps first (the stream is replayed below rather than stored).
    long double sumGaps = 0;
    {
        SimRng gaps(seedMix(seed, GapStream));
        for (int64_t j = 0; j < m; ++j)
            sumGaps += gaps.exponential();
    }
    SimRng offset(seedMix(seed, OffsetStream));
    const long double v = (long double)offset.uniform();
    // Point j sits at V + (g_1 + … + g_j)/S (mod 1); point 0 at V. Integer value = floor(· × 2^bits),
    // computed modulo 2^bits so the 64-bit space needs no wider type.
    const long double invSum = 1.0L / sumGaps;
    auto positionOf = [&](long double cum) -> uint64_t {
        long double p = v + cum * invSum;
        if (p >= 1)
            p -= 1;
        long double x = std::floor(p * scale);
        if (x >= scale)
            x = 0;
        return uint64_t(x);
    };
    const uint64_t mask = bits == 32 ? 0xFFFFFFFFULL : ~0ULL;

    // Stream the points in ring order. Equal values form runs (collision groups); a group's
    // first point (a random server, labels being random) owns the value, the rest own nothing.
    double *sums = m_sums.data();
    const bool nearest = setting.rule == LookupRule::Nearest;
    int64_t pairs = 0, lost = 0;
    auto countRun = [&](int64_t len) {
        pairs += len * (len - 1) / 2;
        lost += len - 1;
    };
    double firstOwnerCredit = 0; // nearest rule: what the first group's owner got from its forward arc
    auto closeGap = [&](uint64_t from, uint32_t fromOwner, uint64_t to, uint32_t toOwner, bool fromIsFirst) {
        // Keys in (from, to] (mod 2^bits). Next: all to `toOwner`. Nearest: HAProxy's dp <= dn
        // gives the lower floor(d/2) keys to `fromOwner`.
        const uint64_t d = (to - from) & mask;
        if (!nearest) {
            sums[toOwner] += double(d);
            return;
        }
        const double half = double(d / 2);
        sums[fromOwner] += half;
        sums[toOwner] += double(d) - half;
        if (fromIsFirst)
            firstOwnerCredit = half;
    };

    SimRng gaps(seedMix(seed, GapStream));
    long double cum = 0;
    gaps.exponential(); // g_0 is the wrap arc; positions use g_1 … g_{M−1}
    const uint64_t firstValue = positionOf(0);
    const uint32_t firstOwner = labels[0];
    int64_t firstLen = -1; // length of the first group, once it closes
    uint64_t curValue = firstValue;
    uint32_t curOwner = firstOwner;
    int64_t curLen = 1;
    for (int64_t j = 1; j < m; ++j) {
        cum += (long double)gaps.exponential();
        const uint64_t value = positionOf(cum);
        if (value == curValue) {
            ++curLen;
            continue;
        }
        const bool fromFirst = firstLen < 0;
        if (fromFirst)
            firstLen = curLen;
        else
            countRun(curLen);
        closeGap(curValue, curOwner, value, labels[j], fromFirst);
        curValue = value;
        curOwner = labels[j];
        curLen = 1;
    }
    if (firstLen < 0) {
        // One value holds every point: its group owns the whole space.
        countRun(curLen);
        sums[curOwner] += double(mask) + 1.0;
    } else if (curValue == firstValue) {
        // The last group wrapped onto the first one's value: one group, owned by the last's owner.
        countRun(firstLen + curLen);
        sums[firstOwner] -= firstOwnerCredit;
        sums[curOwner] += firstOwnerCredit;
    } else {
        countRun(firstLen);
        countRun(curLen);
        closeGap(curValue, curOwner, firstValue, firstOwner, false);
    }
    result->collidingPairs = pairs;
    result->pointsLost = lost;
    m_total = double(mask) + 1.0;
}

void IdealRingSampler::exactDirichlet(const SimSetting &setting, uint64_t seed)
{
    SimRng rng(seedMix(seed, GammaStream));
    double total = 0;
    for (int i = 0; i < setting.servers; ++i) {
        const double g = rng.gamma(double(setting.points) * setting.weightOf(i));
        m_sums[size_t(i)] = g;
        total += g;
    }
    m_total = total;
}

void IdealRingSampler::finish(const SimSetting &setting, RingResult *result)
{
    const int n = setting.servers;
    const double totalWeight = double(setting.totalPoints()) / setting.points;
    double sum = 0, sumSq = 0, hi = -1, lo = 1e300;
    for (int i = 0; i < n; ++i) {
        const double fair = setting.weightOf(i) / totalWeight;
        const double load = m_sums[size_t(i)] / m_total / fair;
        sum += load;
        sumSq += load * load;
        hi = std::max(hi, load);
        lo = std::min(lo, load);
    }
    const double mean = sum / n;
    const double var = std::max(0.0, sumSq / n - mean * mean);
    result->cv = std::sqrt(var) / mean;
    result->busiest = hi;
    result->quietest = lo;
    if (setting.removal) {
        const int r = setting.removedServer;
        const double removedShare = m_sums[size_t(r)] / m_total;
        double largest = 0;
        int receivers = 0;
        for (int i = 0; i < n; ++i) {
            if (i == r || m_received[size_t(i)] <= 0)
                continue;
            ++receivers;
            largest = std::max(largest, m_received[size_t(i)] / m_total);
        }
        result->removedShare = removedShare / (setting.weightOf(r) / totalWeight);
        result->receivers = receivers;
        result->catcherOfRemoved = removedShare > 0 ? largest / removedShare : 0;
        result->catcherOfFair = largest * (n - 1);
    }
}

RingResult IdealRingSampler::sample(const SimSetting &setting, int ring, uint64_t seed, std::vector<double> *shares)
{
    RingResult result;
    result.ring = ring;
    m_sums.assign(size_t(setting.servers), 0.0);
    if (setting.removal)
        m_received.assign(size_t(setting.servers), 0.0);
    if (setting.effectivePath() == SimPath::Exact) {
        exactDirichlet(setting, seed);
    } else if (setting.space == HashSpace::Ideal) {
        explicitIdeal(setting, seed, &result);
        m_pointsPlaced += setting.totalPoints();
    } else {
        explicitDiscrete(setting, seed, &result);
        m_pointsPlaced += setting.totalPoints();
    }
    finish(setting, &result);
    if (shares) {
        shares->resize(size_t(setting.servers));
        for (int i = 0; i < setting.servers; ++i)
            (*shares)[size_t(i)] = m_sums[size_t(i)] / m_total;
    }
    return result;
}

} // namespace ringcore
