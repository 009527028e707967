#pragma once

#include "ringcore/core/server.h"
#include "ringcore/rings/algorithm.h"

#include <QList>
#include <QString>
#include <QStringList>
#include <QVariantMap>

namespace ringcore {

/// A problem that stops RingLab from reading a config: where (1-based line, 0 if unknown) and why.
struct ConfigError
{
    int line = 0;
    QString reason;

    bool isError() const { return !reason.isEmpty(); }
    /// "line 12: unknown directive \"foo\" in upstream backend"
    QString toString() const;
};

/// One load-balancing section of a proxy config (an nginx upstream, a HAProxy backend/listen,
/// an Envoy cluster, an Istio DestinationRule) reduced to what RingLab's ports need.
///
/// Everything the file leaves out is filled from the proxy's documented default, and each such
/// assumption is listed in `defaults` so the report can say what was assumed.
struct ProxyConfig
{
    /// The system whose config this is: its AdvisorSystem's name ("nginx"; stable, used in JSON).
    QString system;
    QString sectionName;    ///< upstream / backend / cluster / DestinationRule name
    int sectionLine = 0;    ///< 1-based line where the section starts

    /// Registry name of the port that models this section: "nginx", "haproxy", "envoy-ring",
    /// "maglev". Empty when the section does not hash consistently (see `consistent`).
    QString algorithm;
    bool hashes = false;     ///< the section hashes keys at all (consistently or not)
    bool consistent = false; ///< hash … consistent / hash-type consistent / RING_HASH / MAGLEV
    QString hashKey;         ///< what the proxy hashes ("$request_uri", "uri", "header x-user", …)
    /// The section names a hash the system runs only with a setting the section lacks, so it
    /// does not hash at all (HAProxy: a layer-7 `balance` outside `mode http` falls back to round
    /// robin). `hashes` is then false and the system's fix starts with that setting.
    bool hashNeedsSetting = false;
    /// hashNeedsSetting, but the setting may be made where the text does not show (HAProxy: no
    /// mode line in scope and no defaults section, a backend pasted alone): the Advisor says so and
    /// answers for both (AdviceReport::ifSettingSet).
    bool settingUnknown = false;

    ServerList servers;      ///< in file order; backups are not included
    /// The file names no servers (an Istio DestinationRule): `servers` are assumed addresses, so
    /// the exact shares are an example and only the rings-of-this-size criterion speaks for the file.
    bool serversAssumed = false;
    QList<int> serverLines;  ///< 1-based line of each server (same order as servers)
    AlgorithmOptions options; ///< options for AlgorithmRegistry::create (ring sizes, table size, …)
    /// What the system's own reader read beyond the fields above, for its own Advisor part, by
    /// names its folder declares (ringcore/systems/<name>/): server ids, effective ring sizes, …
    QVariantMap facts;

    QStringList defaults; ///< "hash-type: map-based (HAProxy default)", one per assumption
    QStringList notes;    ///< things read but not modelled: backups, includes, other sections, …

    QString text;         ///< the whole file as read (for writing a patched copy)
    QString fileName;     ///< where it came from, if a file

    /// Servers that take keys: not down and weight above 0 (HAProxy's weight 0 takes no new traffic).
    int upCount() const;
    /// Servers that are not down but have weight 0.
    int zeroWeightCount() const;
    /// Smallest and largest weight among servers that are up (1, 1 if none).
    int minUpWeight() const;
    int maxUpWeight() const;
};

} // namespace ringcore
