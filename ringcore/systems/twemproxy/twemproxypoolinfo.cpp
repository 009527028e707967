// twemproxy's three distributions as RingLab algorithms: their names, descriptions, options and
// memory estimates (the port itself is twemproxypool.cpp).
#include "ringcore/systems/twemproxy/twemproxypool.h"

#include "ringcore/rings/algorithmregistry.h"

#include <QCoreApplication>

#include <climits>

namespace ringcore {

namespace {

constexpr const char *kContext = "ringcore::TwemproxyPool";

const QStringList kHashTags = {QStringLiteral("none"), QStringLiteral("{}"), QStringLiteral("[]"),
                               QStringLiteral("()"),   QStringLiteral("<>"), QStringLiteral("$$"),
                               QStringLiteral("##"),   QStringLiteral("::")};

QList<OptionSpec> commonOptions(bool withHash)
{
    QList<OptionSpec> out;
    if (withHash) {
        OptionSpec hash;
        hash.name = QStringLiteral("hash");
        hash.description = QCoreApplication::translate("ringcore::TwemproxyPool", "twemproxy's hash: function for keys (fnv1a_64 by default)");
        hash.defaultValue = QStringLiteral("fnv1a_64");
        hash.choices = TwemproxyHash::names();
        out.append(hash);
    }
    OptionSpec names;
    names.name = QStringLiteral("names");
    names.description = QCoreApplication::translate(
        "ringcore::TwemproxyPool", "Server names hashed and sorted: address (host, or host:port unless the port is 11211) or "
                  "numbered (explicit names server1, server2, … in list order)");
    names.defaultValue = QStringLiteral("address");
    names.choices = {QStringLiteral("address"), QStringLiteral("numbered")};
    out.append(names);
    OptionSpec eject;
    eject.name = QStringLiteral("auto-eject-hosts");
    eject.description = QCoreApplication::translate(
        "ringcore::TwemproxyPool", "auto_eject_hosts: true (RingLab's default, so a down server leaves the pool) ejects down "
                  "servers and rebuilds the pool from the live ones; false (twemproxy's default) keeps them, and "
                  "their keys get errors");
    eject.defaultValue = QStringLiteral("true");
    eject.choices = {QStringLiteral("false"), QStringLiteral("true")};
    out.append(eject);
    OptionSpec tag;
    tag.name = QStringLiteral("hash-tag");
    tag.description = QCoreApplication::translate(
        "ringcore::TwemproxyPool", "hash_tag: two characters; a key with text between them is hashed on that text only");
    tag.defaultValue = QStringLiteral("none");
    tag.choices = kHashTags;
    out.append(tag);
    return out;
}

double totalWeight(const ServerList &servers)
{
    double w = 0;
    for (const Server &s : servers)
        w += s.weight;
    return w;
}

AlgorithmInfo makeInfo(TwemproxyPool::Distribution d)
{
    AlgorithmInfo info;
    info.name = TwemproxyPool::registryName(d);
    // ketama: a continuum of points; modula and random: a table of weighted slots.
    info.structure = d == TwemproxyPool::Distribution::Ketama ? AlgorithmInfo::Structure::Points
                                                              : AlgorithmInfo::Structure::Table;
    info.trContext = kContext;
    info.minWeight = 1;
    info.maxWeight = INT_MAX; // nc_conf.c: nc_atoi, > 0; the pool's total must fit uint32_t (checked on build)
    switch (d) {
    case TwemproxyPool::Distribution::Ketama:
        info.displayName = QCoreApplication::translate("ringcore::TwemproxyPool", "twemproxy ketama");
        info.description = QCoreApplication::translate(
            "ringcore::TwemproxyPool", "twemproxy (nutcracker 0.5.0) distribution: ketama: 160 points per server scaled by weight "
                      "(floor(w/W·40·live)·4), four from each MD5 of \"name-i\"; a key's hash (fnv1a_64 by default) "
                      "goes to the first point at or after it.");
        info.options = commonOptions(true);
        // floor(w/W·40·N)·4 points: 156, not 160, for 100 equal servers (the float product rounds down).
        info.spreadMarkers = {SpreadMarker{QT_TRANSLATE_NOOP("SpreadMarker", "twemproxy ketama (%1)"), {}, 1}};
        info.estimateBytes = [](const ServerList &servers, const AlgorithmOptions &) {
            return double(servers.size() + TwemproxyPool::kContinuumAddition) * TwemproxyPool::kKetamaPointsPerServer
                   * (sizeof(TwemproxyPool::Point) + 2 * sizeof(uint32_t));
        };
        break;
    case TwemproxyPool::Distribution::Modula:
        info.displayName = QCoreApplication::translate("ringcore::TwemproxyPool", "twemproxy modula");
        info.description = QCoreApplication::translate(
            "ringcore::TwemproxyPool", "twemproxy (nutcracker 0.5.0) distribution: modula: one slot per unit of weight in the "
                      "servers' name order; a key goes to slot hash mod slots.");
        info.options = commonOptions(true);
        info.estimateBytes = [](const ServerList &servers, const AlgorithmOptions &) {
            return (totalWeight(servers) + TwemproxyPool::kContinuumAddition) * (TwemproxyPool::kContinuumEntryBytes + sizeof(int));
        };
        break;
    case TwemproxyPool::Distribution::Random:
        info.displayName = QCoreApplication::translate("ringcore::TwemproxyPool", "twemproxy random");
        info.description = QCoreApplication::translate(
            "ringcore::TwemproxyPool", "twemproxy (nutcracker 0.5.0) distribution: random: each request goes to a random live "
                      "server, whatever its key (weights ignored). Not predictable per key: RingLab routes a "
                      "stand-in (hash mod live servers) with the same spread.");
        info.options = commonOptions(false);
        info.estimateBytes = [](const ServerList &servers, const AlgorithmOptions &) {
            return double(servers.size() + TwemproxyPool::kContinuumAddition) * (TwemproxyPool::kContinuumEntryBytes + sizeof(int));
        };
        break;
    }
    info.create = [d](const ServerList &servers, const AlgorithmOptions &options,
                      QString *error) -> std::unique_ptr<Algorithm> {
        return TwemproxyPool::create(d, servers, options, error);
    };
    return info;
}

} // namespace

RINGCORE_REGISTER_ALGORITHM(160, makeInfo(TwemproxyPool::Distribution::Ketama))
RINGCORE_REGISTER_ALGORITHM(161, makeInfo(TwemproxyPool::Distribution::Modula))
RINGCORE_REGISTER_ALGORITHM(162, makeInfo(TwemproxyPool::Distribution::Random))

} // namespace ringcore
