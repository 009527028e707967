#include "ringcore/rings/mementohash.h"

#include "ringcore/hash/xxh64.h"
#include "ringcore/rings/algorithmregistry.h"
#include "ringcore/rings/jumphash.h"

#include <QCoreApplication>

#include <xxhash.h>

namespace ringcore {

MementoHash::MementoHash(ServerList servers, AlgorithmOptions options)
    : Algorithm(std::move(servers), std::move(options))
{
    m_size = int(this->servers().size());
    for (int i = 0; i < this->servers().size(); ++i)
        if (this->servers()[i].down)
            removeBucket(i);
}

void MementoHash::removeBucket(int bucket)
{
    if (m_memento.empty() && bucket == m_size - 1) {
        // Removing the tail with nothing else removed: plain jump over one bucket fewer.
        m_size = bucket;
        m_lastRemoved = bucket;
        return;
    }
    const int replacerBucket = workingCount() - 1; // the working set's size after the removal
    m_memento[bucket] = Entry{replacerBucket, m_lastRemoved};
    m_lastRemoved = bucket;
}

int MementoHash::restoreBucket()
{
    if (m_memento.empty()) {
        // Nothing in the memento: the b-array grows by one bucket at its end.
        m_lastRemoved = m_size;
        return m_size++;
    }
    const int bucket = m_lastRemoved;
    const auto it = m_memento.find(bucket);
    m_lastRemoved = it->second.previous;
    m_memento.erase(it);
    return bucket;
}

int MementoHash::bucketFor(uint64_t hash, QList<int> *trace) const
{
    if (workingCount() <= 0)
        return -1;
    int b = JumpHash::bucket(hash, m_size);
    if (trace)
        trace->append(b);
    int r = replacer(b);
    while (r >= 0) {
        // b is removed; r working buckets were left right after its removal: re-hash into [0, r).
        b = int(XXH64(&hash, sizeof hash, uint64_t(b)) % uint64_t(r));
        if (trace)
            trace->append(b);
        // A bucket removed before b (its bound is ≥ r) stands for its replacer.
        int rb = replacer(b);
        while (rb >= r) {
            b = rb;
            if (trace)
                trace->append(b);
            rb = replacer(b);
        }
        r = rb;
    }
    return b;
}

QList<int> MementoHash::trace(uint64_t hash) const
{
    QList<int> out;
    bucketFor(hash, &out);
    return out;
}

uint64_t MementoHash::hashKey(QByteArrayView key) const
{
    return Xxh64::of(key);
}

int MementoHash::routeHash(uint64_t hash) const
{
    return bucketFor(hash, nullptr);
}

std::vector<double> MementoHash::shares() const
{
    // Jump is uniform over the b-array and every re-hash is uniform over the working set's
    // positions, so each working bucket's expected share is exactly 1/w.
    std::vector<double> out(size_t(servers().size()), 0.0);
    const int w = workingCount();
    for (int b = 0; b < int(out.size()); ++b)
        if (b < m_size && replacer(b) < 0 && w > 0)
            out[size_t(b)] = 1.0 / w;
    return out;
}

size_t MementoHash::memoryBytes() const
{
    return m_memento.size() * 3 * sizeof(int32_t);
}

namespace {

AlgorithmInfo makeMementoInfo()
{
    AlgorithmInfo info;
    info.name = QStringLiteral("memento");
    info.structure = AlgorithmInfo::Structure::Decision;
    info.trContext = "ringcore::MementoHash";
    info.displayName = QCoreApplication::translate("ringcore::MementoHash", "MementoHash");
    info.description = QCoreApplication::translate(
        "ringcore::MementoHash",
        "Coluzzi et al. 2024: jump consistent hash plus a memory of removed buckets; ring-free, "
        "even, and fully consistent under arbitrary removals, with memory only for the removed.");
    info.minWeight = 1;
    info.maxWeight = 1;
    info.estimateBytes = [](const ServerList &servers, const AlgorithmOptions &) {
        return double(servers.size()) * 32.0;
    };
    info.create = [](const ServerList &servers, const AlgorithmOptions &options, QString *) {
        return std::unique_ptr<Algorithm>(new MementoHash(servers, options));
    };
    return info;
}

} // namespace

RINGCORE_REGISTER_ALGORITHM(115, makeMementoInfo())

} // namespace ringcore
