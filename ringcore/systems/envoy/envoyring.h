#pragma once

#include <QCoreApplication>
#include "ringcore/rings/algorithm.h"
#include "ringcore/systems/envoy/envoyhostweights.h"
#include "ringcore/rings/ringsearch.h"

#include <QByteArray>
#include <QList>

#include <cstdint>
#include <memory>
#include <vector>

namespace ringcore {

/// Envoy's RING_HASH load balancer (also Istio's default consistentHash), ported from
/// source/extensions/load_balancing_policies/ring_hash/ring_hash_lb.cc.
///
/// - Host point i hashes "<address>_<i>" with XXH64 (seed 0) or libstdc++'s MurmurHash2-64.
/// - The ring size follows Envoy's floating-point rule:
///   `scale = min(ceil(min_weight * min_ring_size) / min_weight, max_ring_size)` and each host
///   gets points while the running sum `current_hashes < target_hashes` (so one host can get an
///   extra point from rounding).
/// - The ring is sorted by hash; a key hash goes to the first point whose hash is >= it, wrapping,
///   through Envoy's own port of ketama's binary search.
/// - A request's hash with a header hash policy on `:path` is XXH64 of the path.
/// - Down servers are left out and the ring is rebuilt from the others, so every surviving host's
///   point count can change (keys then move between survivors too).
class EnvoyRing : public Algorithm
{
    Q_DECLARE_TR_FUNCTIONS(EnvoyRing) // the context lupdate writes into translations/*.ts
public:
    enum class HashFunction { XxHash, MurmurHash2 };

    static constexpr uint64_t kDefaultMinRingSize = 1024;
    static constexpr uint64_t kDefaultMaxRingSize = 8388608;
    static constexpr uint64_t kRingSizeLimit = 8388608; ///< proto validation: lte 8388608
    static constexpr uint64_t kMurmurSeed = 0xc70f6907ULL; ///< Envoy's MurmurHash::STD_HASH_SEED
    static constexpr size_t kEntryBytes = 24;            ///< RingEntry: uint64 hash + shared_ptr

    struct Settings
    {
        uint64_t minRingSize = kDefaultMinRingSize;
        uint64_t maxRingSize = kDefaultMaxRingSize;
        HashFunction hashFunction = HashFunction::XxHash;
    };

    /// Builds Envoy's ring over the servers that are up. Returns null and sets *error (naming
    /// the option and Envoy's own message) when min > max, a size is outside 1-8388608, or the
    /// weights' sum is beyond Envoy's limit.
    static std::unique_ptr<EnvoyRing> create(const ServerList &servers, const Settings &settings,
                                             const AlgorithmOptions &options, QString *error);

    /// Lower-level build used by create() and by tests that reproduce Envoy's locality weighting
    /// or use_hostname_for_hashing: explicit host keys (one per server) and normalized weights.
    static std::unique_ptr<EnvoyRing> createNormalized(const ServerList &servers, const QList<QByteArray> &keys,
                                                       const EnvoyHostWeights::Result &weights,
                                                       const Settings &settings, QString *error,
                                                       const AlgorithmOptions &options = {});

    /// The points each server would get (0 for down servers), computed with the same double
    /// arithmetic as the build but without hashing: cheap enough to screen many ring sizes.
    static std::vector<int64_t> pointsPerServer(const ServerList &servers, const Settings &settings);

    /// Envoy's MurmurHash::murmurHash2 (libstdc++ _Hash_bytes, 64-bit).
    static uint64_t murmurHash2(QByteArrayView data, uint64_t seed = kMurmurSeed);

    QString name() const override;
    int hashBits() const override { return 64; }
    uint64_t hashKey(QByteArrayView key) const override;
    int routeHash(uint64_t hash) const override { return routeHash(hash, 0); }
    /// Envoy's chooseHost(h, attempt): a retry host predicate moves `attempt` points further on.
    int routeHash(uint64_t hash, uint32_t attempt) const;
    std::vector<double> shares() const override;
    size_t pointCount() const override { return m_ring.size(); }
    size_t memoryBytes() const override { return m_ring.size() * kEntryBytes; }
    std::vector<RingPoint> points() const override { return collectPoints(); }
    void forEachPoint(const std::function<void(const RingPoint &)> &visit) const override;
    std::vector<OwnedInterval> intervals() const override;

    /// Envoy's `size` gauge: ceil(scale) (can differ from pointCount() by rounding).
    uint64_t reportedRingSize() const { return m_reportedSize; }
    uint64_t minHashesPerHost() const { return m_minHashes; }
    uint64_t maxHashesPerHost() const { return m_maxHashes; }
    double scale() const { return m_scale; }
    /// Points each server got (0 for down servers).
    const std::vector<int> &hashesPerServer() const { return m_hashesPerServer; }

private:
    struct Entry
    {
        uint64_t hash;
        int server;
        int index;
    };

    EnvoyRing(const ServerList &servers, const AlgorithmOptions &options);
    void build(const QList<QByteArray> &keys, const EnvoyHostWeights::Result &weights, const Settings &settings);
    std::vector<Entry> m_ring;
    std::vector<int> m_owner;      ///< m_ring[k].server, contiguous for the lookup
    RingIndex<uint64_t> m_search;  ///< lower_bound over the ring's hashes (bucket table)
    std::vector<int> m_hashesPerServer;
    uint64_t m_reportedSize = 0;
    uint64_t m_minHashes = 0;
    uint64_t m_maxHashes = 0;
    double m_scale = 0;
};

} // namespace ringcore
