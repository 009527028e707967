#include "ringcore/live/memcachedloadengine.h"

#include "ringcore/live/loadprotocol.h"

#include <QCoreApplication>

#include <cstring>

namespace ringcore {

MemcachedLoadEngine::MemcachedLoadEngine(QObject *parent)
    : StreamLoadEngine(kMaxAttempts, parent)
{
}

void MemcachedLoadEngine::appendRequest(QByteArray &out, QByteArrayView key) const
{
    out += "get ";
    out += key;
    out += "\r\n";
}

qsizetype MemcachedLoadEngine::parseAnswer(const QByteArray &buffer, qsizetype pos, Answer *answer) const
{
    const qsizetype used = parse(buffer, pos, &answer->status, &answer->backendPort, &answer->key);
    answer->retry = used > 0 && answer->status == 502;
    return used;
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

namespace {

// memcached's text protocol (`get <key>`): keys of at most KEY_MAX_LENGTH bytes.
LoadProtocol memcachedProtocol()
{
    LoadProtocol p;
    p.name = QStringLiteral("memcached");
    p.engines = {{QStringLiteral("memcached"),
                  [] { return QCoreApplication::translate("LoadEngine", "memcached get requests over TCP"); }}};
    p.create = [](LoadEngineKind, QObject *parent) -> std::unique_ptr<LoadEngine> {
        return std::make_unique<MemcachedLoadEngine>(parent);
    };
    p.canSend = [](QByteArrayView key, QString *why) {
        if (key.size() <= MemcachedLoadEngine::kMaxKeyLength)
            return true;
        if (why)
            *why = QCoreApplication::translate("LoadEngine", "a memcached key has at most %1 bytes, this one has %2")
                       .arg(MemcachedLoadEngine::kMaxKeyLength)
                       .arg(key.size());
        return false;
    };
    return p;
}

} // namespace

RINGCORE_REGISTER_LOAD_PROTOCOL(memcached, memcachedProtocol())

} // namespace ringcore
