#include "gui/teaching/lessons/lessonbook.h"
#include "gui/teaching/lessons/lessontext.h"

namespace ringlab::gui {

using namespace lessons;
using ringcore::NumberText;

namespace {

/// Lesson 4, registered below; a LessonBook, so that its helpers read as in every lesson.
struct Lesson04 : LessonBook
{
    static Lesson make();
};

} // namespace

Lesson Lesson04::make()
{
    return Lesson{
        QStringLiteral("server-leaves"), Tr::tr("4. When a server leaves"),
        [](const ringcore::Experiment &) {
            ringcore::Experiment e = servers(pick({QStringLiteral("nginx"), QStringLiteral("ketama-v1"), QStringLiteral("ideal")}), 100);
            e.title = Tr::tr("Lesson 4: a server leaves");
            return e;
        },
        {{Lesson::RemoveServer, 0, Tr::tr("Select a server and press \"Remove server\" (or right-click it on the ring)."), {}, {}}},
        [](const LessonView &v) {
            const ringcore::RingSnapshot &s = v.base;
            return Tr::tr("<p>%n servers, each with %1 points on the ring. When a server fails, nginx marks it "
                      "<i>down</i>: its points stay on the ring and are skipped, so each of them hands its arc to "
                      "the next point clockwise whose server is up. Only its own keys move, each to the "
                      "neighbour after one of its points.</p>", nullptr, s.enabledServers)
                       .arg(NumberText::integer(qint64(s.pointsOf(0))))
                + spreadLine(v)
                + (v.steps == 0 ? Tr::tr("<p>No server has left yet: 0 of %1 keys moved.</p>").arg(NumberText::integer(s.keysRouted))
                                : QString());
        },
        [](const LessonView &v) {
            if (!v.diff.comparable || v.diff.goneServers.isEmpty())
                return QString();
            qint64 own = 0;
            for (int g : v.diff.goneServers)
                own += size_t(g) < v.base.keyCounts.size() ? v.base.keyCounts[size_t(g)] : 0;
            const int gone = v.diff.goneServers.constFirst();
            // The ring shown now, counted as its centre and the Numbers panel count it: the down
            // servers' points are still in it (skipped), unlike Envoy's rebuilt ring in lesson 7.
            const ringcore::RingSnapshot &s = v.now;
            qint64 skipped = 0;
            for (int i = 0; i < s.servers.size(); ++i)
                skipped += s.servers.at(i).down ? qint64(s.pointsOf(i)) : 0;
            return Tr::tr("<p>%1 is marked down. Against the same %n servers before the removal: ", nullptr, v.base.enabledServers)
                       .arg(goneNames(v))
                + movedLine(v.diff)
                + Tr::tr(" The down server held %1 keys (%2); its %3 points are skipped, and they handed those keys to "
                     "%n other servers; the largest took %4 of them. Keys that moved between surviving servers: "
                     "<b>%5</b>.</p>", nullptr, v.diff.receivers)
                      .arg(NumberText::integer(own), keyPercent(v.diff.keys ? double(own) / double(v.diff.keys) : 0),
                           NumberText::integer(qint64(v.base.pointsOf(gone))), keyPercent(v.diff.largestReceiverShare),
                           NumberText::integer(v.diff.movedBetweenSurvivors))
                + (v.numbersShown
                       ? Tr::tr("<p>The ring still holds <b>%1</b> points, as its centre and the Numbers panel say: %2 belong "
                                "to servers that are up, %3 to the down server and are skipped. Envoy (lesson 7) instead takes "
                                "a removed host's points off and builds a new ring.</p>")
                       : Tr::tr("<p>The ring still holds <b>%1</b> points, as its centre says: %2 belong to servers that "
                                "are up, %3 to the down server and are skipped. Envoy (lesson 7) instead takes a removed "
                                "host's points off and builds a new ring.</p>"))
                      .arg(NumberText::integer(qint64(s.pointCount)), NumberText::integer(qint64(s.pointCount) - skipped),
                           NumberText::integer(skipped));
        },
        {}, {}}; // no prepare step, the busiest server's row
}

RINGLAB_REGISTER_LESSON(4, Lesson04::make)

} // namespace ringlab::gui
