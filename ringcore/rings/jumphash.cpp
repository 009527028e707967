#include "ringcore/rings/jumphash.h"

#include "ringcore/hash/xxh64.h"
#include "ringcore/rings/algorithmregistry.h"

#include <QCoreApplication>

namespace ringcore {

namespace {

// Constants of the paper's 64-bit linear congruential generator.
constexpr uint64_t kLcgMultiplier = 2862933555777941757ULL;

} // namespace

JumpHash::JumpHash(ServerList servers, AlgorithmOptions options)
    : Algorithm(std::move(servers), std::move(options))
{
    for (int i = 0; i < this->servers().size(); ++i)
        if (!this->servers()[i].down)
            m_enabled.push_back(i);
    m_identity = m_enabled.size() == size_t(this->servers().size());
}

int32_t JumpHash::bucket(uint64_t key, int32_t buckets)
{
    int64_t b = -1;
    int64_t j = 0;
    while (j < buckets) {
        b = j;
        key = key * kLcgMultiplier + 1;
        j = int64_t(double(b + 1) * (double(int64_t(1) << 31) / double((key >> 33) + 1)));
    }
    return int32_t(b);
}

QList<int32_t> JumpHash::trace(uint64_t key, int32_t buckets)
{
    QList<int32_t> steps;
    int64_t b = -1;
    int64_t j = 0;
    while (j < buckets) {
        b = j;
        steps.append(int32_t(b));
        key = key * kLcgMultiplier + 1;
        j = int64_t(double(b + 1) * (double(int64_t(1) << 31) / double((key >> 33) + 1)));
    }
    return steps;
}

uint64_t JumpHash::hashKey(QByteArrayView key) const
{
    return Xxh64::of(key);
}

int JumpHash::routeHash(uint64_t hash) const
{
    if (m_enabled.empty())
        return -1;
    const int32_t b = bucket(hash, int32_t(m_enabled.size()));
    // Nobody down: bucket i is server i, without a read of the table (at 2^20 servers a cache miss).
    return m_identity ? int(b) : m_enabled[size_t(b)];
}

QStringList JumpHash::explainRoute(uint64_t hash) const
{
    if (m_enabled.empty())
        return {};
    const QList<int32_t> steps = trace(hash, int32_t(m_enabled.size()));
    QStringList path;
    for (int32_t b : steps)
        path << QString::number(b);
    const int server = m_enabled[size_t(steps.constLast())];
    return {QCoreApplication::translate("ringcore::JumpHash", "jumps through buckets %1 (of %2)")
                .arg(path.join(QStringLiteral(" → ")))
                .arg(m_enabled.size()),
            QCoreApplication::translate("ringcore::JumpHash", "bucket %1 is %2")
                .arg(steps.constLast())
                .arg(servers().at(server).address)};
}

std::vector<double> JumpHash::shares() const
{
    // Jump is exactly uniform for uniformly distributed keys: each of n buckets gets 1/n.
    std::vector<double> out(size_t(servers().size()), 0.0);
    for (int s : m_enabled)
        out[size_t(s)] = 1.0 / double(m_enabled.size());
    return out;
}

size_t JumpHash::memoryBytes() const
{
    // The function itself needs no memory; the bucket → server map is the only state.
    return m_enabled.size() * sizeof(int);
}

namespace {

AlgorithmInfo makeJumpInfo()
{
    AlgorithmInfo info;
    info.name = QStringLiteral("jump");
    info.structure = AlgorithmInfo::Structure::Decision;
    info.trContext = "ringcore::JumpHash";
    info.displayName = QCoreApplication::translate("ringcore::JumpHash", "Jump consistent hash");
    info.description = QCoreApplication::translate(
        "ringcore::JumpHash",
        "Lamping & Veach's jump hash over XXH64 of the key: no ring (only a bucket → server list), perfectly even, but servers "
        "can only be added or removed at the end; a server down in the middle renumbers the rest.");
    info.minWeight = 1;
    info.maxWeight = 1;
    info.estimateBytes = [](const ServerList &servers, const AlgorithmOptions &) {
        return double(servers.size()) * sizeof(int);
    };
    info.create = [](const ServerList &servers, const AlgorithmOptions &options, QString *) {
        return std::unique_ptr<Algorithm>(new JumpHash(servers, options));
    };
    return info;
}

} // namespace

RINGCORE_REGISTER_ALGORITHM(60, makeJumpInfo())

} // namespace ringcore
