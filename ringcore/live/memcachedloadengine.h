#pragma once

#include "ringcore/live/loadengine.h"

#include <QElapsedTimer>
#include <QHash>

#include <deque>
#include <memory>
#include <vector>

class QTcpSocket;
class QTimer;

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
/// A request lost with its connection (close, reset, timeout) is resent too; every resend is
/// counted in retries(), every timeout in timeouts().
class MemcachedLoadEngine : public LoadEngine
{
    Q_OBJECT
public:
    static constexpr int kMaxKeyLength = 250; ///< memcached's KEY_MAX_LENGTH
    static constexpr int kMaxAttempts = 5;

    explicit MemcachedLoadEngine(QObject *parent = nullptr);
    ~MemcachedLoadEngine() override;

    void start(const KeySet *keys, qsizetype first, qsizetype count, LoadSink *sink) override;
    void abort() override;
    QString name() const override { return QStringLiteral("memcached"); }

    /// Parses one answer at buffer[pos]: bytes consumed, 0 when incomplete, -1 when malformed.
    /// *status 200 (value), 404 (miss) or 502 (error line); *port the value as a number;
    /// *key the key the answer names (VALUE lines only).
    static qsizetype parse(const QByteArray &buffer, qsizetype pos, int *status, int *port, QByteArrayView *key);

private:
    struct Pending
    {
        qsizetype index;
        qint64 sentNs;
    };
    struct Connection
    {
        QTcpSocket *socket = nullptr;
        QByteArray buffer;
        std::deque<Pending> inFlight;
        bool connected = false; ///< the socket reached the connected state
    };

    void openConnection(size_t slot);
    void fill(Connection &c);
    void onReadyRead(size_t slot);
    void onLost(size_t slot);
    void requeueOrFail(Connection &c);
    /// Sends the key again (front of the queue) or records it failed with `status` after kMaxAttempts.
    void retryOrFail(qsizetype index, int status, qint64 sentNs);
    void checkTimeouts();
    void finishIfDone();

    std::vector<std::unique_ptr<Connection>> m_connections;
    const KeySet *m_keys = nullptr;
    LoadSink *m_sink = nullptr;
    qsizetype m_next = 0, m_end = 0, m_count = 0;
    std::deque<qsizetype> m_retry;
    QHash<qsizetype, int> m_attempts;
    bool m_running = false;
    QElapsedTimer m_clock;
    QTimer *m_timeoutTimer = nullptr;
    QByteArray m_out;
};

} // namespace ringcore
