#include "ringcore/rings/dxhash.h"

#include "ringcore/hash/xxh64.h"
#include "ringcore/rings/algorithmregistry.h"
#include "ringcore/rings/mix64.h"

#include <QCoreApplication>

#include <algorithm>
#include <bit>

namespace ringcore {

namespace {

uint32_t capacityFor(int servers, const AlgorithmOptions &options)
{
    const uint32_t requested = options.value(QStringLiteral("capacity"), QString::number(DxHash::kDefaultCapacity)).toUInt();
    return std::bit_ceil(std::max({requested, uint32_t(servers), 1u}));
}

} // namespace

DxHash::DxHash(ServerList servers, AlgorithmOptions options)
    : Algorithm(std::move(servers), std::move(options))
{
    m_active.assign(capacityFor(int(this->servers().size()), this->options()), 0);
    for (int i = 0; i < this->servers().size(); ++i)
        if (!this->servers()[i].down) {
            m_active[size_t(i)] = 1;
            ++m_working;
        }
}

int DxHash::nodeFor(uint64_t hash, QList<int> *trace) const
{
    if (m_working == 0)
        return -1;
    const uint64_t mask = m_active.size() - 1;
    mix64::SplitMix64 rng{hash};
    const uint64_t limit = 64 * uint64_t(m_active.size());
    uint64_t node = 0;
    for (uint64_t probe = 0; probe < limit; ++probe) {
        node = rng.next() & mask;
        if (trace)
            trace->append(int(node));
        if (m_active[node])
            return int(node);
    }
    while (!m_active[node])
        node = (node + 1) & mask;
    if (trace)
        trace->append(int(node));
    return int(node);
}

QList<int> DxHash::trace(uint64_t hash) const
{
    QList<int> out;
    nodeFor(hash, &out);
    return out;
}

uint64_t DxHash::hashKey(QByteArrayView key) const
{
    return Xxh64::of(key);
}

int DxHash::routeHash(uint64_t hash) const
{
    return nodeFor(hash, nullptr);
}

std::vector<double> DxHash::shares() const
{
    // The first active node of a uniform random sequence is uniform over the active nodes.
    std::vector<double> out(size_t(servers().size()), 0.0);
    for (size_t i = 0; i < out.size(); ++i)
        if (m_active[i])
            out[i] = 1.0 / double(m_working);
    return out;
}

size_t DxHash::memoryBytes() const
{
    return m_active.size();
}

QStringList DxHash::explainRoute(uint64_t hash) const
{
    const QList<int> probes = trace(hash);
    if (probes.isEmpty())
        return {};
    QStringList path;
    for (int i = 0; i < probes.size() && i < 12; ++i)
        path << QString::number(probes[i]);
    if (probes.size() > 12)
        path << QStringLiteral("…");
    return {QCoreApplication::translate("ringcore::DxHash", "probes nodes %1 (of %2, %3 active)")
                .arg(path.join(QStringLiteral(" → ")))
                .arg(m_active.size())
                .arg(m_working),
            QCoreApplication::translate("ringcore::DxHash", "node %1 is %2")
                .arg(probes.last())
                .arg(servers().at(probes.last()).address)};
}

namespace {

AlgorithmInfo makeDxInfo()
{
    AlgorithmInfo info;
    info.name = QStringLiteral("dx");
    info.structure = AlgorithmInfo::Structure::Decision;
    info.trContext = "ringcore::DxHash";
    info.displayName = QCoreApplication::translate("ringcore::DxHash", "DxHash");
    info.description = QCoreApplication::translate(
        "ringcore::DxHash",
        "Dong & Wang 2021: each key follows its own pseudo-random sequence of nodes to the first "
        "active one; exactly even, arbitrary removals move only the removed server's keys.");
    info.minWeight = 1;
    info.maxWeight = 1;
    info.options = {OptionSpec{QStringLiteral("capacity"),
                               QCoreApplication::translate("ringcore::DxHash",
                                                           "Nodes in the array, rounded up to a power of two and to the "
                                                           "number of servers; keep it fixed across additions."),
                               QString::number(DxHash::kDefaultCapacity), 1, DxHash::kMaxCapacity, {}, true}};
    info.estimateBytes = [](const ServerList &servers, const AlgorithmOptions &options) {
        return double(capacityFor(int(servers.size()), options));
    };
    info.create = [](const ServerList &servers, const AlgorithmOptions &options, QString *error) {
        if (servers.size() > DxHash::kMaxCapacity) {
            if (error)
                *error = QCoreApplication::translate("ringcore::DxHash", "DxHash takes at most %1 servers")
                             .arg(DxHash::kMaxCapacity);
            return std::unique_ptr<Algorithm>();
        }
        return std::unique_ptr<Algorithm>(new DxHash(servers, options));
    };
    return info;
}

} // namespace

RINGCORE_REGISTER_ALGORITHM(116, makeDxInfo())

} // namespace ringcore
