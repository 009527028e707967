// What every desktop application does: the window title names the file and marks unsaved
// changes, New / Open / Quit ask Save / Discard / Cancel, recent files and the window layout are
// remembered, every input has a tooltip with its syntax and range, the manual opens from Help,
// `--page` takes stable ids, and `ringlab --help` / `--version` / a bad `--screenshot` end at once
// (the first two without a display).
#include "gui/about/manualdialog.h"
#include "gui/experiment/experimentchangecommand.h"
#include "gui/experiment/experimentfile.h"
#include "gui/mainwindow/mainwindow.h"
#include "gui/page.h"
#include "gui/settings/appsettings.h"
#include "support/testpaths.h"
#include "support/gitcommit.h"

#include <QAbstractSlider>
#include <QAbstractSpinBox>
#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QLineEdit>
#include <QMenu>
#include <QPlainTextEdit>
#include <QProcess>
#include <QSettings>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>
#include <QTextEdit>
#include <QTimer>
#include <QApplication>
#include <QFileInfo>
#include <QUndoStack>

using namespace ringlab::gui;

namespace {

QString ringlabPath()
{
    return QStringLiteral(RINGLAB_BINARY_DIR "/app/ringlab");
}

ringcore::Experiment edited(const ringcore::Experiment &e)
{
    ringcore::Experiment out = e;
    out.seed += 1;
    return out;
}

} // namespace

class TestDesktop : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("RingLabTest"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_desktop"));
    }
    void init() { QSettings().clear(); }

    void titleNamesTheFileAndMarksChanges();
    void unsavedChangesAskSaveDiscardCancel();
    void recentFilesAndWindowLayoutAreRemembered();
    void everyInputHasATooltip();
    void everyEditIsOneUndoStep();
    void separateDecisionsAreSeparateSteps();
    void optionUndoTextsUseTheDocksNames();
    void statusBarSpeaksForTheShownPage();
    void manualOpensFromHelp();
    void pageIdsAreStable();
    void helpAndVersionNeedNoDisplay();
    void badScreenshotFileExitsAtOnce_data();
    void badScreenshotFileExitsAtOnce();
};

void TestDesktop::titleNamesTheFileAndMarksChanges()
{
    QTemporaryDir dir;
    MainWindow w;
    QVERIFY(w.windowTitle().contains(QStringLiteral("[*]")));
    QVERIFY(!w.isWindowModified());
    // Save As proposes a file name for an experiment never saved (it proposed only a folder).
    QString proposed;
    w.setSavePathChooser([&proposed](QWidget *, const QString &suggestion) {
        proposed = suggestion;
        return QString(); // cancelled
    });
    w.findChild<QAction *>(QStringLiteral("saveAsAction"))->trigger();
    QVERIFY2(proposed.endsWith(QStringLiteral("/experiment.json")), qPrintable(proposed));
    QVERIFY(!w.isModified());
    // Never saved: "Untitled" from the start, and still after an edit (it turned from the default's
    // description into "Untitled" at the first edit: a name that changed on its own); only the
    // modified marker changes.
    QVERIFY2(w.windowTitle().startsWith(QStringLiteral("Untitled[*]")), qPrintable(w.windowTitle()));
    const ringcore::Experiment original = w.experiment();
    w.applyEdit(edited(original));
    QVERIFY2(w.windowTitle().startsWith(QStringLiteral("Untitled[*]")), qPrintable(w.windowTitle()));
    QVERIFY(w.isWindowModified());
    w.applyEdit(original); // changed back: unmodified again
    QVERIFY2(w.windowTitle().startsWith(QStringLiteral("Untitled[*]")), qPrintable(w.windowTitle()));
    QVERIFY(!w.isWindowModified());
    const QString path = dir.filePath(QStringLiteral("my-ring.json"));
    QString error;
    QVERIFY2(w.saveFile(path, &error), qPrintable(error));
    QVERIFY(w.windowTitle().startsWith(QStringLiteral("my-ring.json[*]")));
    QVERIFY(!w.isWindowModified());
    w.applyEdit(edited(w.experiment()));
    QVERIFY(w.isModified());
    QVERIFY(w.isWindowModified());
    QVERIFY2(w.saveFile(path, &error), qPrintable(error));
    QVERIFY(!w.isWindowModified());
    // Undoing back to the saved state is not a change.
    ringcore::Experiment e = w.experiment();
    e.servers.removeLast();
    w.applyEdit(e);
    QVERIFY(w.isWindowModified());
    w.undoStack()->undo();
    QVERIFY(!w.isWindowModified());
}

