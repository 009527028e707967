#pragma once

#include <QByteArray>
#include <QByteArrayView>
#include <QString>

#include <cstdint>
#include <functional>
#include <memory>
#include <vector>

namespace ringcore {

/// The keys an analysis routes: either generated (the seed harness's `/objects/<16 hex>` keys
/// from KeyGenerator, produced on the fly without storing them) or an explicit list (a key file).
/// A cheap copyable value, safe to hand to a background thread.
class KeySource
{
public:
    KeySource() = default;

    /// `count` generated keys from `seed` (KeyGenerator's formula).
    static KeySource generated(qint64 count, uint64_t seed);
    /// An explicit list (shared, not copied).
    static KeySource list(std::vector<QByteArray> keys);

    qint64 size() const { return m_list ? qint64(m_list->size()) : m_count; }
    bool isEmpty() const { return size() == 0; }
    bool isGenerated() const { return !m_list; }
    uint64_t seed() const { return m_seed; }

    /// The first `count` keys of this source (the seed's removal runs resend the first 200,000).
    KeySource first(qint64 count) const;

    /// Calls f(index, key) for every key in order. Stops early when f returns false.
    void forEach(const std::function<bool(qint64, QByteArrayView)> &f) const;

    /// Key `index` as a byte array (for printing).
    QByteArray at(qint64 index) const;

    /// Hashes every key with `hash`; the usual first step of routing.
    template <typename HashFn>
    std::vector<uint64_t> hashes(HashFn hash) const
    {
        std::vector<uint64_t> out;
        out.reserve(size_t(size()));
        forEach([&](qint64, QByteArrayView key) {
            out.push_back(hash(key));
            return true;
        });
        return out;
    }

private:
    qint64 m_count = 0;
    uint64_t m_seed = 1;
    std::shared_ptr<const std::vector<QByteArray>> m_list;
};

} // namespace ringcore
