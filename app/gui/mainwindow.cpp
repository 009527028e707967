#include "gui/mainwindow.h"

#include "gui/common/inputhelpers.h"
#include "gui/common/serverpalette.h"
#include "gui/common/snapshotservice.h"
#include "gui/experiment/experimentfile.h"
#include "gui/experiment/experimentpanel.h"
#include "gui/experiment/numberspanel.h"
#include "gui/experiment/experimentchangecommand.h"
#include "gui/about/aboutdialog.h"
#include "gui/export/exportdialog.h"
#include "gui/gallery/gallerydialog.h"
#include "gui/export/figurebatchexport.h"
#include "gui/export/figurecatalog.h"
#include "gui/settings/appsettings.h"
#include "gui/settings/languagemenu.h"
#include "gui/about/manualdialog.h"
#include "gui/page.h"
#include "gui/ring/ringpage.h"
#include "gui/settings/languagemanager.h"
#include "gui/teaching/presentermode.h"
#include "gui/teaching/tourpanel.h"

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QComboBox>
#include <QDockWidget>
#include <QFileDialog>
#include <QDir>
#include <QFileInfo>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QProgressDialog>
#include <QScreen>
#include <QScrollArea>
#include <QScrollBar>
#include <QStatusBar>
#include <QTabWidget>
#include <QTimer>
#include <QToolBar>
#include <QUndoStack>

