#include "ringcore/hash/crc32.h"

#include <zlib.h>

namespace ringcore {

uint32_t Crc32::extend(uint32_t finalised, QByteArrayView data)
{
    // zlib treats a null buffer as "return the initial value" (0), which would silently reset
    // a chain when an empty piece (nginx's empty PORT) is fed; an empty piece changes nothing.
    if (data.isEmpty())
        return finalised;
    // zlib un-finalises the incoming value and re-finalises the result, which is why chaining
    // finalised values equals nginx's init/update/update/final sequence.
    return static_cast<uint32_t>(
        crc32_z(finalised, reinterpret_cast<const Bytef *>(data.data()), static_cast<z_size_t>(data.size())));
}

uint32_t Crc32::of(QByteArrayView data)
{
    return extend(0, data);
}

Crc32 &Crc32::update(QByteArrayView data)
{
    m_value = extend(m_value, data);
    return *this;
}

} // namespace ringcore
