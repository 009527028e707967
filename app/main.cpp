// ringlab: the desktop application. Thin: everything lives in ringlab_gui and ringcore.
#include "gui/advisor/advisorpage.h"
#include "gui/screenshot/screenshottaker.h"
#include "gui/mainwindow/mainwindow.h"
#include "gui/page.h"
#include "gui/settings/appsettings.h"
#include "gui/settings/languagemanager.h"
#include "gui/teaching/tourrun.h"
#include "ringcore/core/buildinfo.h"
#include "ringcore/core/uilanguage.h"

#include <QAction>
#include <QApplication>
#include <QCommandLineParser>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QMessageBox>
#include <QTabWidget>
#include <QTextStream>
#include <QTranslator>

#include <algorithm>
#include <memory>

namespace {

/// --screenshot FILE must be writable before the window starts (else: a message and exit 2).
bool checkScreenshotPath(const QString &path, QString *error)
{
    const QFileInfo info(path);
    if (path.isEmpty()) {
        *error = QCoreApplication::translate("main", "--screenshot: give a file name, e.g. --screenshot ring.png");
        return false;
    }
    if (info.isDir()) {
        *error = QCoreApplication::translate("main", "--screenshot: %1 is a folder; give a file name such as %1/ring.png").arg(path);
        return false;
    }
    if (!info.absoluteDir().exists()) {
        *error = QCoreApplication::translate("main", "--screenshot: the folder %1 does not exist").arg(info.absolutePath());
        return false;
    }
    QFile probe(path);
    const bool existed = probe.exists();
    if (!probe.open(QIODevice::WriteOnly | QIODevice::Append)) {
        *error = QCoreApplication::translate("main", "--screenshot: cannot write %1: %2").arg(path, probe.errorString());
        return false;
    }
    probe.close();
    if (!existed)
        probe.remove();
    return true;
}

} // namespace

