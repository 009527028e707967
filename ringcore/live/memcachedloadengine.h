#pragma once

#include "ringcore/live/streamloadengine.h"

namespace ringcore {

/// Load engine of the memcached text protocol: `concurrency` connections over QTcpSocket, each with
/// up to `pipelineDepth` pipelined `get <key>\r\n` in flight, answers parsed in place. The key is
/// sent byte for byte (KeySet keys have no spaces or control bytes; at most kMaxKeyLength bytes,
/// LoadEngine::canSend()). The backends (ringlab-responder) answer with their port as the value:
///
///   VALUE <key> <flags> <n>\r\n<port>\r\nEND\r\n → status 200, backendPort = port (a key other
///                                                 than the one sent is reported as receivedPath)
///   END\r\n (a miss)                            → status 404
///   SERVER_ERROR / ERROR / CLIENT_ERROR …\r\n   → resent (twemproxy answers SERVER_ERROR for the
///                                                 requests that reach a dead server before it is
///                                                 ejected), status 502 after kMaxAttempts
///
/// A request lost with its connection (close, reset, timeout) is resent too (StreamLoadEngine);
/// every resend is counted in retries(), every timeout in timeouts().
class MemcachedLoadEngine : public StreamLoadEngine
{
    Q_OBJECT
public:
    static constexpr int kMaxKeyLength = 250; ///< memcached's KEY_MAX_LENGTH
    static constexpr int kMaxAttempts = 5;

    explicit MemcachedLoadEngine(QObject *parent = nullptr);

    QString name() const override { return QStringLiteral("memcached"); }

    /// Parses one answer at buffer[pos]: bytes consumed, 0 when incomplete, -1 when malformed.
    /// *status 200 (value), 404 (miss) or 502 (error line); *port the value as a number;
    /// *key the key the answer names (VALUE lines only).
    static qsizetype parse(const QByteArray &buffer, qsizetype pos, int *status, int *port, QByteArrayView *key);

private:
    void appendRequest(QByteArray &out, QByteArrayView key) const override;
    qsizetype parseAnswer(const QByteArray &buffer, qsizetype pos, Answer *answer) const override;
};

} // namespace ringcore
