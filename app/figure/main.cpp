// ringlab-figure: renders RingLab's figures without a display. `ringlab-cli figure …` runs this
// program so that ringlab-cli links ringcore only; it can also be run directly.
#include "figure/figuretool.h"
#include "gui/settings/languagemanager.h"
#include "ringcore/core/buildinfo.h"

#include <QApplication>

int main(int argc, char *argv[])
{
    // Figures paint text and need a QApplication (fonts); offscreen needs no display server.
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("ringlab-figure"));
    QApplication::setOrganizationName(QStringLiteral("RingLab"));
    QApplication::setApplicationVersion(ringcore::buildinfo::versionLine());
    // The system's language, else English with its plural forms ("100 servers", not "server(s)").
    if (!ringlab::gui::LanguageManager::instance()->setLanguage(QString()))
        ringlab::gui::LanguageManager::instance()->setLanguage(QStringLiteral("en"));
    QStringList args = QApplication::arguments();
    args[0] = QStringLiteral("ringlab-cli figure");
    return ringlab::gui::FigureTool::run(args);
}
