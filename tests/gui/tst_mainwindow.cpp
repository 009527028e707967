// MainWindow: builds on the default experiment, shows its numbers, every registered page is a
// tab, removing a server updates the server table and can be undone, Open/Save round-trip and a
// broken or newer file is refused without changing anything.
#include "gui/common/snapshotservice.h"
#include "gui/experiment/experimentpanel.h"
#include "gui/experiment/numberspanel.h"
#include "gui/export/figurebatchexport.h"
#include "gui/export/figurecatalog.h"
#include "gui/spread/spreadpage.h"
#include "gui/mainwindow/mainwindow.h"
#include "gui/page.h"
#include "gui/ring/ringpage.h"
#include "gui/ring/ringview.h"
#include "gui/servers/servertablemodel.h"
#include "ringcore/rings/algorithmregistry.h"

#include <QAction>
#include <QElapsedTimer>
#include <QComboBox>
#include <QImage>
#include <QMenu>
#include <QMessageBox>
#include <QFileInfo>
#include <QProgressDialog>
#include <QPushButton>
#include <QSet>
#include <QSpinBox>
#include <QSvgRenderer>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QDockWidget>
#include <QScrollArea>
#include <QScrollBar>
#include <QStatusBar>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>
#include <QUndoStack>

using namespace ringlab::gui;

class TestMainWindow : public QObject
{
    Q_OBJECT
private slots:
    void buildsOnDefaultExperiment();
    void hiddenPagesWaitUntilShown();
    void closingWhileEveryPageComputesDoesNotHang();
    void menusAreReachable();
    void exportCurrentPageWritesItsFigure();
    void exportAllFiguresWritesEveryPage();
    void exportAllFailuresShowADialog();
    void removingAServerUpdatesTableAndUndoes();
    void invalidFieldShowsErrorAndChangesNothing();
    void saveAndOpenRoundTrip();
    void brokenFilesAreRefused_data();
    void brokenFilesAreRefused();

private:
    static bool waitForSnapshot(MainWindow &w)
    {
        return QTest::qWaitFor([&] {
            const auto s = w.snapshotService()->snapshot();
            return s && !w.snapshotService()->isBusy() && w.snapshotService()->experiment() == w.experiment();
        }, 20000);
    }
};

void TestMainWindow::buildsOnDefaultExperiment()
{
    MainWindow w;
    w.show();
    QCOMPARE(w.experiment(), ringcore::Experiment::defaultExperiment());
    QVERIFY(waitForSnapshot(w));
    const auto s = w.snapshotService()->snapshot();
    QVERIFY2(s->ok(), qPrintable(s->error));
    QCOMPARE(s->enabledServers, 100);
    QCOMPARE(s->pointCount, size_t(16000)); // nginx: 160 points per unit of weight
    QCOMPARE(w.numbersPanel()->valueText(QStringLiteral("points")), NumbersPanel::pointsText(*s));
    QVERIFY(w.numbersPanel()->valueText(QStringLiteral("points")).startsWith(QLocale().toString(16000) + QLatin1Char(' ')));
    QVERIFY(w.numbersPanel()->valueText(QStringLiteral("busiest")).contains(QLocale().toString(s->busiest, 'f', 3)));
    QVERIFY(w.numbersPanel()->valueText(QStringLiteral("formula")).contains(QLocale().toString(s->cvFormula * 100, 'f', 2)));
    // Every registered page is a tab, in order, the ring first.
    QCOMPARE(w.tabs()->count(), int(pageRegistry().size()));
    QVERIFY(w.ringPage());
    QCOMPARE(w.tabs()->widget(0), static_cast<QWidget *>(w.ringPage()));
    QCOMPARE(w.ringPage()->serverModel()->rowCount(), 100);
    QImage image(w.size(), QImage::Format_ARGB32);
    w.render(&image);
    // The start-up message names the default experiment; it goes when another one is shown.
    QCOMPARE(w.statusBar()->currentMessage(), QStringLiteral("Ready: ") + w.experiment().title);
    ringcore::Experiment e = w.experiment();
    e.servers.resize(10);
    e.title = QStringLiteral("ten servers");
    w.setExperiment(e);
    QCOMPARE(w.statusBar()->currentMessage(), QString());
    // The experiment dock is wide enough for its fields: no horizontal scroll bar.
    auto *dock = w.findChild<QDockWidget *>(QStringLiteral("experimentDock"));
    QVERIFY(dock);
    auto *scroll = qobject_cast<QScrollArea *>(dock->widget());
    QVERIFY(scroll);
    QTRY_VERIFY(!scroll->horizontalScrollBar()->isVisible());
}