void TestDesktop::unsavedChangesAskSaveDiscardCancel()
{
    QTemporaryDir dir;
    MainWindow w;
    w.show();
    QStringList asked;
    QMessageBox::StandardButton answer = QMessageBox::Cancel;
    w.setUnsavedChangesPrompt([&](QWidget *, const QString &name) {
        asked << name;
        return answer;
    });
    QString chosenPath;
    int pathAsked = 0;
    w.setSavePathChooser([&](QWidget *, const QString &) {
        ++pathAsked;
        return chosenPath;
    });
    // No change: nobody is asked.
    QVERIFY(w.newExperiment());
    QVERIFY(asked.isEmpty());

    // Cancel keeps everything: New does nothing, Quit does not close.
    const ringcore::Experiment changed = edited(w.experiment());
    w.applyEdit(changed);
    QVERIFY(!w.newExperiment());
    QCOMPARE(w.experiment(), changed);
    QVERIFY(!w.close());
    QVERIFY(w.isVisible());
    QCOMPARE(asked.size(), 2);
    // The prompt names the experiment as the title bar does: a changed default is "Untitled",
    // not the description of the 100 nginx servers it no longer is.
    QCOMPARE(asked.first(), QStringLiteral("Untitled"));
    QVERIFY2(w.windowTitle().startsWith(asked.first() + QStringLiteral("[*]")), qPrintable(w.windowTitle()));
    // Opening another file asks too.
    const QString other = dir.filePath(QStringLiteral("other.json"));
    QVERIFY(ExperimentFile::save(other, ringcore::Experiment::defaultExperiment(), nullptr));
    QVERIFY(!w.openRecent(other));
    QCOMPARE(w.experiment(), changed);
    QCOMPARE(asked.size(), 3);

    // Save without a file asks for a name; cancelling that cancels the whole step.
    answer = QMessageBox::Save;
    QVERIFY(!w.newExperiment());
    QCOMPARE(pathAsked, 1);
    QCOMPARE(w.experiment(), changed);
    chosenPath = dir.filePath(QStringLiteral("saved"));
    QVERIFY(w.newExperiment());
    QCOMPARE(pathAsked, 2);
    ringcore::Experiment onDisk;
    QVERIFY(ExperimentFile::load(chosenPath + QStringLiteral(".json"), &onDisk, nullptr));
    QCOMPARE(onDisk, changed);
    QCOMPARE(w.experiment(), ringcore::Experiment::defaultExperiment());
    QVERIFY(w.currentFile().isEmpty());

    // Discard drops the change.
    answer = QMessageBox::Discard;
    w.applyEdit(edited(w.experiment()));
    QVERIFY(w.close());
    QVERIFY(!w.isVisible());
}

void TestDesktop::recentFilesAndWindowLayoutAreRemembered()
{
    QTemporaryDir dir;
    const QString a = dir.filePath(QStringLiteral("a.json"));
    const QString b = dir.filePath(QStringLiteral("b.json"));
    QVERIFY(ExperimentFile::save(a, ringcore::Experiment::defaultExperiment(), nullptr));
    ringcore::Experiment eb = ringcore::Experiment::defaultExperiment();
    eb.seed = 99;
    QVERIFY(ExperimentFile::save(b, eb, nullptr));
    {
        MainWindow w;
        w.resize(1251, 777);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QVERIFY(w.openFile(a));
        QVERIFY(w.openFile(b));
        QCOMPARE(AppSettings::recentFiles(), (QStringList{QFileInfo(b).absoluteFilePath(), QFileInfo(a).absoluteFilePath()}));
        QStringList listed;
        for (QAction *action : w.recentMenu()->actions())
            if (!action->data().toString().isEmpty())
                listed << action->data().toString();
        QCOMPARE(listed, AppSettings::recentFiles());
        QVERIFY(w.close()); // nothing changed: no question
    }
    {
        MainWindow w;
        QVERIFY(AppSettings::restoreWindow(&w)); // the layout written on close
        QCOMPARE(w.size(), QSize(1251, 777));
        // The recent menu opens a file; one that has gone leaves the list.
        QAction *first = nullptr;
        for (QAction *action : w.recentMenu()->actions())
            if (action->data().toString() == QFileInfo(a).absoluteFilePath())
                first = action;
        QVERIFY(first);
        first->trigger();
        QCOMPARE(w.currentFile(), QFileInfo(a).absoluteFilePath());
        QCOMPARE(AppSettings::recentFiles().constFirst(), QFileInfo(a).absoluteFilePath());
        QVERIFY(QFile::remove(b));
        QTimer::singleShot(0, [] { // the warning about the missing file
            if (QWidget *box = QApplication::activeModalWidget())
                box->close();
        });
        QVERIFY(!w.openRecent(b));
        QVERIFY(!AppSettings::recentFiles().contains(QFileInfo(b).absoluteFilePath()));
        auto *clear = w.recentMenu()->findChild<QAction *>(QStringLiteral("clearRecentAction"));
        QVERIFY(clear);
        clear->trigger();
        QVERIFY(AppSettings::recentFiles().isEmpty());
    }
}

