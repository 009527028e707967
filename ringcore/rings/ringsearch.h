#pragma once

#include <algorithm>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <type_traits>
#include <vector>

namespace ringcore {

/// Fast successor search over a sorted array of ring point hashes (uint32_t or uint64_t).
///
/// A ring lookup is "first point at or after the key hash, wrapping" (nginx, Envoy, ketama) or
/// "first point after". Both reduce to std::lower_bound / std::upper_bound over the sorted point
/// hashes. This class answers them with the same results as the standard algorithms but faster:
///
/// - the hashes are stored a second time in Eytzinger (BFS) order, so the first levels of the
///   implicit search tree share cache lines and the descent is branch-free; the loop prefetches
///   the great-great-grandchildren's cache line, which hides most memory latency once the array
///   no longer fits L1 (16,000 uint64 points = 128 KB);
/// - the result is mapped back to the sorted index with one extra load (rank array).
///
/// Duplicates are allowed: lowerBound returns the first equal element, upperBound the element
/// after the last equal one, exactly like the standard algorithms. Indices equal to size() mean
/// "past the end": a ring wraps that to 0 (see successorWrapped()).
template <typename T>
class RingSearch
{
    static_assert(std::is_same_v<T, uint32_t> || std::is_same_v<T, uint64_t>,
                  "RingSearch works on 32- or 64-bit point hashes");

public:
    RingSearch() = default;

    /// Builds from hashes that must already be sorted ascending.
    explicit RingSearch(const std::vector<T> &sorted) { build(sorted); }

    void build(const std::vector<T> &sorted)
    {
        m_size = sorted.size();
        // 1-based Eytzinger array; slot 0 unused. Padding to a cache line boundary keeps the
        // prefetch address inside the allocation for every level.
        m_eytz.assign(m_size + 1 + kPad, T(0));
        m_rank.assign(m_size + 1 + kPad, uint32_t(m_size));
        size_t next = 0;
        fill(sorted, next, 1);
    }

    size_t size() const { return m_size; }
    bool empty() const { return m_size == 0; }

    /// Index (in sorted order) of the first hash >= x, or size() when none.
    size_t lowerBound(T x) const
    {
        size_t k = 1;
        const T *e = m_eytz.data();
        while (k <= m_size) {
            __builtin_prefetch(e + std::min(k * kBlock, m_size));
            k = 2 * k + size_t(e[k] < x);
        }
        return m_rank[k >> (std::countr_one(k) + 1)];
    }

    /// Index (in sorted order) of the first hash > x, or size() when none.
    size_t upperBound(T x) const
    {
        size_t k = 1;
        const T *e = m_eytz.data();
        while (k <= m_size) {
            __builtin_prefetch(e + std::min(k * kBlock, m_size));
            k = 2 * k + size_t(e[k] <= x);
        }
        return m_rank[k >> (std::countr_one(k) + 1)];
    }

    /// First point at or after x, wrapping to 0 past the last point (nginx/Envoy/ketama rule).
    size_t successorWrapped(T x) const
    {
        const size_t i = lowerBound(x);
        return i == m_size ? 0 : i;
    }

    /// Branch-free binary search over the plain sorted array (no extra memory), lower bound.
    /// Kept beside the Eytzinger search so the benchmark can show both.
    static size_t branchlessLowerBound(const T *sorted, size_t n, T x)
    {
        if (n == 0)
            return 0;
        const T *base = sorted;
        size_t len = n;
        while (len > 1) {
            const size_t half = len / 2;
            base = (base[half - 1] < x) ? base + half : base;
            len -= half;
        }
        return size_t(base - sorted) + size_t(*base < x);
    }

    /// Branch-free binary search over the plain sorted array, upper bound.
    static size_t branchlessUpperBound(const T *sorted, size_t n, T x)
    {
        if (n == 0)
            return 0;
        const T *base = sorted;
        size_t len = n;
        while (len > 1) {
            const size_t half = len / 2;
            base = (base[half - 1] <= x) ? base + half : base;
            len -= half;
        }
        return size_t(base - sorted) + size_t(*base <= x);
    }

    /// Bytes held (both arrays).
    size_t memoryBytes() const { return m_eytz.capacity() * sizeof(T) + m_rank.capacity() * sizeof(uint32_t); }

private:
    // Elements per 64-byte line; prefetching index k*kBlock fetches the line holding k's
    // descendants four levels down (for uint64: 8 per line → 3 levels; close enough).
    static constexpr size_t kBlock = 64 / sizeof(T);
    static constexpr size_t kPad = 64 / sizeof(T);

    void fill(const std::vector<T> &sorted, size_t &next, size_t k)
    {
        // In-order traversal of the implicit tree assigns sorted elements to BFS slots; the
        // recursion depth is only log2(n).
        if (k > m_size)
            return;
        fill(sorted, next, 2 * k);
        m_eytz[k] = sorted[next];
        m_rank[k] = uint32_t(next);
        ++next;
        fill(sorted, next, 2 * k + 1);
    }

