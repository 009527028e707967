#pragma once

#include "gui/chart/figure.h"
#include "gui/traffic/trafficjob.h"

namespace ringlab::gui {

/// The Traffic page's figures, built from a run. The same builders serve the page (PlotWidget),
/// its Export buttons and `ringlab-cli figure traffic`.
class TrafficFigures
{
public:
    /// Busiest server by requests beside busiest by keys, one row per algorithm, with the hot-key
    /// floor as a reference line ("traffic-busiest").
    static Figure busiest(const TrafficRunData &data);
    /// Requests per server (over the mean) for one algorithm, busiest first, with its keys and
    /// the hot-key floor ("traffic-requests-<algorithm>").
    static Figure requests(const TrafficRunData &data, int algorithm);
    /// Hit ratio over time per algorithm, the events marked ("traffic-hit-ratio").
    static Figure hitRatio(const TrafficRunData &data);
    /// The miss-storm table ("traffic-storms").
    static Figure storms(const TrafficRunData &data);
    /// Every figure: busiest, hit ratio, storms, then the requests of each algorithm.
    static QList<Figure> all(const TrafficRunData &data);

    static QString caption(const TrafficRunData &data);
    /// An algorithm as the user reads it: the registry's translated display name ("Ideal random
    /// ring", "Envoy RING_HASH …"); the registry name when it is not registered. Data columns
    /// (CSV, JSON, figure file names) keep the registry name.
    static QString algorithmName(const QString &name);
    /// One sentence: busiest by requests beside by keys and the floor, and why the floor binds.
    static QString floorSentence(const TrafficRunData &data, int algorithm);
};

} // namespace ringlab::gui
