// The guided tour as the reader sees it (issue 34, items 7–10): the server table opens at the
// row a lesson talks about; in presenter mode the ring and the lesson's text share the screen at
// 1366×768 and 1920×1080 with nothing to scroll, and the text names no panel that is hidden; the
// sentences of lessons 7, 9 and 10 agree with the widgets beside them (the removed host, ε, the
// spilled requests' table, the reader's own servers); Done leaves the undo history as it was; the
// lesson list opens lesson N; Save during the tour writes the reader's experiment.
#include "gui/common/snapshotservice.h"
#include "gui/experiment/experimentfile.h"
#include "gui/experiment/experimentpanel.h"
#include "gui/mainwindow/mainwindow.h"
#include "gui/ring/ringpage.h"
#include "gui/ring/ringview.h"
#include "gui/servers/servertablemodel.h"
#include "gui/teaching/lessons/lessonbook.h"
#include "gui/teaching/presentermode.h"
#include "gui/teaching/tourpanel.h"
#include "ringcore/core/serverlistparser.h"

#include <QAction>
#include <QApplication>
#include <QDockWidget>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QPushButton>
#include <QRegularExpression>
#include <QScrollArea>
#include <QScrollBar>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>
#include <QTextCursor>
#include <QTextDocument>
#include <QTextFrame>
#include <QTextTable>
#include <QToolBar>
#include <QToolButton>
#include <QUndoStack>

using namespace ringlab::gui;

namespace {

/// The user's experiment of the review: HAProxy on 127.0.0.1:9001–9020, one down, one weight 3.
ringcore::Experiment haproxyExperiment()
{
    ringcore::Experiment e = ringcore::Experiment::defaultExperiment();
    e.algorithm = QStringLiteral("haproxy");
    e.options.clear();
    QString error;
    e.servers = ringcore::ServerListParser::parseServers(QStringLiteral("127.0.0.1:9001-9020"), &error);
    Q_ASSERT(error.isEmpty() && e.servers.size() == 20);
    e.servers[4].down = true;
    e.servers[6].weight = 3;
    e.title = QStringLiteral("my HAProxy");
    return e;
}

/// The rows of a table view whose whole height is inside its viewport.
QList<int> wholeVisibleRows(const QTableView *table)
{
    QList<int> rows;
    for (int r = 0; r < table->model()->rowCount(); ++r) {
        const int y = table->rowViewportPosition(r);
        if (y >= 0 && y + table->rowHeight(r) <= table->viewport()->height())
            rows << r;
    }
    return rows;
}

/// The cells of the first table in a text document, row by row.
QList<QStringList> firstTable(QTextDocument *doc)
{
    QList<QStringList> out;
    for (QTextFrame *frame : doc->rootFrame()->childFrames()) {
        auto *table = qobject_cast<QTextTable *>(frame);
        if (!table)
            continue;
        for (int r = 0; r < table->rows(); ++r) {
            QStringList row;
            for (int c = 0; c < table->columns(); ++c) {
                QTextCursor cursor = table->cellAt(r, c).firstCursorPosition();
                cursor.setPosition(table->cellAt(r, c).lastCursorPosition().position(), QTextCursor::KeepAnchor);
                row << cursor.selectedText().trimmed();
            }
            out << row;
        }
        break;
    }
    return out;
}

qint64 numberIn(const QString &text)
{
    QString digits = text;
    digits.remove(QLocale().groupSeparator());
    const QRegularExpressionMatch m = QRegularExpression(QStringLiteral("\\d+")).match(digits);
    return m.hasMatch() ? m.captured().toLongLong() : -1;
}

} // namespace

class TestTourScreen : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void tableOpensAtTheLessonsRow_data();
    void tableOpensAtTheLessonsRow();
    void presenterTextFitsBesideALargeRing_data();
    void presenterTextFitsBesideALargeRing();
    void hotKeyLessonSaysWhatTheWidgetsShow();
    void envoyLessonNamesTheRemovedHost();
    void pointsLessonUsesTheReadersServers();
    void doneLeavesTheUndoHistoryAsItWas();
    void lessonListOpensAnyLesson();
    void saveDuringTheTourWritesTheReadersExperiment();

private:
    void open(int lesson);
    void step();
    QTextBrowser *body() const { return m_window->tourPanel()->findChild<QTextBrowser *>(QStringLiteral("tourBody")); }
    void setPresenter(bool on, const QSize &size);

    MainWindow *m_window = nullptr;
};

