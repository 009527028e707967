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
    /// HTTP status, 0 when the request failed in transport. Engines of other protocols say 200 for
    /// an answer that names a backend (memcached VALUE, DNS NOERROR with the backend's A record)
    /// and another code for any other answer (see each engine), so accounting stays one.
    int status = 0;
    int backendPort = 0;   ///< the X-Backend header (or the protocol's identity), 0 when absent
    /// The path the backend received (its X-Path header) when it differs
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

/// Sends a range of keys to 127.0.0.1:port with bounded concurrency, in the load protocol of the
/// system (SystemDescription::loadProtocol()). HTTP (`GET <key>`): QNAM (default) and a pipelined
/// HTTP/1.1 client over QTcpSocket (raw). memcached (`get <key>`) and Redis (`GET <key>` in RESP),
/// both pipelined over QTcpSocket, and DNS (one A query per key over UDP, the name from the key:
/// keyName()). The socket engines share SocketLoadEngine (queue, attempts, counters, the end of a
/// run); the TCP ones StreamLoadEngine (connections, pipelining, timeouts), each adding its framing.
class LoadEngine : public QObject
{
    Q_OBJECT
public:
    /// The engine for a protocol (LoadProtocolRegistry): for "http" the kind chosen; "memcached",
    /// "redis" and "dns" have one engine each. Null for a protocol no engine speaks.
    static std::unique_ptr<LoadEngine> create(LoadEngineKind kind, const QString &protocol = QStringLiteral("http"),
                                              QObject *parent = nullptr);
    /// Whether an engine speaks a system's load protocol (SystemDescription::loadProtocol()): a
    /// protocol registered with RINGCORE_REGISTER_LOAD_PROTOCOL ("http", "memcached", "redis", "dns").
    static bool speaks(const QString &protocol);
    /// True when the engine of `protocol` can send `key` as it is (memcached: at most 250 bytes; DNS:
    /// a name of at most 255 bytes in wire form). False + *why (translated) otherwise.
    static bool canSend(const QString &protocol, QByteArrayView key, QString *why);

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
    /// Requests sent again in this run (lost with a connection, timed out, answered with an error
    /// that a resend may cure) and requests that timed out.
    qsizetype retries() const { return m_retries; }
    qsizetype timeouts() const { return m_timeouts; }
    virtual QString name() const = 0;
    /// What the engine of NAME is, for a user (translated): "Qt's HTTP client" for "qnam", not the
    /// internal name; the live log says it.
    static QString describe(const QString &name);
    QString description() const { return describe(name()); }

signals:
    void finished();

protected:
    explicit LoadEngine(QObject *parent) : QObject(parent) {}

    int m_port = 0;
    int m_concurrency = 32;
    int m_pipelineDepth = 8;
    int m_timeoutMs = 30000;
    qsizetype m_done = 0;
    qsizetype m_retries = 0;
    qsizetype m_timeouts = 0;
};

} // namespace ringcore
