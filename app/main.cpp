// ringlab: the desktop application. Thin: everything lives in ringlab_gui and ringcore.
#include "gui/mainwindow.h"
#include "gui/settings/languagemanager.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QMessageBox>

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("RingLab"));
    QApplication::setOrganizationName(QStringLiteral("RingLab"));
    QApplication::setApplicationVersion(QStringLiteral(RINGLAB_VERSION));

    QCommandLineParser parser;
    parser.setApplicationDescription(QApplication::translate("main", "See, measure and explain consistent hashing"));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(QStringLiteral("file"), QApplication::translate("main", "An experiment file to open"),
                                 QStringLiteral("[FILE]"));
    QCommandLineOption tour(QStringLiteral("tour"), QApplication::translate("main", "Start the guided tour at lesson N"),
                            QStringLiteral("N"));
    parser.addOption(tour);
    parser.process(app);
    // The saved language, or the system's when none was chosen.
    ringlab::gui::LanguageManager::instance()->applySaved();

    ringlab::gui::MainWindow window;
    window.show();
    if (!parser.positionalArguments().isEmpty()) {
        QString error;
        if (!window.openFile(parser.positionalArguments().constFirst(), &error))
            QMessageBox::warning(&window, QApplication::translate("main", "Open experiment"), error);
    }
    if (parser.isSet(tour))
        window.startTour(std::max(0, parser.value(tour).toInt() - 1));
    return app.exec();
}
