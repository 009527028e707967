#include "gui/teaching/lessons/lessontext.h"

#include "gui/experiment/numberspanel.h"
#include "ringcore/core/serverlistparser.h"

namespace ringlab::gui::lessons {

using ringcore::NumberText;

QStringList pointRings()
{
    // Rings with a free "points" option; the ideal ring is the purest, ketama the closest real one.
    // (pingora-ketama v1 has a fixed 160 points per weight unit, so it is no candidate; v2 has the option.)
    return {QStringLiteral("ideal"), QStringLiteral("ketama-v2"), QStringLiteral("multiprobe")};
}

SpreadFigures::SpreadFigures(const ringcore::RingSnapshot &s)
    : busiest(NumbersPanel::relativeText(s.busiest)), quietest(NumbersPanel::relativeText(s.quietest)),
      cv(NumbersPanel::cvText(s.cv))
{
}

QString name(const ringcore::RingSnapshot &s, int server)
{
    return server >= 0 && server < s.servers.size() ? s.servers.at(server).address : QString();
}

ringcore::Experiment servers(const QString &algorithm, int n)
{
    ringcore::Experiment e = ringcore::Experiment::defaultExperiment();
    e.algorithm = algorithm;
    e.options.clear();
    QString ignored;
    e.servers = ringcore::ServerListParser::parseServers(QString::number(n), &ignored);
    e.keys = 100000;
    e.keyFile.clear();
    e.seed = 1;
    return e;
}

/// Which ring a sentence describes: "100 servers, k = 160" (k only for rings with points), k
/// written as the Numbers panel's formula line writes it (999.98 when two points collided, not a
/// rounded 1,000 beside the panel's 999.98).
QString stateLabel(const ringcore::RingSnapshot &s)
{
    const bool points = (s.rule == ringcore::LookupKind::NextPoint || s.rule == ringcore::LookupKind::NearestPoint)
        && s.pointsPerServer > 0 && s.effectivePoints > 0;
    return points ? Tr::tr("%n servers, k = %1", nullptr, s.enabledServers).arg(NumbersPanel::kText(s))
                  : Tr::tr("%n servers", nullptr, s.enabledServers);
}

/// Busiest, quietest and CV of the ring shown now, with the Numbers panel's figures, saying which
/// ring they belong to. Once a step changed them, the lesson's setup ("Before") and the ring shown
/// now ("After", what the Numbers panel says) are given separately, each labelled.
QString spreadLine(const LessonView &v)
{
    const SpreadFigures now(v.now);
    const SpreadFigures base(v.base);
    // The Numbers panel is named only while it is on screen (presenter mode hides it).
    if (now == base)
        return (v.numbersShown
                    ? Tr::tr("<p>With %4, as the Numbers panel shows: the busiest server owns <b>%1</b> its fair share "
                             "of the circle, the quietest <b>%2</b>; the coefficient of variation (CV) is <b>%3</b>.</p>")
                    : Tr::tr("<p>With %4: the busiest server owns <b>%1</b> its fair share of the circle, the quietest "
                             "<b>%2</b>; the coefficient of variation (CV) is <b>%3</b>.</p>"))
            .arg(now.busiest, now.quietest, now.cv, stateLabel(v.now));
    return Tr::tr("<p><b>Before</b> (%4): the busiest server owned %1 its fair share of the circle, the quietest "
                  "%2; the CV was %3.</p>")
               .arg(base.busiest, base.quietest, base.cv, stateLabel(v.base))
        + (v.numbersShown
               ? Tr::tr("<p><b>After</b> (%4, as the Numbers panel shows now): the busiest server owns <b>%1</b> its fair "
                        "share, the quietest <b>%2</b>; the CV is <b>%3</b>.</p>")
               : Tr::tr("<p><b>After</b> (%4): the busiest server owns <b>%1</b> its fair share, the quietest <b>%2</b>; "
                        "the CV is <b>%3</b>.</p>"))
              .arg(now.busiest, now.quietest, now.cv, stateLabel(v.now));
}

/// A share of keys as the ring view's callout writes it (3 significant digits: "0.992%"), with
/// the locale's percent sign ("0,992 %" in German: percentSign's sign, taken from "0%").
QString keyPercent(double fraction)
{
    return NumberText::percent(fraction, 3) + NumberText::percentSign(0, 0).mid(1);
}

QString movedLine(const ringcore::RemovalDiff &d)
{
    return Tr::tr("%1 of %2 keys moved (%3).", nullptr, NumberText::pluralCount(d.keys))
        .arg(NumberText::integer(d.moved()), NumberText::integer(d.keys), keyPercent(d.keys ? double(d.moved()) / double(d.keys) : 0));
}

/// The servers the reader removed in this lesson (indices of the lesson's experiment).
QString goneNames(const LessonView &v)
{
    QStringList names;
    for (int g : v.diff.goneServers)
        names << name(v.base, g);
    return names.join(QStringLiteral(", "));
}

} // namespace ringlab::gui::lessons
