#include "ringcore/live/socketloadengine.h"

#include <QTimer>

namespace ringcore {

SocketLoadEngine::SocketLoadEngine(int maxAttempts, bool retryFirst, int tickMs, QObject *parent)
    : LoadEngine(parent), m_maxAttempts(maxAttempts), m_retryFirst(retryFirst), m_timeoutTimer(new QTimer(this))
{
    m_timeoutTimer->setInterval(tickMs);
    connect(m_timeoutTimer, &QTimer::timeout, this, [this] {
        if (m_running)
            checkTimeouts();
    });
}

SocketLoadEngine::~SocketLoadEngine() = default;

void SocketLoadEngine::start(const KeySet *keys, qsizetype first, qsizetype count, LoadSink *sink)
{
    m_keys = keys;
    m_sink = sink;
    m_next = first;
    m_end = first + count;
    m_count = count;
    m_done = 0;
    m_retries = 0;
    m_timeouts = 0;
    m_retry.clear();
    m_running = true;
    m_clock.start();
    openChannels(int(qMin<qsizetype>(m_concurrency, qMax<qsizetype>(1, count))));
    m_timeoutTimer->start();
    if (count == 0)
        finishIfDone();
}

bool SocketLoadEngine::takeWork(Work *work)
{
    if (!m_retry.empty()) {
        *work = m_retry.front();
        m_retry.pop_front();
        return true;
    }
    if (m_next < m_end) {
        *work = Work{m_next++, 0, 0};
        return true;
    }
    return false;
}

void SocketLoadEngine::retryOrFail(const Work &work, int status)
{
    if (work.attempts < m_maxAttempts) {
        ++m_retries;
        if (m_retryFirst)
            m_retry.push_front(work);
        else
            m_retry.push_back(work);
        return;
    }
    LoadResponse r;
    r.index = work.index;
    r.status = status;
    r.transportError = status == 0;
    r.latencyUs = microsecondsSince(work.firstSentNs);
    record(r);
}

void SocketLoadEngine::record(const LoadResponse &response)
{
    ++m_done;
    m_sink->record(response);
}

void SocketLoadEngine::finishIfDone()
{
    if (!m_running || m_done < m_count)
        return;
    m_running = false;
    m_timeoutTimer->stop();
    closeChannels();
    QTimer::singleShot(0, this, &LoadEngine::finished);
}

void SocketLoadEngine::abort()
{
    if (!m_running)
        return;
    m_count = m_done; // nothing more to wait for
    finishIfDone();
}

} // namespace ringcore
