#pragma once

#include <QByteArray>
#include <QHash>

#include <functional>
#include <list>

namespace ringlab::gui {

/// The bound of a JobCache: it never holds more than `maxEntries` results nor more than
/// `maxBytes` bytes by its size estimate; the least recently used result goes first.
struct JobCacheLimits
{
    int maxEntries = 16;
    qint64 maxBytes = 64ll << 20; ///< 64 MiB
};

/// A bounded least-recently-used cache of job results, keyed by JobKey. A result larger than
/// maxBytes on its own is not kept. Used on the GUI thread only.
template <typename T>
class JobCache
{
public:
    /// Estimated bytes of one result (its heap data included); sizeof(T) when not given.
    using SizeOf = std::function<qint64(const T &)>;

    explicit JobCache(const JobCacheLimits &limits = {}, SizeOf sizeOf = {})
        : m_limits(limits), m_sizeOf(std::move(sizeOf))
    {
    }

    void setLimits(const JobCacheLimits &limits, SizeOf sizeOf = {})
    {
        m_limits = limits;
        if (sizeOf)
            m_sizeOf = std::move(sizeOf);
        shrink();
    }
    const JobCacheLimits &limits() const { return m_limits; }

    /// The result for `key` (now the most recently used), or null.
    const T *find(const QByteArray &key)
    {
        const auto it = m_index.find(key);
        if (it == m_index.end())
            return nullptr;
        m_entries.splice(m_entries.begin(), m_entries, it.value());
        return &m_entries.front().value;
    }
    bool contains(const QByteArray &key) const { return m_index.contains(key); }

    /// Keeps `value` under `key` as the most recently used result, then evicts down to the bound.
    void insert(const QByteArray &key, T value)
    {
        remove(key);
        const qint64 bytes = (m_sizeOf ? m_sizeOf(value) : qint64(sizeof(T))) + key.size();
        if (bytes > m_limits.maxBytes || m_limits.maxEntries < 1)
            return;
        m_entries.push_front(Entry{key, std::move(value), bytes});
        m_index.insert(key, m_entries.begin());
        m_bytes += bytes;
        shrink();
    }

    void remove(const QByteArray &key)
    {
        const auto it = m_index.find(key);
        if (it == m_index.end())
            return;
        m_bytes -= it.value()->bytes;
        m_entries.erase(it.value());
        m_index.erase(it);
    }

    void clear()
    {
        m_entries.clear();
        m_index.clear();
        m_bytes = 0;
    }

    int size() const { return int(m_index.size()); }
    qint64 bytes() const { return m_bytes; }
    /// Results dropped to stay within the bound since the cache was made.
    int evictions() const { return m_evictions; }

private:
    struct Entry
    {
        QByteArray key;
        T value;
        qint64 bytes = 0;
    };

    void shrink()
    {
        while (!m_entries.empty() && (size() > m_limits.maxEntries || m_bytes > m_limits.maxBytes)) {
            m_bytes -= m_entries.back().bytes;
            m_index.remove(m_entries.back().key);
            m_entries.pop_back();
            ++m_evictions;
        }
    }

    JobCacheLimits m_limits;
    SizeOf m_sizeOf;
    std::list<Entry> m_entries; ///< most recently used first
    QHash<QByteArray, typename std::list<Entry>::iterator> m_index;
    qint64 m_bytes = 0;
    int m_evictions = 0;
};

} // namespace ringlab::gui
