#include "gui/ring/ringview.h"

#include "gui/common/serverpalette.h"
#include "gui/ring/ringcallouts.h"
#include "ringcore/core/numbertext.h"

#include <QContextMenuEvent>
#include <QFontMetricsF>
#include <QLocale>
#include <QMenu>
#include <QMouseEvent>
#include <QPainter>
#include <QToolTip>
#include <QVariantAnimation>

#include <algorithm>
#include <cmath>

namespace ringlab::gui {

namespace {

constexpr double kCameraPhase = 0.45; // share of a lookup animation spent moving the camera

} // namespace

RingView::RingView(QWidget *parent)
    : QWidget(parent), m_lookupAnimation(new QVariantAnimation(this)), m_removalAnimation(new QVariantAnimation(this))
{
    setObjectName(QStringLiteral("ringView"));
    setMouseTracking(true);
    setFocusPolicy(Qt::StrongFocus);
    setAttribute(Qt::WA_OpaquePaintEvent);
    setToolTip(QString()); // tooltips are shown by hand, per point
    m_state.geometry.setBottomReserve(statusReserve());
    m_lookupAnimation->setStartValue(0.0);
    m_lookupAnimation->setEndValue(1.0);
    m_lookupAnimation->setEasingCurve(QEasingCurve::Linear);
    connect(m_lookupAnimation, &QVariantAnimation::valueChanged, this, [this](const QVariant &v) {
        const double t = v.toDouble();
        if (t < kCameraPhase) {
            // Ease the camera: zoom geometrically, turn along the shorter way.
            const double u = QEasingCurve(QEasingCurve::InOutCubic).valueForProgress(t / kCameraPhase);
            const double zoom = m_fromZoom * std::pow(m_toZoom / m_fromZoom, u);
            m_state.geometry.setZoom(zoom);
            m_state.geometry.setFocus(m_fromFocus + shortest(m_toFocus - m_fromFocus) * u);
            m_state.walkProgress = 0;
        } else {
            m_state.geometry.setZoom(m_toZoom);
            m_state.geometry.setFocus(m_toFocus);
            m_state.walkProgress = (t - kCameraPhase) / (1 - kCameraPhase);
        }
        update();
    });
    connect(m_lookupAnimation, &QVariantAnimation::finished, this, [this] {
        m_state.walkProgress = 1;
        update();
        emit lookupFinished(m_state.trace.owner);
    });
    m_removalAnimation->setStartValue(0.0);
    m_removalAnimation->setEndValue(1.0);
    m_removalAnimation->setEasingCurve(QEasingCurve::InOutQuad);
    connect(m_removalAnimation, &QVariantAnimation::valueChanged, this, [this](const QVariant &v) {
        m_state.removalProgress = v.toDouble();
        update();
    });
    connect(ServerPalette::instance(), &ServerPalette::changed, this, qOverload<>(&QWidget::update));
}

RingView::~RingView() = default;

void RingView::showPreview(const ringcore::RingSnapshotPtr &preview)
{
    if (!preview || !preview->ok())
        return;
    setSnapshot(preview);
    m_state.preview = true;
}

void RingView::setSnapshot(const ringcore::RingSnapshotPtr &snapshot)
{
    m_state.preview = false;
    const bool sameShape = m_state.snapshot && snapshot && m_state.snapshot->algorithm == snapshot->algorithm;
    m_state.snapshot = snapshot;
    m_state.hoverPoint = -1;
    m_state.movedDots.clear();
    m_state.removalText.clear();
    m_removalAnimation->stop();
    if (m_lookupAnimation->state() == QAbstractAnimation::Running)
        m_lookupAnimation->stop();
    m_state.lookupActive = false;
    if (!snapshot || m_state.selectedServer >= snapshot->servers.size())
        m_state.selectedServer = -1;
    if (!sameShape)
        m_state.geometry.setZoom(1);
    relayout();
    update();
}

double RingView::statusReserve() const
{
    // paintLabels draws the status line fontHeight + 2 high, 4 px above the bottom edge. Below the
    // band (radius + kBandOuter) the geometry already leaves kBandOutside - kBandOuter + 10 px:
    // reserve only what the line needs beyond that, and a 4 px gap, so the circle (and the text
    // inside it) shrinks no more than it must.
    const double line = QFontMetricsF(font()).height() + 2 + 4;
    return std::max(0.0, line + 4 - (RingGeometry::kBandOutside - RingRenderer::kBandOuter) - 10);
}

void RingView::relayout()
{
    const bool zoomed = m_state.geometry.zoom() > 1 || (m_state.lookupActive && m_toZoom > 1);
    RingCallouts::layoutCallouts(m_state, font(), zoomed);
}

void RingView::changeEvent(QEvent *event)
{
    // The status line's reserve depends on the font only: set here and on resize, not on every
    // frame (a QFontMetricsF per paint). A language change may bring another font (zh_CN).
    if (event->type() == QEvent::LanguageChange)
        retranslateResults();
    if (event->type() == QEvent::FontChange || event->type() == QEvent::LanguageChange) {
        m_state.geometry.setBottomReserve(statusReserve());
        relayout();
        update();
    }
    QWidget::changeEvent(event);
}

void RingView::retranslateResults()
{
    // LanguageManager sets the new default locale before the posted LanguageChange arrives: the
    // numbers come out in the new notation too (no German decimal comma under an English UI).
    const ringcore::RingSnapshot *s = m_state.snapshot.get();
    if (m_state.lookupActive && s && s->ok()) {
        // The steps are text written by the tracer: trace the same hash again (cheap, and the
        // route is the same), keeping the key the lookup was started with.
        m_state.trace.steps = ringcore::LookupTracer::trace(*s, m_state.trace.hash, m_state.trace.key).steps;
    }
    if (!m_state.removalText.isEmpty())
        m_state.removalText = removalSummary(m_removal, m_removalBefore, m_removalAfter);
}

void RingView::setSelectedServer(int server)
{
    if (m_state.selectedServer == server)
        return;
    m_state.selectedServer = server;
    update();
}

void RingView::setView(double zoom, double focus)
{
    m_state.geometry.setZoom(std::min(zoom, kMaxZoom));
    m_state.geometry.setFocus(focus);
    update();
}

QPointF RingView::pointPosition(size_t point) const
{
    const ringcore::RingSnapshot *s = m_state.snapshot.get();
    if (!s || point >= s->pointHash.size())
        return {};
    return m_state.geometry.pointAt(s->fraction(s->pointHash[point]), 0);
}

void RingView::lookupKey(const QByteArray &key)
{
    if (!m_state.snapshot || !m_state.snapshot->ok())
        return;
    startLookup(m_state.snapshot->traceKey(key));
}

void RingView::lookupHash(uint64_t hash)
{
    if (!m_state.snapshot || !m_state.snapshot->ok())
        return;
    startLookup(m_state.snapshot->traceHash(hash));
}

void RingView::startLookup(const ringcore::LookupTrace &trace)
{
    m_lookupAnimation->stop();
    m_state.trace = trace;
    m_state.lookupActive = true;
    m_state.walkProgress = 0;
    const ringcore::RingSnapshot &s = *m_state.snapshot;
    const double keyF = RingRenderer::keyFraction(s, trace.hash);
    m_fromZoom = m_state.geometry.zoom();
    m_fromFocus = m_state.geometry.focus();
    const bool nearest = trace.rule == ringcore::LookupKind::NearestPoint;
    if (trace.nextPoint >= 0) {
        // Zoom so that the walk fills about 40% of the width, centred at the top.
        const double back = nearest ? trace.previousDistance : 0;
        const double span = std::max(trace.nextDistance + back, 1e-15);
        auto target = [&] {
            RingGeometry g = m_state.geometry;
            g.setZoom(1);
            return std::clamp(0.4 * width() / (span * g.pixelsPerFraction()), 1.0, kMaxZoom);
        };
        m_toZoom = target();
        // A zoomed walk puts its callout above the circle, which makes the circle smaller: aim
        // again with the circle's final size.
        relayout();
        m_toZoom = target();
        m_toFocus = keyF + (trace.nextDistance - back) / 2;
    } else {
        m_toZoom = 1;
        m_toFocus = m_fromFocus;
    }
    relayout();
    m_lookupAnimation->setDuration(std::max(1, int(1800 * m_animationScale)));
    m_lookupAnimation->start();
}

bool RingView::isLookupRunning() const
{
    return m_lookupAnimation->state() == QAbstractAnimation::Running;
}

void RingView::clearLookup()
{
    m_lookupAnimation->stop();
    m_state.lookupActive = false;
    relayout();
    update();
}

void RingView::showRemoval(const ringcore::RingSnapshot &before, const ringcore::RingSnapshot &after)
{
    m_removal = ringcore::RemovalDiff::compare(before, after);
    m_state.movedDots.clear();
    m_state.removalText.clear();
    if (!m_removal.comparable || m_removal.moved() == 0)
        return;
    const size_t dots = std::min(before.keyDots.size(), after.keyDots.size());
    for (size_t i = 0; i < dots; ++i) {
        const int oldOwner = before.keyOwner[i];
        if (m_removal.newOwnerOfOld[i] == oldOwner)
            continue;
        MovedDot d;
        d.from = RingRenderer::keyFraction(after, after.keyDots[i].hash);
        d.to = d.from;
        const ringcore::LookupTrace t = ringcore::LookupTracer::trace(after, after.keyDots[i].hash);
        if (t.ownerPoint >= 0)
            d.to = after.fraction(after.pointHash[size_t(t.ownerPoint)]);
        d.oldServer = oldOwner;
        d.newServer = after.keyDots[i].server;
        // Magenta (between survivors) only when the old owner stayed AND the new one is not a
        // server that joined: a key taken by an added server moved to it, not between survivors.
        const int newAfter = i < after.keyOwner.size() ? after.keyOwner[i] : -1;
        d.betweenSurvivors = !m_removal.goneServers.contains(oldOwner) && m_removal.newOwnerOfOld[i] >= 0
            && !m_removal.newServers.contains(newAfter);
        m_state.movedDots.push_back(d);
    }
    m_removalBefore = before.servers;
    m_removalAfter = after.servers;
    m_state.removalText = removalSummary(m_removal, m_removalBefore, m_removalAfter);
    relayout();
    m_state.removalProgress = 0;
    m_removalAnimation->setDuration(std::max(1, int(2500 * m_animationScale)));
    m_removalAnimation->start();
    emit removalCounted(m_removal);
    update();
}

QString RingView::removalSummary(const ringcore::RemovalDiff &d, const ringcore::RingSnapshot &before,
                                 const ringcore::RingSnapshot &after)
{
    return removalSummary(d, before.servers, after.servers);
}

QString RingView::removalSummary(const ringcore::RemovalDiff &d, const ringcore::ServerList &before,
                                 const ringcore::ServerList &after)
{
    if (!d.comparable)
        return {};
    QLocale l;
    // A few addresses, then a count: a replaced list of 100 servers must not fill the view.
    auto names = [](const QStringList &all) {
        constexpr int kShown = 3;
        if (all.size() <= kShown)
            return all.join(QStringLiteral(", "));
        return tr("%1 and %n more", nullptr, int(all.size() - kShown))
            .arg(QStringList(all.mid(0, kShown)).join(QStringLiteral(", ")));
    };
    QStringList lines;
    lines << tr("%1 of %2 keys moved (%3%)", nullptr, int(d.keys))
                 .arg(l.toString(d.moved()), l.toString(d.keys),
                      ringcore::NumberText::percent(d.keys > 0 ? double(d.moved()) / double(d.keys) : 0, 3));
    if (!d.goneServers.isEmpty()) {
        QStringList gone;
        for (int g : d.goneServers)
            gone << before.at(g).address;
        if (d.movedFromGone > 0 && d.receivers > 0)
            lines << tr("%1 from %2 to %n servers (largest: %3%)", nullptr, d.receivers)
                         .arg(l.toString(d.movedFromGone), names(gone),
                              ringcore::NumberText::percent(d.largestReceiverShare, 3));
        else
            lines << tr("Left: %1").arg(names(gone));
    }
    if (!d.newServers.isEmpty()) {
        QStringList joined;
        for (int n : d.newServers)
            joined << after.at(n).address;
        QString from;
        if (d.largestDonor >= 0 && size_t(d.largestDonor) < d.gaveToNew.size())
            from = tr("from %n servers, most from %1 (%2 keys)", nullptr, d.donors)
                       .arg(before.at(d.largestDonor).address, l.toString(d.gaveToNew[size_t(d.largestDonor)]));
        lines << tr("%1 took %2% of the hash space: %3 keys %4", nullptr, int(d.movedToNew))
                     .arg(names(joined), ringcore::NumberText::percent(d.newServersShare, 3), l.toString(d.movedToNew), from)
                     .trimmed();
    }
    if (d.goneServers.isEmpty() && d.newServers.isEmpty())
        lines << tr("No server left or joined: the weights changed");
    int enabledBefore = 0;
    for (const ringcore::Server &server : before)
        enabledBefore += server.down ? 0 : 1;
    if (enabledBefore > d.goneServers.size()) // some servers stayed
        lines << tr("%1 between surviving servers (magenta)").arg(l.toString(d.movedBetweenSurvivors));
    return lines.join(QLatin1Char('\n'));
}

bool RingView::isRemovalRunning() const
{
    return m_removalAnimation->state() == QAbstractAnimation::Running;
}

void RingView::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    m_state.geometry.setSize(size());
    relayout();
    RingRenderer::paint(p, m_state);
}

