#include "gui/teaching/lessons/lessonbook.h"
#include "gui/teaching/lessons/lessontext.h"

#include "ringcore/snapshot/spreadtheory.h"

#include <algorithm>

namespace ringlab::gui {

using namespace lessons;
using ringcore::NumberText;

namespace {

/// Lesson 5, registered below; a LessonBook, so that its helpers read as in every lesson.
struct Lesson05 : LessonBook
{
    static Lesson make();
};

} // namespace

Lesson Lesson05::make()
{
    return Lesson{
        QStringLiteral("modulo"), Tr::tr("5. Modulo versus consistent hashing"),
        [](const ringcore::Experiment &) {
            ringcore::Experiment e = servers(pick({QStringLiteral("modulo")}), 100);
            e.title = Tr::tr("Lesson 5: modulo");
            return e;
        },
        {{Lesson::RemoveServer, 0, Tr::tr("Remove any server and count the magenta keys."), {}, {}}},
        [](const LessonView &v) {
            const ringcore::RingSnapshot &s = v.base;
            const double n = s.enabledServers;
            return Tr::tr("<p>The obvious scheme, server = hash mod N, spreads keys perfectly. But when N changes, a "
                          "key stays only if hash mod N equals hash mod (N−1): about <b>%1</b> of all keys move. A "
                          "consistent ring moves only the leaving server's keys, about 1/N = <b>%2</b>.</p>")
                       .arg(NumberText::percentSign(ringcore::SpreadTheory::moduloMovedFraction(n), 0),
                            NumberText::percentSign(1.0 / std::max(1.0, n), 0))
                + spreadLine(v);
        },
        [](const LessonView &v) {
            if (!v.diff.comparable)
                return QString();
            return Tr::tr("<p>Measured against the same %n servers before the removal: ", nullptr, v.base.enabledServers)
                + movedLine(v.diff)
                + Tr::tr(" %1 of them moved between servers that are still there (magenta). On a cache tier every "
                     "one of them is a miss.</p>")
                      .arg(NumberText::integer(v.diff.movedBetweenSurvivors));
        },
        {}, {}}; // no prepare step, the busiest server's row
}

RINGLAB_REGISTER_LESSON(5, Lesson05::make)

} // namespace ringlab::gui
