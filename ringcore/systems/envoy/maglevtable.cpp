#include "ringcore/systems/envoy/maglevtable.h"

#include "ringcore/hash/xxh64.h"
#include "ringcore/rings/algorithmregistry.h"
#include "ringcore/core/uint128.h"

#include <QCoreApplication>

#include <xxhash.h>

#include <algorithm>
#include <bit>
#include <climits>
#include <string_view>
#include <tuple>

namespace ringcore {

namespace {

const QString kTableOption = QStringLiteral("table-size");

uint64_t tableSizeFrom(const AlgorithmOptions &options)
{
    const auto it = options.constFind(kTableOption);
    if (it == options.cend())
        return MaglevTable::kDefaultTableSize;
    bool ok = false;
    const double v = it->toDouble(&ok);
    return ok && v >= 0 ? uint64_t(v) : 0;
}

struct BuildEntry
{
    int server;
    uint64_t offset;
    uint64_t skip;
    double weight;
    double targetWeight = 0;
    uint64_t next = 0;
    uint64_t count = 0;
};

AlgorithmInfo makeInfo()
{
    AlgorithmInfo info;
    info.name = QStringLiteral("maglev");
    info.structure = AlgorithmInfo::Structure::Table;
    info.trContext = "ringcore::MaglevTable";
    info.displayName = QCoreApplication::translate("ringcore::MaglevTable", "Envoy MAGLEV");
    info.description = QCoreApplication::translate("ringcore::MaglevTable", "Envoy's Maglev table: hosts fill a prime-sized table along XXH64 offset/skip "
                          "permutations in weighted turns; a key's XXH64 modulo the table size picks the slot.");
    info.minWeight = 1;
    info.maxWeight = INT_MAX; // Envoy: uint32 >= 1, sum of weights <= 4294967295 (checked on build)
    info.options = {
        OptionSpec{kTableOption, QCoreApplication::translate("ringcore::MaglevTable", "Number of table slots; must be a prime (table_size)."), QString::number(MaglevTable::kDefaultTableSize), 2,
                   double(MaglevTable::kMaxTableSize), {}, true},
        OptionSpec{EnvoyHostWeights::kHostnameOption,
                   QCoreApplication::translate("ringcore::MaglevTable", "Hash each host's name instead of its address "
                                               "(consistent_hashing_lb_config.use_hostname_for_hashing): false or true."),
                   QStringLiteral("false"), 0, 0, {QStringLiteral("false"), QStringLiteral("true")}, false},
    };
    info.estimateBytes = [](const ServerList &servers, const AlgorithmOptions &options) {
        return double(tableSizeFrom(options)) * (sizeof(int) + MaglevTable::kHostPointerBytes)
               + double(servers.size()) * 64.0;
    };
    info.create = [](const ServerList &servers, const AlgorithmOptions &options,
                     QString *error) -> std::unique_ptr<Algorithm> {
        return MaglevTable::create(servers, tableSizeFrom(options), options, error);
    };
    info.compareRank = 4;
    info.compareRows = {CompareDefault{QT_TRANSLATE_NOOP("CompareAnalysis", "Envoy MAGLEV"), {}, 1}};
    // A table of 65,537 slots: its "points per server" is slots / N.
    info.spreadMarkers = {SpreadMarker{QT_TRANSLATE_NOOP("SpreadMarker", "Maglev table (%1)"), {}, 1}};
    return info;
}

} // namespace

RINGCORE_REGISTER_ALGORITHM(40, makeInfo())

MaglevTable::MaglevTable(const ServerList &servers, const AlgorithmOptions &options)
    : Algorithm(servers, options)
{
}

QString MaglevTable::name() const
{
    return QStringLiteral("maglev");
}

bool MaglevTable::isPrime(uint64_t n)
{
    if (n < 2)
        return false;
    if (n % 2 == 0)
        return n == 2;
    for (uint64_t d = 3; d * d <= n; d += 2)
        if (n % d == 0)
            return false;
    return true;
}

std::unique_ptr<MaglevTable> MaglevTable::create(const ServerList &servers, uint64_t tableSize,
                                                 const AlgorithmOptions &options, QString *error)
{
    if (!EnvoyHostWeights::checkWeightSum(servers, error))
        return nullptr;
    QList<QByteArray> keys;
    const bool useHostname = options.value(EnvoyHostWeights::kHostnameOption) == QLatin1String("true");
    if (!EnvoyHostWeights::hostKeys(servers, useHostname, &keys, error))
        return nullptr;
    return createNormalized(servers, keys, EnvoyHostWeights::normalize(servers), tableSize, error, options);
}

std::unique_ptr<MaglevTable> MaglevTable::createNormalized(const ServerList &servers, const QList<QByteArray> &keys,
                                                           const EnvoyHostWeights::Result &weights, uint64_t tableSize,
                                                           QString *error, const AlgorithmOptions &options)
{
    auto fail = [error](const QString &message) -> std::unique_ptr<MaglevTable> {
        if (error)
            *error = message;
        return nullptr;
    };
    if (tableSize < 2 || tableSize > kMaxTableSize)
        return fail(tr("%1: %2 is outside the allowed range 2-%3").arg(kTableOption).arg(tableSize).arg(kMaxTableSize));
    if (!isPrime(tableSize))
        return fail(tr("%1: %2 is not a prime number; Envoy refuses it (\"The table size of maglev must be "
                       "prime number\"), e.g. use 65537")
                        .arg(kTableOption)
                        .arg(tableSize));
    if (keys.size() != servers.size())
        return fail(tr("servers: %1 host keys for %2 servers").arg(keys.size()).arg(servers.size()));
    if (weights.entries.empty())
        return fail(tr("servers: no host with weight is up, so Envoy has no table to build"));
    std::unique_ptr<MaglevTable> t(new MaglevTable(servers, options));
    t->build(keys, weights, tableSize);
    return t;
}

void MaglevTable::build(const QList<QByteArray> &keys, const EnvoyHostWeights::Result &weights, uint64_t tableSize)
{
    m_hosts = weights.entries.size();
    m_slots.assign(size_t(servers().size()), 0);
    // Envoy sorts (key, host, weight) tuples so the fill order does not depend on host order.
    std::vector<std::tuple<std::string_view, int, double>> sorted;
    sorted.reserve(weights.entries.size());
    for (const EnvoyHostWeights::Entry &e : weights.entries) {
        const QByteArray &key = keys[e.server];
        sorted.emplace_back(std::string_view(key.constData(), size_t(key.size())), e.server, e.weight);
    }
    std::sort(sorted.begin(), sorted.end());

    std::vector<BuildEntry> entries;
    entries.reserve(sorted.size());
    for (const auto &[key, server, weight] : sorted) {
        const uint64_t offset = Xxh64::of(key) % tableSize;
        const uint64_t skip = XXH64(key.data(), key.size(), 1) % (tableSize - 1) + 1;
        entries.push_back(BuildEntry{server, offset, skip, weight});
    }

    m_table.assign(size_t(tableSize), -1);
    const double maxWeight = weights.maxWeight;
    uint64_t filled = 0;
    for (uint32_t iteration = 1; filled < tableSize; ++iteration) {
        for (size_t i = 0; i < entries.size() && filled < tableSize; ++i) {
            BuildEntry &entry = entries[i];
            // A host of weight maxWeight/3 takes a turn every third iteration.
            if (iteration * entry.weight < entry.targetWeight)
                continue;
            entry.targetWeight += maxWeight;
            uint64_t c = (entry.offset + entry.skip * entry.next) % tableSize;
            while (m_table[size_t(c)] != -1) {
                ++entry.next;
                c = (entry.offset + entry.skip * entry.next) % tableSize;
            }
            m_table[size_t(c)] = entry.server;
            ++entry.next;
            ++entry.count;
            ++filled;
        }
    }
    for (const BuildEntry &e : entries)
        m_slots[size_t(e.server)] = e.count;
}

uint64_t MaglevTable::hashKey(QByteArrayView key) const
{
    return Xxh64::of(key);
}

int MaglevTable::routeHash(uint64_t hash, uint32_t attempt) const
{
    if (m_table.empty())
        return -1;
    if (attempt > 0)
        hash ^= ~0ULL - attempt + 1;
    return m_table[size_t(hash % m_table.size())];
}

std::vector<double> MaglevTable::shares() const
{
    // A key hash h picks slot h % M, so slot s receives floor((2^64 - 1 - s) / M) + 1 hashes:
    // slots below 2^64 mod M get one more. Exact, not just count / M.
    const uint64_t m = m_table.size();
    const uint64_t base = UINT64_MAX / m;           // full rounds
    const uint64_t extra = UINT64_MAX % m + 1;      // slots 0..extra-1 get base + 1 (extra <= m)
    std::vector<uint128> owned(size_t(servers().size()), 0);
    for (uint64_t s = 0; s < m; ++s)
        owned[size_t(m_table[size_t(s)])] += uint128(base) + (s < extra ? 1 : 0);
    std::vector<double> out(owned.size(), 0.0);
    for (size_t i = 0; i < owned.size(); ++i)
        out[i] = double(static_cast<long double>(owned[i]) / 18446744073709551616.0L);
    return out;
}

bool MaglevTable::usesCompactTable() const
{
    // Envoy's shouldUseCompactTable() on 64-bit builds.
    const uint64_t original = kHostPointerBytes * m_table.size();
    const uint64_t compact = kHostPointerBytes * m_hosts + (uint64_t(std::bit_width(m_hosts)) * m_table.size()) / 8;
    return compact < original;
}

size_t MaglevTable::memoryBytes() const
{
    if (usesCompactTable())
        return kHostPointerBytes * m_hosts + (size_t(std::bit_width(m_hosts)) * m_table.size() + 7) / 8;
    return kHostPointerBytes * m_table.size();
}

} // namespace ringcore