void TestMainWindow::hiddenPagesWaitUntilShown()
{
    MainWindow w;
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    // Only the ring (the current tab) works at start; the heavy pages just record the experiment.
    QList<Page *> deferred;
    for (Page *page : w.pages())
        if (page != w.tabs()->currentWidget() && page->isDeferred())
            deferred << page;
    QVERIFY2(deferred.size() >= 3, "spread, removal and compare should wait until shown");
    for (Page *page : std::as_const(deferred))
        QVERIFY2(!page->isBusy(), qPrintable(page->title()));
    // Opening a tab starts its work; it ends with the page showing data.
    Page *page = deferred.first();
    QSignalSpy shown(page, &Page::dataShown);
    w.tabs()->setCurrentWidget(page);
    QVERIFY(!page->isDeferred());
    QVERIFY(page->isBusy() || shown.count() > 0);
    QTRY_VERIFY_WITH_TIMEOUT(shown.count() > 0, 60000);
    // A new experiment while the page is hidden again is only recorded.
    w.tabs()->setCurrentWidget(w.ringPage());
    ringcore::Experiment e = w.experiment();
    e.seed += 1;
    w.setExperiment(e);
    QVERIFY(page->isDeferred());
    QVERIFY(!page->isBusy());
}

void TestMainWindow::closingWhileEveryPageComputesDoesNotHang()
{
    // Every heavy page computing at once, twice over (the first jobs become stale), in two
    // windows: closing must not wait for the work. A nested parallel map on a pool full of
    // waiting jobs used to deadlock here.
    QElapsedTimer clock;
    clock.start();
    {
        MainWindow a;
        MainWindow b;
        for (MainWindow *w : {&a, &b}) {
            for (Page *page : w->pages())
                page->computeNow();
            ringcore::Experiment e = w->experiment();
            e.seed += 7;
            for (Page *page : w->pages()) {
                page->setDeferWhileHidden(false);
                page->setExperiment(e);
            }
        }
        int busy = 0;
        for (MainWindow *w : {&a, &b})
            for (Page *page : w->pages())
                busy += page->isBusy();
        QVERIFY(busy >= 6);
        QTest::qWait(300);
    }
    QVERIFY2(clock.elapsed() < 20000, qPrintable(QString::number(clock.elapsed())));
}

void TestMainWindow::menusAreReachable()
{
    MainWindow w;
    for (const char *name : {"fileMenu", "editMenu", "viewMenu", "helpMenu"})
        QVERIFY2(w.menu(QString::fromLatin1(name)), name);
    QVERIFY(!w.menu(QStringLiteral("noSuchMenu")));
    int asked = 0;
    w.setExportChooser([&](QWidget *, const QList<Figure> &, bool, ExportChoice *) { ++asked; return false; });
    QSignalSpy exported(&w, &MainWindow::exportRequested);
    QSignalSpy nothing(&w, &MainWindow::figureExported);
    w.exportAction()->trigger();
    QCOMPARE(exported.count(), 1);
    // Before the first snapshot the ring has no figure: a message, no dialog.
    QCOMPARE(nothing.count(), 1);
    QVERIFY(!nothing.at(0).at(1).toString().isEmpty());
    QCOMPARE(asked, 0);
    QVERIFY(w.exportAllAction());
    QCOMPARE(w.fileMenu()->actions().contains(w.exportAllAction()), true);
    QCOMPARE(w.exportAction()->shortcut(), QKeySequence(Qt::CTRL | Qt::Key_E));
    QVERIFY(w.findChild<QAction *>(QStringLiteral("undoAction")));
    QCOMPARE(w.findChild<QAction *>(QStringLiteral("quitAction"))->shortcut(), QKeySequence(QKeySequence::Quit));
    QCOMPARE(w.findChild<QAction *>(QStringLiteral("saveAsAction"))->shortcut(), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S));
}

