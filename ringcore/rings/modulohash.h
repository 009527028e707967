#pragma once

#include "ringcore/rings/algorithm.h"

namespace ringcore {

/// Plain modulo hashing: server = enabled[XXH64(key) mod n]. Not consistent at all — when n
/// changes almost every key moves (a fraction 1 - 1/max(n, n') or so) — which is exactly why it
/// is here: the baseline every consistent scheme is measured against.
///
/// Weights are supported by giving a server `weight` consecutive slots in a table of Σw slots
/// (hash mod Σw picks the slot), so table() exposes the slot → server map and remaps against
/// other table schemes are computed exactly.
class ModuloHash : public Algorithm
{
public:
    static constexpr int kMaxWeight = 1000;

    ModuloHash(ServerList servers, AlgorithmOptions options);

    QString name() const override { return QStringLiteral("modulo"); }
    int hashBits() const override { return 64; }
    uint64_t hashKey(QByteArrayView key) const override;
    int routeHash(uint64_t hash) const override;
    std::vector<double> shares() const override;
    size_t pointCount() const override { return m_slots.size(); }
    size_t memoryBytes() const override { return m_slots.size() * sizeof(int); }
    std::vector<int> table() const override { return m_slots; }

private:
    std::vector<int> m_slots; // slot → server index
};

} // namespace ringcore
