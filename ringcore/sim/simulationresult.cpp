#include "ringcore/sim/simulationresult.h"

#include <QCoreApplication>

#include <algorithm>

namespace ringcore {

RingRange RingRange::forShard(int rings, int index, int shards)
{
    const int64_t begin = int64_t(rings) * index / shards;
    const int64_t end = int64_t(rings) * (index + 1) / shards;
    return RingRange{int(begin), int(end - begin)};
}

RingRange RingRange::resolved(int rings) const
{
    const int f = std::clamp(first, 0, rings);
    const int c = count < 0 ? rings - f : std::min(count, rings - f);
    return RingRange{f, c};
}

SimulationResult SimulationResult::merge(const std::vector<SimulationResult> &parts, QString *error)
{
    SimulationResult out;
    auto fail = [&](const QString &message) {
        if (error)
            *error = message;
        out.error = message;
        return out;
    };
    if (parts.empty())
        return fail(QCoreApplication::translate("ringcore::SimulationResult", "merge: nothing to merge"));
    out.setting = parts.front().setting;
    for (const SimulationResult &p : parts) {
        if (!(p.setting == out.setting))
            return fail(QCoreApplication::translate("ringcore::SimulationResult",
                                                    "merge: the parts simulate different settings"));
        out.rings.insert(out.rings.end(), p.rings.begin(), p.rings.end());
        out.cancelled = out.cancelled || p.cancelled;
        out.seconds += p.seconds;
        out.pointsPlaced += p.pointsPlaced;
    }
    std::sort(out.rings.begin(), out.rings.end(), [](const RingResult &a, const RingResult &b) { return a.ring < b.ring; });
    for (size_t i = 1; i < out.rings.size(); ++i)
        if (out.rings[i].ring == out.rings[i - 1].ring)
            return fail(QCoreApplication::translate("ringcore::SimulationResult", "merge: ring %1 appears twice")
                            .arg(out.rings[i].ring));
    out.stats = SpreadStats::compute(out.setting, out.rings);
    return out;
}

} // namespace ringcore