void TestTourScreen::initTestCase()
{
    m_window = new MainWindow;
    m_window->resize(1366, 768);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window));
    QVERIFY(m_window->tourPanel()->lessonCount() >= 10);
}

void TestTourScreen::init()
{
    m_window->ringPage()->ringView()->setAnimationScale(0.01);
}

void TestTourScreen::open(int lesson)
{
    TourPanel *tour = m_window->tourPanel();
    m_window->startTour(lesson);
    QCOMPARE(tour->currentLesson(), lesson);
    QTRY_VERIFY_WITH_TIMEOUT(tour->isReady(), 60000);
    QApplication::processEvents();
}

void TestTourScreen::step()
{
    TourPanel *tour = m_window->tourPanel();
    const int before = tour->stepsDone();
    tour->performAction();
    QTRY_COMPARE_WITH_TIMEOUT(tour->stepsDone(), before + 1, 60000);
    QTRY_VERIFY_WITH_TIMEOUT(tour->isReady(), 60000);
    QTRY_VERIFY_WITH_TIMEOUT(!m_window->ringPage()->ringView()->isLookupRunning(), 60000);
    QApplication::processEvents();
}

void TestTourScreen::setPresenter(bool on, const QSize &size)
{
    auto *action = m_window->findChild<QAction *>(QStringLiteral("presenterModeAction"));
    QVERIFY(action);
    action->setChecked(on);
    // The offscreen screen is not the projector's: leave full screen, keep presenter mode's layout.
    m_window->setWindowState(m_window->windowState() & ~Qt::WindowFullScreen);
    m_window->resize(size);
    QTRY_COMPARE(m_window->size(), size);
    QApplication::processEvents();
}

void TestTourScreen::tableOpensAtTheLessonsRow_data()
{
    QTest::addColumn<int>("lesson");
    QTest::newRow("lesson 1: the top row") << 0;
    QTest::newRow("lesson 9: the hot key's server") << 8;
    QTest::newRow("lesson 10: the busiest server") << 9;
}

void TestTourScreen::tableOpensAtTheLessonsRow()
{
    QFETCH(int, lesson);
    TourPanel *tour = m_window->tourPanel();
    QTableView *table = m_window->ringPage()->serverTable();
    // The table scrolled to its end by whatever came before (the reader's own experiment).
    open(3);
    table->scrollToBottom();
    QApplication::processEvents();
    QVERIFY(!wholeVisibleRows(table).contains(0));
    open(lesson);
    const ringcore::RingSnapshotPtr s = m_window->snapshotService()->snapshot();
    QVERIFY(s && s->ok());
    int server = s->busiestServer;
    if (tour->lesson(lesson).id == QLatin1String("hot-keys"))
        server = LessonBook::hotKeyLoad(*s, m_window->experiment()).hotServer;
    const int row = m_window->ringPage()->serverModel()->rowOfServer(server);
    QVERIFY(row >= 0);
    const QList<int> visible = wholeVisibleRows(table);
    QVERIFY2(visible.contains(row), qPrintable(QStringLiteral("row %1 (server %2) is not on screen; visible rows %3 to %4")
                                                   .arg(row).arg(server).arg(visible.value(0, -1)).arg(visible.isEmpty() ? -1 : visible.last())));
    if (lesson == 0) // "the top row of the table"
        QVERIFY(visible.contains(0));
    // The text names the server of that row.
    if (lesson == 8)
        QVERIFY2(tour->bodyText().contains(s->servers.at(server).address), qPrintable(tour->bodyText()));
    tour->finish();
}

void TestTourScreen::presenterTextFitsBesideALargeRing_data()
{
    QTest::addColumn<QSize>("size");
    QTest::addColumn<int>("ring"); // the smallest ring diameter allowed, px
    QTest::newRow("1366x768") << QSize(1366, 768) << 370;
    QTest::newRow("1920x1080") << QSize(1920, 1080) << 620;
}

