#include "ringcore/traffic/accesslogformat.h"

#include "ringcore/core/orderedregistry.h"

namespace ringcore {

bool AccessLogFormatRegistry::add(int order, AccessLogFormat format)
{
    return OrderedRegistry<AccessLogFormat>::add(order, new AccessLogFormat(std::move(format)));
}

QList<const AccessLogFormat *> AccessLogFormatRegistry::all()
{
    return OrderedRegistry<AccessLogFormat>::all();
}

namespace accesslog {

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

} // namespace accesslog

} // namespace ringcore
