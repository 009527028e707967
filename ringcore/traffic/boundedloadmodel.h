#pragma once

#include <QtGlobal>

#include <cstdint>
#include <vector>

namespace ringcore {

/// What a simulated (or measured) bounded-loads run did with a request sequence.
struct BalanceFactorCounts
{
    std::vector<qint64> requests;    ///< per server index: requests served
    std::vector<qint64> firstChoice; ///< per server index: requests whose ring first choice it is
    qint64 spilled = 0;              ///< requests not served by the ring's first choice
    qint64 total = 0;
    std::vector<int> choice;         ///< per request, in order: the server chosen (-1: none)
    double spillShare() const { return total ? double(spilled) / double(total) : 0; }
};

/// A ring whose choice depends on the load in flight (consistent hashing with bounded loads):
/// a request goes to the ring's first choice unless that server already holds its bound, then
/// on along the ring. A live-run system that balances this way gives one (SystemDescription::
/// boundedLoadModel()); LiveTrafficCheck compares a run's per-backend requests with it.
class BoundedLoadModel
{
public:
    virtual ~BoundedLoadModel() = default;

    /// The ring's first choice for a key hash (server index), -1 when no server is usable.
    virtual int firstChoice(uint64_t hash) const = 0;

    /// Routes `hashes` in order as a closed loop with `concurrency` requests in flight, each spending
    /// its whole time at its server.
    virtual BalanceFactorCounts simulate(const std::vector<uint64_t> &hashes, int concurrency) const = 0;

    /// Routes `hashes` with the requests in flight rebuilt from the run's timing: the client keeps
    /// `outstanding` requests out, `latenciesUs[i]` is request i's latency at the client and each
    /// server holds a request for `holdUs`.
    virtual BalanceFactorCounts simulateTimed(const std::vector<uint64_t> &hashes, const std::vector<quint32> &latenciesUs,
                                              int outstanding, qint64 holdUs) const = 0;
};

} // namespace ringcore