int main(int argc, char *argv[])
{
    // --help and --version are answered before a QApplication exists, so that they work without a
    // display: a plain QCoreApplication parses first and goes before the QApplication comes.
    auto probe = std::make_unique<QCoreApplication>(argc, argv);
    QApplication::setApplicationName(QStringLiteral("RingLab"));
    QApplication::setOrganizationName(QStringLiteral("RingLab"));
    QApplication::setApplicationVersion(ringcore::buildinfo::versionLine()); // "0.1.0 (git 377e4ec96a94)"

    // The help speaks the language the window would (the saved choice, else the system's).
    QTranslator helpTranslation;
    const QString helpLanguage = ringlab::gui::LanguageManager::resolve(ringlab::gui::AppSettings::language());
    if (!helpLanguage.isEmpty() && ringcore::UiLanguage::load(helpTranslation, helpLanguage))
        QCoreApplication::installTranslator(&helpTranslation);

    QCommandLineParser parser;
    parser.setApplicationDescription(QApplication::translate("main", "See, measure and explain consistent hashing"));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(QStringLiteral("file"), QApplication::translate("main", "An experiment file to open"),
                                 QStringLiteral("[FILE]"));
    QCommandLineOption tour(QStringLiteral("tour"), QApplication::translate("main", "Start the guided tour at lesson N"),
                            QStringLiteral("N"));
    parser.addOption(tour);
    QCommandLineOption tourSteps(QStringLiteral("tour-steps"),
                                 QApplication::translate("main", "With --tour: perform S \"Show me\" steps of the lesson"),
                                 QStringLiteral("S"));
    parser.addOption(tourSteps);
    QCommandLineOption tourText(QStringLiteral("tour-text"),
                                QApplication::translate("main", "With --tour: write the lesson's displayed text (UTF-8) to FILE once it has settled"),
                                QStringLiteral("FILE"));
    parser.addOption(tourText);
    QCommandLineOption presenter(QStringLiteral("presenter"),
                                 QApplication::translate("main", "Start in presenter mode (full screen, larger fonts, the ring and the tour side by side)"));
    parser.addOption(presenter);
    QCommandLineOption page(QStringLiteral("page"),
                            QApplication::translate("main", "Open a page by its id, the same in every language: ring, "
                                                            "spread, removal, live, compare, traffic or advisor"),
                            QStringLiteral("ID"));
    parser.addOption(page);
    QCommandLineOption screenshot(QStringLiteral("screenshot"),
                                  QApplication::translate("main", "Save the window as a PNG once its results are shown, then quit"),
                                  QStringLiteral("FILE"));
    parser.addOption(screenshot);
    QCommandLineOption advise(QStringLiteral("advise"),
                              QApplication::translate("main", "Open a proxy config in the Advisor and advise on it"),
                              QStringLiteral("CONFIG"));
    parser.addOption(advise);
    QCommandLineOption manual(QStringLiteral("manual"), QApplication::translate("main", "Open the user manual (Help > User manual)"));
    parser.addOption(manual);
    // Unknown options wait for the second pass (QApplication first removes its own, e.g. -platform).
    parser.parse(QCoreApplication::arguments());
    if (parser.isSet(QStringLiteral("help")))
        parser.showHelp(0);
    if (parser.isSet(QStringLiteral("version")))
        parser.showVersion();
    if (parser.isSet(QStringLiteral("help-all")))
        parser.process(*probe); // prints the help with Qt's own options and exits
    // What can be checked without a display is checked before one is needed: a bad --page or
    // --screenshot is the app's own message, not Qt's "could not connect to display" abort.
    const auto refuse = [](const QString &message) {
        QTextStream(stderr) << "ringlab: " << message << Qt::endl;
        return 2;
    };
    if (parser.isSet(screenshot)) {
        QString error;
        if (!checkScreenshotPath(parser.value(screenshot), &error))
            return refuse(error);
    }
    if (parser.isSet(page) && ringlab::gui::resolvePageId(parser.value(page)).isEmpty())
        return refuse(QApplication::translate("main", "--page: \"%1\" is not a page; use one of: %2")
                          .arg(parser.value(page), ringlab::gui::pageIds().join(QStringLiteral(", "))));
    if ((parser.isSet(tourSteps) || parser.isSet(tourText)) && !parser.isSet(tour))
        return refuse(QApplication::translate("main", "--tour-steps and --tour-text need --tour N"));
    if (parser.isSet(tour)) {
        QString error;
        int lesson = 0, steps = 0;
        if (!ringlab::gui::TourRun::check(parser.value(tour), parser.isSet(tourSteps) ? parser.value(tourSteps) : QString(),
                                          &lesson, &steps, &error))
            return refuse(error);
    }
    probe.reset();
    QApplication app(argc, argv);
    parser.process(app);
    // The saved language, or the system's when none was chosen.
    ringlab::gui::LanguageManager::instance()->applySaved();

    ringlab::gui::MainWindow window;
    if (!parser.isSet(screenshot)) // screenshots ignore the remembered layout (reproducible)
        ringlab::gui::AppSettings::restoreWindow(&window);
    window.show();
    if (parser.isSet(presenter))
        if (QAction *action = window.findChild<QAction *>(QStringLiteral("presenterModeAction")))
            action->setChecked(true);
    if (!parser.positionalArguments().isEmpty()) {
        QString error;
        if (!window.openFile(parser.positionalArguments().constFirst(), &error)) {
            if (parser.isSet(screenshot)) { // nobody would close the message box
                QTextStream(stderr) << "ringlab: " << error << Qt::endl;
                return 2;
            }
            QMessageBox::warning(&window, QApplication::translate("main", "Open experiment"), error);
        }
    }
    if (parser.isSet(tour)) {
        QString error;
        if (!ringlab::gui::TourRun::start(&window, parser.value(tour), parser.isSet(tourSteps) ? parser.value(tourSteps) : QString(),
                                          parser.value(tourText), !parser.isSet(screenshot), &error)) {
            QTextStream(stderr) << "ringlab: " << error << Qt::endl;
            return 2;
        }
    }
    if (parser.isSet(page))
        window.showPage(parser.value(page)); // checked above: an id or the start of exactly one
    if (parser.isSet(advise)) {
        for (ringlab::gui::Page *p : window.pages()) {
            if (auto *advisor = qobject_cast<ringlab::gui::AdvisorPage *>(p)) {
                QString error;
                if (!advisor->openFile(parser.value(advise), &error)) {
                    QTextStream(stderr) << "ringlab: --advise: " << error << Qt::endl;
                    return 2;
                }
                window.tabs()->setCurrentWidget(advisor);
                advisor->advise();
            }
        }
    }
    if (parser.isSet(manual))
        window.showManual();
    if (parser.isSet(screenshot))
        new ringlab::gui::ScreenshotTaker(&window, parser.value(screenshot));
    return app.exec();
}
