#pragma once

#include "ringcore/snapshot/ringsnapshot.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

namespace ringcore {

/// A lookup explained step by step: where the key lands and how the scheme picks its server.
/// The owner is always the server the algorithm itself routes to (routeHash), so a picture built
/// from this trace can never disagree with ringcore.
struct LookupTrace
{
    QByteArray key;          ///< empty when the lookup started from a hash (a click on the circle)
    uint64_t hash = 0;
    int owner = -1;          ///< Algorithm::routeHash(hash)
    LookupKind rule = LookupKind::NextPoint;

    // Rings: the neighbouring points (indices into the snapshot's point columns, -1 if none).
    long long nextPoint = -1;     ///< first point at or after the hash (wrapping)
    long long previousPoint = -1; ///< last point before the hash (wrapping)
    double nextDistance = 0;      ///< clockwise distance to nextPoint, fraction of the circle
    double previousDistance = 0;  ///< counter-clockwise distance to previousPoint
    long long ownerPoint = -1;    ///< the point the owner was reached through

    // Tables: the slot the hash selects.
    long long slot = -1;
    long long tableSize = 0;

    /// Human-readable decision steps (translated), e.g. the jumps or per-server scores.
    QStringList steps;
};

/// Builds traces against a snapshot (no GUI dependency).
class LookupTracer
{
public:
    static LookupTrace trace(const RingSnapshot &snapshot, uint64_t hash, const QByteArray &key = {});
};

} // namespace ringcore
