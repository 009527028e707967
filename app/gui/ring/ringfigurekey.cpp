#include "gui/ring/ringfigurekey.h"

#include "gui/common/serverpalette.h"
#include "gui/chart/figuretext.h"
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
    // Under: the entries side by side, as many to a row as fit, each wrapped to the width if wider;
    // a row as tall as its longest entry (at 36 pt in a column each entry takes several lines).
    const double rowGap = 1.2 * fm.height();
    struct Row
    {
        QList<int> entries;
        double width = 0;
        int lines = 1;
    };
    QList<Row> rows;
    QList<QStringList> underLines;
    QList<double> underWidths;
    for (int i = 0; i < entries.size(); ++i) {
        const double textWidth =
            std::min(std::ceil(fm.horizontalAdvance(entries[i].text)) + 1, std::max(1.0, area.width() - glyph - gap));
        underLines << wrap(entries[i].text, textWidth);
        underWidths << glyph + gap + textWidth;
        if (rows.isEmpty() || (!rows.back().entries.isEmpty() && rows.back().width + rowGap + underWidths.back() > area.width()))
            rows.append(Row{});
        Row &row = rows.back();
        row.width += (row.entries.isEmpty() ? 0 : rowGap) + underWidths.back();
        row.entries << i;
        row.lines = std::max(row.lines, int(underLines.back().size()));
    }
    double rowsHeight = 0;
    for (const Row &row : std::as_const(rows))
        rowsHeight += row.lines * line;
    rowsHeight += std::max<qsizetype>(0, rows.size() - 1) * 0.3 * line;
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
    // Each row centred under the ring.
    double y = area.bottom() - rowsHeight;
    for (const Row &row : std::as_const(rows)) {
        double x = area.left() + (area.width() - row.width) / 2;
        for (int i : row.entries) {
            KeyEntry &e = entries[i];
            e.lines = underLines[i];
            e.rect = QRectF(x, y, underWidths[i], e.lines.size() * line);
            x += underWidths[i] + rowGap;
        }
        y += row.lines * line + 0.3 * line;
    }
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
