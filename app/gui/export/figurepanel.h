#pragma once

#include "gui/chart/figure.h"

#include <QWidget>

class QLabel;

namespace ringlab::gui {

class FigureButton;
class PlotWidget;

/// A chart on a page: the figure's Plot drawn by a PlotWidget (the layout engine of the exports)
/// with an Export button above it. The export always renders a fresh copy of the same figure.
class FigurePanel : public QWidget
{
    Q_OBJECT
public:
    explicit FigurePanel(QWidget *parent = nullptr);

    void setFigure(const Figure &figure);
    const Figure &figure() const { return m_figure; }
    PlotWidget *plotWidget() const { return m_view; }
    /// Shown while there is no figure (e.g. "Computing…").
    void setPlaceholder(const QString &text);

private:
    Figure m_figure;
    PlotWidget *m_view;
    QLabel *m_title;
    FigureButton *m_button;
};

} // namespace ringlab::gui
