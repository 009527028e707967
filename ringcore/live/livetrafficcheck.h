#pragma once

#include "ringcore/core/server.h"
#include "ringcore/live/keyset.h"
#include "ringcore/rings/algorithm.h"

#include <QCoreApplication>
#include <QJsonObject>

#include <vector>

namespace ringcore {

class SystemDescription;

/// `measure --traffic`: compares the per-backend request counts a live run measured with the
/// model's for the same request sequence.
///  - Deterministic rings (every system without a load bound): the port routes every request;
///    per-backend requests must match exactly (`kind` "exact").
///  - HAProxy with hash-balance-factor: HaproxyBalanceFactor simulates the same sequence with the
///    run's concurrency in flight; the spill share (requests not on the ring's first choice) and
///    each backend's share must agree within the stated tolerance (`kind` "bounded-loads").
class LiveTrafficCheck
{
    Q_DECLARE_TR_FUNCTIONS(ringcore::LiveTrafficCheck) // the context lupdate writes into translations/*.ts
public:
    /// Tolerances of the bounded-loads comparison, from repeated live runs (docs/live-runs.md,
    /// "Bounded loads, live"): spill share within this many points, and the busiest backend's
    /// requests over the mean within this relative difference.
    static constexpr double kSpillTolerancePoints = 5.0;
    static constexpr double kBusiestTolerance = 0.15;

    /// `measured[i]`: the backend port that answered request i (0 = none). Returns the `traffic`
    /// object of results.json; *error when the port cannot be built.
    static QJsonObject check(const SystemDescription &system, const ServerList &servers, int basePort,
                             const AlgorithmOptions &options, const KeySet &keys, const std::vector<quint16> &measured,
                             int concurrency, QString *error);
    /// One line for the CLI summary.
    static QString summary(const QJsonObject &check);
};

} // namespace ringcore
