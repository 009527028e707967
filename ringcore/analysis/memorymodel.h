#pragma once

#include <QList>
#include <QString>

#include <vector>

namespace ringcore {

/// How Cloudflare's ring stores one point, per the seeds: a packed 4-byte hash + u16 index
/// (6 bytes), and the same struct padded by the compiler (8). A real system's own point size is
/// its port's (Algorithm::memoryBytes, e.g. nginx's 16-byte and Envoy's 24-byte points).
enum class PointLayout { Packed6, Padded8 };

/// Memory of ring points: bytes per point × points per ring × rings.
class MemoryModel
{
public:
    static QList<PointLayout> layouts();
    static int bytesPerPoint(PointLayout layout);
    /// Short translated name, e.g. "packed 6-byte (hash32 + u16)".
    static QString layoutName(PointLayout layout);
    /// Points on one ring: k·Σw (N·k with equal weights; `weights` empty = all 1).
    static double pointsPerRing(int servers, double points, const std::vector<int> &weights = {});
    /// Total bytes for `rings` rings of that size in `layout`.
    static double totalBytes(PointLayout layout, int servers, double points, const std::vector<int> &weights = {},
                             double rings = 1);
};

} // namespace ringcore
