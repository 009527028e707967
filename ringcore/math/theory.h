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
    /// RMS CV of an ideal nearest-point ring (HAProxy's rule), exact for uniform points:
    /// each point owns half of the arc on either side, so a server's share is Σ a_j D_j with
    /// D ~ Dirichlet(1,…,1) over the M = N·k arcs and a_j = ½ per end point it owns. Then
    /// CV² = (N(k + A)/2 − k) / (k(N·k+1)), where A = k(k−1)/(N·k−1) is the expected number of
    /// arcs with both ends on the server (adjacent own points: the arc counts fully, not half —
    /// the reason the ratio to the next rule is not exactly 1/√2).
    static double cvNearestFormula(int servers, double points);
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
    /// Relative spread (SD/mean over the servers) of the expected shares when collisions are
    /// won in a fixed server order (nginx, pingora-ketama, HAProxy): with M = N·k points in 2^bits
    /// values, server i keeps a point's value when none of the k·i points of the servers listed
    /// before it lands there, probability q_i = (1 − 2^−bits)^(k·i), so its expected share is
    /// ∝ q_i (next rule) or ∝ (q_i + q_{N−1−i})/2 (nearest rule, HAProxy's duplicate order: the
    /// first listed catches the keys below the value, the last listed those above). Adds to the
    /// random-ring CV in quadrature: CV² ≈ cvRule² + spread². Equal weights.
    static double collisionOrderSpread(int servers, double points, int bits, bool nearest);
};

} // namespace ringcore
