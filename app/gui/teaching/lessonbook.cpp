#include "gui/teaching/lessonbook.h"

#include "ringcore/core/serverlistparser.h"
#include "ringcore/rings/algorithmregistry.h"
#include "ringcore/snapshot/spreadtheory.h"

#include <QCoreApplication>
#include <QLocale>

#include <cmath>

namespace ringlab::gui {

namespace {

constexpr double kKetamaV1Points = 160; // pingora-ketama v1: fixed points per weight unit

QString tr(const char *text)
{
    return QCoreApplication::translate("ringlab::gui::LessonBook", text);
}

QString pct(double fraction, int digits = 2)
{
    return QLocale().toString(fraction * 100, 'f', digits) + QLatin1Char('%');
}

QString num(double v, int digits = 0)
{
    return QLocale().toString(v, 'f', digits);
}

QString times(double v)
{
    return QLocale().toString(v, 'f', 2) + QStringLiteral("×");
}

QString name(const ringcore::RingSnapshot &s, int server)
{
    return server >= 0 && server < s.servers.size() ? s.servers.at(server).address : QString();
}

ringcore::Experiment servers(const QString &algorithm, int count)
{
    ringcore::Experiment e = ringcore::Experiment::defaultExperiment();
    e.algorithm = algorithm;
    QString ignored;
    e.servers = ringcore::ServerListParser::parseServers(QString::number(count), &ignored);
    e.keys = 100000;
    e.seed = 1;
    return e;
}

QString spreadLine(const ringcore::RingSnapshot &s)
{
    return tr("<p>Right now: the busiest server owns <b>%1</b> its fair share of the circle, the quietest "
              "<b>%2</b>; the coefficient of variation (CV) is <b>%3</b>.</p>")
        .arg(times(s.busiest), times(s.quietest), pct(s.cv, 1));
}

} // namespace

QString LessonBook::pick(const QStringList &preferred)
{
    for (const QString &name : preferred)
        if (ringcore::AlgorithmRegistry::find(name))
            return name;
    const QStringList names = ringcore::AlgorithmRegistry::names();
    return names.isEmpty() ? preferred.value(0) : names.first();
}

void LessonBook::setOption(ringcore::Experiment &e, const QString &name, const QString &value)
{
    const ringcore::AlgorithmInfo *info = ringcore::AlgorithmRegistry::find(e.algorithm);
    if (!info)
        return;
    for (const ringcore::OptionSpec &o : info->options)
        if (o.name == name)
            e.options.insert(name, value);
}

double LessonBook::pointsOf(const ringcore::Experiment &e)
{
    return e.options.value(QStringLiteral("points")).toDouble();
}

QList<Lesson> LessonBook::all()
{
    // Rings with a free "points" option; the ideal ring is the purest, ketama the closest real one.
    // (pingora-ketama v1 has a fixed 160 points per weight unit, so it is no candidate; v2 has the option.)
    const QStringList pointRings{QStringLiteral("ideal"), QStringLiteral("ketama-v2"), QStringLiteral("multiprobe")};
    QList<Lesson> lessons;

    lessons << Lesson{
        QStringLiteral("one-point"), tr("1. One point per server"),
        [pointRings] {
            ringcore::Experiment e = servers(pick(pointRings), 100);
            setOption(e, QStringLiteral("points"), QStringLiteral("1"));
            e.title = tr("Lesson 1: one point per server");
            return e;
        },
        Lesson::SelectServer, 0,
        tr("Click the widest arc of the outer band (or the top row of the table)."),
        [](const ringcore::RingSnapshot &s) {
            return tr("<p>Every server is hashed to <b>one</b> point of the circle, and a key belongs to the first "
                      "point clockwise from it. With %1 servers the fair share is %2 each.</p>")
                       .arg(s.enabledServers).arg(pct(1.0 / std::max(1, s.enabledServers)))
                + spreadLine(s)
                + tr("<p>The gaps between random points are not equal: they are roughly exponentially "
                     "distributed, lots of slivers and a few huge arcs. The formula sqrt((N−1)/(N·k+1)) "
                     "predicts a CV of <b>%1</b> for k = 1: the noise is as big as the signal.</p>")
                      .arg(pct(ringcore::SpreadTheory::cvFormula(s.enabledServers, 1), 1));
        },
        [](const ringcore::RingSnapshot &s, const ringcore::RemovalDiff &) {
            return tr("<p>The busiest server, %1, owns %2 of the circle: %3 its fair share. Nobody made a "
                      "mistake; this is what one random point per server gives.</p>")
                .arg(name(s, s.busiestServer), pct(s.shares[size_t(s.busiestServer)]), times(s.busiest));
        }};

    lessons << Lesson{
        QStringLiteral("virtual-points"), tr("2. Virtual points and the 1/√k law"),
        [pointRings] {
            ringcore::Experiment e = servers(pick(pointRings), 100);
            setOption(e, QStringLiteral("points"), QStringLiteral("10"));
            e.title = tr("Lesson 2: virtual points");
            return e;
        },
        Lesson::RaisePoints, 1000,
        tr("Drag the points-per-server slider to 1,000 or more and watch the CV."),
        [](const ringcore::RingSnapshot &s) {
            QString table;
            for (double k : {10.0, 40.0, 160.0, 640.0, 2560.0})
                table += tr("k = %1 → %2<br>").arg(num(k), pct(ringcore::SpreadTheory::cvFormula(s.enabledServers, k), 1));
            return tr("<p>Give every server k points instead of one (\"server-7:0\", \"server-7:1\", …). A server's "
                      "share is now a sum of k small arcs, and sums of independent pieces concentrate.</p>")
                + spreadLine(s)
                + tr("<p>With k = %1 the formula says %2. Every 4× more points halves the CV:</p><p>%3</p>")
                      .arg(num(s.pointsPerServer), pct(s.cvFormula, 1), table);
        },
        [](const ringcore::RingSnapshot &s, const ringcore::RemovalDiff &) {
            return tr("<p>At k = %1 the measured CV is %2 and the formula predicts %3; the busiest server is down "
                      "to %4. The price: %5 points in the ring.</p>")
                .arg(num(s.pointsPerServer), pct(s.cv, 2), pct(s.cvFormula, 2), times(s.busiest),
                     QLocale().toString(qulonglong(s.pointCount)));
        }};

    lessons << Lesson{
        QStringLiteral("weights"), tr("3. Weights multiply points"),
        [] {
            ringcore::Experiment e = servers(pick({QStringLiteral("nginx"), QStringLiteral("ketama-v1")}), 3);
            e.servers[0].weight = 1;
            e.servers[1].weight = 2;
            e.servers[2].weight = 10;
            e.title = tr("Lesson 3: weights");
            return e;
        },
        Lesson::ChangeWeight, 0,
        tr("Select a server and press \"Weight…\" to change its weight."),
        [](const ringcore::RingSnapshot &s) {
            QString rows;
            for (int i = 0; i < s.servers.size(); ++i)
                rows += tr("%1: weight %2, %3 points, share %4 (fair %5)<br>")
                            .arg(s.servers.at(i).address).arg(s.servers.at(i).weight)
                            .arg(s.pointsOf(i))
                            .arg(pct(s.shares[size_t(i)], 1), pct(s.fairShare(i), 1));
            return tr("<p>Servers are not identical. The Ketama answer: more weight, proportionally more "
                      "points. Weight does not split a fixed budget; it multiplies it.</p><p>%1</p>"
                      "<p>Total: <b>%2 points for %3 servers</b>.</p>")
                .arg(rows, QLocale().toString(qulonglong(s.pointCount))).arg(s.enabledServers);
        },
        [](const ringcore::RingSnapshot &s, const ringcore::RemovalDiff &) {
            return tr("<p>Now the ring holds %1 points, and the busiest server carries %2 its weighted fair "
                      "share.</p>")
                .arg(QLocale().toString(qulonglong(s.pointCount)), times(s.busiest));
        }};

    lessons << Lesson{
        QStringLiteral("server-leaves"), tr("4. When a server leaves"),
        [] {
            ringcore::Experiment e = servers(pick({QStringLiteral("nginx"), QStringLiteral("ketama-v1"), QStringLiteral("ideal")}), 100);
            e.title = tr("Lesson 4: a server leaves");
            return e;
        },
        Lesson::RemoveServer, 0,
        tr("Select a server and press \"Remove server\" (or right-click it on the ring)."),
        [](const ringcore::RingSnapshot &s) {
            return tr("<p>When a server leaves, each of its %1 points hands its arc to the next point clockwise. "
                      "Only its own keys move, to up to %1 different neighbours, each taking a sliver.</p>")
                       .arg(num(s.pointsPerServer))
                + spreadLine(s);
        },
        [](const ringcore::RingSnapshot &, const ringcore::RemovalDiff &d) {
            return tr("<p>%1 of %2 keys moved (%3). %4 servers took the removed server's keys; the largest "
                      "took %5 of them. Keys that moved between surviving servers: <b>%6</b>.</p>")
                .arg(QLocale().toString(d.moved()), QLocale().toString(d.keys),
                     pct(d.keys ? double(d.moved()) / double(d.keys) : 0))
                .arg(d.receivers)
                .arg(pct(d.largestReceiverShare, 1), QLocale().toString(d.movedBetweenSurvivors));
        }};

    lessons << Lesson{
        QStringLiteral("modulo"), tr("5. Modulo versus consistent hashing"),
        [] {
            ringcore::Experiment e = servers(pick({QStringLiteral("modulo")}), 100);
            e.title = tr("Lesson 5: modulo");
            return e;
        },
        Lesson::RemoveServer, 0,
        tr("Remove any server and count the magenta keys."),
        [](const ringcore::RingSnapshot &s) {
            const double n = s.enabledServers;
            return tr("<p>The obvious scheme, server = hash mod N, spreads keys perfectly (CV %1). But when N "
                      "changes, a key stays only if hash mod N equals hash mod (N−1): about <b>%2</b> of all "
                      "keys move. A consistent ring moves only the leaving server's keys, about 1/N = <b>%3</b>.</p>")
                .arg(pct(s.cv, 2), pct(ringcore::SpreadTheory::moduloMovedFraction(n), 0), pct(1.0 / std::max(1.0, n), 0));
        },
        [](const ringcore::RingSnapshot &, const ringcore::RemovalDiff &d) {
            return tr("<p>Measured: %1 of %2 keys moved (%3); %4 of them moved between servers that are still "
                      "there (magenta). On a cache tier every one of them is a miss.</p>")
                .arg(QLocale().toString(d.moved()), QLocale().toString(d.keys),
                     pct(d.keys ? double(d.moved()) / double(d.keys) : 0, 1), QLocale().toString(d.movedBetweenSurvivors));
        }};

    lessons << Lesson{
        QStringLiteral("haproxy-nearest"), tr("6. HAProxy's nearest-point rule"),
        [] {
            ringcore::Experiment e = servers(pick({QStringLiteral("haproxy")}), 100);
            e.title = tr("Lesson 6: HAProxy");
            return e;
        },
        Lesson::Lookup, 0,
        tr("Type a key above the ring and press Enter (or double-click the circle) to watch both directions."),
        [](const ringcore::RingSnapshot &s) {
            return tr("<p>HAProxy places %1 points per server at weight 1, and a key goes to the <b>nearer</b> of "
                      "the two neighbouring points, not simply the next one. Each point then owns half of the gap "
                      "on either side, and averaging two gaps roughly halves the variance.</p>")
                       .arg(num(s.pointsPerServer))
                + spreadLine(s)
                + tr("<p>A next-point ring with k = %1 would have a CV of about %2; with k = %3 about %4.</p>")
                      .arg(num(s.pointsPerServer), pct(ringcore::SpreadTheory::cvFormula(s.enabledServers, s.pointsPerServer), 1),
                           num(2 * s.pointsPerServer), pct(ringcore::SpreadTheory::cvFormula(s.enabledServers, 2 * s.pointsPerServer), 1));
        },
        [](const ringcore::RingSnapshot &, const ringcore::RemovalDiff &) {
            return tr("<p>The two arcs show the distance to the next and to the previous point; the shorter one "
                      "wins.</p>");
        }};

    lessons << Lesson{
        QStringLiteral("envoy-rescale"), tr("7. Envoy's ring and its rescaling"),
        [] {
            ringcore::Experiment e = servers(pick({QStringLiteral("envoy-ring")}), 100);
            setOption(e, QStringLiteral("min-ring-size"), QStringLiteral("16000"));
            e.title = tr("Lesson 7: Envoy ring hash");
            return e;
        },
        Lesson::RemoveServer, 0,
        tr("Remove a host and look for magenta keys: they moved between hosts that stayed."),
        [](const ringcore::RingSnapshot &s) {
            const double n = s.enabledServers;
            const double ring = double(s.pointCount);
            return tr("<p>Envoy sizes the ring for all hosts together: minimum_ring_size %1 split over %2 hosts "
                      "gives %3 points each. Remove one and the %4 left get ceil(%1 / %4) = <b>%5</b> each, so every "
                      "survivor gains points, and those points take keys from other survivors.</p>")
                       .arg(QLocale().toString(ring, 'f', 0)).arg(n).arg(num(s.pointsPerServer)).arg(n - 1)
                       .arg(num(std::ceil(ring / std::max(1.0, n - 1))))
                + spreadLine(s);
        },
        [](const ringcore::RingSnapshot &, const ringcore::RemovalDiff &d) {
            return tr("<p>%1 keys left the removed host, and <b>%2</b> keys moved between hosts that stayed. "
                      "Consistent hashing keeps its promise only while the points per host do not change.</p>")
                .arg(QLocale().toString(d.movedFromGone), QLocale().toString(d.movedBetweenSurvivors));
        }};

    lessons << Lesson{
        QStringLiteral("cloudflare"), tr("8. Cloudflare's side of the curve"),
        [] {
            // pingora-ketama v2: Cloudflare's ring whose points per weight unit can be raised.
            ringcore::Experiment e = servers(pick({QStringLiteral("ketama-v2"), QStringLiteral("ideal")}), 100);
            setOption(e, QStringLiteral("points"), QStringLiteral("1000"));
            e.title = tr("Lesson 8: too many points");
            return e;
        },
        Lesson::RaisePoints, 10000,
        tr("Drag the points slider to 10,000 or more: what did the extra memory buy?"),
        [](const ringcore::RingSnapshot &s) {
            const double cfPoints = 2048.0 * 100000.0;
            double v1 = 0, v2 = 0;
            const ringcore::AlgorithmInfo *k1 = ringcore::AlgorithmRegistry::find(QStringLiteral("ketama-v1"));
            const ringcore::AlgorithmInfo *k2 = ringcore::AlgorithmRegistry::find(QStringLiteral("ketama-v2"));
            ringcore::AlgorithmOptions o;
            o.insert(QStringLiteral("points"), QString::number(s.pointsPerServer));
            // v1 always builds kKetamaV1Points per weight unit; its memory grows linearly with the
            // points, so scale its estimate to this ring's points per server.
            if (k1 && k1->estimateBytes)
                v1 = k1->estimateBytes(s.servers, {}) * s.pointsPerServer / kKetamaV1Points;
            if (k2 && k2->estimateBytes)
                v2 = k2->estimateBytes(s.servers, o);
            QString text = tr("<p>Points cost memory and, with 32-bit hashes, collisions. This ring holds %1 points "
                              "in %2.</p>")
                               .arg(QLocale().toString(qulonglong(s.pointCount)),
                                    QLocale().formattedDataSize(qint64(s.memoryBytes), 1, QLocale::DataSizeTraditionalFormat));
            if (v1 > 0 && v2 > 0)
                text += tr("<p>pingora-ketama v1 stores this ring in about %1; v2's 6-byte point in about %2.</p>")
                            .arg(QLocale().formattedDataSize(qint64(v1), 1, QLocale::DataSizeTraditionalFormat),
                                 QLocale().formattedDataSize(qint64(v2), 1, QLocale::DataSizeTraditionalFormat));
            text += tr("<p>Expected colliding pairs in a 32-bit space: %1 for these %2 points; for Cloudflare's "
                       "2,048 servers × 100,000 points, %3 pairs, and %4 of the points land on a taken value.</p>")
                        .arg(QLocale().toString(ringcore::SpreadTheory::expectedCollisionPairs(double(s.pointCount), 32), 'f', 2),
                             QLocale().toString(qulonglong(s.pointCount)),
                             QLocale().toString(ringcore::SpreadTheory::expectedCollisionPairs(cfPoints, 32), 'f', 0),
                             pct(ringcore::SpreadTheory::collidingPointFraction(cfPoints, 32), 1));
            return text + spreadLine(s);
        },
        [](const ringcore::RingSnapshot &s, const ringcore::RemovalDiff &) {
            return tr("<p>At k = %1 the CV is %2 (formula %3) and the ring takes %4. Going from 1,000 to 10,000 "
                      "points per server shrinks the formula's CV from %5 to %6: the gains are in the second "
                      "decimal place, the memory bill is ten times larger.</p>")
                .arg(num(s.pointsPerServer), pct(s.cv, 2), pct(s.cvFormula, 2),
                     QLocale().formattedDataSize(qint64(s.memoryBytes), 1, QLocale::DataSizeTraditionalFormat),
                     pct(ringcore::SpreadTheory::cvFormula(s.enabledServers, 1000), 2),
                     pct(ringcore::SpreadTheory::cvFormula(s.enabledServers, 10000), 2));
        }};
    return lessons;
}

} // namespace ringlab::gui
