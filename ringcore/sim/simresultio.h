#pragma once

#include <QCoreApplication>
#include "ringcore/sim/simulationresult.h"

#include <QJsonObject>
#include <QString>

#include <vector>

namespace ringcore {

/// JSON form of simulation results: the setting plus every ring's raw result, so shards written
/// on different machines merge into exactly the statistics of an unsharded run.
/// Doubles are written with Qt's shortest round-trip form, so reading gives the same bits.
class SimResultIo
{
    Q_DECLARE_TR_FUNCTIONS(SimResultIo) // the context lupdate writes into translations/*.ts
public:
    static QJsonObject settingToJson(const SimSetting &setting);
    static bool settingFromJson(const QJsonObject &object, SimSetting *setting, QString *error);

    /// One row of the summary table (keys points, servers, rings, rule, cv_formula, cv_rms, …).
    static QJsonObject statsRow(const SimulationResult &result);

    /// The summary table as text (the seed-000 columns, plus collisions / removal when present).
    static QString tableText(const std::vector<SimulationResult> &results);
    /// The summary as a JSON array, one statsRow() per result.
    static QByteArray rowsJson(const std::vector<SimulationResult> &results);

    /// A shard file: {"format": "ringlab-sim-rings", "version": 1, "results": [ … ]}.
    static QByteArray writeRings(const std::vector<SimulationResult> &results);
    /// The largest shard file read (FileReader refuses more): 256 MB, about a million rings.
    static constexpr qint64 kMaxShardBytes = 256LL * 1024 * 1024;
    static bool readRings(const QByteArray &data, std::vector<SimulationResult> *results, QString *error);
};

} // namespace ringcore
