#pragma once

#include "ringcore/systems/pingora/ketamaring.h"

#include <memory>

namespace ringcore {

/// pingora-ketama's v1 ring (`Continuum::new`, `Version::V1`): 160 points per weight unit, stored
/// as 8-byte `{ node: u32, hash: u32 }` points, sorted by hash with duplicates removed.
///
/// When two points share a 32-bit hash, pingora's `sort_unstable` + `dedup_by` keeps one of them
/// in an order Rust does not specify; RingLab sorts stably and keeps the point of the server listed
/// first, which is what nginx's ring (that v1 reproduces byte for byte) does.
class KetamaV1Ring : public KetamaRing
{
public:
    /// pingora's PointV1 layout.
    struct Point
    {
        uint32_t node;
        uint32_t hash;
    };
    static_assert(sizeof(Point) == 8, "v1 points are 8 bytes");

    static std::unique_ptr<KetamaV1Ring> create(const ServerList &servers, const AlgorithmOptions &options,
                                                QString *error);

    QString name() const override;
    size_t memoryBytes() const override;

protected:
    size_t ringSize() const override { return m_ring.size(); }
    uint32_t hashAt(size_t i) const override { return m_ring[i].hash; }
    int nodeAt(size_t i) const override { return int(m_ring[i].node); }

private:
    KetamaV1Ring(const ServerList &servers, const AlgorithmOptions &options);

    std::vector<Point> m_ring;
};

} // namespace ringcore