void TestTourScreen::presenterTextFitsBesideALargeRing()
{
    QFETCH(QSize, size);
    QFETCH(int, ring);
    TourPanel *tour = m_window->tourPanel();
    m_window->startTour(0);
    setPresenter(true, size);
    QVERIFY(tour->isPresenterLayout());
    QVERIFY(!m_window->findChild<QDockWidget *>(QStringLiteral("numbersDock"))->isVisible());
    QVERIFY(!m_window->findChild<QDockWidget *>(QStringLiteral("experimentDock"))->isVisible());
    auto *invitation = tour->findChild<QLabel *>(QStringLiteral("tourInvitation"));
    QStringList failures;
    for (int lesson = 0; lesson < tour->lessonCount(); ++lesson) {
        open(lesson);
        for (int s = 0; s <= tour->lesson(lesson).steps.size(); ++s) {
            if (s > 0)
                step();
            QApplication::processEvents();
            QTest::qWait(20); // the queued fit after a resize
            const QString where = QStringLiteral("%1x%2 lesson %3 step %4").arg(size.width()).arg(size.height()).arg(lesson + 1).arg(s);
            QScrollBar *bar = body()->verticalScrollBar();
            if (bar->maximum() > 0)
                failures << QStringLiteral("%1: the text scrolls by %2 px (box %3 px high, font %4 pt)")
                                .arg(where).arg(bar->maximum()).arg(body()->viewport()->height())
                                .arg(body()->document()->defaultFont().pointSizeF());
            // Read from the back of the room: never below the normal font.
            if (body()->document()->defaultFont().pointSizeF() < tour->font().pointSizeF() / PresenterMode::kScale - 0.01)
                failures << where + QStringLiteral(": font below the normal size");
            m_window->ringPage()->ringView()->repaint();
            const double diameter = 2 * m_window->ringPage()->ringView()->renderState().geometry.radius();
            if (diameter < ring)
                failures << QStringLiteral("%1: the ring is %2 px across, less than %3").arg(where).arg(diameter).arg(ring);
            // Only what is on screen: the hidden panels are not named, and no step asks for the
            // points slider or ε, which are in the hidden Experiment panel.
            const QString text = tour->bodyText() + QLatin1Char('\n') + invitation->text();
            for (const QString &hidden : {QStringLiteral("Numbers panel"), QStringLiteral("Experiment panel"), QStringLiteral("slider")})
                if (text.contains(hidden))
                    failures << QStringLiteral("%1 names the hidden \"%2\": %3").arg(where, hidden, text);
            if (!tour->actionDone() && tour->lesson(lesson).steps.at(s).action == Lesson::LowerEpsilon)
                QVERIFY2(invitation->text().contains(QStringLiteral("Show me")), qPrintable(invitation->text()));
        }
    }
    tour->finish();
    setPresenter(false, QSize(1366, 768));
    QVERIFY2(failures.isEmpty(), qPrintable(failures.join(QLatin1Char('\n'))));
}

void TestTourScreen::hotKeyLessonSaysWhatTheWidgetsShow()
{
    TourPanel *tour = m_window->tourPanel();
    open(8);
    QCOMPARE(tour->lesson(8).id, QStringLiteral("hot-keys"));
    // The ε in the Experiment panel is the ε the text gives, and the text says what it does.
    auto *epsilon = m_window->experimentPanel()->findChild<QLineEdit *>(QStringLiteral("option_epsilon"));
    QVERIFY(epsilon && epsilon->isVisible());
    QVERIFY2(tour->bodyText().contains(QStringLiteral("ε = %1 (epsilon in the Experiment panel)").arg(epsilon->text())),
             qPrintable(epsilon->text() + QLatin1Char('\n') + tour->bodyText()));
    step();
    step();
    QVERIFY(tour->actionDone());
    // "N server(s) ended up with more requests than their first choice": the rows of the lesson's
    // own table whose ε column is above the first-choice column.
    const QList<QStringList> rows = firstTable(body()->document());
    QVERIFY2(rows.size() == 11 && rows.first().size() == 5, qPrintable(QString::number(rows.size())));
    int gained = 0;
    for (int r = 1; r < rows.size(); ++r)
        gained += numberIn(rows[r][3]) > numberIn(rows[r][1]) ? 1 : 0;
    const QRegularExpressionMatch said = QRegularExpression(QStringLiteral("ended up with more requests than their first choice: (\\d+)"))
                                             .match(tour->bodyText());
    QVERIFY2(said.hasMatch(), qPrintable(tour->bodyText()));
    QCOMPARE(said.captured(1).toInt(), gained);
    QVERIFY2(gained > 1, "the spilled requests went to more than one server");
    QVERIFY2(!tour->bodyText().contains(QStringLiteral("spilled to the next server clockwise")), qPrintable(tour->bodyText()));
    // The requests that left their first choice: ringcore's count.
    const LessonBook::HotKeyLoad h = LessonBook::hotKeyLoad(*m_window->snapshotService()->snapshot(), m_window->experiment());
    QVERIFY(tour->bodyText().contains(QStringLiteral("%1 requests found their first choice full").arg(QLocale().toString(h.spilled))));
    tour->finish();
}

