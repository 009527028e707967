#pragma once

#include "ringcore/live/socketloadengine.h"

#include <deque>
#include <memory>
#include <vector>

class QTcpSocket;

namespace ringcore {

/// A socket load engine over TCP: `concurrency` connections to 127.0.0.1:port, each with up to
/// `pipelineDepth` pipelined requests in flight, answers parsed in place and matched to requests
/// in order. A protocol supplies only its framing: appendRequest() and parseAnswer().
///
/// A request lost with its connection (closed, reset, unparseable answer, or its oldest request
/// unanswered after the timeout: every request in flight there counts as timed out) is sent again,
/// as is one the protocol answers with an error a resend may cure (Answer::retry); after
/// maxAttempts() it is recorded failed. A connection that fails before it connects (a refusing
/// port) costs the next request one attempt, so a port that never accepts ends the run instead of
/// looping; it is opened again after 20 ms.
class StreamLoadEngine : public SocketLoadEngine
{
    Q_OBJECT
public:
    ~StreamLoadEngine() override;

    /// One parsed answer.
    struct Answer
    {
        int status = 0;                ///< LoadResponse::status
        int backendPort = 0;           ///< the backend that answered, 0 when none said so
        QByteArrayView key;            ///< the key the answer names, empty when the protocol does not echo it
        bool close = false;            ///< the server closes the connection after this answer
        bool retry = false;            ///< an error answer: send the request again (status recorded after the last attempt)
    };

protected:
    StreamLoadEngine(int maxAttempts, QObject *parent);

    /// Appends the request for `key` to `out`.
    virtual void appendRequest(QByteArray &out, QByteArrayView key) const = 0;
    /// Parses one answer at buffer[pos]: bytes consumed, 0 when incomplete, -1 when malformed
    /// (the connection is dropped and its requests sent again).
    virtual qsizetype parseAnswer(const QByteArray &buffer, qsizetype pos, Answer *answer) const = 0;

private:
    struct Pending
    {
        Work work;
        qint64 sentNs;
    };
    struct Connection
    {
        QTcpSocket *socket = nullptr;
        QByteArray buffer;
        std::deque<Pending> inFlight;
        bool connected = false; ///< the socket reached the connected state
    };

    void openChannels(int count) override;
    void closeChannels() override;
    void checkTimeouts() override;

    void openConnection(size_t slot);
    void fill(Connection &c);
    void onReadyRead(size_t slot);
    void onLost(size_t slot);
    void requeueOrFail(Connection &c);

    std::vector<std::unique_ptr<Connection>> m_connections;
    QByteArray m_out;
};

} // namespace ringcore