void TestMainWindow::exportCurrentPageWritesItsFigure()
{
    QTemporaryDir dir;
    MainWindow w;
    w.show();
    QVERIFY(waitForSnapshot(w));
    QList<QString> offered;
    QString path = dir.filePath(QStringLiteral("ring.png"));
    w.setExportChooser([&](QWidget *, const QList<Figure> &figures, bool folder, ExportChoice *choice) {
        if (folder)
            return false;
        for (const Figure &f : figures)
            offered << f.name;
        choice->figure = int(figures.size()) - 1;
        choice->format = FigureExporter::Png;
        choice->size = QSize(320, 240);
        choice->dpi = 96;
        choice->path = path;
        return true;
    });
    QSignalSpy written(&w, &MainWindow::figureExported);
    QTest::keySequence(&w, QKeySequence(Qt::CTRL | Qt::Key_E));
    QCOMPARE(written.count(), 1);
    QCOMPARE(written.at(0).at(1).toString(), QString());
    QCOMPARE(offered, QList<QString>{QStringLiteral("ring")});
    QImage image(path);
    QCOMPARE(image.size(), QSize(320, 240));
    // The ring was drawn: many colours, not a blank page.
    QSet<QRgb> colours;
    for (int y = 0; y < image.height(); y += 3)
        for (int x = 0; x < image.width(); x += 3)
            colours.insert(image.pixel(x, y));
    QVERIFY2(colours.size() > 20, qPrintable(QString::number(colours.size())));

    // A page with several figures offers all of them; the chosen one is written.
    Page *spread = nullptr;
    for (Page *page : w.pages())
        if (auto *p = qobject_cast<SpreadPage *>(page))
            spread = p;
    QVERIFY(spread);
    static_cast<SpreadPage *>(spread)->ringsBox()->setValue(20);
    static_cast<SpreadPage *>(spread)->maxPointsBox()->setCurrentIndex(0);
    QSignalSpy shown(spread, &Page::dataShown);
    w.tabs()->setCurrentWidget(spread);
    QTRY_VERIFY_WITH_TIMEOUT(shown.count() > 0 && !spread->isBusy(), 60000);
    offered.clear();
    path = dir.filePath(QStringLiteral("spread.svg"));
    w.setExportChooser([&](QWidget *, const QList<Figure> &figures, bool, ExportChoice *choice) {
        for (const Figure &f : figures)
            offered << f.name;
        choice->figure = 1;
        choice->format = FigureExporter::Svg;
        choice->size = QSize(640, 400);
        choice->path = path;
        return true;
    });
    w.exportAction()->trigger();
    const QList<Figure> figures = dynamic_cast<FigureProvider *>(spread)->figures();
    QVERIFY(figures.size() > 1);
    QCOMPARE(offered.size(), figures.size());
    QSvgRenderer svg(path);
    QVERIFY(svg.isValid());
    QFile f(path);
    QVERIFY(f.open(QIODevice::ReadOnly));
    QVERIFY(f.readAll().contains(figures.at(1).title.toHtmlEscaped().toUtf8()));
}

