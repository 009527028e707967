// The ring view's input: what is under the pointer (hit test, tooltip text), and the mouse, wheel,
// keys and context menu that zoom, turn, select and look up.
#include "gui/ring/ringview.h"

#include "gui/common/serverpalette.h"
#include "ringcore/core/numbertext.h"

#include <QContextMenuEvent>
#include <QLocale>
#include <QMenu>
#include <QMouseEvent>
#include <QToolTip>

#include <algorithm>
#include <cmath>

namespace ringlab::gui {

void RingView::zoomAt(const QPointF &pos, double factor)
{
    RingGeometry &g = m_state.geometry;
    const double before = g.fractionAt(pos);
    g.setZoom(std::clamp(g.zoom() * factor, 1.0, kMaxZoom));
    const double after = g.fractionAt(pos);
    g.setFocus(g.focus() + shortest(before - after));
    update();
}

RingHit RingView::hitTest(const QPointF &pos) const
{
    RingHit hit;
    const ringcore::RingSnapshot *s = m_state.snapshot.get();
    if (!s || !s->ok())
        return hit;
    const RingGeometry &g = m_state.geometry;
    hit.fraction = g.fractionAt(pos);
    const bool table = s->rule == ringcore::LookupKind::Table && !s->table.empty();
    hit.hash = table ? uint64_t(hit.fraction * double(s->table.size())) : s->hashAt(hit.fraction);
    const double r = g.radialOffset(pos);
    const size_t n = s->pointHash.size();
    if (n > 0 && r >= RingRenderer::kTickInner - 8 && r <= RingRenderer::kTickOuter + 4) {
        const size_t next = s->lowerPoint(hit.hash) % n;
        const size_t prev = (next + n - 1) % n;
        auto distance = [&](size_t i) { return std::abs(shortest(s->fraction(s->pointHash[i]) - hit.fraction)); };
        const size_t best = distance(prev) < distance(next) ? prev : next;
        if (distance(best) * g.pixelsPerFraction() <= 6) {
            hit.part = RingHit::Point;
            hit.point = static_cast<long long>(best);
            hit.server = s->pointServer[best];
            return hit;
        }
    }
    if (r >= RingRenderer::kBandInner - 3 && r <= RingRenderer::kBandOuter + 3) {
        hit.part = RingHit::Band;
        hit.server = RingRenderer::bandOwnerAt(*s, hit.fraction);
    }
    return hit;
}

QString RingView::describe(const RingHit &hit) const
{
    const ringcore::RingSnapshot *s = m_state.snapshot.get();
    if (!s || hit.server < 0 || hit.server >= s->servers.size())
        return {};
    QLocale l;
    const double share = size_t(hit.server) < s->shares.size() ? s->shares[size_t(hit.server)] : 0;
    const double fair = s->fairShare(hit.server);
    const QString shareText = tr("Server share: %1% (%2× its fair share)")
                                  .arg(l.toString(share * 100, 'f', 3), fair > 0 ? l.toString(share / fair, 'f', 3) : QStringLiteral("–"));
    const QString server = tr("Server %1 (#%2)").arg(s->servers.at(hit.server).address).arg(hit.server);
    if (hit.part == RingHit::Point) {
        const size_t i = size_t(hit.point);
        const int perServer = int(s->pointsOf(hit.server));
        return QStringList{server,
                           tr("Point %1 of %2").arg(s->pointIndex[i]).arg(perServer),
                           tr("Hash 0x%1").arg(s->pointHash[i], s->hashBits / 4, 16, QLatin1Char('0')),
                           tr("Arc owned by this point: %1% of the circle").arg(ringcore::NumberText::percent(s->pointArc(i), 4)),
                           shareText}
            .join(QLatin1Char('\n'));
    }
    QStringList lines{server};
    const int interval = s->intervalAt(hit.hash);
    if (!s->intervals.empty())
        lines << tr("This arc: %1% of the circle").arg(ringcore::NumberText::percent(s->intervalLength(interval), 4));
    else if (s->rule == ringcore::LookupKind::Table)
        lines << tr("Table slot %1 of %2").arg(l.toString(qulonglong(hit.hash)), l.toString(qulonglong(s->table.size())));
    lines << shareText;
    return lines.join(QLatin1Char('\n'));
}

void RingView::mousePressEvent(QMouseEvent *event)
{
    m_pressPos = event->position();
    m_pressFocus = m_state.geometry.focus();
    m_dragging = false;
}

void RingView::mouseMoveEvent(QMouseEvent *event)
{
    if (event->buttons() & Qt::LeftButton) {
        if (!m_dragging && (event->position() - m_pressPos).manhattanLength() > 4)
            m_dragging = true;
        if (m_dragging) {
            RingGeometry g = m_state.geometry;
            g.setFocus(m_pressFocus);
            const double delta = shortest(g.fractionAt(event->position()) - g.fractionAt(m_pressPos));
            m_state.geometry.setFocus(m_pressFocus - delta);
            update();
        }
        return;
    }
    const RingHit hit = hitTest(event->position());
    const long long hover = hit.part == RingHit::Point ? hit.point : -1;
    if (hover != m_state.hoverPoint || hit.server != m_state.hoverServer) {
        m_state.hoverPoint = hover;
        m_state.hoverServer = hit.server;
        update();
    }
    const QString text = describe(hit);
    if (text.isEmpty())
        QToolTip::hideText();
    else
        QToolTip::showText(event->globalPosition().toPoint(), text, this);
}

void RingView::mouseReleaseEvent(QMouseEvent *event)
{
    if (m_dragging || event->button() != Qt::LeftButton) {
        m_dragging = false;
        return;
    }
    const RingHit hit = hitTest(event->position());
    const int server = hit.part == RingHit::Nothing ? -1 : hit.server;
    setSelectedServer(server);
    emit serverClicked(server);
}

void RingView::mouseDoubleClickEvent(QMouseEvent *event)
{
    const RingHit hit = hitTest(event->position());
    if (m_state.snapshot && m_state.snapshot->ok())
        lookupHash(hit.hash);
}

void RingView::wheelEvent(QWheelEvent *event)
{
    zoomAt(event->position(), std::pow(1.0015, event->angleDelta().y()));
    event->accept();
}

void RingView::keyPressEvent(QKeyEvent *event)
{
    const QPointF middle(width() / 2.0, height() / 2.0);
    const double step = m_state.geometry.visibleSpan() * 0.05;
    switch (event->key()) {
    case Qt::Key_Plus:
    case Qt::Key_Equal:
        zoomAt(m_state.geometry.pointAt(m_state.geometry.focus()), 2);
        break;
    case Qt::Key_Minus:
        zoomAt(m_state.geometry.pointAt(m_state.geometry.focus()), 0.5);
        break;
    case Qt::Key_Left:
        setView(zoom(), focus() - step);
        break;
    case Qt::Key_Right:
        setView(zoom(), focus() + step);
        break;
    case Qt::Key_0:
    case Qt::Key_Home:
        resetView();
        break;
    case Qt::Key_Escape:
        clearLookup();
        setSelectedServer(-1);
        break;
    default:
        QWidget::keyPressEvent(event);
        return;
    }
    Q_UNUSED(middle);
}

void RingView::contextMenuEvent(QContextMenuEvent *event)
{
    const RingHit hit = hitTest(event->pos());
    QMenu menu(this);
    QAction *lookup = menu.addAction(tr("Look up here"));
    QAction *remove = nullptr;
    QAction *weight = nullptr;
    if (hit.server >= 0 && m_state.snapshot) {
        const QString address = m_state.snapshot->servers.at(hit.server).address;
        remove = menu.addAction(tr("Remove %1").arg(address));
        weight = menu.addAction(tr("Change the weight of %1…").arg(address));
    }
    QAction *add = menu.addAction(tr("Add a server"));
    menu.addSeparator();
    QAction *reset = menu.addAction(tr("Show the whole circle"));
    QAction *chosen = menu.exec(event->globalPos());
    if (!chosen)
        return;
    if (chosen == lookup)
        lookupHash(hit.hash);
    else if (chosen == remove)
        emit removeServerRequested(hit.server);
    else if (chosen == weight)
        emit weightChangeRequested(hit.server);
    else if (chosen == add)
        emit addServerRequested();
    else if (chosen == reset)
        resetView();
}

void RingView::leaveEvent(QEvent *)
{
    if (m_state.hoverPoint >= 0 || m_state.hoverServer >= 0) {
        m_state.hoverPoint = -1;
        m_state.hoverServer = -1;
        update();
    }
}

} // namespace ringlab::gui