namespace ringlab::gui {

MainWindow::MainWindow(QWidget *parent)
    : QMainWindow(parent),
      m_service(new SnapshotService(this)),
      m_panel(new ExperimentPanel),
      m_numbers(new NumbersPanel),
      m_tabs(new QTabWidget(this)),
      m_undo(new QUndoStack(this)),
      m_chooser(&ExportDialog::choose),
      m_batch(new FigureBatchExport(this)),
      m_busyLabel(new QLabel(this))
{
    setObjectName(QStringLiteral("mainWindow"));
    setWindowTitle(tr("RingLab"));
    // Never larger than the screen (a 1366×768 laptop would cut the right-hand side off).
    const QScreen *screen = QGuiApplication::primaryScreen();
    resize(screen ? QSize(1400, 900).boundedTo(screen->availableGeometry().size()) : QSize(1400, 900));
    m_tabs->setObjectName(QStringLiteral("pageTabs"));
    m_tabs->setDocumentMode(true);
    setCentralWidget(m_tabs);

    auto *panelScroll = new QScrollArea;
    panelScroll->setWidget(m_panel);
    panelScroll->setWidgetResizable(true);
    panelScroll->setFrameShape(QFrame::NoFrame);
    auto *experimentDock = new QDockWidget(tr("Experiment"), this);
    experimentDock->setObjectName(QStringLiteral("experimentDock"));
    experimentDock->setWidget(panelScroll);
    addDockWidget(Qt::LeftDockWidgetArea, experimentDock);
    auto *numbersDock = new QDockWidget(tr("Numbers"), this);
    numbersDock->setObjectName(QStringLiteral("numbersDock"));
    numbersDock->setWidget(m_numbers);
    addDockWidget(Qt::LeftDockWidgetArea, numbersDock);
    // The dock is always wide enough for the panel's fields (they change with the algorithm's
    // options): it scrolls vertically only.
    panelScroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_panelScroll = panelScroll;
    m_panel->installEventFilter(this);
    panelScroll->installEventFilter(this);
    m_numbers->installEventFilter(this); // "Computing…" came and went: its room is spare again
    fitExperimentDock();
    resizeDocks({experimentDock}, {std::max(330, panelScroll->minimumWidth())}, Qt::Horizontal);

    statusBar()->addPermanentWidget(m_busyLabel);
    connect(m_service, &SnapshotService::busyChanged, this, [this](bool busy) {
        m_busyLabel->setText(busy ? tr("Computing…") : QString());
        m_numbers->setBusy(busy);
    });
    connect(m_service, &SnapshotService::snapshotReady, this, [this](const ringcore::RingSnapshotPtr &s) {
        m_numbers->setSnapshot(s);
        if (s && !s->ok())
            statusBar()->showMessage(s->error, 10000);
    });
    connect(m_panel, &ExperimentPanel::experimentChanged, this, &MainWindow::applyEdit);

    createPages();
    m_tour = new TourPanel(this);
    auto *tourDock = new QDockWidget(tr("Guided tour"), this);
    tourDock->setObjectName(QStringLiteral("tourDock"));
    tourDock->setWidget(m_tour);
    addDockWidget(Qt::RightDockWidgetArea, tourDock);
    tourDock->hide();
    createActions();
    // Spin boxes say why they refuse a number, tables copy as text: here and in every dialog.
    InputHelpers::installAll(this);
    InputHelpers::installApplicationWide();
    m_viewMenu->addAction(experimentDock->toggleViewAction());
    m_viewMenu->addAction(numbersDock->toggleViewAction());
    m_viewMenu->addAction(tourDock->toggleViewAction());
    new PresenterMode(this); // View ▸ Presenter mode, F11
    // After a language switch (its LanguageChange events come first, they are posted before
    // this queued call), the combo boxes take the width of their new texts.
    connect(LanguageManager::instance(), &LanguageManager::languageChanged, this,
            [this] { QTimer::singleShot(0, this, [this] { refitComboBoxes(this); }); }, Qt::QueuedConnection);

    m_prompt = [](QWidget *owner, const QString &name) {
        return QMessageBox::question(owner, tr("Unsaved changes"),
                                     tr("The experiment \"%1\" has unsaved changes. Save them?").arg(name),
                                     QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
    };
    m_savePathChooser = [](QWidget *owner, const QString &suggestion) {
        return QFileDialog::getSaveFileName(owner, tr("Save experiment"),
                                            suggestion.isEmpty() ? AppSettings::lastFolder() : suggestion,
                                            tr("RingLab experiments (*.json)"));
    };
    m_savedExperiment = ringcore::Experiment::defaultExperiment();
    setExperiment(ringcore::Experiment::defaultExperiment());
    retranslate();
    m_readyMessage = tr("Ready: %1").arg(m_experiment.title);
    statusBar()->showMessage(m_readyMessage, 5000);
}

MainWindow::~MainWindow() = default;

void MainWindow::fitExperimentDock()
{
    m_panelScroll->setMinimumWidth(m_panel->minimumSizeHint().width()
                                   + m_panelScroll->verticalScrollBar()->sizeHint().width() + 4);
}

void MainWindow::fitDockHeights()
{
    m_fitHeightsQueued = false;
    auto *experimentDock = qobject_cast<QDockWidget *>(m_panelScroll->parentWidget());
    auto *numbersDock = qobject_cast<QDockWidget *>(m_numbers->parentWidget());
    if (!experimentDock || !numbersDock || !experimentDock->isVisible() || !numbersDock->isVisible()
        || experimentDock->isFloating() || numbersDock->isFloating()
        || dockWidgetArea(experimentDock) != dockWidgetArea(numbersDock))
        return;
    // The height the scroll area gives the panel at the viewport's width (its word-wrapped
    // description and error lines), never at another width: QFormLayout keeps the rows of the last
    // width asked, and a description asked at a narrower width was then laid out squeezed.
    const int width = m_panelScroll->viewport()->width();
    const int need = std::max(m_panel->sizeHint().height(),
                              m_panel->hasHeightForWidth() ? m_panel->heightForWidth(width) : 0);
    const int missing = need - m_panelScroll->viewport()->height();
    // What the numbers need at their width (word-wrapped values: height for width), plus the
    // dock's title bar and margins; the rest of the Numbers dock is spare.
    const int numbersNeed = m_numbers->hasHeightForWidth() ? m_numbers->heightForWidth(m_numbers->width())
                                                           : m_numbers->minimumSizeHint().height();
    const int spare = m_numbers->height() - std::max(numbersNeed, m_numbers->minimumSizeHint().height());
    if (missing <= 0 || spare <= 0)
        return;
    resizeDocks({numbersDock}, {numbersDock->height() - std::min(missing, spare)}, Qt::Vertical);
}

bool MainWindow::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_panel && event->type() == QEvent::LayoutRequest)
        fitExperimentDock();
    // After the panel's layout or the dock's size changed (a new algorithm's options, a language,
    // a smaller window): once the layouts settled, take the Numbers dock's spare room if needed.
    if (((watched == m_panel || watched == m_numbers) && event->type() == QEvent::LayoutRequest)
        || (watched == m_panelScroll && (event->type() == QEvent::Resize || event->type() == QEvent::Show))) {
        if (!m_fitHeightsQueued) {
            m_fitHeightsQueued = true;
            QMetaObject::invokeMethod(this, &MainWindow::fitDockHeights, Qt::QueuedConnection);
        }
    }
    return QMainWindow::eventFilter(watched, event);
}

