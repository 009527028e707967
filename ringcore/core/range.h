#pragma once

#include <QtGlobal>

namespace ringcore {

/// The allowed values of a field, inclusive at both ends. The one range type: ringcore's
/// settings declare their limits with it (SimSetting::kServers, LiveRunConfig::kBackends,
/// AdvisorOptions::kRings…), and the front ends (the CLI's parsers, the GUI's spin boxes, the
/// figure tool) take their bounds from those constants instead of writing them again.
template <typename T>
struct BasicRange
{
    T min;
    T max;

    constexpr bool contains(T value) const { return value >= min && value <= max; }
};

/// Whole-number fields: counts, ports, milliseconds.
using Range = BasicRange<qint64>;
/// Real-valued fields: ε, Zipf exponents, font sizes.
using RealRange = BasicRange<double>;

} // namespace ringcore
