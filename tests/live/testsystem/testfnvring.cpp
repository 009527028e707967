#include "testfnvring.h"

#include "ringcore/rings/mix64.h"

#include <QCoreApplication>

#include <algorithm>
#include <tuple>

namespace ringlab::test {

using namespace ringcore;

uint64_t TestFnvRing::hash(QByteArrayView text)
{
    uint64_t h = 0xcbf29ce484222325ULL; // FNV-1a 64
    for (const char c : text) {
        h ^= uint8_t(c);
        h *= 0x100000001b3ULL;
    }
    return mix64::finalize(h);
}

TestFnvRing::TestFnvRing(ServerList servers, AlgorithmOptions options, int points)
    : Algorithm(std::move(servers), std::move(options))
{
    for (int s = 0; s < this->servers().size(); ++s) {
        const Server &server = this->servers().at(s);
        const QByteArray prefix = server.address.toUtf8() + '#';
        for (int j = 0; j < points * server.weight; ++j)
            m_points.push_back({hash(prefix + QByteArray::number(j)), s, j});
    }
    std::sort(m_points.begin(), m_points.end(), [](const RingPoint &a, const RingPoint &b) {
        return std::tie(a.hash, a.server, a.index) < std::tie(b.hash, b.server, b.index);
    });
    for (const RingPoint &p : m_points) {
        if (!this->servers().at(p.server).down) {
            m_liveHash.push_back(p.hash);
            m_liveServer.push_back(p.server);
        }
    }
}

int TestFnvRing::routeHash(uint64_t h) const
{
    if (m_liveHash.empty())
        return -1;
    const auto it = std::lower_bound(m_liveHash.begin(), m_liveHash.end(), h);
    return m_liveServer[it == m_liveHash.end() ? 0 : size_t(it - m_liveHash.begin())];
}

std::vector<double> TestFnvRing::shares() const
{
    std::vector<double> share(servers().size(), 0.0);
    if (m_liveHash.size() == 1)
        share[m_liveServer.front()] = 1.0;
    for (size_t i = 0; m_liveHash.size() > 1 && i < m_liveHash.size(); ++i) {
        // The arc (previous point, this point] in the 2^64 space, wrapping for the first point.
        const uint64_t arc = m_liveHash[i] - m_liveHash[i == 0 ? m_liveHash.size() - 1 : i - 1];
        share[m_liveServer[i]] += double(arc) / 18446744073709551616.0;
    }
    return share;
}

std::vector<OwnedInterval> TestFnvRing::intervals() const
{
    // Point i owns (point i-1, point i]: an interval begins one past each point, owned by the next.
    std::vector<OwnedInterval> out;
    const size_t n = m_liveHash.size();
    for (size_t i = 0; i < n; ++i) {
        const int owner = m_liveServer[(i + 1) % n];
        if (m_liveHash[i] == UINT64_MAX || (!out.empty() && out.back().server == owner))
            continue;
        out.push_back({m_liveHash[i] + 1, owner});
    }
    if (out.size() > 1 && out.back().server == out.front().server)
        out.pop_back(); // the last run wraps into the first
    return out;
}

AlgorithmInfo TestFnvRing::info()
{
    AlgorithmInfo info;
    info.name = QStringLiteral("test-fnv-ring");
    info.trContext = "ringlab::test::TestFnvRing";
    info.displayName = QStringLiteral("RingLab test FNV ring");
    info.description = QStringLiteral("The test system's ring: points × weight points per server at FNV-1a 64 "
                                      "of \"address#j\", SplitMix64-finalised; a key goes to the next point.");
    info.minWeight = 1;
    info.maxWeight = kMaxWeight;
    info.pointsPerWeight = 0; // the points option sets it
    info.options = {{QStringLiteral("points"), QStringLiteral("Points per unit of weight."),
                     QString::number(kDefaultPoints), 1, kMaxPoints, {}, true, false}};
    info.estimateBytes = [](const ServerList &servers, const AlgorithmOptions &options) {
        double points = 0;
        for (const Server &s : servers)
            points += double(s.weight) * options.value(QStringLiteral("points"), QString::number(kDefaultPoints)).toDouble();
        return points * sizeof(RingPoint);
    };
    info.create = [](const ServerList &servers, const AlgorithmOptions &options, QString *) {
        const AlgorithmInfo *self = AlgorithmRegistry::find(QStringLiteral("test-fnv-ring"));
        const int points = int(AlgorithmRegistry::number(*self, options, QStringLiteral("points")));
        return std::unique_ptr<Algorithm>(new TestFnvRing(servers, options, points));
    };
    return info;
}

} // namespace ringlab::test

namespace ringcore {
RINGCORE_REGISTER_ALGORITHM(900, ringlab::test::TestFnvRing::info())
}
