#include "ringcore/live/redisloadengine.h"

#include "ringcore/live/loadprotocol.h"

#include <QCoreApplication>

namespace ringcore {

namespace {
/// A line longer than this without its CRLF is no reply a GET gets.
constexpr qsizetype kMaxLine = 4096;
} // namespace

RedisLoadEngine::RedisLoadEngine(QObject *parent)
    : StreamLoadEngine(kMaxAttempts, parent)
{
}

QByteArray RedisLoadEngine::request(QByteArrayView key)
{
    QByteArray out;
    appendGet(out, key);
    return out;
}

void RedisLoadEngine::appendRequest(QByteArray &out, QByteArrayView key) const
{
    appendGet(out, key);
}

void RedisLoadEngine::appendGet(QByteArray &out, QByteArrayView key)
{
    out += "*2\r\n$3\r\nGET\r\n$";
    out += QByteArray::number(key.size());
    out += "\r\n";
    out += key;
    out += "\r\n";
}

qsizetype RedisLoadEngine::parse(const QByteArray &buffer, qsizetype pos, int *status, int *port)
{
    const qsizetype eol = buffer.indexOf("\r\n", pos);
    if (eol < 0)
        return buffer.size() - pos > kMaxLine ? -1 : 0;
    const char *line = buffer.constData() + pos;
    const qsizetype length = eol - pos;
    *port = 0;
    if (length < 1)
        return -1;
    if (line[0] == '-') {
        *status = 502;
        return length + 2;
    }
    if (line[0] != '$')
        return -1;
    bool ok = false;
    const qint64 size = QByteArrayView(line + 1, length - 1).toLongLong(&ok);
    if (!ok || size < -1)
        return -1;
    if (size == -1) {
        *status = 404;
        return length + 2;
    }
    const qsizetype dataStart = eol + 2;
    if (buffer.size() < dataStart + size + 2)
        return 0;
    if (buffer.at(dataStart + size) != '\r' || buffer.at(dataStart + size + 1) != '\n')
        return -1;
    *status = 200;
    *port = QByteArrayView(buffer.constData() + dataStart, size).toInt(&ok);
    if (!ok)
        *port = 0;
    return dataStart + size + 2 - pos;
}

qsizetype RedisLoadEngine::parseAnswer(const QByteArray &buffer, qsizetype pos, Answer *answer) const
{
    const qsizetype used = parse(buffer, pos, &answer->status, &answer->backendPort);
    answer->retry = used > 0 && answer->status == 502;
    return used;
}

namespace {

// Redis's RESP (`GET <key>`): binary-safe, every key can be sent.
LoadProtocol redisProtocol()
{
    LoadProtocol p;
    p.name = QStringLiteral("redis");
    p.engines = {{QStringLiteral("redis"), [] { return QCoreApplication::translate("LoadEngine", "Redis GET commands over TCP"); }}};
    p.create = [](LoadEngineKind, QObject *parent) -> std::unique_ptr<LoadEngine> {
        return std::make_unique<RedisLoadEngine>(parent);
    };
    return p;
}

} // namespace

RINGCORE_REGISTER_LOAD_PROTOCOL(redis, redisProtocol())

} // namespace ringcore
