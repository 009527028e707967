#pragma once

#include <QByteArrayView>

#include <cstdint>

namespace ringcore {

/// HAProxy's own hash functions, hand-written from HAProxy v2.6.0 (commit a1efc048bf8a)
/// src/hash.c and include/haproxy/intops.h, because no Debian library provides them.
///
/// All of them work on unsigned bytes and 32-bit unsigned arithmetic, exactly as the C source
/// (`const unsigned char *key`, `unsigned int hash`). HAProxy's fourth function, `crc32`, is the
/// standard CRC-32 and comes from zlib through ringcore::Crc32.
class HaproxyHash
{
public:
    /// `hash_sdbm()`: hash = c + (hash << 6) + (hash << 16) - hash, from 0. The default hash
    /// function of `balance uri` / `hash-type` in HAProxy.
    static uint32_t sdbm(QByteArrayView data);
    /// `hash_djb2()`: hash = hash * 33 + c, from 5381.
    static uint32_t djb2(QByteArrayView data);
    /// `hash_wt6()`: Willy Tarreau's 6-step rotating hash.
    static uint32_t wt6(QByteArrayView data);

    /// `full_hash()` / `__full_hash()`: one of Bob Jenkins' full-avalanche integer hashes
    /// followed by a multiplication by 3221225473. HAProxy applies it to the `avalanche`
    /// hash modifier (the default of `hash-type consistent`) and to place consistent-hash
    /// ring points: point i of server puid is at fullHash(puid * 4096 + i).
    static constexpr uint32_t fullHash(uint32_t a)
    {
        a = (a + 0x7ed55d16u) + (a << 12);
        a = (a ^ 0xc761c23cu) ^ (a >> 19);
        a = (a + 0x165667b1u) + (a << 5);
        a = (a + 0xd3a2646cu) ^ (a << 9);
        a = (a + 0xfd7046c5u) + (a << 3);
        a = (a ^ 0xb55a4f09u) ^ (a >> 16);
        return a * 3221225473u;
    }
};

} // namespace ringcore
