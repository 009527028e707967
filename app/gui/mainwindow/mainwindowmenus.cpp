// The main window's menus, toolbar and actions, and their texts in the current language.
#include "gui/mainwindow/mainwindow.h"

#include "gui/about/aboutdialog.h"
#include "gui/common/serverpalette.h"
#include "gui/experiment/experimentchangecommand.h"
#include "gui/gallery/gallerydialog.h"
#include "gui/page.h"
#include "gui/settings/languagemenu.h"
#include "gui/teaching/presentermode.h"

#include <QAction>
#include <QDockWidget>
#include <QMenu>
#include <QMenuBar>
#include <QTabWidget>
#include <QToolBar>
#include <QUndoStack>

namespace ringlab::gui {

void MainWindow::createActions()
{
    m_fileMenu = menuBar()->addMenu(tr("&File"));
    m_fileMenu->setObjectName(QStringLiteral("fileMenu"));
    m_editMenu = menuBar()->addMenu(tr("&Edit"));
    m_editMenu->setObjectName(QStringLiteral("editMenu"));
    m_viewMenu = menuBar()->addMenu(tr("&View"));
    m_viewMenu->setObjectName(QStringLiteral("viewMenu"));
    m_helpMenu = menuBar()->addMenu(tr("&Help"));
    m_helpMenu->setObjectName(QStringLiteral("helpMenu"));
    m_toolBar = addToolBar(tr("Main"));
    m_toolBar->setObjectName(QStringLiteral("mainToolBar"));
    m_toolBar->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    createFileMenu();
    createEditMenu();

    auto *colourBlind = m_viewMenu->addAction(tr("&Colour-blind-safe palette"));
    colourBlind->setCheckable(true);
    colourBlind->setObjectName(QStringLiteral("colourBlindAction"));
    connect(colourBlind, &QAction::toggled, ServerPalette::instance(), &ServerPalette::setColourBlindSafe);
    m_viewMenu->addSeparator();
    m_viewMenu->addMenu(new LanguageMenu(this));
    m_viewMenu->addSeparator();
    createHelpMenu();

    const auto action = [this](const char *name) { return findChild<QAction *>(QLatin1String(name)); };
    m_toolBar->addAction(action("openAction"));
    m_toolBar->addAction(action("saveAction"));
    m_toolBar->addAction(m_exportAction);
    m_toolBar->addSeparator();
    m_toolBar->addAction(action("undoAction"));
    m_toolBar->addSeparator();
    m_toolBar->addAction(action("tourAction"));
}

void MainWindow::createFileMenu()
{
    auto *newAction = m_fileMenu->addAction(QIcon::fromTheme(QStringLiteral("document-new")), tr("&New"), this,
                                            [this] { newExperiment(); });
    newAction->setShortcut(QKeySequence::New);
    newAction->setObjectName(QStringLiteral("newAction"));
    auto *openAction = m_fileMenu->addAction(QIcon::fromTheme(QStringLiteral("document-open")), tr("&Open…"), this, &MainWindow::open);
    openAction->setShortcut(QKeySequence::Open);
    openAction->setObjectName(QStringLiteral("openAction"));
    m_recentMenu = m_fileMenu->addMenu(tr("Open &Recent"));
    m_recentMenu->setObjectName(QStringLiteral("recentMenu"));
    updateRecentMenu();
    auto *saveAction = m_fileMenu->addAction(QIcon::fromTheme(QStringLiteral("document-save")), tr("&Save"), this, &MainWindow::save);
    saveAction->setShortcut(QKeySequence::Save);
    saveAction->setObjectName(QStringLiteral("saveAction"));
    auto *saveAsAction = m_fileMenu->addAction(tr("Save &As…"), this, &MainWindow::saveAs);
    // QKeySequence::SaveAs has no binding on some platforms (none offscreen, none on plain X11).
    saveAsAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S));
    saveAsAction->setObjectName(QStringLiteral("saveAsAction"));
    m_fileMenu->addSeparator();
    m_exportAction = m_fileMenu->addAction(QIcon::fromTheme(QStringLiteral("document-export")), tr("&Export…"), this,
                                           &MainWindow::exportRequested);
    m_exportAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_E));
    m_exportAction->setObjectName(QStringLiteral("exportAction"));
    connect(this, &MainWindow::exportRequested, this, &MainWindow::exportCurrentPage);
    m_exportAllAction = m_fileMenu->addAction(tr("Export &all figures…"), this, &MainWindow::exportAllFigures);
    m_exportAllAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E));
    m_exportAllAction->setObjectName(QStringLiteral("exportAllAction"));
    m_fileMenu->addSeparator();
    auto *quitAction = m_fileMenu->addAction(tr("&Quit"), this, &QWidget::close);
    quitAction->setShortcut(QKeySequence::Quit);
    quitAction->setObjectName(QStringLiteral("quitAction"));
}

void MainWindow::createEditMenu()
{
    QAction *undo = m_undo->createUndoAction(this, tr("&Undo"));
    undo->setShortcut(QKeySequence::Undo);
    undo->setObjectName(QStringLiteral("undoAction"));
    undo->setIcon(QIcon::fromTheme(QStringLiteral("edit-undo")));
    QAction *redo = m_undo->createRedoAction(this, tr("&Redo"));
    redo->setShortcut(QKeySequence::Redo);
    redo->setObjectName(QStringLiteral("redoAction"));
    m_editMenu->addAction(undo);
    m_editMenu->addAction(redo);
    m_editMenu->setToolTipsVisible(true); // Undo's tooltip says what it undoes (updateUndoTexts)
    // QUndoStack keeps the prefix it was given; ours follows the language (after its own update).
    connect(m_undo, &QUndoStack::undoTextChanged, this, &MainWindow::updateUndoTexts);
    connect(m_undo, &QUndoStack::redoTextChanged, this, &MainWindow::updateUndoTexts);
    m_editMenu->addSeparator();
    auto *reset = m_editMenu->addAction(tr("Default &experiment"), this,
                                        [this] { applyEdit(ringcore::Experiment::defaultExperiment()); });
    reset->setObjectName(QStringLiteral("defaultExperimentAction"));
}

