#include "gui/teaching/lessons/lessonbook.h"
#include "gui/teaching/lessons/lessontext.h"

#include "ringcore/rings/algorithmregistry.h"

#include <algorithm>
#include <cmath>

namespace ringlab::gui {

using namespace lessons;
using ringcore::NumberText;

namespace {

/// Lesson 7, registered below; a LessonBook, so that its helpers read as in every lesson.
struct Lesson07 : LessonBook
{
    static Lesson make();
};

} // namespace

Lesson Lesson07::make()
{
    return Lesson{
        QStringLiteral("envoy-rescale"), Tr::tr("7. Envoy's ring and its rescaling"),
        [](const ringcore::Experiment &) {
            ringcore::Experiment e = servers(pick({QStringLiteral("envoy-ring")}), 100);
            setOption(e, QStringLiteral("min-ring-size"), QStringLiteral("16000"));
            e.title = Tr::tr("Lesson 7: Envoy ring hash");
            return e;
        },
        {{Lesson::RemoveServer, 0, Tr::tr("Remove a host and look for magenta keys: they moved between hosts that stayed."), {}, {}}},
        [](const LessonView &v) {
            const ringcore::RingSnapshot &s = v.base;
            const double n = s.enabledServers;
            const double ring = double(s.pointCount);
            // The lesson sets Envoy's minimum_ring_size (RingLab's min-ring-size); say so, and what
            // Envoy's default would give these hosts, so that nobody leaves believing the default
            // ring has 16,000 points.
            QString sizing;
            if (v.setup.algorithm == QLatin1String("envoy-ring")) {
                // The registered port at its default options: its option's default and the points
                // it gives each host (the lesson names no type of the system's folder).
                const QString option = QStringLiteral("min-ring-size");
                QString defaultSize;
                if (const ringcore::AlgorithmInfo *info = ringcore::AlgorithmRegistry::find(v.setup.algorithm))
                    for (const ringcore::OptionSpec &spec : info->options)
                        if (spec.name == option)
                            defaultSize = spec.defaultValue;
                QString error;
                const auto atDefault = ringcore::AlgorithmRegistry::create(v.setup.algorithm, v.setup.servers, {}, &error);
                std::vector<int64_t> points(size_t(v.setup.servers.size()), 0);
                if (atDefault)
                    atDefault->forEachPoint([&points](const ringcore::RingPoint &p) {
                        if (p.server >= 0 && size_t(p.server) < points.size())
                            ++points[size_t(p.server)];
                    });
                const int64_t perHost = points.empty() ? 0 : *std::max_element(points.cbegin(), points.cend());
                sizing = Tr::tr("<p>Envoy's ring has at least <i>minimum_ring_size</i> points (RingLab's option "
                                "min-ring-size). This lesson sets it to <b>%1</b>; Envoy's default is %2, which would "
                                "give these %3 hosts only %4 points each.</p>")
                             .arg(NumberText::integer(v.setup.options.value(QStringLiteral("min-ring-size")).toLongLong()),
                                  NumberText::integer(defaultSize.toLongLong()), NumberText::integer(qint64(n)),
                                  NumberText::integer(perHost));
            }
            return sizing + Tr::tr("<p>Envoy sizes the ring for all hosts together: a ring of %1 points split over %2 hosts "
                      "gives %3 points each. Remove one and the %4 left get ceil(%1 / %4) = <b>%5</b> each, so every "
                      "survivor gains points, and those points take keys from other survivors.</p>")
                       .arg(NumberText::integer(qint64(ring))).arg(n).arg(NumberText::fixed(s.pointsPerServer, 0)).arg(n - 1)
                       .arg(NumberText::fixed(std::ceil(ring / std::max(1.0, n - 1)), 0))
                + spreadLine(v);
        },
        [](const LessonView &v) {
            if (!v.diff.comparable)
                return QString();
            const ringcore::RingSnapshot &s = v.now;
            // The host removed is named, as the table's "(down)" row and the status line name it.
            return (v.numbersShown
                        ? Tr::tr("<p>%3 was removed. Envoy builds a new ring from the %n hosts that are up: %1 points "
                                 "each, <b>%2</b> in the ring, as its centre and the Numbers panel say. The removed host's "
                                 "points are gone, not skipped as nginx's are in lesson 4. ", nullptr, s.enabledServers)
                        : Tr::tr("<p>%3 was removed. Envoy builds a new ring from the %n hosts that are up: %1 points "
                                 "each, <b>%2</b> in the ring, as its centre says. The removed host's points are gone, not "
                                 "skipped as nginx's are in lesson 4. ", nullptr, s.enabledServers))
                       .arg(NumberText::fixed(s.pointsPerServer, 0), NumberText::integer(qint64(s.pointCount)), goneNames(v))
                + movedLine(v.diff)
                + Tr::tr(" %1 keys left the removed host, and <b>%2</b> keys moved between hosts that stayed. "
                     "Consistent hashing keeps its promise only while the points per host do not change.</p>")
                      .arg(NumberText::integer(v.diff.movedFromGone), NumberText::integer(v.diff.movedBetweenSurvivors));
        },
        {}, {}}; // no prepare step, the busiest server's row
}

RINGLAB_REGISTER_LESSON(7, Lesson07::make)

} // namespace ringlab::gui
