// ringlab-testproxy: a tiny HTTP/1.1 reverse proxy written for the tests (issue 16's proof that a
// system can be added from the tests folder alone). It routes every request by a RingLab
// algorithm from the registry (the config names it, with the folder's own test-fnv-ring among
// them) over the config's servers and relays the backend's answer unchanged (X-Backend, X-Path
// and all). With `protocol testline` it speaks the folder's line protocol instead
// (testlineprotocol.h): "GET <key>" routed by the key, the backend's answer line relayed.
//
//   ringlab-testproxy --version | -v   prints "ringlab-testproxy 1.0"
//   ringlab-testproxy --check FILE     reads FILE and builds the algorithm; exit 0 ("FILE: syntax is
//                                      ok") or 1 with the reason ("FILE:LINE: …")
//   ringlab-testproxy FILE             serves until SIGTERM
//
// One client connection is served request by request (a pipelined request waits for the one
// before it), each over a kept-alive connection to the chosen backend. A backend that cannot be
// reached is logged ("error: …") and answered with 502.
#include "testproxyconfig.h"

#include "ringcore/rings/algorithmregistry.h"

#include <QCoreApplication>
#include <QFile>
#include <QHash>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTextStream>

#include <cstdio>
#include <memory>

using namespace ringcore;
using ringlab::test::TestProxyConfig;

namespace {

class Proxy;

/// One client connection and its backend connections.
class ClientConnection : public QObject
{
public:
    ClientConnection(QTcpSocket *client, Proxy *proxy);

private:
    void readClient();
    void next();
    void readBackend();
    void answered(qsizetype length); ///< relays the backend's answer, its first `length` bytes
    void backendFailed(const QString &why);

    Proxy *m_proxy;
    QTcpSocket *m_client;
    QByteArray m_in;
    QHash<int, QTcpSocket *> m_backends; ///< server index → kept-alive connection
    QTcpSocket *m_busy = nullptr;        ///< the backend answering the current request
    QByteArray m_request;
    QByteArray m_response;
};

class Proxy : public QObject
{
public:
    TestProxyConfig config;
    std::unique_ptr<Algorithm> algorithm;
    QFile log;

