#include "gui/teaching/lessons/lessonbook.h"
#include "gui/teaching/lessons/lessontext.h"

#include "gui/experiment/numberspanel.h"
#include "ringcore/snapshot/spreadtheory.h"

#include <algorithm>

namespace ringlab::gui {

using namespace lessons;
using ringcore::NumberText;

namespace {

/// Lesson 1, registered below; a LessonBook, so that its helpers read as in every lesson.
struct Lesson01 : LessonBook
{
    static Lesson make();
};

} // namespace

Lesson Lesson01::make()
{
    return Lesson{
        QStringLiteral("one-point"), Tr::tr("1. One point per server"),
        [](const ringcore::Experiment &) {
            ringcore::Experiment e = servers(pick(lessons::pointRings()), 100);
            setOption(e, QStringLiteral("points"), QStringLiteral("1"));
            e.title = Tr::tr("Lesson 1: one point per server");
            return e;
        },
        {{Lesson::SelectServer, 0, Tr::tr("Click the widest arc of the outer band (or the top row of the table)."), {}, {}}},
        [](const LessonView &v) {
            const ringcore::RingSnapshot &s = v.base;
            return Tr::tr("<p>Every server is hashed to <b>one</b> point of the circle, and a key belongs to the first "
                      "point clockwise from it. With %n servers the fair share is %1 each.</p>", nullptr, s.enabledServers)
                       .arg(NumberText::percentSign(1.0 / std::max(1, s.enabledServers), 2))
                + spreadLine(v)
                + Tr::tr("<p>The gaps between random points are not equal: they are roughly exponentially "
                     "distributed, lots of slivers and a few huge arcs. The formula sqrt((N−1)/(N·k+1)) "
                     "predicts a CV of <b>%1</b> for k = 1: the noise is as big as the signal.</p>")
                      .arg(NumbersPanel::formulaPercent(ringcore::SpreadTheory::cvFormula(s.enabledServers, 1)));
        },
        [](const LessonView &v) {
            const ringcore::RingSnapshot &s = v.now;
            return Tr::tr("<p>The busiest server, %1, owns %2 of the circle: %3 its fair share. Nobody made a "
                      "mistake; this is what one random point per server gives.</p>")
                .arg(name(s, s.busiestServer), NumberText::percentSign(s.shares[size_t(s.busiestServer)], 2), NumbersPanel::relativeText(s.busiest));
        },
        {}, {}}; // no prepare step, the busiest server's row
}

RINGLAB_REGISTER_LESSON(1, Lesson01::make)

} // namespace ringlab::gui
