#pragma once

#include "ringcore/sim/ringresult.h"
#include "ringcore/sim/simsetting.h"

#include <cstdint>
#include <vector>

namespace ringcore {

class SimRng;

/// The kernels behind Simulator: one ideal ring per call, buffers reused across calls.
/// Not thread-safe: each worker owns one sampler.
///
/// Explicit path, O(M) for M = k·Σw points and no sort:
///  1. The M circular arcs between uniformly random points are exactly Dirichlet(1,…,1), i.e.
///     i.i.d. Exponential(1) gaps divided by their sum (spacings of uniforms).
///  2. Which server owns the point at the end of each arc is a uniformly random arrangement of
///     the multiset {server i × k·w_i}: a Rao–Sandelius shuffle (scatter each label into one of B
///     random buckets, Fisher–Yates inside each cache-sized bucket, concatenate) — exact and
///     cache-friendly.
///  3. Arcs are streamed in ring order and added to their owners (next rule: the arc before a
///     point; nearest rule: half of each neighbouring arc).
/// Discrete spaces place the points at V + cumulative gaps (V uniform), floor them to 32/64-bit
/// integers (floors of sorted uniforms are sorted uniform integers), and let the first of each
/// tied run own the value.
/// Exact path: next-rule shares of an ideal ring are Dirichlet(k·w_1, …, k·w_N), sampled as
/// normalised Gamma(k·w_i) variables in O(N).
class IdealRingSampler
{
public:
    /// Simulates ring `ring` of `setting` from `seed`. Returns the per-ring result; `shares`
    /// (optional) receives each server's share of the ring.
    RingResult sample(const SimSetting &setting, int ring, uint64_t seed, std::vector<double> *shares = nullptr);

    /// The explicit path's ring of `seed` in the ideal space, for tests: the owner of each point in
    /// ring order and the arc ending at each point (arc 0 wraps around from the last point). The
    /// same labels and gaps sample() streams (it never stores the gaps).
    void explicitRing(const SimSetting &setting, uint64_t seed, std::vector<uint32_t> *labels, std::vector<double> *gaps);

    /// Points placed by the explicit path since construction.
    int64_t pointsPlaced() const { return m_pointsPlaced; }

private:
    // Label is uint8_t, uint16_t or uint32_t (the narrowest that holds every server index).
    /// Scatters the labels into their shuffle buckets (m_bucketEnd), unshuffled inside each.
    template <class Label>
    void shuffleLabels(const SimSetting &setting, uint64_t seed, std::vector<Label> &store);
    /// Fisher–Yates inside labels [begin, end) (one shuffle bucket).
    template <class Label>
    static void shuffleBucket(SimRng &rng, Label *store, uint64_t begin, uint64_t end);
    /// shuffleLabels(), then every bucket shuffled: the ring's owners in ring order.
    template <class Label>
    void shuffledLabels(const SimSetting &setting, uint64_t seed, std::vector<Label> &store);
    template <class Label>
    void explicitIdeal(const SimSetting &setting, uint64_t seed, std::vector<Label> &store);
    // explicitIdeal()'s cases: the next rule, the nearest rule, a server removed.
    template <class Label>
    void idealNext(const SimSetting &setting, uint64_t seed, std::vector<Label> &store);
    template <class Label>
    void idealNearest(const SimSetting &setting, uint64_t seed, std::vector<Label> &store);
    template <class Label>
    void idealRemoval(const SimSetting &setting, uint64_t seed, std::vector<Label> &store);
    /// shuffledLabels(), then DiscreteRingWalk.
    template <class Label>
    void explicitDiscrete(const SimSetting &setting, uint64_t seed, std::vector<Label> &store, RingResult *result);
    void exactDirichlet(const SimSetting &setting, uint64_t seed);
    void finish(const SimSetting &setting, RingResult *result);

    std::vector<uint8_t> m_labels8;   ///< owner of each point in ring order, N ≤ 256
    std::vector<uint16_t> m_labels16; ///< the same, N ≤ 65,536
    std::vector<uint32_t> m_labels32; ///< the same, larger N (and explicitRing())
    std::vector<uint64_t> m_bucketEnd; ///< end offset of each shuffle bucket
    std::vector<double> m_sums;       ///< per-server share (unnormalised)
    std::vector<double> m_received;   ///< removal: per-server take of the removed share
    double m_total = 0;               ///< normaliser of m_sums
    int64_t m_pointsPlaced = 0;
};

} // namespace ringcore
