#include "ringcore/traffic/lrucache.h"

#include "ringcore/rings/mix64.h"

#include <algorithm>

namespace ringcore {

LruCache::LruCache(int64_t capacityObjects, uint64_t capacityBytes)
    : m_capObjects(std::max<int64_t>(1, capacityObjects)), m_capBytes(capacityBytes)
{
    // The table starts small and doubles, so a byte-bounded cache with a huge object bound (or a
    // server that sees few keys) does not pay for capacity it never uses.
    m_table.assign(16, Slot{0, -1});
    m_mask = m_table.size() - 1;
}

uint64_t LruCache::mix(uint64_t id)
{
    return mix64::finalize(id);
}

int32_t LruCache::find(uint64_t id) const
{
    for (size_t i = mix(id) & m_mask;; i = (i + 1) & m_mask) {
        const Slot &s = m_table[i];
        if (s.node < 0)
            return -1;
        if (s.id == id)
            return s.node;
    }
}

void LruCache::unlink(int32_t n)
{
    Node &x = m_nodes[size_t(n)];
    if (x.prev >= 0)
        m_nodes[size_t(x.prev)].next = x.next;
    else
        m_head = x.next;
    if (x.next >= 0)
        m_nodes[size_t(x.next)].prev = x.prev;
    else
        m_tail = x.prev;
}

void LruCache::pushFront(int32_t n)
{
    Node &x = m_nodes[size_t(n)];
    x.prev = -1;
    x.next = m_head;
    if (m_head >= 0)
        m_nodes[size_t(m_head)].prev = n;
    m_head = n;
    if (m_tail < 0)
        m_tail = n;
}

void LruCache::grow()
{
    std::vector<Slot> old;
    old.swap(m_table);
    m_table.assign(old.size() * 2, Slot{0, -1});
    m_mask = m_table.size() - 1;
    for (const Slot &s : old) {
        if (s.node < 0)
            continue;
        size_t i = mix(s.id) & m_mask;
        while (m_table[i].node >= 0)
            i = (i + 1) & m_mask;
        m_table[i] = s;
    }
}

void LruCache::eraseSlot(size_t hole)
{
    // Backward-shift deletion: move later members of the probe run into the hole when the hole
    // lies cyclically between their home slot and their current slot.
    size_t j = hole;
    for (;;) {
        j = (j + 1) & m_mask;
        if (m_table[j].node < 0)
            break;
        const size_t home = mix(m_table[j].id) & m_mask;
        const bool stays = hole <= j ? (hole < home && home <= j) : (hole < home || home <= j);
        if (stays)
            continue;
        m_table[hole] = m_table[j];
        hole = j;
    }
    m_table[hole].node = -1;
}

void LruCache::evictTail()
{
    const int32_t n = m_tail;
    const uint64_t id = m_nodes[size_t(n)].id;
    size_t i = mix(id) & m_mask;
    while (m_table[i].id != id || m_table[i].node < 0)
        i = (i + 1) & m_mask;
    eraseSlot(i);
    unlink(n);
    m_bytes -= m_capBytes > 0 ? m_sizes[size_t(n)] : 1;
    --m_count;
    m_free.push_back(n);
}

bool LruCache::access(uint64_t id, uint64_t bytes)
{
    size_t i = mix(id) & m_mask;
    for (;; i = (i + 1) & m_mask) {
        const Slot &s = m_table[i];
        if (s.node < 0)
            break;
        if (s.id == id) {
            if (s.node != m_head) {
                unlink(s.node);
                pushFront(s.node);
            }
            return true;
        }
    }
    if (m_capBytes > 0 && bytes > m_capBytes)
        return false;
    int32_t n;
    if (m_capBytes == 0)
        bytes = 1;
    if (!m_free.empty()) {
        n = m_free.back();
        m_free.pop_back();
        m_nodes[size_t(n)] = Node{id, -1, -1};
    } else {
        n = int32_t(m_nodes.size());
        m_nodes.push_back(Node{id, -1, -1});
        if (m_capBytes > 0)
            m_sizes.push_back(0);
    }
    if (m_capBytes > 0)
        m_sizes[size_t(n)] = bytes;
    m_table[i] = Slot{id, n};
    pushFront(n);
    ++m_count;
    m_bytes += bytes;
    while (m_count > m_capObjects || (m_capBytes > 0 && m_bytes > m_capBytes))
        evictTail();
    // Keep the load factor at most 1/2 so probe runs stay short.
    if (size_t(m_count) * 2 > m_table.size())
        grow();
    return false;
}

void LruCache::clear()
{
    std::fill(m_table.begin(), m_table.end(), Slot{0, -1});
    m_nodes.clear();
    m_sizes.clear();
    m_free.clear();
    m_head = m_tail = -1;
    m_count = 0;
    m_bytes = 0;
}

std::vector<uint64_t> LruCache::order() const
{
    std::vector<uint64_t> out;
    for (int32_t n = m_head; n >= 0; n = m_nodes[size_t(n)].next)
        out.push_back(m_nodes[size_t(n)].id);
    return out;
}

} // namespace ringcore
