#pragma once

#include "ringcore/rings/algorithmregistry.h"

#include <QCoreApplication>

#include <functional>

namespace ringcore {

/// What a build would need, known before building: the points a ring will have and, when a build
/// is too large for memory, what to lower. The memory checks of the pages and commands that
/// build rings (RingSnapshotBuilder, TrafficReplay, AlgorithmRegistry::create) share it.
class BuildEstimate
{
    Q_DECLARE_TR_FUNCTIONS(ringcore::BuildEstimate)
public:
    /// Points a build places on its ring when the registry says it without building:
    /// pointsPerWeight (nginx 160, HAProxy 16, …) or the "points" option times the total
    /// weight. 0 when not known beforehand (the build's pointCount() says it then) or for a
    /// scheme without points.
    static double points(const AlgorithmInfo &info, const ServerList &servers, const AlgorithmOptions &options);
    /// What to lower when `bytes(servers)` is above `limit`: "lower the weights (the largest is
    /// 1,000)" when the same servers at weight 1 would fit, else `otherwise`.
    static QString advice(const ServerList &servers, const std::function<double(const ServerList &)> &bytes, double limit,
                          const QString &otherwise);
};

} // namespace ringcore
