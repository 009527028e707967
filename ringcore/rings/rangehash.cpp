#include "ringcore/rings/rangehash.h"
#include "ringcore/hash/xxh64.h"

#include <QCoreApplication>

namespace ringcore {

RangeHash::RangeHash(ServerList servers, AlgorithmOptions options)
    : Algorithm(std::move(servers), std::move(options))
{
    for (int i = 0; i < this->servers().size(); ++i)
        if (!this->servers()[i].down)
            m_enabled.push_back(i);
    m_identity = m_enabled.size() == size_t(this->servers().size());
}

uint64_t RangeHash::hashKey(QByteArrayView key) const
{
    return Xxh64::of(key);
}

int RangeHash::routeHash(uint64_t hash) const
{
    if (m_enabled.empty())
        return -1;
    const int32_t bucket = bucketOf(hash, int32_t(m_enabled.size()));
    // Nobody down: bucket i is server i, without a read of the table (at 2^20 servers a cache miss).
    return m_identity ? int(bucket) : m_enabled[size_t(bucket)];
}

std::vector<double> RangeHash::shares() const
{
    std::vector<double> out(size_t(servers().size()), 0.0);
    for (int s : m_enabled)
        out[size_t(s)] = 1.0 / double(m_enabled.size());
    return out;
}

size_t RangeHash::memoryBytes() const
{
    // The functions need no memory; the bucket → server map is the only state.
    return m_enabled.size() * sizeof(int);
}

QStringList RangeHash::explainRoute(uint64_t hash) const
{
    if (m_enabled.empty())
        return {};
    const int32_t n = int32_t(m_enabled.size());
    const int32_t b = bucketOf(hash, n);
    QStringList lines = steps(hash, n);
    lines << QCoreApplication::translate("ringcore::RangeHash", "bucket %1 (of %2) is %3")
                 .arg(b)
                 .arg(n)
                 .arg(servers().at(m_enabled[size_t(b)]).address);
    return lines;
}

} // namespace ringcore
