#include "gui/teaching/lessons/lessonbook.h"

#include "gui/teaching/lessons/lessontext.h"
#include "ringcore/advisor/ringspreadestimator.h"
#include "ringcore/keys/keygenerator.h"
#include "ringcore/rings/algorithmregistry.h"
#include "ringcore/sim/minpointssearch.h"
#include "ringcore/snapshot/ringsnapshotbuilder.h"

#include <QHash>
#include <QMutex>

#include <algorithm>

namespace ringlab::gui {

using ringcore::NumberText;
using lessons::Tr;

namespace {

constexpr int kHotEvery = 10; // the hot key is every tenth request: 10% of the traffic

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
    // A stateful scheme (bounded loads) spreads the hot key's requests; asked of the Algorithm
    // interface, so any such scheme would do.
    const ringcore::Algorithm *bounded = s.scheme.get();
    if (!s.ok() || !bounded || !bounded->isStateful() || e.keys <= 0 || s.enabledServers <= 0)
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
    r.epsilon = bounded->loadBound();
    const ringcore::KeyAssignment a = bounded->assignInOrder(hashes);
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

LessonBook::PointsFix LessonBook::pointsFix(const std::vector<int> &serverWeights, double epsilon, int points, const JobControl *job)
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
    // About 20 candidates (doubling to k ≈ 1,000, then bisection): 4% of the progress each, and
    // the Spread page's search the last part.
    const ringcore::CancelToken cancel = job ? job->cancelToken() : ringcore::CancelToken();
    int estimates = 0;
    auto estimate = [&](int k) {
        std::vector<int64_t> perServer;
        for (int w : serverWeights)
            perServer.push_back(int64_t(k) * w);
        if (job)
            job->setProgress(std::min(90, 4 * estimates++));
        return ringcore::RingSpreadEstimator::estimate(perServer, weights, false, epsilon, kFixRings, 1, cancel);
    };
    auto passes = [](const ringcore::RingSpreadEstimator::Result &r) { return r.ringsWithin >= 0.95; };
    const auto now = estimate(points);
    f.within = now.ringsWithin;
    f.p95 = now.p95Busiest;
    // Doubling, then bisection on multiples of 10 (the same ring seeds for every k).
    int lo = 0, hi = 10;
    while (hi <= 1'000'000 && !cancel.isCancelled() && !passes(estimate(hi))) {
        lo = hi;
        hi *= 2;
    }
    if (hi <= 1'000'000) {
        while (hi - lo > 10 && !cancel.isCancelled()) {
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
    if (cancel.isCancelled())
        return f; // unfinished: never cached
    if (!equal) {
        const QMutexLocker lock(&fixMutex());
        fixCache().insert(fixKey(serverWeights, epsilon, points), f);
        return f;
    }
    ringcore::SimSetting page;
    page.servers = n;
    page.rings = kFixRings;
    page.rule = ringcore::LookupRule::Next;
    const ringcore::MinPointsResult searched = ringcore::MinPointsSearch::find(page, epsilon, 0.95, 10'000'000, cancel, 1);
    if (cancel.isCancelled())
        return f;
    f.spreadPoints = searched.error.isEmpty() ? searched.points : 0;
    const QMutexLocker lock(&fixMutex());
    fixCache().insert(fixKey(serverWeights, epsilon, points), f);
    return f;
}

namespace {

std::map<int, Lesson (*)()> &registeredLessons()
{
    static std::map<int, Lesson (*)()> lessons;
    return lessons;
}

} // namespace

bool LessonBook::add(int number, Lesson (*make)())
{
    registeredLessons()[number] = make;
    return true;
}

QList<Lesson> LessonBook::all()
{
    QList<Lesson> out;
    for (const auto &[number, make] : registeredLessons())
        out << make();
    return out;
}

} // namespace ringlab::gui
