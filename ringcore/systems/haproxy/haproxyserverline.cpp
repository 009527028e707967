#include "ringcore/systems/haproxy/haproxyserverline.h"

#include <QRegularExpression>

#include <algorithm>

namespace ringcore {

bool HaproxyServerLine::check(const QString &name, const QString &address, int line, ConfigError *error)
{
    for (const QChar c : name) {
        if (!(c.unicode() < 128 && (c.isLetterOrNumber() || c == QLatin1Char('.') || c == QLatin1Char('-')
                                    || c == QLatin1Char('_') || c == QLatin1Char(':')))) {
            *error = {line, tr("HAProxy refuses this: character '%1' is not permitted in server name '%2'.").arg(c).arg(name)};
            return false;
        }
    }
    if (address.contains(QLatin1Char('@')) && !address.startsWith(QLatin1String("ipv4@")) && !address.startsWith(QLatin1String("ipv6@")))
        return true; // unix@, abns@, fd@, …: no port
    const qsizetype colon = address.lastIndexOf(QLatin1Char(':'));
    if (colon < 0 || (address.count(QLatin1Char(':')) > 1 && !address.startsWith(QLatin1Char('[')) && !address.contains(QLatin1String("]:"))
                      && !address.startsWith(QLatin1String("ipv"))))
        return true; // no port, or a bare IPv6 address whose last group HAProxy reads as the port: not judged here
    const QString port = address.mid(colon + 1);
    static const QRegularExpression portRe(QStringLiteral("^[-+]?[0-9]*(-[0-9]+)?$"));
    if (!portRe.match(port).hasMatch()) {
        const auto found = std::find_if(port.cbegin(), port.cend(), [](QChar c) { return !c.isDigit() && c != QLatin1Char('+') && c != QLatin1Char('-'); });
        const QChar bad = found != port.cend() ? *found : port.at(0);
        *error = {line, tr("HAProxy refuses this: 'server %1' : invalid character '%2' in port number '%3' in '%4'")
                                .arg(name).arg(bad).arg(port, address)};
        return false;
    }
    for (const QString &part : port.split(QLatin1Char('-'), Qt::SkipEmptyParts)) {
        if (part.toLongLong() > 65535) {
            *error = {line, tr("HAProxy refuses this: 'server %1' : invalid port '%2' (ports are 0-65535)").arg(name, port)};
            return false;
        }
    }
    return true;
}

} // namespace ringcore
