#include "ringcore/traffic/trafficconfig.h"

#include "ringcore/core/serverlistparser.h"

#include <QSet>

#include <algorithm>

namespace ringcore {

bool TrafficConfig::parseEvents(const QString &text, QList<ScaleEvent> *events, QString *error)
{
    events->clear();
    const QStringList items = text.split(QLatin1Char(','), Qt::SkipEmptyParts);
    for (const QString &raw : items) {
        const QString item = raw.trimmed();
        if (item.isEmpty())
            continue;
        ScaleEvent e;
        const qsizetype space = item.indexOf(QLatin1Char(' '));
        const QString verb = item.left(space).toLower();
        if (space < 0 || (verb != QLatin1String("remove") && verb != QLatin1String("add"))) {
            *error = tr("events: \"%1\" is not \"remove ADDRESS@P%\" or \"add ADDRESS@P%\"").arg(item);
            return false;
        }
        e.kind = verb == QLatin1String("remove") ? ScaleEvent::Kind::Remove : ScaleEvent::Kind::Add;
        QString rest = item.mid(space + 1).trimmed();
        const qsizetype at = rest.lastIndexOf(QLatin1Char('@'));
        if (at < 0) {
            *error = tr("events: \"%1\" has no moment; write ADDRESS@P% with P between 0 and 100 (exclusive)").arg(item);
            return false;
        }
        QString when = rest.mid(at + 1).trimmed();
        if (when.endsWith(QLatin1Char('%')))
            when.chop(1);
        bool ok = false;
        e.percent = when.toDouble(&ok);
        if (!ok || !(e.percent > 0 && e.percent < 100)) {
            *error = tr("events: \"%1\": the moment must be a percentage of the requests above 0 and below 100")
                         .arg(item);
            return false;
        }
        QString address = rest.left(at).trimmed();
        const qsizetype eq = address.indexOf(QLatin1Char('='));
        if (eq > 0) {
            if (e.kind == ScaleEvent::Kind::Remove) {
                *error = tr("events: \"%1\": a removal takes no weight").arg(item);
                return false;
            }
            bool wok = false;
            e.weight = address.mid(eq + 1).toInt(&wok);
            if (!wok || e.weight < 1 || e.weight > 1000000) {
                *error = tr("events: \"%1\": the weight must be a whole number from 1 to 1,000,000").arg(item);
                return false;
            }
            address = address.left(eq);
        }
        QString why;
        const ServerList parsed = ServerListParser::parseServers(address, &why);
        if (parsed.size() != 1) {
            *error = tr("events: \"%1\": \"%2\" is not one server address (host:port or [IPv6]:port)")
                         .arg(item, address);
            return false;
        }
        e.address = parsed.front().address;
        events->append(e);
    }
    std::stable_sort(events->begin(), events->end(),
                     [](const ScaleEvent &a, const ScaleEvent &b) { return a.percent < b.percent; });
    return true;
}

QString TrafficConfig::eventsText(const QList<ScaleEvent> &events)
{
    QStringList parts;
    for (const ScaleEvent &e : events) {
        QString address = e.address;
        if (e.kind == ScaleEvent::Kind::Add && e.weight != 1)
            address += QStringLiteral("=%1").arg(e.weight);
        parts << QStringLiteral("%1 %2@%3%")
                     .arg(e.kind == ScaleEvent::Kind::Remove ? QStringLiteral("remove") : QStringLiteral("add"),
                          address, QString::number(e.percent));
    }
    return parts.join(QLatin1Char(','));
}

bool TrafficConfig::validate(QString *error) const
{
    if (servers.isEmpty()) {
        *error = tr("servers: give at least one server");
        return false;
    }
    if (model == Model::Log) {
        if (logPath.isEmpty()) {
            *error = tr("log: give the access log's path");
            return false;
        }
    } else {
        if (model == Model::Zipf && !(exponent > 0 && exponent <= kMaxExponent)) {
            *error = tr("zipf: the exponent must be above 0 and at most %1 (0 is the uniform model)").arg(kMaxExponent);
            return false;
        }
        if (universe < 1 || universe > kMaxUniverse) {
            *error = tr("universe: %1 is out of range (1 to %2 keys)").arg(universe).arg(kMaxUniverse);
            return false;
        }
        if (requests < 1 || requests > kMaxRequests) {
            *error = tr("requests: %1 is out of range (1 to %2)").arg(requests).arg(kMaxRequests);
            return false;
        }
    }
    if (cacheObjects < 1 || cacheObjects > kMaxCacheObjects) {
        *error = tr("cache: %1 is out of range (1 to %2 objects per server)").arg(cacheObjects).arg(kMaxCacheObjects);
        return false;
    }
    if (cacheBytes < 0) {
        *error = tr("cache-bytes: must be 0 (no byte bound) or more");
        return false;
    }
    if (cacheBytes > 0 && model != Model::Log) {
        *error = tr("cache-bytes: only a replayed log has object sizes; the Zipf and uniform models count objects");
        return false;
    }
    if (windows < 2 || windows > kMaxWindows) {
        *error = tr("windows: %1 is out of range (2 to %2)").arg(windows).arg(kMaxWindows);
        return false;
    }
    // Replay the events on the address set so an impossible one is refused before any work.
    QSet<QString> present, known;
    for (const Server &s : servers) {
        known.insert(s.address);
        if (!s.down)
            present.insert(s.address);
    }
    QList<ScaleEvent> sorted = events;
    std::stable_sort(sorted.begin(), sorted.end(),
                     [](const ScaleEvent &a, const ScaleEvent &b) { return a.percent < b.percent; });
    for (const ScaleEvent &e : sorted) {
        if (!(e.percent > 0 && e.percent < 100)) {
            *error = tr("events: the moment of \"%1\" must be above 0% and below 100%").arg(e.address);
            return false;
        }
        if (e.kind == ScaleEvent::Kind::Remove) {
            if (!present.contains(e.address)) {
                *error = tr("events: cannot remove %1 at %2%: it is not serving then")
                             .arg(e.address).arg(e.percent);
                return false;
            }
            present.remove(e.address);
            if (present.isEmpty()) {
                *error = tr("events: removing %1 at %2% leaves no server").arg(e.address).arg(e.percent);
                return false;
            }
        } else {
            if (present.contains(e.address)) {
                *error = tr("events: cannot add %1 at %2%: it is already serving").arg(e.address).arg(e.percent);
                return false;
            }
            present.insert(e.address);
            known.insert(e.address);
        }
    }
    return true;
}

} // namespace ringcore
