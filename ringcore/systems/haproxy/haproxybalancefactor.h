#pragma once

#include "ringcore/rings/algorithm.h"
#include "ringcore/traffic/boundedloadmodel.h"

#include <QByteArrayView>

#include <cstdint>
#include <vector>

namespace ringcore {

/// HAProxy 2.6's `hash-type consistent` lookup with `hash-balance-factor` (lb_chash.c
/// chash_get_server_hash() and chash_server_is_eligible(); backend.c recount_servers()), driven by
/// the requests in flight, which no key-by-key port can know:
///  - the ring's first choice is the nearest point either side of the key's hash (the previous one
///    on a tie), as the "haproxy" port routes;
///  - a server is eligible while its requests in flight (`served`) are below its slots: tot_slots =
///    ceil((requests in flight on the backend + 1) × factor / 100), shared by effective weight
///    (eweight = weight × 16 / the weights' gcd): eweight × (tot_slots / tot_weight) plus its part
///    of the remainder by cumulative weight in declaration order, never 0;
///  - an ineligible server is passed over by walking the following points (wrapping once).
class HaproxyBalanceFactor : public BoundedLoadModel
{
public:
    /// `ring` is the "haproxy" port built over the run's servers; factor 100-65535.
    HaproxyBalanceFactor(const Algorithm &ring, int factor);

    /// The ring's first choice for a key hash (server index), -1 when no server is usable.
    int firstChoice(uint64_t hash) const override;
    /// The server HAProxy picks with `served[i]` requests in flight per server (sum `inFlight`).
    int choose(uint64_t hash, const std::vector<int> &served, int inFlight) const;

    /// Routes `hashes` in order with `concurrency` requests in flight as a closed loop with equal
    /// service times: request i is placed while requests i-C+1 … i-1 are in flight (the harness
    /// keeps C requests out and sends the next one when the oldest is answered).
    BalanceFactorCounts simulate(const std::vector<uint64_t> &hashes, int concurrency) const override;

    /// Routes `hashes` with the requests in flight that HAProxy itself counted, rebuilt from the
    /// run's timing: the load engine keeps `outstanding` requests out and sends request i (i >= outstanding) when
    /// an earlier one is answered, so each request's send time follows from the latencies
    /// (`latenciesUs[i]`, client side) alone; HAProxy counts a request in `served` from its server
    /// assignment to the end of the response, which is the backend's hold `holdUs` (the backends'
    /// delay), placed in the middle of the request's latency (the rest is the client and the
    /// sockets, before and after). Each request is placed, in assignment order, with the requests
    /// held at that moment in flight.
    BalanceFactorCounts simulateTimed(const std::vector<uint64_t> &hashes, const std::vector<quint32> &latenciesUs,
                                      int outstanding, qint64 holdUs) const override;

private:
    size_t nearestPoint(uint64_t hash) const; ///< index into m_keys; m_keys not empty
    bool eligible(int server, const std::vector<int> &served, int inFlight) const;
    BalanceFactorCounts emptyCounts(size_t requests) const;
    /// Places request `request` (its hash) with `served` in flight, counts it into *c and marks it
    /// in flight; returns its server, -1 when none is usable.
    int place(uint64_t hash, size_t request, std::vector<int> &served, int *inFlight, BalanceFactorCounts *c) const;

    int m_factor;
    std::vector<uint32_t> m_keys;   ///< point positions, ascending
    std::vector<int> m_owner;       ///< server of each point
    std::vector<qint64> m_eweight;  ///< per server (0: not usable)
    std::vector<qint64> m_cumulative;
    qint64 m_totWeight = 0;
    size_t m_servers = 0;
};

} // namespace ringcore
