#include "ringcore/systems/pingora/ketamav1ring.h"

#include "ringcore/rings/algorithmregistry.h"

#include <QCoreApplication>

#include <algorithm>
#include <climits>

namespace ringcore {

namespace {

AlgorithmInfo makeInfo()
{
    AlgorithmInfo info;
    info.name = QStringLiteral("ketama-v1");
    info.trContext = "ringcore::KetamaV1Ring";
    info.displayName = QCoreApplication::translate("ringcore::KetamaV1Ring", "pingora-ketama v1");
    info.description = QCoreApplication::translate("ringcore::KetamaV1Ring", "Cloudflare pingora-ketama's original ring: nginx's chained CRC32 points, 160 per "
                          "weight unit, 8 bytes each; a key's CRC32 goes to the first point at or after it.");
    info.minWeight = 1;
    info.maxWeight = INT_MAX; // pingora: u32 >= 1; 160 × total weight must fit u32 (checked on build)
    info.estimateBytes = [](const ServerList &servers, const AlgorithmOptions &) {
        double units = 0;
        for (const Server &s : servers)
            units += s.weight;
        // The points, the resolved owners and the index's copy of the hashes (KetamaRing::finish);
        // measured against ringlab-cli's peak RSS in tst_memoryestimate.
        return units * KetamaRing::kDefaultPointMultiple * (sizeof(KetamaV1Ring::Point) + 2 * sizeof(uint32_t));
    };
    info.create = [](const ServerList &servers, const AlgorithmOptions &options,
                     QString *error) -> std::unique_ptr<Algorithm> {
        return KetamaV1Ring::create(servers, options, error);
    };
    return info;
}

} // namespace

RINGCORE_REGISTER_ALGORITHM(50, makeInfo())

KetamaV1Ring::KetamaV1Ring(const ServerList &servers, const AlgorithmOptions &options)
    : KetamaRing(servers, options)
{
}

QString KetamaV1Ring::name() const
{
    return QStringLiteral("ketama-v1");
}

std::unique_ptr<KetamaV1Ring> KetamaV1Ring::create(const ServerList &servers, const AlgorithmOptions &options,
                                                   QString *error)
{
    std::vector<SocketKey> keys;
    if (!prepare(servers, kDefaultPointMultiple, &keys, error))
        return nullptr;
    std::unique_ptr<KetamaV1Ring> ring(new KetamaV1Ring(servers, options));
    size_t total = 0;
    for (const Server &s : servers)
        total += size_t(s.weight) * kDefaultPointMultiple;
    ring->m_ring.reserve(total);
    for (size_t node = 0; node < keys.size(); ++node) {
        const uint32_t count = uint32_t(servers[qsizetype(node)].weight) * kDefaultPointMultiple;
        generate(keys[node].hashInput, count,
                 [&](uint32_t hash, uint32_t) { ring->m_ring.push_back(Point{uint32_t(node), hash}); });
    }
    // Stable by hash = by (hash, node), points being generated node by node; and two points with
    // the same hash and node are the same point. std::sort needs no buffer (stable_sort takes
    // half the ring again).
    std::sort(ring->m_ring.begin(), ring->m_ring.end(), [](const Point &a, const Point &b) {
        return a.hash != b.hash ? a.hash < b.hash : a.node < b.node;
    });
    auto last = std::unique(ring->m_ring.begin(), ring->m_ring.end(),
                            [](const Point &a, const Point &b) { return a.hash == b.hash; });
    // No shrink_to_fit: the duplicates are a few percent, and the copy would double the peak.
    ring->m_ring.erase(last, ring->m_ring.end());
    ring->finish(total);
    return ring;
}

size_t KetamaV1Ring::memoryBytes() const
{
    return m_ring.size() * sizeof(Point) + size_t(servers().size()) * kSocketAddrBytes;
}

} // namespace ringcore
