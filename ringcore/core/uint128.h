#pragma once

namespace ringcore {

/// Unsigned 128-bit arithmetic for products and sums of 64-bit hashes. `unsigned __int128` is a
/// GCC/Clang extension; `__extension__` says so once, here, for -Wpedantic (RINGLAB_WERROR).
__extension__ typedef unsigned __int128 uint128;

} // namespace ringcore
