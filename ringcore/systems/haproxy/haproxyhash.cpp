#include "ringcore/systems/haproxy/haproxyhash.h"

namespace ringcore {

namespace {
const unsigned char *bytes(QByteArrayView data)
{
    return reinterpret_cast<const unsigned char *>(data.data());
}
} // namespace

uint32_t HaproxyHash::sdbm(QByteArrayView data)
{
    uint32_t hash = 0;
    const unsigned char *key = bytes(data);
    for (qsizetype i = 0; i < data.size(); ++i)
        hash = key[i] + (hash << 6) + (hash << 16) - hash;
    return hash;
}

uint32_t HaproxyHash::djb2(QByteArrayView data)
{
    // HAProxy unrolls this eight times; the result is the plain loop's.
    uint32_t hash = 5381;
    const unsigned char *key = bytes(data);
    for (qsizetype i = 0; i < data.size(); ++i)
        hash = ((hash << 5) + hash) + key[i];
    return hash;
}

uint32_t HaproxyHash::wt6(QByteArrayView data)
{
    uint32_t h0 = 0xa53c965au;
    uint32_t h1 = 0x5ca6953au;
    uint32_t step0 = 6;
    uint32_t step1 = 18;
    const unsigned char *key = bytes(data);
    for (qsizetype i = 0; i < data.size(); ++i) {
        uint32_t t = key[i];
        h0 = ~(h0 ^ t);
        h1 = ~(h1 + t);
        // step0/step1 can be 0 (t & 0x1f); a shift by 32 is undefined in C++ while HAProxy's C
        // relies on the platform. Both x86-64 and arm64 mask the count for 32-bit shifts, so a
        // rotation by 0 yields h | h = h; reproduce that without undefined behaviour.
        t = step0 ? (h1 << step0) | (h1 >> (32 - step0)) : h1;
        h1 = step1 ? (h0 << step1) | (h0 >> (32 - step1)) : h0;
        h0 = t;
        t = ((h0 >> 16) ^ h1) & 0xffffu;
        step0 = t & 0x1fu;
        step1 = t >> 11;
    }
    return h0 ^ h1;
}

} // namespace ringcore
