#include "ringcore/live/memcachedloadengine.h"

#include <QHostAddress>
#include <QTcpSocket>
#include <QTimer>

#include <cstring>

namespace ringcore {

MemcachedLoadEngine::MemcachedLoadEngine(QObject *parent)
    : LoadEngine(parent), m_timeoutTimer(new QTimer(this))
{
    m_timeoutTimer->setInterval(250);
    connect(m_timeoutTimer, &QTimer::timeout, this, &MemcachedLoadEngine::checkTimeouts);
}

MemcachedLoadEngine::~MemcachedLoadEngine()
{
    abort();
}

void MemcachedLoadEngine::start(const KeySet *keys, qsizetype first, qsizetype count, LoadSink *sink)
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
    m_attempts.clear();
    m_running = true;
    m_clock.start();
    m_connections.clear();
    const int connections = int(qMin<qsizetype>(m_concurrency, qMax<qsizetype>(1, count)));
    for (int i = 0; i < connections; ++i) {
        m_connections.push_back(std::make_unique<Connection>());
        openConnection(size_t(i));
    }
    m_timeoutTimer->start();
    if (count == 0)
        finishIfDone();
}

void MemcachedLoadEngine::openConnection(size_t slot)
{
    Connection &c = *m_connections[slot];
    if (c.socket) {
        c.socket->disconnect(this);
        c.socket->abort();
        c.socket->deleteLater();
    }
    c.buffer.clear();
    c.inFlight.clear();
    auto *socket = new QTcpSocket(this);
    c.socket = socket;
    socket->setSocketOption(QAbstractSocket::LowDelayOption, 1);
    c.connected = false;
    connect(socket, &QTcpSocket::connected, this, [this, slot] {
        m_connections[slot]->connected = true;
        fill(*m_connections[slot]);
    });
    connect(socket, &QTcpSocket::readyRead, this, [this, slot] { onReadyRead(slot); });
    connect(socket, &QTcpSocket::disconnected, this, [this, slot] { onLost(slot); });
    connect(socket, &QTcpSocket::errorOccurred, this, [this, slot] { onLost(slot); });
    socket->connectToHost(QHostAddress::LocalHost, quint16(m_port));
}

void MemcachedLoadEngine::fill(Connection &c)
{
    if (!m_running || !c.socket || c.socket->state() != QAbstractSocket::ConnectedState)
        return;
    m_out.clear();
    const qint64 now = m_clock.nsecsElapsed();
    while (int(c.inFlight.size()) < m_pipelineDepth) {
        qsizetype index;
        if (!m_retry.empty()) {
            index = m_retry.front();
            m_retry.pop_front();
        } else if (m_next < m_end) {
            index = m_next++;
        } else {
            break;
        }
        m_out += "get ";
        m_out += m_keys->at(index);
        m_out += "\r\n";
        c.inFlight.push_back({index, now});
    }
    if (!m_out.isEmpty())
        c.socket->write(m_out);
}

qsizetype MemcachedLoadEngine::parse(const QByteArray &buffer, qsizetype pos, int *status, int *port, QByteArrayView *key)
{
    const qsizetype eol = buffer.indexOf("\r\n", pos);
    if (eol < 0)
        return buffer.size() - pos > 4096 ? -1 : 0;
    const char *line = buffer.constData() + pos;
    const qsizetype length = eol - pos;
    *port = 0;
    *key = {};
    if (length == 3 && std::memcmp(line, "END", 3) == 0) {
        *status = 404;
        return length + 2;
    }
    if (length > 6 && std::memcmp(line, "VALUE ", 6) == 0) {
        // VALUE <key> <flags> <bytes> [<cas>]
        const QByteArrayView text(line, length);
        const qsizetype keyEnd = text.indexOf(' ', 6);
        const qsizetype flagsEnd = keyEnd < 0 ? -1 : text.indexOf(' ', keyEnd + 1);
        if (flagsEnd < 0)
            return -1;
        qsizetype bytesEnd = text.indexOf(' ', flagsEnd + 1);
        if (bytesEnd < 0)
            bytesEnd = length;
        bool ok = false;
        const qsizetype bytes = text.sliced(flagsEnd + 1, bytesEnd - flagsEnd - 1).toLongLong(&ok);
        if (!ok || bytes < 0)
            return -1;
        const qsizetype dataStart = eol + 2;
        const qsizetype dataEnd = dataStart + bytes;
        if (buffer.size() < dataEnd + 2 + 5)
            return 0;
        if (std::memcmp(buffer.constData() + dataEnd, "\r\nEND\r\n", 7) != 0)
            return -1;
        *status = 200;
        *port = QByteArrayView(buffer.constData() + dataStart, bytes).toInt(&ok);
        if (!ok)
            *port = 0;
        *key = text.sliced(6, keyEnd - 6);
        return dataEnd + 7 - pos;
    }
    if (QByteArrayView(line, length).startsWith("SERVER_ERROR") || QByteArrayView(line, length).startsWith("CLIENT_ERROR")
        || QByteArrayView(line, length) == "ERROR") {
        *status = 502;
        return length + 2;
    }
    return -1;
}

