#include "ringcore/hash/xxh64.h"

#define XXH_STATIC_LINKING_ONLY
#include <xxhash.h>

namespace ringcore {

struct Xxh64::State
{
    XXH64_state_t state;
};

Xxh64::Xxh64(uint64_t seed) : m_state(std::make_unique<State>())
{
    reset(seed);
}

Xxh64::~Xxh64() = default;

void Xxh64::reset(uint64_t seed)
{
    XXH64_reset(&m_state->state, seed);
}

Xxh64 &Xxh64::update(QByteArrayView data)
{
    XXH64_update(&m_state->state, data.data(), static_cast<size_t>(data.size()));
    return *this;
}

uint64_t Xxh64::value() const
{
    return XXH64_digest(&m_state->state);
}

uint64_t Xxh64::of(QByteArrayView data, uint64_t seed)
{
    return XXH64(data.data(), static_cast<size_t>(data.size()), seed);
}

uint64_t Xxh64::chained(std::initializer_list<QByteArrayView> pieces, uint64_t seed)
{
    for (QByteArrayView piece : pieces)
        seed = of(piece, seed);
    return seed;
}

} // namespace ringcore
