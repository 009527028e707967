#include "ringcore/live/rawloadengine.h"

#include <cstring>
#include <strings.h>

namespace ringcore {

namespace {

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
    : StreamLoadEngine(kMaxAttempts, parent)
{
}

void RawLoadEngine::appendRequest(QByteArray &out, QByteArrayView key) const
{
    out += "GET ";
    out += key;
    out += " HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n";
}

qsizetype RawLoadEngine::parseAnswer(const QByteArray &buffer, qsizetype pos, Answer *answer) const
{
    return parse(buffer, pos, &answer->status, &answer->backendPort, &answer->close, &answer->key);
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

} // namespace ringcore
