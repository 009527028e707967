#include "gui/ring/ringrenderer.h"

#include "gui/common/serverpalette.h"
#include "gui/ring/ringcentretext.h"
#include "gui/ring/ringlookupoverlay.h"
#include "gui/ring/ringpointsearch.h"
#include "gui/ring/ringremovaloverlay.h"
#include "ringcore/core/numbertext.h"

#include <QCoreApplication>
#include <QFontMetricsF>
#include <QLocale>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>

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
    const std::vector<PointLabel> labels = pointLabels(st, p.font());
    paintBand(p, st);
    paintTicks(p, st, labels);
    paintKeys(p, st);
    RingRemovalOverlay::paint(p, st);
    if (st.lookupActive)
        RingLookupOverlay::paint(p, st);
    paintLabels(p, st, labels);
}

QFont RingRenderer::labelFont(const QFont &base, double scale)
{
    QFont font = base;
    font.setPointSizeF(7.5 * scale);
    return font;
}

std::vector<PointLabel> RingRenderer::pointLabels(const RingRenderState &st, const QFont &base)
{
    std::vector<PointLabel> labels;
    const ringcore::RingSnapshot *s = st.snapshot.get();
    if (!s || !s->ok() || s->pointHash.empty())
        return labels;
    const RingGeometry &g = st.geometry;
    const size_t n = s->pointHash.size();
    size_t visible = 0;
    const auto [lo, hi] = pointRange(*s, g.visibleFirst(), g.visibleFirst() + g.visibleSpan(), &visible);
    Q_UNUSED(hi);
    if (visible == 0 || visible > kExactPointLimit)
        return labels;
    // A crowd of labels where points are a few pixels apart says nothing: label only a view
    // whose points are, on average, a label's height apart or more.
    const QFontMetricsF fm(labelFont(base, st.labelScale));
    if (g.visibleSpan() * g.pixelsPerFraction(kBandOuter + 10) / double(visible) < 2 * fm.height())
        return labels;
    const QRectF widget(QPointF(0, 0), g.size());
    for (size_t k = 0; k < visible; ++k) {
        const size_t i = (lo + k) % n;
        // Servers numbered as the list counts them (first = 1), not by the 0-based index.
        const QString text = QStringLiteral("%1·%2").arg(s->pointServer[i] + 1).arg(s->pointIndex[i]);
        // Outside the band: clear of the key dots, the lookup walk and its distances inside.
        const QPointF at = g.pointAt(s->fraction(s->pointHash[i]), kBandOuter + 10);
        const QSizeF size(fm.horizontalAdvance(text) + 4, fm.height());
        const QRectF rect(at.x() - size.width() / 2, at.y() - size.height() / 2, size.width(), size.height());
        if (!widget.contains(rect))
            continue;
        // Points come in angle order: a label can only collide with the last few placed.
        bool free = true;
        for (size_t j = labels.size(); j-- > 0 && labels.size() - j <= 8;)
            if (labels[j].rect.intersects(rect)) {
                free = false;
                break;
            }
        // The first and the last label of a full turn are neighbours too.
        if (free && !labels.empty() && visible == n && labels.front().rect.intersects(rect))
            free = false;
        if (free)
            labels.push_back(PointLabel{i, text, rect});
    }
    // The status line and the legend at the bottom are drawn over nothing: labels that reach them
    // go (the legend names the first label left, so measure again until nothing more goes).
    for (int pass = 0; pass < 4 && !st.figure && !labels.empty(); ++pass) {
        QRectF status, legend;
        bottomTextRects(st, base, labelLegend(st, labels), &status, &legend);
        const double top = legend.isNull() ? status.top() : legend.top();
        const size_t before = labels.size();
        std::erase_if(labels, [top](const PointLabel &l) { return l.rect.bottom() > top - 2; });
        if (labels.size() == before)
            break;
    }
    return labels;
}

void RingRenderer::bottomTextRects(const RingRenderState &st, const QFont &font, const QString &legend,
                                   QRectF *status, QRectF *legendRect)
{
    const QFontMetricsF fm(font);
    const QSizeF size = st.geometry.size();
    const double width = std::max(40.0, size.width() - 16);
    const auto wrapped = [&](const QString &text) {
        return std::max(fm.height() + 2,
                        std::ceil(fm.boundingRect(QRectF(0, 0, width, 1e6), Qt::AlignLeft | Qt::TextWordWrap, text).height()) + 2);
    };
    double bottom = size.height() - 4;
    const double statusHeight = wrapped(statusText(st));
    *status = QRectF(8, bottom - statusHeight, width, statusHeight);
    bottom -= statusHeight;
    *legendRect = legend.isEmpty() ? QRectF() : QRectF(8, bottom - wrapped(legend), width, wrapped(legend));
}

