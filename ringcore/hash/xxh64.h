#pragma once

#include <QByteArrayView>

#include <cstdint>
#include <initializer_list>
#include <memory>

namespace ringcore {

/// XXH64 from libxxhash (not reimplemented). Envoy hashes ring points ("address_i") and
/// `:path` header values with XXH64, seed 0.
///
/// The streaming form hashes the concatenation of every piece fed. Envoy's
/// `HashUtil::xxHash64(absl::Span<absl::string_view>)` is different: it chains seeds
/// (each piece is hashed with the previous piece's hash as seed); that is chained().
class Xxh64
{
public:
    explicit Xxh64(uint64_t seed = 0);
    ~Xxh64();
    Xxh64(const Xxh64 &) = delete;
    Xxh64 &operator=(const Xxh64 &) = delete;

    /// Feeds more bytes; returns *this so calls can be chained.
    Xxh64 &update(QByteArrayView data);
    /// XXH64 of every byte fed so far (the state stays usable).
    uint64_t value() const;
    /// Starts over with a new seed.
    void reset(uint64_t seed = 0);

    /// XXH64 of one buffer.
    static uint64_t of(QByteArrayView data, uint64_t seed = 0);
    /// Envoy's span hash: h = seed; for each piece h = XXH64(piece, h).
    static uint64_t chained(std::initializer_list<QByteArrayView> pieces, uint64_t seed = 0);

private:
    struct State;
    std::unique_ptr<State> m_state;
};

} // namespace ringcore
