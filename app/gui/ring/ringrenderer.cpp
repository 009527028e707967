#include "gui/ring/ringrenderer.h"

#include "gui/common/serverpalette.h"
#include "gui/ring/ringbottomtext.h"
#include "gui/ring/ringcentretext.h"
#include "gui/ring/ringlookupoverlay.h"
#include "gui/ring/ringpointlabels.h"
#include "gui/ring/ringpointsearch.h"
#include "gui/ring/ringremovaloverlay.h"

#include <QPainter>

#include <algorithm>

namespace ringlab::gui {

namespace {

QColor dim(const QColor &c)
{
    QColor d = c;
    d.setAlpha(45);
    return d;
}

} // namespace

double RingRenderer::keyFraction(const ringcore::RingSnapshot &s, uint64_t hash)
{
    if (s.rule == ringcore::LookupKind::Table && !s.table.empty())
        return (double(hash % s.table.size()) + 0.5) / double(s.table.size());
    return s.fraction(hash);
}

int RingRenderer::bandOwnerAt(const ringcore::RingSnapshot &s, double f)
{
    f = RingGeometry::wrap(f);
    if (!s.intervals.empty())
        return s.intervals[size_t(s.intervalAt(s.hashAt(f)))].server;
    if (!s.table.empty())
        return s.table[std::min(s.table.size() - 1, size_t(f * double(s.table.size())))];
    if (!s.pointHash.empty()) {
        size_t i = s.lowerPoint(s.hashAt(f));
        return s.pointServer[i == s.pointHash.size() ? 0 : i];
    }
    // Decision schemes: shares laid out as contiguous arcs in server order.
    double sum = 0;
    for (size_t i = 0; i < s.shares.size(); ++i) {
        sum += s.shares[i];
        if (f < sum)
            return int(i);
    }
    return s.shares.empty() ? -1 : int(s.shares.size()) - 1;
}

void RingRenderer::paint(QPainter &p, const RingRenderState &st)
{
    p.fillRect(QRectF(QPointF(0, 0), st.geometry.size()), Qt::white);
    p.setRenderHint(QPainter::Antialiasing, true);
    const ringcore::RingSnapshot *s = st.snapshot.get();
    if (!s || !s->ok()) {
        p.setPen(Qt::darkGray);
        p.drawText(QRectF(QPointF(0, 0), st.geometry.size()), Qt::AlignCenter | Qt::TextWordWrap,
                   !st.message.isEmpty() ? st.message : s ? s->error : tr("Computing…"));
        return;
    }
    // A hairline guide circle (only the visible part).
    p.setPen(QPen(QColor(180, 180, 180), 1));
    p.drawPolyline(st.geometry.arcPolyline(st.geometry.visibleFirst(), st.geometry.visibleSpan(), 0));
    const std::vector<PointLabel> labels = RingPointLabels::pointLabels(st, p.font());
    paintBand(p, st);
    paintTicks(p, st, labels);
    paintKeys(p, st);
    RingRemovalOverlay::paint(p, st);
    if (st.lookupActive)
        RingLookupOverlay::paint(p, st);
    paintTexts(p, st, labels);
}

void RingRenderer::paintBand(QPainter &p, const RingRenderState &st)
{
    const ringcore::RingSnapshot &s = *st.snapshot;
    const RingGeometry &g = st.geometry;
    const ArcBins bins = ArcBins::of(g, kBandOuter);
    ServerPalette *palette = ServerPalette::instance();
    p.save();
    p.setRenderHint(QPainter::Antialiasing, false);
    p.setPen(Qt::NoPen);
    // Point rings: the owner of each bin's middle through one cursor sweep (bandOwnerAt's rule).
    const bool pointRing = s.intervals.empty() && s.table.empty() && !s.pointHash.empty();
    PointCursor cursor(s);
    auto ownerAt = [&](double f) {
        if (!pointRing)
            return bandOwnerAt(s, f);
        const size_t i = cursor.lower(s.hashAt(RingGeometry::wrap(f)));
        return int(s.pointServer[i == s.pointHash.size() ? 0 : i]);
    };
    int runStart = 0;
    int runOwner = ownerAt(bins.first + bins.width / 2);
    // One polygon per run of bins with the same owner.
    auto flush = [&](int endBin) {
        if (runOwner >= 0) {
            QPolygonF poly;
            for (int b = runStart; b <= endBin; ++b)
                poly << g.pointAt(bins.first + b * bins.width, kBandOuter);
            for (int b = endBin; b >= runStart; --b)
                poly << g.pointAt(bins.first + b * bins.width, kBandInner);
            const QColor c = palette->serverColor(runOwner);
            const bool highlighted = st.selectedServer < 0 || st.selectedServer == runOwner;
            p.setBrush(highlighted ? c : dim(c));
            p.drawPolygon(poly);
        }
    };
    for (int b = 1; b < bins.count; ++b) {
        const int owner = ownerAt(bins.first + (b + 0.5) * bins.width);
        if (owner != runOwner) {
            flush(b);
            runStart = b;
            runOwner = owner;
        }
    }
    flush(bins.count);
    p.restore();
}

void RingRenderer::paintTicks(QPainter &p, const RingRenderState &st, const std::vector<PointLabel> &labels)
{
    const ringcore::RingSnapshot &s = *st.snapshot;
    if (s.pointHash.empty())
        return;
    size_t visible = 0;
    const size_t first = visiblePoints(s, st.geometry, &visible);
    p.save();
    if (visible <= kExactPointLimit)
        paintExactTicks(p, st, first, visible, labels);
    else
        paintTickBins(p, st);
    p.restore();
}

void RingRenderer::paintExactTicks(QPainter &p, const RingRenderState &st, size_t first, size_t visible,
                                   const std::vector<PointLabel> &labels)
{
    const ringcore::RingSnapshot &s = *st.snapshot;
    const RingGeometry &g = st.geometry;
    ServerPalette *palette = ServerPalette::instance();
    const int sel = st.selectedServer;
    const size_t n = s.pointHash.size();
    for (size_t k = 0; k < visible; ++k) {
        const size_t i = (first + k) % n;
        const double f = s.fraction(s.pointHash[i]);
        const int server = s.pointServer[i];
        const bool strong = sel < 0 || sel == server;
        const bool hover = static_cast<long long>(i) == st.hoverPoint;
        const QColor c = palette->serverColor(server);
        p.setPen(QPen(strong ? c : dim(c), hover ? 4 : (sel == server ? 3 : 2)));
        p.drawLine(g.pointAt(f, kTickInner - (hover ? 4 : 0)), g.pointAt(f, kTickOuter + (hover ? 4 : 0)));
    }
    p.setFont(RingPointLabels::labelFont(p.font(), st.labelScale));
    for (const PointLabel &label : labels) {
        const int server = s.pointServer[label.point];
        p.setPen(sel < 0 || sel == server ? Qt::black : Qt::lightGray);
        p.drawText(label.rect, Qt::AlignCenter, label.text);
    }
}

void RingRenderer::paintTickBins(QPainter &p, const RingRenderState &st)
{
    const ringcore::RingSnapshot &s = *st.snapshot;
    const RingGeometry &g = st.geometry;
    ServerPalette *palette = ServerPalette::instance();
    const int sel = st.selectedServer;
    const size_t n = s.pointHash.size();
    p.setRenderHint(QPainter::Antialiasing, false);
    const ArcBins bins = ArcBins::of(g, kTickOuter);
    PointCursor cursor(s);
    // Consecutive ticks of one colour go to the painter together.
    QColor current;
    QVector<QLineF> batch;
    auto flushBatch = [&] {
        if (!batch.isEmpty()) {
            p.setPen(QPen(current, 1.2));
            p.drawLines(batch);
            batch.clear();
        }
    };
    for (int b = 0; b < bins.count; ++b) {
        const double fa = bins.first + b * bins.width, fb = fa + bins.width;
        size_t count = 0;
        const size_t first = cursor.range(s, fa, fb, &count).first;
        if (count == 0)
            continue;
        QColor c;
        double inner = kTickInner, outer = kTickOuter;
        if (sel >= 0) {
            if (serverHasPointIn(s, sel, fa, fb)) {
                c = palette->serverColor(sel);
                inner -= 4;
                outer += 3;
            } else {
                c = dim(palette->serverColor(s.pointServer[(first + count / 2) % n]));
            }
        } else {
            c = palette->serverColor(s.pointServer[(first + count / 2) % n]);
        }
        if (c != current) {
            flushBatch();
            current = c;
        }
        const double f = fa + bins.width / 2;
        batch << QLineF(g.pointAt(f, inner), g.pointAt(f, outer));
    }
    flushBatch();
}

void RingRenderer::paintKeys(QPainter &p, const RingRenderState &st)
{
    const ringcore::RingSnapshot &s = *st.snapshot;
    const RingGeometry &g = st.geometry;
    ServerPalette *palette = ServerPalette::instance();
    p.save();
    p.setPen(Qt::NoPen);
    // A figure at column size has a small ring: dots as large as on screen merged into blobs
    // (r16 G9); there they shrink with the circle, to 60% at the least.
    const double dot = st.figure ? 2.2 * std::clamp(g.baseRadius() / 200.0, 0.6, 1.0) : 2.2;
    int i = 0;
    for (const ringcore::KeyDot &k : s.keyDots) {
        const double f = keyFraction(s, k.hash);
        // Spread dots over a few radii so that close keys do not hide each other.
        const QPointF pos = g.pointAt(f, kKeyRadius - 3.0 * (i++ % 3));
        if (!g.isVisible(pos, 4))
            continue;
        const QColor c = palette->serverColor(k.server);
        p.setBrush(st.selectedServer < 0 || st.selectedServer == k.server ? c : dim(c));
        p.drawEllipse(pos, dot, dot);
    }
    p.restore();
}

void RingRenderer::paintTexts(QPainter &p, const RingRenderState &st, const std::vector<PointLabel> &labels)
{
    if (st.figure)
        return; // the figure's title and caption say what the view's text says
    p.save();
    p.setPen(QColor(60, 60, 60));
    if (st.geometry.zoom() < 1.5 && !st.lookupActive)
        RingCentreText::paint(p, st);
    RingBottomText::paint(p, st, labels);
    p.restore();
}

} // namespace ringlab::gui
