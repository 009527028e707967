#include "ringcore/systems/twemproxy/twemproxyhash.h"

#include "ringcore/hash/crc32.h"

#include <QCryptographicHash>

#include <array>

namespace ringcore {

namespace {

struct NamedKind
{
    const char *name;
    TwemproxyHash::Kind kind;
};

// nc_hashkit.h HASH_CODEC order.
constexpr std::array<NamedKind, 12> kKinds{{
    {"one_at_a_time", TwemproxyHash::Kind::OneAtATime},
    {"md5", TwemproxyHash::Kind::Md5},
    {"crc16", TwemproxyHash::Kind::Crc16},
    {"crc32", TwemproxyHash::Kind::Crc32},
    {"crc32a", TwemproxyHash::Kind::Crc32a},
    {"fnv1_64", TwemproxyHash::Kind::Fnv1_64},
    {"fnv1a_64", TwemproxyHash::Kind::Fnv1a_64},
    {"fnv1_32", TwemproxyHash::Kind::Fnv1_32},
    {"fnv1a_32", TwemproxyHash::Kind::Fnv1a_32},
    {"hsieh", TwemproxyHash::Kind::Hsieh},
    {"murmur", TwemproxyHash::Kind::Murmur},
    {"jenkins", TwemproxyHash::Kind::Jenkins},
}};

/// A key byte as twemproxy's `(uint32_t) key[x]` reads it: `char` is signed, so >= 0x80 extends.
inline uint32_t signedByte32(char c)
{
    return uint32_t(int32_t(static_cast<signed char>(c)));
}

inline uint64_t signedByte64(char c)
{
    return uint64_t(int64_t(static_cast<signed char>(c)));
}

// nc_crc16.c's crc16tab is the CRC-16/XMODEM table (polynomial 0x1021, not reflected).
constexpr std::array<uint16_t, 256> makeCrc16Table()
{
    std::array<uint16_t, 256> t{};
    for (uint32_t i = 0; i < 256; ++i) {
        uint32_t c = i << 8;
        for (int b = 0; b < 8; ++b)
            c = (c & 0x8000) ? (c << 1) ^ 0x1021 : c << 1;
        t[i] = uint16_t(c);
    }
    return t;
}
constexpr std::array<uint16_t, 256> kCrc16 = makeCrc16Table();
static_assert(kCrc16[1] == 0x1021 && kCrc16[255] == 0x1ef0, "nc_crc16.c crc16tab");

inline uint32_t rot(uint32_t x, int k)
{
    return (x << k) | (x >> (32 - k));
}

inline uint32_t get16(const unsigned char *d)
{
    return (uint32_t(d[1]) << 8) + uint32_t(d[0]);
}

} // namespace

QStringList TwemproxyHash::names()
{
    QStringList out;
    for (const NamedKind &k : kKinds)
        out.append(QString::fromLatin1(k.name));
    return out;
}

bool TwemproxyHash::fromName(const QString &name, Kind *kind)
{
    for (const NamedKind &k : kKinds)
        if (name == QLatin1String(k.name)) {
            *kind = k.kind;
            return true;
        }
    return false;
}

QString TwemproxyHash::name(Kind kind)
{
    for (const NamedKind &k : kKinds)
        if (k.kind == kind)
            return QString::fromLatin1(k.name);
    return {};
}

int TwemproxyHash::bits(Kind kind)
{
    return kind == Kind::Crc32 ? 15 : 32;
}

uint32_t TwemproxyHash::hash(Kind kind, QByteArrayView key)
{
    switch (kind) {
    case Kind::OneAtATime:
        return oneAtATime(key);
    case Kind::Md5:
        return md5(key);
    case Kind::Crc16:
        return crc16(key);
    case Kind::Crc32:
        return crc32(key);
    case Kind::Crc32a:
        return crc32a(key);
    case Kind::Fnv1_64:
        return fnv1_64(key);
    case Kind::Fnv1a_64:
        return fnv1a_64(key);
    case Kind::Fnv1_32:
        return fnv1_32(key);
    case Kind::Fnv1a_32:
        return fnv1a_32(key);
    case Kind::Hsieh:
        return hsieh(key);
    case Kind::Murmur:
        return murmur(key);
    case Kind::Jenkins:
        return jenkins(key);
    }
    return 0;
}

uint32_t TwemproxyHash::oneAtATime(QByteArrayView key)
{
    uint32_t value = 0;
    for (char c : key) {
        value += signedByte32(c);
        value += value << 10;
        value ^= value >> 6;
    }
    value += value << 3;
    value ^= value >> 11;
    value += value << 15;
    return value;
}

void TwemproxyHash::md5Words(QByteArrayView text, uint32_t out[4])
{
    const QByteArray digest = QCryptographicHash::hash(text, QCryptographicHash::Md5);
    const auto *d = reinterpret_cast<const unsigned char *>(digest.constData());
    for (int w = 0; w < 4; ++w)
        out[w] = uint32_t(d[4 * w]) | uint32_t(d[4 * w + 1]) << 8 | uint32_t(d[4 * w + 2]) << 16
                 | uint32_t(d[4 * w + 3]) << 24;
}

uint32_t TwemproxyHash::md5(QByteArrayView key)
{
    uint32_t words[4];
    md5Words(key, words);
    return words[0];
}

uint32_t TwemproxyHash::crc16(QByteArrayView key)
{
    // The register is a uint32_t shifted left by 8 each byte and never masked (nc_crc16.c).
    uint32_t crc = 0;
    for (char c : key)
        crc = (crc << 8) ^ kCrc16[((crc >> 8) ^ uint32_t(int32_t(static_cast<signed char>(c)))) & 0xff];
    return crc;
}

uint32_t TwemproxyHash::crc32(QByteArrayView key)
{
    // nc_crc32.c hash_crc32: the table walk from ~0 is zlib's CRC-32 before its final inversion.
    return (Crc32::of(key) >> 16) & 0x7fff;
}

uint32_t TwemproxyHash::crc32a(QByteArrayView key)
{
    return Crc32::of(key);
}

uint32_t TwemproxyHash::fnv1_64(QByteArrayView key)
{
    uint64_t hash = UINT64_C(0xcbf29ce484222325);
    for (char c : key) {
        hash *= UINT64_C(0x100000001b3);
        hash ^= signedByte64(c);
    }
    return uint32_t(hash);
}

uint32_t TwemproxyHash::fnv1a_64(QByteArrayView key)
{
    uint32_t hash = uint32_t(UINT64_C(0xcbf29ce484222325));
    for (char c : key) {
        hash ^= signedByte32(c);
        hash *= uint32_t(UINT64_C(0x100000001b3));
    }
    return hash;
}

uint32_t TwemproxyHash::fnv1_32(QByteArrayView key)
{
    uint32_t hash = 2166136261u;
    for (char c : key) {
        hash *= 16777619u;
        hash ^= signedByte32(c);
    }
    return hash;
}

uint32_t TwemproxyHash::fnv1a_32(QByteArrayView key)
{
    uint32_t hash = 2166136261u;
    for (char c : key) {
        hash ^= signedByte32(c);
        hash *= 16777619u;
    }
    return hash;
}

uint32_t TwemproxyHash::hsieh(QByteArrayView key)
{
    if (key.isEmpty())
        return 0;
    const auto *p = reinterpret_cast<const unsigned char *>(key.data());
    uint32_t hash = 0;
    size_t length = size_t(key.size());
    const int rem = int(length & 3);
    for (length >>= 2; length > 0; --length) {
        hash += get16(p);
        const uint32_t tmp = (get16(p + 2) << 11) ^ hash;
        hash = (hash << 16) ^ tmp;
        p += 4;
        hash += hash >> 11;
    }
    switch (rem) {
    case 3:
        hash += get16(p);
        hash ^= hash << 16;
        // `(uint32_t)key[2] << 18` with a signed char key.
        hash ^= signedByte32(char(p[2])) << 18;
        hash += hash >> 11;
        break;
    case 2:
        hash += get16(p);
        hash ^= hash << 11;
        hash += hash >> 17;
        break;
    case 1:
        hash += p[0];
        hash ^= hash << 10;
        hash += hash >> 1;
        break;
    default:
        break;
    }
    hash ^= hash << 3;
    hash += hash >> 5;
    hash ^= hash << 4;
    hash += hash >> 17;
    hash ^= hash << 25;
    hash += hash >> 6;
    return hash;
}

uint32_t TwemproxyHash::murmur(QByteArrayView key)
{
    const uint32_t m = 0x5bd1e995;
    size_t length = size_t(key.size());
    const uint32_t seed = 0xdeadbeef * uint32_t(length);
    uint32_t h = seed ^ uint32_t(length);
    const auto *data = reinterpret_cast<const unsigned char *>(key.data());
    while (length >= 4) {
        uint32_t k = uint32_t(data[0]) | uint32_t(data[1]) << 8 | uint32_t(data[2]) << 16 | uint32_t(data[3]) << 24;
        k *= m;
        k ^= k >> 24;
        k *= m;
        h *= m;
        h ^= k;
        data += 4;
        length -= 4;
    }
    switch (length) {
    case 3:
        h ^= uint32_t(data[2]) << 16;
        [[fallthrough]];
    case 2:
        h ^= uint32_t(data[1]) << 8;
        [[fallthrough]];
    case 1:
        h ^= data[0];
        h *= m;
        break;
    default:
        break;
    }
    h ^= h >> 13;
    h *= m;
    h ^= h >> 15;
    return h;
}

uint32_t TwemproxyHash::jenkins(QByteArrayView key)
{
    // lookup3 hashlittle() with initval 13; every aligned read path of nc_jenkins.c gives the
    // byte-at-a-time result on a little-endian machine.
    size_t length = size_t(key.size());
    uint32_t a, b, c;
    a = b = c = 0xdeadbeef + uint32_t(length) + 13;
    const auto *k = reinterpret_cast<const unsigned char *>(key.data());
    auto mix = [&] {
        a -= c; a ^= rot(c, 4);  c += b;
        b -= a; b ^= rot(a, 6);  a += c;
        c -= b; c ^= rot(b, 8);  b += a;
        a -= c; a ^= rot(c, 16); c += b;
        b -= a; b ^= rot(a, 19); a += c;
        c -= b; c ^= rot(b, 4);  b += a;
    };
    while (length > 12) {
        a += k[0] + (uint32_t(k[1]) << 8) + (uint32_t(k[2]) << 16) + (uint32_t(k[3]) << 24);
        b += k[4] + (uint32_t(k[5]) << 8) + (uint32_t(k[6]) << 16) + (uint32_t(k[7]) << 24);
        c += k[8] + (uint32_t(k[9]) << 8) + (uint32_t(k[10]) << 16) + (uint32_t(k[11]) << 24);
        mix();
        length -= 12;
        k += 12;
    }
    switch (length) {
    case 12: c += uint32_t(k[11]) << 24; [[fallthrough]];
    case 11: c += uint32_t(k[10]) << 16; [[fallthrough]];
    case 10: c += uint32_t(k[9]) << 8; [[fallthrough]];
    case 9: c += k[8]; [[fallthrough]];
    case 8: b += uint32_t(k[7]) << 24; [[fallthrough]];
    case 7: b += uint32_t(k[6]) << 16; [[fallthrough]];
    case 6: b += uint32_t(k[5]) << 8; [[fallthrough]];
    case 5: b += k[4]; [[fallthrough]];
    case 4: a += uint32_t(k[3]) << 24; [[fallthrough]];
    case 3: a += uint32_t(k[2]) << 16; [[fallthrough]];
    case 2: a += uint32_t(k[1]) << 8; [[fallthrough]];
    case 1: a += k[0]; break;
    default: return c; // zero length: no final mixing
    }
    c ^= b; c -= rot(b, 14);
    a ^= c; a -= rot(c, 11);
    b ^= a; b -= rot(a, 25);
    c ^= b; c -= rot(b, 16);
    a ^= c; a -= rot(c, 4);
    b ^= a; b -= rot(a, 14);
    c ^= b; c -= rot(b, 24);
    return c;
}

} // namespace ringcore