    void logLine(const QString &line)
    {
        if (log.isOpen()) {
            log.write(line.toUtf8() + '\n');
            log.flush();
        }
    }
};

ClientConnection::ClientConnection(QTcpSocket *client, Proxy *proxy)
    : QObject(client), m_proxy(proxy), m_client(client)
{
    connect(client, &QTcpSocket::readyRead, this, &ClientConnection::readClient);
    connect(client, &QTcpSocket::disconnected, client, &QObject::deleteLater);
}

void ClientConnection::readClient()
{
    m_in += m_client->readAll();
    next();
}

void ClientConnection::next()
{
    if (m_busy)
        return; // one request at a time per client connection
    const bool lines = m_proxy->config.speaksLines();
    const qsizetype end = lines ? m_in.indexOf('\n') : m_in.indexOf("\r\n\r\n");
    if (end < 0)
        return;
    const qsizetype length = end + (lines ? 1 : 4);
    m_request = m_in.left(length); // GET only: no body
    m_in.remove(0, length);
    const QList<QByteArray> requestLine = m_request.left(m_request.indexOf(lines ? "\n" : "\r\n")).split(' ');
    const QByteArray key = requestLine.value(1);
    const int server = !lines || requestLine.value(0) == "GET" ? m_proxy->algorithm->route(key) : -1;
    if (server < 0) {
        m_client->write(lines ? "ERR no server\n" : "HTTP/1.1 503 Service Unavailable\r\nContent-Length: 0\r\n\r\n");
        next();
        return;
    }
    QTcpSocket *&backend = m_backends[server];
    if (!backend || backend->state() == QAbstractSocket::UnconnectedState) {
        if (backend)
            backend->deleteLater();
        backend = new QTcpSocket(this);
        const QString address = m_proxy->config.servers[server].address;
        connect(backend, &QTcpSocket::readyRead, this, &ClientConnection::readBackend);
        connect(backend, &QTcpSocket::errorOccurred, this, [this, address, b = backend](QAbstractSocket::SocketError) {
            if (m_busy == b && m_response.isEmpty())
                backendFailed(QStringLiteral("backend %1: %2").arg(address, b->errorString()));
        });
        backend->connectToHost(address.section(QLatin1Char(':'), 0, 0), address.section(QLatin1Char(':'), -1).toUShort());
    }
    m_busy = backend;
    m_response.clear();
    backend->write(m_request);
}

void ClientConnection::readBackend()
{
    auto *backend = qobject_cast<QTcpSocket *>(sender());
    if (backend != m_busy) {
        backend->readAll();
        return;
    }
    m_response += backend->readAll();
    if (m_proxy->config.speaksLines()) {
        const qsizetype eol = m_response.indexOf('\n');
        if (eol >= 0)
            answered(eol + 1);
        return;
    }
    const qsizetype headerEnd = m_response.indexOf("\r\n\r\n");
    if (headerEnd < 0)
        return;
    qint64 length = 0;
    for (const QByteArray &line : m_response.left(headerEnd).split('\n')) {
        if (line.toLower().startsWith("content-length:"))
            length = line.mid(15).trimmed().toLongLong();
    }
    if (m_response.size() >= headerEnd + 4 + length)
        answered(headerEnd + 4 + length);
}

void ClientConnection::answered(qsizetype length)
{
    m_client->write(m_response.left(length));
    m_response.clear();
    m_busy = nullptr;
    next();
}

void ClientConnection::backendFailed(const QString &why)
{
    m_proxy->logLine(QStringLiteral("error: ") + why);
    m_client->write(m_proxy->config.speaksLines() ? "ERR backend unreachable\n"
                                                  : "HTTP/1.1 502 Bad Gateway\r\nContent-Length: 0\r\n\r\n");
    m_busy = nullptr;
    next();
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments().mid(1);
    QTextStream err(stderr);
    if (args == QStringList{QStringLiteral("--version")} || args == QStringList{QStringLiteral("-v")}) {
        std::printf("ringlab-testproxy 1.0\n");
        return 0;
    }
    const bool check = args.size() == 2 && args[0] == QLatin1String("--check");
    if (!check && args.size() != 1) {
        err << "usage: ringlab-testproxy [--version | --check FILE | FILE]\n";
        return 2;
    }
    Proxy proxy;
    QString error;
    if (!TestProxyConfig::read(args.back(), &proxy.config, &error)) {
        err << error << '\n';
        return 1;
    }
    proxy.algorithm = AlgorithmRegistry::create(proxy.config.algorithm, proxy.config.servers, proxy.config.options, &error);
    if (!proxy.algorithm) {
        err << args.back() << ':' << proxy.config.lineOf(error) << ": " << error << '\n';
        return 1;
    }
    if (check) {
        err << args.back() << ": syntax is ok\n";
        return 0;
    }
    if (!proxy.config.logPath.isEmpty()) {
        proxy.log.setFileName(proxy.config.logPath);
        if (!proxy.log.open(QIODevice::WriteOnly | QIODevice::Append)) {
            err << proxy.config.logPath << ": " << proxy.log.errorString() << '\n';
            return 1;
        }
    }
    QTcpServer server;
    if (!server.listen(QHostAddress::LocalHost, quint16(proxy.config.listenPort))) {
        err << "listen 127.0.0.1:" << proxy.config.listenPort << ": " << server.errorString() << '\n';
        return 1;
    }
    QObject::connect(&server, &QTcpServer::newConnection, &server, [&] {
        while (QTcpSocket *client = server.nextPendingConnection())
            new ClientConnection(client, &proxy);
    });
    return app.exec();
}