void TestDesktop::everyInputHasATooltip()
{
    MainWindow w;
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QStringList missing;
    QList<QWidget *> inputs;
    // Every page, the Live run and Advisor pages included.
    for (QWidget *widget : w.findChildren<QWidget *>()) {
        const bool input = qobject_cast<QLineEdit *>(widget) || qobject_cast<QAbstractSpinBox *>(widget)
            || qobject_cast<QComboBox *>(widget) || qobject_cast<QAbstractSlider *>(widget)
            || qobject_cast<QCheckBox *>(widget);
        if (!input || qobject_cast<QAbstractSlider *>(widget->parentWidget()) || qobject_cast<QAbstractSpinBox *>(widget->parentWidget())
            || qobject_cast<QComboBox *>(widget->parentWidget()))
            continue; // parts of another input (a spin box's line edit, a scroll bar's …)
        if (QString::fromLatin1(widget->metaObject()->className()) == QLatin1String("QScrollBar"))
            continue;
        inputs << widget;
        if (widget->toolTip().trimmed().isEmpty())
            missing << QStringLiteral("%1 (%2) in %3")
                           .arg(widget->objectName(), QString::fromLatin1(widget->metaObject()->className()),
                                widget->parentWidget() ? widget->parentWidget()->objectName() : QString());
    }
    QVERIFY(inputs.size() >= 10);
    QVERIFY2(missing.isEmpty(), qPrintable(QStringLiteral("inputs without a tooltip:\n  ") + missing.join(QStringLiteral("\n  "))));
    // The experiment panel's tooltips give the syntax and the range.
    auto *servers = w.findChild<QLineEdit *>(QStringLiteral("serversEdit"));
    QVERIFY(servers->toolTip().contains(QStringLiteral("100,000")));
    auto *weights = w.findChild<QLineEdit *>(QStringLiteral("weightsEdit"));
    QVERIFY(weights->toolTip().contains(QStringLiteral("*:1, 9042:5")));
    auto *seed = w.findChild<QLineEdit *>(QStringLiteral("seedEdit"));
    QVERIFY(seed->toolTip().contains(QStringLiteral("18446744073709551615")));
}

void TestDesktop::everyEditIsOneUndoStep()
{
    MainWindow w;
    QUndoStack *undo = w.undoStack();
    const ringcore::Experiment original = w.experiment();
    // Keys typed digit by digit (each an edit of its own): one step, named after the number.
    for (const qint64 keys : {5, 50, 500, 5000}) {
        ringcore::Experiment e = w.experiment();
        e.keys = keys;
        w.applyEdit(e);
    }
    QCOMPARE(undo->count(), 1);
    QVERIFY2(undo->undoText().contains(QLocale().toString(qint64(5000))), qPrintable(undo->undoText()));
    QVERIFY2(undo->undoText().startsWith(QLatin1String("keys")), qPrintable(undo->undoText()));
    // The seed, then an option: steps of their own, each undone alone.
    ringcore::Experiment e = w.experiment();
    e.seed = 42;
    w.applyEdit(e);
    e.options.insert(QStringLiteral("points"), QStringLiteral("200"));
    w.applyEdit(e);
    QCOMPARE(undo->count(), 3);
    undo->undo();
    QCOMPARE(w.experiment().seed, quint64(42));
    QCOMPARE(w.experiment().options.value(QStringLiteral("points")), original.options.value(QStringLiteral("points")));
    undo->undo();
    QCOMPARE(w.experiment().seed, original.seed);
    undo->undo();
    QCOMPARE(w.experiment(), original);
    QVERIFY(!w.isModified());
    // Two weights changed at once are named as two, and both come back with one undo.
    e = w.experiment();
    e.servers[0].weight = 5;
    e.servers[1].weight = 3;
    w.applyEdit(e);
    QVERIFY2(undo->undoText().contains(QLatin1String("2")) && !undo->undoText().contains(e.servers[0].address),
             qPrintable(undo->undoText()));
    undo->undo();
    QCOMPARE(w.experiment(), original);
    // One weight names its server.
    e = original;
    e.servers[0].weight = 5;
    w.applyEdit(e);
    QVERIFY2(undo->undoText().contains(e.servers[0].address), qPrintable(undo->undoText()));
}

