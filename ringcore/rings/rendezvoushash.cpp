#include "ringcore/rings/rendezvoushash.h"

#include "ringcore/hash/xxh64.h"
#include "ringcore/rings/algorithmregistry.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>
#include <xxhash.h>

namespace ringcore {

RendezvousHash::RendezvousHash(ServerList servers, AlgorithmOptions options)
    : Algorithm(std::move(servers), std::move(options))
{
    for (int i = 0; i < this->servers().size(); ++i) {
        const Server &s = this->servers()[i];
        if (!s.down)
            m_entries.push_back(Entry{serverSeed(s.nameOrAddress()), double(s.weight), i});
    }
}

uint64_t RendezvousHash::serverSeed(const QString &address)
{
    const QByteArray utf8 = address.toUtf8();
    return XXH64(utf8.constData(), size_t(utf8.size()), 0);
}

double RendezvousHash::score(uint64_t hash, uint64_t seed, int weight)
{
    const uint64_t h = XXH64(&hash, sizeof hash, seed);
    // 53 random bits, centred in their cell so u is never 0 or 1 (ln would be ±inf / 0).
    const double u = (double(h >> 11) + 0.5) * 0x1.0p-53;
    return -double(weight) / std::log(u);
}

uint64_t RendezvousHash::hashKey(QByteArrayView key) const
{
    return Xxh64::of(key);
}

int RendezvousHash::routeHash(uint64_t hash) const
{
    int best = -1;
    double bestScore = -1.0;
    for (const Entry &e : m_entries) {
        const uint64_t h = XXH64(&hash, sizeof hash, e.seed);
        const double u = (double(h >> 11) + 0.5) * 0x1.0p-53;
        const double s = -e.weight / std::log(u);
        if (s > bestScore) {
            bestScore = s;
            best = e.server;
        }
    }
    return best;
}

std::vector<double> RendezvousHash::scores(uint64_t hash) const
{
    std::vector<double> out(size_t(servers().size()), 0.0);
    for (const Entry &e : m_entries)
        out[size_t(e.server)] = score(hash, e.seed, int(e.weight));
    return out;
}

QStringList RendezvousHash::explainRoute(uint64_t hash) const
{
    // The same scores routeHash() compares, highest first; the top three and how many lost.
    std::vector<std::pair<double, int>> ranked;
    for (const Entry &e : m_entries)
        ranked.emplace_back(score(hash, e.seed, int(e.weight)), e.server);
    std::sort(ranked.begin(), ranked.end(), [](const auto &a, const auto &b) { return a.first > b.first; });
    QStringList lines{QCoreApplication::translate("ringcore::RendezvousHash",
                                                  "every server scores the key (weight ÷ −ln u); the highest wins:")};
    for (size_t i = 0; i < ranked.size() && i < 3; ++i)
        lines << QCoreApplication::translate("ringcore::RendezvousHash", "%1. %2: %3")
                     .arg(i + 1)
                     .arg(servers().at(ranked[i].second).address)
                     .arg(ranked[i].first, 0, 'g', 5);
    if (ranked.size() > 3)
        lines << QCoreApplication::translate("ringcore::RendezvousHash", "… %1 lower scores").arg(ranked.size() - 3);
    return lines;
}

std::vector<double> RendezvousHash::shares() const
{
    double total = 0;
    for (const Entry &e : m_entries)
        total += e.weight;
    std::vector<double> out(size_t(servers().size()), 0.0);
    for (const Entry &e : m_entries)
        out[size_t(e.server)] = e.weight / total;
    return out;
}

size_t RendezvousHash::memoryBytes() const
{
    return m_entries.size() * sizeof(Entry);
}

namespace {

AlgorithmInfo makeRendezvousInfo()
{
    AlgorithmInfo info;
    info.name = QStringLiteral("rendezvous");
    info.structure = AlgorithmInfo::Structure::Decision;
    info.trContext = "ringcore::RendezvousHash";
    info.displayName = QCoreApplication::translate("ringcore::RendezvousHash", "Weighted rendezvous (HRW)");
    info.description = QCoreApplication::translate(
        "ringcore::RendezvousHash",
        "Highest random weight: every server scores the key (-weight / ln u) and the highest wins. "
        "Exact weighted shares and arbitrary removals, at the cost of one hash per server per lookup.");
    info.minWeight = 1;
    info.maxWeight = RendezvousHash::kMaxWeight;
    info.estimateBytes = [](const ServerList &servers, const AlgorithmOptions &) {
        return double(servers.size()) * 24.0;
    };
    info.create = [](const ServerList &servers, const AlgorithmOptions &options, QString *) {
        return std::unique_ptr<Algorithm>(new RendezvousHash(servers, options));
    };
    return info;
}

} // namespace

RINGCORE_REGISTER_ALGORITHM(70, makeRendezvousInfo())

} // namespace ringcore
