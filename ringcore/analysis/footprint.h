#pragma once

#include "ringcore/rings/algorithm.h"

#include <QMetaType>

namespace ringcore {

/// Memory and point collisions of one built algorithm (what the seed's "How many points is
/// enough" section computes).
struct Footprint
{
    int hashBits = 0;
    qint64 points = 0;         ///< Algorithm::pointCount()
    qint64 memoryBytes = 0;    ///< Algorithm::memoryBytes()
    double bytesPerPoint = 0;  ///< 0 for schemes without points
    qint64 collidingPairs = 0; ///< pairs of ring points with the same hash
    qint64 pointsLost = 0;     ///< points that share a hash with an earlier one (unreachable)
    double expectedPairs = 0;  ///< M(M−1)/2 / 2^bits for random point hashes

    static Footprint of(const Algorithm &algorithm);
};

} // namespace ringcore

Q_DECLARE_METATYPE(ringcore::Footprint)