void TestDesktop::separateDecisionsAreSeparateSteps()
{
    // Issue 14 review: Maglev picked, then Jump a while later, were one step ("algorithm nginx →
    // Jump": one Ctrl+Z skipped Maglev), and keys typed minutes apart were one step too.
    MainWindow w;
    QUndoStack *undo = w.undoStack();
    const ringcore::Experiment original = w.experiment();
    for (const char *name : {"maglev", "jump"}) {
        ringcore::Experiment e = w.experiment();
        e.algorithm = QString::fromLatin1(name);
        w.applyEdit(e); // picked at once after each other: still two choices
    }
    QCOMPARE(undo->count(), 2);
    undo->undo();
    QCOMPARE(w.experiment().algorithm, QStringLiteral("maglev"));
    undo->undo();
    QCOMPARE(w.experiment(), original);
    // The keys typed (one gesture), then typed again after a pause: two steps.
    for (const qint64 keys : {5, 50, 500}) {
        ringcore::Experiment e = w.experiment();
        e.keys = keys;
        w.applyEdit(e);
    }
    QTest::qWait(int(ExperimentChangeCommand::kMergeWindowMs) + 300);
    ringcore::Experiment e = w.experiment();
    e.keys = 7000;
    w.applyEdit(e);
    QCOMPARE(undo->count(), 2);
    undo->undo();
    QCOMPARE(w.experiment().keys, qint64(500));
    undo->undo();
    QCOMPARE(w.experiment(), original);
    // An option's numbers in the UI's notation ("points 160 → 1.220" in German, not "1220").
    const QLocale before;
    QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany));
    e = w.experiment();
    e.options.insert(QStringLiteral("points"), QStringLiteral("1220"));
    w.applyEdit(e);
    const QString text = undo->undoText();
    QLocale::setDefault(before);
    QVERIFY2(text.contains(QStringLiteral("1.220")), qPrintable(text));
}

void TestDesktop::optionUndoTextsUseTheDocksNames()
{
    // r17 T5: "撤销 points 160 → 1,220", "Rückgängig: epsilon 100 → 0,25": the undo text named
    // an option by its raw key. The points option is named as its slider is ("points per server",
    // translated), ε as the lessons write it, any other option said to be one.
    const auto change = [](const QString &algorithm, const QString &option, const QString &from, const QString &to) {
        ringcore::Experiment before = ringcore::Experiment::defaultExperiment();
        before.algorithm = algorithm;
        before.options.clear();
        before.options.insert(option, from);
        ringcore::Experiment after = before;
        after.options.insert(option, to);
        return ExperimentChangeCommand::describe(before, after);
    };
    const QLocale locale;
    QString text = change(QStringLiteral("ideal"), QStringLiteral("points"), QStringLiteral("160"), QStringLiteral("1220"));
    QCOMPARE(text, QStringLiteral("points per server 160 → %1").arg(locale.toString(1220)));
    text = change(QStringLiteral("bounded-loads"), QStringLiteral("epsilon"), QStringLiteral("100"), QStringLiteral("0.25"));
    QCOMPARE(text, QStringLiteral("ε 100 → %1").arg(locale.toString(0.25)));
    text = change(QStringLiteral("envoy-ring"), QStringLiteral("min-ring-size"), QStringLiteral("1024"), QStringLiteral("16000"));
    QCOMPARE(text, QStringLiteral("option min-ring-size %1 → %2").arg(locale.toString(1024), locale.toString(16000)));
    // The same through the window's undo stack, as the Edit menu shows it.
    MainWindow w;
    ringcore::Experiment e = w.experiment();
    e.algorithm = QStringLiteral("ideal");
    e.options.clear();
    e.options.insert(QStringLiteral("points"), QStringLiteral("160"));
    w.applyEdit(e);
    ExperimentChangeCommand::sealTop(w.undoStack());
    e.options.insert(QStringLiteral("points"), QStringLiteral("1220"));
    w.applyEdit(e);
    QVERIFY2(w.undoStack()->undoText().startsWith(QStringLiteral("points per server ")), qPrintable(w.undoStack()->undoText()));
}