void MemcachedLoadEngine::retryOrFail(qsizetype index, int status, qint64 sentNs)
{
    int &attempts = m_attempts[index];
    if (++attempts < kMaxAttempts) {
        ++m_retries;
        m_retry.push_front(index);
        return;
    }
    LoadResponse r;
    r.index = index;
    r.status = status;
    r.transportError = status == 0;
    r.latencyUs = sentNs ? quint32((m_clock.nsecsElapsed() - sentNs) / 1000) : 0;
    ++m_done;
    m_sink->record(r);
}

void MemcachedLoadEngine::onReadyRead(size_t slot)
{
    Connection &c = *m_connections[slot];
    if (!m_running)
        return;
    c.buffer += c.socket->readAll();
    qsizetype pos = 0;
    bool broken = false;
    const qint64 now = m_clock.nsecsElapsed();
    while (!c.inFlight.empty() && pos < c.buffer.size()) {
        int status = 0, port = 0;
        QByteArrayView key;
        const qsizetype used = parse(c.buffer, pos, &status, &port, &key);
        if (used == 0)
            break;
        if (used < 0) { // unparseable: drop the connection, resend what was in flight
            broken = true;
            break;
        }
        pos += used;
        const Pending p = c.inFlight.front();
        c.inFlight.pop_front();
        if (status == 502) {
            retryOrFail(p.index, status, p.sentNs);
            continue;
        }
        LoadResponse r;
        r.index = p.index;
        r.status = status;
        r.backendPort = port;
        if (status == 200 && key != m_keys->at(p.index))
            r.receivedPath = key.toByteArray();
        r.latencyUs = quint32((now - p.sentNs) / 1000);
        ++m_done;
        m_sink->record(r);
    }
    c.buffer.remove(0, pos);
    if (broken) {
        requeueOrFail(c);
        if (m_running && (m_next < m_end || !m_retry.empty()))
            openConnection(slot);
        finishIfDone();
        return;
    }
    fill(c);
    // Resends queued by error answers may find no room on this connection: let the others take them.
    if (!m_retry.empty())
        for (auto &other : m_connections)
            if (other.get() != &c)
                fill(*other);
    finishIfDone();
}

void MemcachedLoadEngine::requeueOrFail(Connection &c)
{
    // Requests lost with a connection go back to the queue (front, in order) or fail after kMaxAttempts.
    for (auto it = c.inFlight.rbegin(); it != c.inFlight.rend(); ++it)
        retryOrFail(it->index, 0, 0);
    c.inFlight.clear();
}

void MemcachedLoadEngine::onLost(size_t slot)
{
    if (!m_running)
        return;
    Connection &c = *m_connections[slot];
    if (c.socket && c.socket->bytesAvailable() > 0)
        onReadyRead(slot);
    if (!m_running)
        return;
    const bool hadWork = !c.inFlight.empty();
    requeueOrFail(c);
    if (!hadWork && !c.connected) {
        // The connection itself failed (refused, reset before connecting): that costs the next
        // request one attempt, so a port that never accepts ends the run instead of looping.
        qsizetype index = -1;
        if (!m_retry.empty()) {
            index = m_retry.front();
            m_retry.pop_front();
        } else if (m_next < m_end) {
            index = m_next++;
        }
        if (index >= 0)
            retryOrFail(index, 0, 0);
    }
    if (m_next < m_end || !m_retry.empty()) {
        // Reconnect after a short pause so a refusing port does not spin the event loop.
        QTimer::singleShot(hadWork ? 0 : 20, this, [this, slot] {
            if (m_running)
                openConnection(slot);
        });
        if (!m_connections[slot]->socket)
            return;
        m_connections[slot]->socket->disconnect(this);
        m_connections[slot]->socket->deleteLater();
        m_connections[slot]->socket = nullptr;
    }
    finishIfDone();
}

void MemcachedLoadEngine::checkTimeouts()
{
    const qint64 limit = m_clock.nsecsElapsed() - qint64(m_timeoutMs) * 1000000;
    for (size_t slot = 0; slot < m_connections.size(); ++slot) {
        Connection &c = *m_connections[slot];
        if (!c.inFlight.empty() && c.inFlight.front().sentNs < limit && c.socket) {
            // Every request in flight on that connection is resent (or fails) with it.
            m_timeouts += qsizetype(c.inFlight.size());
            c.socket->abort();
        }
    }
}

void MemcachedLoadEngine::finishIfDone()
{
    if (!m_running || m_done < m_count)
        return;
    m_running = false;
    m_timeoutTimer->stop();
    for (auto &c : m_connections) {
        if (c->socket) {
            c->socket->disconnect(this);
            c->socket->abort();
            c->socket->deleteLater();
            c->socket = nullptr;
        }
    }
    QTimer::singleShot(0, this, &LoadEngine::finished);
}

void MemcachedLoadEngine::abort()
{
    if (!m_running)
        return;
    m_count = m_done; // nothing more to wait for
    finishIfDone();
}

} // namespace ringcore
