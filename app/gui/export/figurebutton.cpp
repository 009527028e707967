#include "gui/export/figurebutton.h"

#include "gui/export/exportdialog.h"
#include "gui/export/figureexporter.h"

#include <QEvent>
#include <QMenu>

namespace ringlab::gui {

FigureButton::FigureButton(std::function<Figure()> figure, QWidget *parent)
    : QToolButton(parent)
    , m_figure(std::move(figure))
{
    auto *menu = new QMenu(this);
    m_export = menu->addAction(QString(), this, [this] { ExportDialog::exportFigure(m_figure(), this); });
    m_copy = menu->addAction(QString(), this, [this] { FigureExporter::copyToClipboard(m_figure()); });
    menu->addSeparator();
    m_exportAll = menu->addAction(QString(), this, [this] {
        // In the main window: its "Export all figures" (every page, progress, Cancel).
        QWidget *top = window();
        if (top && top->metaObject()->indexOfMethod("exportAllFigures()") >= 0)
            QMetaObject::invokeMethod(top, "exportAllFigures");
        else
            ExportDialog::exportAllFigures(this);
    });
    setMenu(menu);
    setPopupMode(QToolButton::InstantPopup);
    setIcon(QIcon::fromTheme(QStringLiteral("document-save-as")));
    setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    retranslate();
}

void FigureButton::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QToolButton::changeEvent(event);
}

void FigureButton::setUnavailable(const QString &reason)
{
    m_unavailable = reason;
    setEnabled(reason.isEmpty());
    retranslate();
}

void FigureButton::retranslate()
{
    setText(tr("Export"));
    setToolTip(m_unavailable.isEmpty() ? tr("Export this figure (PNG, SVG, PDF, CSV, JSON) or copy it") : m_unavailable);
    m_export->setText(tr("Export figure…"));
    m_copy->setText(tr("Copy to clipboard"));
    m_exportAll->setText(tr("Export all figures…"));
}

} // namespace ringlab::gui