void TestTourScreen::envoyLessonNamesTheRemovedHost()
{
    TourPanel *tour = m_window->tourPanel();
    open(6);
    QCOMPARE(tour->lesson(6).id, QStringLiteral("envoy-rescale"));
    step();
    QString removed;
    for (const ringcore::Server &s : m_window->experiment().servers)
        if (s.down)
            removed = s.address;
    QVERIFY(!removed.isEmpty());
    // The table's "(down)" row and the text name the same host.
    const ServerTableModel *model = m_window->ringPage()->serverModel();
    bool listed = false;
    for (int r = 0; r < model->rowCount(); ++r)
        listed = listed || model->index(r, ServerTableModel::AddressColumn).data().toString().contains(removed);
    QVERIFY(listed);
    QVERIFY2(tour->bodyText().contains(removed + QStringLiteral(" was removed")), qPrintable(tour->bodyText()));
    tour->finish();
}

void TestTourScreen::pointsLessonUsesTheReadersServers()
{
    TourPanel *tour = m_window->tourPanel();
    tour->finish();
    const ringcore::Experiment mine = haproxyExperiment();
    m_window->applyEdit(mine);
    const int lesson = tour->lessonCount() - 1;
    QCOMPARE(tour->lesson(lesson).id, QStringLiteral("how-many-points"));
    open(lesson);
    // Your servers: the same addresses, weights and down server in the ring and its table.
    QCOMPARE(m_window->experiment().servers, mine.servers);
    const ServerTableModel *model = m_window->ringPage()->serverModel();
    QCOMPARE(model->rowCount(), 20);
    int weightThree = 0;
    for (int r = 0; r < model->rowCount(); ++r) {
        QVERIFY(model->index(r, ServerTableModel::AddressColumn).data().toString().startsWith(QStringLiteral("127.0.0.1:90")));
        weightThree += model->index(r, ServerTableModel::WeightColumn).data().toInt() == 3 ? 1 : 0;
    }
    QCOMPARE(weightThree, 1);
    const QString text = tour->bodyText();
    QVERIFY2(text.contains(QStringLiteral("Your experiment's 19 servers that are up")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("weight is not 1: 1;")) && text.contains(QStringLiteral("stay down here too: 1.")),
             qPrintable(text));
    // The Advisor's fix is for these servers: its point count is k × the weight that is up (21).
    const auto fix = LessonBook::cachedPointsFix(LessonBook::upWeights(mine), LessonBook::kFixEpsilon, LessonBook::kFixFrom);
    QVERIFY(fix && fix->fixPoints > 0);
    QVERIFY2(text.contains(QStringLiteral("%1 points in the ring").arg(QLocale().toString(qint64(fix->fixPoints) * 21))), qPrintable(text));
    tour->finish();
    QCOMPARE(m_window->experiment(), mine);
    // Not your servers: no "your".
    ringcore::Experiment one = mine;
    for (int i = 1; i < one.servers.size(); ++i)
        one.servers[i].down = true;
    m_window->applyEdit(one);
    open(lesson);
    QVERIFY(!tour->bodyText().contains(QStringLiteral("Your")));
    QVERIFY2(tour->bodyText().contains(QStringLiteral("2 servers of weight 1")), qPrintable(tour->bodyText()));
    tour->finish();
}

