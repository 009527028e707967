#include "ringcore/analysis/memorymodel.h"

#include <QCoreApplication>

namespace ringcore {

QList<PointLayout> MemoryModel::layouts()
{
    return {PointLayout::Packed6, PointLayout::Padded8};
}

int MemoryModel::bytesPerPoint(PointLayout layout)
{
    switch (layout) {
    case PointLayout::Packed6:
        return 6; // uint32 hash + uint16 index, __attribute__((packed))
    case PointLayout::Padded8:
        return 8; // the same struct, size rounded up to its 4-byte alignment
    }
    return 0;
}

QString MemoryModel::layoutName(PointLayout layout)
{
    switch (layout) {
    case PointLayout::Packed6:
        return QCoreApplication::translate("ringcore::MemoryModel", "packed 6-byte (hash32 + u16 index)");
    case PointLayout::Padded8:
        return QCoreApplication::translate("ringcore::MemoryModel", "padded 8-byte struct");
    }
    return {};
}

double MemoryModel::pointsPerRing(int servers, double points, const std::vector<int> &weights)
{
    if (weights.empty())
        return double(servers) * points;
    double sum = 0;
    for (int w : weights)
        sum += w;
    return sum * points;
}

double MemoryModel::totalBytes(PointLayout layout, int servers, double points, const std::vector<int> &weights,
                               double rings)
{
    return pointsPerRing(servers, points, weights) * bytesPerPoint(layout) * rings;
}

} // namespace ringcore
