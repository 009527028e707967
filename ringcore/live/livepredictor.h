#pragma once

#include "ringcore/live/liverunresult.h"

#include <QByteArray>
#include <QJsonObject>
#include <QList>
#include <QString>

namespace ringcore {

/// One key the port placed on a different backend than the proxy did.
struct PredictMismatch
{
    qint64 index = -1;
    QByteArray key;
    int measuredPort = 0;
    int predictedPort = 0;
    /// Systems that retry the next server on the ring (SystemDescription::retriesNextOnRing()): the measured backend is exactly where
    /// skipping the predicted backend sends the key (the next point on the ring owned by another
    /// live server) — a passive health-check re-home.
    bool skippedBackend = false;
};

/// A measured run checked key by key against the registry's port of the proxy.
struct LivePrediction
{
    QString algorithm;       ///< the registered algorithm that predicts the system (its description's)
    bool retriesNextOnRing = false; ///< the system retries the next server on the ring (explainedBySkip applies)
    /// False when the run's options place requests by the load in flight (HAProxy's
    /// hash-balance-factor): mismatches are then the requests spilled off the ring's first
    /// choice, not port errors (the run's `traffic` check compares them with a simulation).
    bool keyByKey = true;
    bool runValid = false;
    QStringList runReasons;
    qint64 compared = 0;     ///< keys with a 200 answer from a known backend
    qint64 agreed = 0;
    qint64 mismatched = 0;
    qint64 unanswered = 0;   ///< keys without a usable answer (not compared)
    qint64 explainedBySkip = 0; ///< mismatches that went where skipping the expected backend sends them
    double agreement = 0;    ///< agreed / compared
    qint64 mappingCutLine = 0; ///< line of mapping.tsv cut mid-write and ignored (0 = none)
    /// Keys the backend received as another path (rewritten on the way): compared with the path
    /// the proxy received, so the port is never blamed for the harness's rewriting.
    qint64 rewritten = 0;
    /// Where mapping.tsv and results.json disagree (line count against keysMeasured, indices
    /// outside the planned keys, an index twice, a generated key that is not the generator's):
    /// a line deleted or a file edited. Non-empty: the agreement cannot be trusted.
    QStringList integrityProblems;
    /// The mapping's SHA-256 matched the one results.json recorded (false: the run recorded none,
    /// written before RingLab did, and `warnings` says so; or it differs, the first integrity problem).
    bool digestChecked = false;
    QStringList warnings; ///< checks that could not be made
    QList<PredictMismatch> mismatches; ///< the first kMaxListed
    static constexpr int kMaxListed = 1000;

    QJsonObject toJson() const;
};

/// Checks a run directory (results.json + mapping.tsv) against the ports.
class LivePredictor
{
public:
    /// False + *error when the run cannot be read or the port cannot be built.
    static bool predict(const QString &runDir, LivePrediction *prediction, QString *error);
};

} // namespace ringcore
