#pragma once

#include "gui/ring/ringrenderstate.h"

class QPainter;

namespace ringlab::gui {

/// A change of servers drawn over the ring: each key dot that moved walks to its new owner's
/// point (coloured by why it moved), and the summary callout says how many moved where.
class RingRemovalOverlay
{
public:
    static void paint(QPainter &p, const RingRenderState &state);

private:
    static void paintMovedDots(QPainter &p, const RingRenderState &state);
    static void paintSummary(QPainter &p, const RingRenderState &state);
};

} // namespace ringlab::gui
