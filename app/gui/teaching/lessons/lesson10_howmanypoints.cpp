#include "gui/teaching/lessons/lessonbook.h"
#include "gui/teaching/lessons/lessontext.h"

#include "gui/experiment/numberspanel.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <numeric>

namespace ringlab::gui {

using namespace lessons;
using ringcore::NumberText;

namespace {

/// Lesson 10's first paragraph: whose servers the ring has. "Your" only when they are the
/// reader's own (addresses, weights and down servers), as the table beside it shows them.
QString howManyIntro(const LessonView &v)
{
    const ringcore::RingSnapshot &s = v.base;
    const bool yours = v.user && v.setup.servers == v.user->servers;
    int down = 0, weighted = 0;
    for (const ringcore::Server &server : v.setup.servers) {
        down += server.down ? 1 : 0;
        weighted += !server.down && server.weight != 1 ? 1 : 0;
    }
    // At least two servers are up (the lesson's setup makes sure of it).
    QString text = yours ? Tr::tr("<p>Your experiment's %n servers that are up, with your addresses and weights, on an "
                                  "ideal ring with %1 points per unit of weight (nginx's default).", nullptr, s.enabledServers)
                         : Tr::tr("<p>%n servers of weight 1 on an ideal ring with %1 points each (nginx's default).",
                                  nullptr, s.enabledServers);
    text = text.arg(NumberText::fixed(LessonBook::pointsOf(v.setup), 0));
    if (yours && weighted > 0)
        text += Tr::tr(" Servers whose weight is not 1: %1; each has its weight times the points.").arg(weighted);
    if (yours && down > 0)
        text += Tr::tr(" Your down servers stay down here too: %1.").arg(down);
    return text + Tr::tr(" The Spread page plots the busiest server against k; its curve falls like the CV formula, "
                         "here %1.</p>").arg(NumbersPanel::formulaPercent(s.cvFormula));
}

/// Lesson 10: the Advisor's fix, and the Spread page's own estimate when it simulates these servers.
QString howManyFix(const LessonBook::PointsFix &f, qint64 totalWeight)
{
    QString text;
    if (f.fixPoints > 0)
        text += Tr::tr("<p>Its fix: the fewest points per server that pass in 95% of its simulated rings is "
                       "<b>k ≈ %1</b> (%2 of rings within, 95th percentile %3), %4 points in the ring.</p>")
                    .arg(NumberText::integer(f.fixPoints), NumberText::percentSign(f.fixWithin, 1), NumberText::times(f.fixP95, 2),
                         NumberText::integer(qint64(f.fixPoints) * totalWeight));
    if (f.fixPoints > 0 && f.spreadPoints > 0 && f.spreadPoints != f.fixPoints)
        text += Tr::tr("<p>It is an estimate: the 95% mark rests on the busiest few of %1 random rings, and "
                       "another draw of rings moves it. The Spread page's search draws its own %1 rings and "
                       "finds k ≈ %2 for the same %3 servers and 1+ε = %4, %5 away.</p>")
                    .arg(NumberText::integer(LessonBook::kFixRings), NumberText::integer(f.spreadPoints), NumberText::integer(f.servers),
                         NumberText::times(1 + f.epsilon, 2),
                         NumberText::percentSign(std::abs(double(f.spreadPoints) / double(f.fixPoints) - 1), 0));
    return text;
}

} // namespace

namespace {

/// Lesson 10, registered below; a LessonBook, so that its helpers read as in every lesson.
struct Lesson10 : LessonBook
{
    static Lesson make();
};

} // namespace

Lesson Lesson10::make()
{
    return Lesson{
        QStringLiteral("how-many-points"), Tr::tr("10. How many points do you need?"),
        [](const ringcore::Experiment &user) {
            // Your own servers: their addresses, weights and down servers (within what a lesson
            // simulates at once; beyond that, as many servers of weight 1).
            const std::vector<int> up = upWeights(user);
            const qint64 weight = std::accumulate(up.cbegin(), up.cend(), qint64(0));
            const bool own = up.size() >= 2 && int(up.size()) <= kOwnMaxServers && weight <= kOwnMaxWeight;
            ringcore::Experiment e = servers(pick({QStringLiteral("ideal"), QStringLiteral("ketama-v2")}),
                                             std::clamp(int(up.size()), 2, kOwnMaxServers));
            if (own)
                e.servers = user.servers;
            setOption(e, QStringLiteral("points"), QString::number(kFixFrom));
            e.title = Tr::tr("Lesson 10: how many points");
            return e;
        },
        {{Lesson::RaisePoints, 0, Tr::tr("Raise the points per server to the Advisor's fix, %1, and compare."),
          [](const ringcore::Experiment &setup) {
              const auto f = cachedPointsFix(upWeights(setup), kFixEpsilon, kFixFrom);
              return f && f->fixPoints > 0 ? double(f->fixPoints) : std::numeric_limits<double>::infinity();
          },
          Tr::tr("Press \"Show me\" to raise the points per server to the Advisor's fix, %1, and compare.")}},
        [](const LessonView &v) {
            const std::vector<int> weights = upWeights(v.setup);
            const auto fix = cachedPointsFix(weights, kFixEpsilon, kFixFrom);
            if (!fix)
                return Tr::tr("<p><i>The Advisor's screen is simulating random rings of this size…</i></p>");
            const PointsFix f = *fix;
            const qint64 totalWeight = std::accumulate(weights.cbegin(), weights.cend(), qint64(0));
            return howManyIntro(v) + spreadLine(v) + pointsScreenText(f) + howManyFix(f, totalWeight);
        },
        [](const LessonView &v) {
            return Tr::tr("<p>At k = %1 this ring's busiest server owns %2 its fair share (CV %3), with %4 points in "
                      "%5.</p>")
                .arg(NumberText::fixed(pointsOf(v.experiment), 0), NumbersPanel::relativeText(v.now.busiest), NumbersPanel::cvText(v.now.cv), NumberText::integer(qint64(v.now.pointCount)),
                     NumberText::bytes(double(v.now.memoryBytes)));
        },
        [](const ringcore::Experiment &setup) -> std::function<void(const JobControl &)> {
            std::vector<int> weights = upWeights(setup);
            if (cachedPointsFix(weights, kFixEpsilon, kFixFrom))
                return {};
            return [weights = std::move(weights)](const JobControl &job) { pointsFix(weights, kFixEpsilon, kFixFrom, &job); };
        },
        {}}; // the busiest server's row
}

RINGLAB_REGISTER_LESSON(10, Lesson10::make)

} // namespace ringlab::gui
