#include "gui/teaching/lessons/lessonbook.h"
#include "gui/teaching/lessons/lessontext.h"

#include "gui/experiment/numberspanel.h"
#include "ringcore/snapshot/spreadtheory.h"

namespace ringlab::gui {

using namespace lessons;
using ringcore::NumberText;

namespace {

/// Lesson 2, registered below; a LessonBook, so that its helpers read as in every lesson.
struct Lesson02 : LessonBook
{
    static Lesson make();
};

} // namespace

Lesson Lesson02::make()
{
    return Lesson{
        QStringLiteral("virtual-points"), Tr::tr("2. Virtual points and the 1/√k law"),
        [](const ringcore::Experiment &) {
            ringcore::Experiment e = servers(pick(lessons::pointRings()), 100);
            setOption(e, QStringLiteral("points"), QStringLiteral("10"));
            e.title = Tr::tr("Lesson 2: virtual points");
            return e;
        },
        {{Lesson::RaisePoints, 1000, Tr::tr("Drag the points-per-server slider to 1,000 or more and watch the CV."), {},
          Tr::tr("Press \"Show me\" to give every server 1,000 points, and watch the CV.")}},
        [](const LessonView &v) {
            const ringcore::RingSnapshot &s = v.base;
            QString table;
            for (double k : {10.0, 40.0, 160.0, 640.0, 2560.0})
                table += Tr::tr("k = %1 → %2<br>").arg(NumberText::fixed(k, 0), NumberText::percentSign(ringcore::SpreadTheory::cvFormula(s.enabledServers, k), 1));
            return Tr::tr("<p>Give every server k points instead of one (\"server-7:0\", \"server-7:1\", …). A server's "
                          "share is now a sum of k small arcs, and sums of independent pieces concentrate.</p>")
                + spreadLine(v)
                + Tr::tr("<p>For k = %3 the formula says %1. Every 4× more points halves the CV:</p><p>%2</p>")
                      .arg(NumbersPanel::formulaPercent(s.cvFormula), table, NumberText::fixed(s.pointsPerServer, 0));
        },
        [](const LessonView &v) {
            const ringcore::RingSnapshot &s = v.now;
            return Tr::tr("<p>Now, at k = %1, the measured CV is %2 and the formula predicts %3; the busiest server is "
                      "down to %4. The price: %5 points in the ring instead of %6.</p>")
                .arg(NumberText::fixed(s.pointsPerServer, 0), NumbersPanel::cvText(s.cv), NumbersPanel::formulaPercent(s.cvFormula), NumbersPanel::relativeText(s.busiest),
                     NumberText::integer(qint64(s.pointCount)), NumberText::integer(qint64(v.base.pointCount)));
        },
        {}, {}}; // no prepare step, the busiest server's row
}

RINGLAB_REGISTER_LESSON(2, Lesson02::make)

} // namespace ringlab::gui
