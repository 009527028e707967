#include "gui/export/figurepanel.h"

#include "gui/export/figurebutton.h"

#include <QLocale>
#include <QChart>
#include <QChartView>
#include <QHBoxLayout>
#include <QLegend>
#include <QLabel>
#include <QVBoxLayout>

namespace ringlab::gui {

FigurePanel::FigurePanel(QWidget *parent)
    : QWidget(parent)
    , m_view(new QChartView(this))
    , m_title(new QLabel(this))
    , m_button(new FigureButton([this] { return m_figure; }, this))
{
    m_view->setRenderHint(QPainter::Antialiasing);
    m_view->setMinimumSize(280, 200);
    auto *header = new QHBoxLayout;
    header->setContentsMargins(0, 0, 0, 0);
    QFont bold = m_title->font();
    bold.setBold(true);
    m_title->setFont(bold);
    header->addWidget(m_title, 1);
    header->addWidget(m_button);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(2, 2, 2, 2);
    layout->setSpacing(2);
    layout->addLayout(header);
    layout->addWidget(m_view, 1);
    m_button->setEnabled(false);
}

void FigurePanel::setFigure(const Figure &figure)
{
    m_figure = figure;
    m_button->setEnabled(figure.isValid());
    m_title->setText(figure.title);
    QChart *old = m_view->chart();
    QChart *chart = figure.makeChart ? figure.makeChart() : new QChart;
    chart->setTitle(QString()); // the panel header shows it
    // Axis labels in the UI's notation ("0,1" in German), as the rest of the page; exports stay as they are.
    chart->setLocale(QLocale());
    chart->setLocalizeNumbers(true);
    chart->legend()->setFont(QFont(chart->legend()->font().family(), 8));
    chart->legend()->setMarkerShape(QLegend::MarkerShapeFromSeries); // a line for a line, a marker for a marker
    m_view->setChart(chart);
    delete old;
}

void FigurePanel::setPlaceholder(const QString &text)
{
    if (!m_figure.isValid())
        m_title->setText(text);
}

} // namespace ringlab::gui
