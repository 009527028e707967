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

/// Lean load engine: `concurrency` keep-alive HTTP/1.1 connections over QTcpSocket, each with up to
/// `pipelineDepth` pipelined requests in flight, answers parsed in place. A request lost with its
/// connection (close, reset, timeout) is resent up to twice, then recorded as a transport error.
class RawLoadEngine : public LoadEngine
{
    Q_OBJECT
public:
    explicit RawLoadEngine(QObject *parent = nullptr);
    ~RawLoadEngine() override;

    void start(const KeySet *keys, qsizetype first, qsizetype count, LoadSink *sink) override;
    void abort() override;
    QString name() const override { return QStringLiteral("raw"); }

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
    };

    void openConnection(size_t slot);
    void fill(Connection &c);
    void onReadyRead(size_t slot);
    void onLost(size_t slot);
    void requeueOrFail(Connection &c);
    void checkTimeouts();
    void finishIfDone();
    /// Parses one response at buffer[pos]; returns bytes consumed, 0 when incomplete, -1 when malformed.
    static qsizetype parse(const QByteArray &buffer, qsizetype pos, int *status, int *backend, bool *close,
                           QByteArrayView *path = nullptr);

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
