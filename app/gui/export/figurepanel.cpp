#include "gui/export/figurepanel.h"

#include "gui/export/figurebutton.h"
#include "gui/chart/plotwidget.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QVBoxLayout>

namespace ringlab::gui {

FigurePanel::FigurePanel(QWidget *parent)
    : QWidget(parent)
    , m_view(new PlotWidget(this))
    , m_title(new QLabel(this))
    , m_button(new FigureButton([this] { return m_figure; }, this))
{
    auto *header = new QHBoxLayout;
    header->setContentsMargins(0, 0, 0, 0);
    QFont bold = m_title->font();
    bold.setBold(true);
    m_title->setFont(bold);
    m_title->setWordWrap(true); // a long (translated) title wraps, never clipped
    header->addWidget(m_title, 1);
    header->addWidget(m_button, 0, Qt::AlignTop);
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
    m_view->setPlot(figure.plot);
}

void FigurePanel::setPlaceholder(const QString &text)
{
    if (!m_figure.isValid())
        m_title->setText(text);
    m_view->setPlaceholder(text);
}

} // namespace ringlab::gui
