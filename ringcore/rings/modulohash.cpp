#include "ringcore/rings/modulohash.h"

#include "ringcore/hash/xxh64.h"
#include "ringcore/rings/algorithmregistry.h"
#include "ringcore/core/uint128.h"

#include <QCoreApplication>

namespace ringcore {

ModuloHash::ModuloHash(ServerList servers, AlgorithmOptions options)
    : Algorithm(std::move(servers), std::move(options))
{
    for (int i = 0; i < this->servers().size(); ++i) {
        const Server &s = this->servers()[i];
        if (!s.down)
            m_slots.insert(m_slots.end(), size_t(s.weight), i);
    }
}

uint64_t ModuloHash::hashKey(QByteArrayView key) const
{
    return Xxh64::of(key);
}

int ModuloHash::routeHash(uint64_t hash) const
{
    if (m_slots.empty())
        return -1;
    return m_slots[size_t(hash % m_slots.size())];
}

std::vector<double> ModuloHash::shares() const
{
    // Exact over the 2^64 hash space: the first (2^64 mod n) slots get one extra hash value.
    std::vector<double> out(size_t(servers().size()), 0.0);
    const uint128 space = uint128(1) << 64;
    const uint64_t n = m_slots.size();
    if (n == 0)
        return out;
    const uint64_t base = uint64_t(space / n);
    const uint64_t extra = uint64_t(space % n);
    for (uint64_t slot = 0; slot < n; ++slot) {
        const double count = double(base) + (slot < extra ? 1.0 : 0.0);
        out[size_t(m_slots[slot])] += count * 0x1.0p-64;
    }
    return out;
}

namespace {

AlgorithmInfo makeModuloInfo()
{
    AlgorithmInfo info;
    info.name = QStringLiteral("modulo");
    info.structure = AlgorithmInfo::Structure::Table;
    info.trContext = "ringcore::ModuloHash";
    info.displayName = QCoreApplication::translate("ringcore::ModuloHash", "Modulo (hash mod n)");
    info.description = QCoreApplication::translate(
        "ringcore::ModuloHash",
        "XXH64 of the key modulo the number of enabled servers (weight = slots). Even, but almost "
        "every key moves when a server is added or removed.");
    info.minWeight = 1;
    info.maxWeight = ModuloHash::kMaxWeight;
    info.estimateBytes = [](const ServerList &servers, const AlgorithmOptions &) {
        double slotCount = 0;
        for (const Server &s : servers)
            slotCount += s.weight;
        return slotCount * sizeof(int);
    };
    info.create = [](const ServerList &servers, const AlgorithmOptions &options, QString *) {
        return std::unique_ptr<Algorithm>(new ModuloHash(servers, options));
    };
    return info;
}

} // namespace

RINGCORE_REGISTER_ALGORITHM(80, makeModuloInfo())

} // namespace ringcore
