#pragma once

#include <QByteArray>

#include <cstdint>
#include <vector>

namespace ringcore {

/// The seed harness's keys, `/objects/<16 lowercase hex digits>`, generated from a seed.
///
/// Key i is a pure function of (seed, i), so any key can be regenerated without the ones
/// before it (shards, rechecks of the first N keys, parallel routing):
///
///     value(seed, i) = splitmix64_mix(seed + (i + 1) * 0x9E3779B97F4A7C15)   (mod 2^64)
///     key(seed, i)   = "/objects/" + 16 lowercase hex digits of value(seed, i), zero-padded
///
/// where splitmix64_mix(z) is Vigna's SplitMix64 finaliser:
///     z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9;  z = (z ^ (z >> 27)) * 0x94D049BB133111EB;
///     z ^ (z >> 31)
/// i.e. value(seed, i) is the (i+1)-th output of a SplitMix64 generator whose state starts at
/// @p seed. The default seed is 1 (Experiment::seed's default). Distinct indices give distinct
/// values (the finaliser is a bijection), so the keys of one seed never repeat.
class KeyGenerator
{
public:
    static constexpr uint64_t DefaultSeed = 1;
    static constexpr char Prefix[] = "/objects/";
    /// Length of every generated key: 9 prefix bytes + 16 hex digits.
    static constexpr int KeyLength = 25;

    explicit KeyGenerator(uint64_t seed = DefaultSeed) : m_seed(seed) {}

    uint64_t seed() const { return m_seed; }

    /// The 64-bit value behind key @p index.
    static constexpr uint64_t value(uint64_t seed, uint64_t index)
    {
        uint64_t z = seed + (index + 1) * 0x9E3779B97F4A7C15ull;
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
        return z ^ (z >> 31);
    }
    uint64_t value(uint64_t index) const { return value(m_seed, index); }

    /// Key number @p index (0-based).
    QByteArray key(uint64_t index) const;
    /// Writes key @p index into @p out (KeyLength bytes, no terminator) without allocating.
    void writeKey(uint64_t index, char *out) const;
    /// Keys first … first + count - 1.
    std::vector<QByteArray> keys(uint64_t first, uint64_t count) const;

private:
    uint64_t m_seed;
};

} // namespace ringcore
