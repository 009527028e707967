#pragma once

#include <array>
#include <cstdint>
#include <cstring>

namespace ringcore {

/// pingora-ketama v2's 6-byte ring point: a 32-bit hash and a 16-bit node index stored as raw
/// bytes in native byte order, read back through accessors.
///
/// A `struct { uint32_t hash; uint16_t node; }` is padded to 8 bytes because its alignment is 4;
/// a byte array has alignment 1, so an array of these is 25% smaller than the padded struct
/// without resorting to a packed struct and its unaligned references.
class PackedPoint
{
public:
    PackedPoint() = default;
    PackedPoint(uint16_t node, uint32_t hash)
    {
        std::memcpy(m_bytes.data(), &hash, sizeof hash);
        std::memcpy(m_bytes.data() + sizeof hash, &node, sizeof node);
    }

    /// The point's position on the 32-bit ring (first 4 bytes).
    uint32_t hash() const
    {
        uint32_t h;
        std::memcpy(&h, m_bytes.data(), sizeof h);
        return h;
    }

    /// Index of the server that owns the point (last 2 bytes).
    uint16_t node() const
    {
        uint16_t n;
        std::memcpy(&n, m_bytes.data() + sizeof(uint32_t), sizeof n);
        return n;
    }

private:
    std::array<unsigned char, 6> m_bytes{};
};

static_assert(sizeof(PackedPoint) == 6, "pingora-ketama v2 points are 6 bytes");
static_assert(alignof(PackedPoint) == 1, "byte storage keeps arrays of points unpadded");

} // namespace ringcore
