#pragma once

#include "ringcore/rings/algorithm.h"
#include "ringcore/rings/ringsearch.h"

#include <QList>

namespace ringcore {

/// Multi-probe consistent hashing (Appleton & Eisenbud, "Multi-probe consistent hashing", 2015).
///
/// Each server has one point per weight unit (option "points" multiplies that) at
/// XXH64("address_i"). A key is hashed k times (option "probes", default 21: probe j is XXH64 of
/// the 8-byte key hash seeded with j); each probe finds its successor point, and the key goes to
/// the point with the smallest distance from its probe. With one point per server the peak-to-mean
/// ratio is about 1 + 1/k, with memory of one point per server; the price is k lookups.
///
/// Exact shares: a probe lands in point p's gap g_p at a uniform distance, so with
/// S(x) = Σ_q max(g_q - x, 0) the chance that p wins is k ∫_0^{g_p} S(x)^{k-1} dx, which is
/// piecewise polynomial in the sorted gaps and integrates in closed form.
class MultiProbeHash : public Algorithm
{
public:
    static constexpr int kMaxWeight = 1000;

    MultiProbeHash(ServerList servers, AlgorithmOptions options);

    /// One probe of the key: its position, the point it found and the distance.
    struct Probe
    {
        uint64_t position = 0;
        uint64_t point = 0;
        uint64_t distance = 0;
        int server = -1;
    };
    /// Every probe for this key hash, in probe order (the GUI's lookup animation).
    QList<Probe> probes(uint64_t hash) const;
    /// The position of probe j of a key hash.
    static uint64_t probePosition(uint64_t hash, int j);

    QString name() const override { return QStringLiteral("multiprobe"); }
    int hashBits() const override { return 64; }
    uint64_t hashKey(QByteArrayView key) const override;
    int routeHash(uint64_t hash) const override;
    std::vector<double> shares() const override;
    size_t pointCount() const override { return m_points.size(); }
    size_t memoryBytes() const override;
    std::vector<RingPoint> points() const override { return m_points; }

private:
    int m_probes = 21;
    std::vector<RingPoint> m_points; // ascending hash
    std::vector<uint64_t> m_hashes;
    RingIndex<uint64_t> m_search;
};

} // namespace ringcore
