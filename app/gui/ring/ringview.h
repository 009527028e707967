#pragma once

#include <cmath>

#include "gui/ring/ringrenderer.h"
#include "ringcore/snapshot/removaldiff.h"

#include <QWidget>

class QVariantAnimation;

namespace ringlab::gui {

/// What is under a position of the ring view.
struct RingHit
{
    enum Part { Nothing, Point, Band, Key };
    Part part = Nothing;
    long long point = -1; ///< index into the snapshot's point columns (Part::Point)
    int server = -1;
    double fraction = 0;  ///< angle under the position as a fraction of the circle
    uint64_t hash = 0;    ///< the hash at that fraction
};

/// The ring as a circle, painted with QPainter (see RingRenderer): hover for details, click to
/// select a server, wheel/drag to zoom and turn, double-click or lookupKey() to watch a lookup,
/// and an animation of the keys that moved after a server left.
class RingView : public QWidget
{
    Q_OBJECT
public:
    explicit RingView(QWidget *parent = nullptr);
    ~RingView() override;

    void setSnapshot(const ringcore::RingSnapshotPtr &snapshot);
    /// Shows a coarser snapshot of the coming ring (SnapshotService::previewReady) until the full
    /// one arrives through setSnapshot(); the status line says it is a preview.
    void showPreview(const ringcore::RingSnapshotPtr &preview);
    bool isPreview() const { return m_state.preview; }
    ringcore::RingSnapshotPtr snapshot() const { return m_state.snapshot; }
    /// What the view draws now (zoom, selection, lookup), e.g. to export the same picture.
    const RingRenderState &renderState() const { return m_state; }

    int selectedServer() const { return m_state.selectedServer; }
    void setSelectedServer(int server);

    RingHit hitTest(const QPointF &pos) const;
    /// Widget position of a point's tick (its middle), for tests and lessons.
    QPointF pointPosition(size_t point) const;
    /// The tooltip text for a hit.
    QString describe(const RingHit &hit) const;

    double zoom() const { return m_state.geometry.zoom(); }
    double focus() const { return m_state.geometry.focus(); }
    /// Zooms to a factor with a fraction at the top.
    void setView(double zoom, double focus);
    void resetView() { setView(1, 0); }
    /// Zooms by a factor keeping the fraction under pos in place.
    void zoomAt(const QPointF &pos, double factor);

    /// Starts an animated lookup of a key text / of a position of the circle.
    void lookupKey(const QByteArray &key);
    void lookupHash(uint64_t hash);
    bool isLookupRunning() const;
    const ringcore::LookupTrace &lookupTrace() const { return m_state.trace; }
    void clearLookup();

    /// Animates the keys that moved between two snapshots (after a removal, weight change, …).
    void showRemoval(const ringcore::RingSnapshot &before, const ringcore::RingSnapshot &after);
    const ringcore::RemovalDiff &lastRemoval() const { return m_removal; }
    bool isRemovalRunning() const;
    /// The overlay's text for a change of servers: keys moved, where a leaving server's keys went,
    /// the share joined servers took and from whom; long server lists are shortened to a count.
    static QString removalSummary(const ringcore::RemovalDiff &diff, const ringcore::RingSnapshot &before,
                                  const ringcore::RingSnapshot &after);
    /// The same from the two server lists (all the summary needs of the snapshots): the view keeps
    /// them to write the overlay again in the current language and locale after a switch.
    static QString removalSummary(const ringcore::RemovalDiff &diff, const ringcore::ServerList &before,
                                  const ringcore::ServerList &after);

    /// Animation speed factor (tests use a small value; 1 is the normal speed).
    void setAnimationScale(double scale) { m_animationScale = scale; }

    double animationScale() const { return m_animationScale; }

    // Teaching controls (the guided tour, presenter mode).
    /// Pauses the lookup walk and the removal animation (also ones that start while paused).
    void setAnimationPaused(bool paused);
    bool isAnimationPaused() const { return m_animationPaused; }
    /// While paused: moves the running animation one step (an eighth of it) on.
    void stepAnimation();
    /// Scales the ring's own labels (point numbers), e.g. ×1.5 in presenter mode.
    void setLabelScale(double scale);
    double labelScale() const { return m_state.labelScale; }

    QSize sizeHint() const override { return QSize(700, 700); }
    QSize minimumSizeHint() const override { return QSize(240, 240); }

signals:
    void serverClicked(int server);
    void lookupFinished(int server);
    void removeServerRequested(int server);
    void weightChangeRequested(int server);
    void addServerRequested();
    void removalCounted(const ringcore::RemovalDiff &diff);

protected:
    void paintEvent(QPaintEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void mouseDoubleClickEvent(QMouseEvent *event) override;
    void wheelEvent(QWheelEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void contextMenuEvent(QContextMenuEvent *event) override;
    void leaveEvent(QEvent *event) override;

protected:
    void changeEvent(QEvent *event) override;

private:
    static constexpr double kMaxZoom = 1e13;
    /// A turn of the ring as the shorter way round: -0.5 to 0.5.
    static double shortest(double delta) { return delta - std::round(delta); }
    void startLookup(const ringcore::LookupTrace &trace);
    /// Writes the texts made when a result arrived (the lookup's steps, the change overlay) again
    /// from their numbers, in the current language and locale (on LanguageChange).
    void retranslateResults();
    /// Places the callouts and the circle beside them (RingCallouts::layoutCallouts).
    void relayout();
    /// The status line's height (RingBottomText::paint) and a gap: kept free of the circle.
    double statusReserve() const;

    RingRenderState m_state;
    ringcore::RemovalDiff m_removal;
    ringcore::ServerList m_removalBefore, m_removalAfter; ///< the servers removalText was written for
    QVariantAnimation *m_lookupAnimation;
    QVariantAnimation *m_removalAnimation;
    double m_animationScale = 1;
    bool m_animationPaused = false;
    // Lookup camera move: from (zoom, focus) to the target, then the walk.
    double m_fromZoom = 1, m_fromFocus = 0, m_toZoom = 1, m_toFocus = 0;
    QPointF m_pressPos;
    double m_pressFocus = 0;
    bool m_dragging = false;
};

} // namespace ringlab::gui
