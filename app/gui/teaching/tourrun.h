#pragma once

#include <QObject>
#include <QString>

class QTimer;

namespace ringlab::gui {

class TourHost;

/// `ringlab --tour N [--tour-steps S] [--tour-text FILE]`: opens lesson N (1-based), performs S
/// "Show me" steps one after the other, and once the lesson has settled writes the displayed
/// lesson text (plain UTF-8) to FILE — beside `--screenshot`, or alone (then RingLab quits).
class TourRun : public QObject
{
    Q_OBJECT
public:
    /// Checks the arguments (an empty `steps` means none was given) and starts the lesson; false
    /// with *error naming the option and its allowed range.
    static bool start(TourHost *window, const QString &lesson, const QString &steps, const QString &textPath,
                      bool quitWhenWritten, QString *error);
    /// The same checks without a window (before a display is needed): false with *error set;
    /// otherwise the 1-based lesson and the steps in *lesson and *steps.
    static bool check(const QString &lesson, const QString &steps, int *lessonNumber, int *stepCount, QString *error);

private:
    TourRun(TourHost *window, const QString &textPath, bool quit);
    void poll();

    TourHost *m_window;
    QString m_path;
    bool m_quit;
    int m_waitedMs = 0;
    int m_readyMs = 0;
    QTimer *m_timer;
};

} // namespace ringlab::gui
