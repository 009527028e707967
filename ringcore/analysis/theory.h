#pragma once

#include <cstdint>

namespace ringcore {

/// Closed forms and deterministic numerics for ideal rings (no random numbers anywhere here).
class Theory
{
public:
    /// Cloudflare's CV of a server's share: √((N−1)/(N·k+1)) for N servers with k random points
    /// each (exact for the Dirichlet(k,…,k) shares of a next-point ring).
    static double cvFormula(int servers, double points);
    /// The large-N approximation 1/√k.
    static double cvInvSqrtK(double points);

    /// Regularised lower incomplete gamma P(a, x) (series / continued fraction).
    static double gammaP(double a, double x);

    /// E[max of N i.i.d. Gamma(k)/k]: the expected busiest/mean of an ideal next-point ring
    /// (seed 002: "drawing N independent gamma variables and taking the largest"), by a
    /// deterministic numerical integral of 1 − F(x)^N.
    static double expectedBusiest(int servers, double points);
    /// E[min of N i.i.d. Gamma(k)/k]: the expected quietest/mean, ∫ (1 − F(x))^N dx.
    static double expectedQuietest(int servers, double points);
    /// q-quantile of the max of N Gamma(k)/k: F^{-1}(q^{1/N}).
    static double busiestQuantile(int servers, double points, double q);

    /// Rule of thumb: points per server for a busiest within 1+ε, 2·ln N / ε² (seed 002).
    static double ruleOfThumbPoints(int servers, double epsilon);

    /// Colliding pairs expected among M uniform points in a 2^bits space: M(M−1)/2 / 2^bits.
    static double expectedCollidingPairs(double points, int bits);
    /// Points expected to be lost (share a value with an earlier point): M − D(1 − (1−1/D)^M).
    static double expectedPointsLost(double points, int bits);
};

} // namespace ringcore
