#pragma once

#include <QCoreApplication>
#include "ringcore/live/latencysummary.h"
#include "ringcore/live/liverunconfig.h"
#include "ringcore/live/mappingwriter.h"
#include "ringcore/rings/algorithm.h"

#include <QJsonObject>
#include <QList>
#include <QMap>
#include <QMetaType>
#include <QString>
#include <QStringList>

namespace ringcore {

/// One backend's share of a run.
struct BackendCount
{
    QString address;
    int port = 0;
    int weight = 1;
    bool down = false;
    qint64 keys = 0;
};

/// What a live run measured. Written as results.json beside the per-key mapping.tsv.
/// A run that breaks a validity rule has valid = false and every broken rule in `reasons`;
/// everything measured before a failure or cancel is still here.
struct LiveRunResult
{
    Q_DECLARE_TR_FUNCTIONS(LiveRunResult) // the context lupdate writes into translations/*.ts
public:
    // --- setup ---
    QString proxy;    ///< the system's SystemRegistry name
    QString variant;
    QString engine;   ///< "qnam" | "raw"
    QString proxyVersion;
    int basePort = 0;
    int proxyPort = 0;
    int concurrency = 0;
    int backendDelayMs = 0; ///< LiveRunConfig::backendDelayMs
    QMap<QString, qint64> settings; ///< every setting of the system (SystemDescription::settings())
    quint64 keySeed = 0;
    QString keySource; ///< "generator" | file path | "list" | "traffic" (the requests of `traffic`)
    AlgorithmOptions options; ///< the ring options the run set (LiveRunConfig::options), validated
    /// `measure --traffic`: the model ("uniform", "zipf:S", "log:FILE", empty for distinct keys),
    /// its universe and requests, and the comparison of the per-backend request counts with the
    /// model's (LiveTrafficCheck): stored in results.json as setup.traffic and `traffic`.
    QString traffic;
    qint64 trafficUniverse = 0;
    qint64 trafficRequests = 0;
    QJsonObject trafficCheck;
    ServerList servers;

    // --- outcome ---
    bool completed = false;   ///< every key was sent and answered (no cancel, no fatal error)
    bool cancelled = false;
    bool valid = false;
    QStringList reasons;      ///< why the run is invalid (empty when valid)
    QString error;            ///< fatal error that stopped the run, translated
    QString saveError;        ///< results.json could not be written (not part of the JSON), translated

    qint64 keysPlanned = 0;
    qint64 keysMeasured = 0;  ///< responses recorded in mapping.tsv
    qint64 ok = 0;            ///< 200 from a backend that should answer
    qint64 failed = 0;        ///< transport errors / timeouts
    qint64 non200 = 0;
    qint64 fromDownBackend = 0;
    qint64 unknownBackend = 0;
    qint64 recheckSent = 0;
    qint64 recheckMismatched = 0;
    /// What the system's log scanner found (SystemLogScanner), in the system's own terms
    /// (a proxy's upstream errors and alerts, samples of its log lines); empty when the system's logs are not read.
    QJsonObject diagnostics;
    /// Keys whose path reached the backend changed (X-Path differs from the key): the harness or
    /// the proxy's config rewrote them on the way, so the proxy hashed something else.
    qint64 pathsChanged = 0;
    QStringList pathChangedSamples; ///< the first few, as "key -> received path"

    // --- speed ---
    double startSeconds = 0, loadSeconds = 0, recheckSeconds = 0, stopSeconds = 0, totalSeconds = 0;
    double requestsPerSecond = 0; ///< load phase
    LatencySummary latency;

    QList<BackendCount> counts;

    QString mappingFile = QStringLiteral("mapping.tsv");
    /// Where this run's files are (not part of the JSON): the out directory, or the folder beside
    /// it when the run did not complete and the out directory kept an earlier run (RunFolder).
    QString runDir;
    /// What happened to the out directory, one translated line each (not part of the JSON).
    QStringList folderNotes;

    /// SHA-256 (lower-case hex) of what ties the run together, results.json's `sha256` object:
    /// the mapping file under its name (MappingWriter::digest(), the bytes on disk when the run
    /// ended) and, for keys not from the generator (a key file, a list, traffic), "keys"
    /// (KeySet::digest()). Empty in results written before RingLab recorded them (issue 33).
    QMap<QString, QString> sha256;
    static constexpr const char *kKeysDigest = "keys";

    /// Reads DIR/mappingFile (MappingWriter::read) and checks that it is this run's: false +
    /// *why naming the file and both digests when its SHA-256 is not the one recorded. A result
    /// that recorded none (older RingLab) reads with *unchecked saying the check could not be made.
    /// The check readMapping() makes, on the digest of the bytes read (MappingWriter::read's
    /// *sha256): empty when they match or nothing was recorded (then *unchecked says so), else
    /// the refusal naming the file and both digests.
    QString mappingDigestProblem(const QString &dir, const QString &digest, QString *unchecked) const;
    bool readMapping(const QString &dir, QList<MappingWriter::Entry> *entries, qint64 *cutLine, QString *unchecked,
                     QString *why) const;

    /// results.json's format version: 2 stores the system's settings and diagnostics as objects
    /// of their own; version 1 files (one system's fields in setup and validity) still read
    /// (SystemDescription::upgradeVersion1()).
    static constexpr int kFormatVersion = 2;

    QJsonObject toJson() const;
    /// Strict reader; false + *error naming the field when results.json is malformed.
    static bool fromJson(const QJsonObject &json, LiveRunResult *result, QString *error);
    /// Reads DIR/results.json.
    static bool load(const QString &dir, LiveRunResult *result, QString *error);
    /// Writes DIR/results.json atomically.
    bool save(const QString &dir, QString *error) const;

private:
    /// fromJson()'s parts; false + *error naming the field.
    static bool missingField(QString *error, const QString &field);
    static bool setupFromJson(const QJsonObject &setup, const SystemDescription &system, LiveRunResult *r,
                              QString *error);
    static bool optionsFromJson(const QJsonObject &setup, const SystemDescription &system, LiveRunResult *r,
                                QString *error);
};

} // namespace ringcore

Q_DECLARE_METATYPE(ringcore::LiveRunResult)
