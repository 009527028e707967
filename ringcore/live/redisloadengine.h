#pragma once

#include "ringcore/live/streamloadengine.h"

namespace ringcore {

/// Load engine of the Redis protocol (RESP 2): `concurrency` connections over QTcpSocket, each with
/// up to `pipelineDepth` pipelined `GET <key>` in flight (StreamLoadEngine), sent as RESP arrays
/// (`*2\r\n$3\r\nGET\r\n$<n>\r\n<key>\r\n`, binary-safe: the key byte for byte). The backends
/// (ringlab-responder, protocol redis) answer with their port as a bulk string:
///
///   $<n>\r\n<port>\r\n          → status 200, backendPort = port
///   $-1\r\n (nil: no such key)  → status 404
///   -<error>\r\n                → resent (twemproxy answers `-ERR Connection refused` and the like
///                                 for requests that reach a dead server before it is ejected),
///                                 status 502 after kMaxAttempts
///
/// A request lost with its connection (close, reset, timeout) is resent too; every resend is
/// counted in retries(), every timeout in timeouts().
class RedisLoadEngine : public StreamLoadEngine
{
    Q_OBJECT
public:
    static constexpr int kMaxAttempts = 5;

    explicit RedisLoadEngine(QObject *parent = nullptr);

    QString name() const override { return QStringLiteral("redis"); }

    /// The request for `key`: a RESP array of the bulk strings GET and the key.
    static QByteArray request(QByteArrayView key);
    /// Parses one reply at buffer[pos]: bytes consumed, 0 when incomplete, -1 when malformed or not
    /// the reply of a GET (simple strings, integers and arrays are not). *status 200 (bulk string),
    /// 404 (nil) or 502 (error reply); *port the bulk string as a number (0 when it is none).
    static qsizetype parse(const QByteArray &buffer, qsizetype pos, int *status, int *port);

private:
    static void appendGet(QByteArray &out, QByteArrayView key);
    void appendRequest(QByteArray &out, QByteArrayView key) const override;
    qsizetype parseAnswer(const QByteArray &buffer, qsizetype pos, Answer *answer) const override;
};

} // namespace ringcore
