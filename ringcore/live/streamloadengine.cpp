#include "ringcore/live/streamloadengine.h"

#include <QHostAddress>
#include <QTcpSocket>
#include <QTimer>

namespace ringcore {

StreamLoadEngine::StreamLoadEngine(int maxAttempts, QObject *parent)
    : SocketLoadEngine(maxAttempts, true, 250, parent)
{
}

StreamLoadEngine::~StreamLoadEngine()
{
    abort();
}

void StreamLoadEngine::openChannels(int count)
{
    m_connections.clear();
    for (int i = 0; i < count; ++i) {
        m_connections.push_back(std::make_unique<Connection>());
        openConnection(size_t(i));
    }
}

void StreamLoadEngine::closeChannels()
{
    for (auto &c : m_connections) {
        if (c->socket) {
            c->socket->disconnect(this);
            c->socket->abort();
            c->socket->deleteLater();
            c->socket = nullptr;
        }
    }
}

void StreamLoadEngine::openConnection(size_t slot)
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
    c.connected = false;
    socket->setSocketOption(QAbstractSocket::LowDelayOption, 1);
    connect(socket, &QTcpSocket::connected, this, [this, slot] {
        m_connections[slot]->connected = true;
        fill(*m_connections[slot]);
    });
    connect(socket, &QTcpSocket::readyRead, this, [this, slot] { onReadyRead(slot); });
    connect(socket, &QTcpSocket::disconnected, this, [this, slot] { onLost(slot); });
    connect(socket, &QTcpSocket::errorOccurred, this, [this, slot] { onLost(slot); });
    socket->connectToHost(QHostAddress::LocalHost, quint16(m_port));
}

void StreamLoadEngine::fill(Connection &c)
{
    if (!m_running || !c.socket || c.socket->state() != QAbstractSocket::ConnectedState)
        return;
    m_out.clear();
    const qint64 sent = now();
    Work work;
    while (int(c.inFlight.size()) < m_pipelineDepth && takeWork(&work)) {
        appendRequest(m_out, m_keys->at(work.index));
        ++work.attempts;
        if (!work.firstSentNs)
            work.firstSentNs = sent;
        c.inFlight.push_back({work, sent});
    }
    if (!m_out.isEmpty())
        c.socket->write(m_out);
}

void StreamLoadEngine::onReadyRead(size_t slot)
{
    Connection &c = *m_connections[slot];
    if (!m_running)
        return;
    c.buffer += c.socket->readAll();
    qsizetype pos = 0;
    bool close = false;
    bool retried = false;
    const qint64 arrived = now();
    while (!c.inFlight.empty() && pos < c.buffer.size()) {
        Answer answer;
        const qsizetype used = parseAnswer(c.buffer, pos, &answer);
        if (used == 0)
            break;
        if (used < 0) { // unparseable: drop the connection, resend what was in flight
            close = true;
            break;
        }
        pos += used;
        close = answer.close;
        const Pending p = c.inFlight.front();
        c.inFlight.pop_front();
        if (answer.retry) {
            retryOrFail(p.work, answer.status);
            retried = true;
        } else {
            LoadResponse r;
            r.index = p.work.index;
            r.status = answer.status;
            r.backendPort = answer.backendPort;
            if (!answer.key.isEmpty() && answer.key != m_keys->at(p.work.index))
                r.receivedPath = answer.key.toByteArray();
            r.latencyUs = quint32((arrived - p.sentNs) / 1000);
            record(r);
        }
        if (close)
            break;
    }
    c.buffer.remove(0, pos);
    if (close) {
        requeueOrFail(c);
        if (m_running && hasWork())
            openConnection(slot);
        finishIfDone();
        return;
    }
    fill(c);
    // Resends queued by error answers may find no room on this connection: let the others take them.
    if (retried)
        for (auto &other : m_connections)
            if (other.get() != &c)
                fill(*other);
    finishIfDone();
}

void StreamLoadEngine::requeueOrFail(Connection &c)
{
    // Requests lost with a connection go back to the queue (front, in order) or fail after maxAttempts().
    for (auto it = c.inFlight.rbegin(); it != c.inFlight.rend(); ++it)
        retryOrFail(it->work, 0);
    c.inFlight.clear();
}

void StreamLoadEngine::onLost(size_t slot)
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
        Work work;
        if (takeWork(&work)) {
            ++work.attempts;
            retryOrFail(work, 0);
        }
    }
    if (hasWork()) {
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

void StreamLoadEngine::checkTimeouts()
{
    const qint64 limit = now() - qint64(m_timeoutMs) * 1000000;
    for (auto &connection : m_connections) {
        Connection &c = *connection;
        if (!c.inFlight.empty() && c.inFlight.front().sentNs < limit && c.socket) {
            // Every request in flight on that connection is resent (or fails) with it.
            m_timeouts += qsizetype(c.inFlight.size());
            c.socket->abort();
        }
    }
}

} // namespace ringcore
