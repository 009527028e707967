#include "ringcore/live/liveremap.h"
#include "ringcore/live/systemdescription.h"

#include "ringcore/live/liverunresult.h"
#include "ringcore/live/mappingwriter.h"
#include "ringcore/rings/algorithmregistry.h"

#include <QCoreApplication>
#include <QDir>
#include <QHash>
#include <QSet>

namespace ringcore {

namespace {

QJsonObject sideJson(const RemapSide &s)
{
    return QJsonObject{{QStringLiteral("keysOnRemoved"), s.keysOnRemoved},
                       {QStringLiteral("receivers"), s.receivers},
                       {QStringLiteral("largestReceived"), s.largestReceived},
                       {QStringLiteral("largestShare"), s.largestShare},
                       {QStringLiteral("otherMoved"), s.otherMoved}};
}

/// Accumulates one side from (before, after) server pairs.
struct SideBuilder
{
    const QSet<int> *removed;
    QHash<int, qint64> receivers;
    RemapSide side;
    void add(int before, int after)
    {
        if (removed->contains(before)) {
            side.keysOnRemoved++;
            receivers[after]++;
        } else if (before != after) {
            side.otherMoved++;
        }
    }
    RemapSide finish()
    {
        side.receivers = int(receivers.size());
        for (auto it = receivers.cbegin(); it != receivers.cend(); ++it)
            side.largestReceived = qMax(side.largestReceived, it.value());
        side.largestShare = side.keysOnRemoved ? double(side.largestReceived) / double(side.keysOnRemoved) : 0;
        return side;
    }
};

bool loadRun(const QString &dir, LiveRunResult *run, QList<MappingWriter::Entry> *entries, QString *error)
{
    return LiveRunResult::load(dir, run, error)
        && MappingWriter::read(QDir(dir).filePath(run->mappingFile), entries, error);
}

} // namespace

QJsonObject LiveRemap::toJson() const
{
    return QJsonObject{{QStringLiteral("removed"), QJsonValue::fromVariant(removed)},
                       {QStringLiteral("commonKeys"), commonKeys},
                       {QStringLiteral("bothValid"), bothValid},
                       {QStringLiteral("notes"), QJsonValue::fromVariant(notes)},
                       {QStringLiteral("measured"), sideJson(measured)},
                       {QStringLiteral("predicted"), sideJson(predicted)}};
}

bool LiveRemapper::compare(const QString &normalDir, const QString &downDir, LiveRemap *remap, QString *error)
{
    LiveRunResult normal, down;
    QList<MappingWriter::Entry> normalEntries, downEntries;
    if (!loadRun(normalDir, &normal, &normalEntries, error) || !loadRun(downDir, &down, &downEntries, error))
        return false;
    if (normal.proxy != down.proxy || normal.servers.size() != down.servers.size()) {
        if (error)
            *error = tr("remap: the runs differ in proxy or number of servers (%1 with %2, %3 with %4)")
                         .arg(normal.proxy).arg(normal.servers.size()).arg(down.proxy).arg(down.servers.size());
        return false;
    }
    // Where keys went can only be told for the same keys: different key sets give an empty table.
    if (normal.keySource != down.keySource) {
        if (error)
            *error = tr("remap: the runs used different keys (key source %1 and %2); measure both with the same keys")
                         .arg(normal.keySource, down.keySource);
        return false;
    }
    if (normal.keySource == QLatin1String("generator") && normal.keySeed != down.keySeed) {
        if (error)
            *error = tr("remap: the runs used different key seeds (%1 and %2); measure both with the same --seed")
                         .arg(normal.keySeed)
                         .arg(down.keySeed);
        return false;
    }
    *remap = LiveRemap();
    QSet<int> removed;
    for (qsizetype i = 0; i < down.servers.size(); ++i) {
        if (normal.servers[i].address != down.servers[i].address) {
            if (error)
                *error = tr("remap: server %1 is %2 in one run and %3 in the other")
                             .arg(i + 1).arg(normal.servers[i].address, down.servers[i].address);
            return false;
        }
        if (down.servers[i].down && !normal.servers[i].down) {
            removed.insert(int(i));
            remap->removed.append(down.servers[i].address);
        }
    }
    if (removed.isEmpty()) {
        if (error)
            *error = tr("remap: the second run marks no server down that the first run had up");
        return false;
    }
    remap->bothValid = normal.valid && down.valid;
    if (!normal.valid)
        remap->notes.append(tr("the normal run is invalid: %1").arg(normal.reasons.join(QStringLiteral("; "))));
    if (!down.valid)
        remap->notes.append(tr("the run with servers down is invalid: %1").arg(down.reasons.join(QStringLiteral("; "))));

    // The system's port (its description's algorithm); both runs are of one system (checked above).
    const SystemDescription *system = SystemRegistry::find(normal.proxy);
    auto before = AlgorithmRegistry::create(system->algorithm(), normal.servers, system->predictOptions(normal.options), error);
    if (!before)
        return false;
    auto after = AlgorithmRegistry::create(system->algorithm(), down.servers, system->predictOptions(down.options), error);
    if (!after)
        return false;
    QHash<int, int> serverOfPort;
    for (qsizetype i = 0; i < normal.servers.size(); ++i)
        serverOfPort.insert(normal.servers[i].address.section(QLatin1Char(':'), -1).toInt(), int(i));
    QHash<QByteArray, int> normalServerOfKey;
    normalServerOfKey.reserve(normalEntries.size());
    for (const auto &e : std::as_const(normalEntries)) {
        if (e.status == 200 && serverOfPort.contains(e.backend))
            normalServerOfKey.insert(e.key, serverOfPort.value(e.backend));
    }
    SideBuilder measured{&removed, {}, {}};
    SideBuilder predicted{&removed, {}, {}};
    for (const auto &e : std::as_const(downEntries)) {
        const auto it = normalServerOfKey.constFind(e.key);
        if (e.status != 200 || !serverOfPort.contains(e.backend) || it == normalServerOfKey.constEnd())
            continue;
        remap->commonKeys++;
        measured.add(*it, serverOfPort.value(e.backend));
        predicted.add(before->route(e.key), after->route(e.key));
    }
    if (remap->commonKeys == 0) {
        if (error)
            *error = tr("remap: the runs have no key answered in both (different key sets?); measure both with the "
                        "same keys");
        return false;
    }
    remap->measured = measured.finish();
    remap->predicted = predicted.finish();
    return true;
}

} // namespace ringcore
