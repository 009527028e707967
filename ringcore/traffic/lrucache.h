#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

namespace ringcore {

/// A least-recently-used cache of object ids, bounded in objects and optionally in bytes, built
/// for replaying hundreds of millions of requests: one open-addressing table (linear probing,
/// backward-shift deletion, so no tombstones) and an index-linked recency list in flat arrays.
/// A step is one probe sequence and a few array writes; nothing is allocated once the cache is
/// full. Ids are arbitrary 64-bit values (a Zipf rank, a hash of a logged path).
class LruCache
{
public:
    /// @p capacityObjects ≥ 1; @p capacityBytes 0 = no byte bound.
    explicit LruCache(int64_t capacityObjects = 1, uint64_t capacityBytes = 0);

    /// One request for @p id of @p bytes: true on a hit (the object becomes most recent), false on
    /// a miss (the object is inserted and the least recent ones are evicted until both bounds
    /// hold). An object larger than the byte bound is never cached (every request misses). A hit
    /// keeps the size first seen.
    bool access(uint64_t id, uint64_t bytes = 1);

    bool contains(uint64_t id) const { return find(id) >= 0; }
    /// Asks the CPU to load the table slot where @p id's probe starts (a replay calls it a few
    /// requests ahead, so the slot is in cache when access() comes). No effect on the contents.
    void prefetch(uint64_t id) const { __builtin_prefetch(&m_table[mix(id) & m_mask]); }
    void clear();

    int64_t size() const { return m_count; }
    uint64_t bytes() const { return m_bytes; }
    int64_t capacityObjects() const { return m_capObjects; }
    uint64_t capacityBytes() const { return m_capBytes; }
    /// Ids from most to least recent (tests).
    std::vector<uint64_t> order() const;

private:
    struct Slot
    {
        uint64_t id;
        int32_t node; ///< -1: empty
    };
    struct Node // 16 bytes: sizes live apart (m_sizes), only for byte-bounded caches
    {
        uint64_t id;
        int32_t prev, next;
    };

    static uint64_t mix(uint64_t id);
    int32_t find(uint64_t id) const;
    void eraseSlot(size_t slot);
    void evictTail();
    void grow();
    void unlink(int32_t n);
    void pushFront(int32_t n);

    int64_t m_capObjects;
    uint64_t m_capBytes;
    std::vector<Slot> m_table;
    size_t m_mask = 0;
    std::vector<Node> m_nodes;
    std::vector<uint64_t> m_sizes; ///< per node, when m_capBytes > 0
    std::vector<int32_t> m_free;
    int32_t m_head = -1, m_tail = -1;
    int64_t m_count = 0;
    uint64_t m_bytes = 0;
};

} // namespace ringcore
