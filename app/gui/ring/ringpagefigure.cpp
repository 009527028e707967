// The Ring page as a figure: the ring drawn for print with its key, and the legend under the ring.
#include "gui/ring/ringpage.h"

#include "gui/experiment/numberspanel.h"
#include "gui/chart/figuretext.h"
#include "gui/ring/ringcallouts.h"
#include "gui/ring/ringfigurekey.h"
#include "gui/ring/ringgeometry.h"
#include "gui/ring/ringview.h"
#include "ringcore/core/numbertext.h"
#include "ringcore/rings/algorithmregistry.h"

#include <QFontMetricsF>
#include <QPainter>

namespace ringlab::gui {

QList<Figure> RingPage::figures() const
{
    const ringcore::RingSnapshotPtr s = m_view->snapshot();
    if (!s || !s->ok())
        return {};
    return {figure(s, m_experiment, m_view->renderState())};
}

Figure RingPage::figure(const ringcore::RingSnapshotPtr &s, const ringcore::Experiment &experiment,
                        const RingRenderState &state)
{
    Figure f;
    if (!s || !s->ok())
        return f;
    f.name = QStringLiteral("ring");
    f.title = tr("The ring: %1").arg(FigureText::forPrint(s->displayName)); // no "…" in print
    // What the scheme keeps, as the Numbers panel says it: ring points, a table's slots (Maglev,
    // modulo: "65,537 points" said less), or nothing for a per-key decision (jump, rendezvous, …:
    // "0 points" read as an empty ring).
    const QString structure =
        s->rule == ringcore::LookupKind::Decision ? tr("no ring points (decides per key)")
        : s->rule == ringcore::LookupKind::Table  ? tr("%Ln table slot(s)", nullptr, ringcore::NumberText::pluralCount(qint64(s->table.size())))
                                                  : tr("%Ln point(s)", nullptr, ringcore::NumberText::pluralCount(qint64(s->pointCount)));
    // The keys the table counts: the snapshot's (a sample of at most kMaxRoutedKeys), named as a
    // sample where the experiment asked for more (the caption said "1,000,000,000 keys" over rows
    // that sum to 1,000,000).
    f.caption = tr("%1, %2, %3 (seed %4)")
                    .arg(tr("%n server(s)", nullptr, s->enabledServers), structure,
                         s->keySample().isExact()
                             ? tr("%Ln key(s)", nullptr, ringcore::NumberText::pluralCount(s->keysRouted))
                             : s->keySample().countText())
                    .arg(experiment.seed);
    f.parameters = experiment.toJson();
    s->keySample().addTo(&f.parameters);
    f.data.columns = {QStringLiteral("server"), QStringLiteral("address"), QStringLiteral("weight"),
                      QStringLiteral("points"), QStringLiteral("share"), QStringLiteral("fair_share"),
                      QStringLiteral("keys")};
    for (int i = 0; i < s->servers.size(); ++i) {
        f.data.rows.append({i, s->servers.at(i).address, s->servers.at(i).weight, qint64(s->pointsOf(i)),
                            size_t(i) < s->shares.size() ? s->shares[size_t(i)] : 0.0, s->fairShare(i),
                            size_t(i) < s->keyCounts.size() ? s->keyCounts[size_t(i)] : qint64(0)});
    }
    RingRenderState copy = state;
    copy.snapshot = s;
    f.paint = [copy](QPainter *painter, const QRectF &area) {
        RingRenderState st = copy;
        // The key to the layers beside or under the ring; the ring in the rest.
        QList<KeyEntry> key = ringKeyEntries(*st.snapshot);
        const QFont font = painter->font();
        const QRectF ringArea = layoutRingKey(key, font, painter->device(), area);
        st.geometry.setSize(ringArea.size());
        st.hoverPoint = -1;
        st.hoverServer = -1;
        st.figure = true;
        RingCallouts::layoutCallouts(st, painter->font(), st.geometry.zoom() > 1);
        painter->save();
        painter->fillRect(area, Qt::white);
        painter->translate(ringArea.topLeft());
        painter->setClipRect(QRectF(QPointF(0, 0), ringArea.size()));
        RingRenderer::paint(*painter, st);
        painter->restore();
        paintRingKey(painter, key, font);
    };
    // The whole circle and the key inside the body: a body too short for both (a column figure at
    // 10 pt cut the circle flat) lacks that much height; FigureRenderer::pages() adds it.
    f.layout = [copy](QPainter *painter, const QRectF &area) {
        QList<KeyEntry> key = ringKeyEntries(*copy.snapshot);
        const QFont font = painter->font();
        const QFontMetricsF fm(font, painter->device());
        const QRectF ringArea = layoutRingKey(key, font, painter->device(), area);
        PaintedLayout out;
        out.shortBy = std::max(0.0, RingGeometry::kMinSide - ringArea.height());
        if (ringArea.width() < RingGeometry::kMinSide)
            out.shortBy = std::max(out.shortBy, 1.0); // the key beside it too wide: taller may put it under
        const double glyph = 1.6 * fm.height(), gap = 0.5 * fm.height();
        for (const KeyEntry &e : std::as_const(key)) {
            out.shortBy = std::max(out.shortBy, e.rect.bottom() - area.bottom());
            for (const QString &line : e.lines)
                if (fm.horizontalAdvance(line) > e.rect.width() - glyph - gap + 1 || e.rect.right() > area.right() + 1)
                    out.shortBy = std::max(out.shortBy, 1.0); // a word wider than the key: only a smaller font helps
        }
        RingGeometry geometry = copy.geometry;
        geometry.setArea(QRectF());
        geometry.setSize(ringArea.size());
        out.drawings << geometry.ringBounds().translated(ringArea.topLeft());
        return out;
    };
    return f;
}

QString RingPage::legendText() const
{
    // What the picture shows: a table (modulo, Maglev) or a per-key decision (jump) has no
    // points, so no ticks (lesson 5 said "Ticks: points" beside 99 table slots). Then what the
    // mouse does, the same for every kind.
    QString marks;
    switch (m_shown ? m_shown->rule : ringcore::LookupKind::NextPoint) {
    case ringcore::LookupKind::Table:
        marks = tr("Outer band: the lookup table's slots, coloured by server · dots: keys (no ring points).");
        break;
    case ringcore::LookupKind::Decision:
        marks = tr("Outer band: each server's share, coloured by server (no positions on a circle) · dots: keys.");
        break;
    case ringcore::LookupKind::NextPoint:
    case ringcore::LookupKind::NearestPoint:
        marks = tr("Ticks: points, coloured by server · outer band: the arc each server owns · dots: keys.");
        break;
    }
    const QString mouse = tr("Wheel: zoom · drag: turn · click: select a server · double-click: look up that spot · "
                             "right-click: more.");
    //: The ring legend: what the marks show (%1), then what the mouse does (%2).
    return tr("%1 %2", "ring legend").arg(marks, mouse);
}

} // namespace ringlab::gui
