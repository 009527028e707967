#include "ringcore/live/responseaccounting.h"

#include <QHash>

namespace ringcore {

void ResponseAccounting::reset(const ServerList &servers, int basePort, qsizetype keys, bool latencyByRequest)
{
    m_servers = servers;
    m_basePort = basePort;
    m_okPorts.clear();
    for (qsizetype i = 0; i < servers.size(); ++i) {
        if (!servers[i].down)
            m_okPorts.insert(basePort + int(i));
    }
    m_firstBackend.assign(size_t(keys), 0);
    m_latencies.clear();
    m_latencies.reserve(size_t(keys));
    m_firstLatency.assign(latencyByRequest ? size_t(keys) : 0, 0);
}

void ResponseAccounting::record(const LoadResponse &r, const KeySet &keys, bool recheck, LiveRunResult *result)
{
    const bool ok = r.status == 200 && m_okPorts.contains(r.backendPort);
    if (!recheck) {
        result->keysMeasured++;
        m_latencies.push_back(r.latencyUs);
        if (r.index >= 0 && size_t(r.index) < m_firstLatency.size())
            m_firstLatency[size_t(r.index)] = r.latencyUs;
        if (!r.receivedPath.isEmpty() && r.status == 200) {
            if (result->pathsChanged++ < kMaxSamples)
                result->pathChangedSamples.append(QString::fromUtf8(keys.at(r.index).toByteArray()) + QStringLiteral(" -> ")
                                                  + QString::fromUtf8(r.receivedPath));
        }
        if (ok)
            result->ok++;
        if (r.transportError || r.status == 0)
            result->failed++;
        else if (r.status != 200)
            result->non200++;
        else if (r.backendPort >= m_basePort && r.backendPort < m_basePort + int(m_servers.size()) && !ok)
            result->fromDownBackend++;
        else if (!ok)
            result->unknownBackend++;
        m_firstBackend[size_t(r.index)] = quint16(ok || r.status == 200 ? r.backendPort : 0);
        return;
    }
    result->recheckSent++;
    if (r.status != 200 || r.backendPort != m_firstBackend[size_t(r.index)] || r.backendPort == 0)
        result->recheckMismatched++;
}

QList<BackendCount> ResponseAccounting::counts() const
{
    QHash<int, qint64> perPort;
    for (quint16 port : m_firstBackend) {
        if (port)
            perPort[port]++;
    }
    QList<BackendCount> out;
    for (qsizetype i = 0; i < m_servers.size(); ++i) {
        BackendCount c;
        c.address = m_servers[i].address;
        c.port = m_basePort + int(i);
        c.weight = m_servers[i].weight;
        c.down = m_servers[i].down;
        c.keys = perPort.value(c.port);
        out.append(c);
    }
    return out;
}

LatencySummary ResponseAccounting::latency()
{
    const LatencySummary s = LatencySummary::fromSamples(m_latencies);
    m_latencies = {};
    return s;
}

} // namespace ringcore
