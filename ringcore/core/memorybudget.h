#pragma once

#include <QString>

namespace ringcore {

/// How much more memory this process may allocate, checked before a big allocation so that a
/// too large input gets a clear error instead of std::bad_alloc or the OOM killer. The budget is
/// the smallest of: what is left under the address-space limit (`ulimit -v`, RLIMIT_AS) after
/// the current virtual size, what is left under the cgroup's memory.max (v2) or
/// memory.limit_in_bytes (v1) after its current usage, and the system's MemAvailable.
class MemoryBudget
{
public:
    /// Bytes this process may still allocate (an estimate; never negative).
    static double availableBytes();
    /// True when `bytes` fits in availableBytes(); else false with *error (may be null) a
    /// translated message: "WHAT needs about 2.1 GB of memory, but only 1.2 GB is available
    /// (ulimit -v, cgroup limit or free memory)".
    static bool check(double bytes, const QString &what, QString *error);
};

} // namespace ringcore