void MainWindow::createPages()
{
    for (const PageEntry &entry : pageRegistry()) {
        Page *page = entry.make(m_tabs);
        page->setPageId(entry.id);
        if (page->objectName().isEmpty())
            page->setObjectName(entry.id + QStringLiteral("Page"));
        page->setDeferWhileHidden(true); // a tab nobody looks at costs nothing
        m_pages << page;
        m_tabs->addTab(page, page->title());
        if (auto *ring = qobject_cast<RingPage *>(page)) {
            m_ringPage = ring;
            ring->setSnapshotService(m_service);
        }
        connect(page, &Page::experimentEdited, this, &MainWindow::applyEdit);
        // A page speaks in the status bar while it is the one shown: Spread's "26 settings
        // simulated" is no news on the Removal page.
        connect(page, &Page::statusMessage, this, [this, page](const QString &message) {
            if (m_tabs->currentWidget() == page)
                statusBar()->showMessage(message, 8000);
        });
    }
    connect(m_tabs, &QTabWidget::currentChanged, statusBar(), &QStatusBar::clearMessage);
}

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

    auto *colourBlind = m_viewMenu->addAction(tr("&Colour-blind-safe palette"));
    colourBlind->setCheckable(true);
    colourBlind->setObjectName(QStringLiteral("colourBlindAction"));
    connect(colourBlind, &QAction::toggled, ServerPalette::instance(), &ServerPalette::setColourBlindSafe);
    m_viewMenu->addSeparator();
    m_viewMenu->addMenu(new LanguageMenu(this));
    m_viewMenu->addSeparator();

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

    m_toolBar->addAction(openAction);
    m_toolBar->addAction(saveAction);
    m_toolBar->addAction(m_exportAction);
    m_toolBar->addSeparator();
    m_toolBar->addAction(undo);
    m_toolBar->addSeparator();
    m_toolBar->addAction(tour);
}

bool MainWindow::showPage(const QString &name)
{
    // Stable ids ("ring", "spread", …) whatever the UI language (resolvePageId's rule).
    const QString id = resolvePageId(name);
    for (Page *page : std::as_const(m_pages)) {
        if (!id.isEmpty() && page->pageId() == id) {
            m_tabs->setCurrentWidget(page);
            return true;
        }
    }
    return false;
}

QStringList MainWindow::pageIds() const
{
    return ringlab::gui::pageIds(); // the pages are made from the registry, in its order
}

QMenu *MainWindow::menu(const QString &objectName) const
{
    for (QMenu *m : {m_fileMenu, m_editMenu, m_viewMenu, m_helpMenu})
        if (m && m->objectName() == objectName)
            return m;
    return nullptr;
}

void MainWindow::setExperiment(const ringcore::Experiment &experiment)
{
    m_experiment = experiment;
    // "Ready: <the default experiment>" would be wrong once another experiment is shown.
    if (!m_readyMessage.isEmpty() && statusBar()->currentMessage() == m_readyMessage)
        statusBar()->clearMessage();
    m_panel->setExperiment(experiment);
    m_service->setExperiment(experiment);
    for (Page *page : std::as_const(m_pages))
        page->setExperiment(experiment);
    updateTitle();
    emit experimentChanged(experiment);
}

void MainWindow::applyEdit(const ringcore::Experiment &experiment)
{
    if (experiment == m_experiment)
        return;
    // Every edit is one undo step (the command's first redo() applies it); consecutive edits of
    // one number merge.
    m_undo->push(new ExperimentChangeCommand(m_experiment, experiment,
                                             [this](const ringcore::Experiment &e) { setExperiment(e); }));
}

bool MainWindow::openFile(const QString &path, QString *error)
{
    ringcore::Experiment e;
    QString why;
    if (!ExperimentFile::load(path, &e, &why)) {
        if (error)
            *error = why;
        statusBar()->showMessage(why, 10000);
        return false;
    }
    m_currentFile = path;
    if (m_tour)
        m_tour->abandon(); // the file replaces whatever the tour borrowed
    m_undo->clear();
    m_savedExperiment = e;
    setExperiment(e);
    fileOpened(path);
    statusBar()->showMessage(tr("Opened %1").arg(QFileInfo(path).fileName()), 5000);
    return true;
}

const ringcore::Experiment &MainWindow::documentExperiment() const
{
    return m_tour && m_tour->isActive() ? m_tour->userExperiment() : m_experiment;
}

