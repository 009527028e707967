#pragma once

#include "gui/teaching/lesson.h"

#include <QList>

namespace ringlab::gui {

/// The guided tour's lessons, in order: from one point per server to Cloudflare's side of the
/// curve. Texts are translatable; every number is computed from ringcore when the lesson shows.
class LessonBook
{
public:
    static QList<Lesson> all();

    /// The first registered algorithm among the preferred ones (lessons degrade gracefully when
    /// a scheme is not built in).
    static QString pick(const QStringList &preferred);
    /// Sets an option only if the experiment's algorithm has it.
    static void setOption(ringcore::Experiment &e, const QString &name, const QString &value);
    /// The value of the experiment's points option, or 0 when it has none.
    static double pointsOf(const ringcore::Experiment &e);
};

} // namespace ringlab::gui
