#include "gui/mainwindow.h"

namespace ringlab::gui {

MainWindow::MainWindow(QWidget *parent)
    : QMainWindow(parent)
{
    setWindowTitle(tr("RingLab"));
    resize(1280, 800);
}

} // namespace ringlab::gui
