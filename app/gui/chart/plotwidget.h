#pragma once

#include "gui/chart/figuretext.h"
#include "gui/chart/plot.h"

#include <QWidget>

namespace ringlab::gui {

/// A chart on screen: paints a Plot with the same layout engine as the exports (PlotRenderer),
/// sized to the widget, so what a page shows is what gets exported. Numbers follow the UI
/// locale; nothing is elided (legends and titles wrap); hovering a point shows its values.
class PlotWidget : public QWidget
{
    Q_OBJECT
public:
    explicit PlotWidget(QWidget *parent = nullptr);

    void setPlot(const Plot &plot);
    const Plot &plot() const { return m_plot; }
    /// Shown in the middle while the plot is empty ("Computing…").
    void setPlaceholder(const QString &text);
    QString placeholder() const { return m_placeholder; }

    /// Base font of the chart in widget pixels (the widget's font).
    double fontUnits() const;
    /// Every text the widget paints at its current size, in widget coordinates (for tests).
    QList<TextBox> textBoxes() const;
    /// The tooltip text for a widget position (empty when no point is near).
    QString toolTipAt(const QPointF &pos) const;

    /// 480×320 unless a page asks for less: inside a scroll area whose content wraps text, the
    /// content is laid out at its preferred height, so a tall hint pushes a chart's bottom (its
    /// legend) below the viewport even when the minimum would fit.
    QSize sizeHint() const override { return m_preferred.isValid() ? m_preferred : QSize(480, 320); }
    void setPreferredSize(const QSize &size);
    QSize minimumSizeHint() const override { return QSize(280, 200); }

protected:
    void paintEvent(QPaintEvent *event) override;
    bool event(QEvent *event) override;

private:
    void paintInto(QPainter *painter, const QRectF &rect) const;

    Plot m_plot;
    QString m_placeholder;
    mutable PlotFrame m_frame;
    QSize m_preferred;
};

} // namespace ringlab::gui
