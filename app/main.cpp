// ringlab: the desktop application. Thin: everything lives in ringlab_gui and ringcore.
#include "gui/mainwindow.h"

#include <QApplication>

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("RingLab"));
    QApplication::setOrganizationName(QStringLiteral("RingLab"));
    QApplication::setApplicationVersion(QStringLiteral(RINGLAB_VERSION));
    ringlab::gui::MainWindow window;
    window.show();
    return app.exec();
}
