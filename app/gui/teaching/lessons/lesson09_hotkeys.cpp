#include "gui/teaching/lessons/lessonbook.h"
#include "gui/teaching/lessons/lessontext.h"

#include <QLocale>

namespace ringlab::gui {

using namespace lessons;
using ringcore::NumberText;

namespace {

/// Lesson 9's ε: the Experiment panel shows bounded loads' epsilon; the text says what it is.
QString hotKeyEpsilonLine(const LessonView &v)
{
    const QString setup = v.setup.options.value(QStringLiteral("epsilon"));
    const double epsilon = setup.toDouble();
    if (v.experiment.options.value(QStringLiteral("epsilon")) != setup)
        return Tr::tr("<p>The lesson started at ε = %1, where no server is ever full: every request went to its "
                      "first choice, as on a plain consistent-hashing ring.</p>")
            .arg(QLocale().toString(epsilon));
    return (v.experimentShown
                ? Tr::tr("<p>This ring is bounded loads with ε = %1 (epsilon in the Experiment panel): a server is full "
                         "only at 1+ε = %2 times its fair share, which never happens here, so every request goes to its "
                         "first choice, as on a plain consistent-hashing ring.</p>")
                : Tr::tr("<p>This ring is bounded loads with ε = %1: a server is full only at 1+ε = %2 times its fair "
                         "share, which never happens here, so every request goes to its first choice, as on a plain "
                         "consistent-hashing ring.</p>"))
        .arg(QLocale().toString(epsilon), QLocale().toString(1 + epsilon));
}

/// Lesson 9 with bounded loads: the requests that did not stay with their first choice, and how
/// many servers of the table ended with more than their first choice gave them.
QString spillLine(const LessonBook::HotKeyLoad &h)
{
    int gained = 0;
    for (size_t i = 0; i < h.firstLoads.size() && i < h.boundedLoads.size(); ++i)
        gained += h.boundedLoads[i] > h.firstLoads[i] ? 1 : 0;
    return Tr::tr("<p>%1 requests found their first choice full and went on clockwise to the next server with room. "
                  "Servers that ended up with more requests than their first choice: %2 (the rows whose ε column is "
                  "above their first-choice column).</p>")
        .arg(NumberText::integer(h.spilled), NumberText::integer(gained));
}

/// The hot-key lesson's requests per server, in the lesson panel: the ring's table and the
/// Numbers panel count keys (each once), so without this no number of the lesson could be
/// read anywhere in the window. The hot key's server in bold; with `bounded`, a second column.
QString requestTable(const ringcore::RingSnapshot &s, const LessonBook::HotKeyLoad &h, bool bounded)
{
    QString rows;
    for (int i = 0; i < s.servers.size() && size_t(i) < h.firstLoads.size(); ++i) {
        if (s.servers.at(i).down)
            continue;
        const bool hot = i == h.hotServer;
        const auto cell = [hot](const QString &text, bool right) {
            return QStringLiteral("<td style=\"font-size: small\"%1>%2%3%4</td>")
                .arg(right ? QStringLiteral(" align=\"right\"") : QString(), hot ? QStringLiteral("<b>") : QString(), text,
                     hot ? QStringLiteral("</b>") : QString());
        };
        // The server as the table beside the ring numbers it (# 5): a whole address is too wide.
        rows += QStringLiteral("<tr>") + cell(QString::number(i + 1) + (hot ? QStringLiteral(" ★") : QString()), false)
            + cell(NumberText::integer(h.firstLoads[size_t(i)]), true)
            + cell(NumberText::times(double(h.firstLoads[size_t(i)]) / h.fair, 2), true);
        if (bounded && size_t(i) < h.boundedLoads.size())
            rows += cell(NumberText::integer(h.boundedLoads[size_t(i)]), true)
                + cell(NumberText::times(double(h.boundedLoads[size_t(i)]) / h.fair, 2), true);
        rows += QStringLiteral("</tr>");
    }
    QString head = QStringLiteral("<tr><th style=\"font-size: small\" align=\"left\">%1</th><th style=\"font-size: small\" align=\"right\">%2</th>"
                                      "<th style=\"font-size: small\" align=\"right\">%3</th>")
                       .arg(QStringLiteral("#"), bounded ? Tr::tr("First choice") : Tr::tr("Requests"), Tr::tr("× fair"));
    if (bounded)
        head += QStringLiteral("<th style=\"font-size: small\" align=\"right\">%1</th><th style=\"font-size: small\" align=\"right\">%2</th>")
                    .arg(Tr::tr("ε = %1").arg(QLocale().toString(h.epsilon)), Tr::tr("× fair"));
    head += QStringLiteral("</tr>");
    return Tr::tr("<p>Requests per server, # as in the server table (★: the hot key's server, %1). "
                  "That table counts keys, each once; these are requests, the hot key's %2 included:</p>")
               .arg(name(s, h.hotServer), NumberText::integer(h.hotRequests))
        + QStringLiteral("<table width=\"100%\" cellspacing=\"0\" cellpadding=\"1\">") + head + rows + QStringLiteral("</table>");
}

} // namespace

namespace {

/// Lesson 9, registered below; a LessonBook, so that its helpers read as in every lesson.
struct Lesson09 : LessonBook
{
    static Lesson make();
};

} // namespace

Lesson Lesson09::make()
{
    Lesson lesson{
        QStringLiteral("hot-keys"), Tr::tr("9. Hot keys"),
        [](const ringcore::Experiment &) {
            ringcore::Experiment e = servers(pick({QStringLiteral("bounded-loads")}), 10);
            setOption(e, QStringLiteral("points"), QStringLiteral("100"));
            // ε = 100: capacity 101× a fair share, nobody is ever full: plain consistent hashing.
            setOption(e, QStringLiteral("epsilon"), QStringLiteral("100"));
            e.keys = 20000;
            e.title = Tr::tr("Lesson 9: hot keys");
            return e;
        },
        {{Lesson::RaisePoints, 1000, Tr::tr("Raise the points per server to 1,000 or more: is the hot server any quieter?"), {},
          Tr::tr("Press \"Show me\" to raise the points per server to 1,000: is the hot server any quieter?")},
         {Lesson::LowerEpsilon, 0.25, Tr::tr("Set ε (epsilon) to 0.25 or less: bounded loads let the hot key's requests spill over."), {},
          Tr::tr("Press \"Show me\" to set ε (epsilon) to 0.25: bounded loads let the hot key's requests spill over.")}},
        [](const LessonView &v) {
            const HotKeyLoad h = hotKeyLoad(v.base, v.setup);
            if (!h.ok)
                return Tr::tr("<p>This lesson needs the bounded-loads ring, which is not built in.</p>");
            // Once a step changed the ring, these paragraphs tell where the lesson started, in the
            // past tense: the ring beside them has other points and the hot key another server.
            const bool changed = v.experiment != v.setup;
            const QString setting = changed
                ? Tr::tr("<p>Points even out the <i>hash space</i>, not the traffic. The lesson started with %n servers "
                         "with %1 points each serving %2 requests: the experiment's keys once each, and one popular "
                         "key, %3, every tenth request (%4 requests).</p>", nullptr, v.base.enabledServers)
                : Tr::tr("<p>Points even out the <i>hash space</i>, not the traffic. Here %n servers with %1 points "
                         "each serve %2 requests: the experiment's keys once each, and one popular key, %3, every "
                         "tenth request (%4 requests).</p>", nullptr, v.base.enabledServers);
            const QString hot = changed
                ? Tr::tr("<p>All of them went to the key's one server, %1: it served %2 requests where a fair share "
                         "is %3, %4 its fair share.</p>")
                : Tr::tr("<p>All of them go to the key's one server, %1: it serves <b>%2</b> requests where a fair "
                         "share is %3, <b>%4</b> its fair share.</p>");
            return setting.arg(NumberText::fixed(v.base.pointsPerServer, 0), NumberText::integer(h.requests), QString::fromUtf8(h.hotKey), NumberText::integer(h.hotRequests))
                + hot.arg(name(v.base, h.hotServer), NumberText::integer(h.hotServerLoad), NumberText::fixed(h.fair, 0), NumberText::times(h.hotRelative, 2))
                + hotKeyEpsilonLine(v)
                + (v.steps == 0 ? requestTable(v.base, h, false) : QString());
        },
        [](const LessonView &v) {
            const HotKeyLoad h = hotKeyLoad(v.now, v.experiment);
            if (!h.ok)
                return QString();
            QString text = Tr::tr("<p>At k = %1 the hot key's server, %2, serves %3 requests: %4 its fair share. More "
                              "points cannot split one key.</p>")
                               .arg(NumberText::fixed(v.now.pointsPerServer, 0), name(v.now, h.hotServer), NumberText::integer(h.hotServerLoad),
                                    NumberText::times(h.hotRelative, 2));
            if (v.steps >= 2)
                text += Tr::tr("<p>With bounded loads at ε = %1 no server takes more than (1+ε) × fair: the busiest "
                           "serves %2 requests (%3), the hot key's server %4.</p>")
                            .arg(QLocale().toString(h.epsilon), NumberText::integer(h.boundedBusiestLoad), NumberText::times(h.boundedBusiest, 2),
                                 NumberText::integer(h.boundedHotServerLoad))
                    + spillLine(h);
            return text + requestTable(v.now, h, v.steps >= 2);
        },
        {}, {}}; // no prepare step, the busiest server's row
    // The table beside the ring opens at the hot key's server, the one the lesson is about.
    lesson.focus = [](const LessonView &v) { return hotKeyLoad(v.base, v.setup).hotServer; };
    return lesson;
}

RINGLAB_REGISTER_LESSON(9, Lesson09::make)

} // namespace ringlab::gui
