// The guided tour: every lesson loads its experiment, shows text with computed numbers, and its
// action (performed as a reader would) is recognised; Next is enabled only after it.
#include "gui/common/snapshotservice.h"
#include "gui/mainwindow.h"
#include "gui/teaching/lessonbook.h"
#include "gui/teaching/tourpanel.h"

#include <QPushButton>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTest>

using namespace ringlab::gui;

class TestTeaching : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void everyLessonLoadsAndItsActionWorks_data();
    void everyLessonLoadsAndItsActionWorks();

private:
    MainWindow *m_window = nullptr;
};

void TestTeaching::initTestCase()
{
    m_window = new MainWindow;
    m_window->resize(1200, 800);
    m_window->show();
    QVERIFY(m_window->tourPanel()->lessonCount() >= 8);
}

void TestTeaching::everyLessonLoadsAndItsActionWorks_data()
{
    QTest::addColumn<int>("lesson");
    const QList<Lesson> lessons = LessonBook::all();
    for (int i = 0; i < lessons.size(); ++i)
        QTest::newRow(qPrintable(lessons.at(i).id)) << i;
}

void TestTeaching::everyLessonLoadsAndItsActionWorks()
{
    QFETCH(int, lesson);
    MainWindow &w = *m_window;
    TourPanel *tour = w.tourPanel();
    w.startTour(lesson);
    QCOMPARE(tour->currentLesson(), lesson);
    const ringcore::Experiment setup = tour->lesson(lesson).setup();
    QCOMPARE(w.experiment(), setup);
    QTRY_VERIFY_WITH_TIMEOUT(tour->isReady(), 30000);
    const auto s = w.snapshotService()->snapshot();
    QVERIFY2(s && s->ok(), s ? qPrintable(s->error) : "no snapshot");
    // The text quotes numbers computed from the lesson's snapshot.
    const QString body = tour->bodyText();
    QVERIFY2(body.contains(QRegularExpression(QStringLiteral("\\d"))), qPrintable(body));
    QVERIFY(!tour->actionDone());
    auto *next = tour->findChild<QPushButton *>(QStringLiteral("tourNext"));
    QVERIFY(next);
    QVERIFY(!next->isEnabled());

    QSignalSpy completed(tour, &TourPanel::actionCompleted);
    tour->performAction();
    QTRY_VERIFY_WITH_TIMEOUT(tour->actionDone(), 30000);
    QCOMPARE(completed.count(), 1);
    QCOMPARE(next->isEnabled(), lesson + 1 < tour->lessonCount());
    // The outcome paragraph appears once the changed experiment has been rebuilt.
    QTRY_VERIFY_WITH_TIMEOUT(tour->bodyText().length() > body.length(), 30000);
}

QTEST_MAIN(TestTeaching)
#include "tst_teaching.moc"
