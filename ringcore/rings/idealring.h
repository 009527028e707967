#pragma once

#include "ringcore/rings/algorithm.h"
#include "ringcore/rings/algorithmregistry.h"
#include "ringcore/rings/ringsearch.h"

#include <cstdint>
#include <vector>

namespace ringcore {

/// The ideal ring of the simulator as an Algorithm, so it can stand beside the proxies' rings
/// in every view: server i gets points·weight_i points at uniformly random positions (a
/// stand-in for a perfect hash), and a key goes to the next point ("next") or the nearest one
/// in either direction ("nearest", HAProxy's dp <= dn tie rule).
///
/// Positions come from a seeded generator keyed by (seed, XXH64(address), point number), so a
/// server's points do not depend on the other servers: removing one moves only its own keys.
/// Space "32" keeps the top 32 bits (collisions happen, the server listed first keeps the
/// value); "ideal" and "64" use 64-bit positions, where collisions are negligible.
/// Down servers keep their points in points() but own nothing: keys skip to the next/nearest
/// point of a server that is up.
class IdealRing : public Algorithm
{
public:
    IdealRing(ServerList servers, AlgorithmOptions options);

    /// Registry entry "ideal" (order 5): options points (1-1000000, default 160), rule
    /// (next|nearest), space (ideal|32|64), seed (0-4294967295); weights 1-10000.
    static AlgorithmInfo info();

    QString name() const override { return QStringLiteral("ideal"); }
    int hashBits() const override { return m_bits; }
    /// XXH64 of the key (its top 32 bits in the 32-bit space).
    uint64_t hashKey(QByteArrayView key) const override;
    int routeHash(uint64_t hash) const override;
    std::vector<double> shares() const override;
    size_t pointCount() const override { return m_hash.size(); }
    /// 16 bytes per point: a 64-bit position and a 32-bit server index, padded.
    size_t memoryBytes() const override { return m_hash.size() * 16; }
    std::vector<RingPoint> points() const override { return collectPoints(); }
    void forEachPoint(const std::function<void(const RingPoint &)> &visit) const override;
    std::vector<OwnedInterval> intervals() const override;

private:

    int m_bits = 64;
    bool m_nearest = false;
    std::vector<uint64_t> m_hash; ///< sorted, unique positions
    std::vector<int> m_server;
    std::vector<int> m_index;
    std::vector<uint64_t> m_liveHash; ///< positions of points whose server is up
    std::vector<int> m_liveServer;
    RingIndex<uint64_t> m_search; ///< lower_bound over m_liveHash (bucket table)
};

} // namespace ringcore
