#pragma once

#include <algorithm>
#include <bit>
#include <cstddef>
#include <cstdint>
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

} // namespace ringcore
