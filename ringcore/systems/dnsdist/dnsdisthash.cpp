#include "ringcore/systems/dnsdist/dnsdisthash.h"


namespace ringcore {

namespace {

inline uint32_t lower(unsigned char c)
{
    return (c >= 'A' && c <= 'Z') ? uint32_t(c) + ('a' - 'A') : uint32_t(c);
}

inline void mix(uint32_t &a, uint32_t &b, uint32_t &c)
{
    a -= b; a -= c; a ^= (c >> 13);
    b -= c; b -= a; b ^= (a << 8);
    c -= a; c -= b; c ^= (b >> 13);
    a -= b; a -= c; a ^= (c >> 12);
    b -= c; b -= a; b ^= (a << 16);
    c -= a; c -= b; c ^= (b >> 5);
    a -= b; a -= c; a ^= (c >> 3);
    b -= c; b -= a; b ^= (a << 10);
    c -= a; c -= b; c ^= (b >> 15);
}

} // namespace

uint32_t DnsdistHash::burtleCI(QByteArrayView bytes, uint32_t initval)
{
    const auto *k = reinterpret_cast<const unsigned char *>(bytes.data());
    const uint32_t length = uint32_t(bytes.size());
    uint32_t len = length;
    uint32_t a = 0x9e3779b9, b = 0x9e3779b9, c = initval;
    while (len >= 12) {
        a += lower(k[0]) + (lower(k[1]) << 8) + (lower(k[2]) << 16) + (lower(k[3]) << 24);
        b += lower(k[4]) + (lower(k[5]) << 8) + (lower(k[6]) << 16) + (lower(k[7]) << 24);
        c += lower(k[8]) + (lower(k[9]) << 8) + (lower(k[10]) << 16) + (lower(k[11]) << 24);
        mix(a, b, c);
        k += 12;
        len -= 12;
    }
    c += length;
    switch (len) {
    case 11: c += lower(k[10]) << 24; [[fallthrough]];
    case 10: c += lower(k[9]) << 16; [[fallthrough]];
    case 9: c += lower(k[8]) << 8; [[fallthrough]]; // the first byte of c is the length
    case 8: b += lower(k[7]) << 24; [[fallthrough]];
    case 7: b += lower(k[6]) << 16; [[fallthrough]];
    case 6: b += lower(k[5]) << 8; [[fallthrough]];
    case 5: b += lower(k[4]); [[fallthrough]];
    case 4: a += lower(k[3]) << 24; [[fallthrough]];
    case 3: a += lower(k[2]) << 16; [[fallthrough]];
    case 2: a += lower(k[1]) << 8; [[fallthrough]];
    case 1: a += lower(k[0]); break;
    default: break;
    }
    mix(a, b, c);
    return c;
}

} // namespace ringcore
