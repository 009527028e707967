#pragma once

#include "gui/export/figure.h"

#include <QWidget>

class QChartView;
class QLabel;

namespace ringlab::gui {

class FigureButton;

/// A chart on a page: the chart view with an Export button above it. Shows a Figure; the
/// export always renders a fresh copy of the same figure.
class FigurePanel : public QWidget
{
    Q_OBJECT
public:
    explicit FigurePanel(QWidget *parent = nullptr);

    void setFigure(const Figure &figure);
    const Figure &figure() const { return m_figure; }
    QChartView *chartView() const { return m_view; }
    /// Shown while there is no figure (e.g. "Computing…").
    void setPlaceholder(const QString &text);

private:
    Figure m_figure;
    QChartView *m_view;
    QLabel *m_title;
    FigureButton *m_button;
};

} // namespace ringlab::gui