void TestDesktop::statusBarSpeaksForTheShownPage()
{
    // Issue 14 review: the Removal page showed "Spread: 26 settings simulated."
    MainWindow w;
    Page *spread = nullptr;
    for (Page *p : w.pages())
        if (p->pageId() == QLatin1String("spread"))
            spread = p;
    QVERIFY(spread);
    QVERIFY(w.showPage(QStringLiteral("spread")));
    emit spread->statusMessage(QStringLiteral("Spread: 26 settings simulated."));
    QCOMPARE(w.statusBar()->currentMessage(), QStringLiteral("Spread: 26 settings simulated."));
    QVERIFY(w.showPage(QStringLiteral("removal")));
    QCOMPARE(w.statusBar()->currentMessage(), QString());
    emit spread->statusMessage(QStringLiteral("Spread: 27 settings simulated."));
    QCOMPARE(w.statusBar()->currentMessage(), QString());
}

void TestDesktop::manualOpensFromHelp()
{
    MainWindow w;
    auto *action = w.findChild<QAction *>(QStringLiteral("manualAction"));
    QVERIFY(action);
    QVERIFY(w.helpMenu()->actions().contains(action));
    action->trigger();
    auto *dialog = qobject_cast<ManualDialog *>(w.manualDialog());
    QVERIFY(dialog);
    QVERIFY(dialog->isVisible());
    const QString markdown = ManualDialog::markdown();
    QVERIFY(markdown.startsWith(QStringLiteral("# RingLab user manual")));
    const QString shown = dialog->browser()->toPlainText();
    // One section per page, named by its id.
    for (Page *page : w.pages()) {
        QVERIFY2(markdown.contains(QStringLiteral("## %1 (`--page %2`)").arg(page->title(), page->pageId())),
                 qPrintable(page->pageId()));
        QVERIFY2(shown.contains(QStringLiteral("%1 (--page %2)").arg(page->title(), page->pageId())), qPrintable(shown.left(400)));
    }
    QVERIFY(!shown.contains(QStringLiteral("## "))); // rendered, not shown as source
    dialog->close();
}

void TestDesktop::pageIdsAreStable()
{
    MainWindow w;
    QCOMPARE(w.pageIds(), (QStringList{QStringLiteral("ring"), QStringLiteral("spread"), QStringLiteral("removal"),
                                       QStringLiteral("live"), QStringLiteral("compare"), QStringLiteral("traffic"),
                                       QStringLiteral("advisor")}));
    for (Page *page : w.pages()) {
        QVERIFY(w.showPage(page->pageId()));
        QCOMPARE(w.tabs()->currentWidget(), static_cast<QWidget *>(page));
        QVERIFY(w.showPage(page->pageId().toUpper()));
    }
    QVERIFY(w.showPage(QStringLiteral("adv")));
    QCOMPARE(w.tabs()->currentWidget()->objectName(), QStringLiteral("advisorPage"));
    QVERIFY(!w.showPage(QStringLiteral("nosuch")));
    QVERIFY(!w.showPage(QString()));
    // Translated titles play no part: a title that is not an id is refused.
    QVERIFY(!w.showPage(QStringLiteral("Live run")));
    // One rule for the command line's check and the window: an id, or the start of exactly one.
    QCOMPARE(pageIds(), w.pageIds());
    QCOMPARE(resolvePageId(QStringLiteral(" Spread ")), QStringLiteral("spread"));
    QCOMPARE(resolvePageId(QStringLiteral("rem")), QStringLiteral("removal"));
    QVERIFY(resolvePageId(QStringLiteral("r")).isEmpty()); // ring or removal
    QVERIFY(!w.showPage(QStringLiteral("r")));
}

