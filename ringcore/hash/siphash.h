#pragma once

#include <QByteArrayView>

#include <cstdint>

namespace ringcore {

/// SipHash-2-4 with a 64-bit result, from libsodium (crypto_shorthash_siphash24), not
/// reimplemented. Apache Traffic Server's ATSHash64Sip24 (src/tscore/HashSip.cc) is SipHash-2-4
/// with the key k0 = k1 = 0 unless given, the result v0 ^ v1 ^ v2 ^ v3 as a 64-bit integer —
/// libsodium writes that integer little-endian, and of() reads it back the same way.
class SipHash24
{
public:
    /// SipHash-2-4 of data under the 128-bit key (k0, k1), k0 being the key's first 8 bytes
    /// read little-endian.
    static uint64_t of(QByteArrayView data, uint64_t k0 = 0, uint64_t k1 = 0);
};

} // namespace ringcore
