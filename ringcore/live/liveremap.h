#pragma once

#include <QCoreApplication>
#include <QJsonObject>
#include <QString>
#include <QStringList>

namespace ringcore {

/// Where the keys of removed servers went, one side (measured or predicted) of a comparison.
struct RemapSide
{
    qint64 keysOnRemoved = 0;   ///< keys that were on a removed server in the normal run
    int receivers = 0;          ///< servers that took them
    qint64 largestReceived = 0; ///< keys the busiest receiver took
    double largestShare = 0;    ///< largestReceived / keysOnRemoved
    qint64 otherMoved = 0;      ///< keys that moved although their server stayed
};

/// A normal run compared with a run where servers are marked down: measured beside predicted.
struct LiveRemap
{
    QStringList removed;        ///< addresses down in the second run only
    qint64 commonKeys = 0;      ///< keys answered (200) in both runs
    bool bothValid = false;
    QStringList notes;          ///< why a run is not valid, etc.
    RemapSide measured;
    RemapSide predicted;

    QJsonObject toJson() const;
};

/// Compares two run directories (ringlab-cli remap-runs / remap DIR_NORMAL DIR_DOWN).
class LiveRemapper
{
    Q_DECLARE_TR_FUNCTIONS(LiveRemapper) // the context lupdate writes into translations/*.ts
public:
    static bool compare(const QString &normalDir, const QString &downDir, LiveRemap *remap, QString *error);
};

} // namespace ringcore
