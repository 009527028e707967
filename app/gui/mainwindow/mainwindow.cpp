#include "gui/mainwindow/mainwindow.h"

#include "gui/common/inputhelpers.h"
#include "gui/common/snapshotservice.h"
#include "gui/experiment/experimentchangecommand.h"
#include "gui/experiment/experimentpanel.h"
#include "gui/experiment/numberspanel.h"
#include "gui/export/figurebatchexport.h"
#include "gui/page.h"
#include "gui/ring/ringpage.h"
#include "gui/settings/appsettings.h"
#include "gui/settings/languagemanager.h"
#include "gui/teaching/presentermode.h"
#include "gui/teaching/tourpanel.h"

#include <QApplication>
#include <QComboBox>
#include <QDockWidget>
#include <QFileDialog>
#include <QLabel>
#include <QMenu>
#include <QMessageBox>
#include <QScreen>
#include <QScrollArea>
#include <QScrollBar>
#include <QStatusBar>
#include <QTabWidget>
#include <QTimer>
#include <QUndoStack>

namespace ringlab::gui {

MainWindow::MainWindow(QWidget *parent)
    : TourHost(parent),
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

    createDocks();
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
    for (const char *dock : {"experimentDock", "numbersDock", "tourDock"})
        m_viewMenu->addAction(findChild<QDockWidget *>(QLatin1String(dock), Qt::FindDirectChildrenOnly)->toggleViewAction());
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

MainWindow::~MainWindow()
{
    // Hidden while the window is whole: QWidget's destructor would otherwise hide the docks when
    // only a QWidget is left, and the tour, which redraws when a dock is hidden, would call
    // TourHost's functions on an object that is no TourHost any more.
    hide();
}

void MainWindow::createDocks()
{
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
}

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

void MainWindow::startTour(int lesson)
{
    if (auto *dock = qobject_cast<QDockWidget *>(m_tour->parentWidget()))
        dock->show();
    m_tour->start(lesson);
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

} // namespace ringlab::gui
