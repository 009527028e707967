#pragma once

#include "ringcore/core/server.h"

#include <QByteArray>
#include <QList>
#include <QString>

#include <cstdint>
#include <vector>

namespace ringcore {

/// What Envoy's thread-aware load balancers (RING_HASH, MAGLEV) share before building:
/// the host key text and the normalized host weights.
///
/// Ported from Envoy's source/extensions/load_balancing_policies/common/thread_aware_lb_impl.cc
/// (normalizeHostWeights / normalizeLocalityWeights): each host's weight is
/// `weight * normalized_locality_weight / sum`, computed in double exactly as Envoy does, so the
/// ring's floating-point point counts come out identical.
class EnvoyHostWeights
{
public:
    /// One healthy host with its normalized weight (all entries sum to 1).
    struct Entry
    {
        int server = -1;    ///< index into the server list
        double weight = 0;  ///< normalized weight
    };

    /// The normalized weights of the hosts Envoy balances over, in list order, with
    /// min/max normalized weight (min starts at 1.0 and max at 0.0, as in Envoy's refresh()).
    struct Result
    {
        std::vector<Entry> entries;
        double minWeight = 1.0;
        double maxWeight = 0.0;
    };

    /// Envoy's largest allowed sum of host weights (validateEndpoints: the sum must fit uint32).
    static constexpr uint64_t kMaxWeightSum = 4294967295ULL;

    /// Flat (non-locality) normalization over the servers that are not down: Envoy rebuilds its
    /// ring/table from the healthy hosts only, so a down server is simply absent.
    static Result normalize(const ServerList &servers);

    /// Locality-weighted normalization: `localities[i]` lists server indices of locality i,
    /// `localityWeights[i]` its weight (0 skips the locality). Down servers are left out.
    static Result normalizeLocalities(const ServerList &servers, const QList<QList<int>> &localities,
                                      const QList<uint32_t> &localityWeights);

    /// Checks Envoy's weight-sum limit over the servers that are up: true when fine, otherwise
    /// false with *error (may be null) a translated sentence naming the sum and the limit.
    static bool checkWeightSum(const ServerList &servers, QString *error);

    /// The text Envoy hashes for a host: its resolved address as `Address::Instance::asString()`
    /// prints it — "a.b.c.d:port" or "[v6 as inet_ntop prints it]:port" (port 80 when the list
    /// gave none). Host names cannot be resolved here, so they are hashed as written.
    static QByteArray hostKey(const QString &address);

    /// The option both Envoy ports take: consistent_hashing_lb_config.use_hostname_for_hashing.
    static inline const QString kHostnameOption = QStringLiteral("use-hostname-for-hashing");

    /// Host name of a server as Envoy's Host::hostname() gives it: the endpoint's `hostname`
    /// (RingLab's hash name) when set, else a STRICT_DNS endpoint's DNS name (the host part of an
    /// address that is a name, without the port); empty for an IP address without a name.
    static QString hostname(const Server &server);

    /// The keys Envoy hashes for every server, in list order: hostKey() of the address, or with
    /// use_hostname_for_hashing the hostname(). False and *error naming the server when a host
    /// has no name (Envoy asserts a non-empty key) or two hosts share one (Envoy documents the
    /// option for names that resolve to a single address).
    static bool hostKeys(const ServerList &servers, bool useHostname, QList<QByteArray> *keys, QString *error);
};

} // namespace ringcore