void TestDesktop::helpAndVersionNeedNoDisplay()
{
    QVERIFY2(QFileInfo::exists(ringlabPath()), qPrintable(ringlabPath()));
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    for (const QString &name : {QStringLiteral("DISPLAY"), QStringLiteral("WAYLAND_DISPLAY"), QStringLiteral("QT_QPA_PLATFORM")})
        env.remove(name);
    for (const QString &option : {QStringLiteral("--help"), QStringLiteral("--version"), QStringLiteral("-h"), QStringLiteral("--help-all")}) {
        QProcess p;
        p.setProcessEnvironment(env);
        p.start(ringlabPath(), {option});
        QVERIFY(p.waitForFinished(30000));
        const QString out = QString::fromLocal8Bit(p.readAllStandardOutput());
        QVERIFY2(p.exitStatus() == QProcess::NormalExit && p.exitCode() == 0,
                 qPrintable(option + QLatin1Char(' ') + QString::fromLocal8Bit(p.readAllStandardError())));
        if (option == QLatin1String("--version"))
            QVERIFY2(out.contains(QStringLiteral(RINGLAB_VERSION " (git %1").arg(ringlab::test::gitHead())), qPrintable(out));
        else
            QVERIFY2(out.contains(QStringLiteral("--page")) && out.contains(QStringLiteral("--screenshot")), qPrintable(out));
    }
    // A bad --page is refused with the app's own message, before a display is needed (it was Qt's
    // "could not connect to display" abort, exit 134).
    {
        QProcess bad;
        bad.setProcessEnvironment(env);
        bad.start(ringlabPath(), {QStringLiteral("--page"), QStringLiteral("Streuung")});
        QVERIFY(bad.waitForFinished(30000));
        const QString err = QString::fromLocal8Bit(bad.readAllStandardError());
        QVERIFY2(bad.exitStatus() == QProcess::NormalExit && bad.exitCode() == 2, qPrintable(err));
        QVERIFY2(err.contains(QStringLiteral("is not a page")) && err.contains(QStringLiteral("spread")), qPrintable(err));
    }
    // So are a lesson that does not exist and steps a lesson does not have (they were Qt's abort too).
    for (const QStringList &args : {QStringList{QStringLiteral("--tour"), QStringLiteral("11")},
                                    QStringList{QStringLiteral("--tour"), QStringLiteral("2"), QStringLiteral("--tour-steps"),
                                                QStringLiteral("9")}}) {
        QProcess bad;
        bad.setProcessEnvironment(env);
        bad.start(ringlabPath(), args);
        QVERIFY(bad.waitForFinished(30000));
        const QString err = QString::fromLocal8Bit(bad.readAllStandardError());
        QVERIFY2(bad.exitStatus() == QProcess::NormalExit && bad.exitCode() == 2, qPrintable(args.join(QLatin1Char(' ')) + err));
        QVERIFY2(err.contains(QStringLiteral("--tour")) && (err.contains(QStringLiteral("1 to")) || err.contains(QStringLiteral("0 to"))),
                 qPrintable(err));
    }
    // In the language the window would use: the system's here (no saved choice in a fresh config).
    QTemporaryDir config;
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), config.path());
    env.insert(QStringLiteral("LANGUAGE"), QStringLiteral("de"));
    env.insert(QStringLiteral("LC_ALL"), QStringLiteral("de_DE.UTF-8"));
    QProcess p;
    p.setProcessEnvironment(env);
    p.start(ringlabPath(), {QStringLiteral("--help")});
    QVERIFY(p.waitForFinished(30000));
    const QString german = QString::fromUtf8(p.readAllStandardOutput());
    QVERIFY2(german.contains(QStringLiteral("Die geführte Tour bei Lektion N beginnen")), qPrintable(german));
}

void TestDesktop::badScreenshotFileExitsAtOnce_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("says");
    QTest::newRow("missing folder") << QStringLiteral("/nonexistent-ringlab-folder/ring.png") << QStringLiteral("does not exist");
    QTest::newRow("a folder") << QStringLiteral("/tmp") << QStringLiteral("is a folder");
    QTest::newRow("unwritable") << QStringLiteral("/proc/ringlab.png") << QStringLiteral("cannot write");
}

void TestDesktop::badScreenshotFileExitsAtOnce()
{
    QFETCH(QString, file);
    QFETCH(QString, says);
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    QProcess p;
    p.setProcessEnvironment(env);
    p.start(ringlabPath(), {QStringLiteral("--screenshot"), file});
    QVERIFY(p.waitForFinished(30000));
    const QString err = QString::fromLocal8Bit(p.readAllStandardError());
    QCOMPARE(p.exitCode(), 2);
    QVERIFY2(err.contains(QStringLiteral("--screenshot")) && err.contains(says), qPrintable(err));
}

QTEST_MAIN(TestDesktop)
#include "tst_desktop.moc"
