#pragma once

#include "gui/ring/ringrenderstate.h"

#include <QColor>
#include <QFont>
#include <QRectF>
#include <QString>

class QPainter;

namespace ringlab::gui {

/// The boxed explanations over the ring view (the lookup's steps, the removal summary): their
/// size, where they go so that the circle keeps the most room, and how they are drawn.
class RingCallouts
{
public:
    /// The box of a callout (lookup explanation, removal summary) holding text wrapped at word
    /// boundaries, at most maxWidth wide: the text always fits inside it (never truncated).
    static QRectF calloutRect(const QFont &font, const QString &text, double maxWidth);
    /// Places the callouts (the removal summary in `removalText`, the lookup's explanation when
    /// `lookupActive`) and lays the circle out in the rest of the view (geometry's area): beside
    /// the circle when the view is not zoomed, in a strip above it when it is (`zoomed`: the
    /// view is zoomed in or a lookup is about to zoom it), always outside the ring's bounds.
    static void layoutCallouts(RingRenderState &state, const QFont &font, bool zoomed);
    /// Draws a callout: a white rounded box (framed when `frame` is valid) with the text in it.
    static void paintCallout(QPainter &p, const QRectF &box, const QString &text, const QColor &frame);
    /// Text flags of callouts.
    static constexpr int kCalloutFlags = Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap;
    /// Margin between a callout's box and its text.
    static constexpr double kCalloutPadding = 8;
};

} // namespace ringlab::gui
