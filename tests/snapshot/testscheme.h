#pragma once
// A small, fully known ring for snapshot and ring-view tests: points are given explicitly, keys
// hash with 32-bit FNV-1a, and the lookup is either next-point (nginx) or nearest-point (HAProxy).
// It is registered nowhere; tests build snapshots from it with RingSnapshotBuilder::fromAlgorithm.

#include "ringcore/rings/algorithm.h"

#include <algorithm>
#include <random>

namespace ringlab::test {

class TestScheme : public ringcore::Algorithm
{
public:
    TestScheme(ringcore::ServerList servers, std::vector<ringcore::RingPoint> points, bool nearest, int bits = 32)
        : Algorithm(std::move(servers), {}), m_points(std::move(points)), m_nearest(nearest), m_bits(bits)
    {
        std::sort(m_points.begin(), m_points.end(),
                  [](const ringcore::RingPoint &a, const ringcore::RingPoint &b) { return a.hash < b.hash; });
    }

    /// `perServer` random points for each of `count` servers (server i at 127.0.0.1:9001+i).
    static std::shared_ptr<TestScheme> random(int count, int perServer, bool nearest, quint64 seed = 7, int bits = 32)
    {
        ringcore::ServerList servers;
        for (int i = 0; i < count; ++i)
            servers.append(ringcore::Server{QStringLiteral("127.0.0.1:%1").arg(9001 + i), 1, false});
        std::mt19937_64 rng(seed);
        std::vector<ringcore::RingPoint> points;
        for (int s = 0; s < count; ++s)
            for (int i = 0; i < perServer; ++i)
                points.push_back({bits >= 64 ? rng() : (rng() & 0xffffffffULL), s, i});
        return std::make_shared<TestScheme>(servers, points, nearest, bits);
    }

    QString name() const override { return m_nearest ? QStringLiteral("test-nearest") : QStringLiteral("test-next"); }
    int hashBits() const override { return m_bits; }
    uint64_t hashKey(QByteArrayView key) const override
    {
        uint32_t h = 2166136261u;
        for (char c : key)
            h = (h ^ uint8_t(c)) * 16777619u;
        if (m_bits >= 64)
            return (uint64_t(h) << 32) | (h * 2654435761u);
        return h;
    }
    uint64_t mask() const { return m_bits >= 64 ? ~uint64_t(0) : (uint64_t(1) << m_bits) - 1; }
    int routeHash(uint64_t hash) const override
    {
        const size_t n = m_points.size();
        auto it = std::lower_bound(m_points.begin(), m_points.end(), hash,
                                   [](const ringcore::RingPoint &p, uint64_t h) { return p.hash < h; });
        size_t next = it == m_points.end() ? 0 : size_t(it - m_points.begin());
        if (!m_nearest)
            return m_points[next].server;
        size_t prev = next == 0 ? n - 1 : next - 1;
        if (m_points[next].hash == hash)
            return m_points[next].server;
        const uint64_t dn = (m_points[next].hash - hash) & mask();
        const uint64_t dp = (hash - m_points[prev].hash) & mask();
        return dp <= dn ? m_points[prev].server : m_points[next].server;
    }
    std::vector<double> shares() const override
    {
        std::vector<double> out(size_t(servers().size()), 0.0);
        const size_t n = m_points.size();
        const double space = std::ldexp(1.0, m_bits);
        for (size_t i = 0; i < n; ++i) {
            const size_t prev = i == 0 ? n - 1 : i - 1;
            const size_t next = i + 1 == n ? 0 : i + 1;
            const double before = double((m_points[i].hash - m_points[prev].hash) & mask()) / space;
            const double after = double((m_points[next].hash - m_points[i].hash) & mask()) / space;
            out[size_t(m_points[i].server)] += m_nearest ? (before + after) / 2 : before;
        }
        return out;
    }
    size_t pointCount() const override { return m_points.size(); }
    size_t memoryBytes() const override { return m_points.size() * 16; }
    std::vector<ringcore::RingPoint> points() const override { return m_points; }
    std::vector<ringcore::OwnedInterval> intervals() const override
    {
        if (m_nearest)
            return {};
        // Next-point: point i owns (previous point, point i], i.e. begins right after the previous one.
        std::vector<ringcore::OwnedInterval> out;
        for (size_t i = 0; i < m_points.size(); ++i) {
            const size_t prev = i == 0 ? m_points.size() - 1 : i - 1;
            out.push_back({(m_points[prev].hash + 1) & mask(), m_points[i].server});
        }
        std::sort(out.begin(), out.end(), [](const auto &a, const auto &b) { return a.begin < b.begin; });
        return out;
    }

private:
    std::vector<ringcore::RingPoint> m_points;
    bool m_nearest;
    int m_bits;
};

} // namespace ringlab::test
