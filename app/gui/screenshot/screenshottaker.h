#pragma once

#include <QObject>
#include <QPixmap>
#include <QString>

class QTimer;

namespace ringlab::gui {

class MainWindow;

/// `ringlab --screenshot FILE`: waits until the window shows real results (the ring's snapshot,
/// the current page's computation, the tour's lesson), lets animations settle, saves the window
/// as a PNG and quits. Used by scripts/screenshots.sh under xvfb; no fixed sleeps.
class ScreenshotTaker : public QObject
{
    Q_OBJECT
public:
    ScreenshotTaker(MainWindow *window, const QString &path, int timeoutMs = 120000);

private:
    void poll();
    bool ready() const;
    QPixmap grabWithDialogs() const;

    MainWindow *m_window;
    QString m_path;
    int m_waitedMs = 0;
    int m_readyMs = 0;
    int m_timeoutMs;
    QTimer *m_timer;
};

} // namespace ringlab::gui
