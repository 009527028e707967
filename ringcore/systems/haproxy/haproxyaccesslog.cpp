// HAProxy's default HTTP log (`option httplog`), with or without the syslog header, for the
// Traffic page's replay: `… client:port [accept date] frontend backend/server Tq/Tw/Tc/Tr/Ta status
// bytes cookie cookie state act/fe/be/srv/retries srvq/bkq [{captures}] "METHOD URI VERSION"`.
#include "ringcore/traffic/accesslogformat.h"

#include <QCoreApplication>

namespace ringcore {

namespace {

using accesslog::isDigits;
using accesslog::requestUri;
using accesslog::toNumber;

bool slashFields(QByteArrayView v, int count)
{
    int fields = 0;
    qsizetype start = 0;
    for (qsizetype i = 0; i <= v.size(); ++i) {
        if (i < v.size() && v[i] != '/')
            continue;
        QByteArrayView f = v.sliced(start, i - start);
        if (f.startsWith('+') || f.startsWith('-'))
            f = f.sliced(1);
        if (!isDigits(f))
            return false;
        ++fields;
        start = i + 1;
    }
    return fields == count;
}

// HAProxy's default HTTP log (option httplog), with or without a syslog header before it.
int parseHaproxy(QByteArrayView line, LogRequest *r)
{
    if (line.size() < 2 || line.back() != '"')
        return -1;
    const qsizetype open = line.first(line.size() - 1).lastIndexOf('"');
    if (open < 1 || line[open - 1] != ' ')
        return -1;
    const QByteArrayView request = line.sliced(open + 1, line.size() - open - 2);
    // Tokens of the part before the request; [..] and {..} may hold spaces.
    QList<QByteArrayView> tokens;
    const QByteArrayView head = line.first(open - 1);
    for (qsizetype i = 0; i < head.size();) {
        if (head[i] == ' ') {
            ++i;
            continue;
        }
        const char close = head[i] == '[' ? ']' : head[i] == '{' ? '}' : ' ';
        qsizetype end = head.indexOf(close, close == ' ' ? i : i + 1);
        if (end < 0)
            end = close == ' ' ? head.size() : -1;
        else if (close != ' ')
            ++end;
        if (end < 0)
            return -1;
        tokens.append(head.sliced(i, end - i));
        i = end;
    }
    for (qsizetype c = 0; c + 12 <= tokens.size(); ++c) {
        const QByteArrayView client = tokens[c];
        const qsizetype colon = client.lastIndexOf(':');
        if (colon <= 0 || !isDigits(client.sliced(colon + 1)))
            continue;
        const QByteArrayView date = tokens[c + 1];
        if (!date.startsWith('[') || !date.endsWith(']'))
            continue;
        QByteArrayView status = tokens[c + 5];
        QByteArrayView bytes = tokens[c + 6];
        if (bytes.startsWith('+'))
            bytes = bytes.sliced(1);
        if (!tokens[c + 3].contains('/') || !slashFields(tokens[c + 4], 5)
            || !(status == "-1" || (status.size() == 3 && isDigits(status))) || !isDigits(bytes)
            || tokens[c + 9].size() != 4 || !slashFields(tokens[c + 10], 5) || !slashFields(tokens[c + 11], 2))
            return -1;
        for (qsizetype t = c + 12; t < tokens.size(); ++t)
            if (!tokens[t].startsWith('{') || !tokens[t].endsWith('}'))
                return -1;
        const QByteArrayView uri = requestUri(request);
        if (uri.isEmpty())
            return 0;
        r->key = uri.toByteArray();
        r->bytes = toNumber(bytes);
        r->hasSize = true;
        r->format = QStringLiteral("haproxy-httplog");
        return 1;
    }
    return -1;
}

AccessLogFormat haproxyHttpFormat()
{
    AccessLogFormat f;
    f.id = QStringLiteral("haproxy-httplog");
    f.describe = [] { return QCoreApplication::translate("ringcore::AccessLogReader", "a HAProxy HTTP log line (option httplog)"); };
    f.parse = parseHaproxy;
    return f;
}

} // namespace

RINGCORE_REGISTER_ACCESS_LOG_FORMAT(20, haproxyHttpFormat())

} // namespace ringcore
