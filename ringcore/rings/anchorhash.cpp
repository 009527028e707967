#include "ringcore/rings/anchorhash.h"

#include "ringcore/hash/xxh64.h"
#include "ringcore/rings/algorithmregistry.h"

#include <QCoreApplication>

#include <algorithm>
#include <xxhash.h>

namespace ringcore {

AnchorHash::AnchorHash(ServerList servers, AlgorithmOptions options)
    : Algorithm(std::move(servers), std::move(options))
{
    const uint32_t n = uint32_t(this->servers().size());
    const uint32_t requested = uint32_t(this->options().value(QStringLiteral("capacity"),
                                                              QString::number(kDefaultCapacity)).toUInt());
    const uint32_t a = std::max(n, requested);
    m_A.assign(a, 0);
    m_K.resize(a);
    m_L.resize(a);
    m_W.resize(a);
    for (uint32_t b = 0; b < a; ++b)
        m_K[b] = m_L[b] = m_W[b] = b;
    m_N = n;
    // INITANCHOR: buckets beyond the working set start removed, the highest first.
    for (uint32_t b = a; b-- > n;) {
        m_R.push_back(b);
        m_A[b] = b;
    }
    for (int i = 0; i < this->servers().size(); ++i)
        if (this->servers()[i].down)
            removeBucket(i);
}

void AnchorHash::removeBucket(int bucket)
{
    const uint32_t b = uint32_t(bucket);
    m_R.push_back(b);
    --m_N;
    m_A[b] = m_N;
    const uint32_t last = m_W[m_N];
    m_W[m_L[b]] = last;
    m_K[b] = last;
    m_L[last] = m_L[b];
}

int AnchorHash::addBucket()
{
    const uint32_t b = m_R.back();
    m_R.pop_back();
    m_A[b] = 0;
    m_L[m_W[m_N]] = m_N;
    m_W[m_L[b]] = b;
    m_K[b] = b;
    ++m_N;
    return int(b);
}

int AnchorHash::bucketFor(uint64_t hash, QList<int> *trace) const
{
    if (m_N == 0)
        return -1;
    uint32_t b = uint32_t(hash % m_A.size());
    if (trace)
        trace->append(int(b));
    while (m_A[b] > 0) {
        // A key on a removed bucket re-hashes into the working set as it was right after the
        // removal (size A[b]); K chains translate positions to buckets removed later.
        uint32_t h = uint32_t(XXH64(&hash, sizeof hash, b) % m_A[b]);
        while (m_A[h] >= m_A[b])
            h = m_K[h];
        b = h;
        if (trace)
            trace->append(int(b));
    }
    return int(b);
}

QList<int> AnchorHash::trace(uint64_t hash) const
{
    QList<int> out;
    bucketFor(hash, &out);
    return out;
}

uint64_t AnchorHash::hashKey(QByteArrayView key) const
{
    return Xxh64::of(key);
}

int AnchorHash::routeHash(uint64_t hash) const
{
    return bucketFor(hash, nullptr);
}

std::vector<double> AnchorHash::shares() const
{
    // AnchorHash is exactly balanced over the working buckets (paper, Theorem 1).
    std::vector<double> out(size_t(servers().size()), 0.0);
    for (size_t b = 0; b < out.size(); ++b)
        if (m_A[b] == 0)
            out[b] = 1.0 / double(m_N);
    return out;
}

size_t AnchorHash::memoryBytes() const
{
    return (m_A.size() * 4 + m_R.capacity()) * sizeof(uint32_t);
}

namespace {

AlgorithmInfo makeAnchorInfo()
{
    AlgorithmInfo info;
    info.name = QStringLiteral("anchor");
    info.structure = AlgorithmInfo::Structure::Decision;
    info.trContext = "ringcore::AnchorHash";
    info.displayName = QCoreApplication::translate("ringcore::AnchorHash", "AnchorHash");
    info.description = QCoreApplication::translate(
        "ringcore::AnchorHash",
        "Mendelson et al. 2020: ring-free, exactly even and fully consistent under arbitrary "
        "removals, with a few bytes per server.");
    info.minWeight = 1;
    info.maxWeight = 1;
    info.options = {OptionSpec{QStringLiteral("capacity"),
                               QCoreApplication::translate("ringcore::AnchorHash",
                                                           "Anchor size a: buckets reserved for servers (at least the "
                                                           "number of servers; keep it fixed across additions)."),
                               QString::number(AnchorHash::kDefaultCapacity), 1, AnchorHash::kMaxCapacity, {}, true}};
    info.estimateBytes = [](const ServerList &servers, const AlgorithmOptions &options) {
        const double a = options.value(QStringLiteral("capacity"), QString::number(AnchorHash::kDefaultCapacity)).toDouble();
        return std::max(double(servers.size()), a) * 20.0;
    };
    info.create = [](const ServerList &servers, const AlgorithmOptions &options, QString *) {
        return std::unique_ptr<Algorithm>(new AnchorHash(servers, options));
    };
    return info;
}

} // namespace

RINGCORE_REGISTER_ALGORITHM(110, makeAnchorInfo())

} // namespace ringcore
