#pragma once

#include "ringcore/live/loadengine.h"

#include <QElapsedTimer>

#include <deque>

class QTimer;

namespace ringcore {

/// What every socket load engine shares, whatever it speaks and over what (issue 16: the raw HTTP,
/// memcached, Redis and DNS engines were four copies of it): the keys still to send and the ones to
/// send again, attempts per key, the run's clock and timeout timer, recording an answer, the end of
/// the run (finished() once every key is recorded or after abort()) and the retries()/timeouts()
/// counters. A subclass owns its sockets (StreamLoadEngine: pipelined TCP; DnsLoadEngine: UDP) and
/// takes work with takeWork(), sends it again or fails it with retryOrFail(), and records answers
/// with record().
class SocketLoadEngine : public LoadEngine
{
    Q_OBJECT
public:
    ~SocketLoadEngine() override;

    void start(const KeySet *keys, qsizetype first, qsizetype count, LoadSink *sink) final;
    void abort() final;
    /// Attempts per key before it is recorded failed.
    int maxAttempts() const { return m_maxAttempts; }

protected:
    /// `retryFirst`: a key to send again goes to the front of the queue (TCP engines: in order,
    /// before new keys) or to its back (DNS). `tickMs`: how often checkTimeouts() runs.
    SocketLoadEngine(int maxAttempts, bool retryFirst, int tickMs, QObject *parent);

    /// One key to send: its index, the attempts already made, when the first one went out (0: none).
    struct Work
    {
        qsizetype index = -1;
        int attempts = 0;
        qint64 firstSentNs = 0;
    };

    /// Opens `count` sockets (≥ 1) for a run that starts now.
    virtual void openChannels(int count) = 0;
    /// Closes every socket; no signal of theirs may reach the engine afterwards.
    virtual void closeChannels() = 0;
    /// Called every tick of the timeout timer while running.
    virtual void checkTimeouts() = 0;

    /// The next key to send: a key to send again first, then the next new one. False when none.
    bool takeWork(Work *work);
    bool hasWork() const { return !m_retry.empty() || m_next < m_end; }
    /// `work` has just failed (its attempts counted in work.attempts): queued again (counted in
    /// retries()) or, after maxAttempts(), recorded with `status` (0: a transport error).
    void retryOrFail(const Work &work, int status);
    /// Records one answer (or failure) and counts it done.
    void record(const LoadResponse &response);
    /// Ends the run when every key is recorded: sockets closed, finished() queued.
    void finishIfDone();
    qint64 now() const { return m_clock.nsecsElapsed(); }
    quint32 microsecondsSince(qint64 ns) const { return ns ? quint32((now() - ns) / 1000) : 0; }

    const KeySet *m_keys = nullptr;
    bool m_running = false;

private:
    LoadSink *m_sink = nullptr;
    qsizetype m_next = 0, m_end = 0, m_count = 0;
    std::deque<Work> m_retry;
    const int m_maxAttempts;
    const bool m_retryFirst;
    QElapsedTimer m_clock;
    QTimer *m_timeoutTimer = nullptr;
};

} // namespace ringcore
