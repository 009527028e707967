#include "gui/teaching/tourrun.h"

#include "gui/teaching/tourhost.h"
#include "gui/teaching/lessons/lessonbook.h"
#include "gui/teaching/tourpanel.h"
#include "ringcore/core/filewriter.h"

#include <QApplication>
#include <QTextStream>
#include <QTimer>

namespace ringlab::gui {

namespace {
constexpr int kPollMs = 100;
constexpr int kSettleMs = 300;
constexpr int kTimeoutMs = 120000;
}

bool TourRun::check(const QString &lessonText, const QString &stepsText, int *lessonNumber, int *stepCount, QString *error)
{
    const QList<Lesson> lessons = LessonBook::all();
    bool ok = false;
    const int lesson = lessonText.trimmed().toInt(&ok);
    if (!ok || lesson < 1 || lesson > lessons.size()) {
        *error = QApplication::translate("main", "--tour: \"%1\" is no lesson; give a number from 1 to %2")
                     .arg(lessonText).arg(lessons.size());
        return false;
    }
    const int maxSteps = int(lessons.at(lesson - 1).steps.size());
    int steps = 0;
    if (!stepsText.isNull()) {
        steps = stepsText.trimmed().toInt(&ok);
        if (!ok || steps < 0 || steps > maxSteps) {
            *error = QApplication::translate("main", "--tour-steps: \"%1\" is out of range; lesson %2 has steps 0 to %3")
                         .arg(stepsText).arg(lesson).arg(maxSteps);
            return false;
        }
    }
    *lessonNumber = lesson;
    *stepCount = steps;
    return true;
}

bool TourRun::start(TourHost *window, const QString &lessonText, const QString &stepsText, const QString &textPath,
                    bool quitWhenWritten, QString *error)
{
    int lesson = 0, steps = 0;
    if (!check(lessonText, stepsText, &lesson, &steps, error))
        return false;
    window->startTour(lesson - 1);
    window->tourPanel()->queueSteps(steps);
    if (!textPath.isEmpty())
        new TourRun(window, textPath, quitWhenWritten);
    return true;
}

TourRun::TourRun(TourHost *window, const QString &textPath, bool quit)
    : QObject(window), m_window(window), m_path(textPath), m_quit(quit), m_timer(new QTimer(this))
{
    connect(m_timer, &QTimer::timeout, this, &TourRun::poll);
    m_timer->start(kPollMs);
}

void TourRun::poll()
{
    m_waitedMs += kPollMs;
    m_readyMs = m_window->tourPanel()->isReady() ? m_readyMs + kPollMs : 0;
    if (m_readyMs < kSettleMs && m_waitedMs < kTimeoutMs)
        return;
    m_timer->stop();
    QString why;
    if (m_readyMs < kSettleMs) {
        why = QApplication::translate("main", "the lesson did not settle within %1 s").arg(kTimeoutMs / 1000);
    } else {
        ringcore::FileWriter::writeFile(m_path, m_window->tourPanel()->bodyText().toUtf8() + '\n', &why);
    }
    if (why.isEmpty())
        QTextStream(stdout) << "wrote " << m_path << Qt::endl;
    else
        QTextStream(stderr) << "ringlab: --tour-text: " << m_path << ": " << why << Qt::endl;
    if (m_quit || !why.isEmpty())
        QApplication::exit(why.isEmpty() ? 0 : 1);
}

} // namespace ringlab::gui
