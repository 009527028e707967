#pragma once

#include "ringcore/rings/algorithm.h"
#include "ringcore/rings/algorithmregistry.h"

#include <QByteArray>

#include <cstdint>
#include <vector>

namespace ringcore {

/// Caddy 2.6.2 `reverse_proxy` hashing policies (`lb_policy uri_hash`, `header <field>`,
/// `ip_hash`), ported from modules/caddyhttp/reverseproxy/selectionpolicies.go at v2.6.2 (what
/// Debian 12's caddy 2.6.2-5 builds, with Go 1.19's hash/fnv). docs/ports-caddy.md cites each
/// rule's line.
///
/// hostByHashing(): highest random weight. Every available upstream, in the order written,
/// scores FNV-1a-32(key ‖ upstream dial address); the first strictly higher score wins
/// (starting from 0, so a score of 0 never wins). No weights, no ring. An upstream that is not
/// available (health checks, max_fails, circuit breaker, max_requests) is skipped.
///
/// FNV-1a runs byte by byte, so FNV-1a(key ‖ dial) continues from FNV-1a(key): hashKey() is
/// FNV-1a-32 of the key and routeHash() continues it over each dial address — exact.
///
/// The key: uri_hash hashes the request target as sent (path and query); header hashes the
/// field's value (Host: the Host header), and an empty value picks at random (Unpredictable);
/// ip_hash hashes the client's IP without port.
///
/// Shares have no closed form (FNV over similar addresses is not uniform): shares() evaluates a
/// fixed pseudo-random sample of 2^18 key hashes (standard error ≈ 0.2 % of the space).
class CaddyHash : public Algorithm
{
public:
    static constexpr int Unpredictable = -2; ///< header policy with an empty value: random
    static constexpr int ShareSamples = 1 << 18;

    explicit CaddyHash(ServerList servers, AlgorithmOptions options = {});

    static AlgorithmInfo info();

    /// FNV-1a-32 over data, starting from state (the offset basis 2166136261 for a new hash).
    static uint32_t fnv1a(QByteArrayView data, uint32_t state = 2166136261u);

    QString name() const override;
    int shareSamples() const override { return ShareSamples; }
    int hashBits() const override { return 32; }
    uint64_t hashKey(QByteArrayView key) const override;
    int routeHash(uint64_t hash) const override;
    /// Routes a request key as Caddy does, including the empty header value (random).
    int routeKey(QByteArrayView key) const;
    std::vector<double> shares() const override;
    size_t pointCount() const override { return 0; }
    size_t memoryBytes() const override;
    QStringList explainRoute(uint64_t hash) const override;

private:
    std::vector<QByteArray> m_dial; ///< each server's dial address as hashed
    bool m_header = false;
};

} // namespace ringcore
