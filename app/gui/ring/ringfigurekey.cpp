#include "gui/ring/ringfigurekey.h"

#include "gui/common/serverpalette.h"
#include "gui/export/figuretext.h"
#include "gui/ring/ringpage.h"

#include <QFontMetricsF>
#include <QPainter>

#include <algorithm>
#include <cmath>

namespace ringlab::gui {

QList<KeyEntry> ringKeyEntries(const ringcore::RingSnapshot &s)
{
    QList<KeyEntry> entries;
    const bool points = !s.pointHash.empty()
        && (s.rule == ringcore::LookupKind::NextPoint || s.rule == ringcore::LookupKind::NearestPoint);
    if (points)
        entries.append({KeyEntry::Tick, RingPage::tr("tick: a point, in its server's colour"), {}, {}});
    QString band;
    switch (s.rule) {
    case ringcore::LookupKind::NextPoint:
    case ringcore::LookupKind::NearestPoint: band = RingPage::tr("band: the arc each server owns"); break;
    case ringcore::LookupKind::Table: band = RingPage::tr("band: the lookup table's slots, by server"); break;
    case ringcore::LookupKind::Decision: band = RingPage::tr("band: each server's share (no positions)"); break;
    }
    entries.append({KeyEntry::Band, band, {}, {}});
    if (!s.keyDots.empty())
        entries.append({KeyEntry::Dot, RingPage::tr("dot: a key, in its server's colour"), {}, {}});
    return entries;
}

QRectF layoutRingKey(QList<KeyEntry> &entries, const QFont &font, const QPaintDevice *device, const QRectF &area)
{
    const QFontMetricsF fm(font, const_cast<QPaintDevice *>(device));
    const double line = fm.lineSpacing(), glyph = 1.6 * fm.height(), gap = 0.5 * fm.height();
    double natural = 0;
    for (const KeyEntry &e : std::as_const(entries))
        natural = std::max(natural, fm.horizontalAdvance(e.text));
    // Lines break between words only (a Chinese phrase is not cut between its characters: "弧"
    // alone on a line); a phrase wider than the column widens it.
    const auto wrap = [&](const QString &text, double width) {
        return FigureText::wrap(text, font, device, width, FigureText::WrapMode::KeepWords);
    };
    const auto widest = [&](const QStringList &lines) {
        double w = 0;
        for (const QString &l : lines)
            w = std::max(w, fm.horizontalAdvance(l));
        return std::ceil(w) + 1;
    };
    // Beside: a column of about 40% of the width, each text wrapped in it.
    double sideWidth = std::min(glyph + gap + std::ceil(natural) + 1, 0.4 * area.width());
    for (const KeyEntry &e : std::as_const(entries))
        sideWidth = std::max(sideWidth, glyph + gap + widest(wrap(e.text, sideWidth - glyph - gap)));
    sideWidth = std::min(sideWidth, 0.6 * area.width());
    double sideHeight = 0;
    for (const KeyEntry &e : std::as_const(entries))
        sideHeight += wrap(e.text, sideWidth - glyph - gap).size() * line + 0.4 * line;
    const double sideRing = std::min(area.width() - sideWidth - 2 * gap, area.height());
    // Under: the entries side by side, as many to a row as fit, each wrapped to the width if wider.
    const double rowGap = 1.2 * fm.height();
    double rowsHeight = line, x = 0;
    for (const KeyEntry &e : std::as_const(entries)) {
        const double w = glyph + gap + std::min(std::ceil(fm.horizontalAdvance(e.text)) + 1, area.width() - glyph - gap);
        if (x > 0 && x + w > area.width()) {
            rowsHeight += line;
            x = 0;
        }
        x += w + rowGap;
    }
    const double underRing = std::min(area.width(), area.height() - rowsHeight - gap);
    if (sideRing >= underRing && sideHeight <= area.height()) {
        double y = area.top() + std::max(0.0, (area.height() - sideHeight) / 2);
        const double left = area.right() - sideWidth;
        for (KeyEntry &e : entries) {
            e.lines = wrap(e.text, sideWidth - glyph - gap);
            e.rect = QRectF(left, y, sideWidth, e.lines.size() * line);
            y += e.lines.size() * line + 0.4 * line;
        }
        return QRectF(area.left(), area.top(), area.width() - sideWidth - gap, area.height());
    }
    double y = area.bottom() - rowsHeight;
    x = 0;
    QList<KeyEntry *> row;
    auto centreRow = [&] { // each row centred under the ring
        if (row.isEmpty())
            return;
        const double used = row.back()->rect.right() - area.left();
        for (KeyEntry *e : std::as_const(row))
            e->rect.translate((area.width() - used) / 2, 0);
        row.clear();
    };
    for (KeyEntry &e : entries) {
        const double textWidth = std::min(std::ceil(fm.horizontalAdvance(e.text)) + 1, area.width() - glyph - gap);
        const double w = glyph + gap + textWidth;
        if (x > 0 && x + w > area.width()) {
            centreRow();
            y += line;
            x = 0;
        }
        e.lines = wrap(e.text, textWidth);
        e.rect = QRectF(area.left() + x, y, w, e.lines.size() * line);
        row << &e;
        x += w + rowGap;
    }
    centreRow();
    return QRectF(area.left(), area.top(), area.width(), std::max(1.0, area.height() - rowsHeight - gap));
}

void paintRingKey(QPainter *p, const QList<KeyEntry> &entries, const QFont &font)
{
    const QFontMetricsF fm(font, p->device());
    const double line = fm.lineSpacing(), glyph = 1.6 * fm.height(), gap = 0.5 * fm.height();
    ServerPalette *palette = ServerPalette::instance();
    p->save();
    p->setFont(font);
    for (const KeyEntry &e : entries) {
        // The glyph as the ring draws the layer, beside the first line: three servers' colours.
        const QRectF g(e.rect.left(), e.rect.top() + (line - fm.height()) / 2, glyph, fm.height());
        const double midY = g.center().y();
        switch (e.glyph) {
        case KeyEntry::Tick:
            for (int i = 0; i < 3; ++i) {
                p->setPen(QPen(palette->serverColor(i), std::max(1.0, 0.12 * fm.height()), Qt::SolidLine, Qt::FlatCap));
                const double x = g.left() + g.width() * (0.2 + 0.3 * i);
                p->drawLine(QPointF(x, g.top() + 0.1 * g.height()), QPointF(x, g.bottom() - 0.1 * g.height()));
            }
            break;
        case KeyEntry::Band:
            p->setPen(Qt::NoPen);
            for (int i = 0; i < 3; ++i) {
                p->setBrush(palette->serverColor(i));
                p->drawRect(QRectF(g.left() + g.width() * i / 3.0, midY - 0.25 * g.height(), g.width() / 3.0, 0.5 * g.height()));
            }
            break;
        case KeyEntry::Dot:
            p->setPen(Qt::NoPen);
            for (int i = 0; i < 2; ++i) {
                p->setBrush(palette->serverColor(i));
                p->drawEllipse(QPointF(g.left() + g.width() * (0.3 + 0.4 * i), midY), 0.14 * g.height() + 0.5, 0.14 * g.height() + 0.5);
            }
            break;
        }
        p->setPen(Qt::black);
        for (int i = 0; i < e.lines.size(); ++i)
            p->drawText(QRectF(e.rect.left() + glyph + gap, e.rect.top() + i * line, e.rect.width() - glyph - gap, line),
                        Qt::AlignLeft | Qt::AlignTop | Qt::TextDontClip, e.lines.at(i));
    }
    p->restore();
}

} // namespace ringlab::gui
