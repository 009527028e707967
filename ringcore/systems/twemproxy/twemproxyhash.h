#pragma once

#include <QByteArrayView>
#include <QStringList>

#include <cstdint>

namespace ringcore {

/// The twelve key hashes of twemproxy (nutcracker) 0.5.0, `hash:` in a pool of nutcracker.yml
/// (twitter/twemproxy src/hashkit/nc_*.c). Each is written from that source, quirks included:
///
/// - twemproxy reads keys as `const char *`, and `char` is signed on x86-64 and most Linux
///   targets: one_at_a_time, fnv1_64, fnv1a_64, fnv1_32, fnv1a_32 and hsieh's three-byte tail
///   sign-extend bytes >= 0x80 before mixing them in (crc16/crc32/crc32a mask them back to 8 bits);
/// - `fnv1a_64` is not FNV-1a-64: it runs in 32 bits from the 64-bit offset basis's low word
///   (0x84222325) with the 64-bit prime's low word (0x1b3), as libmemcached does;
/// - `fnv1_64` is the real FNV-1-64 truncated to its low 32 bits;
/// - `crc32` is libmemcached's: bits 16-30 of the standard CRC-32, so 0-32767 only;
///   `crc32a` is the standard CRC-32 (zlib's crc32(), the same function);
/// - `crc16` never masks its register to 16 bits: the result keeps the bytes shifted out above
///   bit 15, so it spans 32 bits for keys of three bytes or more;
/// - `md5` is the first four digest bytes read little-endian; `jenkins` is lookup3 hashlittle()
///   with initval 13; `murmur` is MurmurHash2 with seed 0xdeadbeef × length.
class TwemproxyHash
{
public:
    enum class Kind {
        OneAtATime,
        Md5,
        Crc16,
        Crc32,
        Crc32a,
        Fnv1_64,
        Fnv1a_64,
        Fnv1_32,
        Fnv1a_32,
        Hsieh,
        Murmur,
        Jenkins,
    };

    /// The `hash:` names in twemproxy's order (nc_hashkit.h HASH_CODEC).
    static QStringList names();
    /// Kind for a `hash:` name; false when the name is unknown.
    static bool fromName(const QString &name, Kind *kind);
    static QString name(Kind kind);

    /// Bits the hash's values span: 15 for crc32 (libmemcached's 0-32767), 32 for the others.
    static int bits(Kind kind);

    /// The hash exactly as twemproxy's hash_<name>() computes it.
    static uint32_t hash(Kind kind, QByteArrayView key);

    static uint32_t oneAtATime(QByteArrayView key);
    static uint32_t md5(QByteArrayView key);
    static uint32_t crc16(QByteArrayView key);
    static uint32_t crc32(QByteArrayView key);
    static uint32_t crc32a(QByteArrayView key);
    static uint32_t fnv1_64(QByteArrayView key);
    static uint32_t fnv1a_64(QByteArrayView key);
    static uint32_t fnv1_32(QByteArrayView key);
    static uint32_t fnv1a_32(QByteArrayView key);
    static uint32_t hsieh(QByteArrayView key);
    static uint32_t murmur(QByteArrayView key);
    static uint32_t jenkins(QByteArrayView key);

    /// ketama_hash(): the MD5 digest of @p text read as four little-endian 32-bit words.
    static void md5Words(QByteArrayView text, uint32_t out[4]);
};

} // namespace ringcore
