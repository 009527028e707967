#include "ringcore/hash/siphash.h"

#include <sodium.h>

namespace ringcore {

uint64_t SipHash24::of(QByteArrayView data, uint64_t k0, uint64_t k1)
{
    unsigned char key[crypto_shorthash_siphash24_KEYBYTES];
    unsigned char out[crypto_shorthash_siphash24_BYTES];
    for (int i = 0; i < 8; ++i) {
        key[i] = static_cast<unsigned char>(k0 >> (8 * i));
        key[8 + i] = static_cast<unsigned char>(k1 >> (8 * i));
    }
    crypto_shorthash_siphash24(out, reinterpret_cast<const unsigned char *>(data.data()),
                               static_cast<unsigned long long>(data.size()), key);
    uint64_t v = 0;
    for (int i = 7; i >= 0; --i)
        v = (v << 8) | out[i];
    return v;
}

} // namespace ringcore
