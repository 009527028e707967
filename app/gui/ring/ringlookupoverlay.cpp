#include "gui/ring/ringlookupoverlay.h"

#include "gui/common/serverpalette.h"
#include "gui/ring/ringcallouts.h"
#include "gui/ring/ringrenderer.h"
#include "ringcore/core/numbertext.h"

#include <QFontMetricsF>
#include <QPainter>
#include <QStringList>

#include <algorithm>
#include <cmath>

namespace ringlab::gui {

QString RingLookupOverlay::lookupText(const RingRenderState &st, bool done)
{
    const ringcore::RingSnapshot *s = st.snapshot.get();
    if (!s)
        return {};
    const ringcore::LookupTrace &t = st.trace;
    QStringList lines;
    lines << (t.key.isEmpty() ? tr("Lookup at a point of the circle") : tr("Key %1").arg(QString::fromUtf8(t.key)));
    lines << (done ? t.steps : t.steps.mid(0, 1));
    if (done && t.owner >= 0 && t.owner < s->servers.size())
        lines << tr("→ served by %1").arg(s->servers.at(t.owner).address);
    return lines.join(QLatin1Char('\n'));
}

std::pair<QString, QString> RingLookupOverlay::distanceTexts(const ringcore::LookupTrace &t)
{
    return {tr("→ %1%").arg(ringcore::NumberText::percent(t.nextDistance, 3)),
            tr("%1% ←").arg(ringcore::NumberText::percent(t.previousDistance, 3))};
}

void RingLookupOverlay::distanceLabelRects(const RingRenderState &st, const QFont &font, QRectF *next, QRectF *previous)
{
    const ringcore::RingSnapshot *s = st.snapshot.get();
    *next = *previous = QRectF();
    if (!s)
        return;
    const ringcore::LookupTrace &t = st.trace;
    const RingGeometry &g = st.geometry;
    const QFontMetricsF fm(font);
    const double keyF = RingRenderer::keyFraction(*s, t.hash);
    const auto rectAt = [&](const QPointF &c, const QString &text) {
        const QSizeF sz(std::ceil(fm.horizontalAdvance(text)) + 4, std::ceil(fm.height()));
        return QRectF(c.x() - sz.width() / 2, c.y() - sz.height() / 2, sz.width(), sz.height());
    };
    const auto [nextText, previousText] = distanceTexts(t);
    QRectF a = rectAt(g.pointAt(keyF + t.nextDistance / 2, RingRenderer::kWalkRadius - 16), nextText);
    QRectF b = rectAt(g.pointAt(keyF - t.previousDistance / 2, RingRenderer::kWalkRadius - 16), previousText);
    if (a.intersects(b)) {
        // Stack them: the one nearer the top goes up, the other down, 2 px apart.
        const double overlap = std::min(a.bottom(), b.bottom()) - std::max(a.top(), b.top()) + 2;
        QRectF &upper = a.center().y() <= b.center().y() ? a : b;
        QRectF &lower = &upper == &a ? b : a;
        upper.translate(0, -overlap / 2);
        lower.translate(0, overlap / 2);
        if (upper.intersects(lower)) // same centre: stack from the lower one's top
            upper.moveBottom(lower.top() - 2);
    }
    *next = a;
    *previous = b;
}

void RingLookupOverlay::paint(QPainter &p, const RingRenderState &st)
{
    const ringcore::RingSnapshot &s = *st.snapshot;
    const ringcore::LookupTrace &t = st.trace;
    const RingGeometry &g = st.geometry;
    const QColor accent = ServerPalette::instance()->accentColor();
    const double progress = std::clamp(st.walkProgress, 0.0, 1.0);
    const bool done = progress >= 1.0;
    const double keyF = RingRenderer::keyFraction(s, t.hash);
    p.save();
    const QPointF keyPos = g.pointAt(keyF, RingRenderer::kKeyRadius);
    paintKey(p, keyPos, accent);
    const bool ring = t.nextPoint >= 0 && (t.rule == ringcore::LookupKind::NextPoint || t.rule == ringcore::LookupKind::NearestPoint);
    if (ring) {
        paintWalks(p, st, keyF, progress, accent);
    } else if (t.rule == ringcore::LookupKind::Table && t.slot >= 0 && done) {
        p.setPen(QPen(accent, 3));
        p.setBrush(Qt::NoBrush);
        p.drawEllipse(g.pointAt(keyF, (RingRenderer::kBandInner + RingRenderer::kBandOuter) / 2), 10, 10);
    } else if (done && t.owner >= 0) {
        // Decision schemes: ring the owner's arc of the band.
        p.setPen(QPen(accent, 3));
        p.setBrush(Qt::NoBrush);
        p.drawEllipse(keyPos, 11, 11);
    }
    paintCallout(p, st, done, accent);
    p.restore();
}

void RingLookupOverlay::paintKey(QPainter &p, const QPointF &keyPos, const QColor &accent)
{
    // The key itself: a diamond on the key radius.
    QPolygonF diamond{keyPos + QPointF(0, -7), keyPos + QPointF(7, 0), keyPos + QPointF(0, 7), keyPos + QPointF(-7, 0)};
    p.setPen(QPen(Qt::black, 1));
    p.setBrush(accent);
    p.drawPolygon(diamond);
}

void RingLookupOverlay::paintWalks(QPainter &p, const RingRenderState &st, double keyF, double progress,
                                   const QColor &accent)
{
    const ringcore::RingSnapshot &s = *st.snapshot;
    const ringcore::LookupTrace &t = st.trace;
    const RingGeometry &g = st.geometry;
    const bool done = progress >= 1.0;
    const bool nearest = t.rule == ringcore::LookupKind::NearestPoint;
    const bool prevWins = t.ownerPoint >= 0 && t.ownerPoint == t.previousPoint && t.previousPoint != t.nextPoint;
    QPen walk(accent, 3, Qt::SolidLine, Qt::RoundCap);
    QPen loser(QColor(120, 120, 120), 2, Qt::DashLine, Qt::RoundCap);
    p.setPen(done && nearest && prevWins ? loser : walk);
    p.drawPolyline(g.arcPolyline(keyF, t.nextDistance * progress, RingRenderer::kWalkRadius));
    if (nearest) {
        p.setPen(done && !prevWins ? loser : walk);
        p.drawPolyline(g.arcPolyline(keyF, -t.previousDistance * progress, RingRenderer::kWalkRadius));
        if (done) {
            p.setPen(Qt::black);
            QRectF a, b;
            distanceLabelRects(st, p.font(), &a, &b);
            const auto [nextText, previousText] = distanceTexts(t);
            p.drawText(a, Qt::AlignCenter, nextText);
            p.drawText(b, Qt::AlignCenter, previousText);
        }
    }
    if (done) {
        const long long point = t.ownerPoint >= 0 ? t.ownerPoint : t.nextPoint;
        if (point >= 0) {
            p.setPen(QPen(accent, 3));
            p.setBrush(Qt::NoBrush);
            p.drawEllipse(g.pointAt(s.fraction(s.pointHash[size_t(point)]), 0), 9, 9);
        }
    }
}

void RingLookupOverlay::paintCallout(QPainter &p, const RingRenderState &st, bool done, const QColor &accent)
{
    // Where RingCallouts::layoutCallouts() put it (sized for the whole walk, so the box does not
    // grow while the walk goes on).
    const QString text = lookupText(st, done);
    QRectF box = st.lookupBox;
    if (box.isEmpty()) {
        box = RingCallouts::calloutRect(p.font(), text, std::max(220.0, st.geometry.size().width() * 0.6 - 16));
        box.moveTopLeft(QPointF(8, 8));
    }
    RingCallouts::paintCallout(p, box, text, accent);
}

} // namespace ringlab::gui
