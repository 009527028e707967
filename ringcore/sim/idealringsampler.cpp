#include "ringcore/sim/idealringsampler.h"

#include "ringcore/math/simrandom.h"
#include "ringcore/sim/discreteringwalk.h"
#include "ringcore/sim/samplerstreams.h"

#include <algorithm>
#include <cmath>

namespace ringcore {

namespace {

// Labels per shuffle bucket: 16k labels (16 KiB of 8-bit labels, 64 KiB of 32-bit ones), in L1 or
// L2, so Fisher–Yates stays cheap. The bucket count depends on the ring size only, never on the
// label width, so every width draws the same ring.
constexpr int64_t kBucketTarget = 16384;

int bucketBits(int64_t m)
{
    int bits = 0;
    while (bits < 16 && (m >> bits) > kBucketTarget)
        ++bits;
    return bits;
}

/// Bucket indices of `bits` bits, several from each 64-bit draw (the top bits first): the scatter
/// needs log2(B) ≤ 16 random bits per label, not a whole draw.
class BucketDraws
{
public:
    BucketDraws(uint64_t seed, int bits)
        : m_rng(seed)
        , m_bits(bits)
        , m_perDraw(bits == 0 ? 0 : 64 / bits)
    {
    }
    uint64_t next()
    {
        if (m_bits == 0)
            return 0;
        if (m_left == 0) {
            m_word = m_rng.next();
            m_left = m_perDraw;
        }
        const uint64_t b = m_word >> (64 - m_bits);
        m_word <<= m_bits;
        --m_left;
        return b;
    }

private:
    SimRng m_rng;
    uint64_t m_word = 0;
    int m_bits;
    int m_perDraw;
    int m_left = 0;
};

/// Unbiased integer in [0, n) from 32 random bits (Lemire's nearly divisionless method); the
/// rare rejection draws fresh 32-bit words from rng.
inline uint32_t below32(uint32_t x, uint32_t n, SimRng &rng)
{
    uint64_t m = uint64_t(x) * n;
    uint32_t low = uint32_t(m);
    if (low < n) {
        const uint32_t threshold = (0u - n) % n;
        while (low < threshold) {
            m = uint64_t(uint32_t(rng.next() >> 32)) * n;
            low = uint32_t(m);
        }
    }
    return uint32_t(m >> 32);
}

/// Exponential(1) by SimRng::exponential()'s ziggurat, the tables passed in (no static guard per
/// draw) and the 53-bit integer converted as signed (one instruction; an unsigned 64-bit convert
/// is a branchy sequence on baseline x86-64). Same values as SimRng::exponential().
inline double exponential(SimRng &rng, const ExpZiggurat &z)
{
    const uint64_t u = rng.next();
    const unsigned layer = unsigned(u & 255);
    const uint64_t j = u >> 11;
    if (j < z.k[layer]) [[likely]]
        return double(int64_t(j)) * z.w[layer];
    return rng.exponentialSlow(u);
}

} // namespace

template <class Label>
void IdealRingSampler::shuffleLabels(const SimSetting &setting, uint64_t seed, std::vector<Label> &store)
{
    const int64_t m = setting.totalPoints();
    const int bits = bucketBits(m);
    const size_t buckets = size_t(1) << bits;
    store.resize(size_t(m));
    m_bucketEnd.assign(buckets, 0);
    const uint64_t bucketSeed = seedMix(seed, BucketStream);
    Label *labels = store.data();
    if (bits == 0) {
        // One bucket: the labels in server order, shuffled below.
        int64_t at = 0;
        for (int s = 0; s < setting.servers; ++s) {
            const int64_t c = int64_t(setting.points) * setting.weightOf(s);
            std::fill(labels + at, labels + at + c, Label(s));
            at += c;
        }
        m_bucketEnd[0] = uint64_t(m);
        return;
    }

    // Pass 1 counts bucket sizes; pass 2 replays the same stream to scatter (no per-point id kept).
    uint64_t *count = m_bucketEnd.data();
    {
        BucketDraws draws(bucketSeed, bits);
        for (int64_t p = 0; p < m; ++p)
            ++count[draws.next()];
    }
    std::vector<uint64_t> cursor(buckets);
    uint64_t acc = 0;
    for (size_t b = 0; b < buckets; ++b) {
        cursor[b] = acc;
        acc += count[b];
        count[b] = acc;
    }
    {
        BucketDraws draws(bucketSeed, bits);
        uint64_t *at = cursor.data();
        for (int s = 0; s < setting.servers; ++s)
            for (int64_t p = 0, c = int64_t(setting.points) * setting.weightOf(s); p < c; ++p)
                labels[at[draws.next()]++] = Label(s);
    }
}

template <class Label>
void IdealRingSampler::shuffleBucket(SimRng &rng, Label *store, uint64_t begin, uint64_t end)
{
    // Fisher–Yates with two 32-bit indices per 64-bit draw (a ring has at most 2^32 − 1 points,
    // SimSetting::validate(), so every bucket size fits).
    Label *labels = store + begin;
    uint32_t i = uint32_t(end - begin);
    while (i > 1) {
        const uint64_t r = rng.next();
        uint32_t j = below32(uint32_t(r), i, rng);
        std::swap(labels[i - 1], labels[j]);
        if (--i == 1)
            break;
        j = below32(uint32_t(r >> 32), i, rng);
        std::swap(labels[i - 1], labels[j]);
        --i;
    }
}

void IdealRingSampler::explicitRing(const SimSetting &setting, uint64_t seed, std::vector<uint32_t> *labels,
                                    std::vector<double> *gaps)
{
    const int64_t m = setting.totalPoints();
    // Always 32-bit labels here: the same draws, so the same ring, whatever width sample() uses.
    shuffledLabels(setting, seed, m_labels32);
    SimRng gapRng(seedMix(seed, GapStream));
    gaps->resize(size_t(m));
    for (int64_t j = 0; j < m; ++j)
        (*gaps)[size_t(j)] = gapRng.exponential();
    *labels = m_labels32;
}

template <class Label>
void IdealRingSampler::shuffledLabels(const SimSetting &setting, uint64_t seed, std::vector<Label> &store)
{
    shuffleLabels(setting, seed, store);
    SimRng shuffle(seedMix(seed, ShuffleStream));
    uint64_t begin = 0;
    for (uint64_t end : m_bucketEnd) {
        shuffleBucket(shuffle, store.data(), begin, end);
        begin = end;
    }
}

template <class Label>
void IdealRingSampler::explicitIdeal(const SimSetting &setting, uint64_t seed, std::vector<Label> &store)
{
    if (setting.removal)
        idealRemoval(setting, seed, store);
    else if (setting.rule == LookupRule::Nearest)
        idealNearest(setting, seed, store);
    else
        idealNext(setting, seed, store);
}

template <class Label>
void IdealRingSampler::idealNext(const SimSetting &setting, uint64_t seed, std::vector<Label> &store)
{
    SimRng gaps(seedMix(seed, GapStream));
    const ExpZiggurat &zig = ExpZiggurat::instance();
    double *sums = m_sums.data();
    double total = 0;
    // Shuffle a bucket, then stream its arcs while it is still in cache.
    shuffleLabels(setting, seed, store);
    const Label *labels = store.data();
    SimRng shuffle(seedMix(seed, ShuffleStream));
    uint64_t begin = 0;
    for (uint64_t end : m_bucketEnd) {
        shuffleBucket(shuffle, store.data(), begin, end);
        for (uint64_t j = begin; j < end; ++j) {
            const double g = exponential(gaps, zig); // arc ending at point j
            total += g;
            sums[labels[j]] += g;
        }
        begin = end;
    }
    m_total = total;
}

template <class Label>
void IdealRingSampler::idealNearest(const SimSetting &setting, uint64_t seed, std::vector<Label> &store)
{
    const int64_t m = setting.totalPoints();
    SimRng gaps(seedMix(seed, GapStream));
    const ExpZiggurat &zig = ExpZiggurat::instance();
    double *sums = m_sums.data();
    double total = 0;
    // Nearest rule from the same gaps: point j owns half of the arc ending at it (g_j) and
    // half of the arc after it (g_{j+1}; the last point's is the wrap arc g_0). Reading one
    // gap ahead makes that one update per point, as for the next rule — shares doubled,
    // total doubled. The additions per server are the ones crediting each arc to both its
    // ends in ring order (g_j, then g_{j+1}, then the next point's), so the result is
    // bit-identical to that two-update walk (tst_idealsampler checks it on many seeds).
    shuffleLabels(setting, seed, store);
    const Label *labels = store.data();
    SimRng shuffle(seedMix(seed, ShuffleStream));
    const double firstGap = exponential(gaps, zig);
    double g = firstGap;
    uint64_t begin = 0;
    for (uint64_t end : m_bucketEnd) {
        shuffleBucket(shuffle, store.data(), begin, end);
        for (uint64_t j = begin; j < end; ++j) {
            const double after = int64_t(j) + 1 < m ? exponential(gaps, zig) : firstGap;
            total += g;
            double share = sums[labels[j]];
            share += g;
            share += after;
            sums[labels[j]] = share;
            g = after;
        }
        begin = end;
    }
    m_total = total * 2;
}

template <class Label>
void IdealRingSampler::idealRemoval(const SimSetting &setting, uint64_t seed, std::vector<Label> &store)
{
    const int64_t m = setting.totalPoints();
    SimRng gaps(seedMix(seed, GapStream));
    double *sums = m_sums.data();
    const bool nearest = setting.rule == LookupRule::Nearest;
    double total = 0;

    // Removal: all labels first (the wrap needs the last one), then one pass in ring order.
    shuffledLabels(setting, seed, store);
    const Label *labels = store.data();
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
}

template <class Label>
void IdealRingSampler::explicitDiscrete(const SimSetting &setting, uint64_t seed, std::vector<Label> &store,
                                        RingResult *result)
{
    shuffledLabels(setting, seed, store);
    m_total = DiscreteRingWalk::run(setting, seed, store.data(), m_sums.data(), result);
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
    } else {
        // The narrowest label type that holds every server: the same draws and the same ring at
        // any width, with less memory to scatter and shuffle (1 byte per point up to 256 servers).
        const bool ideal = setting.space == HashSpace::Ideal;
        if (setting.servers <= 256)
            ideal ? explicitIdeal(setting, seed, m_labels8) : explicitDiscrete(setting, seed, m_labels8, &result);
        else if (setting.servers <= 65536)
            ideal ? explicitIdeal(setting, seed, m_labels16) : explicitDiscrete(setting, seed, m_labels16, &result);
        else
            ideal ? explicitIdeal(setting, seed, m_labels32) : explicitDiscrete(setting, seed, m_labels32, &result);
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
