#pragma once

#include "gui/ring/ringgeometry.h"
#include "ringcore/snapshot/lookuptrace.h"
#include "ringcore/snapshot/ringsnapshot.h"

#include <QRectF>
#include <QString>

#include <vector>

namespace ringlab::gui {

/// A key dot that moved in the last removal: where it is, where it walks to, and why it moved.
struct MovedDot
{
    double from = 0;      ///< fraction where the walk starts (the key's position)
    double to = 0;        ///< fraction of the new owner's point (walk end)
    int oldServer = -1;
    int newServer = -1;
    bool betweenSurvivors = false;
};

/// What the ring view shows besides the snapshot itself.
struct RingRenderState
{
    ringcore::RingSnapshotPtr snapshot;
    RingGeometry geometry;
    int selectedServer = -1;
    long long hoverPoint = -1;
    int hoverServer = -1;
    bool lookupActive = false;
    ringcore::LookupTrace trace;
    double walkProgress = 0;     ///< 0 … 1 along the lookup's walk
    std::vector<MovedDot> movedDots;
    double removalProgress = 0;  ///< 0 … 1; movedDots are drawn while < 1 or kept
    QString removalText;
    /// Where the callouts go (RingCallouts::layoutCallouts(); empty: not shown). At zoom 1 they sit
    /// beside the circle, when zoomed above it: never over the ring (RingGeometry::ringBounds()).
    QRectF removalBox;
    QRectF lookupBox;
    QString message;             ///< shown in the middle (errors, "computing…")
    double labelScale = 1;       ///< size of the ring's own labels (presenter mode: 1.5)
    bool figure = false;         ///< an exported figure: no UI text (status line, centre text)
    bool preview = false;        ///< snapshot is a coarser preview; the full ring is still being built
};

} // namespace ringlab::gui
