#pragma once

#include "ringcore/analysis/removalmatrix.h"

#include <QImage>
#include <QWidget>

namespace ringlab::gui {

/// The on-screen removal heatmap. Caches the cell image; hovering shows the numbers of the cell.
class HeatmapView : public QWidget
{
    Q_OBJECT
public:
    explicit HeatmapView(QWidget *parent = nullptr);

    void setMatrix(const ringcore::RemovalMatrix &matrix, const QString &title);
    /// Both sides of the page share one colour scale.
    void setScaleMax(double scaleMax);
    const ringcore::RemovalMatrix &matrix() const { return m_matrix; }
    double scaleMax() const { return m_scaleMax; }

    /// The fraction drawn in cell (removed, receiver); -1 when out of range.
    double cellValue(int removed, int receiver) const;
    /// The cell under a widget position, or (-1, -1).
    QPoint cellAt(const QPoint &pos) const;
    /// The tooltip text for a cell (empty when out of range).
    QString cellText(int removed, int receiver) const;

    QSize sizeHint() const override { return QSize(420, 420); }

signals:
    void rowHovered(int removed);

protected:
    void paintEvent(QPaintEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;

private:
    ringcore::RemovalMatrix m_matrix;
    QString m_title;
    double m_scaleMax = 0;
    QImage m_image;
};

} // namespace ringlab::gui
