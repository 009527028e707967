#include "gui/teaching/lessons/lessonbook.h"
#include "gui/teaching/lessons/lessontext.h"

#include "gui/experiment/numberspanel.h"
#include "ringcore/analysis/memorymodel.h"
#include "ringcore/rings/algorithm.h"
#include "ringcore/snapshot/spreadtheory.h"

#include <QLocale>

#include <algorithm>

namespace ringlab::gui {

using namespace lessons;
using ringcore::NumberText;

namespace {

/// Lesson 8, registered below; a LessonBook, so that its helpers read as in every lesson.
struct Lesson08 : LessonBook
{
    static Lesson make();
};

} // namespace

Lesson Lesson08::make()
{
    // `shown`: the ring is the one on screen (the Numbers panel's figure); otherwise the setup's,
    // labelled as what it was before the step.
    auto memoryLine = [](const ringcore::RingSnapshot &s, bool shown, bool numbersShown) {
        const double points = double(s.pointCount);
        const double packed = points * ringcore::MemoryModel::bytesPerPoint(ringcore::PointLayout::Packed6);
        const double padded = points * ringcore::MemoryModel::bytesPerPoint(ringcore::PointLayout::Padded8);
        return (shown && numbersShown
                    ? Tr::tr("<p>This ring holds %1 points in %2 (the Numbers panel's figure: %3 bytes a point plus the "
                             "addresses). pingora-ketama v2 packs a point into %3 bytes; v1's padded point takes %4 bytes, "
                             "%5 for the same points.</p>")
                : shown
                    ? Tr::tr("<p>This ring holds %1 points in %2 (%3 bytes a point plus the addresses). pingora-ketama v2 "
                             "packs a point into %3 bytes; v1's padded point takes %4 bytes, %5 for the same points.</p>")
                      : Tr::tr("<p><b>Before</b> (the lesson's setup) the ring held %1 points in %2 (%3 bytes a point plus "
                               "the addresses). pingora-ketama v2 packs a point into %3 bytes; v1's padded point takes %4 "
                               "bytes, %5 for the same points.</p>"))
            .arg(NumberText::integer(qint64(s.pointCount)), NumberText::bytes(double(s.memoryBytes)),
                 NumberText::integer(ringcore::MemoryModel::bytesPerPoint(ringcore::PointLayout::Packed6)),
                 NumberText::integer(ringcore::MemoryModel::bytesPerPoint(ringcore::PointLayout::Padded8)),
                 NumberText::bytes(padded + (double(s.memoryBytes) - packed)));
    };
    // A ketama ring keeps one point per 32-bit hash: points asked for that landed on a taken value
    // are dropped (Algorithm::generatedPointCount() counts them), so the ring holds fewer and the
    // Numbers panel writes k = 999.98. Said where the odd count first shows, so that it does not
    // read as a bug.
    auto collisionLine = [](const ringcore::RingSnapshot &s, bool numbersShown) {
        const ringcore::Algorithm *scheme = s.scheme.get();
        if (!scheme || scheme->generatedPointCount() <= s.pointCount)
            return QString();
        const qint64 lost = qint64(scheme->generatedPointCount() - s.pointCount);
        return (numbersShown
                    ? Tr::tr("<p>%n of the %1 points asked for landed on a 32-bit value that another point already had. "
                             "The ring keeps one point per value, so it holds %2 points, and the Numbers panel writes "
                             "k = %3 (%2 ÷ %4 servers).</p>", nullptr, NumberText::pluralCount(lost))
                    : Tr::tr("<p>%n of the %1 points asked for landed on a 32-bit value that another point already had. "
                             "The ring keeps one point per value, so it holds %2 points: k = %3 (%2 ÷ %4 servers).</p>",
                             nullptr, NumberText::pluralCount(lost)))
            .arg(NumberText::integer(qint64(scheme->generatedPointCount())), NumberText::integer(qint64(s.pointCount)),
                 NumbersPanel::kText(s), NumberText::integer(s.enabledServers));
    };
    return Lesson{
        QStringLiteral("cloudflare"), Tr::tr("8. Cloudflare's side of the curve"),
        [](const ringcore::Experiment &) {
            // pingora-ketama v2: Cloudflare's ring whose points per weight unit can be raised.
            ringcore::Experiment e = servers(pick({QStringLiteral("ketama-v2"), QStringLiteral("ideal")}), 100);
            setOption(e, QStringLiteral("points"), QStringLiteral("1000"));
            e.title = Tr::tr("Lesson 8: too many points");
            return e;
        },
        {{Lesson::RaisePoints, 10000, Tr::tr("Drag the points slider to 10,000 or more: what did the extra memory buy?"), {},
          Tr::tr("Press \"Show me\" to raise the points to 10,000: what did the extra memory buy?")}},
        [memoryLine, collisionLine](const LessonView &v) {
            const ringcore::RingSnapshot &s = v.base;
            const double cfPoints = 2048.0 * 100000.0;
            QString text = Tr::tr("<p>Points cost memory and, with 32-bit hashes, collisions. At k = %1:</p>")
                               .arg(NumberText::fixed(pointsOf(v.setup), 0))
                + collisionLine(s, v.numbersShown)
                + memoryLine(s, s.pointCount == v.now.pointCount && s.memoryBytes == v.now.memoryBytes, v.numbersShown);
            text += Tr::tr("<p>Expected colliding pairs in a 32-bit space: %1 for these %2 points; for Cloudflare's "
                       "2,048 servers × 100,000 points, %3 pairs, and %4 of the points land on a taken value.</p>")
                        .arg(QLocale().toString(ringcore::SpreadTheory::expectedCollisionPairs(double(s.pointCount), 32), 'f', 2),
                             NumberText::integer(qint64(s.pointCount)),
                             QLocale().toString(ringcore::SpreadTheory::expectedCollisionPairs(cfPoints, 32), 'f', 0),
                             NumberText::percentSign(ringcore::SpreadTheory::collidingPointFraction(cfPoints, 32), 1));
            return text + spreadLine(v);
        },
        [memoryLine, collisionLine](const LessonView &v) {
            const ringcore::RingSnapshot &s = v.now;
            return Tr::tr("<p>Now, at k = %1, the CV is %2 (formula %3), against %4 (formula %5) at k = %6.</p>")
                       .arg(NumberText::fixed(pointsOf(v.experiment), 0), NumbersPanel::cvText(s.cv), NumbersPanel::formulaPercent(s.cvFormula),
                            NumbersPanel::cvText(v.base.cv), NumbersPanel::formulaPercent(v.base.cvFormula), NumberText::fixed(pointsOf(v.setup), 0))
                + collisionLine(s, v.numbersShown)
                + memoryLine(s, true, v.numbersShown)
                + Tr::tr("<p>The gains are in the second decimal place; the memory bill is %1 times larger.</p>")
                      .arg(NumberText::fixed(double(s.memoryBytes) / double(std::max<size_t>(1, v.base.memoryBytes)), 1));
        },
        {}, {}}; // no prepare step, the busiest server's row
}

RINGLAB_REGISTER_LESSON(8, Lesson08::make)

} // namespace ringlab::gui