void MainWindow::createHelpMenu()
{
    auto *tour = m_helpMenu->addAction(QIcon::fromTheme(QStringLiteral("help-contents")), tr("&Guided tour"), this,
                                       [this] { startTour(0); });
    tour->setShortcut(QKeySequence(Qt::Key_F1));
    tour->setObjectName(QStringLiteral("tourAction"));
    auto *manual = m_helpMenu->addAction(tr("User &manual"), this, &MainWindow::showManual);
    manual->setObjectName(QStringLiteral("manualAction"));
    auto *gallery = m_helpMenu->addAction(tr("&Gallery of published figures…"), this, [this] {
        auto *dialog = new GalleryDialog(this);
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        dialog->show();
    });
    gallery->setObjectName(QStringLiteral("galleryAction"));
    auto *about = m_helpMenu->addAction(tr("&About RingLab"), this, [this] { AboutDialog(this).exec(); });
    about->setObjectName(QStringLiteral("aboutAction"));
}

QMenu *MainWindow::menu(const QString &objectName) const
{
    for (QMenu *m : {m_fileMenu, m_editMenu, m_viewMenu, m_helpMenu})
        if (m && m->objectName() == objectName)
            return m;
    return nullptr;
}

void MainWindow::updateUndoTexts()
{
    if (auto *undo = findChild<QAction *>(QStringLiteral("undoAction"))) {
        undo->setText(m_undo->undoText().isEmpty() ? tr("&Undo") : tr("&Undo %1").arg(m_undo->undoText()));
        // Ctrl+Z in a text field is the field's own undo (its typing); this item undoes the
        // experiment, and says so where the menu shows it (tooltip) and in the status bar.
        const QString tip = m_undo->undoText().isEmpty()
                                ? tr("Undoes the last change to the experiment. Inside a text field, Ctrl+Z undoes "
                                     "the typing in that field; this menu item always undoes the experiment.")
                                : tr("Undoes the last change to the experiment: %1. Inside a text field, Ctrl+Z "
                                     "undoes the typing in that field; this menu item always undoes the experiment.")
                                      .arg(m_undo->undoText());
        undo->setToolTip(tip);
        undo->setStatusTip(tip);
    }
    if (auto *redo = findChild<QAction *>(QStringLiteral("redoAction")))
        redo->setText(m_undo->redoText().isEmpty() ? tr("&Redo") : tr("&Redo %1").arg(m_undo->redoText()));
}

void MainWindow::retranslate()
{
    // Menus, actions, docks and tabs were created with English texts; set them again in the
    // current language (the same source strings, so one translation each).
    if (m_fileMenu) {
        m_fileMenu->setTitle(tr("&File"));
        m_editMenu->setTitle(tr("&Edit"));
        m_viewMenu->setTitle(tr("&View"));
        m_helpMenu->setTitle(tr("&Help"));
        m_recentMenu->setTitle(tr("Open &Recent"));
        updateRecentMenu();
    }
    if (m_toolBar)
        m_toolBar->setWindowTitle(tr("Main"));
    const QList<QPair<const char *, QString>> actions{
        {"newAction", tr("&New")},
        {"openAction", tr("&Open…")},
        {"saveAction", tr("&Save")},
        {"saveAsAction", tr("Save &As…")},
        {"exportAction", tr("&Export…")},
        {"exportAllAction", tr("Export &all figures…")},
        {"quitAction", tr("&Quit")},
        {"defaultExperimentAction", tr("Default &experiment")},
        {"colourBlindAction", tr("&Colour-blind-safe palette")},
        {"tourAction", tr("&Guided tour")},
        {"manualAction", tr("User &manual")},
        {"galleryAction", tr("&Gallery of published figures…")},
        {"aboutAction", tr("&About RingLab")},
    };
    for (const auto &[name, text] : actions)
        if (auto *a = findChild<QAction *>(QString::fromLatin1(name)))
            a->setText(text);
    if (auto *presenter = findChild<PresenterMode *>())
        presenter->retranslate();
    // The commands' own texts ("remove 127.0.0.1:9042") were written in the language of their day
    // (QUndoStack hands them out const; the text is all that changes).
    for (int i = 0; i < m_undo->count(); ++i)
        if (auto *command = dynamic_cast<ExperimentChangeCommand *>(const_cast<QUndoCommand *>(m_undo->command(i))))
            command->retranslate();
    updateUndoTexts();
    const QList<QPair<const char *, QString>> docks{
        {"experimentDock", tr("Experiment")},
        {"numbersDock", tr("Numbers")},
        {"tourDock", tr("Guided tour")},
    };
    for (const auto &[name, text] : docks)
        if (auto *dock = findChild<QDockWidget *>(QString::fromLatin1(name)))
            dock->setWindowTitle(text);
    for (int i = 0; i < m_tabs->count(); ++i)
        if (auto *page = qobject_cast<Page *>(m_tabs->widget(i)))
            m_tabs->setTabText(i, page->title());
    updateTitle();
}

} // namespace ringlab::gui
