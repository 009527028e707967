#pragma once

#include <cmath>

namespace ringlab::test {

/// Upper bound for Pearson's chi-square statistic with `df` degrees of freedom that a correct
/// (uniform or analytically weighted) mapping exceeds with probability about 3·10^-7: the
/// Wilson–Hilferty approximation of the quantile at z = 5,
/// df · (1 − 2/(9 df) + 5 · sqrt(2/(9 df)))³. Unlike "mean + k sd" it follows the skew of the
/// distribution at small df (df = 4: 38.3, where mean + 6 sd would be 21.0, a 3·10^-4 tail).
inline double chiSquareBound(double df)
{
    const double a = 2.0 / (9.0 * df);
    const double c = 1.0 - a + 5.0 * std::sqrt(a);
    return df * c * c * c;
}

} // namespace ringlab::test
