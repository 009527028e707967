#include "ringcore/analysis/keysource.h"

#include "ringcore/keys/keygenerator.h"

#include <algorithm>

namespace ringcore {

KeySource KeySource::generated(qint64 count, uint64_t seed)
{
    KeySource s;
    s.m_count = std::max<qint64>(0, count);
    s.m_seed = seed;
    return s;
}

KeySource KeySource::list(std::vector<QByteArray> keys)
{
    KeySource s;
    s.m_list = std::make_shared<const std::vector<QByteArray>>(std::move(keys));
    return s;
}

KeySource KeySource::first(qint64 count) const
{
    if (!m_list) {
        KeySource s = *this;
        s.m_count = std::min(m_count, std::max<qint64>(0, count));
        return s;
    }
    if (count >= qint64(m_list->size()))
        return *this;
    return list(std::vector<QByteArray>(m_list->begin(), m_list->begin() + std::max<qint64>(0, count)));
}

void KeySource::forEach(const std::function<bool(qint64, QByteArrayView)> &f) const
{
    if (m_list) {
        for (size_t i = 0; i < m_list->size(); ++i)
            if (!f(qint64(i), QByteArrayView((*m_list)[i])))
                return;
        return;
    }
    const KeyGenerator gen(m_seed);
    char buffer[KeyGenerator::KeyLength];
    for (qint64 i = 0; i < m_count; ++i) {
        gen.writeKey(uint64_t(i), buffer);
        if (!f(i, QByteArrayView(buffer, KeyGenerator::KeyLength)))
            return;
    }
}

QByteArray KeySource::at(qint64 index) const
{
    if (m_list)
        return (*m_list)[size_t(index)];
    return KeyGenerator(m_seed).key(uint64_t(index));
}

} // namespace ringcore
