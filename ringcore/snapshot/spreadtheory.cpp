#include "ringcore/snapshot/spreadtheory.h"

#include <cmath>

namespace ringcore {

double SpreadTheory::cvFormula(double servers, double pointsPerServer)
{
    if (servers <= 0 || pointsPerServer <= 0)
        return 0;
    return std::sqrt((servers - 1) / (servers * pointsPerServer + 1));
}

double SpreadTheory::expectedCollisionPairs(double points, int bits)
{
    return points * (points - 1) / std::ldexp(1.0, bits + 1);
}

double SpreadTheory::collidingPointFraction(double points, int bits)
{
    if (points <= 1)
        return 0;
    return -std::expm1(-(points - 1) / std::ldexp(1.0, bits));
}

double SpreadTheory::moduloMovedFraction(double servers)
{
    return servers > 0 ? 1.0 - 1.0 / servers : 0;
}

} // namespace ringcore
