#pragma once

#include <QMainWindow>

namespace ringlab::gui {

/// RingLab's main window (placeholder until the GUI lands).
class MainWindow : public QMainWindow
{
    Q_OBJECT
public:
    explicit MainWindow(QWidget *parent = nullptr);
};

} // namespace ringlab::gui
