#pragma once

#include "gui/teaching/lessons/lesson.h"

#include <QWidget>

class QComboBox;
class QHBoxLayout;
class QLabel;
class QMenu;
class QProgressBar;
class QPushButton;
class QTextBrowser;
class QToolButton;

namespace ringlab::gui {

class TourHost;
template <typename T>
class JobRunner;

/// The guided tour: shows one lesson at a time, sets up the lesson's own experiment in the main
/// window, watches for the lesson's steps (a click, a removal, the slider, a lookup, ε), and
/// enables "Next" once they happened. "Show me" performs the next step for the reader.
///
/// The tour borrows the main window: the reader's experiment is kept when the tour opens and
/// given back exactly when it ends (Done, closing the dock), with the undo history as it was
/// (undo and redo steps alike): the lessons' own edits never stay in it.
class TourPanel : public QWidget
{
    Q_OBJECT
public:
    enum Speed { Slow, Normal, Fast };

    explicit TourPanel(TourHost *window);

    /// Opens a lesson (0-based); the first call keeps the reader's experiment to give back.
    void start(int lesson);
    /// Sets the current lesson up again from scratch.
    void restart() { start(m_index); }
    /// Ends the tour: the reader's experiment and undo history are back as they were.
    void finish();
    /// Ends the tour without giving the experiment back: the reader opened another one.
    void abandon();
    bool isActive() const { return m_active; }

    int currentLesson() const { return m_index; }
    int lessonCount() const { return int(m_lessons.size()); }
    const Lesson &lesson(int i) const { return m_lessons.at(i); }
    /// Steps of the current lesson done so far.
    int stepsDone() const { return m_step; }
    /// Every step of the lesson happened.
    bool actionDone() const { return m_index >= 0 && m_step >= int(m_lessons.at(m_index).steps.size()); }
    /// The lesson's snapshot arrived, the shown numbers belong to the current experiment, and no
    /// queued "Show me" step is pending.
    bool isReady() const;
    QString bodyText() const;
    /// The reader's experiment the tour will give back (valid while active).
    const ringcore::Experiment &userExperiment() const { return m_user; }

    /// Performs the current lesson's next step as a reader would.
    void performAction();
    /// Performs `steps` steps one after the other, each once the previous one has settled.
    void queueSteps(int steps);

    /// Animation speed of the ring view's lookup walk and removal (slow ×2.5, fast ×0.4).
    void setSpeed(Speed speed);
    Speed speed() const { return m_speed; }
    static double speedScale(Speed speed);

    /// Presenter mode: the buttons in two rows, and the lesson's text fitted to its box (its font
    /// from the presenter's size down to the normal one) so that it never needs scrolling.
    void setPresenterLayout(bool on);
    bool isPresenterLayout() const { return m_presenter; }

    /// The list of lessons (the "Lessons" button's menu): choosing one opens it.
    QMenu *lessonMenu() const { return m_lessonMenu; }

signals:
    void lessonChanged(int index);
    void actionCompleted(int index);
    void finished();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    // tourpanellayout.cpp: the widgets, their rows and texts.
    void setUpWidgets();
    void buildLayout();
    /// The lesson's preparation: its progress and Cancel, its result and its cancellation.
    void watchPreparation();
    void connectControls();
    void onSnapshot(const ringcore::RingSnapshotPtr &snapshot);
    void onExperiment(const ringcore::Experiment &experiment);
    void stepDone(Lesson::Action action);
    void unwindUndo();
    /// Keeps the reader's redo steps (the lessons' edits cut them) and puts them back at the end.
    void keepRedoTail();
    void restoreRedoTail();
    /// Scrolls the server table to the row the lesson talks about (on entering a lesson).
    void showFocusRow();
    void updateLessonMenu();
    void fitBody();
    /// What the lesson's text is written from (m_base set); `settled`: the shown ring is m_snapshot.
    LessonView view(bool settled, const ringcore::LookupTrace *trace) const;
    bool dockShown(const char *name) const;
    void refresh();
    void runQueued();
    void updateTitleFont();
    void retranslate();

    TourHost *m_window;
    JobRunner<bool> *m_prepareJob; ///< the lesson's prepare() work, off the GUI thread
    QList<Lesson> m_lessons;
    int m_index = -1;
    int m_step = 0;
    int m_queued = 0;
    bool m_active = false;
    bool m_ready = false;
    bool m_awaitingSetup = false;
    bool m_preparing = false;  ///< the lesson's prepare() work runs in the background
    bool m_prepareCancelled = false; ///< the reader cancelled it: the lesson says so until Restart
    int m_undoStart = 0;
    Speed m_speed = Normal;
    ringcore::Experiment m_user;
    ringcore::Experiment m_setup;
    ringcore::RingSnapshotPtr m_base;
    ringcore::RingSnapshotPtr m_snapshot;
    ringcore::RemovalDiff m_diff;
    QLabel *m_title;
    QLabel *m_progress;
    QToolButton *m_lessonButton;
    QMenu *m_lessonMenu;
    QList<QPair<ringcore::Experiment, ringcore::Experiment>> m_redoTail; ///< (before, after) of each redo step
    QTextBrowser *m_body;
    QLabel *m_invitation;
    QProgressBar *m_prepareProgress; ///< the preparation's progress, shown while it runs
    QPushButton *m_prepareCancel;
    QPushButton *m_back;
    QPushButton *m_restart;
    QPushButton *m_show;
    QPushButton *m_next;
    QLabel *m_speedLabel = nullptr;
    QComboBox *m_speedBox;
    QToolButton *m_pause;
    QToolButton *m_stepButton;
    QHBoxLayout *m_animationRow = nullptr;
    QHBoxLayout *m_animationButtons = nullptr;
    QHBoxLayout *m_lessonRow = nullptr;
    QHBoxLayout *m_stepRow = nullptr;
    bool m_presenter = false;
    int m_fittedWidth = -1;
    int m_fittedHeight = -1;
    bool m_fitting = false;
};

} // namespace ringlab::gui
