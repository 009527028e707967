#pragma once

#include "ringcore/core/uint128.h"

#include <cmath>
#include <cstdint>

namespace ringcore {

/// splitmix64 finaliser: a bijective 64-bit mix (Steele, Lea, Flood 2014). Used to derive seeds.
inline uint64_t splitmix64(uint64_t x)
{
    x += 0x9E3779B97F4A7C15ULL;
    x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ULL;
    x = (x ^ (x >> 27)) * 0x94D049BB133111EBULL;
    return x ^ (x >> 31);
}

/// Combines a running seed with one more value (order matters).
inline uint64_t seedMix(uint64_t seed, uint64_t value)
{
    return splitmix64(seed ^ splitmix64(value + 0x632BE59BD9B4E019ULL));
}

/// Tables of the 256-layer exponential ziggurat (Marsaglia & Tsang 2000), for 53-bit uniforms.
struct ExpZiggurat
{
    uint64_t k[256];
    double w[256];
    double f[256];

    ExpZiggurat()
    {
        const double m = 9007199254740992.0; // 2^53
        const double v = 3.949659822581572e-3;
        double d = 7.697117470131487, t = d;
        const double q = v / std::exp(-d);
        k[0] = uint64_t((d / q) * m);
        k[1] = 0;
        w[0] = q / m;
        w[255] = d / m;
        f[0] = 1;
        f[255] = std::exp(-d);
        for (int i = 254; i >= 1; --i) {
            d = -std::log(v / d + std::exp(-d));
            k[i + 1] = uint64_t((d / t) * m);
            t = d;
            f[i] = std::exp(-d);
            w[i] = d / m;
        }
    }

    static const ExpZiggurat &instance()
    {
        static const ExpZiggurat tables;
        return tables;
    }
};

/// xoshiro256** (Blackman & Vigna): small, fast, and the same sequence on every platform, unlike
/// the std:: distributions whose algorithms are implementation-defined.
class SimRng
{
public:
    explicit SimRng(uint64_t seed)
    {
        uint64_t x = seed;
        for (uint64_t &w : s) {
            x += 0x9E3779B97F4A7C15ULL;
            uint64_t z = x;
            z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
            z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
            w = z ^ (z >> 31);
        }
    }

    uint64_t next()
    {
        const uint64_t result = rotl(s[1] * 5, 7) * 9;
        const uint64_t t = s[1] << 17;
        s[2] ^= s[0];
        s[3] ^= s[1];
        s[1] ^= s[2];
        s[0] ^= s[3];
        s[2] ^= t;
        s[3] = rotl(s[3], 45);
        return result;
    }

    /// Uniform on (0, 1]: never 0, so −log is finite.
    double uniformOpen0() { return double((next() >> 11) + 1) * 0x1.0p-53; }
    /// Uniform on [0, 1).
    double uniform() { return double(next() >> 11) * 0x1.0p-53; }

    /// Unbiased integer in [0, n) (Lemire's multiply-and-reject).
    uint64_t below(uint64_t n)
    {
        uint128 m = uint128(next()) * n;
        uint64_t low = uint64_t(m);
        if (low < n) {
            const uint64_t threshold = (0 - n) % n;
            while (low < threshold) {
                m = uint128(next()) * n;
                low = uint64_t(m);
            }
        }
        return uint64_t(m >> 64);
    }

    /// Exponential(1) by inversion (slow reference; exponential() is the fast exact sampler).
    double exponentialByInversion() { return -std::log(uniformOpen0()); }

    /// Exponential(1) by the ziggurat: one 64-bit draw and a table compare ~98.9% of the time.
    double exponential()
    {
        const ExpZiggurat &z = ExpZiggurat::instance();
        const uint64_t u = next();
        const unsigned layer = unsigned(u & 255);
        const uint64_t j = u >> 11;
        if (j < z.k[layer])
            return double(int64_t(j)) * z.w[layer]; // j < 2^53: a signed convert is exact and cheap
        return exponentialSlow(u);
    }

    /// The ziggurat from its first draw u on, for when u missed the fast test (the tail, the
    /// wedges, and fresh draws after a rejection). Kernels that inline the fast test call this.
    double exponentialSlow(uint64_t u)
    {
        const ExpZiggurat &z = ExpZiggurat::instance();
        for (;;) {
            const unsigned layer = unsigned(u & 255);
            const uint64_t j = u >> 11;
            if (j < z.k[layer])
                return double(int64_t(j)) * z.w[layer];
            if (layer == 0)
                return 7.697117470131487 - std::log(uniformOpen0()); // the tail beyond r
            const double x = double(int64_t(j)) * z.w[layer];
            if (z.f[layer] + uniform() * (z.f[layer - 1] - z.f[layer]) < std::exp(-x))
                return x;
            u = next();
        }
    }

    /// Standard normal (Marsaglia polar method, one value per call; the pair's second is dropped
    /// to keep the state simple and the sequence independent of call interleaving).
    double normal()
    {
        for (;;) {
            const double u = 2 * uniform() - 1;
            const double v = 2 * uniform() - 1;
            const double s2 = u * u + v * v;
            if (s2 > 0 && s2 < 1)
                return u * std::sqrt(-2 * std::log(s2) / s2);
        }
    }

    /// Gamma(shape, 1) by Marsaglia & Tsang (2000); shape < 1 via the U^(1/shape) boost.
    double gamma(double shape)
    {
        if (shape < 1) {
            const double u = uniformOpen0();
            return gamma(shape + 1) * std::pow(u, 1 / shape);
        }
        const double d = shape - 1.0 / 3;
        const double c = 1 / std::sqrt(9 * d);
        for (;;) {
            double x, v;
            do {
                x = normal();
                v = 1 + c * x;
            } while (v <= 0);
            v = v * v * v;
            const double u = uniformOpen0();
            if (u < 1 - 0.0331 * x * x * x * x)
                return d * v;
            if (std::log(u) < 0.5 * x * x + d * (1 - v + std::log(v)))
                return d * v;
        }
    }

private:
    static uint64_t rotl(uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }
    uint64_t s[4];
};

} // namespace ringcore
