#pragma once

#include "ringcore/core/server.h"
#include "ringcore/rings/algorithm.h"
#include "ringcore/traffic/zipfsampler.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

#include <cstdint>

namespace ringcore {

/// One change of the server set during a replay: a server leaves, or one (back or new) joins, when
/// a given share of the requests has been sent.
struct ScaleEvent
{
    enum class Kind { Remove, Add };
    Kind kind = Kind::Remove;
    QString address;
    int weight = 1;      ///< for Add of a new server
    double percent = 0;  ///< of the requests, 0 < percent < 100

    bool operator==(const ScaleEvent &) const = default;
};

/// What a traffic replay sends and where: the model, the caches, the events. A plain value.
struct TrafficConfig
{
    Q_DECLARE_TR_FUNCTIONS(ringcore::TrafficConfig) // the context lupdate writes into translations/*.ts
public:
    enum class Model { Uniform, Zipf, Log };

    QString algorithm;
    ServerList servers;
    AlgorithmOptions options;

    Model model = Model::Zipf;
    double exponent = 1.0;        ///< Zipf s (> 0); Uniform ignores it
    qint64 universe = 1000000;    ///< keys 1…U (Uniform and Zipf): KeyGenerator's keys 0…U-1 of `seed`
    qint64 requests = 10000000;   ///< Uniform and Zipf; a log replays every line
    uint64_t seed = 1;
    QString logPath;

    qint64 cacheObjects = 10000;  ///< per server
    qint64 cacheBytes = 0;        ///< per server; 0 = no byte bound (needs a log with sizes)
    QList<ScaleEvent> events;     ///< in any order; replayed by percent
    int windows = 100;            ///< hit ratio over time: this many equal windows of requests
    /// A run is "recovered" from an event at the first window whose hit ratio is within this many
    /// points of the window before the event.
    double recoveryTolerance = 0.01;

    // Ranges (checked by validate(); the CLI quotes them).
    static constexpr qint64 kMaxUniverse = 50'000'000;
    static constexpr qint64 kMaxRequests = 100'000'000'000LL;
    static constexpr qint64 kMaxCacheObjects = 100'000'000;
    static constexpr int kMaxWindows = 10000;
    static constexpr double kMaxExponent = ZipfSampler::kMaxExponent;

    /// Checks every field; false + *error naming the field and its allowed range.
    bool validate(QString *error) const;

    /// Parses "remove ADDR@30%,add ADDR[=W]@60%" (spaces allowed; the % is optional). Errors name
    /// the item and the allowed range.
    static bool parseEvents(const QString &text, QList<ScaleEvent> *events, QString *error);
    static QString eventsText(const QList<ScaleEvent> &events);
};

} // namespace ringcore
