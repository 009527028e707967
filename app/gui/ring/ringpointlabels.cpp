#include "gui/ring/ringpointlabels.h"

#include "gui/ring/ringbottomtext.h"
#include "gui/ring/ringpointsearch.h"
#include "gui/ring/ringrenderer.h"

#include <QFontMetricsF>

namespace ringlab::gui {

QFont RingPointLabels::labelFont(const QFont &base, double scale)
{
    QFont font = base;
    font.setPointSizeF(7.5 * scale);
    return font;
}

std::vector<PointLabel> RingPointLabels::pointLabels(const RingRenderState &st, const QFont &base)
{
    const ringcore::RingSnapshot *s = st.snapshot.get();
    if (!s || !s->ok() || s->pointHash.empty())
        return {};
    const RingGeometry &g = st.geometry;
    size_t visible = 0;
    const size_t first = visiblePoints(*s, g, &visible);
    if (visible == 0 || visible > RingRenderer::kExactPointLimit)
        return {};
    // A crowd of labels where points are a few pixels apart says nothing: label only a view
    // whose points are, on average, a label's height apart or more.
    const QFontMetricsF fm(labelFont(base, st.labelScale));
    if (g.visibleSpan() * g.pixelsPerFraction(RingRenderer::kBandOuter + 10) / double(visible) < 2 * fm.height())
        return {};
    std::vector<PointLabel> labels = placeLabels(st, fm, first, visible);
    dropLabelsOverBottomText(st, base, &labels);
    return labels;
}

std::vector<PointLabel> RingPointLabels::placeLabels(const RingRenderState &st, const QFontMetricsF &fm, size_t first,
                                                     size_t visible)
{
    const ringcore::RingSnapshot &s = *st.snapshot;
    const RingGeometry &g = st.geometry;
    const size_t n = s.pointHash.size();
    const QRectF widget(QPointF(0, 0), g.size());
    std::vector<PointLabel> labels;
    for (size_t k = 0; k < visible; ++k) {
        const size_t i = (first + k) % n;
        // Servers numbered as the list counts them (first = 1), not by the 0-based index.
        const QString text = QStringLiteral("%1·%2").arg(s.pointServer[i] + 1).arg(s.pointIndex[i]);
        // Outside the band: clear of the key dots, the lookup walk and its distances inside.
        const QPointF at = g.pointAt(s.fraction(s.pointHash[i]), RingRenderer::kBandOuter + 10);
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
    return labels;
}

void RingPointLabels::dropLabelsOverBottomText(const RingRenderState &st, const QFont &font, std::vector<PointLabel> *labels)
{
    // The status line and the legend at the bottom are drawn over nothing: labels that reach them
    // go (the legend names the first label left, so measure again until nothing more goes).
    for (int pass = 0; pass < 4 && !st.figure && !labels->empty(); ++pass) {
        QRectF status, legend;
        RingBottomText::bottomTextRects(st, font, RingBottomText::labelLegend(st, *labels), &status, &legend);
        const double top = legend.isNull() ? status.top() : legend.top();
        const size_t before = labels->size();
        std::erase_if(*labels, [top](const PointLabel &l) { return l.rect.bottom() > top - 2; });
        if (labels->size() == before)
            break;
    }
}

} // namespace ringlab::gui
