#include "ringcore/rings/fastrendezvoushash.h"

#include "ringcore/rings/algorithmregistry.h"
#include "ringcore/rings/rendezvoushash.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>
#include <map>
#include <xxhash.h>

namespace ringcore {

FastRendezvousHash::FastRendezvousHash(ServerList servers, AlgorithmOptions options)
    : Algorithm(std::move(servers), std::move(options))
{
    std::map<int, std::vector<int>> byWeight;
    for (int i = 0; i < this->servers().size(); ++i)
        if (!this->servers()[i].down)
            byWeight[this->servers()[i].weight].push_back(i);
    for (const auto &[weight, members] : byWeight) {
        Group g{double(weight), m_hashes.size(), 0};
        for (int s : members) {
            m_hashes.push_back(RendezvousHash::serverSeed(this->servers()[s].nameOrAddress()));
            m_servers.push_back(s);
        }
        g.end = m_hashes.size();
        m_groups.push_back(g);
    }
}

double FastRendezvousHash::score(uint64_t draw, double weight)
{
    const double u = (double(draw) + 0.5) * 0x1.0p-53;
    return -weight / std::log(u);
}

uint64_t FastRendezvousHash::hashKey(QByteArrayView key) const
{
    return XXH64(key.data(), size_t(key.size()), 0);
}

int FastRendezvousHash::routeHash(uint64_t hash) const
{
    int best = -1;
    double bestScore = -1.0;
    for (const Group &g : m_groups) {
        // Within a group the largest draw wins; ">" keeps the first (lowest index) on ties.
        uint64_t top = 0;
        size_t winner = g.begin;
        for (size_t i = g.begin; i < g.end; ++i) {
            const uint64_t d = draw(hash, m_hashes[i]);
            if (d > top || i == g.begin) {
                top = d;
                winner = i;
            }
        }
        const double s = score(top, g.weight);
        const int server = m_servers[winner];
        if (s > bestScore || (s == bestScore && server < best)) {
            bestScore = s;
            best = server;
        }
    }
    return best;
}

int FastRendezvousHash::referenceRoute(uint64_t hash) const
{
    int best = -1;
    double bestScore = -1.0;
    for (int i = 0; i < servers().size(); ++i) {
        const Server &s = servers()[i];
        if (s.down)
            continue;
        const double sc = score(draw(hash, RendezvousHash::serverSeed(s.nameOrAddress())), double(s.weight));
        if (sc > bestScore) {
            bestScore = sc;
            best = i;
        }
    }
    return best;
}

std::vector<double> FastRendezvousHash::shares() const
{
    // As for RendezvousHash: the smallest of independent exponentials -ln(u)/w wins with w / Σw.
    double total = 0;
    for (const Group &g : m_groups)
        total += g.weight * double(g.end - g.begin);
    std::vector<double> out(size_t(servers().size()), 0.0);
    for (const Group &g : m_groups)
        for (size_t i = g.begin; i < g.end; ++i)
            out[size_t(m_servers[i])] = g.weight / total;
    return out;
}

size_t FastRendezvousHash::memoryBytes() const
{
    return m_hashes.size() * (sizeof(uint64_t) + sizeof(int)) + m_groups.size() * sizeof(Group);
}

QStringList FastRendezvousHash::explainRoute(uint64_t hash) const
{
    std::vector<std::pair<double, int>> ranked;
    for (const Group &g : m_groups)
        for (size_t i = g.begin; i < g.end; ++i)
            ranked.emplace_back(score(draw(hash, m_hashes[i]), g.weight), m_servers[i]);
    std::sort(ranked.begin(), ranked.end(), [](const auto &a, const auto &b) {
        return a.first > b.first || (a.first == b.first && a.second < b.second);
    });
    QStringList lines{QCoreApplication::translate("ringcore::FastRendezvousHash",
                                                  "every server scores the key (weight ÷ −ln u); the highest wins:")};
    for (size_t i = 0; i < ranked.size() && i < 3; ++i)
        lines << QCoreApplication::translate("ringcore::FastRendezvousHash", "%1. %2: %3")
                     .arg(i + 1)
                     .arg(servers().at(ranked[i].second).address)
                     .arg(ranked[i].first, 0, 'g', 5);
    if (ranked.size() > 3)
        lines << QCoreApplication::translate("ringcore::FastRendezvousHash", "… %1 lower scores").arg(ranked.size() - 3);
    return lines;
}

namespace {

AlgorithmInfo makeFastRendezvousInfo()
{
    AlgorithmInfo info;
    info.name = QStringLiteral("rendezvous-fast");
    info.trContext = "ringcore::FastRendezvousHash";
    info.displayName = QCoreApplication::translate("ringcore::FastRendezvousHash", "Weighted rendezvous, fast form");
    info.description = QCoreApplication::translate(
        "ringcore::FastRendezvousHash",
        "Rendezvous with precomputed server hashes, one 64-bit mix per server and one logarithm per "
        "distinct weight: the same rule and exact weighted shares as HRW, different hash.");
    info.minWeight = 1;
    info.maxWeight = RendezvousHash::kMaxWeight;
    info.estimateBytes = [](const ServerList &servers, const AlgorithmOptions &) {
        return double(servers.size()) * 40.0;
    };
    info.create = [](const ServerList &servers, const AlgorithmOptions &options, QString *) {
        return std::unique_ptr<Algorithm>(new FastRendezvousHash(servers, options));
    };
    return info;
}

} // namespace

RINGCORE_REGISTER_ALGORITHM(71, makeFastRendezvousInfo())

} // namespace ringcore