bool MainWindow::saveFile(const QString &path, QString *error)
{
    QString why;
    const ringcore::Experiment document = documentExperiment();
    if (!ExperimentFile::save(path, document, &why)) {
        if (error)
            *error = why;
        statusBar()->showMessage(why, 10000);
        return false;
    }
    m_currentFile = path;
    m_savedExperiment = document;
    fileOpened(path);
    updateTitle();
    statusBar()->showMessage(tr("Saved %1").arg(QFileInfo(path).fileName()), 5000);
    return true;
}

void MainWindow::open()
{
    if (!maybeSave())
        return;
    const QString folder = m_currentFile.isEmpty() ? AppSettings::lastFolder() : QFileInfo(m_currentFile).path();
    const QString path = QFileDialog::getOpenFileName(this, tr("Open experiment"), folder,
                                                      tr("RingLab experiments (*.json);;All files (*)"));
    if (path.isEmpty())
        return;
    QString error;
    if (!openFile(path, &error))
        QMessageBox::warning(this, tr("Open experiment"), error);
}

bool MainWindow::save()
{
    if (m_currentFile.isEmpty())
        return saveAs();
    QString error;
    if (!saveFile(m_currentFile, &error)) {
        QMessageBox::warning(this, tr("Save experiment"), error);
        return false;
    }
    return true;
}

bool MainWindow::saveAs()
{
    // A file never saved is proposed a name in the last folder used, as the exports are.
    const QString suggestion = !m_currentFile.isEmpty()
        ? m_currentFile
        : QDir(AppSettings::lastFolder()).filePath(tr("experiment") + QStringLiteral(".json"));
    QString path = m_savePathChooser(this, suggestion);
    if (path.isEmpty())
        return false;
    if (QFileInfo(path).suffix().isEmpty())
        path += QStringLiteral(".json");
    QString error;
    if (!saveFile(path, &error)) {
        QMessageBox::warning(this, tr("Save experiment"), error);
        return false;
    }
    return true;
}

void MainWindow::setExportChooser(ExportChooser chooser)
{
    m_chooser = chooser ? std::move(chooser) : ExportChooser(&ExportDialog::choose);
}

void MainWindow::exportCurrentPage()
{
    auto *provider = dynamic_cast<FigureProvider *>(m_tabs->currentWidget());
    const QList<Figure> figures = provider ? provider->figures() : QList<Figure>{};
    if (figures.isEmpty()) {
        const QString why = provider ? tr("Nothing to export yet: this page has not computed its figures.")
                                     : tr("This page has no figure to export; File ▸ Export all figures… writes "
                                          "every page's figures.");
        statusBar()->showMessage(why, 8000);
        emit figureExported(QString(), why);
        return;
    }
    ExportChoice choice;
    if (!m_chooser(this, figures, false, &choice))
        return;
    Figure figure = figures.value(std::clamp(choice.figure, 0, int(figures.size()) - 1));
    if (figure.experiment.isEmpty())
        figure.experiment = m_experiment.toJson(); // the JSON export names what it was computed from
    QString error;
    QStringList files;
    if (!FigureExporter::write(choice.format, figure, choice.path, choice.figureSize(), choice.dpi, &error, &files)) {
        statusBar()->showMessage(error, 10000);
        auto *box = new QMessageBox(QMessageBox::Warning, tr("Export figure"), error, QMessageBox::Ok, this);
        box->setAttribute(Qt::WA_DeleteOnClose);
        box->open(); // not exec(): nothing waits on it
        emit figureExported(choice.path, error);
        return;
    }
    QStringList names; // a chart too long for a page is written as parts: name them all
    for (const QString &file : std::as_const(files))
        names << QFileInfo(file).fileName();
    statusBar()->showMessage(tr("Exported %1").arg(names.join(QStringLiteral(", "))), 5000);
    emit figureExported(choice.path, QString());
}

QProgressDialog *MainWindow::exportProgressDialog() const
{
    return m_exportProgress;
}

