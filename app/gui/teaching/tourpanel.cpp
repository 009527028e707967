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
    // A lesson's long preparation (lesson 10's screen of random rings) done: its text can show. A
    // later lesson's start supersedes it, and the runner drops its result.
    m_prepareJob->onResult([this](bool) {
        m_preparing = false;
        refresh();
        runQueued();
    });
    updateTitleFont();
    m_title->setWordWrap(true);
    m_progress->setStyleSheet(QStringLiteral("color: #666;"));
    // Any lesson, from its title: the reader (or a teacher) jumps to lesson N.
    m_lessonButton->setObjectName(QStringLiteral("tourLessons"));
    m_lessonButton->setPopupMode(QToolButton::InstantPopup);
    m_lessonButton->setMenu(m_lessonMenu);
    m_lessonMenu->setObjectName(QStringLiteral("tourLessonMenu"));
    m_invitation->setWordWrap(true);
    m_invitation->setObjectName(QStringLiteral("tourInvitation"));
    m_body->setObjectName(QStringLiteral("tourBody"));
    m_body->setOpenLinks(false);
    m_body->viewport()->installEventFilter(this); // presenter mode fits the text to the box
    m_back->setObjectName(QStringLiteral("tourBack"));
    m_restart->setObjectName(QStringLiteral("tourRestart"));
    m_show->setObjectName(QStringLiteral("tourShow"));
    m_next->setObjectName(QStringLiteral("tourNext"));

    m_speedBox->setObjectName(QStringLiteral("tourSpeed"));
    m_speedBox->addItem(QString(), int(Slow));
    m_speedBox->addItem(QString(), int(Normal));
    m_speedBox->addItem(QString(), int(Fast));
    m_speedBox->setCurrentIndex(int(Normal));
    m_pause->setObjectName(QStringLiteral("tourPause"));
    m_pause->setCheckable(true);
    m_stepButton->setObjectName(QStringLiteral("tourStep"));
    m_stepButton->setEnabled(false);

    auto *animation = m_animationRow = new QHBoxLayout;
    m_speedLabel = new QLabel(this);
    m_speedLabel->setBuddy(m_speedBox);
    animation->addWidget(m_speedLabel);
    animation->addWidget(m_speedBox);
    animation->addStretch(1);
    // Pause and Step on their own row: in presenter mode's large font one row cut "Animation:" and the speed.
    auto *animationButtons = m_animationButtons = new QHBoxLayout;
    animationButtons->addWidget(m_pause);
    animationButtons->addWidget(m_stepButton);
    animationButtons->addStretch(1);

    // Two short rows: the panel stays narrow enough for the Ring page beside it at 1366×768.
    auto *lessonButtons = m_lessonRow = new QHBoxLayout;
    lessonButtons->addWidget(m_back);
    lessonButtons->addWidget(m_restart);
    lessonButtons->addStretch(1);
    auto *buttons = m_stepRow = new QHBoxLayout;
    buttons->addStretch(1);
    buttons->addWidget(m_show);
    buttons->addWidget(m_next);
    auto *progress = new QHBoxLayout;
    progress->addWidget(m_progress, 1);
    progress->addWidget(m_lessonButton);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(progress);
    layout->addWidget(m_title);
    layout->addWidget(m_body, 1);
    layout->addWidget(m_invitation);
    layout->addLayout(animation);
    layout->addLayout(animationButtons);
    layout->addLayout(lessonButtons);
    layout->addLayout(buttons);

    retranslate();
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
    connect(window->snapshotService(), &SnapshotService::snapshotReady, this, &TourPanel::onSnapshot);
    connect(window->snapshotService(), &SnapshotService::busyChanged, this, &TourPanel::refresh);
    connect(window, &TourHost::experimentChanged, this, &TourPanel::onExperiment);
    if (RingPage *ring = window->ringPage()) {
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
        if (auto *dock = window->findChild<QDockWidget *>(QLatin1String(name)))
            connect(dock, &QDockWidget::visibilityChanged, this, &TourPanel::refresh);
}

