#pragma once

#include "ringcore/snapshot/ringsnapshot.h"

#include <QFont>
#include <QList>
#include <QRectF>
#include <QString>
#include <QStringList>

class QPainter;
class QPaintDevice;

namespace ringlab::gui {

/// One entry of the key to an exported ring figure's layers (RingPage::figure): a glyph drawn as
/// the ring draws that layer, and its text.
struct KeyEntry
{
    enum Glyph { Tick, Band, Dot };
    Glyph glyph;
    QString text;
    QStringList lines; ///< text wrapped to the key's width
    QRectF rect;       ///< glyph and text, in the figure body's coordinates
};

/// The key to the exported ring's layers (r16 G9: the view's hint line is not in the figure):
/// ticks are points, the outer band is what each server owns, dots are keys.
QList<KeyEntry> ringKeyEntries(const ringcore::RingSnapshot &s);
/// Lays the key out in `area` (the figure's body) and returns the rectangle left for the ring:
/// a column beside the ring where the body is wide (a column figure is), rows under it otherwise,
/// whichever leaves the ring the larger circle.
QRectF layoutRingKey(QList<KeyEntry> &entries, const QFont &font, const QPaintDevice *device, const QRectF &area);
/// Paints the entries where layoutRingKey() put them.
void paintRingKey(QPainter *p, const QList<KeyEntry> &entries, const QFont &font);

} // namespace ringlab::gui
