#include "gui/ring/ringbottomtext.h"

#include "gui/ring/ringpointsearch.h"
#include "gui/ring/ringrenderer.h"
#include "ringcore/core/numbertext.h"

#include <QFontMetricsF>
#include <QPainter>

#include <algorithm>
#include <cmath>

namespace ringlab::gui {

QString RingBottomText::serverAddress(const ringcore::RingSnapshot &s, int server)
{
    return server >= 0 && server < s.servers.size() ? s.servers.at(server).address : QString();
}

QString RingBottomText::detailText(const ringcore::RingSnapshot &s, const RingGeometry &g)
{
    const double span = g.visibleSpan();
    size_t visible = 0;
    visiblePoints(s, g, &visible);
    if (visible > 0)
        return visible <= RingRenderer::kExactPointLimit
            ? tr("every point drawn")
            : tr("≈ %1 points per pixel").arg(ringcore::NumberText::plain(double(visible) / (span * g.pixelsPerFraction()), 3));
    // Zoomed in between two points: nothing on screen names the server, so say whose
    // arc this is (the band's rule; a nearest-point ring may change owner mid-view).
    const int first = RingRenderer::bandOwnerAt(s, g.visibleFirst());
    const int last = RingRenderer::bandOwnerAt(s, g.visibleFirst() + span);
    return first == last
        ? tr("no point in view: the whole arc shown belongs to server #%1 (%2)").arg(first + 1).arg(serverAddress(s, first))
        : tr("no point in view: the arc shown is split between server #%1 (%2) and #%3 (%4)")
              .arg(first + 1)
              .arg(serverAddress(s, first))
              .arg(last + 1)
              .arg(serverAddress(s, last));
}

QString RingBottomText::statusText(const RingRenderState &st)
{
    const ringcore::RingSnapshot *s = st.snapshot.get();
    const RingGeometry &g = st.geometry;
    const QString lod = s && !s->pointHash.empty() ? detailText(*s, g) : QString();
    QString base = tr("zoom %1× · %2% of the circle visible")
                       .arg(ringcore::NumberText::plain(g.zoom(), 4), ringcore::NumberText::percent(g.visibleFraction(), 3));
    if (st.preview)
        base = tr("preview with fewer points per server, the full ring is being built") + QStringLiteral(" · ") + base;
    return lod.isEmpty() ? base : base + QStringLiteral(" · ") + lod;
}

QString RingBottomText::labelLegend(const RingRenderState &st, const std::vector<PointLabel> &labels)
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
        .arg(serverAddress(*s, server));
}

void RingBottomText::bottomTextRects(const RingRenderState &st, const QFont &font, const QString &legend,
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

void RingBottomText::paint(QPainter &p, const RingRenderState &st, const std::vector<PointLabel> &labels)
{
    // Both lines wrap at the view's width (German cut them mid-word); RingPointLabels kept the
    // ring's labels out of their rects.
    const QString legend = labelLegend(st, labels);
    QRectF statusRect, legendRect;
    bottomTextRects(st, p.font(), legend, &statusRect, &legendRect);
    p.drawText(statusRect, Qt::AlignLeft | Qt::AlignVCenter | Qt::TextWordWrap, statusText(st));
    if (!legend.isEmpty())
        p.drawText(legendRect, Qt::AlignLeft | Qt::AlignVCenter | Qt::TextWordWrap, legend);
}

} // namespace ringlab::gui
