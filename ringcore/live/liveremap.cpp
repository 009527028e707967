#include "ringcore/live/liveremap.h"
#include "ringcore/live/systemdescription.h"

#include "ringcore/live/liverunresult.h"
#include "ringcore/live/mappingwriter.h"
#include "ringcore/rings/algorithmregistry.h"

#include <QCoreApplication>
#include <QDir>
#include <QHash>
#include <QSet>

#include <functional>

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

bool loadRun(const QString &dir, LiveRunResult *run, QList<MappingWriter::Entry> *entries, QStringList *notes,
             QString *error)
{
    QString unchecked;
    if (!LiveRunResult::load(dir, run, error) || !run->readMapping(dir, entries, nullptr, &unchecked, error))
        return false;
    if (!unchecked.isEmpty())
        notes->append(unchecked);
    return true;
}

/// "name (a and b)" for each key whose values differ; `fallback` gives a missing key's value.
void compareMaps(const QString &what, const QMap<QString, QString> &a, const QMap<QString, QString> &b,
                 const std::function<QString(const QString &)> &fallback, QStringList *out)
{
    QStringList names = a.keys() + b.keys();
    names.removeDuplicates();
    names.sort();
    for (const QString &name : std::as_const(names)) {
        const QString x = a.contains(name) ? a.value(name) : fallback(name);
        const QString y = b.contains(name) ? b.value(name) : fallback(name);
        if (x != y)
            out->append(LiveRemapper::tr("%1 %2 (%3 and %4)").arg(what, name, x, y));
    }
}

QMap<QString, QString> asText(const QMap<QString, qint64> &m)
{
    QMap<QString, QString> out;
    for (auto it = m.cbegin(); it != m.cend(); ++it)
        out.insert(it.key(), QString::number(it.value()));
    return out;
}

/// Everything but the servers marked down that makes the two runs place keys differently, or
/// send different keys: each difference named with both values.
QStringList differences(const LiveRunResult &a, const LiveRunResult &b, const SystemDescription &system)
{
    QStringList out;
    auto differ = [&out](const QString &what, const QString &x, const QString &y) {
        if (x != y)
            out.append(LiveRemapper::tr("%1 (%2 and %3)")
                           .arg(what, x.isEmpty() ? LiveRemapper::tr("none") : x, y.isEmpty() ? LiveRemapper::tr("none") : y));
    };
    differ(LiveRemapper::tr("different proxy versions"), a.proxyVersion, b.proxyVersion);
    const QList<LiveOption> options = system.liveOptions();
    compareMaps(LiveRemapper::tr("different option"), a.options, b.options, [&options](const QString &name) {
        for (const LiveOption &o : options)
            if (o.spec.name == name)
                return o.spec.defaultValue;
        return QString();
    }, &out);
    const QList<SystemSetting> settings = system.settings();
    compareMaps(LiveRemapper::tr("different setting"), asText(a.settings), asText(b.settings), [&settings](const QString &name) {
        for (const SystemSetting &s : settings)
            if (s.name == name)
                return QString::number(s.defaultValue);
        return QString();
    }, &out);
    for (qsizetype i = 0; i < a.servers.size() && i < b.servers.size(); ++i) {
        differ(LiveRemapper::tr("different addresses of server %1").arg(i + 1), a.servers[i].address, b.servers[i].address);
        differ(LiveRemapper::tr("different weights of %1").arg(a.servers[i].address), QString::number(a.servers[i].weight),
               QString::number(b.servers[i].weight));
        if (a.servers[i].down && !b.servers[i].down)
            out.append(LiveRemapper::tr("%1 is down in the normal run and up in the run with servers down")
                           .arg(a.servers[i].address));
    }
    differ(LiveRemapper::tr("different key sources"), a.keySource, b.keySource);
    if (a.keySource == QLatin1String("generator"))
        differ(LiveRemapper::tr("different key seeds"), QString::number(a.keySeed), QString::number(b.keySeed));
    differ(LiveRemapper::tr("different numbers of keys"), QString::number(a.keysPlanned), QString::number(b.keysPlanned));
    const QString keys = QLatin1String(LiveRunResult::kKeysDigest);
    if (a.sha256.contains(keys) && b.sha256.contains(keys))
        differ(LiveRemapper::tr("different keys (SHA-256 of the key sets)"), a.sha256.value(keys), b.sha256.value(keys));
    differ(LiveRemapper::tr("different traffic"), a.traffic, b.traffic);
    // Where the load in flight places requests (hash-balance-factor), how many are in flight counts too.
    if (!system.keyByKey(a.options))
        differ(LiveRemapper::tr("different concurrency (the runs bound loads, so requests in flight place keys)"), QString::number(a.concurrency),
               QString::number(b.concurrency));
    return out;
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
    QStringList unchecked;
    if (!loadRun(normalDir, &normal, &normalEntries, &unchecked, error)
        || !loadRun(downDir, &down, &downEntries, &unchecked, error))
        return false;
    if (normal.proxy != down.proxy || normal.servers.size() != down.servers.size()) {
        if (error)
            *error = tr("remap: the runs differ in proxy or number of servers (%1 with %2, %3 with %4)")
                         .arg(normal.proxy).arg(normal.servers.size()).arg(down.proxy).arg(down.servers.size());
        return false;
    }
    // The down servers must be the only difference: anything else (weights, options, keys, …)
    // moves keys too, and the table would blame the removal for it.
    const SystemDescription *system = SystemRegistry::find(normal.proxy); // LiveRunResult::load checked it
    const QStringList different = differences(normal, down, *system);
    if (!different.isEmpty()) {
        if (error)
            *error = tr("remap: the runs differ in more than the servers marked down, so where keys went would not "
                        "be the effect of the removal alone; measure both with the same setup: %1")
                         .arg(different.join(QStringLiteral("; ")));
        return false;
    }
    *remap = LiveRemap();
    remap->notes = unchecked;
    QSet<int> removed;
    for (qsizetype i = 0; i < down.servers.size(); ++i) {
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
    auto before = AlgorithmRegistry::create(system->predictAlgorithm(normal.options), normal.servers, system->predictOptions(normal.options), error);
    if (!before)
        return false;
    auto after = AlgorithmRegistry::create(system->predictAlgorithm(down.options), down.servers, system->predictOptions(down.options), error);
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