void TestMainWindow::exportAllFiguresWritesEveryPage()
{
    QTemporaryDir dir;
    MainWindow w;
    ringcore::Experiment e = w.experiment();
    e.servers.resize(12);
    e.keys = 3000;
    w.setExperiment(e);
    for (Page *page : w.pages())
        if (auto *spread = qobject_cast<SpreadPage *>(page)) {
            spread->ringsBox()->setValue(20);
            spread->maxPointsBox()->setCurrentIndex(0);
        }
    w.show();
    QVERIFY(waitForSnapshot(w));
    const QString folder = dir.filePath(QStringLiteral("figures"));
    const QSize size(640, 480);
    w.setExportChooser([&](QWidget *, const QList<Figure> &, bool all, ExportChoice *choice) {
        if (!all)
            return false;
        choice->path = folder;
        choice->size = size;
        choice->dpi = 96;
        return true;
    });
    QSignalSpy done(&w, &MainWindow::allFiguresExported);
    w.exportAllAction()->trigger();
    QVERIFY(w.batchExport()->isRunning());
    QVERIFY(w.findChild<QProgressDialog *>(QStringLiteral("exportAllProgress")));
    QVERIFY(done.wait(60000) || done.count() == 1);
    QCOMPARE(done.at(0).at(1).toString(), QString());
    QCOMPARE(done.at(0).at(2).toBool(), false);
    const int written = done.at(0).at(0).toInt();
    const QStringList files = QDir(folder).entryList(QDir::Files);
    QCOMPARE(files.size(), written);
    // Every page that draws figures contributed, hidden tabs included (they computed for this).
    for (const char *name : {"ring", "spread-cv", "removal-heatmaps", "compare-results"})
        for (const char *suffix : {"png", "svg", "pdf", "csv", "json"})
            QVERIFY2(files.contains(QString::fromLatin1(name) + QLatin1Char('.') + QString::fromLatin1(suffix)),
                     qPrintable(QString::fromLatin1(name) + QLatin1Char('.') + QString::fromLatin1(suffix) + QLatin1Char(' ')
                                + files.join(QLatin1Char(' '))));
    for (const QString &file : files) {
        const QString path = QDir(folder).filePath(file);
        if (file.endsWith(QLatin1String(".png"))) {
            // Every figure, tables and their parts included, is the size asked for (issue 34).
            const QSize png = QImage(path).size();
            QVERIFY2(png == size, qPrintable(QStringLiteral("%1: %2x%3").arg(file).arg(png.width()).arg(png.height())));
        } else if (file.endsWith(QLatin1String(".svg"))) {
            QVERIFY2(QSvgRenderer(path).isValid(), qPrintable(file));
        } else if (file.endsWith(QLatin1String(".pdf"))) {
            QFile pdf(path);
            QVERIFY(pdf.open(QIODevice::ReadOnly));
            QVERIFY2(pdf.read(5) == "%PDF-", qPrintable(file));
        } else if (file.endsWith(QLatin1String(".json"))) {
            // The data names the experiment it was computed from.
            QFile json(path);
            QVERIFY(json.open(QIODevice::ReadOnly));
            const QJsonObject root = QJsonDocument::fromJson(json.readAll()).object();
            QVERIFY2(!root.value(QStringLiteral("experiment")).toObject().value(QStringLiteral("servers")).toArray().isEmpty(),
                     qPrintable(file));
        }
    }

    // Cancel stops between two files: fewer files, reported as cancelled.
    const QString second = dir.filePath(QStringLiteral("cancelled"));
    w.setExportChooser([&](QWidget *, const QList<Figure> &, bool, ExportChoice *choice) {
        choice->path = second;
        choice->size = size;
        choice->dpi = 96;
        return true;
    });
    // The user presses Cancel once two files are written.
    connect(w.batchExport(), &FigureBatchExport::progress, this, [&w](int doneFiles, int total, const QString &) {
        if (total > 0 && doneFiles == 2 && w.exportProgressDialog())
            if (auto *button = w.exportProgressDialog()->findChild<QPushButton *>())
                button->click();
    });
    w.exportAllAction()->trigger();
    QVERIFY(w.exportProgressDialog());
    QTRY_COMPARE(done.count(), 2);
    QCOMPARE(done.at(1).at(2).toBool(), true);
    const int partial = done.at(1).at(0).toInt();
    QVERIFY(partial >= 2 && partial < written);
    QCOMPARE(QDir(second).entryList(QDir::Files).size(), partial);
    QVERIFY(!w.batchExport()->isRunning());
}