void TourPanel::updateLessonMenu()
{
    // Made once, then its titles (a language switch) and the current lesson's mark follow.
    for (int i = int(m_lessonMenu->actions().size()); i < lessonCount(); ++i) {
        QAction *a = m_lessonMenu->addAction(QString(), this, [this, i] { start(i); });
        a->setObjectName(QStringLiteral("tourLesson%1").arg(i + 1));
        a->setCheckable(true);
    }
    const QList<QAction *> actions = m_lessonMenu->actions();
    for (int i = 0; i < actions.size() && i < lessonCount(); ++i) {
        actions.at(i)->setText(m_lessons.at(i).title);
        actions.at(i)->setChecked(i == m_index);
    }
}

void TourPanel::retranslate()
{
    m_back->setText(tr("&Back"));
    m_restart->setText(tr("&Restart"));
    m_restart->setToolTip(tr("Set this lesson's experiment up again from the start"));
    m_show->setText(tr("S&how me"));
    m_show->setToolTip(tr("Do this lesson's next step for me"));
    m_next->setText(tr("&Next"));
    m_lessonButton->setText(tr("&Lessons"));
    m_lessonButton->setToolTip(tr("Open any lesson of the tour"));
    updateLessonMenu();
    m_speedLabel->setText(tr("Animation:"));
    m_speedBox->setItemText(0, tr("Slow"));
    m_speedBox->setItemText(1, tr("Normal"));
    m_speedBox->setItemText(2, tr("Fast"));
    m_speedBox->setToolTip(tr("Speed of the lookup walk and of the removal animation"));
    m_pause->setText(tr("Pause"));
    m_pause->setToolTip(tr("Pause the ring's animations (Step moves them on by one step)"));
    m_stepButton->setText(tr("Step"));
    m_stepButton->setToolTip(tr("While paused: move the lookup walk or the removal one step on"));
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
    if (const auto &prepare = m_lessons.at(index).prepare) {
        if (std::function<void()> work = prepare(m_setup)) {
            m_preparing = true;
            m_prepareJob->start([work = std::move(work)](const JobControl &) {
                work();
                return true;
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

void TourPanel::setPresenterLayout(bool on)
{
    m_presenter = on;
    // The text is fitted to the box: no scroll bar comes and goes (its width changed the fit, and
    // the fit the scroll bar, without end). The wheel still scrolls what does not fit.
    m_body->setVerticalScrollBarPolicy(on ? Qt::ScrollBarAlwaysOff : Qt::ScrollBarAsNeeded);
    // Four rows of buttons in the narrow panel; two in presenter mode's wide one, whose height
    // goes to the lesson's text.
    auto move = [](QWidget *w, QHBoxLayout *from, QHBoxLayout *to, int at) {
        from->removeWidget(w);
        to->insertWidget(at, w);
    };
    if (on && m_animationButtons->indexOf(m_pause) >= 0) {
        move(m_pause, m_animationButtons, m_animationRow, 2);
        move(m_stepButton, m_animationButtons, m_animationRow, 3);
        move(m_show, m_stepRow, m_lessonRow, m_lessonRow->count());
        move(m_next, m_stepRow, m_lessonRow, m_lessonRow->count());
    } else if (!on && m_animationRow->indexOf(m_pause) >= 0) {
        move(m_pause, m_animationRow, m_animationButtons, 0);
        move(m_stepButton, m_animationRow, m_animationButtons, 1);
        move(m_show, m_lessonRow, m_stepRow, 1);
        move(m_next, m_lessonRow, m_stepRow, 2);
    }
    fitBody();
}

void TourPanel::fitBody()
{
    // Presenter mode: the whole lesson text in the box, nothing to scroll. From the presenter's
    // font down, never below the normal font (the presenter's ÷ its scale), as large as fits.
    QTextDocument *doc = m_body->document();
    QFont f = font();
    if (!m_presenter || f.pointSizeF() <= 0) {
        if (doc->defaultFont() != f)
            doc->setDefaultFont(f);
        return;
    }
    const double largest = f.pointSizeF();
    const double smallest = largest / PresenterMode::kScale;
    const int room = m_body->viewport()->height();
    m_fitting = true; // the sizes tried here are no resize to fit again
    for (double size = largest;; size = std::max(smallest, size - 0.5)) {
        f.setPointSizeF(size);
        doc->setDefaultFont(f);
        if (doc->size().height() <= room || size <= smallest)
            break;
    }
    m_fitting = false;
    m_fittedWidth = m_body->viewport()->width();
    m_fittedHeight = room;
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

void TourPanel::updateTitleFont()
{
    QFont titleFont = font();
    titleFont.setBold(true);
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.25);
    m_title->setFont(titleFont);
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

void TourPanel::onExperiment(const ringcore::Experiment &e)
{
    if (!m_active || m_index < 0 || m_awaitingSetup || actionDone())
        return;
    const Lesson::Step &step = m_lessons.at(m_index).steps.at(m_step);
    const double target = step.targetOf(m_setup);
    bool done = false;
    switch (step.action) {
    case Lesson::RaisePoints:
        done = LessonBook::pointsOf(e) >= target;
        break;
    case Lesson::LowerEpsilon:
        done = e.options.contains(QStringLiteral("epsilon")) && e.options.value(QStringLiteral("epsilon")).toDouble() <= target;
        break;
    case Lesson::ChangeWeight:
        for (int i = 0; i < e.servers.size() && i < m_setup.servers.size(); ++i)
            done = done || e.servers.at(i).weight != m_setup.servers.at(i).weight;
        break;
    case Lesson::RemoveServer:
        for (int i = 0; i < e.servers.size() && i < m_setup.servers.size(); ++i)
            done = done || (e.servers.at(i).down && !m_setup.servers.at(i).down);
        break;
    default:
        break;
    }
    if (done)
        stepDone(step.action);
}

void TourPanel::stepDone(Lesson::Action action)
{
    if (!m_active || m_index < 0 || !m_ready || actionDone())
        return;
    if (m_lessons.at(m_index).steps.at(m_step).action != action)
        return;
    ++m_step;
    refresh();
    if (actionDone())
        emit actionCompleted(m_index);
    runQueued();
}

void TourPanel::queueSteps(int steps)
{
    m_queued += std::max(0, steps);
    runQueued();
}

void TourPanel::runQueued()
{
    if (m_queued <= 0 || !m_ready || m_preparing || actionDone()) {
        if (actionDone() && m_queued > 0) {
            m_queued = 0;
            refresh();
        }
        return;
    }
    // The previous step must have settled: its snapshot shown, its lookup walked.
    const SnapshotService *service = m_window->snapshotService();
    if (service->isBusy() || service->snapshot() != m_snapshot || service->experiment() != m_window->experiment()
        || (m_window->ringPage() && m_window->ringPage()->ringView()->isLookupRunning()))
        return;
    --m_queued;
    performAction();
}

void TourPanel::performAction()
{
    if (!m_active || m_index < 0 || !m_ready || !m_snapshot || m_preparing || actionDone())
        return;
    const Lesson::Step &step = m_lessons.at(m_index).steps.at(m_step);
    RingPage *ring = m_window->ringPage();
    switch (step.action) {
    case Lesson::SelectServer:
        if (ring)
            ring->selectServer(m_snapshot->busiestServer);
        break;
    case Lesson::RaisePoints: {
        const double target = step.targetOf(m_setup);
        if (std::isfinite(target))
            m_window->experimentPanel()->setPointsPerServer(int(std::ceil(std::max(1.0, target))));
        break;
    }
    case Lesson::LowerEpsilon: {
        ringcore::Experiment e = m_window->experiment();
        e.options.insert(QStringLiteral("epsilon"), QString::number(step.targetOf(m_setup)));
        m_window->applyEdit(e);
        break;
    }
    case Lesson::ChangeWeight:
        if (ring) {
            ring->selectServer(0);
            ring->setServerWeight(0, m_setup.servers.at(0).weight + 4);
        }
        break;
    case Lesson::RemoveServer:
        if (ring) {
            // A typical server: the one whose share is closest to its fair share.
            int server = -1;
            double best = 0;
            for (int i = 0; i < m_snapshot->servers.size(); ++i) {
                if (m_snapshot->servers.at(i).down || size_t(i) >= m_snapshot->shares.size())
                    continue;
                const double off = std::abs(m_snapshot->shares[size_t(i)] - m_snapshot->fairShare(i));
                if (server < 0 || off < best) {
                    server = i;
                    best = off;
                }
            }
            ring->selectServer(server);
            ring->removeServer(server);
        }
        break;
    case Lesson::Lookup:
        if (ring)
            ring->ringView()->lookupKey(QByteArrayLiteral("/objects/cat.jpg"));
        break;
    }
}

QString TourPanel::bodyText() const
{
    return m_body->toPlainText();
}

void TourPanel::refresh()
{
    if (m_index < 0)
        return;
    const Lesson &lesson = m_lessons.at(m_index);
    m_progress->setText(tr("Lesson %1 of %2").arg(m_index + 1).arg(lessonCount()));
    m_title->setText(lesson.title);
    QString html;
    if (!m_ready || !m_base)
        html = tr("<p><i>Setting up the experiment…</i></p>");
    else if (!m_base->ok())
        html = tr("<p>This lesson's experiment could not be built: %1</p>").arg(m_base->error.toHtmlEscaped());
    else {
        const SnapshotService *service = m_window->snapshotService();
        const bool settled = m_snapshot && m_snapshot->ok() && !service->isBusy() && service->snapshot() == m_snapshot
            && service->experiment() == m_window->experiment();
        RingView *ring = m_window->ringPage() ? m_window->ringPage()->ringView() : nullptr;
        const ringcore::LookupTrace *trace = ring && ring->renderState().lookupActive && ring->snapshot() == m_snapshot
            ? &ring->lookupTrace() : nullptr;
        const LessonView view = this->view(settled, trace);
        html = lesson.explain(view);
        // Keys asked beyond what the ring routes (the Keys field allows 10⁹): the lesson's key
        // counts are of a sample, and the text says so rather than contradict the field.
        const ringcore::KeySample sample = view.now.keySample();
        if (sample.isSample())
            html += QStringLiteral("<p><i>%1</i></p>").arg(sample.note().toHtmlEscaped());
        // What the step showed comes first, above a rule and the lesson's text: the box opens at
        // its top with the outcome in view (scrolled to an outcome below the text, the box opened
        // with a rule and a blank band at its top).
        if (m_step > 0 && lesson.outcome) {
            const QString outcome = settled ? lesson.outcome(view) : tr("<p><i>Computing…</i></p>");
            if (!outcome.isEmpty())
                html = outcome + QStringLiteral("<hr/>") + html;
        }
    }
    m_body->setHtml(html);
    fitBody();
    m_body->verticalScrollBar()->setValue(0);
    const bool done = actionDone();
    const Lesson::Step *step = done ? &lesson.steps.constLast() : &lesson.steps.at(m_step);
    // A step done with the Experiment panel's fields says what to do while the panel is hidden.
    QString text = !dockShown("experimentDock") && !step->withoutPanel.isEmpty() ? step->withoutPanel : step->invitation;
    if (text.contains(QLatin1String("%1"))) {
        const double target = step->targetOf(m_setup);
        text = text.arg(std::isfinite(target) ? QLocale().toString(target, 'f', 0) : QStringLiteral("…"));
    }
    QString invitation = (done ? QStringLiteral("✓ ") : QStringLiteral("→ ")) + text;
    if (lesson.steps.size() > 1)
        invitation = tr("Step %1 of %2: %3").arg(std::min(m_step + 1, int(lesson.steps.size()))).arg(lesson.steps.size()).arg(invitation);
    m_invitation->setText(invitation);
    m_invitation->setStyleSheet(done ? QStringLiteral("color: #1a7f37; font-weight: bold;")
                                     : QStringLiteral("color: #0b57d0; font-weight: bold;"));
    m_back->setEnabled(m_index > 0);
    m_restart->setEnabled(m_ready);
    m_show->setEnabled(m_ready && !m_preparing && !done);
    m_next->setEnabled(done);
    m_next->setText(m_index + 1 < lessonCount() ? tr("&Next") : tr("&Done"));
}

} // namespace ringlab::gui
