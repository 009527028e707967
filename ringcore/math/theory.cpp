#include "ringcore/math/theory.h"

#include <algorithm>
#include <cmath>

namespace ringcore {

namespace {

// Simpson's rule on [a, b] with an even number of intervals.
template<typename F>
double simpson(F f, double a, double b, int intervals)
{
    if (b <= a)
        return 0;
    intervals += intervals % 2;
    const double h = (b - a) / intervals;
    double s = f(a) + f(b);
    for (int i = 1; i < intervals; ++i)
        s += f(a + i * h) * (i % 2 ? 4 : 2);
    return s * h / 3;
}

// CDF of Gamma(k)/k (mean 1, sd 1/√k).
double scaledGammaCdf(double k, double x)
{
    return x <= 0 ? 0.0 : Theory::gammaP(k, k * x);
}

} // namespace

double Theory::cvFormula(int servers, double points)
{
    return std::sqrt(double(servers - 1) / (double(servers) * points + 1));
}

double Theory::cvNearestFormula(int servers, double points)
{
    const double n = servers, k = points;
    const double adjacent = n * k > 1 ? k * (k - 1) / (n * k - 1) : 0;
    return std::sqrt(std::max(0.0, (n * (k + adjacent) / 2 - k) / (k * (n * k + 1))));
}

double Theory::cvInvSqrtK(double points)
{
    return 1 / std::sqrt(points);
}

double Theory::gammaP(double a, double x)
{
    if (x <= 0)
        return 0;
    const double lnPrefix = a * std::log(x) - x - std::lgamma(a);
    if (x < a + 1) {
        // Series: P = e^{-x} x^a / Γ(a+1) Σ x^n / ((a+1)…(a+n)).
        double term = 1 / a, sum = term;
        for (int n = 1; n < 100000; ++n) {
            term *= x / (a + n);
            sum += term;
            if (term < sum * 1e-16)
                break;
        }
        return std::min(1.0, sum * std::exp(lnPrefix));
    }
    // Continued fraction for Q (modified Lentz).
    const double tiny = 1e-300;
    double b = x + 1 - a, c = 1 / tiny, d = 1 / b, h = d;
    for (int i = 1; i < 100000; ++i) {
        const double an = -i * (i - a);
        b += 2;
        d = an * d + b;
        if (std::fabs(d) < tiny)
            d = tiny;
        c = b + an / c;
        if (std::fabs(c) < tiny)
            c = tiny;
        d = 1 / d;
        const double delta = d * c;
        h *= delta;
        if (std::fabs(delta - 1) < 1e-16)
            break;
    }
    return std::max(0.0, 1 - std::exp(lnPrefix) * h);
}

double Theory::expectedBusiest(int servers, double points)
{
    // E[max] = ∫_0^∞ 1 − F(x)^N dx. Below `lo` the integrand is 1 to double precision.
    const double sd = 1 / std::sqrt(points);
    const double lo = std::max(0.0, 1 - 8 * sd);
    const double hi = 1 + sd * (12 + 4 * std::sqrt(std::log(double(servers) + 1))) + 40 / points;
    auto f = [&](double x) { return 1 - std::pow(scaledGammaCdf(points, x), servers); };
    return lo + simpson(f, lo, hi, 4000);
}

double Theory::expectedQuietest(int servers, double points)
{
    const double sd = 1 / std::sqrt(points);
    const double hi = 1 + 8 * sd;
    auto f = [&](double x) { return std::pow(1 - scaledGammaCdf(points, x), servers); };
    // Fine grid near 0 matters for k = 1 (min of N exponentials ≈ 1/N).
    const double split = std::min(hi, 2.0 / servers + 1e-12);
    return simpson(f, 0, split, 2000) + simpson(f, split, hi, 4000);
}

double Theory::busiestQuantile(int servers, double points, double q)
{
    const double target = std::pow(q, 1.0 / servers);
    double lo = 0, hi = 1;
    while (scaledGammaCdf(points, hi) < target)
        hi *= 2;
    for (int i = 0; i < 100; ++i) {
        const double mid = (lo + hi) / 2;
        (scaledGammaCdf(points, mid) < target ? lo : hi) = mid;
    }
    return (lo + hi) / 2;
}

double Theory::ruleOfThumbPoints(int servers, double epsilon)
{
    return 2 * std::log(double(servers)) / (epsilon * epsilon);
}

double Theory::expectedCollidingPairs(double points, int bits)
{
    return points * (points - 1) / 2 / std::ldexp(1.0, bits);
}

double Theory::collisionOrderSpread(int servers, double points, int bits, bool nearest)
{
    if (servers < 2)
        return 0;
    const double perPoint = std::log1p(-std::ldexp(1.0, -bits)); // log(1 − 2^−bits)
    double sum = 0, sumSq = 0;
    for (int i = 0; i < servers; ++i) {
        const double before = std::exp(points * i * perPoint);
        const double after = std::exp(points * (servers - 1 - i) * perPoint);
        const double f = nearest ? (before + after) / 2 : before;
        sum += f;
        sumSq += f * f;
    }
    const double mean = sum / servers;
    return std::sqrt(std::max(0.0, sumSq / servers / (mean * mean) - 1));
}

double Theory::expectedPointsLost(double points, int bits)
{
    const double d = std::ldexp(1.0, bits);
    // M − D(1 − (1 − 1/D)^M), computed stably with log1p/expm1.
    return points + d * std::expm1(points * std::log1p(-1 / d));
}

} // namespace ringcore