void MainWindow::exportAllFigures()
{
    if (m_batch->isRunning())
        return;
    ExportChoice choice;
    if (!m_chooser(this, {}, true, &choice))
        return;
    QString error;
    m_batch->setExperiment(m_experiment.toJson());
    if (!m_batch->start(m_pages, choice.path, choice.figureSize(), choice.dpi, &error)) {
        statusBar()->showMessage(error, 10000);
        reportExportFailures(choice.path, error);
        emit allFiguresExported(0, error, false);
        return;
    }
    auto *dialog = new QProgressDialog(tr("Preparing the figures…"), tr("Cancel"), 0, 0, this);
    dialog->setObjectName(QStringLiteral("exportAllProgress"));
    dialog->setWindowTitle(tr("Export all figures"));
    dialog->setWindowModality(Qt::WindowModal);
    dialog->setAutoClose(false);
    dialog->setAutoReset(false);
    dialog->setMinimumDuration(0);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    m_exportProgress = dialog;
    connect(dialog, &QProgressDialog::canceled, m_batch, &FigureBatchExport::cancel);
    connect(m_batch, &FigureBatchExport::progress, dialog, [dialog](int done, int total, const QString &label) {
        dialog->setMaximum(total);
        dialog->setValue(done);
        dialog->setLabelText(total > 0 ? tr("Writing %1 (%2 of %3)").arg(label).arg(done).arg(total) : label);
    });
    const QString folder = choice.path;
    connect(m_batch, &FigureBatchExport::finished, this, [this, dialog, folder](int written, const QString &failure, bool cancelled) {
        m_batch->disconnect(dialog);
        m_exportProgress = nullptr;
        dialog->close();
        const QString message = !failure.isEmpty() ? failure
            : cancelled ? tr("Export cancelled after %n file(s).", nullptr, written)
                        : tr("%n file(s) written to %1", nullptr, written).arg(QDir::toNativeSeparators(folder));
        statusBar()->showMessage(message, 10000);
        if (!failure.isEmpty())
            reportExportFailures(folder, failure);
        emit allFiguresExported(written, failure, cancelled);
    }, Qt::SingleShotConnection);
    dialog->show();
}

void MainWindow::reportExportFailures(const QString &folder, const QString &failure)
{
    // As the single export does, in a dialog (a status-bar line vanished after ten seconds):
    // what was written and what was not, each file by name, the reasons beside the failed ones.
    QStringList details;
    const QStringList written = m_batch->writtenFiles(), failed = m_batch->failedFiles();
    const QStringList reasons = m_batch->failureReasons();
    details << tr("Written (%n file(s)):", nullptr, int(written.size()));
    for (const QString &file : written)
        details << QStringLiteral("  ") + QDir::toNativeSeparators(file);
    details << tr("Not written (%n file(s)):", nullptr, int(failed.size()));
    for (int i = 0; i < failed.size(); ++i)
        details << QStringLiteral("  ") + QDir::toNativeSeparators(failed[i])
                + (i < reasons.size() ? QStringLiteral(": ") + reasons[i] : QString());
    const bool tried = !written.isEmpty() || !failed.isEmpty(); // else the folder itself failed
    auto *box = new QMessageBox(QMessageBox::Warning, tr("Export all figures"),
                                tried ? tr("%1\n\n%2 of %3 files written to %4.")
                                            .arg(failure)
                                            .arg(written.size())
                                            .arg(written.size() + failed.size())
                                            .arg(QDir::toNativeSeparators(folder))
                                      : failure,
                                QMessageBox::Ok, this);
    box->setObjectName(QStringLiteral("exportAllReport"));
    if (tried)
        box->setDetailedText(details.join(QLatin1Char('\n')));
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open(); // window-modal, and the event loop (and a test) goes on
}

void MainWindow::startTour(int lesson)
{
    if (auto *dock = qobject_cast<QDockWidget *>(m_tour->parentWidget()))
        dock->show();
    m_tour->start(lesson);
}

QString MainWindow::documentName() const
{
    // The file's name; an experiment never saved is "Untitled" from the start, as a new document
    // is elsewhere (its description, e.g. the default's "100 servers, nginx's 160 points per
    // server", is the status bar's "Ready:" line): the name never changes on its own at the first
    // edit.
    return m_currentFile.isEmpty() ? tr("Untitled") : QFileInfo(m_currentFile).fileName();
}

void MainWindow::updateTitle()
{
    // [*] is where Qt shows the modified marker.
    setWindowTitle(tr("%1[*] — RingLab").arg(documentName()));
    setWindowModified(isModified());
}

void MainWindow::setUnsavedChangesPrompt(UnsavedChangesPrompt prompt)
{
    if (prompt)
        m_prompt = std::move(prompt);
}

