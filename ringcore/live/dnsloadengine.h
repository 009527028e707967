#pragma once

#include "ringcore/live/loadengine.h"

#include <QElapsedTimer>

#include <deque>
#include <memory>
#include <vector>

class QTimer;
class QUdpSocket;

namespace ringcore {

/// Load engine of DNS over UDP: one A query per key, `concurrency` sockets (each its own source
/// port) with up to `pipelineDepth` queries in flight each. Every query carries an id unique among
/// its socket's queries in flight, so an answer is matched to its key and a late answer to an
/// abandoned attempt is ignored. A query unanswered after attemptTimeoutMs() is sent again under a
/// new id, up to kMaxAttempts times, then recorded as a transport error; retries() and timeouts()
/// count them.
///
/// The name asked is keyName(key): the key read as a name in presentation form, the rule of
/// RingLab's dnsdist port (DnsdistHash::wireName: labels split at '.', `\.` and `\DDD` escapes,
/// empty labels dropped, labels over 63 bytes split), so `/objects/0123456789abcdef` is the one
/// label "/objects/0123456789abcdef" — DNS allows any byte in a label — and the port hashes
/// exactly the name the proxy hashes. The backends (ringlab-responder) answer every query with
/// the A record 10.0.<port/256>.<port%256>:
///
///   NOERROR with that record → status 200, backendPort = port (another question name in the
///                             answer than the one asked is reported as receivedPath)
///   NOERROR without an A record → 404;   RCODE n ≠ 0 (SERVFAIL when no server is up, …) → 500 + n
class DnsLoadEngine : public LoadEngine
{
    Q_OBJECT
public:
    static constexpr int kMaxNameLength = 255; ///< RFC 1035 2.3.4, in wire form
    static constexpr int kMaxAttempts = 5;

    explicit DnsLoadEngine(QObject *parent = nullptr);
    ~DnsLoadEngine() override;

    void start(const KeySet *keys, qsizetype first, qsizetype count, LoadSink *sink) override;
    void abort() override;
    QString name() const override { return QStringLiteral("dns"); }

    /// The wire-form name a key is asked as (length-prefixed labels, root byte).
    static QByteArray keyName(QByteArrayView key);
    /// A wire-form name in presentation form ('.' between labels; '.', '\\' and bytes outside
    /// printable ASCII escaped as `\.`, `\\`, `\DDD`), which keyName() reads back to the same bytes.
    static QByteArray presentation(QByteArrayView wire);
    /// The query for `key` with `id`: RD set, one question (name, type A, class IN).
    static QByteArray query(QByteArrayView key, quint16 id);
    /// Reads an answer: false when it is not a well-formed response. *id, *status as above,
    /// *port the A record's port, *question the question's wire-form name.
    static bool parse(QByteArrayView datagram, quint16 *id, int *status, int *port, QByteArrayView *question);
    /// One attempt's timeout: a fifth of the request timeout, within 200-1000 ms.
    int attemptTimeoutMs() const { return qBound(200, m_timeoutMs / kMaxAttempts, 1000); }

private:
    struct Pending
    {
        qsizetype index = -1; ///< -1: free
        qint64 sentNs = 0;
        qint64 firstSentNs = 0;
        int attempts = 0;
        QByteArray name;      ///< wire-form name asked
    };
    struct Channel
    {
        QUdpSocket *socket = nullptr;
        std::vector<Pending> pending; ///< by query id; size 65536
        std::vector<quint16> inFlight; ///< ids in flight
        quint16 nextId = 0;
    };

    void fill(Channel &c);
    void send(Channel &c, qsizetype index, int attempts, qint64 firstSentNs);
    void onReadyRead(size_t channel);
    void checkTimeouts();
    void finishIfDone();
    void release(Channel &c, quint16 id);

    std::vector<std::unique_ptr<Channel>> m_channels;
    const KeySet *m_keys = nullptr;
    LoadSink *m_sink = nullptr;
    qsizetype m_next = 0, m_end = 0, m_count = 0;
    struct Retry
    {
        qsizetype index;
        int attempts;
        qint64 firstSentNs;
    };
    std::deque<Retry> m_retry;
    bool m_running = false;
    QElapsedTimer m_clock;
    QTimer *m_timeoutTimer = nullptr;
};

} // namespace ringcore
