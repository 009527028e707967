#pragma once

#include "ringcore/live/keyset.h"
#include "ringcore/live/liverunconfig.h"

#include <QObject>

#include <memory>

namespace ringcore {

/// One answered (or failed) request.
struct LoadResponse
{
    qsizetype index = -1;  ///< key index in the KeySet
    int status = 0;        ///< HTTP status, 0 when the request failed in transport
    int backendPort = 0;   ///< the X-Backend header, 0 when absent
    /// The path the backend received (its X-Path header, nginx's $request_uri) when it differs
    /// from the key sent; empty when it is the key byte for byte (or no backend answered).
    /// Something on the way (the load engine, the proxy's config) rewrote the key.
    QByteArray receivedPath;
    quint32 latencyUs = 0;
    bool transportError = false;
};

/// Receives every response as it arrives (called synchronously on the engine's thread, so a
/// sink must be quick: it is on the hot path).
class LoadSink
{
public:
    virtual ~LoadSink() = default;
    virtual void record(const LoadResponse &response) = 0;
};

/// Sends a range of keys as `GET <key>` to 127.0.0.1:port with bounded concurrency. Two engines
/// implement it: QNAM (default) and a pipelined HTTP/1.1 client over QTcpSocket (raw).
class LoadEngine : public QObject
{
    Q_OBJECT
public:
    static std::unique_ptr<LoadEngine> create(LoadEngineKind kind, QObject *parent = nullptr);
    /// Whether an engine speaks a system's load protocol (SystemDescription::loadProtocol()):
    /// "http" today; memcached text and DNS engines add theirs here.
    static bool speaks(const QString &protocol) { return protocol == QLatin1String("http"); }

    void setPort(int port) { m_port = port; }
    void setConcurrency(int concurrency) { m_concurrency = concurrency; }
    void setPipelineDepth(int depth) { m_pipelineDepth = depth; }
    void setTimeoutMs(int ms) { m_timeoutMs = ms; }

    /// Starts sending keys[first, first+count); emits finished() when every one is recorded or
    /// after abort(). `keys` and `sink` must outlive the run.
    virtual void start(const KeySet *keys, qsizetype first, qsizetype count, LoadSink *sink) = 0;
    /// Stops sending and drops requests in flight; finished() follows.
    virtual void abort() = 0;
    /// Responses recorded so far in this run.
    qsizetype done() const { return m_done; }
    virtual QString name() const = 0;

signals:
    void finished();

protected:
    explicit LoadEngine(QObject *parent) : QObject(parent) {}

    int m_port = 0;
    int m_concurrency = 32;
    int m_pipelineDepth = 8;
    int m_timeoutMs = 30000;
    qsizetype m_done = 0;
};

} // namespace ringcore