void RingView::resizeEvent(QResizeEvent *)
{
    m_state.geometry.setSize(size());
    m_state.geometry.setBottomReserve(statusReserve());
    relayout();
}

// ---- Teaching controls: pause / single step of the animations, label size -------------------

void RingView::setAnimationPaused(bool paused)
{
    if (!property("ringlabPauseHooked").toBool()) {
        // An animation that starts while paused waits at its first frame for Step or Resume.
        setProperty("ringlabPauseHooked", true);
        for (QVariantAnimation *a : {m_lookupAnimation, m_removalAnimation}) {
            connect(a, &QAbstractAnimation::stateChanged, this, [this, a](QAbstractAnimation::State now) {
                if (m_animationPaused && now == QAbstractAnimation::Running)
                    QMetaObject::invokeMethod(a, [this, a] {
                        if (m_animationPaused && a->state() == QAbstractAnimation::Running)
                            a->pause();
                    }, Qt::QueuedConnection);
            });
        }
    }
    m_animationPaused = paused;
    for (QVariantAnimation *a : {m_lookupAnimation, m_removalAnimation}) {
        if (paused && a->state() == QAbstractAnimation::Running)
            a->pause();
        else if (!paused && a->state() == QAbstractAnimation::Paused)
            a->resume();
    }
}

void RingView::stepAnimation()
{
    for (QVariantAnimation *a : {m_lookupAnimation, m_removalAnimation}) {
        if (a->state() != QAbstractAnimation::Paused)
            continue;
        // Reaching the end stops the animation and emits finished() (the lookup reports its server).
        a->setCurrentTime(std::min(a->duration(), a->currentTime() + std::max(1, a->duration() / 8)));
        return;
    }
}

void RingView::setLabelScale(double scale)
{
    m_state.labelScale = scale;
    update();
}

} // namespace ringlab::gui
