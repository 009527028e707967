#pragma once

#include <QString>

#include <cstdint>
#include <vector>

namespace ringcore {

/// Draws key ranks 1…U with P(k) = k^-s / H(U, s), exactly (no table, no truncation), seeded and
/// reproducible: the same (U, s, seed) gives the same sequence on every machine.
///
/// s > 0 uses Hörmann and Derflinger's rejection-inversion ("Rejection-inversion to generate
/// variates from monotone discrete distributions", ACM TOMACS 6(3), 1996): a continuous hat
/// h(x) = x^-s is inverted and a draw is accepted when it falls under the exact step of k, so the
/// output follows the discrete law exactly; the expected number of uniform draws per sample is
/// below 1.1 for every s and U. s = 0 is the uniform model (every key equally popular), drawn
/// without bias by Lemire's multiply-and-reject.
///
/// The uniform source is SplitMix64 started at the seed (the generator KeyGenerator uses).
class ZipfSampler
{
public:
    /// @p universe ≥ 1 keys, exponent @p s ≥ 0 (callers check the ranges: kMaxExponent).
    ZipfSampler(uint64_t universe, double s, uint64_t seed);

    static constexpr double kMaxExponent = 10.0;

    /// Reads a traffic model written "zipf:S" (S a real number above 0 and at most kMaxExponent,
    /// "zipf:1.1"): the one parser of that notation (measure --traffic, compare --traffic). False
    /// for any other text, *exponent untouched.
    static bool parseModel(const QString &text, double *exponent);

    /// The next rank, 1 ≤ k ≤ universe.
    uint64_t next();

    uint64_t universe() const { return m_n; }
    double exponent() const { return m_s; }

    /// P(rank = k) exactly (summed with Kahan's compensation), for tests and the hot-key floor.
    static std::vector<double> probabilities(uint64_t universe, double s);

private:
    uint64_t nextRaw();
    double nextUnit(); ///< uniform in [0, 1) with 53 bits
    double h(double x) const;
    double hIntegral(double x) const;
    double hIntegralInverse(double x) const;

    uint64_t m_n;
    double m_s;
    uint64_t m_state;
    double m_hIntegralX1 = 0;
    double m_hIntegralN = 0;
    double m_squeeze = 0;
};

} // namespace ringcore
