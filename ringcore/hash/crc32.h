#pragma once

#include <QByteArrayView>

#include <cstdint>

namespace ringcore {

/// CRC-32 (IEEE 802.3, reflected polynomial 0xEDB88320) computed by zlib.
///
/// This is the checksum nginx calls ngx_crc32_long()/ngx_crc32_update() and HAProxy calls
/// hash_crc32(). Values are always *finalised* CRCs, as zlib returns them; continuing a finalised
/// value with update() is exactly nginx's chained use, where ngx_crc32_init() / _update() /
/// _final() are applied to consecutive pieces:
///
/// \code
///   // nginx: crc32(HOST "\0" PORT PREV_HASH) with a shared prefix
///   Crc32 base;
///   base.update(host).update(QByteArrayView("\0", 1)).update(port);
///   Crc32 point(base.value());
///   point.update(prevHashLittleEndian);       // point.value() is the point's hash
/// \endcode
class Crc32
{
public:
    /// A checksum of nothing (0), ready to be fed.
    Crc32() = default;
    /// Continues from a finalised CRC, as if the bytes that produced it had been fed.
    explicit Crc32(uint32_t finalised) : m_value(finalised) {}

    /// Feeds more bytes; returns *this so calls can be chained.
    Crc32 &update(QByteArrayView data);
    /// The finalised CRC of every byte fed so far.
    uint32_t value() const { return m_value; }

    /// CRC-32 of one buffer (zlib `crc32_z(0, data, size)`).
    static uint32_t of(QByteArrayView data);
    /// CRC-32 of the bytes that gave @p finalised followed by @p data (zlib `crc32_z(crc, …)`).
    static uint32_t extend(uint32_t finalised, QByteArrayView data);

private:
    uint32_t m_value = 0;
};

} // namespace ringcore