    size_t m_size = 0;
    std::vector<T> m_eytz;
    std::vector<uint32_t> m_rank;
};


/// The search every ring port routes with: a bucket table over the hash's high bits, then a
/// branch-free count over a handful of points.
///
/// With B table bits, bucket b covers the hashes whose top bits are b; start[b] is
/// lower_bound(first hash of bucket b), computed exactly at build time. A query's answer lies in
/// [start[b], start[b+1]], and every point at or after start[b+1] is above the query, so when the
/// bucket holds at most kWindow points the answer is start[b] plus the number of the next
/// kWindow stored points that are below the query (the array is padded with the type's maximum,
/// which is below nothing). Larger buckets fall back to a branch-free binary search over the
/// bucket, so the result is always exactly std::lower_bound's, duplicates, wrap and all.
///
/// B is chosen so that there are at least as many buckets as points (about one point per bucket
/// on hashes that look random, which every proxy's point hashes do; a bucket with more than four
/// points then has a probability below 2%), capped at 2^20 buckets (4 MB). The bucketed range is
/// [0, 2^bits) with bits = the bit width of the largest point, so rings that live in the low 32
/// bits of a 64-bit type (32-bit spaces) still spread over all buckets; larger queries land past
/// the last bucket and get size().
template <typename T>
class RingIndex
{
    static_assert(std::is_same_v<T, uint32_t> || std::is_same_v<T, uint64_t>,
                  "RingIndex works on 32- or 64-bit point hashes");

public:
    static constexpr size_t kWindow = 4;
    static constexpr int kMaxTableBits = 20;

    RingIndex() { build(nullptr, 0); }
    explicit RingIndex(const std::vector<T> &sorted) { build(sorted); }

    /// Builds from hashes that must already be sorted ascending (duplicates allowed).
    void build(const std::vector<T> &sorted) { build(sorted.data(), sorted.size()); }

    void build(const T *sorted, size_t n)
    {
        buildFrom(n, [sorted](size_t i) { return sorted[i]; }); // n == 0: sorted may be null
    }

    /// Builds from hashAt(0) … hashAt(n - 1), ascending: a ring whose hashes are interleaved with
    /// other fields builds its index without a temporary copy of them.
    template <typename HashAt>
    void buildFrom(size_t n, HashAt hashAt)
    {
        m_size = n;
        // Exactly n + kWindow: a resize after an assign would reallocate to twice the size.
        m_keys.clear();
        m_keys.shrink_to_fit();
        m_keys.reserve(n + kWindow);
        for (size_t i = 0; i < n; ++i)
            m_keys.push_back(T(hashAt(i)));
        m_keys.resize(n + kWindow, std::numeric_limits<T>::max());
        const T *sorted = m_keys.data();
        const int bits = std::max(1, n == 0 ? 1 : int(std::bit_width(sorted[n - 1])));
        const int tableBits = std::min({int(std::bit_width(n)), kMaxTableBits, bits});
        const int usedTableBits = std::max(1, tableBits);
        m_shift = unsigned(bits - usedTableBits);
        m_buckets = size_t(1) << usedTableBits;
        // start[b] = lower_bound(b << shift) for b in [0, buckets]; start[buckets + 1] = n
        // serves queries at or past 2^bits (clamped to bucket "buckets", which is empty).
        m_start.assign(m_buckets + 2, uint32_t(n));
        size_t i = 0;
        for (size_t b = 0; b < m_buckets; ++b) {
            const T first = T(T(b) << m_shift);
            while (i < n && sorted[i] < first)
                ++i;
            m_start[b] = uint32_t(i);
        }
    }

    size_t size() const { return m_size; }
    bool empty() const { return m_size == 0; }

    /// Index (in sorted order) of the first hash >= x, or size() when none.
    size_t lowerBound(T x) const
    {
        const size_t b = std::min(size_t(x >> m_shift), m_buckets);
        const size_t lo = m_start[b];
        const size_t hi = m_start[b + 1];
        const T *a = m_keys.data() + lo;
        if (hi - lo <= kWindow) [[likely]]
            return lo + size_t(a[0] < x) + size_t(a[1] < x) + size_t(a[2] < x) + size_t(a[3] < x);
        return lo + RingSearch<T>::branchlessLowerBound(a, hi - lo, x);
    }

    /// Index (in sorted order) of the first hash > x, or size() when none.
    size_t upperBound(T x) const
    {
        return x == std::numeric_limits<T>::max() ? m_size : lowerBound(T(x + 1));
    }

    /// First point at or after x, wrapping to 0 past the last point (nginx/Envoy/ketama rule).
    size_t successorWrapped(T x) const
    {
        const size_t i = lowerBound(x);
        return i == m_size ? 0 : i;
    }

    /// Bytes held (padded key copy and bucket table).
    size_t memoryBytes() const { return m_keys.capacity() * sizeof(T) + m_start.capacity() * sizeof(uint32_t); }

    /// Buckets in the table (for tests and the benchmark).
    size_t bucketCount() const { return m_buckets; }

private:
    size_t m_size = 0;
    unsigned m_shift = 0;
    size_t m_buckets = 0;
    std::vector<T> m_keys;        ///< the sorted hashes, padded with kWindow × max
    std::vector<uint32_t> m_start; ///< buckets + 2 entries
};

} // namespace ringcore
