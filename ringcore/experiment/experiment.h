#pragma once

#include <QCoreApplication>
#include "ringcore/core/server.h"
#include "ringcore/rings/algorithm.h"
#include "ringcore/traffic/trafficconfig.h"

#include <QJsonObject>
#include <QMetaType>
#include <QString>

namespace ringcore {

/// The Traffic page's settings, saved in the experiment file (format version 3): the traffic model,
/// the cache per server, the scale events and the algorithms compared. The servers are the
/// experiment's.
struct ExperimentTraffic
{
    Q_DECLARE_TR_FUNCTIONS(ringcore::ExperimentTraffic) // the context lupdate writes into translations/*.ts
public:
    TrafficConfig::Model model = TrafficConfig::Model::Zipf;
    double exponent = 1.0;      ///< Zipf s
    qint64 universe = 100000;   ///< keys U (uniform, Zipf)
    qint64 requests = 1000000;  ///< requests R (uniform, Zipf)
    QString logPath;            ///< the access log replayed (model Log)
    qint64 cacheObjects = 1000; ///< LRU objects per server
    int windows = 50;           ///< hit ratio over time: equal windows of requests
    QList<ScaleEvent> events = defaultEvents(QStringLiteral("127.0.0.1:9042"));
    QStringList algorithms = defaultAlgorithms();

    static constexpr int kMaxAlgorithms = 64;

    bool operator==(const ExperimentTraffic &) const = default;
    bool isDefault() const { return *this == ExperimentTraffic(); }

    /// Remove ADDRESS at 30 % of the requests, add it back at 60 %.
    static QList<ScaleEvent> defaultEvents(const QString &address);
    /// nginx, HAProxy, Envoy's ring and Maglev.
    static QStringList defaultAlgorithms();
    /// The model's stable name in files and on the command line: uniform, zipf, log.
    static QString modelName(TrafficConfig::Model model);

    /// The replay of one algorithm over the experiment's servers (validate() names a bad field).
    TrafficConfig config(const QString &algorithm, const ServerList &servers, const AlgorithmOptions &options,
                         uint64_t seed) const;

    QJsonObject toJson() const;
    /// Strict reader: false + *error naming the field ("traffic.universe: …") and its range.
    static bool fromJson(const QJsonObject &json, ExperimentTraffic *out, QString *error);
};

/// Everything that describes one experiment: a plain value, safe to copy across threads and
/// round-tripped through versioned JSON (experiment files, GUI state, CLI figures).
struct Experiment
{
    Q_DECLARE_TR_FUNCTIONS(Experiment) // the context lupdate writes into translations/*.ts
public:
    /// Version 2 adds each server's optional "name" (its hash name), version 3 the Traffic page's
    /// settings ("traffic"). A file is written at the lowest version that holds it (1 without names
    /// or traffic settings, 2 with names only), and versions 1-3 are read.
    static constexpr int kFormatVersion = 3;

    QString algorithm = QStringLiteral("nginx"); ///< AlgorithmRegistry name
    ServerList servers;                          ///< addresses, weights, down flags
    AlgorithmOptions options;                    ///< algorithm options ("points" → "160", …)
    qint64 keys = 100000;                        ///< keys to route (0: exact shares only)
    QString keyFile;                             ///< optional key file; empty: generated keys
    quint64 seed = 1;                            ///< seed of generated keys and random rings
    QString title;                               ///< free text shown in captions
    ExperimentTraffic traffic;                   ///< the Traffic page's settings

    bool operator==(const Experiment &) const = default;

    /// The embedded default: 100 servers 127.0.0.1:9001-9100, nginx's 160 points per server.
    static Experiment defaultExperiment();

    QJsonObject toJson() const;
    /// Strict reader: unknown version, wrong types, out-of-range values or oversized arrays give
    /// false with *error naming the field; *out is untouched on failure.
    static bool fromJson(const QJsonObject &json, Experiment *out, QString *error);

private:
    /// fromJson()'s parts: the "servers" array, and the optional fields after it.
    static bool serversFromJson(const QJsonValue &serverValue, ServerList *servers, QString *error);
    static bool settingsFromJson(const QJsonObject &json, Experiment *e, QString *error);
};

} // namespace ringcore

Q_DECLARE_METATYPE(ringcore::Experiment)
