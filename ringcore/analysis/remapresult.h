#pragma once

#include <QList>
#include <QMetaType>
#include <QString>
#include <QStringList>

#include <vector>

namespace ringcore {

/// Keys (or hash space) that went from one server to another.
struct RemapFlow
{
    int from = -1;       ///< index into RemapResult::addresses
    int to = -1;         ///< index into RemapResult::addresses (-1: no server)
    double fraction = 0; ///< of all keys / of the whole hash space
    qint64 keys = 0;     ///< key counts (Keys method only)
};

/// Where keys go when one algorithm instance is replaced by another.
struct RemapResult
{
    enum class Method { Intervals, Table, Keys };
    Method method = Method::Keys;
    bool exact() const { return method != Method::Keys; }
    static QString methodName(Method m);

    QStringList addresses;       ///< union of both server lists: the first's order, then new ones
    qint64 keys = 0;             ///< keys routed (Keys method)
    double movedFraction = 0;    ///< of keys / hash space that changed server
    qint64 movedKeys = 0;
    std::vector<RemapFlow> flows; ///< from != to only, largest first
    std::vector<double> before;   ///< share per address before
    std::vector<double> after;    ///< share per address after
    std::vector<qint64> beforeKeys; ///< key counts per address (Keys method)
    std::vector<qint64> afterKeys;
};

/// One or more servers removed: where their keys went and what else moved.
struct RemovalResult
{
    QList<int> removed;             ///< indices into remap.addresses
    RemapResult remap;
    double removedFraction = 0;     ///< share that was on the removed servers
    qint64 removedKeys = 0;
    int receivers = 0;              ///< servers that took some of those keys
    int largestTaker = -1;
    double largestTakerShare = 0;   ///< fraction of the removed keys the largest taker got
    double movedBetweenSurvivors = 0; ///< share that moved although its server stayed
    qint64 movedBetweenSurvivorsKeys = 0;
    std::vector<double> received;   ///< per address: fraction of the removed keys it took
};

/// One server added: how much moved, against the ideal.
struct AdditionResult
{
    int added = -1;              ///< index into remap.addresses
    RemapResult remap;
    double movedFraction = 0;    ///< of keys / hash space
    qint64 movedKeys = 0;
    double idealFraction = 0;    ///< the newcomer's fair share: w / (W + w), 1/(N+1) for equal weights
    double toNewcomer = 0;       ///< share that moved onto the new server
    double movedBetweenOthers = 0; ///< share that moved between servers that were there before
};

} // namespace ringcore

Q_DECLARE_METATYPE(ringcore::RemapResult)
Q_DECLARE_METATYPE(ringcore::RemovalResult)
Q_DECLARE_METATYPE(ringcore::AdditionResult)
