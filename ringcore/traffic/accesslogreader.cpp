#include "ringcore/traffic/accesslogreader.h"

#include "ringcore/core/filereader.h"

#include <QList>

namespace ringcore {

namespace {

bool isDigits(QByteArrayView v)
{
    if (v.isEmpty())
        return false;
    for (char c : v)
        if (c < '0' || c > '9')
            return false;
    return true;
}

uint64_t toNumber(QByteArrayView v)
{
    uint64_t n = 0;
    for (char c : v) {
        if (n > (UINT64_MAX - 9) / 10)
            return UINT64_MAX;
        n = n * 10 + uint64_t(c - '0');
    }
    return n;
}

/// "METHOD URI VERSION" (or HTTP/0.9's "METHOD URI"): the URI, or empty when the request line
/// is something else ("-", "<BADREQ>", binary junk).
QByteArrayView requestUri(QByteArrayView request)
{
    const qsizetype sp1 = request.indexOf(' ');
    if (sp1 <= 0)
        return {};
    for (char c : request.first(sp1))
        if (c < 'A' || c > 'Z')
            return {};
    QByteArrayView rest = request.sliced(sp1 + 1);
    const qsizetype sp2 = rest.indexOf(' ');
    QByteArrayView uri = sp2 < 0 ? rest : rest.first(sp2);
    if (sp2 >= 0) {
        const QByteArrayView version = rest.sliced(sp2 + 1);
        if (!version.startsWith("HTTP/") || version.contains(' '))
            return {};
    }
    if (uri.isEmpty() || (uri.front() != '/' && !uri.startsWith("http://") && !uri.startsWith("https://")))
        return {};
    return uri;
}

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
    r->format = LogRequest::Format::NginxCombined;
    return 1;
}

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
        r->format = LogRequest::Format::HaproxyHttp;
        return 1;
    }
    return -1;
}

} // namespace

int AccessLogReader::parseLine(QByteArrayView line, LogRequest *request, QString *why)
{
    LogRequest scratch;
    LogRequest *r = request ? request : &scratch;
    if (!line.isEmpty() && line.front() == '/') {
        bool plain = true;
        for (char c : line)
            if (c == ' ' || c == '\t' || c == '"') {
                plain = false;
                break;
            }
        if (plain) {
            r->key = line.toByteArray();
            r->bytes = 0;
            r->hasSize = false;
            r->format = LogRequest::Format::Path;
            return 1;
        }
    }
    const int nginx = parseNginx(line, r);
    if (nginx >= 0)
        return nginx;
    const int haproxy = parseHaproxy(line, r);
    if (haproxy >= 0)
        return haproxy;
    if (why)
        *why = tr("neither an nginx combined line, a HAProxy HTTP log line (option httplog) nor one path "
                  "starting with / (the line may be cut short)");
    return -1;
}

bool AccessLogReader::open(const QString &path, QString *error)
{
    m_file.close();
    m_path = path;
    m_error.clear();
    m_line = 0;
    m_skipped = 0;
    if (!FileReader::isRegularFile(path, error))
        return false;
    m_file.setFileName(path);
    if (!m_file.open(QIODevice::ReadOnly)) {
        if (error)
            *error = tr("%1: cannot open (%2)").arg(path, m_file.errorString());
        return false;
    }
    return true;
}

bool AccessLogReader::next(LogRequest *request)
{
    if (!m_error.isEmpty() || !m_file.isOpen())
        return false;
    for (;;) {
        if (m_file.atEnd())
            return false;
        m_buffer = m_file.readLine(kMaxLineBytes + 2);
        ++m_line;
        const bool newline = m_buffer.endsWith('\n');
        if (!newline && m_buffer.size() > kMaxLineBytes) {
            m_error = tr("%1: line %2: longer than %3 bytes").arg(m_path).arg(m_line).arg(kMaxLineBytes);
            return false;
        }
        QByteArrayView line(m_buffer);
        if (line.endsWith('\n'))
            line.chop(1);
        if (line.endsWith('\r'))
            line.chop(1);
        if (line.size() > kMaxLineBytes) {
            m_error = tr("%1: line %2: longer than %3 bytes").arg(m_path).arg(m_line).arg(kMaxLineBytes);
            return false;
        }
        if (line.trimmed().isEmpty())
            continue;
        QString why;
        const int r = parseLine(line, request, &why);
        if (r < 0) {
            m_error = tr("%1: line %2: %3").arg(m_path).arg(m_line).arg(why);
            return false;
        }
        if (r == 0) {
            ++m_skipped;
            continue;
        }
        return true;
    }
}

} // namespace ringcore
