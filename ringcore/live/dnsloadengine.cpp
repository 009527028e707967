#include "ringcore/live/dnsloadengine.h"

#include "ringcore/hash/dnsname.h"
#include "ringcore/live/loadprotocol.h"

#include <QCoreApplication>
#include <QHostAddress>
#include <QUdpSocket>
#include <QVariant>

#include <algorithm>

namespace ringcore {

DnsLoadEngine::DnsLoadEngine(QObject *parent)
    : SocketLoadEngine(kMaxAttempts, false, 50, parent)
{
}

DnsLoadEngine::~DnsLoadEngine()
{
    abort();
}

QByteArray DnsLoadEngine::keyName(QByteArrayView key)
{
    return DnsName::wire(key);
}

QByteArray DnsLoadEngine::presentation(QByteArrayView wire)
{
    QByteArray out;
    qsizetype pos = 0;
    while (pos < wire.size() && wire[pos] != 0) {
        const int length = uchar(wire[pos]);
        if (!out.isEmpty())
            out += '.';
        for (qsizetype i = pos + 1; i <= pos + length && i < wire.size(); ++i) {
            const uchar c = uchar(wire[i]);
            if (c == '.' || c == '\\') {
                out += '\\';
                out += char(c);
            } else if (c <= 0x20 || c >= 0x7f) {
                out += '\\';
                out += QByteArray::number(c).rightJustified(3, '0');
            } else {
                out += char(c);
            }
        }
        pos += length + 1;
    }
    return out.isEmpty() ? QByteArray(".") : out;
}

QByteArray DnsLoadEngine::query(QByteArrayView key, quint16 id)
{
    QByteArray q;
    const QByteArray name = keyName(key);
    q.reserve(12 + name.size() + 4);
    const char header[12] = {char(id >> 8), char(id & 0xff), 0x01, 0x00, 0, 1, 0, 0, 0, 0, 0, 0};
    q.append(header, 12);
    q += name;
    q.append("\x00\x01\x00\x01", 4);
    return q;
}

bool DnsLoadEngine::parse(QByteArrayView d, quint16 *id, int *status, int *port, QByteArrayView *question)
{
    if (d.size() < 12 || !(uchar(d[2]) & 0x80))
        return false;
    *id = quint16((uchar(d[0]) << 8) | uchar(d[1]));
    const int rcode = uchar(d[3]) & 0x0f;
    const int qdcount = (uchar(d[4]) << 8) | uchar(d[5]);
    const int ancount = (uchar(d[6]) << 8) | uchar(d[7]);
    *port = 0;
    *question = {};
    qsizetype pos = 12;
    auto skipName = [&d](qsizetype p) -> qsizetype {
        while (p < d.size()) {
            const uchar c = uchar(d[p]);
            if (c == 0)
                return p + 1;
            if ((c & 0xc0) == 0xc0)
                return p + 2;
            p += c + 1;
        }
        return -1;
    };
    for (int q = 0; q < qdcount; ++q) {
        const qsizetype end = skipName(pos);
        if (end < 0 || end + 4 > d.size())
            return false;
        if (q == 0)
            *question = d.sliced(pos, end - pos);
        pos = end + 4;
    }
    if (rcode != 0) {
        *status = 500 + rcode;
        return true;
    }
    *status = 404;
    for (int a = 0; a < ancount; ++a) {
        const qsizetype end = skipName(pos);
        if (end < 0 || end + 10 > d.size())
            return false;
        const int type = (uchar(d[end]) << 8) | uchar(d[end + 1]);
        const int length = (uchar(d[end + 8]) << 8) | uchar(d[end + 9]);
        if (end + 10 + length > d.size())
            return false;
        if (type == 1 && length == 4 && uchar(d[end + 10]) == 10 && uchar(d[end + 11]) == 0) {
            *status = 200;
            *port = (uchar(d[end + 12]) << 8) | uchar(d[end + 13]);
            return true;
        }
        pos = end + 10 + length;
    }
    return true;
}

void DnsLoadEngine::openChannels(int count)
{
    m_channels.clear();
    for (int i = 0; i < count; ++i) {
        auto c = std::make_unique<Channel>();
        c->socket = new QUdpSocket(this);
        c->socket->bind(QHostAddress::LocalHost, 0);
        c->socket->setSocketOption(QAbstractSocket::ReceiveBufferSizeSocketOption, QVariant(1 << 20));
        c->pending.resize(65536);
        c->nextId = quint16(i * 7919); // channels start their ids apart (each has its own port anyway)
        const size_t slot = size_t(i);
        connect(c->socket, &QUdpSocket::readyRead, this, [this, slot] { onReadyRead(slot); });
        m_channels.push_back(std::move(c));
    }
    for (auto &c : m_channels)
        fill(*c);
}

void DnsLoadEngine::closeChannels()
{
    for (auto &c : m_channels) {
        if (c->socket) {
            c->socket->disconnect(this);
            c->socket->close();
            c->socket->deleteLater();
            c->socket = nullptr;
        }
    }
}

void DnsLoadEngine::send(Channel &c, Work work)
{
    while (c.pending[c.nextId].work.index >= 0)
        ++c.nextId;
    const quint16 id = c.nextId++;
    Pending &p = c.pending[id];
    p.sentNs = now();
    ++work.attempts;
    if (!work.firstSentNs)
        work.firstSentNs = p.sentNs;
    p.work = work;
    const QByteArray datagram = query(m_keys->at(work.index), id);
    p.name = datagram.mid(12, datagram.size() - 16);
    c.inFlight.push_back(id);
    c.socket->writeDatagram(datagram, QHostAddress::LocalHost, quint16(m_port));
}

void DnsLoadEngine::fill(Channel &c)
{
    if (!m_running)
        return;
    Work work;
    while (int(c.inFlight.size()) < m_pipelineDepth && takeWork(&work))
        send(c, work);
}

void DnsLoadEngine::release(Channel &c, quint16 id)
{
    c.pending[id].work.index = -1;
    c.pending[id].name.clear();
    const auto it = std::find(c.inFlight.begin(), c.inFlight.end(), id);
    if (it != c.inFlight.end()) {
        *it = c.inFlight.back();
        c.inFlight.pop_back();
    }
}

void DnsLoadEngine::onReadyRead(size_t channel)
{
    Channel &c = *m_channels[channel];
    char buffer[4096];
    while (c.socket->hasPendingDatagrams()) {
        const qint64 size = c.socket->readDatagram(buffer, sizeof buffer);
        if (size <= 0 || !m_running)
            continue;
        quint16 id = 0;
        int status = 0, port = 0;
        QByteArrayView question;
        if (!parse(QByteArrayView(buffer, size), &id, &status, &port, &question))
            continue;
        Pending &p = c.pending[id];
        if (p.work.index < 0 || question.compare(p.name, Qt::CaseInsensitive) != 0)
            continue; // an answer to an abandoned attempt, or to no query of ours
        LoadResponse r;
        r.index = p.work.index;
        r.status = status;
        r.backendPort = port;
        if (status == 200 && question != QByteArrayView(p.name))
            r.receivedPath = presentation(question);
        r.latencyUs = microsecondsSince(p.work.firstSentNs);
        release(c, id);
        record(r);
    }
    fill(c);
    finishIfDone();
}

void DnsLoadEngine::checkTimeouts()
{
    const qint64 limit = now() - qint64(attemptTimeoutMs()) * 1000000;
    for (auto &channel : m_channels) {
        Channel &c = *channel;
        for (qsizetype i = qsizetype(c.inFlight.size()) - 1; i >= 0; --i) {
            const quint16 id = c.inFlight[size_t(i)];
            const Pending p = c.pending[id];
            if (p.sentNs >= limit)
                continue;
            ++m_timeouts;
            release(c, id);
            retryOrFail(p.work, 0);
        }
    }
    for (auto &c : m_channels)
        fill(*c);
    finishIfDone();
}

namespace {

// DNS: one A query per key over UDP, the name from the key (at most 255 bytes in wire form).
LoadProtocol dnsProtocol()
{
    LoadProtocol p;
    p.name = QStringLiteral("dns");
    p.engines = {{QStringLiteral("dns"), [] { return QCoreApplication::translate("LoadEngine", "DNS queries over UDP"); }}};
    p.create = [](LoadEngineKind, QObject *parent) -> std::unique_ptr<LoadEngine> {
        return std::make_unique<DnsLoadEngine>(parent);
    };
    p.canSend = [](QByteArrayView key, QString *why) {
        const qsizetype length = DnsLoadEngine::keyName(key).size();
        if (length <= DnsLoadEngine::kMaxNameLength)
            return true;
        if (why)
            *why = QCoreApplication::translate("LoadEngine", "as a DNS name it has %1 bytes in wire form, at most %2 "
                                                             "are allowed")
                       .arg(length)
                       .arg(DnsLoadEngine::kMaxNameLength);
        return false;
    };
    return p;
}

} // namespace

RINGCORE_REGISTER_LOAD_PROTOCOL(dns, dnsProtocol())

} // namespace ringcore
