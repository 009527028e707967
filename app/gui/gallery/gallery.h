#pragma once

#include "gui/chart/figure.h"

#include "ringcore/core/canceltoken.h"
#include "ringcore/core/progress.h"

namespace ringlab::gui {

/// Published figures reproduced with RingLab's own code: each is a Figure whose caption names
/// the source and puts the numbers RingLab measured beside the published ones.
///   - the seed article: busiest server per proxy default, HAProxy's weight sweep, removal table;
///   - Cloudflare's CV against points per server with √((N−1)/(N·k+1));
///   - Maglev (NSDI 2016): imbalance against table size, table entries changed against backends removed;
///   - Envoy's "Maglev moves about twice the keys of a ring" at several host counts;
///   - consistent hashing with bounded loads: max/avg and keys moved against ε;
///   - lookup time against servers for every algorithm.
/// Heavy (seconds to a minute): call it off the GUI thread.
class Gallery
{
public:
    /// Progress: (figures done, figures total, the next one's name); `cancel` stops the figure in
    /// hand soon and leaves the others out.
    static QList<Figure> figures(const ringcore::Progress &progress = {},
                                 const ringcore::CancelToken &cancel = ringcore::CancelToken());
};

} // namespace ringlab::gui
