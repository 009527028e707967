#include "ringcore/traffic/zipfsampler.h"

#include "ringcore/core/numberinput.h"
#include "ringcore/core/uint128.h"
#include "ringcore/rings/mix64.h"

#include <cmath>

namespace ringcore {

bool ZipfSampler::parseModel(const QString &text, double *exponent)
{
    const QString t = text.trimmed();
    double s = 0;
    if (!t.startsWith(QLatin1String("zipf:")) || !NumberInput::realNumber(t.mid(5), &s) || !(s > 0 && s <= kMaxExponent))
        return false;
    *exponent = s;
    return true;
}

namespace {

// log1p(x)/x and expm1(x)/x, with their series near 0 where the quotient loses precision.
double log1pOverX(double x)
{
    return std::abs(x) > 1e-8 ? std::log1p(x) / x : 1.0 - x * (0.5 - x * (1.0 / 3.0 - 0.25 * x));
}

double expm1OverX(double x)
{
    return std::abs(x) > 1e-8 ? std::expm1(x) / x : 1.0 + x * 0.5 * (1.0 + x / 3.0 * (1.0 + 0.25 * x));
}

} // namespace

ZipfSampler::ZipfSampler(uint64_t universe, double s, uint64_t seed)
    : m_n(universe < 1 ? 1 : universe), m_s(s < 0 ? 0 : s), m_state(seed)
{
    if (m_s > 0) {
        m_hIntegralX1 = hIntegral(1.5) - 1.0;
        m_hIntegralN = hIntegral(double(m_n) + 0.5);
        m_squeeze = 2.0 - hIntegralInverse(hIntegral(2.5) - h(2.0));
    }
}

uint64_t ZipfSampler::nextRaw()
{
    m_state += mix64::kGolden;
    return mix64::finalize(m_state);
}

double ZipfSampler::nextUnit()
{
    return double(nextRaw() >> 11) * 0x1.0p-53;
}

// h(x) = x^-s, its integral H(x) = (x^(1-s) - 1)/(1-s) (log x at s = 1) and H's inverse.
double ZipfSampler::h(double x) const
{
    return std::exp(-m_s * std::log(x));
}

double ZipfSampler::hIntegral(double x) const
{
    const double logX = std::log(x);
    return expm1OverX((1.0 - m_s) * logX) * logX;
}

double ZipfSampler::hIntegralInverse(double x) const
{
    double t = x * (1.0 - m_s);
    if (t < -1.0)
        t = -1.0; // rounding only: the exact argument never goes below -1
    return std::exp(log1pOverX(t) * x);
}

uint64_t ZipfSampler::next()
{
    if (m_s == 0) {
        // Lemire: the high word of x·n is uniform on [0, n) once the biased low words are rejected.
        const uint64_t n = m_n;
        uint128 m = uint128(nextRaw()) * n;
        uint64_t low = uint64_t(m);
        if (low < n) {
            const uint64_t threshold = (0 - n) % n;
            while (low < threshold) {
                m = uint128(nextRaw()) * n;
                low = uint64_t(m);
            }
        }
        return uint64_t(m >> 64) + 1;
    }
    for (;;) {
        // u uniform on (H(1.5) - 1, H(n + 0.5)]; the hat's area right of 1.5 plus the first step.
        const double u = m_hIntegralN + nextUnit() * (m_hIntegralX1 - m_hIntegralN);
        const double x = hIntegralInverse(u);
        double kd = std::floor(x + 0.5);
        if (kd < 1)
            kd = 1;
        else if (kd > double(m_n))
            kd = double(m_n);
        // Accept at once inside the squeeze, else when u lies under k's exact step.
        if (kd - x <= m_squeeze || u >= hIntegral(kd + 0.5) - h(kd))
            return uint64_t(kd);
    }
}

std::vector<double> ZipfSampler::probabilities(uint64_t universe, double s)
{
    std::vector<double> p(size_t(universe < 1 ? 1 : universe));
    double sum = 0, carry = 0;
    for (size_t k = 0; k < p.size(); ++k) {
        p[k] = s == 0 ? 1.0 : std::pow(double(k + 1), -s);
        const double y = p[k] - carry;
        const double t = sum + y;
        carry = (t - sum) - y;
        sum = t;
    }
    for (double &v : p)
        v /= sum;
    return p;
}

} // namespace ringcore
