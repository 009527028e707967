#pragma once

#include "gui/ring/ringrenderstate.h"

#include <QFont>
#include <QRectF>
#include <QString>

#include <cstddef>
#include <vector>

class QFontMetricsF;

namespace ringlab::gui {

/// A point's "server·point" label where it fits (RingPointLabels::pointLabels()).
struct PointLabel
{
    size_t point = 0;  ///< index into the snapshot's point columns
    QString text;      ///< "56·1": server 56's point 1
    QRectF rect;       ///< where the text is drawn (widget coordinates)
};

/// Where the ring's "server·point" labels go: outside the band, never over each other or the
/// text at the bottom of the view, and only when the points in view are far enough apart.
class RingPointLabels
{
public:
    /// The point labels the view draws: only points drawn one by one get one, and only where the
    /// label overlaps no other label and lies inside the widget (so deep zooms never pile them up).
    static std::vector<PointLabel> pointLabels(const RingRenderState &state, const QFont &font);
    /// The font of point labels.
    static QFont labelFont(const QFont &base, double scale = 1.0);

private:
    /// Every visible point's label that lies inside the widget and overlaps no label placed before.
    static std::vector<PointLabel> placeLabels(const RingRenderState &state, const QFontMetricsF &fm, size_t first,
                                               size_t visible);
    /// Drops the labels that reach the status line or the legend at the bottom of the view.
    static void dropLabelsOverBottomText(const RingRenderState &state, const QFont &font, std::vector<PointLabel> *labels);
};

} // namespace ringlab::gui