void MainWindow::setSavePathChooser(SavePathChooser chooser)
{
    if (chooser)
        m_savePathChooser = std::move(chooser);
}

bool MainWindow::maybeSave()
{
    if (!isModified())
        return true;
    // The name the title bar shows: a changed, unsaved experiment is "Untitled", not the
    // description of what it was before the change.
    switch (m_prompt(this, documentName())) {
    case QMessageBox::Save:
        return save();
    case QMessageBox::Discard:
        return true;
    default:
        return false;
    }
}

bool MainWindow::newExperiment()
{
    if (!maybeSave())
        return false;
    m_currentFile.clear();
    m_undo->clear();
    m_savedExperiment = ringcore::Experiment::defaultExperiment();
    setExperiment(m_savedExperiment);
    return true;
}

bool MainWindow::openRecent(const QString &path)
{
    if (!maybeSave())
        return false;
    QString error;
    if (!openFile(path, &error)) {
        AppSettings::removeRecentFile(path);
        updateRecentMenu();
        QMessageBox::warning(this, tr("Open experiment"), error);
        return false;
    }
    return true;
}

void MainWindow::fileOpened(const QString &path)
{
    AppSettings::addRecentFile(path);
    AppSettings::setLastFolder(QFileInfo(path).absolutePath());
    updateRecentMenu();
}

void MainWindow::updateRecentMenu()
{
    if (!m_recentMenu)
        return;
    m_recentMenu->clear();
    const QStringList files = AppSettings::recentFiles();
    for (int i = 0; i < files.size(); ++i) {
        const QString &path = files.at(i);
        // &1 … &9 as accelerators; the full path as the tooltip.
        QAction *a = m_recentMenu->addAction(i < 9 ? QStringLiteral("&%1 %2").arg(i + 1).arg(QFileInfo(path).fileName())
                                                   : QFileInfo(path).fileName());
        a->setToolTip(QDir::toNativeSeparators(path));
        a->setStatusTip(QDir::toNativeSeparators(path));
        a->setData(path);
        connect(a, &QAction::triggered, this, [this, path] { openRecent(path); });
    }
    if (!files.isEmpty())
        m_recentMenu->addSeparator();
    QAction *clear = m_recentMenu->addAction(tr("&Clear list"), this, [this] {
        AppSettings::clearRecentFiles();
        updateRecentMenu();
    });
    clear->setObjectName(QStringLiteral("clearRecentAction"));
    clear->setEnabled(!files.isEmpty());
    m_recentMenu->setEnabled(true);
}

void MainWindow::showManual()
{
    if (!m_manual) {
        m_manual = new ManualDialog(this);
        m_manual->setAttribute(Qt::WA_DeleteOnClose);
    }
    m_manual->show();
    m_manual->raise();
    m_manual->activateWindow();
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    if (!maybeSave()) {
        event->ignore();
        return;
    }
    AppSettings::saveWindow(this);
    event->accept();
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

void MainWindow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        // The pages set their combo boxes' new texts after this (children get the event after
        // their parent): refit them once every widget has its new texts.
        QTimer::singleShot(0, this, [this] { refitComboBoxes(this); });
    }
    QMainWindow::changeEvent(event);
}

void MainWindow::refitComboBoxes(QWidget *root)
{
    // A combo box sized to its contents on first show keeps that size for good: after a language
    // switch it cut its new, longer texts (r15 F9: "Automatisch" for "Automatisch erkennen").
    // Setting its size policy again drops the kept size; the layout asks for the new one.
    for (QComboBox *combo : root->findChildren<QComboBox *>()) {
        const QComboBox::SizeAdjustPolicy policy = combo->sizeAdjustPolicy();
        if (policy == QComboBox::AdjustToMinimumContentsLengthWithIcon)
            continue; // sized by a character count, not by its texts
        // Both kept sizes go: the size hint with a change of policy, the minimum size hint (which the
        // layout gives a combo in a tight row) with a change of the minimum contents length, which
        // QComboBox honours under AdjustToContents only.
        const int length = combo->minimumContentsLength();
        combo->setSizeAdjustPolicy(QComboBox::AdjustToContents);
        combo->setMinimumContentsLength(length + 1);
        combo->setMinimumContentsLength(length);
        combo->setSizeAdjustPolicy(policy == QComboBox::AdjustToContents ? QComboBox::AdjustToContentsOnFirstShow
                                                                         : policy);
        combo->setSizeAdjustPolicy(policy);
        combo->updateGeometry();
    }
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
