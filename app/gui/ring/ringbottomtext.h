#pragma once

#include "gui/ring/ringpointlabels.h"
#include "gui/ring/ringrenderstate.h"

#include <QCoreApplication>
#include <QFont>
#include <QRectF>
#include <QString>

#include <vector>

class QPainter;

namespace ringlab::gui {

/// The two lines at the bottom of the ring view, each wrapped to its width: the status line
/// (zoom, visible share of the circle, level of detail) and, above it, the legend of the point labels.
class RingBottomText
{
    // The strings were translated as RingRenderer's before this class was split off from it.
    Q_DECLARE_TR_FUNCTIONS(ringlab::gui::RingRenderer)
public:
    /// The status line at the bottom: zoom, visible share of the circle, level of detail.
    static QString statusText(const RingRenderState &state);
    /// The legend of point labels (empty when none is drawn).
    static QString labelLegend(const RingRenderState &state, const std::vector<PointLabel> &labels);
    /// Where paint() draws the status line and the label legend at the bottom, each wrapped
    /// to the view's width (the legend's rect is null without a legend).
    static void bottomTextRects(const RingRenderState &state, const QFont &font, const QString &legend,
                                QRectF *status, QRectF *legendRect);
    /// Draws both lines in the painter's font and pen.
    static void paint(QPainter &p, const RingRenderState &state, const std::vector<PointLabel> &labels);

private:
    /// The status line's level of detail: "every point drawn", points per pixel, or whose arc it is.
    static QString detailText(const ringcore::RingSnapshot &s, const RingGeometry &g);
    /// A server's address; empty for -1 or a server not in the list.
    static QString serverAddress(const ringcore::RingSnapshot &s, int server);
};

} // namespace ringlab::gui
