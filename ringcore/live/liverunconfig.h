#pragma once

#include <QCoreApplication>
#include "ringcore/core/range.h"
#include "ringcore/core/server.h"
#include "ringcore/core/serverlistparser.h"
#include "ringcore/rings/algorithm.h"

#include <QByteArray>
#include <QList>
#include <QMap>
#include <QMetaType>
#include <QString>
#include <QStringList>

namespace ringcore {

class SystemDescription;

/// Which client sends the keys: Qt's QNetworkAccessManager (default) or the lean pipelined
/// HTTP/1.1 engine over QTcpSocket.
enum class LoadEngineKind { Qnam, Raw };

/// Everything one live run needs. Plain value type: the GUI and the CLI fill it, LiveRunner runs it.
struct LiveRunConfig
{
    Q_DECLARE_TR_FUNCTIONS(LiveRunConfig) // the context lupdate writes into translations/*.ts
public:
    /// The system under test: a SystemRegistry name; empty = the first registered system.
    QString proxy;
    /// Seed variant name (one of variantNames(), each a system's SystemVariant); empty = the
    /// system's default. Sets the system, the weights and settings.
    QString variant;

    int basePort = ServerListParser::kFirstPort;      ///< first backend port; backends listen on basePort .. basePort+backends-1
    int backends = 100;       ///< number of backend ports
    bool pickFreeBasePort = false; ///< when a port is busy, move to the first free range instead of failing
    int proxyPort = 0;        ///< port the proxy listens on; 0 = basePort + backends (or next free)

    /// One weight per backend (empty = `defaultWeight` for all), within the system's range.
    QList<int> weights;
    int defaultWeight = 1;    ///< set by variants (e.g. the seed's weight-10 runs)
    /// Backend positions (0-based) marked down (the system's own way of saying it).
    QList<int> down;

    /// Backend positions (0-based) served by a backends' process of their own, so that one backend can be made
    /// to fail alone (LiveRunner::isolatedBackend(), then stop() it: its port refuses connections).
    QList<int> isolatedBackends;

    /// The system's settings (SystemDescription::settings()) that differ from their defaults.
    QMap<QString, qint64> settings;

    /// Ring options of the system (SystemDescription::liveOptions(), `measure --option NAME=VALUE`),
    /// written into its config and given to the predicting port; absent = the system's default.
    AlgorithmOptions options;

    /// Traffic instead of distinct keys (`measure --traffic`): the requests of a model, in order,
    /// with repeated keys. Keys: distinct keys (keyCount, keyFile or keys).
    enum class Traffic { Keys, Uniform, Zipf, Log };
    Traffic traffic = Traffic::Keys;
    double trafficExponent = 1.0;      ///< Zipf s, 0 < s <= 10
    qint64 trafficRequests = 100000;   ///< Uniform and Zipf; a log sends every request it holds
    qint64 trafficUniverse = 1000000;  ///< Uniform and Zipf: keys 1..U, KeyGenerator's keys 0..U-1 of keySeed
    QString trafficLog;                ///< Log: an access log (AccessLogReader's formats)
    /// Parses `uniform`, `zipf:S` or `log:FILE` into traffic; false + *error naming the field.
    bool setTraffic(const QString &text, QString *error);
    /// "uniform", "zipf:1.1", "log:/path"; empty for distinct keys.
    QString trafficText() const;

    /// Keys: `keyCount` keys from the seed generator (seed `keySeed`), or the lines of `keyFile`,
    /// or `keys` when non-empty (tests, GUI).
    int keyCount = 1000000;
    quint64 keySeed = 1; ///< KeyGenerator::DefaultSeed
    QString keyFile;
    QList<QByteArray> keys;

    int concurrency = 32;          ///< requests (QNAM) or connections (raw engine) in flight
    /// Every HTTP backend holds each response this many milliseconds before answering (0: at once),
    /// as a real cache fetching from its origin does. With it a request spends its time at the
    /// backend, where the proxy counts it in flight (HAProxy's hash-balance-factor), rather than in
    /// the load engine and the sockets (docs/live-runs.md, "Bounded loads, live").
    int backendDelayMs = 0;
    int pipelineDepth = 8;         ///< raw engine: requests in flight per connection
    LoadEngineKind engine = LoadEngineKind::Qnam;
    int recheckKeys = 10000;       ///< first N keys sent again; they must land on the same backends
    int requestTimeoutMs = 30000;  ///< a request with no answer after this is an error (1000-600000)
    /// The run stops as failed when no request was answered 200 for this long: a frozen or wedged
    /// proxy ends the run in seconds instead of timing out every remaining key (1000-3600000).
    int stallTimeoutMs = 60000;

    /// Extra lines for the system's config (where the system's writer places them), for tuning
    /// experiments; checked by the system's config check like the rest.
    QString proxyExtraConfig;

    QString outDir;                ///< where results.json and mapping.tsv go (required)
    bool keepTemp = false;         ///< keep the private config/log directory after the run
    /// Program name → path, for programs not to be looked up on PATH (then /usr/sbin): the
    /// system's (SystemDescription::programName()) and the backends' (BackendFarm::programName()).
    QMap<QString, QString> programs;

    // The allowed range of each field (ringcore/core/range.h). validate() checks against these,
    // and the front ends (ringlab-cli measure, the Live page) take their bounds from here.
    static constexpr Range kBackends{1, 1000};
    static constexpr Range kBasePort{1024, 65534}; ///< and basePort + backends ≤ 65535
    static constexpr Range kKeyCount{1, 100000000};
    static constexpr Range kConcurrency{1, 1024};
    static constexpr Range kBackendDelayMs{0, 10000};
    static constexpr Range kPipelineDepth{1, 128};
    static constexpr Range kRecheckKeys{0, 10000000};
    static constexpr Range kRequestTimeoutMs{1000, 600000};
    static constexpr Range kStallTimeoutMs{1000, 3600000};
    static constexpr Range kTrafficRequests{1, 100000000};
    static constexpr Range kTrafficUniverse{1, 50000000};

    /// The system under test (null for an unknown name; validate() says so).
    const SystemDescription *system() const;
    /// Every setting of the system: the defaults, overridden by `settings`.
    QMap<QString, qint64> effectiveSettings() const;
    /// Applies a seed variant name (system, weights, settings). False + *error for an unknown name.
    bool applyVariant(const QString &name, QString *error);
    /// The known variant names.
    static QStringList variantNames();
    /// The server list the proxy is configured with (addresses, weights, down flags).
    ServerList servers() const;
    /// Checks ranges; false + *error naming the field, value and allowed range.
    bool validate(QString *error) const;

    static QString engineName(LoadEngineKind engine);

private:
    // validate()'s parts: the first broken rule's message, empty when they all hold.
    QString portsError() const;
    QString backendsError(const SystemDescription &sys) const;
    QString limitsError() const;
    QString settingsError(const SystemDescription &sys) const;
    QString trafficError() const;
    /// The port built with the run's servers accepts the options that need them (false + *error).
    bool optionsFitServers(const SystemDescription &sys, QString *error) const;
};

} // namespace ringcore

Q_DECLARE_METATYPE(ringcore::LiveRunConfig)
