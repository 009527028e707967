#pragma once

// What the lessons' texts share (lessons/lessonNN_*.cpp): the translation context, the lessons'
// server lists and the sentences several lessons write.

#include "gui/teaching/lessons/lesson.h"
#include "ringcore/core/numbertext.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

namespace ringlab::gui::lessons {

/// The context lupdate files the lessons' texts under (translations/*.ts): Tr::tr("…"), and
/// Tr::tr("… %n …", nullptr, n) for a sentence with a count (the language's plural forms).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(ringlab::gui::LessonBook)
};

/// Rings with a free "points" option, best first (LessonBook::pick takes the first built in).
QStringList pointRings();

/// The address of a server of the snapshot ("" when out of range).
QString name(const ringcore::RingSnapshot &s, int server);
/// N servers 127.0.0.1:9001… on `algorithm`, 100,000 keys, seed 1: a lesson's experiment.
ringcore::Experiment servers(const QString &algorithm, int n);

/// The figures of the Numbers panel beside the lesson (NumbersPanel's own formatting), so that a
/// sentence and the dock never show the same quantity differently.
struct SpreadFigures
{
    QString busiest, quietest, cv;
    explicit SpreadFigures(const ringcore::RingSnapshot &s);
    bool operator==(const SpreadFigures &o) const { return busiest == o.busiest && quietest == o.quietest && cv == o.cv; }
};

/// Which ring a sentence describes: "100 servers, k = 160" (k as the Numbers panel writes it).
QString stateLabel(const ringcore::RingSnapshot &s);
/// Busiest, quietest and CV of the ring shown now; "Before" and "After" once a step changed them.
QString spreadLine(const LessonView &v);
/// A share of keys as the ring view's callout writes it ("0.992%"; "0,992 %" in German).
QString keyPercent(double fraction);
/// "%1 of %2 keys moved (%3)."
QString movedLine(const ringcore::RemovalDiff &d);
/// The servers the reader removed in this lesson.
QString goneNames(const LessonView &v);

} // namespace ringlab::gui::lessons
