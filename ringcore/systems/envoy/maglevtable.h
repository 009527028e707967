#pragma once

#include <QCoreApplication>
#include "ringcore/rings/algorithm.h"
#include "ringcore/systems/envoy/envoyhostweights.h"

#include <QByteArray>
#include <QList>

#include <cstdint>
#include <memory>
#include <vector>

namespace ringcore {

/// Envoy's MAGLEV load balancer, ported from
/// source/extensions/load_balancing_policies/maglev/maglev_lb.cc.
///
/// Hosts are sorted by their key text; each gets offset = XXH64(key, 0) % M and
/// skip = XXH64(key, 1) % (M - 1) + 1, and they take turns filling the M-slot table along their
/// permutations, a host of normalized weight w taking a turn when iteration * w reaches its
/// running target (Envoy's weighted fill). A key's XXH64 picks slot hash % M. Envoy's compact and
/// original tables assign identically; only their memory differs (memoryBytes() reports the one
/// Envoy would pick). Down hosts are left out and the table is rebuilt.
class MaglevTable : public Algorithm
{
    Q_DECLARE_TR_FUNCTIONS(MaglevTable) // the context lupdate writes into translations/*.ts
public:
    static constexpr uint64_t kDefaultTableSize = 65537;
    static constexpr uint64_t kMaxTableSize = 5000011; ///< proto validation: lte 5000011
    static constexpr size_t kHostPointerBytes = 16;    ///< sizeof(HostConstSharedPtr)

    /// Builds over the servers that are up; null with *error when the table size is not a prime
    /// in 2-5000011 (Envoy: "The table size of maglev must be prime number").
    static std::unique_ptr<MaglevTable> create(const ServerList &servers, uint64_t tableSize,
                                               const AlgorithmOptions &options, QString *error);

    /// Lower-level build with explicit host keys and normalized weights (locality tests).
    static std::unique_ptr<MaglevTable> createNormalized(const ServerList &servers, const QList<QByteArray> &keys,
                                                         const EnvoyHostWeights::Result &weights, uint64_t tableSize,
                                                         QString *error, const AlgorithmOptions &options = {});

    /// Envoy's Primes::isPrime.
    static bool isPrime(uint64_t n);

    QString name() const override;
    int hashBits() const override { return 64; }
    uint64_t hashKey(QByteArrayView key) const override;
    int routeHash(uint64_t hash) const override { return routeHash(hash, 0); }
    /// Envoy's chooseHost(hash, attempt): retries xor the hash with ~0 - attempt + 1.
    int routeHash(uint64_t hash, uint32_t attempt) const;
    std::vector<double> shares() const override;
    size_t pointCount() const override { return m_table.size(); }
    size_t memoryBytes() const override;
    std::vector<int> table() const override { return m_table; }

    /// Slots each server holds (0 for down servers).
    const std::vector<uint64_t> &slotsPerServer() const { return m_slots; }
    bool usesCompactTable() const;

private:
    MaglevTable(const ServerList &servers, const AlgorithmOptions &options);
    void build(const QList<QByteArray> &keys, const EnvoyHostWeights::Result &weights, uint64_t tableSize);

    std::vector<int> m_table;
    std::vector<uint64_t> m_slots;
    size_t m_hosts = 0;
};

} // namespace ringcore