// Issue 34: files that cannot be written (a read-only folder; here, as root may write anywhere,
// folders standing where ring.png and spread-cv.svg go) were reported by a status-bar line that
// vanished: a dialog now lists what was written and what was not, and the other files are written.
void TestMainWindow::exportAllFailuresShowADialog()
{
    QTemporaryDir dir;
    MainWindow w;
    ringcore::Experiment e = w.experiment();
    e.servers.resize(12);
    e.keys = 3000;
    w.setExperiment(e);
    for (Page *page : w.pages())
        if (auto *spread = qobject_cast<SpreadPage *>(page)) {
            spread->ringsBox()->setValue(20);
            spread->maxPointsBox()->setCurrentIndex(0);
        }
    w.show();
    QVERIFY(waitForSnapshot(w));
    const QString folder = dir.filePath(QStringLiteral("figures"));
    QVERIFY(QDir().mkpath(folder + QStringLiteral("/ring.png")));
    QVERIFY(QDir().mkpath(folder + QStringLiteral("/spread-cv.svg")));
    QString asked = folder;
    w.setExportChooser([&](QWidget *, const QList<Figure> &, bool all, ExportChoice *choice) {
        choice->path = asked;
        choice->size = QSize(640, 480);
        choice->dpi = 96;
        return all;
    });
    QSignalSpy done(&w, &MainWindow::allFiguresExported);
    w.exportAllAction()->trigger();
    QVERIFY(done.wait(60000) || done.count() == 1);
    QVERIFY(!done.at(0).at(1).toString().isEmpty());
    auto *box = w.findChild<QMessageBox *>(QStringLiteral("exportAllReport"));
    QVERIFY(box);
    QVERIFY2(box->isVisible(), "the report is a dialog, not a status-bar line");
    const QString details = box->detailedText();
    const qsizetype notWritten = details.indexOf(QStringLiteral("Not written"));
    QVERIFY2(notWritten > 0, qPrintable(details));
    QVERIFY2(details.indexOf(QStringLiteral("ring.png"), notWritten) > notWritten, qPrintable(details));
    QVERIFY2(details.indexOf(QStringLiteral("spread-cv.svg"), notWritten) > notWritten, qPrintable(details));
    QVERIFY2(details.left(notWritten).contains(QStringLiteral("ring.svg")), qPrintable(details)); // the others were written
    QVERIFY(QFileInfo(QDir(folder).filePath(QStringLiteral("ring.svg"))).isFile());
    QVERIFY2(box->text().contains(QStringLiteral("files written to")), qPrintable(box->text()));
    QCOMPARE(w.batchExport()->failedFiles().size(), 2);
    box->close();
    QTRY_VERIFY(!w.findChild<QMessageBox *>(QStringLiteral("exportAllReport")));

    // A folder that cannot be made at all: the dialog says so too.
    QFile blocker(dir.filePath(QStringLiteral("file")));
    QVERIFY(blocker.open(QIODevice::WriteOnly));
    blocker.close();
    asked = dir.filePath(QStringLiteral("file/figures"));
    w.exportAllAction()->trigger();
    QTRY_COMPARE(done.count(), 2);
    box = w.findChild<QMessageBox *>(QStringLiteral("exportAllReport"));
    QVERIFY(box && box->isVisible());
    QVERIFY2(box->text().contains(QStringLiteral("Cannot create the folder")), qPrintable(box->text()));
    box->close();
}

