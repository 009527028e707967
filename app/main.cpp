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

/// The options of ringlab besides --help and --version.
struct Options
{
    QCommandLineOption tour{QStringLiteral("tour"), QApplication::translate("main", "Start the guided tour at lesson N"),
                            QStringLiteral("N")};
    QCommandLineOption tourSteps{QStringLiteral("tour-steps"),
                                 QApplication::translate("main", "With --tour: perform S \"Show me\" steps of the lesson"),
                                 QStringLiteral("S")};
    QCommandLineOption tourText{QStringLiteral("tour-text"),
                                QApplication::translate("main", "With --tour: write the lesson's displayed text (UTF-8) to FILE once it has settled"),
                                QStringLiteral("FILE")};
    QCommandLineOption presenter{QStringLiteral("presenter"),
                                 QApplication::translate("main", "Start in presenter mode (full screen, larger fonts, the ring and the tour side by side)")};
    QCommandLineOption page{QStringLiteral("page"),
                            QApplication::translate("main", "Open a page by its id, the same in every language: ring, "
                                                            "spread, removal, live, compare, traffic or advisor"),
                            QStringLiteral("ID")};
    QCommandLineOption screenshot{QStringLiteral("screenshot"),
                                  QApplication::translate("main", "Save the window as a PNG once its results are shown, then quit"),
                                  QStringLiteral("FILE")};
    QCommandLineOption advise{QStringLiteral("advise"),
                              QApplication::translate("main", "Open a proxy config in the Advisor and advise on it"),
                              QStringLiteral("CONFIG")};
    QCommandLineOption manual{QStringLiteral("manual"), QApplication::translate("main", "Open the user manual (Help > User manual)")};

    void addTo(QCommandLineParser *parser) const
    {
        parser->setApplicationDescription(QApplication::translate("main", "See, measure and explain consistent hashing"));
        parser->addHelpOption();
        parser->addVersionOption();
        parser->addPositionalArgument(QStringLiteral("file"), QApplication::translate("main", "An experiment file to open"),
                                      QStringLiteral("[FILE]"));
        for (const QCommandLineOption *o : {&tour, &tourSteps, &tourText, &presenter, &page, &screenshot, &advise, &manual})
            parser->addOption(*o);
    }
};

int refuse(const QString &message)
{
    QTextStream(stderr) << "ringlab: " << message << Qt::endl;
    return 2;
}

/// What can be checked without a display is checked before one is needed: a bad --page or
/// --screenshot is the app's own message, not Qt's "could not connect to display" abort.
/// 0 when everything is fine, else the exit status (the message printed).
int checkBeforeDisplay(const QCommandLineParser &parser, const Options &o)
{
    if (parser.isSet(o.screenshot)) {
        QString error;
        if (!checkScreenshotPath(parser.value(o.screenshot), &error))
            return refuse(error);
    }
    if (parser.isSet(o.page) && ringlab::gui::resolvePageId(parser.value(o.page)).isEmpty())
        return refuse(QApplication::translate("main", "--page: \"%1\" is not a page; use one of: %2")
                          .arg(parser.value(o.page), ringlab::gui::pageIds().join(QStringLiteral(", "))));
    if ((parser.isSet(o.tourSteps) || parser.isSet(o.tourText)) && !parser.isSet(o.tour))
        return refuse(QApplication::translate("main", "--tour-steps and --tour-text need --tour N"));
    if (parser.isSet(o.tour)) {
        QString error;
        int lesson = 0, steps = 0;
        if (!ringlab::gui::TourRun::check(parser.value(o.tour), parser.isSet(o.tourSteps) ? parser.value(o.tourSteps) : QString(),
                                          &lesson, &steps, &error))
            return refuse(error);
    }
    return 0;
}

/// --advise CONFIG: the Advisor page reads it and advises. 0, or the exit status after a message.
int adviseOn(ringlab::gui::MainWindow &window, const QString &config)
{
    for (ringlab::gui::Page *p : window.pages()) {
        if (auto *advisor = qobject_cast<ringlab::gui::AdvisorPage *>(p)) {
            QString error;
            if (!advisor->openFile(config, &error))
                return refuse(QStringLiteral("--advise: ") + error);
            window.tabs()->setCurrentWidget(advisor);
            advisor->advise();
        }
    }
    return 0;
}

/// Everything the command line asks of the shown window. 0, or the exit status after a message.
int openRequested(ringlab::gui::MainWindow &window, const QCommandLineParser &parser, const Options &o)
{
    if (parser.isSet(o.presenter))
        if (QAction *action = window.findChild<QAction *>(QStringLiteral("presenterModeAction")))
            action->setChecked(true);
    if (!parser.positionalArguments().isEmpty()) {
        QString error;
        if (!window.openFile(parser.positionalArguments().constFirst(), &error)) {
            if (parser.isSet(o.screenshot)) // nobody would close the message box
                return refuse(error);
            QMessageBox::warning(&window, QApplication::translate("main", "Open experiment"), error);
        }
    }
    if (parser.isSet(o.tour)) {
        QString error;
        if (!ringlab::gui::TourRun::start(&window, parser.value(o.tour),
                                          parser.isSet(o.tourSteps) ? parser.value(o.tourSteps) : QString(),
                                          parser.value(o.tourText), !parser.isSet(o.screenshot), &error))
            return refuse(error);
    }
    if (parser.isSet(o.page))
        window.showPage(parser.value(o.page)); // checked before: an id or the start of exactly one
    if (parser.isSet(o.advise))
        if (const int status = adviseOn(window, parser.value(o.advise)))
            return status;
    if (parser.isSet(o.manual))
        window.showManual();
    return 0;
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
    const Options options;
    options.addTo(&parser);
    // Unknown options wait for the second pass (QApplication first removes its own, e.g. -platform).
    parser.parse(QCoreApplication::arguments());
    if (parser.isSet(QStringLiteral("help")))
        parser.showHelp(0);
    if (parser.isSet(QStringLiteral("version")))
        parser.showVersion();
    if (parser.isSet(QStringLiteral("help-all")))
        parser.process(*probe); // prints the help with Qt's own options and exits
    if (const int status = checkBeforeDisplay(parser, options))
        return status;
    probe.reset();
    QApplication app(argc, argv);
    parser.process(app);
    // The saved language, or the system's when none was chosen.
    ringlab::gui::LanguageManager::instance()->applySaved();

    ringlab::gui::MainWindow window;
    if (!parser.isSet(options.screenshot)) // screenshots ignore the remembered layout (reproducible)
        ringlab::gui::AppSettings::restoreWindow(&window);
    window.show();
    if (const int status = openRequested(window, parser, options))
        return status;
    if (parser.isSet(options.screenshot))
        new ringlab::gui::ScreenshotTaker(&window, parser.value(options.screenshot));
    return app.exec();
}
