#pragma once

namespace ringcore {

/// The closed-form numbers the teaching mode quotes (Cloudflare's formula and friends).
class SpreadTheory
{
public:
    /// Expected coefficient of variation of a server's share on an ideal next-point ring:
    /// sqrt((N−1)/(N·k+1)) for N servers with k points each.
    static double cvFormula(double servers, double pointsPerServer);
    /// Expected number of colliding pairs for M points hashed uniformly into 2^bits values:
    /// M·(M−1)/2^(bits+1).
    static double expectedCollisionPairs(double points, int bits);
    /// Expected fraction of points that land on a value another point already holds
    /// (1 − e^(−(M−1)/2^bits)).
    static double collidingPointFraction(double points, int bits);
    /// Fraction of keys a modulo scheme moves when N servers become N−1: 1 − 1/N (exactly,
    /// keys stay only where h mod N == h mod (N−1)).
    static double moduloMovedFraction(double servers);
};

} // namespace ringcore
