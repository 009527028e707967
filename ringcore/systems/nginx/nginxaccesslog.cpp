// nginx's predefined `combined` access-log format, for the Traffic page's replay:
// `$remote_addr - $remote_user [$time_local] "$request" $status $body_bytes_sent "$http_referer" "$http_user_agent"`.
#include "ringcore/traffic/accesslogformat.h"

#include <QCoreApplication>

namespace ringcore {

namespace {

using accesslog::isDigits;
using accesslog::requestUri;
using accesslog::toNumber;

// nginx combined. Returns 1/0/-1 as parseLine().
int parseNginx(QByteArrayView line, LogRequest *r)
{
    qsizetype p = line.indexOf(' ');
    if (p <= 0 || !line.sliced(p).startsWith(" - "))
        return -1;
    p += 3;
    const qsizetype user = line.indexOf(' ', p);
    if (user < 0 || line.sliced(user).size() < 2 || line[user + 1] != '[')
        return -1;
    const qsizetype timeEnd = line.indexOf(']', user + 2);
    if (timeEnd < 0 || !line.sliced(timeEnd).startsWith("] \""))
        return -1;
    const qsizetype reqBegin = timeEnd + 3;
    const qsizetype reqEnd = line.indexOf('"', reqBegin);
    if (reqEnd < 0 || !line.sliced(reqEnd).startsWith("\" "))
        return -1;
    const QByteArrayView request = line.sliced(reqBegin, reqEnd - reqBegin);
    p = reqEnd + 2;
    const qsizetype statusEnd = line.indexOf(' ', p);
    if (statusEnd < 0 || statusEnd - p != 3 || !isDigits(line.sliced(p, 3)))
        return -1;
    p = statusEnd + 1;
    const qsizetype bytesEnd = line.indexOf(' ', p);
    if (bytesEnd < 0 || !isDigits(line.sliced(p, bytesEnd - p)))
        return -1;
    const uint64_t bytes = toNumber(line.sliced(p, bytesEnd - p));
    // "$http_referer" "$http_user_agent" and nothing after (nginx escapes quotes inside as \x22).
    p = bytesEnd + 1;
    for (int field = 0; field < 2; ++field) {
        if (p >= line.size() || line[p] != '"')
            return -1;
        const qsizetype close = line.indexOf('"', p + 1);
        if (close < 0)
            return -1;
        p = close + 1;
        if (field == 0) {
            if (p >= line.size() || line[p] != ' ')
                return -1;
            ++p;
        }
    }
    if (p != line.size())
        return -1;
    const QByteArrayView uri = requestUri(request);
    if (uri.isEmpty())
        return 0;
    r->key = uri.toByteArray();
    r->bytes = bytes;
    r->hasSize = true;
    r->format = QStringLiteral("nginx-combined");
    return 1;
}

AccessLogFormat nginxCombinedFormat()
{
    AccessLogFormat f;
    f.id = QStringLiteral("nginx-combined");
    f.describe = [] { return QCoreApplication::translate("ringcore::AccessLogReader", "an nginx combined line"); };
    f.parse = parseNginx;
    return f;
}

} // namespace

RINGCORE_REGISTER_ACCESS_LOG_FORMAT(10, nginxCombinedFormat())

} // namespace ringcore