void TestMainWindow::removingAServerUpdatesTableAndUndoes()
{
    MainWindow w;
    QVERIFY(waitForSnapshot(w));
    RingPage *page = w.ringPage();
    ServerTableModel *model = page->serverModel();
    const int server = w.snapshotService()->snapshot()->busiestServer;
    QCOMPARE(model->rowOfServer(server), 0);
    page->selectServer(server);
    page->removeServer(server);
    QVERIFY(w.experiment().servers.at(server).down);
    QVERIFY(waitForSnapshot(w));
    // The removed server now owns nothing and sits at the bottom of the table.
    QCOMPARE(model->rowCount(), 100);
    const int row = model->rowOfServer(server);
    QCOMPARE(row, 99);
    QCOMPARE(model->index(row, ServerTableModel::ShareColumn).data(ServerTableModel::ShareRole).toDouble(), 0.0);
    QVERIFY(model->index(row, ServerTableModel::AddressColumn).data().toString().contains(QStringLiteral("down")));
    // The ring view counted the moved keys: all from the removed server, none between survivors.
    QTRY_VERIFY(page->ringView()->lastRemoval().comparable);
    QVERIFY(page->ringView()->lastRemoval().movedFromGone > 0);
    QCOMPARE(page->ringView()->lastRemoval().movedBetweenSurvivors, qint64(0));
    QCOMPARE(page->ringView()->lastRemoval().goneServers, QList<int>{server});

    QVERIFY(w.undoStack()->canUndo());
    w.undoStack()->undo();
    QVERIFY(!w.experiment().servers.at(server).down);
    QVERIFY(waitForSnapshot(w));
    QCOMPARE(model->rowOfServer(server), 0);
    QCOMPARE(w.experiment(), ringcore::Experiment::defaultExperiment());
}

void TestMainWindow::invalidFieldShowsErrorAndChangesNothing()
{
    MainWindow w;
    const ringcore::Experiment before = w.experiment();
    ExperimentPanel *panel = w.experimentPanel();
    QVERIFY(panel->setFieldText(QStringLiteral("keys"), QStringLiteral("-5")));
    QVERIFY(panel->fieldError(QStringLiteral("keys")).contains(QStringLiteral("keys")));
    QVERIFY(panel->setFieldText(QStringLiteral("servers"), QStringLiteral("127.0.0.1:9001-")));
    QVERIFY(!panel->fieldError(QStringLiteral("servers")).isEmpty());
    QTest::qWait(400);
    QCOMPARE(w.experiment(), before);
    // A valid edit goes through.
    QVERIFY(panel->setFieldText(QStringLiteral("keys"), QStringLiteral("5000")));
    QVERIFY(panel->setFieldText(QStringLiteral("servers"), QStringLiteral("50")));
    QVERIFY(panel->fieldError(QStringLiteral("keys")).isEmpty());
    QTRY_COMPARE(w.experiment().servers.size(), 50);
    QCOMPARE(w.experiment().keys, qint64(5000));
    // A server-list edit is undoable.
    QVERIFY(w.undoStack()->canUndo());
}

void TestMainWindow::saveAndOpenRoundTrip()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("e.json"));
    MainWindow w;
    ringcore::Experiment e = w.experiment();
    e.servers[3].weight = 7;
    e.servers[5].down = true;
    e.seed = 99;
    e.keys = 1234;
    w.setExperiment(e);
    QString error;
    QVERIFY2(w.saveFile(path, &error), qPrintable(error));
    MainWindow other;
    QVERIFY2(other.openFile(path, &error), qPrintable(error));
    QCOMPARE(other.experiment(), e);
    QCOMPARE(other.experimentPanel()->experiment(), e);
}

void TestMainWindow::brokenFilesAreRefused_data()
{
    QTest::addColumn<QByteArray>("content");
    QTest::newRow("not json") << QByteArray("{ \"format\": ");
    QTest::newRow("array") << QByteArray("[1,2]");
    QTest::newRow("newer version") << QByteArray(R"({"format":"ringlab-experiment","version":99,"algorithm":"nginx","servers":[{"address":"127.0.0.1:1"}]})");
    QTest::newRow("bad weight") << QByteArray(R"({"format":"ringlab-experiment","version":1,"algorithm":"nginx","servers":[{"address":"127.0.0.1:1","weight":"x"}],"options":{},"keys":1,"seed":"1","title":""})");
}

void TestMainWindow::brokenFilesAreRefused()
{
    QFETCH(QByteArray, content);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("broken.json"));
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(content);
    f.close();
    MainWindow w;
    const ringcore::Experiment before = w.experiment();
    QString error;
    QVERIFY(!w.openFile(path, &error));
    QVERIFY(!error.isEmpty());
    QVERIFY(error.contains(QStringLiteral("broken.json")));
    QCOMPARE(w.experiment(), before);
    QVERIFY(w.currentFile().isEmpty());
}

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
