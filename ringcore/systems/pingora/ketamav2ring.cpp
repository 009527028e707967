#include "ringcore/systems/pingora/ketamav2ring.h"

#include "ringcore/rings/algorithmregistry.h"

#include <QCoreApplication>

#include <algorithm>
#include <climits>

namespace ringcore {

namespace {

const QString kPointsOption = QStringLiteral("points");

uint32_t multipleFrom(const AlgorithmOptions &options)
{
    const auto it = options.constFind(kPointsOption);
    if (it == options.cend())
        return KetamaRing::kDefaultPointMultiple;
    bool ok = false;
    const double v = it->toDouble(&ok);
    return ok && v >= 1 && v <= 4294967295.0 ? uint32_t(v) : 0;
}

AlgorithmInfo makeInfo()
{
    AlgorithmInfo info;
    info.name = QStringLiteral("ketama-v2");
    info.trContext = "ringcore::KetamaV2Ring";
    info.displayName = QCoreApplication::translate("ringcore::KetamaV2Ring", "pingora-ketama v2");
    info.description = QCoreApplication::translate("ringcore::KetamaV2Ring", "Cloudflare pingora-ketama's compact ring: the same chained CRC32 points, a "
                          "configurable number per weight unit, stored in 6 bytes each.");
    info.minWeight = 1;
    info.maxWeight = INT_MAX; // pingora: u32 >= 1; weight × points must fit u32 (checked on build)
    info.options = {
        OptionSpec{kPointsOption, QCoreApplication::translate("ringcore::KetamaV2Ring", "Points per weight unit (point_multiple)."), QStringLiteral("160"), 1, 4294967295.0, {},
                   true},
    };
    info.estimateBytes = [](const ServerList &servers, const AlgorithmOptions &options) {
        double units = 0;
        for (const Server &s : servers)
            units += s.weight;
        // The points, the resolved owners and the index's copy of the hashes (KetamaRing::finish).
        return units * multipleFrom(options) * (sizeof(PackedPoint) + 2 * sizeof(uint32_t));
    };
    info.create = [](const ServerList &servers, const AlgorithmOptions &options,
                     QString *error) -> std::unique_ptr<Algorithm> {
        return KetamaV2Ring::create(servers, options, error);
    };
    return info;
}

} // namespace

RINGCORE_REGISTER_ALGORITHM(55, makeInfo())

KetamaV2Ring::KetamaV2Ring(const ServerList &servers, const AlgorithmOptions &options)
    : KetamaRing(servers, options)
{
}

QString KetamaV2Ring::name() const
{
    return QStringLiteral("ketama-v2");
}

std::unique_ptr<KetamaV2Ring> KetamaV2Ring::create(const ServerList &servers, const AlgorithmOptions &options,
                                                   QString *error)
{
    const uint32_t multiple = multipleFrom(options);
    if (multiple == 0) {
        if (error)
            *error = tr("option %1: \"%2\" is outside the allowed range 1-4294967295")
                         .arg(kPointsOption, options.value(kPointsOption));
        return nullptr;
    }
    if (servers.size() > kMaxServers) {
        if (error)
            *error = tr("servers: %1 servers, but pingora-ketama v2 stores node indices in 16 bits and "
                        "tells at most %2 apart")
                         .arg(servers.size())
                         .arg(kMaxServers);
        return nullptr;
    }
    std::vector<SocketKey> keys;
    if (!prepare(servers, multiple, &keys, error))
        return nullptr;
    std::unique_ptr<KetamaV2Ring> ring(new KetamaV2Ring(servers, options));
    ring->m_multiple = multiple;
    size_t total = 0;
    for (const Server &s : servers)
        total += size_t(s.weight) * multiple;
    ring->m_ring.reserve(total);
    for (size_t node = 0; node < keys.size(); ++node) {
        const uint32_t count = uint32_t(servers[qsizetype(node)].weight) * multiple;
        generate(keys[node].hashInput, count,
                 [&](uint32_t hash, uint32_t) { ring->m_ring.emplace_back(uint16_t(node), hash); });
    }
    // sort_by_one_key_then_by(hash, then addresses[node] as SocketAddr's Ord), then dedup.
    std::sort(ring->m_ring.begin(), ring->m_ring.end(), [&keys](const PackedPoint &a, const PackedPoint &b) {
        if (a.hash() != b.hash())
            return a.hash() < b.hash();
        return keys[a.node()].order < keys[b.node()].order;
    });
    auto last = std::unique(ring->m_ring.begin(), ring->m_ring.end(),
                            [](const PackedPoint &a, const PackedPoint &b) { return a.hash() == b.hash(); });
    // No shrink_to_fit: the duplicates are a few percent, and the copy would double the peak.
    ring->m_ring.erase(last, ring->m_ring.end());
    ring->finish(total);
    return ring;
}

size_t KetamaV2Ring::memoryBytes() const
{
    return m_ring.size() * sizeof(PackedPoint) + size_t(servers().size()) * kSocketAddrBytes;
}

} // namespace ringcore
