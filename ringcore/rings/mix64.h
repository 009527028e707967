#pragma once

#include <cstdint>

namespace ringcore {

/// 64-bit mixing shared by the newer schemes (JumpBackHash, PowerCH, BinomialHash, DxHash and the
/// fast rendezvous form). All are Vigna's SplitMix64 (public domain, prng.di.unimi.it/splitmix64.c).
namespace mix64 {

constexpr uint64_t kGolden = 0x9e3779b97f4a7c15ULL; ///< SplitMix64's state increment

/// SplitMix64's output function (Stafford's "Mix13" finalizer): a bijection with full avalanche.
constexpr uint64_t finalize(uint64_t z)
{
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

/// A value that depends on both inputs: finalize(value + (seed + 1) · golden).
constexpr uint64_t seeded(uint64_t value, uint64_t seed)
{
    return finalize(value + (seed + 1) * kGolden);
}

/// SplitMix64 as a stream: the state advances by the golden increment, each draw finalizes it.
struct SplitMix64
{
    uint64_t state;
    constexpr uint64_t next()
    {
        state += kGolden;
        return finalize(state);
    }
};

} // namespace mix64

} // namespace ringcore
