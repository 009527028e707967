#pragma once

#include "gui/teaching/lesson.h"

#include <QWidget>

class QLabel;
class QPushButton;
class QTextBrowser;

namespace ringlab::gui {

class MainWindow;

/// The guided tour: shows one lesson at a time, sets up its experiment in the main window,
/// watches for the lesson's action (a click, a removal, the slider, a lookup), and enables
/// "Next" once it happened. "Show me" performs the action for the reader.
class TourPanel : public QWidget
{
    Q_OBJECT
public:
    explicit TourPanel(MainWindow *window);

    void start(int lesson);
    int currentLesson() const { return m_index; }
    int lessonCount() const { return int(m_lessons.size()); }
    const Lesson &lesson(int i) const { return m_lessons.at(i); }
    /// The lesson's action happened.
    bool actionDone() const { return m_done; }
    /// The lesson's snapshot arrived and its text (with computed numbers) is shown.
    bool isReady() const { return m_ready; }
    QString bodyText() const;

    /// Performs the current lesson's action as a reader would.
    void performAction();

signals:
    void lessonChanged(int index);
    void actionCompleted(int index);

private:
    void onSnapshot(const ringcore::RingSnapshotPtr &snapshot);
    void onExperiment(const ringcore::Experiment &experiment);
    void markDone();
    void refresh();

    MainWindow *m_window;
    QList<Lesson> m_lessons;
    int m_index = -1;
    bool m_done = false;
    bool m_ready = false;
    bool m_awaitingSetup = false;
    ringcore::Experiment m_setup;
    ringcore::RingSnapshotPtr m_snapshot;
    ringcore::RemovalDiff m_diff;
    QLabel *m_title;
    QLabel *m_progress;
    QTextBrowser *m_body;
    QLabel *m_invitation;
    QPushButton *m_back;
    QPushButton *m_show;
    QPushButton *m_next;
};

} // namespace ringlab::gui
