#pragma once

#include "gui/ring/ringrenderstate.h"

#include <QCoreApplication>
#include <QFont>
#include <QRectF>
#include <QString>

class QPainter;

namespace ringlab::gui {

/// The text in the middle of the unzoomed ring: the scheme, "100 servers · 16,000 points", and
/// what the band shows, at the largest font that fits inside the circle.
class RingCentreText
{
    // The strings were translated as RingRenderer's before this class was split off from it.
    Q_DECLARE_TR_FUNCTIONS(ringlab::gui::RingRenderer)
public:
    /// The text: the scheme, "100 servers · 16,000 points", and what the band shows.
    static QString centreText(const ringcore::RingSnapshot &snapshot);
    /// centreText as drawn: no line break between a count and its noun ("16,000 points") or before
    /// a parenthesis ("consistent (1.22)"), so the wrapped lines break between phrases.
    static QString centreWrapText(const QString &text);
    /// The centre text as laid out inside the ring: the largest font (from the view's, down to
    /// 60% of it) and wrap width at which the text's box fits inside the circle within the key
    /// dots; never elided (at the smallest font it is drawn whole even if it does not fit). When
    /// the whole text only fits below kCentreReadableScale of the view's font (a small ring, as in
    /// presenter mode at 1366×768), its lines are dropped from the middle (the counts, then the
    /// band's meaning) for a clearly larger font: the scheme's name is always there.
    static constexpr double kCentreSmallestScale = 0.6;
    static constexpr double kCentreReadableScale = 0.85;
    struct CentreLabel
    {
        QString text; ///< centreWrapText(centreText(…)) or its shorter form, lines separated by QChar::LineSeparator
        QFont font;
        QRectF rect;      ///< the box the text is drawn in (centred on the ring)
        double radius = 0; ///< the circle it must stay in
        bool fits = false;
    };
    static CentreLabel centreLabel(const RingRenderState &state, const QFont &font);
    /// The flags the centre text is drawn with.
    static constexpr int kCentreFlags = Qt::AlignCenter | Qt::TextWordWrap;

    /// Draws centreLabel() for the painter's font.
    static void paint(QPainter &p, const RingRenderState &state);

private:
    /// The largest font (from font's size down to kCentreSmallestScale of it) and wrap width at
    /// which text fits in the circle of radius r around c; *scale: that font's scale, 0 if none.
    static CentreLabel fit(const QString &text, const QFont &font, double r, const QPointF &c, double *scale);
    /// The whole text at the smallest font across the circle, centred: for a ring too small for it.
    static void spreadAcross(CentreLabel *label, const QString &full, double r, const QPointF &c);
};

} // namespace ringlab::gui