void TestTourScreen::doneLeavesTheUndoHistoryAsItWas()
{
    TourPanel *tour = m_window->tourPanel();
    tour->finish();
    QUndoStack *undo = m_window->undoStack();
    undo->clear();
    // The reader's history: three edits, the last one undone (a redo step waits).
    ringcore::Experiment e = haproxyExperiment();
    m_window->applyEdit(e);
    ringcore::Experiment second = e;
    second.servers[1].down = true;
    m_window->applyEdit(second);
    ringcore::Experiment third = second;
    third.keys = 5000;
    m_window->applyEdit(third);
    undo->undo();
    QCOMPARE(m_window->experiment(), second);
    const int count = undo->count(), index = undo->index();
    const QString undoText = undo->undoText(), redoText = undo->redoText();
    QVERIFY(!redoText.isEmpty());

    for (int lesson : {3, 8}) { // a removal, the slider and ε
        open(lesson);
        tour->queueSteps(int(tour->lesson(lesson).steps.size()));
        QTRY_VERIFY_WITH_TIMEOUT(tour->actionDone() && tour->isReady(), 60000);
    }
    auto *next = tour->findChild<QPushButton *>(QStringLiteral("tourNext"));
    open(tour->lessonCount() - 1);
    step();
    QCOMPARE(next->text(), TourPanel::tr("&Done"));
    QTest::mouseClick(next, Qt::LeftButton);
    QVERIFY(!tour->isActive());
    QCOMPARE(m_window->experiment(), second);
    QCOMPARE(undo->count(), count);
    QCOMPARE(undo->index(), index);
    QCOMPARE(undo->undoText(), undoText);
    QCOMPARE(undo->redoText(), redoText);
    auto *undoAction = m_window->findChild<QAction *>(QStringLiteral("undoAction"));
    QVERIFY(!undoAction->text().contains(TourPanel::tr("Guided tour")));
    undoAction->trigger(); // Ctrl+Z: the reader's own last change, not a lesson's ring
    QCOMPARE(m_window->experiment(), e);
    undo->redo();
    undo->redo();
    QCOMPARE(m_window->experiment(), third);
    undo->clear();
}

void TestTourScreen::lessonListOpensAnyLesson()
{
    TourPanel *tour = m_window->tourPanel();
    open(0);
    auto *button = tour->findChild<QToolButton *>(QStringLiteral("tourLessons"));
    QVERIFY(button && button->isVisible() && button->menu() == tour->lessonMenu());
    const QList<QAction *> actions = tour->lessonMenu()->actions();
    QCOMPARE(actions.size(), tour->lessonCount());
    for (int i = 0; i < actions.size(); ++i)
        QCOMPARE(actions.at(i)->text(), tour->lesson(i).title);
    QVERIFY(actions.at(0)->isChecked());
    actions.at(6)->trigger();
    QCOMPARE(tour->currentLesson(), 6);
    QTRY_VERIFY_WITH_TIMEOUT(tour->isReady(), 60000);
    QVERIFY(actions.at(6)->isChecked() && !actions.at(0)->isChecked());
    QCOMPARE(m_window->experiment(), tour->lesson(6).setup(tour->userExperiment()));
    tour->finish();
}

void TestTourScreen::saveDuringTheTourWritesTheReadersExperiment()
{
    MainWindow window;
    window.resize(1366, 768);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("mine.json"));
    const ringcore::Experiment mine = haproxyExperiment();
    window.applyEdit(mine);
    int asked = 0;
    window.setUnsavedChangesPrompt([&](QWidget *, const QString &) {
        ++asked;
        return QMessageBox::Save;
    });
    window.setSavePathChooser([&](QWidget *, const QString &) { return path; });
    window.startTour(9); // lesson 10: an ideal ring
    QTRY_VERIFY_WITH_TIMEOUT(window.tourPanel()->isReady(), 60000);
    QCOMPARE(window.experiment().algorithm, QStringLiteral("ideal"));
    QVERIFY(window.isModified()); // the reader's own changes, never saved
    window.close();               // Quit: asks, and Save writes the reader's experiment
    QCOMPARE(asked, 1);
    ringcore::Experiment saved;
    QString error;
    QVERIFY2(ExperimentFile::load(path, &saved, &error), qPrintable(error));
    QCOMPARE(saved.algorithm, QStringLiteral("haproxy"));
    QCOMPARE(saved.servers, mine.servers);
    // Saved, then the tour again: nothing of the reader's is unsaved, so nothing to ask.
    window.show();
    QVERIFY(!window.tourPanel()->isActive() || window.tourPanel()->userExperiment() == mine);
    window.tourPanel()->finish();
    window.startTour(3);
    QTRY_VERIFY_WITH_TIMEOUT(window.tourPanel()->isReady(), 60000);
    QVERIFY(!window.isModified());
    QVERIFY(!window.isWindowModified());
    window.close();
    QCOMPARE(asked, 1);
}

QTEST_MAIN(TestTourScreen)
#include "tst_tourscreen.moc"
