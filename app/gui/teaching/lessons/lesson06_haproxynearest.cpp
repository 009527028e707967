#include "gui/teaching/lessons/lessonbook.h"
#include "gui/teaching/lessons/lessontext.h"

#include "gui/experiment/numberspanel.h"
#include "ringcore/snapshot/spreadtheory.h"

namespace ringlab::gui {

using namespace lessons;
using ringcore::NumberText;

namespace {

/// Lesson 6, registered below; a LessonBook, so that its helpers read as in every lesson.
struct Lesson06 : LessonBook
{
    static Lesson make();
};

} // namespace

Lesson Lesson06::make()
{
    return Lesson{
        QStringLiteral("haproxy-nearest"), Tr::tr("6. HAProxy's nearest-point rule"),
        [](const ringcore::Experiment &) {
            ringcore::Experiment e = servers(pick({QStringLiteral("haproxy")}), 100);
            e.title = Tr::tr("Lesson 6: HAProxy");
            return e;
        },
        {{Lesson::Lookup, 0,
          Tr::tr("Type a key above the ring and press Enter (or double-click the circle) to watch both directions."), {}, {}}},
        [](const LessonView &v) {
            const ringcore::RingSnapshot &s = v.base;
            return Tr::tr("<p>HAProxy places %1 points per server at weight 1, and a key goes to the <b>nearer</b> of "
                      "the two neighbouring points, not simply the next one. Each point then owns half of the gap "
                      "on either side, and averaging two gaps roughly halves the variance.</p>")
                       .arg(NumberText::fixed(s.pointsPerServer, 0))
                + spreadLine(v)
                + Tr::tr("<p>A next-point ring with k = %1 would have a CV of about %2; with k = %3 about %4.</p>")
                      .arg(NumberText::fixed(s.pointsPerServer, 0), NumbersPanel::formulaPercent(ringcore::SpreadTheory::cvFormula(s.enabledServers, s.pointsPerServer)),
                           NumberText::fixed(2 * s.pointsPerServer, 0), NumbersPanel::formulaPercent(ringcore::SpreadTheory::cvFormula(s.enabledServers, 2 * s.pointsPerServer)));
        },
        [](const LessonView &v) {
            QString text = Tr::tr("<p>The two arcs show the distance to the next and to the previous point; the shorter "
                              "one wins.</p>");
            const ringcore::LookupTrace *t = v.trace;
            if (t && t->rule == ringcore::LookupKind::NearestPoint && t->nextPoint >= 0)
                text += Tr::tr("<p>%1: the next point clockwise is %2 of the circle away, the previous one %3; the "
                           "nearer one belongs to %4, which serves the key.</p>")
                            .arg(t->key.isEmpty() ? Tr::tr("This spot") : QString::fromUtf8(t->key).toHtmlEscaped(),
                                 NumberText::percentSign(t->nextDistance, 4), NumberText::percentSign(t->previousDistance, 4), name(v.now, t->owner));
            return text;
        },
        {}, {}}; // no prepare step, the busiest server's row
}

RINGLAB_REGISTER_LESSON(6, Lesson06::make)

} // namespace ringlab::gui
