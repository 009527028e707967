#pragma once

#include "ringcore/live/keyset.h"
#include "ringcore/live/liverunresult.h"
#include "ringcore/live/loadengine.h"

#include <QSet>

#include <vector>

namespace ringcore {

/// Counts a run's answers as they arrive: per answer whether a backend that should answer sent a
/// 200 (or the transport failed, the status was not 200, a down or unknown backend answered),
/// each key's first backend for the recheck and the per-backend counts, and the latencies.
class ResponseAccounting
{
public:
    /// A new run over `keys` keys; `servers[i]` listens on basePort + i.
    /// `latencyByRequest`: also keep each request's first latency by its index (firstLatencies()).
    void reset(const ServerList &servers, int basePort, qsizetype keys, bool latencyByRequest = false);
    /// One answer of the first pass (`recheck` false) or of the recheck, into `result`'s counts.
    void record(const LoadResponse &r, const KeySet &keys, bool recheck, LiveRunResult *result);
    /// After the run: each backend's keys (first answers), and the latency summary of the first pass.
    QList<BackendCount> counts() const;
    LatencySummary latency();
    /// The backend port of each key's (request's) first answer, 0 = none.
    const std::vector<quint16> &firstBackends() const { return m_firstBackend; }
    /// The latency (µs) of each request's first answer, by index (0 = none); empty unless reset()
    /// was asked to keep them.
    const std::vector<quint32> &firstLatencies() const { return m_firstLatency; }

private:
    static constexpr int kMaxSamples = 10;
    ServerList m_servers;
    int m_basePort = 0;
    QSet<int> m_okPorts;                  ///< backends that should answer
    std::vector<quint16> m_firstBackend;  ///< backend port of each key's first answer (0 = none)
    std::vector<quint32> m_latencies;
    std::vector<quint32> m_firstLatency;
};

} // namespace ringcore
