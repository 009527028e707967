#pragma once
// The test system's own ring port, "test-fnv-ring" (issue 35 item 7: a port registered from the
// tests folder alone). No other algorithm implements it: server i gets points × weight_i points,
// point j of a server at finalize(FNV-1a 64("<address>#<j>")) (SplitMix64's finalizer over
// FNV-1a), a key at finalize(FNV-1a 64(key)), and a key goes to the first point at or after its
// hash, wrapping. Down servers keep their points in points() but own nothing.
// ringlab-testproxy routes by it (testproxymain.cpp) and the test-line system predicts with it.

#include "ringcore/rings/algorithm.h"
#include "ringcore/rings/algorithmregistry.h"

#include <cstdint>
#include <vector>

namespace ringlab::test {

class TestFnvRing : public ringcore::Algorithm
{
public:
    static constexpr int kMaxWeight = 100;
    static constexpr int kMaxPoints = 1000;
    static constexpr int kDefaultPoints = 40;

    TestFnvRing(ringcore::ServerList servers, ringcore::AlgorithmOptions options, int points);

    /// The registry entry: option points (1-1000, default 40), weights 1-100.
    static ringcore::AlgorithmInfo info();
    /// The hash of a key or of a point's name.
    static uint64_t hash(QByteArrayView text);

    QString name() const override { return QStringLiteral("test-fnv-ring"); }
    int hashBits() const override { return 64; }
    uint64_t hashKey(QByteArrayView key) const override { return hash(key); }
    int routeHash(uint64_t hash) const override;
    std::vector<double> shares() const override;
    size_t pointCount() const override { return m_points.size(); }
    size_t memoryBytes() const override { return m_points.size() * sizeof(ringcore::RingPoint); }
    std::vector<ringcore::RingPoint> points() const override { return m_points; }
    std::vector<ringcore::OwnedInterval> intervals() const override;

private:
    std::vector<ringcore::RingPoint> m_points; ///< every point, ascending (hash, server, index)
    std::vector<uint64_t> m_liveHash;          ///< the points of servers that are up, ascending
    std::vector<int> m_liveServer;
};

} // namespace ringlab::test
