#include "ringcore/sim/simsetting.h"

#include "ringcore/math/simrandom.h"

#include <QCoreApplication>

namespace ringcore {

namespace {

constexpr qint64 kMaxServers = SimSetting::kServers.max;
constexpr qint64 kMaxPoints = SimSetting::kPoints.max;
constexpr qint64 kMaxWeight = SimSetting::kWeight.max;
constexpr qint64 kMaxRings = SimSetting::kRings.max;

} // namespace

int64_t SimSetting::totalPoints() const
{
    if (weights.empty())
        return int64_t(servers) * points;
    int64_t sum = 0;
    for (int w : weights)
        sum += w;
    return sum * points;
}

SimPath SimSetting::effectivePath() const
{
    if (path != SimPath::Auto)
        return path;
    return (rule == LookupRule::Next && space == HashSpace::Ideal && !removal) ? SimPath::Exact : SimPath::Explicit;
}

QString SimSetting::validate() const
{
    if (servers < 1 || servers > kMaxServers)
        return tr("servers: %1 is outside the allowed range 1-%2").arg(servers).arg(kMaxServers);
    if (points < 1 || points > kMaxPoints)
        return tr("points: %1 is outside the allowed range 1-%2").arg(points).arg(kMaxPoints);
    if (rings < 1 || rings > kMaxRings)
        return tr("rings: %1 is outside the allowed range 1-%2").arg(rings).arg(kMaxRings);
    if (!weights.empty()) {
        if (weights.size() != size_t(servers))
            return tr("weights: %1 weights given for %2 servers; give one per server or none")
                .arg(weights.size())
                .arg(servers);
        for (size_t i = 0; i < weights.size(); ++i)
            if (weights[i] < 1 || weights[i] > kMaxWeight)
                return tr("weights: server %1 has weight %2, outside the allowed range 1-%3")
                    .arg(i + 1)
                    .arg(weights[i])
                    .arg(kMaxWeight);
    }
    if (totalPoints() > int64_t(UINT32_MAX))
        return tr("points: %1 points per ring is more than the simulator's limit of %2")
            .arg(totalPoints())
            .arg(UINT32_MAX);
    if (removal) {
        if (space != HashSpace::Ideal)
            return tr("removal: the removal analysis runs in the ideal space only, not in the %1-bit space; "
                      "use space ideal (--space ideal) or drop --removal")
                .arg(space == HashSpace::Bits32 ? 32 : 64);
        if (servers < 2)
            return tr("removal: needs at least 2 servers, got %1").arg(servers);
        if (removedServer < 0 || removedServer >= servers)
            return tr("removal: server index %1 is outside the allowed range 0-%2").arg(removedServer).arg(servers - 1);
    }
    if (path == SimPath::Exact && (rule != LookupRule::Next || space != HashSpace::Ideal || removal))
        return tr("path: exact sampling (Dirichlet shares) needs rule next, space ideal and no removal; "
                  "use path explicit");
    return {};
}

double SimSetting::bytesPerWorker() const
{
    const double perServer = 8.0 * 4; // sums, receipts, loads, scratch
    if (effectivePath() == SimPath::Exact)
        return servers * perServer;
    // One 32-bit label per point, plus bucket offsets (≤ 2 per 16k points) and per-server sums.
    const double m = double(totalPoints());
    return m * 4 + (m / 16384 + 2) * 16 + servers * perServer;
}

double SimSetting::estimateBytes(int threads) const
{
    return bytesPerWorker() * std::max(1, threads);
}

uint64_t SimSetting::key() const
{
    uint64_t h = seedMix(0x52494E474C414231ULL, uint64_t(servers)); // "RINGLAB1"
    h = seedMix(h, uint64_t(points));
    h = seedMix(h, uint64_t(rule == LookupRule::Next ? 1 : 2));
    h = seedMix(h, uint64_t(space == HashSpace::Ideal ? 0 : space == HashSpace::Bits32 ? 32 : 64));
    h = seedMix(h, uint64_t(effectivePath() == SimPath::Exact ? 1 : 0));
    h = seedMix(h, uint64_t(removal ? 1 + uint64_t(removedServer) : 0));
    // The random winner keeps the key (and so the seeds) of results written before the option.
    if (space != HashSpace::Ideal && collisions == CollisionWinner::FirstListed)
        h = seedMix(h, 0xF1);
    for (int w : weights)
        h = seedMix(h, uint64_t(w));
    return h;
}

QString SimSetting::ruleName(LookupRule rule)
{
    return rule == LookupRule::Next ? QStringLiteral("next") : QStringLiteral("nearest");
}

QString SimSetting::spaceName(HashSpace space)
{
    switch (space) {
    case HashSpace::Ideal:
        return QStringLiteral("ideal");
    case HashSpace::Bits32:
        return QStringLiteral("32");
    case HashSpace::Bits64:
        return QStringLiteral("64");
    }
    return {};
}

QString SimSetting::pathName(SimPath path)
{
    switch (path) {
    case SimPath::Auto:
        return QStringLiteral("auto");
    case SimPath::Explicit:
        return QStringLiteral("explicit");
    case SimPath::Exact:
        return QStringLiteral("exact");
    }
    return {};
}

QString SimSetting::collisionsName(CollisionWinner winner)
{
    return winner == CollisionWinner::FirstListed ? QStringLiteral("first") : QStringLiteral("random");
}

bool SimSetting::parseCollisions(const QString &text, CollisionWinner *winner)
{
    if (text == QLatin1String("first"))
        *winner = CollisionWinner::FirstListed;
    else if (text == QLatin1String("random"))
        *winner = CollisionWinner::Random;
    else
        return false;
    return true;
}

bool SimSetting::parseRule(const QString &text, LookupRule *rule)
{
    if (text == QLatin1String("next"))
        *rule = LookupRule::Next;
    else if (text == QLatin1String("nearest"))
        *rule = LookupRule::Nearest;
    else
        return false;
    return true;
}

bool SimSetting::parseSpace(const QString &text, HashSpace *space)
{
    if (text == QLatin1String("ideal"))
        *space = HashSpace::Ideal;
    else if (text == QLatin1String("32"))
        *space = HashSpace::Bits32;
    else if (text == QLatin1String("64"))
        *space = HashSpace::Bits64;
    else
        return false;
    return true;
}

bool SimSetting::parsePath(const QString &text, SimPath *path)
{
    if (text == QLatin1String("auto"))
        *path = SimPath::Auto;
    else if (text == QLatin1String("explicit"))
        *path = SimPath::Explicit;
    else if (text == QLatin1String("exact"))
        *path = SimPath::Exact;
    else
        return false;
    return true;
}

} // namespace ringcore