QString RingRenderer::statusText(const RingRenderState &st)
{
    const ringcore::RingSnapshot *s = st.snapshot.get();
    const RingGeometry &g = st.geometry;
    QString lod;
    if (s && !s->pointHash.empty()) {
        const double span = g.visibleSpan();
        size_t visible = 0;
        pointRange(*s, g.visibleFirst(), g.visibleFirst() + span, &visible);
        lod = visible <= kExactPointLimit
            ? tr("every point drawn")
            : tr("≈ %1 points per pixel").arg(ringcore::NumberText::plain(double(visible) / (span * g.pixelsPerFraction()), 3));
        if (visible == 0) {
            // Zoomed in between two points: nothing on screen names the server, so say whose
            // arc this is (the band's rule; a nearest-point ring may change owner mid-view).
            const int first = bandOwnerAt(*s, g.visibleFirst());
            const int last = bandOwnerAt(*s, g.visibleFirst() + span);
            auto address = [s](int server) {
                return server >= 0 && server < s->servers.size() ? s->servers.at(server).address : QString();
            };
            lod = first == last
                ? tr("no point in view: the whole arc shown belongs to server #%1 (%2)").arg(first + 1).arg(address(first))
                : tr("no point in view: the arc shown is split between server #%1 (%2) and #%3 (%4)")
                      .arg(first + 1)
                      .arg(address(first))
                      .arg(last + 1)
                      .arg(address(last));
        }
    }
    QString base = tr("zoom %1× · %2% of the circle visible")
                       .arg(ringcore::NumberText::plain(g.zoom(), 4), ringcore::NumberText::percent(g.visibleFraction(), 3));
    if (st.preview)
        base = tr("preview with fewer points per server, the full ring is being built") + QStringLiteral(" · ") + base;
    return lod.isEmpty() ? base : base + QStringLiteral(" · ") + lod;
}

QString RingRenderer::labelLegend(const RingRenderState &st, const std::vector<PointLabel> &labels)
{
    const ringcore::RingSnapshot *s = st.snapshot.get();
    if (!s || labels.empty())
        return {};
    const PointLabel &example = labels.front();
    const int server = s->pointServer[example.point];
    return tr("Labels read server·point: %1 is point %2 of server #%3 (%4), # as in the table")
        .arg(example.text)
        .arg(s->pointIndex[example.point])
        .arg(server + 1)
        .arg(server >= 0 && server < s->servers.size() ? s->servers.at(server).address : QString());
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
    const size_t n = s.pointHash.size();
    if (n == 0)
        return;
    const RingGeometry &g = st.geometry;
    ServerPalette *palette = ServerPalette::instance();
    const int sel = st.selectedServer;
    size_t visible = 0;
    const auto [lo, hi] = pointRange(s, g.visibleFirst(), g.visibleFirst() + g.visibleSpan(), &visible);
    Q_UNUSED(hi);
    p.save();
    if (visible <= kExactPointLimit) {
        // Every visible point, exactly where it is.
        for (size_t k = 0; k < visible; ++k) {
            const size_t i = (lo + k) % n;
            const double f = s.fraction(s.pointHash[i]);
            const int server = s.pointServer[i];
            const bool strong = sel < 0 || sel == server;
            const bool hover = static_cast<long long>(i) == st.hoverPoint;
            const QColor c = palette->serverColor(server);
            p.setPen(QPen(strong ? c : dim(c), hover ? 4 : (sel == server ? 3 : 2)));
            p.drawLine(g.pointAt(f, kTickInner - (hover ? 4 : 0)), g.pointAt(f, kTickOuter + (hover ? 4 : 0)));
        }
        p.setFont(labelFont(p.font(), st.labelScale));
        for (const PointLabel &label : labels) {
            const int server = s.pointServer[label.point];
            p.setPen(sel < 0 || sel == server ? Qt::black : Qt::lightGray);
            p.drawText(label.rect, Qt::AlignCenter, label.text);
        }
        p.restore();
        return;
    }
    // Level of detail: one tick per pixel column of the circle.
    p.setRenderHint(QPainter::Antialiasing, false);
    const ArcBins bins = ArcBins::of(g, kTickOuter);
    PointCursor cursor(s);
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
        const auto [first, last] = cursor.range(s, fa, fb, &count);
        Q_UNUSED(last);
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
    p.restore();
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

void RingRenderer::paintLabels(QPainter &p, const RingRenderState &st, const std::vector<PointLabel> &labels)
{
    if (st.figure)
        return; // the figure's title and caption say what the view's text says
    const RingGeometry &g = st.geometry;
    p.save();
    p.setPen(QColor(60, 60, 60));
    if (g.zoom() < 1.5 && !st.lookupActive) {
        RingCentreText::paint(p, st);
    }
    // Both lines wrap at the view's width (German cut them mid-word); pointLabels() kept the
    // ring's labels out of their rects.
    const QString legend = labelLegend(st, labels);
    QRectF statusRect, legendRect;
    bottomTextRects(st, p.font(), legend, &statusRect, &legendRect);
    p.drawText(statusRect, Qt::AlignLeft | Qt::AlignVCenter | Qt::TextWordWrap, statusText(st));
    if (!legend.isEmpty())
        p.drawText(legendRect, Qt::AlignLeft | Qt::AlignVCenter | Qt::TextWordWrap, legend);
    p.restore();
}

} // namespace ringlab::gui
