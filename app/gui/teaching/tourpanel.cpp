#include "gui/teaching/tourpanel.h"

#include "gui/common/jobrunner.h"
#include "gui/common/snapshotservice.h"
#include "gui/experiment/experimentpanel.h"
#include "gui/experiment/experimentchangecommand.h"
#include "gui/teaching/tourhost.h"
#include "gui/ring/ringpage.h"
#include "gui/ring/ringview.h"
#include "gui/teaching/lessons/lessonbook.h"
#include "gui/teaching/presentermode.h"

#include <QAction>
#include <QComboBox>
#include <QDockWidget>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QMenu>
#include <QProgressBar>
#include <QPushButton>
#include <QTabWidget>
#include <QScrollBar>
#include <QTextBrowser>
#include <QTextDocument>
#include <QToolButton>
#include <QUndoStack>
#include <QVBoxLayout>

#include <cmath>
#include <memory>

namespace ringlab::gui {

TourPanel::TourPanel(TourHost *window)
    : QWidget(window),
      m_window(window),
      m_prepareJob(new JobRunner<bool>(this)),
      m_lessons(LessonBook::all()),
      m_title(new QLabel(this)),
      m_progress(new QLabel(this)),
      m_lessonButton(new QToolButton(this)),
      m_lessonMenu(new QMenu(this)),
      m_body(new QTextBrowser(this)),
      m_invitation(new QLabel(this)),
      m_prepareProgress(new QProgressBar(this)),
      m_prepareCancel(new QPushButton(this)),
      m_back(new QPushButton(this)),
      m_restart(new QPushButton(this)),
      m_show(new QPushButton(this)),
      m_next(new QPushButton(this)),
      m_speedBox(new QComboBox(this)),
      m_pause(new QToolButton(this)),
      m_stepButton(new QToolButton(this))
{
    setObjectName(QStringLiteral("tourPanel"));
    setMinimumWidth(260);
    setUpWidgets();
    buildLayout();
    retranslate();
    watchPreparation();
    connectControls();
}

void TourPanel::watchPreparation()
{
    // A lesson's long preparation (lesson 10's screen of random rings) done: its text can show. A
    // later lesson's start supersedes it, and the runner drops its result. Its progress and Cancel
    // show while it runs; cancelled, the lesson says so and Restart runs it again.
    m_prepareJob->showBusyOn(m_prepareProgress, m_prepareCancel);
    m_prepareJob->onResult([this](bool) {
        m_preparing = false;
        refresh();
        runQueued();
    });
    connect(m_prepareJob, &JobRunnerBase::cancelled, this, [this] {
        m_preparing = false;
        m_prepareCancelled = true;
        refresh();
    });
}

void TourPanel::connectControls()
{
    connect(m_back, &QPushButton::clicked, this, [this] { start(m_index - 1); });
    connect(m_restart, &QPushButton::clicked, this, &TourPanel::restart);
    connect(m_next, &QPushButton::clicked, this, [this] {
        if (m_index + 1 < lessonCount())
            start(m_index + 1);
        else
            finish();
    });
    connect(m_show, &QPushButton::clicked, this, &TourPanel::performAction);
    connect(m_speedBox, &QComboBox::activated, this, [this](int i) { setSpeed(Speed(m_speedBox->itemData(i).toInt())); });
    connect(m_window->snapshotService(), &SnapshotService::snapshotReady, this, &TourPanel::onSnapshot);
    connect(m_window->snapshotService(), &SnapshotService::busyChanged, this, &TourPanel::refresh);
    connect(m_window, &TourHost::experimentChanged, this, &TourPanel::onExperiment);
    if (RingPage *ring = m_window->ringPage()) {
        RingView *view = ring->ringView();
        connect(m_pause, &QToolButton::toggled, this, [this, view](bool paused) {
            view->setAnimationPaused(paused);
            m_stepButton->setEnabled(paused);
        });
        connect(m_stepButton, &QToolButton::clicked, view, &RingView::stepAnimation);
        connect(ring, &RingPage::serverSelected, this, [this](int server) {
            if (server >= 0)
                stepDone(Lesson::SelectServer);
        });
        connect(view, &RingView::lookupFinished, this, [this] { stepDone(Lesson::Lookup); });
    }
    // A sentence names the Numbers or the Experiment panel only while it is shown: written again
    // when one is hidden or shown (presenter mode, View menu).
    for (const char *name : {"numbersDock", "experimentDock"})
        if (auto *dock = m_window->findChild<QDockWidget *>(QLatin1String(name)))
            connect(dock, &QDockWidget::visibilityChanged, this, &TourPanel::refresh);
}

double TourPanel::speedScale(Speed speed)
{
    switch (speed) {
    case Slow:
        return 2.5;
    case Fast:
        return 0.4;
    case Normal:
        break;
    }
    return 1.0;
}

void TourPanel::setSpeed(Speed speed)
{
    m_speed = speed;
    m_speedBox->setCurrentIndex(m_speedBox->findData(int(speed)));
    if (RingPage *ring = m_window->ringPage())
        ring->ringView()->setAnimationScale(speedScale(speed));
}

void TourPanel::unwindUndo()
{
    // The lessons' own edits never stay in the reader's undo history.
    QUndoStack *undo = m_window->undoStack();
    if (undo->index() != m_undoStart)
        undo->setIndex(std::min(m_undoStart, undo->count()));
    if (undo->count() > undo->index()) {
        auto *cut = new QUndoCommand; // obsolete: push() drops the redo tail and then this command
        cut->setObsolete(true);
        undo->push(cut);
    }
}

void TourPanel::start(int index)
{
    if (index < 0 || index >= lessonCount())
        return;
    if (!m_active) {
        m_active = true;
        // Room to read: a fifth of the window (the Ring page keeps what it needs; see RingPage);
        // in presenter mode the ring and the text share the screen.
        const int width = m_presenter ? int(m_window->width() * PresenterMode::kTourShare)
                                      : std::clamp(m_window->width() / 5, 260, 400);
        if (auto *dock = qobject_cast<QDockWidget *>(parentWidget()))
            m_window->resizeDocks({dock}, {width}, Qt::Horizontal);
        m_user = m_window->experiment();
        m_undoStart = m_window->undoStack()->index();
        keepRedoTail();
        ExperimentChangeCommand::sealTop(m_window->undoStack());
    }
    m_index = index;
    m_step = 0;
    m_queued = 0;
    m_ready = false;
    m_awaitingSetup = true;
    m_base.reset();
    m_snapshot.reset();
    m_diff = ringcore::RemovalDiff{};
    m_setup = m_lessons.at(index).setup(m_user);
    m_prepareJob->stop();
    m_preparing = false;
    m_prepareCancelled = false;
    if (const auto &prepare = m_lessons.at(index).prepare) {
        if (std::function<void(const JobControl &)> work = prepare(m_setup)) {
            m_preparing = true;
            m_prepareJob->start([work = std::move(work)](const JobControl &job) {
                work(job);
                return !job.isCancelled();
            });
        }
    }
    unwindUndo();
    if (RingPage *ring = m_window->ringPage()) {
        m_window->tabs()->setCurrentWidget(ring);
        ring->forgetShown(); // a new lesson is no removal: nothing to animate against
        ring->ringView()->resetView();
        ring->ringView()->clearLookup();
        ring->selectServer(-1);
    }
    m_window->setExperiment(m_setup); // the lesson's own experiment; not an undo step
    if (m_window->snapshotService()->experiment() == m_setup && m_window->snapshotService()->snapshot()
        && !m_window->snapshotService()->isBusy())
        onSnapshot(m_window->snapshotService()->snapshot());
    refresh();
    updateLessonMenu();
    emit lessonChanged(index);
}

void TourPanel::finish()
{
    if (!m_active)
        return;
    m_active = false;
    m_index = -1;
    m_queued = 0;
    m_awaitingSetup = false;
    m_base.reset();
    m_snapshot.reset();
    unwindUndo();
    if (RingPage *ring = m_window->ringPage())
        ring->forgetShown();
    // The reader's experiment and history as they were: Undo takes back the reader's own last
    // change, never a lesson's (the tour leaves no step of its own).
    m_window->setExperiment(m_user);
    restoreRedoTail();
    updateLessonMenu();
    if (auto *dock = qobject_cast<QDockWidget *>(parentWidget()); dock && dock->isVisible())
        dock->hide();
    emit finished();
}

void TourPanel::abandon()
{
    if (!m_active)
        return;
    m_active = false;
    m_index = -1;
    m_queued = 0;
    m_prepareJob->stop();
    m_preparing = false;
    m_awaitingSetup = false;
    m_base.reset();
    m_snapshot.reset();
    m_redoTail.clear();
    updateLessonMenu();
    if (auto *dock = qobject_cast<QDockWidget *>(parentWidget()); dock && dock->isVisible())
        dock->hide();
    emit finished();
}

void TourPanel::keepRedoTail()
{
    m_redoTail.clear();
    const QUndoStack *undo = m_window->undoStack();
    for (int i = undo->index(); i < undo->count(); ++i) {
        const auto *command = dynamic_cast<const ExperimentChangeCommand *>(undo->command(i));
        if (!command)
            break; // nothing else is pushed; a step it cannot rebuild ends what it keeps
        m_redoTail.append({command->before(), command->after()});
    }
}

void TourPanel::restoreRedoTail()
{
    QUndoStack *undo = m_window->undoStack();
    if (m_redoTail.isEmpty() || undo->index() != m_undoStart || undo->count() != m_undoStart) {
        m_redoTail.clear();
        return;
    }
    // Pushed again and undone at once: quiet while that happens (the experiment shown is the
    // reader's already), then each step applies its experiment as any other.
    auto quiet = std::make_shared<bool>(true);
    TourHost *window = m_window;
    const auto apply = [window, quiet](const ringcore::Experiment &e) {
        if (!*quiet)
            window->setExperiment(e);
    };
    for (const auto &[before, after] : std::as_const(m_redoTail)) {
        ExperimentChangeCommand::sealTop(undo); // each its own step, as it was
        undo->push(new ExperimentChangeCommand(before, after, apply));
    }
    undo->setIndex(m_undoStart);
    *quiet = false;
    m_redoTail.clear();
}

bool TourPanel::dockShown(const char *name) const
{
    const auto *dock = m_window->findChild<QDockWidget *>(QLatin1String(name));
    return dock && dock->isVisibleTo(m_window);
}

LessonView TourPanel::view(bool settled, const ringcore::LookupTrace *trace) const
{
    return LessonView{*m_base, settled ? *m_snapshot : *m_base, m_diff, m_setup, m_window->experiment(), m_step, trace,
                      &m_user, dockShown("numbersDock"), dockShown("experimentDock")};
}

void TourPanel::showFocusRow()
{
    RingPage *ring = m_window->ringPage();
    if (!ring || m_index < 0 || !m_base || !m_base->ok())
        return;
    const Lesson &lesson = m_lessons.at(m_index);
    ring->scrollToServer(lesson.focus ? lesson.focus(view(false, nullptr)) : m_base->busiestServer);
}

bool TourPanel::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_body->viewport() && event->type() == QEvent::Resize && m_presenter && !m_fitting
        && (m_body->viewport()->width() != m_fittedWidth || m_body->viewport()->height() != m_fittedHeight))
        QMetaObject::invokeMethod(this, &TourPanel::fitBody, Qt::QueuedConnection);
    if (watched == parentWidget() && event->type() == QEvent::Close)
        finish();
    return QWidget::eventFilter(watched, event);
}

void TourPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::ParentChange) {
        auto *dock = qobject_cast<QDockWidget *>(parentWidget());
        if (dock && !dock->property("ringlabTourHooked").toBool()) {
            // Closing the dock (its button or View ▸ Guided tour) ends the tour; showing it starts one.
            dock->setProperty("ringlabTourHooked", true);
            dock->installEventFilter(this);
            connect(dock->toggleViewAction(), &QAction::triggered, this, [this](bool shown) {
                if (!shown)
                    finish();
                else if (!m_active)
                    start(0);
            });
        }
    } else if (event->type() == QEvent::FontChange) {
        updateTitleFont();
    } else if (event->type() == QEvent::LanguageChange) {
        // The lessons' texts are translated when they are made: make them again, same experiments.
        m_lessons = LessonBook::all();
        retranslate();
        refresh();
    }
    QWidget::changeEvent(event);
}

bool TourPanel::isReady() const
{
    if (!m_active || m_index < 0 || !m_ready || !m_snapshot || m_queued > 0 || m_preparing)
        return false;
    const SnapshotService *service = m_window->snapshotService();
    return !service->isBusy() && service->snapshot() == m_snapshot && service->experiment() == m_window->experiment()
        && !(m_window->ringPage()
             && (m_window->ringPage()->ringView()->isLookupRunning() || m_window->ringPage()->ringView()->isRemovalRunning()));
}

void TourPanel::onSnapshot(const ringcore::RingSnapshotPtr &snapshot)
{
    if (!m_active || m_index < 0 || !snapshot)
        return;
    const SnapshotService *service = m_window->snapshotService();
    if (m_awaitingSetup) {
        // Only the snapshot of the lesson's own experiment starts the lesson: it is its baseline.
        if (service->experiment() != m_setup || service->isBusy() || service->snapshot() != snapshot)
            return;
        m_awaitingSetup = false;
        m_ready = true;
        m_base = snapshot;
        m_snapshot = snapshot;
        showFocusRow();
    }
    m_snapshot = snapshot;
    // Keys that moved are always counted against the lesson's own servers before the change.
    m_diff = ringcore::RemovalDiff{};
    if (m_base && m_base->ok() && snapshot->ok() && m_base->algorithm == snapshot->algorithm
        && m_base->servers != snapshot->servers)
        m_diff = ringcore::RemovalDiff::compare(*m_base, *snapshot);
    refresh();
    runQueued();
}

QString TourPanel::bodyText() const
{
    return m_body->toPlainText();
}

} // namespace ringlab::gui
