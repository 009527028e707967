#pragma once

#include <QCoreApplication>
#include "ringcore/systems/pingora/ketamaring.h"
#include "ringcore/systems/pingora/packedpoint.h"

#include <memory>

namespace ringcore {

/// pingora-ketama's v2 ring (`Version::V2 { point_multiple }`, cargo feature "v2"): a configurable
/// number of points per weight unit (option `points`, default 160), stored as 6-byte PackedPoint
/// values with a 16-bit node index, sorted by hash and then by the servers' socket addresses (so a
/// 32-bit collision keeps the point of the smaller address), duplicates removed.
class KetamaV2Ring : public KetamaRing
{
    Q_DECLARE_TR_FUNCTIONS(KetamaV2Ring) // the context lupdate writes into translations/*.ts
public:
    /// Node indices are u16: pingora's v2 ring cannot tell more servers apart.
    static constexpr int kMaxServers = 65536;

    static std::unique_ptr<KetamaV2Ring> create(const ServerList &servers, const AlgorithmOptions &options,
                                                QString *error);

    QString name() const override;
    size_t memoryBytes() const override;
    uint32_t pointMultiple() const { return m_multiple; }

protected:
    size_t ringSize() const override { return m_ring.size(); }
    uint32_t hashAt(size_t i) const override { return m_ring[i].hash(); }
    int nodeAt(size_t i) const override { return int(m_ring[i].node()); }

private:
    KetamaV2Ring(const ServerList &servers, const AlgorithmOptions &options);

    std::vector<PackedPoint> m_ring;
    uint32_t m_multiple = kDefaultPointMultiple;
};

} // namespace ringcore
