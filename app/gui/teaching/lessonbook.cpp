#include "gui/teaching/lessonbook.h"
#include "ringcore/core/numbertext.h"

#include "gui/experiment/numberspanel.h"
#include "ringcore/advisor/ringspreadestimator.h"
#include "ringcore/analysis/memorymodel.h"
#include "ringcore/core/serverlistparser.h"
#include "ringcore/keys/keygenerator.h"
#include "ringcore/rings/algorithmregistry.h"
#include "ringcore/rings/boundedloads.h"
#include "ringcore/rings/envoyring.h"
#include "ringcore/rings/ketamaring.h"
#include "ringcore/sim/minpointssearch.h"
#include "ringcore/snapshot/ringsnapshotbuilder.h"
#include "ringcore/snapshot/spreadtheory.h"

#include <QCoreApplication>
#include <QHash>
#include <QMetaObject>
#include <QMutex>
#include <QPointer>
#include <QThreadPool>
#include <QLocale>

#include <algorithm>
#include <functional>
#include <numeric>
#include <limits>
#include <cmath>

namespace ringlab::gui {

using ringcore::NumberText;

namespace {

constexpr int kHotEvery = 10; // the hot key is every tenth request: 10% of the traffic

/// The context lupdate files the lessons' texts under (translations/*.ts): Tr::tr("…"), and
/// Tr::tr("… %n …", nullptr, n) for a sentence with a count (the language's plural forms).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(ringlab::gui::LessonBook)
};

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

/// The figures of the Numbers panel beside the lesson (NumbersPanel's own formatting), so that a
/// sentence and the dock never show the same quantity differently.
struct SpreadFigures
{
    QString busiest, quietest, cv;
    explicit SpreadFigures(const ringcore::RingSnapshot &s)
        : busiest(NumbersPanel::relativeText(s.busiest)), quietest(NumbersPanel::relativeText(s.quietest)),
          cv(NumbersPanel::cvText(s.cv))
    {
    }
    bool operator==(const SpreadFigures &o) const { return busiest == o.busiest && quietest == o.quietest && cv == o.cv; }
};

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

LessonBook::HotKeyLoad LessonBook::hotKeyLoad(const ringcore::RingSnapshot &s, const ringcore::Experiment &e)
{
    HotKeyLoad r;
    const auto *bounded = dynamic_cast<const ringcore::BoundedLoadsHash *>(s.scheme.get());
    if (!s.ok() || !bounded || e.keys <= 0 || s.enabledServers <= 0)
        return r;
    r.hotKey = QByteArrayLiteral("/video/final-match.mp4");
    const uint64_t hot = bounded->hashKey(r.hotKey);
    r.hotServer = bounded->routeHash(hot);
    // Every tenth request is the hot key; the others are the keys the snapshot routed, once each
    // (at most RingSnapshotBuilder::kMaxRoutedKeys: the experiment allows 10⁹ keys, 9 GB of
    // hashes here; the tour names the sample).
    const qint64 keys = std::min<qint64>(e.keys, ringcore::RingSnapshotBuilder::kMaxRoutedKeys);
    r.hotRequests = keys / (kHotEvery - 1);
    r.requests = keys + r.hotRequests;
    std::vector<uint64_t> hashes;
    hashes.reserve(size_t(r.requests));
    const ringcore::KeyGenerator generator(e.seed);
    char text[ringcore::KeyGenerator::KeyLength];
    qint64 key = 0;
    std::vector<qint64> first(size_t(s.servers.size()), 0);
    for (qint64 i = 0; i < r.requests; ++i) {
        uint64_t h = hot;
        if (!((i + 1) % kHotEvery == 0 && i / kHotEvery < r.hotRequests) && key < keys) {
            generator.writeKey(uint64_t(key++), text);
            h = bounded->hashKey(QByteArrayView(text, ringcore::KeyGenerator::KeyLength));
        }
        hashes.push_back(h);
        const int owner = bounded->routeHash(h);
        if (owner >= 0 && size_t(owner) < first.size())
            ++first[size_t(owner)];
    }
    r.fair = double(r.requests) / double(s.enabledServers);
    r.hotServerLoad = r.hotServer >= 0 ? first[size_t(r.hotServer)] : 0;
    r.hotRelative = double(r.hotServerLoad) / r.fair;
    r.epsilon = bounded->epsilon();
    const ringcore::BoundedLoadAssignment a = bounded->assign(hashes);
    for (size_t i = 0; i < a.loads.size(); ++i)
        r.boundedBusiestLoad = std::max(r.boundedBusiestLoad, a.loads[i]);
    r.boundedBusiest = double(r.boundedBusiestLoad) / r.fair;
    r.boundedHotServerLoad = r.hotServer >= 0 && size_t(r.hotServer) < a.loads.size() ? a.loads[size_t(r.hotServer)] : 0;
    r.spilled = a.spilled;
    r.firstLoads = first;
    r.boundedLoads.assign(a.loads.cbegin(), a.loads.cend());
    r.ok = true;
    return r;
}

namespace {

QMutex &fixMutex()
{
    static QMutex mutex;
    return mutex;
}

QHash<QString, LessonBook::PointsFix> &fixCache()
{
    static QHash<QString, LessonBook::PointsFix> cache;
    return cache;
}

QString fixKey(const std::vector<int> &weights, double epsilon, int points)
{
    QString key = QStringLiteral("%1/%2/").arg(epsilon).arg(points);
    for (int w : weights)
        key += QString::number(w) + QLatin1Char(',');
    return key;
}

} // namespace

std::vector<int> LessonBook::upWeights(const ringcore::Experiment &e)
{
    std::vector<int> out;
    for (const ringcore::Server &s : e.servers)
        if (!s.down)
            out.push_back(s.weight);
    return out;
}

std::optional<LessonBook::PointsFix> LessonBook::cachedPointsFix(const std::vector<int> &weights, double epsilon, int points)
{
    const QMutexLocker lock(&fixMutex());
    const auto it = fixCache().constFind(fixKey(weights, epsilon, points));
    return it == fixCache().constEnd() ? std::nullopt : std::optional<PointsFix>(*it);
}

bool LessonBook::preparePointsFix(const std::vector<int> &weights, double epsilon, int points, QObject *context,
                                  std::function<void()> done)
{
    if (cachedPointsFix(weights, epsilon, points))
        return true;
    QPointer<QObject> guard(context);
    QThreadPool::globalInstance()->start([weights, epsilon, points, guard, done = std::move(done)] {
        pointsFix(weights, epsilon, points);
        if (QObject *c = guard.data())
            QMetaObject::invokeMethod(c, done, Qt::QueuedConnection);
    });
    return false;
}

QString LessonBook::pointsScreenText(const PointsFix &f)
{
    // within is a count of kFixRings rings: none passing reads "none of the 200", not "0.0%".
    if (qRound64(f.within * kFixRings) == 0)
        return Tr::tr("<p>The Advisor asks: in how many random rings of this size is the busiest server within "
                      "1+ε = %1 of a fair share? At k = %2 it is in none of the %Ln simulated rings; the 95th "
                      "percentile busiest is %3.</p>", nullptr, kFixRings)
            .arg(NumberText::times(1 + f.epsilon, 2), NumberText::fixed(f.points, 0), NumberText::times(f.p95, 2));
    return Tr::tr("<p>The Advisor asks: in how many random rings of this size is the busiest server within "
                  "1+ε = %1 of a fair share? At k = %2 it is in %3 of %4 simulated rings; the 95th percentile "
                  "busiest is %5.</p>")
        .arg(NumberText::times(1 + f.epsilon, 2), NumberText::fixed(f.points, 0), NumberText::percentSign(f.within, 1), NumberText::integer(kFixRings), NumberText::times(f.p95, 2));
}

LessonBook::PointsFix LessonBook::pointsFix(const std::vector<int> &serverWeights, double epsilon, int points)
{
    if (const auto cached = cachedPointsFix(serverWeights, epsilon, points))
        return *cached;
    const int n = int(serverWeights.size());
    PointsFix f;
    f.servers = n;
    f.epsilon = epsilon;
    f.points = points;
    const std::vector<double> weights(serverWeights.cbegin(), serverWeights.cend());
    const bool equal = std::adjacent_find(serverWeights.cbegin(), serverWeights.cend(), std::not_equal_to<>()) == serverWeights.cend();
    // k points per unit of weight: a server of weight 3 has 3k points, as on the lesson's ring.
    auto estimate = [&](int k) {
        std::vector<int64_t> perServer;
        for (int w : serverWeights)
            perServer.push_back(int64_t(k) * w);
        return ringcore::RingSpreadEstimator::estimate(perServer, weights, false, epsilon, kFixRings, 1);
    };
    auto passes = [](const ringcore::RingSpreadEstimator::Result &r) { return r.ringsWithin >= 0.95; };
    const auto now = estimate(points);
    f.within = now.ringsWithin;
    f.p95 = now.p95Busiest;
    // Doubling, then bisection on multiples of 10 (the same ring seeds for every k).
    int lo = 0, hi = 10;
    while (hi <= 1'000'000 && !passes(estimate(hi))) {
        lo = hi;
        hi *= 2;
    }
    if (hi <= 1'000'000) {
        while (hi - lo > 10) {
            const int mid = (lo + hi) / 20 * 10;
            if (mid <= lo || mid >= hi)
                break;
            (passes(estimate(mid)) ? hi : lo) = mid;
        }
        const auto fix = estimate(hi);
        f.fixPoints = hi;
        f.fixWithin = fix.ringsWithin;
        f.fixP95 = fix.p95Busiest;
    }
    // The Spread page's own search for the same N and ε (its defaults: next point, ideal space,
    // as many rings, seed 1): other random rings, so a k a few per cent away. The page simulates
    // servers of equal weight: for other weights it has no figure to compare with.
    if (!equal) {
        const QMutexLocker lock(&fixMutex());
        fixCache().insert(fixKey(serverWeights, epsilon, points), f);
        return f;
    }
    ringcore::SimSetting page;
    page.servers = n;
    page.rings = kFixRings;
    page.rule = ringcore::LookupRule::Next;
    const ringcore::MinPointsResult searched = ringcore::MinPointsSearch::find(page, epsilon, 0.95, 10'000'000, nullptr, 1);
    f.spreadPoints = searched.error.isEmpty() ? searched.points : 0;
    const QMutexLocker lock(&fixMutex());
    fixCache().insert(fixKey(serverWeights, epsilon, points), f);
    return f;
}

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

QList<Lesson> LessonBook::all()
{
    // Rings with a free "points" option; the ideal ring is the purest, ketama the closest real one.
    // (pingora-ketama v1 has a fixed 160 points per weight unit, so it is no candidate; v2 has the option.)
    const QStringList pointRings{QStringLiteral("ideal"), QStringLiteral("ketama-v2"), QStringLiteral("multiprobe")};
    QList<Lesson> lessons;

    lessons << Lesson{
        QStringLiteral("one-point"), Tr::tr("1. One point per server"),
        [pointRings](const ringcore::Experiment &) {
            ringcore::Experiment e = servers(pick(pointRings), 100);
            setOption(e, QStringLiteral("points"), QStringLiteral("1"));
            e.title = Tr::tr("Lesson 1: one point per server");
            return e;
        },
        {{Lesson::SelectServer, 0, Tr::tr("Click the widest arc of the outer band (or the top row of the table)."), {}, {}}},
        [](const LessonView &v) {
            const ringcore::RingSnapshot &s = v.base;
            return Tr::tr("<p>Every server is hashed to <b>one</b> point of the circle, and a key belongs to the first "
                      "point clockwise from it. With %n servers the fair share is %1 each.</p>", nullptr, s.enabledServers)
                       .arg(NumberText::percentSign(1.0 / std::max(1, s.enabledServers), 2))
                + spreadLine(v)
                + Tr::tr("<p>The gaps between random points are not equal: they are roughly exponentially "
                     "distributed, lots of slivers and a few huge arcs. The formula sqrt((N−1)/(N·k+1)) "
                     "predicts a CV of <b>%1</b> for k = 1: the noise is as big as the signal.</p>")
                      .arg(NumbersPanel::formulaPercent(ringcore::SpreadTheory::cvFormula(s.enabledServers, 1)));
        },
        [](const LessonView &v) {
            const ringcore::RingSnapshot &s = v.now;
            return Tr::tr("<p>The busiest server, %1, owns %2 of the circle: %3 its fair share. Nobody made a "
                      "mistake; this is what one random point per server gives.</p>")
                .arg(name(s, s.busiestServer), NumberText::percentSign(s.shares[size_t(s.busiestServer)], 2), NumbersPanel::relativeText(s.busiest));
        },
        {}, {}}; // no prepare step, the busiest server's row

    lessons << Lesson{
        QStringLiteral("virtual-points"), Tr::tr("2. Virtual points and the 1/√k law"),
        [pointRings](const ringcore::Experiment &) {
            ringcore::Experiment e = servers(pick(pointRings), 100);
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

    lessons << Lesson{
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

    lessons << Lesson{
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

    lessons << Lesson{
        QStringLiteral("modulo"), Tr::tr("5. Modulo versus consistent hashing"),
        [](const ringcore::Experiment &) {
            ringcore::Experiment e = servers(pick({QStringLiteral("modulo")}), 100);
            e.title = Tr::tr("Lesson 5: modulo");
            return e;
        },
        {{Lesson::RemoveServer, 0, Tr::tr("Remove any server and count the magenta keys."), {}, {}}},
        [](const LessonView &v) {
            const ringcore::RingSnapshot &s = v.base;
            const double n = s.enabledServers;
            return Tr::tr("<p>The obvious scheme, server = hash mod N, spreads keys perfectly. But when N changes, a "
                          "key stays only if hash mod N equals hash mod (N−1): about <b>%1</b> of all keys move. A "
                          "consistent ring moves only the leaving server's keys, about 1/N = <b>%2</b>.</p>")
                       .arg(NumberText::percentSign(ringcore::SpreadTheory::moduloMovedFraction(n), 0),
                            NumberText::percentSign(1.0 / std::max(1.0, n), 0))
                + spreadLine(v);
        },
        [](const LessonView &v) {
            if (!v.diff.comparable)
                return QString();
            return Tr::tr("<p>Measured against the same %n servers before the removal: ", nullptr, v.base.enabledServers)
                + movedLine(v.diff)
                + Tr::tr(" %1 of them moved between servers that are still there (magenta). On a cache tier every "
                     "one of them is a miss.</p>")
                      .arg(NumberText::integer(v.diff.movedBetweenSurvivors));
        },
        {}, {}}; // no prepare step, the busiest server's row

    lessons << Lesson{
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

    lessons << Lesson{
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
                ringcore::EnvoyRing::Settings defaults;
                const std::vector<int64_t> atDefault = ringcore::EnvoyRing::pointsPerServer(v.setup.servers, defaults);
                const int64_t perHost = atDefault.empty() ? 0 : *std::max_element(atDefault.cbegin(), atDefault.cend());
                sizing = Tr::tr("<p>Envoy's ring has at least <i>minimum_ring_size</i> points (RingLab's option "
                                "min-ring-size). This lesson sets it to <b>%1</b>; Envoy's default is %2, which would "
                                "give these %3 hosts only %4 points each.</p>")
                             .arg(NumberText::integer(v.setup.options.value(QStringLiteral("min-ring-size")).toLongLong()),
                                  NumberText::integer(qint64(defaults.minRingSize)), NumberText::integer(qint64(n)),
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
    // are dropped, so the ring holds fewer and the Numbers panel writes k = 999.98. Said where the
    // odd count first shows, so that it does not read as a bug.
    auto collisionLine = [](const ringcore::RingSnapshot &s, bool numbersShown) {
        const auto *ketama = dynamic_cast<const ringcore::KetamaRing *>(s.scheme.get());
        if (!ketama || ketama->generatedPoints() <= s.pointCount)
            return QString();
        const qint64 lost = qint64(ketama->generatedPoints() - s.pointCount);
        return (numbersShown
                    ? Tr::tr("<p>%n of the %1 points asked for landed on a 32-bit value that another point already had. "
                             "The ring keeps one point per value, so it holds %2 points, and the Numbers panel writes "
                             "k = %3 (%2 ÷ %4 servers).</p>", nullptr, NumberText::pluralCount(lost))
                    : Tr::tr("<p>%n of the %1 points asked for landed on a 32-bit value that another point already had. "
                             "The ring keeps one point per value, so it holds %2 points: k = %3 (%2 ÷ %4 servers).</p>",
                             nullptr, NumberText::pluralCount(lost)))
            .arg(NumberText::integer(qint64(ketama->generatedPoints())), NumberText::integer(qint64(s.pointCount)),
                 NumbersPanel::kText(s), NumberText::integer(s.enabledServers));
    };
    lessons << Lesson{
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

    // The hot-key lesson's requests per server, in the lesson panel: the ring's table and the
    // Numbers panel count keys (each once), so without this no number of the lesson could be
    // read anywhere in the window. The hot key's server in bold; with `bounded`, a second column.
    auto requestTable = [](const ringcore::RingSnapshot &s, const HotKeyLoad &h, bool bounded) {
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
    };
    lessons << Lesson{
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
        [requestTable](const LessonView &v) {
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
        [requestTable](const LessonView &v) {
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
    lessons.last().focus = [](const LessonView &v) { return hotKeyLoad(v.base, v.setup).hotServer; };

    lessons << Lesson{
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
        [](const ringcore::Experiment &setup, QObject *context, std::function<void()> done) {
            return preparePointsFix(upWeights(setup), kFixEpsilon, kFixFrom, context, std::move(done));
        },
        {}}; // the busiest server's row
    return lessons;
}

} // namespace ringlab::gui
