#include "ringcore/live/rawloadengine.h"

#include <QHostAddress>
#include <QTcpSocket>
#include <QTimer>

#include <cstring>
#include <strings.h>

namespace ringcore {

namespace {
constexpr int kMaxAttempts = 3;

bool headerIs(const char *line, qsizetype length, const char *name)
{
    const size_t n = std::strlen(name);
    return size_t(length) > n && line[n] == ':' && ::strncasecmp(line, name, n) == 0;
}

QByteArrayView headerValue(const char *line, qsizetype length, size_t nameLength)
{
    return QByteArrayView(line + nameLength + 1, length - qsizetype(nameLength) - 1).trimmed();
}
} // namespace

RawLoadEngine::RawLoadEngine(QObject *parent)
    : LoadEngine(parent), m_timeoutTimer(new QTimer(this))
{
    m_timeoutTimer->setInterval(250);
    connect(m_timeoutTimer, &QTimer::timeout, this, &RawLoadEngine::checkTimeouts);
}

RawLoadEngine::~RawLoadEngine()
{
    abort();
}

void RawLoadEngine::start(const KeySet *keys, qsizetype first, qsizetype count, LoadSink *sink)
{
    m_keys = keys;
    m_sink = sink;
    m_next = first;
    m_end = first + count;
    m_count = count;
    m_done = 0;
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

void RawLoadEngine::openConnection(size_t slot)
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
    connect(socket, &QTcpSocket::connected, this, [this, slot] { fill(*m_connections[slot]); });
    connect(socket, &QTcpSocket::readyRead, this, [this, slot] { onReadyRead(slot); });
    connect(socket, &QTcpSocket::disconnected, this, [this, slot] { onLost(slot); });
    connect(socket, &QTcpSocket::errorOccurred, this, [this, slot] { onLost(slot); });
    socket->connectToHost(QHostAddress::LocalHost, quint16(m_port));
}

void RawLoadEngine::fill(Connection &c)
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
        m_out += "GET ";
        m_out += m_keys->at(index);
        m_out += " HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n";
        c.inFlight.push_back({index, now});
    }
    if (!m_out.isEmpty())
        c.socket->write(m_out);
}

qsizetype RawLoadEngine::parse(const QByteArray &buffer, qsizetype pos, int *status, int *backend, bool *close,
                               QByteArrayView *path)
{
    const qsizetype headerEnd = buffer.indexOf("\r\n\r\n", pos);
    if (headerEnd < 0)
        return 0;
    const char *data = buffer.constData();
    if (headerEnd - pos < 12 || std::memcmp(data + pos, "HTTP/1.", 7) != 0)
        return -1;
    *status = (data[pos + 9] - '0') * 100 + (data[pos + 10] - '0') * 10 + (data[pos + 11] - '0');
    *backend = 0;
    if (path)
        *path = {};
    *close = std::memcmp(data + pos, "HTTP/1.0", 8) == 0;
    qint64 contentLength = 0;
    bool chunked = false;
    qsizetype line = buffer.indexOf("\r\n", pos) + 2;
    while (line < headerEnd + 2) {
        const qsizetype eol = buffer.indexOf("\r\n", line);
        const char *l = data + line;
        const qsizetype len = eol - line;
        if (headerIs(l, len, "content-length"))
            contentLength = headerValue(l, len, 14).toLongLong();
        else if (headerIs(l, len, "x-backend"))
            *backend = headerValue(l, len, 9).toInt();
        else if (path && headerIs(l, len, "x-path"))
            *path = headerValue(l, len, 6);
        else if (headerIs(l, len, "connection"))
            *close = headerValue(l, len, 10).compare("close", Qt::CaseInsensitive) == 0;
        else if (headerIs(l, len, "transfer-encoding"))
            chunked = headerValue(l, len, 17).contains("chunked");
        line = eol + 2;
    }
    qsizetype bodyStart = headerEnd + 4;
    if (!chunked) {
        if (buffer.size() - bodyStart < contentLength)
            return 0;
        return bodyStart + contentLength - pos;
    }
    // Chunked bodies (error pages of some proxies): walk the chunk sizes to the last one.
    for (;;) {
        const qsizetype eol = buffer.indexOf("\r\n", bodyStart);
        if (eol < 0)
            return 0;
        bool ok = false;
        const qint64 size = QByteArray(data + bodyStart, eol - bodyStart).split(';').front().trimmed().toLongLong(&ok, 16);
        if (!ok)
            return -1;
        if (size == 0) {
            const qsizetype end = buffer.indexOf("\r\n\r\n", eol);
            return end < 0 ? 0 : end + 4 - pos;
        }
        bodyStart = eol + 2 + size + 2;
        if (bodyStart > buffer.size())
            return 0;
    }
}

void RawLoadEngine::onReadyRead(size_t slot)
{
    Connection &c = *m_connections[slot];
    if (!m_running)
        return;
    c.buffer += c.socket->readAll();
    qsizetype pos = 0;
    bool close = false;
    const qint64 now = m_clock.nsecsElapsed();
    while (!c.inFlight.empty() && pos < c.buffer.size()) {
        int status = 0, backend = 0;
        QByteArrayView path;
        const qsizetype used = parse(c.buffer, pos, &status, &backend, &close, &path);
        if (used == 0)
            break;
        if (used < 0) { // unparseable: drop the connection, resend what was in flight
            close = true;
            break;
        }
        pos += used;
        const Pending p = c.inFlight.front();
        c.inFlight.pop_front();
        LoadResponse r;
        r.index = p.index;
        r.status = status;
        r.backendPort = backend;
        if (!path.isEmpty() && path != m_keys->at(p.index))
            r.receivedPath = path.toByteArray();
        r.latencyUs = quint32((now - p.sentNs) / 1000);
        ++m_done;
        m_sink->record(r);
        if (close)
            break;
    }
    c.buffer.remove(0, pos);
    if (close) {
        requeueOrFail(c);
        if (m_running && (m_next < m_end || !m_retry.empty()))
            openConnection(slot);
        finishIfDone();
        return;
    }
    fill(c);
    finishIfDone();
}

void RawLoadEngine::requeueOrFail(Connection &c)
{
    // Requests lost with a connection go back to the queue (front, in order) or fail after kMaxAttempts.
    for (auto it = c.inFlight.rbegin(); it != c.inFlight.rend(); ++it) {
        int &attempts = m_attempts[it->index];
        if (++attempts < kMaxAttempts) {
            m_retry.push_front(it->index);
        } else {
            LoadResponse r;
            r.index = it->index;
            r.transportError = true;
            ++m_done;
            m_sink->record(r);
        }
    }
    c.inFlight.clear();
}

void RawLoadEngine::onLost(size_t slot)
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

void RawLoadEngine::checkTimeouts()
{
    const qint64 limit = m_clock.nsecsElapsed() - qint64(m_timeoutMs) * 1000000;
    for (size_t slot = 0; slot < m_connections.size(); ++slot) {
        Connection &c = *m_connections[slot];
        if (!c.inFlight.empty() && c.inFlight.front().sentNs < limit && c.socket) {
            // Count the timeout as an attempt for every request in flight on that connection.
            c.socket->abort();
        }
    }
}

void RawLoadEngine::finishIfDone()
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

void RawLoadEngine::abort()
{
    if (!m_running)
        return;
    m_count = m_done; // nothing more to wait for
    finishIfDone();
}

} // namespace ringcore
