#include "gui/teaching/lessons/lessonbook.h"
#include "gui/teaching/lessons/lessontext.h"

#include "gui/experiment/numberspanel.h"

namespace ringlab::gui {

using namespace lessons;
using ringcore::NumberText;

namespace {

/// Lesson 3, registered below; a LessonBook, so that its helpers read as in every lesson.
struct Lesson03 : LessonBook
{
    static Lesson make();
};

} // namespace

Lesson Lesson03::make()
{
    return Lesson{
        QStringLiteral("weights"), Tr::tr("3. Weights multiply points"),
        [](const ringcore::Experiment &) {
            ringcore::Experiment e = servers(pick({QStringLiteral("nginx"), QStringLiteral("ketama-v1")}), 3);
            e.servers[0].weight = 1;
            e.servers[1].weight = 2;
            e.servers[2].weight = 10;
            e.title = Tr::tr("Lesson 3: weights");
            return e;
        },
        {{Lesson::ChangeWeight, 0, Tr::tr("Select a server and press \"Weight…\" to change its weight."), {}, {}}},
        [](const LessonView &v) {
            const ringcore::RingSnapshot &s = v.base;
            QString rows;
            for (int i = 0; i < s.servers.size(); ++i)
                rows += Tr::tr("%1: weight %2, %3 points, share %4 (fair %5)<br>")
                            .arg(s.servers.at(i).address).arg(s.servers.at(i).weight)
                            .arg(NumberText::integer(qint64(s.pointsOf(i))))
                            .arg(NumberText::percentSign(s.shares[size_t(i)], 1), NumberText::percentSign(s.fairShare(i), 1));
            // Once a weight changed, these rows are the setup's: labelled so, beside the table's new ones.
            const bool changed = v.diff.comparable;
            return Tr::tr("<p>Servers are not identical. The Ketama answer: more weight, proportionally more "
                      "points. Weight does not split a fixed budget; it multiplies it.</p><p>%1</p>")
                       .arg((changed ? Tr::tr("<b>Before</b> (the lesson's setup):") + QStringLiteral("<br>") : QString()) + rows)
                + Tr::tr("<p>Total: <b>%1 points for %n servers</b>.</p>", nullptr, s.enabledServers)
                      .arg(NumberText::integer(qint64(s.pointCount)));
        },
        [](const LessonView &v) {
            const ringcore::RingSnapshot &s = v.now;
            QString changed;
            for (int i = 0; i < s.servers.size() && i < v.base.servers.size(); ++i)
                if (s.servers.at(i).weight != v.base.servers.at(i).weight)
                    changed += Tr::tr("<p>After the change, %1 has weight %2 and %3 points (share %4, fair %5).</p>")
                                   .arg(s.servers.at(i).address).arg(s.servers.at(i).weight)
                                   .arg(NumberText::integer(qint64(s.pointsOf(i))))
                                   .arg(NumberText::percentSign(s.shares[size_t(i)], 1), NumberText::percentSign(s.fairShare(i), 1));
            return changed
                + Tr::tr("<p>The ring now holds %1 points, and the busiest server carries %2 its weighted fair "
                     "share.</p>")
                      .arg(NumberText::integer(qint64(s.pointCount)), NumbersPanel::relativeText(s.busiest))
                + (v.diff.comparable ? Tr::tr("<p>Against the weights before the change: ") + movedLine(v.diff)
                           + Tr::tr(" A weight change moves keys between servers that all stay (magenta).</p>")
                                     : QString());
        },
        {}, {}}; // no prepare step, the busiest server's row
}

RINGLAB_REGISTER_LESSON(3, Lesson03::make)

} // namespace ringlab::gui
