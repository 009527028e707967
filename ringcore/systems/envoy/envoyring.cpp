#include "ringcore/systems/envoy/envoyring.h"

#include "ringcore/hash/xxh64.h"
#include "ringcore/rings/algorithmregistry.h"
#include "ringcore/core/uint128.h"

#include <QCoreApplication>

#include <xxhash.h>

#include <algorithm>
#include <charconv>
#include <string>
#include <climits>
#include <cmath>
#include <cstring>

namespace ringcore {

namespace {

const QString kMinOption = QStringLiteral("min-ring-size");
const QString kMaxOption = QStringLiteral("max-ring-size");
const QString kHashOption = QStringLiteral("hash-function");

uint64_t optionNumber(const AlgorithmOptions &options, const QString &name, uint64_t fallback)
{
    const auto it = options.constFind(name);
    if (it == options.cend())
        return fallback;
    bool ok = false;
    const double v = it->toDouble(&ok);
    return ok && v >= 0 ? uint64_t(v) : fallback;
}

EnvoyRing::Settings settingsFrom(const AlgorithmOptions &options)
{
    EnvoyRing::Settings s;
    s.minRingSize = optionNumber(options, kMinOption, EnvoyRing::kDefaultMinRingSize);
    s.maxRingSize = optionNumber(options, kMaxOption, EnvoyRing::kDefaultMaxRingSize);
    s.hashFunction = options.value(kHashOption) == QLatin1String("murmur_hash_2") ? EnvoyRing::HashFunction::MurmurHash2
                                                                                  : EnvoyRing::HashFunction::XxHash;
    return s;
}

double envoyScale(double minWeight, const EnvoyRing::Settings &s)
{
    return std::min(std::ceil(minWeight * double(s.minRingSize)) / minWeight, double(s.maxRingSize));
}

// The points of each host, in entry order: Envoy adds points while the running count
// `current_hashes` is below the running target `target_hashes += scale * weight`, in doubles,
// so rounding can give a host one point more or less than scale * weight.
std::vector<uint64_t> hostPointCounts(const EnvoyHostWeights::Result &weights, double scale)
{
    std::vector<uint64_t> counts;
    counts.reserve(weights.entries.size());
    double currentHashes = 0.0;
    double targetHashes = 0.0;
    for (const EnvoyHostWeights::Entry &entry : weights.entries) {
        targetHashes += scale * entry.weight;
        uint64_t i = 0;
        while (currentHashes < targetHashes) {
            ++i;
            ++currentHashes;
        }
        counts.push_back(i);
    }
    return counts;
}

// libstdc++'s load_bytes: the trailing bytes, little end first.
uint64_t loadBytes(const unsigned char *p, size_t n)
{
    uint64_t result = 0;
    --n;
    do
        result = (result << 8) + p[n];
    while (n-- != 0);
    return result;
}

uint64_t shiftMix(uint64_t v) { return v ^ (v >> 47); }

AlgorithmInfo makeInfo()
{
    AlgorithmInfo info;
    info.name = QStringLiteral("envoy-ring");
    info.trContext = "ringcore::EnvoyRing";
    info.displayName = QCoreApplication::translate("ringcore::EnvoyRing", "Envoy RING_HASH (Istio consistentHash default)");
    info.description = QCoreApplication::translate("ringcore::EnvoyRing", "Envoy's ketama ring: XXH64 of \"address_i\" points, a ring of at least "
                          "min-ring-size entries split by normalized weight, first point at or after the "
                          "key's XXH64, wrapping. Down hosts are left out and the ring is rebuilt.");
    info.minWeight = 1;
    info.maxWeight = INT_MAX; // Envoy: uint32 >= 1, sum of weights <= 4294967295 (checked on build)
    info.lookupTiming = [](int servers) {
        return LookupTimingSetup{{{kMinOption, QString::number(160LL * servers)}}, 1};
    };
    info.options = {
        OptionSpec{kMinOption, QCoreApplication::translate("ringcore::EnvoyRing", "Minimum number of ring entries for the whole ring (minimum_ring_size)."),
                   QString::number(EnvoyRing::kDefaultMinRingSize), 1, double(EnvoyRing::kRingSizeLimit), {}, true},
        OptionSpec{kMaxOption, QCoreApplication::translate("ringcore::EnvoyRing", "Maximum number of ring entries (maximum_ring_size)."),
                   QString::number(EnvoyRing::kDefaultMaxRingSize), 1, double(EnvoyRing::kRingSizeLimit), {}, true},
        OptionSpec{kHashOption, QCoreApplication::translate("ringcore::EnvoyRing", "Hash function that places host points (hash_function)."),
                   QStringLiteral("xx_hash"), 0, 0,
                   {QStringLiteral("xx_hash"), QStringLiteral("murmur_hash_2")}, false},
        OptionSpec{EnvoyHostWeights::kHostnameOption,
                   QCoreApplication::translate("ringcore::EnvoyRing", "Hash each host's name instead of its address "
                                               "(consistent_hashing_lb_config.use_hostname_for_hashing): false or true."),
                   QStringLiteral("false"), 0, 0, {QStringLiteral("false"), QStringLiteral("true")}, false},
    };
    info.estimateBytes = [](const ServerList &servers, const AlgorithmOptions &options) {
        const EnvoyHostWeights::Result w = EnvoyHostWeights::normalize(servers);
        if (w.entries.empty())
            return 0.0;
        const EnvoyRing::Settings s = settingsFrom(options);
        const double entries = std::ceil(envoyScale(w.minWeight, s)) + double(w.entries.size());
        // RingLab's own build (not Envoy's 24-byte RingEntry): the 16-byte entries, the owners
        // and the index's copy of the hashes; measured in tst_memoryestimate (8 M entries: 242 MB).
        return entries * (16.0 + sizeof(int) + sizeof(uint64_t));
    };
    info.create = [](const ServerList &servers, const AlgorithmOptions &options,
                     QString *error) -> std::unique_ptr<Algorithm> {
        return EnvoyRing::create(servers, settingsFrom(options), options, error);
    };
    // Envoy's default ring, and the minimum ring size that fixes it for the seed's servers.
    info.compareRank = 3;
    info.compareRows = {CompareDefault{QT_TRANSLATE_NOOP("CompareAnalysis", "Envoy RING_HASH defaults"), {}, 1},
                        CompareDefault{QT_TRANSLATE_NOOP("CompareAnalysis", "Envoy minimum_ring_size: 16000"),
                                       {{QStringLiteral("min-ring-size"), QStringLiteral("16000")}}, 1}};
    info.spreadMarkers = {SpreadMarker{QT_TRANSLATE_NOOP("SpreadMarker", "Envoy ring, default (%1)"), {}, 1}};
    return info;
}

} // namespace

RINGCORE_REGISTER_ALGORITHM(30, makeInfo())

EnvoyRing::EnvoyRing(const ServerList &servers, const AlgorithmOptions &options)
    : Algorithm(servers, options)
{
}

QString EnvoyRing::name() const
{
    return QStringLiteral("envoy-ring");
}

std::unique_ptr<EnvoyRing> EnvoyRing::create(const ServerList &servers, const Settings &settings,
                                             const AlgorithmOptions &options, QString *error)
{
    if (!EnvoyHostWeights::checkWeightSum(servers, error))
        return nullptr;
    QList<QByteArray> keys;
    const bool useHostname = options.value(EnvoyHostWeights::kHostnameOption) == QLatin1String("true");
    if (!EnvoyHostWeights::hostKeys(servers, useHostname, &keys, error))
        return nullptr;
    return createNormalized(servers, keys, EnvoyHostWeights::normalize(servers), settings, error, options);
}

std::unique_ptr<EnvoyRing> EnvoyRing::createNormalized(const ServerList &servers, const QList<QByteArray> &keys,
                                                       const EnvoyHostWeights::Result &weights,
                                                       const Settings &settings, QString *error,
                                                       const AlgorithmOptions &options)
{
    auto fail = [error](const QString &message) -> std::unique_ptr<EnvoyRing> {
        if (error)
            *error = message;
        return nullptr;
    };
    // Envoy's constructor check, with Envoy's own wording quoted.
    if (settings.minRingSize > settings.maxRingSize)
        return fail(tr("%1: ring hash: minimum_ring_size (%2) > maximum_ring_size (%3)")
                        .arg(kMinOption)
                        .arg(settings.minRingSize)
                        .arg(settings.maxRingSize));
    if (settings.minRingSize < 1 || settings.minRingSize > kRingSizeLimit)
        return fail(tr("%1: %2 is outside the allowed range 1-%3")
                        .arg(kMinOption)
                        .arg(settings.minRingSize)
                        .arg(kRingSizeLimit));
    if (settings.maxRingSize < 1 || settings.maxRingSize > kRingSizeLimit)
        return fail(tr("%1: %2 is outside the allowed range 1-%3")
                        .arg(kMaxOption)
                        .arg(settings.maxRingSize)
                        .arg(kRingSizeLimit));
    if (keys.size() != servers.size())
        return fail(tr("servers: %1 host keys for %2 servers").arg(keys.size()).arg(servers.size()));
    if (weights.entries.empty())
        return fail(tr("servers: no host with weight is up, so Envoy has no ring to build"));
    std::unique_ptr<EnvoyRing> ring(new EnvoyRing(servers, options));
    ring->build(keys, weights, settings);
    return ring;
}

std::vector<int64_t> EnvoyRing::pointsPerServer(const ServerList &servers, const Settings &settings)
{
    std::vector<int64_t> counts(size_t(servers.size()), 0);
    const EnvoyHostWeights::Result weights = EnvoyHostWeights::normalize(servers);
    if (weights.entries.empty())
        return counts;
    const std::vector<uint64_t> perEntry = hostPointCounts(weights, envoyScale(weights.minWeight, settings));
    for (size_t e = 0; e < perEntry.size(); ++e)
        counts[size_t(weights.entries[e].server)] = int64_t(perEntry[e]);
    return counts;
}

void EnvoyRing::build(const QList<QByteArray> &keys, const EnvoyHostWeights::Result &weights, const Settings &settings)
{
    m_hashesPerServer.assign(size_t(servers().size()), 0);
    // Every step below mirrors RingHashLoadBalancer::Ring::Ring, including the double arithmetic.
    m_scale = envoyScale(weights.minWeight, settings);
    m_reportedSize = uint64_t(std::ceil(m_scale));
    m_ring.reserve(size_t(m_reportedSize) + weights.entries.size());

    const std::vector<uint64_t> counts = hostPointCounts(weights, m_scale);
    uint64_t minHashes = m_reportedSize;
    uint64_t maxHashes = 0;
    std::string buffer;
    for (size_t e = 0; e < weights.entries.size(); ++e) {
        const EnvoyHostWeights::Entry &entry = weights.entries[e];
        const QByteArray &key = keys[entry.server];
        buffer.assign(key.constData(), size_t(key.size()));
        buffer.push_back('_');
        const size_t prefix = buffer.size();
        buffer.resize(prefix + 24);
        for (uint64_t i = 0; i < counts[e]; ++i) {
            // "<address>_<i>", i in decimal as absl::StrCat writes it.
            const auto end = std::to_chars(buffer.data() + prefix, buffer.data() + buffer.size(), i).ptr;
            const size_t length = size_t(end - buffer.data());
            const uint64_t hash = settings.hashFunction == HashFunction::MurmurHash2
                                      ? murmurHash2(QByteArrayView(buffer.data(), qsizetype(length)))
                                      : XXH64(buffer.data(), length, 0);
            m_ring.push_back({hash, entry.server, int(i)});
        }
        m_hashesPerServer[size_t(entry.server)] = int(counts[e]);
        minHashes = std::min(counts[e], minHashes);
        maxHashes = std::max(counts[e], maxHashes);
    }
    m_minHashes = minHashes;
    m_maxHashes = maxHashes;
    std::sort(m_ring.begin(), m_ring.end(), [](const Entry &a, const Entry &b) { return a.hash < b.hash; });
    m_owner.resize(m_ring.size());
    for (size_t k = 0; k < m_ring.size(); ++k)
        m_owner[k] = m_ring[k].server;
    m_search.buildFrom(m_ring.size(), [this](size_t k) { return m_ring[k].hash; });
}

uint64_t EnvoyRing::murmurHash2(QByteArrayView data, uint64_t seed)
{
    static constexpr uint64_t mul = (uint64_t(0xc6a4a793UL) << 32) + uint64_t(0x5bd1e995UL);
    const auto *buf = reinterpret_cast<const unsigned char *>(data.data());
    const size_t len = size_t(data.size());
    const size_t alignedLen = len & ~size_t(0x7);
    uint64_t hash = seed ^ (uint64_t(len) * mul);
    for (size_t p = 0; p < alignedLen; p += 8) {
        uint64_t word;
        std::memcpy(&word, buf + p, 8); // unaligned native (little-endian) load, as libstdc++
        const uint64_t mixed = shiftMix(word * mul) * mul;
        hash ^= mixed;
        hash *= mul;
    }
    if ((len & 0x7) != 0) {
        hash ^= loadBytes(buf + alignedLen, len & 0x7);
        hash *= mul;
    }
    hash = shiftMix(hash) * mul;
    return shiftMix(hash);
}

uint64_t EnvoyRing::hashKey(QByteArrayView key) const
{
    // Header hash policy on ":path": HashUtil::xxHash64(value), seed 0.
    return Xxh64::of(key);
}

int EnvoyRing::routeHash(uint64_t hash, uint32_t attempt) const
{
    if (m_ring.empty())
        return -1;
    // Envoy's lookup is its port of ketama_get_server: a binary search for the midp with
    // ring[midp - 1] < h <= ring[midp] (0 standing in for ring[-1]), 0 when it runs off either
    // end. That is exactly std::lower_bound wrapped to 0: the first hash >= h is the only index
    // whose predecessor is below h, and h = 0 or h above every point both give 0.
    // tst_ringportsearch checks the two against each other.
    size_t midp = m_search.successorWrapped(hash);
    if (attempt > 0)
        midp = (midp + attempt) % m_ring.size();
    return m_owner[midp];
}

std::vector<double> EnvoyRing::shares() const
{
    // Point k owns (hash[k-1], hash[k]]; point 0 also owns everything after the last point.
    std::vector<uint128> owned(size_t(servers().size()), 0);
    const size_t n = m_ring.size();
    for (size_t k = 0; k < n; ++k) {
        const uint128 arc = k == 0 ? (uint128(1) << 64) - m_ring[n - 1].hash + m_ring[0].hash
                                     : uint128(m_ring[k].hash - m_ring[k - 1].hash);
        owned[size_t(m_ring[k].server)] += arc;
    }
    std::vector<double> out(owned.size(), 0.0);
    const long double space = 18446744073709551616.0L;
    for (size_t i = 0; i < owned.size(); ++i)
        out[i] = double(static_cast<long double>(owned[i]) / space);
    return out;
}

void EnvoyRing::forEachPoint(const std::function<void(const RingPoint &)> &visit) const
{
    for (const Entry &e : m_ring)
        visit(RingPoint{e.hash, e.server, e.index});
}

std::vector<OwnedInterval> EnvoyRing::intervals() const
{
    std::vector<OwnedInterval> out;
    const size_t n = m_ring.size();
    if (n == 0)
        return out;
    auto add = [&out](uint64_t begin, int server) {
        if (!out.empty() && out.back().begin == begin) {
            out.back().server = server; // the earlier point owned nothing
        } else {
            out.push_back({begin, server});
        }
    };
    add(0, m_ring[0].server);
    for (size_t k = 1; k < n; ++k) {
        if (m_ring[k - 1].hash == UINT64_MAX)
            break;
        add(m_ring[k - 1].hash + 1, m_ring[k].server);
    }
    if (m_ring[n - 1].hash != UINT64_MAX)
        add(m_ring[n - 1].hash + 1, m_ring[0].server);
    // Merge runs of one server into maximal intervals.
    std::vector<OwnedInterval> merged;
    for (const OwnedInterval &iv : out)
        if (merged.empty() || merged.back().server != iv.server)
            merged.push_back(iv);
    return merged;
}

} // namespace ringcore
