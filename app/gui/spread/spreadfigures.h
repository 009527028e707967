#pragma once

#include "gui/chart/figure.h"
#include "gui/spread/spreaddata.h"

namespace ringlab::gui {

/// Builds the Spread page's figures from its data. The same builders serve the page, the
/// exporter and the headless `ringlab-figure`, so a script regenerates exactly what the GUI shows.
/// Series carry objectNames ("simNext", "cloudflare", …) that tests look up.
class SpreadFigures
{
public:
    static Figure cv(const SpreadData &data);
    static Figure busiest(const SpreadData &data);
    static Figure quietest(const SpreadData &data);
    static Figure load(const SpreadData &data);
    static QList<Figure> all(const SpreadData &data);

    /// Smallest k whose gamma-max busiest ≤ 1 + ε at N servers (0: none up to 1e8).
    static long long pointsNeededTheory(int servers, double epsilon);
    static QString caption(const SpreadData &data);
};

} // namespace ringlab::gui
