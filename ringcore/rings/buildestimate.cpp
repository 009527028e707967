#include "ringcore/rings/buildestimate.h"

#include "ringcore/core/numbertext.h"

#include <algorithm>

namespace ringcore {

double BuildEstimate::points(const AlgorithmInfo &info, const ServerList &servers, const AlgorithmOptions &options)
{
    if (info.structure != AlgorithmInfo::Structure::Points)
        return 0;
    double weight = 0;
    for (const Server &s : servers)
        weight += std::max(0, s.weight);
    if (info.pointsPerWeight > 0)
        return weight * info.pointsPerWeight;
    for (const OptionSpec &o : info.options)
        if (o.name == QLatin1String("points"))
            return weight * AlgorithmRegistry::number(info, options, o.name);
    return 0;
}

QString BuildEstimate::advice(const ServerList &servers, const std::function<double(const ServerList &)> &bytes,
                              double limit, const QString &otherwise)
{
    int largest = 0;
    ServerList light = servers;
    for (Server &s : light) {
        largest = std::max(largest, s.weight);
        s.weight = std::min(s.weight, 1);
    }
    // The weights are the cause when the same servers at weight 1 fit.
    if (largest > 1 && bytes(light) <= limit)
        return tr("lower the weights (the largest is %1)").arg(NumberText::integer(largest));
    return otherwise;
}

} // namespace ringcore
