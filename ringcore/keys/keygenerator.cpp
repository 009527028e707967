#include "ringcore/keys/keygenerator.h"

#include <cstring>

namespace ringcore {

void KeyGenerator::writeKey(uint64_t index, char *out) const
{
    static constexpr char digits[] = "0123456789abcdef";
    std::memcpy(out, Prefix, sizeof(Prefix) - 1);
    uint64_t v = value(index);
    char *hex = out + sizeof(Prefix) - 1;
    for (int i = 15; i >= 0; --i) {
        hex[i] = digits[v & 0xf];
        v >>= 4;
    }
}

QByteArray KeyGenerator::key(uint64_t index) const
{
    QByteArray out(KeyLength, Qt::Uninitialized);
    writeKey(index, out.data());
    return out;
}

std::vector<QByteArray> KeyGenerator::keys(uint64_t first, uint64_t count) const
{
    std::vector<QByteArray> out;
    out.reserve(count);
    for (uint64_t i = 0; i < count; ++i)
        out.push_back(key(first + i));
    return out;
}

} // namespace ringcore
