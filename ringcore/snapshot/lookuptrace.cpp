#include "ringcore/snapshot/lookuptrace.h"

#include "ringcore/core/numbertext.h"

#include <QCoreApplication>
#include <QLocale>

namespace ringcore {

namespace {

QString hex(uint64_t h, int bits)
{
    return QStringLiteral("0x%1").arg(h, bits / 4, 16, QLatin1Char('0'));
}

} // namespace

LookupTrace LookupTracer::trace(const RingSnapshot &s, uint64_t hash, const QByteArray &key)
{
    LookupTrace t;
    t.key = key;
    t.hash = hash;
    t.rule = s.rule;
    if (!s.scheme)
        return t;
    t.owner = s.scheme->routeHash(hash);
    const QString ownerName = t.owner >= 0 && t.owner < s.servers.size() ? s.servers.at(t.owner).address
                                                                          : QCoreApplication::translate("ringcore::LookupTracer", "no server");
    t.steps << QCoreApplication::translate("ringcore::LookupTracer", "hash = %1").arg(hex(hash, s.hashBits));

    const size_t n = s.pointHash.size();
    if (n > 0 && (s.rule == LookupKind::NextPoint || s.rule == LookupKind::NearestPoint)) {
        size_t next = s.lowerPoint(hash);
        if (next == n)
            next = 0; // wrap past the largest point
        const size_t prev = next == 0 ? n - 1 : next - 1;
        // When the hash sits exactly on a point, that point is both "next" and at distance 0.
        t.nextPoint = static_cast<long long>(next);
        t.previousPoint = static_cast<long long>(s.pointHash[next] == hash ? next : prev);
        const double space = s.space();
        const uint64_t mask = s.hashBits >= 64 ? ~uint64_t(0) : (uint64_t(1) << s.hashBits) - 1;
        t.nextDistance = double((s.pointHash[next] - hash) & mask) / space;
        t.previousDistance = double((hash - s.pointHash[size_t(t.previousPoint)]) & mask) / space;
        if (s.rule == LookupKind::NextPoint) {
            t.ownerPoint = t.nextPoint;
            t.steps << QCoreApplication::translate("ringcore::LookupTracer", "walk clockwise %1% of the circle to point %2 of %3")
                           .arg(NumberText::percent(t.nextDistance, 3))
                           .arg(s.pointIndex[next])
                           .arg(ownerName);
        } else {
            t.steps << QCoreApplication::translate("ringcore::LookupTracer", "clockwise: %1% to the next point; counter-clockwise: %2% to the previous point")
                           .arg(NumberText::percent(t.nextDistance, 3), NumberText::percent(t.previousDistance, 3));
            // Which neighbour won is read from the route itself, so the picture follows ringcore.
            const bool prevWins = s.pointServer[size_t(t.previousPoint)] == t.owner
                && (s.pointServer[next] != t.owner || t.previousDistance <= t.nextDistance);
            t.ownerPoint = prevWins ? t.previousPoint : t.nextPoint;
            t.steps << (prevWins ? QCoreApplication::translate("ringcore::LookupTracer", "the previous point is nearer: %1").arg(ownerName)
                                 : QCoreApplication::translate("ringcore::LookupTracer", "the next point is nearer: %1").arg(ownerName));
        }
        // A route that skips the neighbours (e.g. a down server) would not match either point.
        if (s.pointServer[size_t(t.ownerPoint)] != t.owner) {
            t.ownerPoint = -1;
            t.steps << QCoreApplication::translate("ringcore::LookupTracer", "the neighbouring point's server cannot take it; the scheme routes to %1")
                           .arg(ownerName);
        }
        // Rings with rules of their own (Varnish's last point, Traffic Server's secondary ring)
        // say what they did.
        t.steps << s.scheme->explainRoute(hash);
    } else if (s.rule == LookupKind::Table && !s.table.empty()) {
        t.tableSize = static_cast<long long>(s.table.size());
        t.slot = static_cast<long long>(hash % uint64_t(s.table.size()));
        t.steps << QCoreApplication::translate("ringcore::LookupTracer", "slot = hash mod %1 = %2").arg(QLocale().toString(t.tableSize), QLocale().toString(t.slot));
        t.steps << QCoreApplication::translate("ringcore::LookupTracer", "table[%1] = %2").arg(t.slot).arg(ownerName);
    } else {
        // Jump and rendezvous show their own decision; the owner is still routeHash()'s answer.
        const QStringList own = s.scheme->explainRoute(hash);
        if (!own.isEmpty())
            t.steps << own;
        t.steps << QCoreApplication::translate("ringcore::LookupTracer", "%1 decides without a ring: %2").arg(s.displayName, ownerName);
    }
    return t;
}

} // namespace ringcore
