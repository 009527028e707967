#pragma once

#include "gui/chart/figure.h"

#include <QList>
#include <QWidget>

namespace ringlab::gui {

/// Keys per backend as bars with the fair-share line, painted directly (cheap enough to redraw
/// several times a second during a live run). Busiest bar red, quietest blue.
class BackendBarsView : public QWidget
{
    Q_OBJECT
public:
    explicit BackendBarsView(QWidget *parent = nullptr);

    /// Counts per backend in backend order; `down` marks backends that must get nothing.
    void setCounts(const QList<qint64> &counts, const QList<bool> &down);
    const QList<qint64> &counts() const { return m_counts; }
    /// The backends marked down, as last set (may be shorter than counts(): none marked).
    const QList<bool> &down() const { return m_down; }
    /// Keys counted on every backend together (0: nothing answered, the placeholder is shown).
    qint64 total() const { return m_total; }
    /// Busiest / fair and CV among enabled backends (0 when nothing counted yet).
    double busiest() const { return m_busiest; }
    double cv() const { return m_cv; }

    /// Draws the bars into any painter (the view and the figure export share it).
    static void paintBars(QPainter *painter, const QRectF &area, const QList<qint64> &counts,
                          const QList<bool> &down, const QPalette &palette);
    Figure figure(const QString &caption) const { return figure(m_counts, m_down, caption); }
    /// The export of a run's counts (the page's, or a saved run's results.json): a bar chart in
    /// the figures' layout (Plot), keys per backend with the busiest, quietest and down backends
    /// marked and the fair share as a labelled reference line; its data in long form. Invalid
    /// when no backend answered a key (there is nothing to show).
    static Figure figure(const QList<qint64> &counts, const QList<bool> &down, const QString &caption);

    QSize sizeHint() const override { return QSize(500, 220); }
    /// Shown instead of the bars while no backend has answered a key (before the first run, after
    /// a start that failed, before the first answer).
    void setPlaceholder(const QString &text);

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    QList<qint64> m_counts;
    QList<bool> m_down;
    QString m_placeholder;
    qint64 m_total = 0;
    double m_busiest = 0;
    double m_cv = 0;
};

} // namespace ringlab::gui
