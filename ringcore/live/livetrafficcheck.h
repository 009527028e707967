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
///  - A system bounding loads (SystemDescription::boundedLoadModel()) has the model simulate the same sequence with the
///    run's concurrency in flight; the spill share (requests not on the ring's first choice) and
///    each backend's share must agree within the stated tolerance (`kind` "bounded-loads").
class LiveTrafficCheck
{
    Q_DECLARE_TR_FUNCTIONS(ringcore::LiveTrafficCheck) // the context lupdate writes into translations/*.ts
public:
    /// Tolerances of the bounded-loads comparison (timed model, backends holding each answer
    /// 20-50 ms), from repeated live runs (docs/live-runs.md, "Bounded loads, live": on 20 and 100
    /// backends the measured spill was 0.9-4.1 points above the model's, the busiest/mean 2-17 %
    /// below it): spill share within this many points, and the busiest backend's requests over the
    /// mean within this relative difference.
    static constexpr double kSpillTolerancePoints = 5.0;
    static constexpr double kBusiestTolerance = 0.25;

    /// `measured[i]`: the backend port that answered request i (0 = none). Returns the `traffic`
    /// object of results.json; *error when the port cannot be built.
    /// With `latenciesUs` (each request's latency by index, the qnam engine's closed loop) and a
    /// backend delay, the proxy's requests in flight are rebuilt from the timing
    /// (BoundedLoadModel::simulateTimed, model "timed"); otherwise the closed loop of
    /// `concurrency` in flight (model "closed-loop": what the proxy would see if the requests spent
    /// all their time at the backends).
    static QJsonObject check(const SystemDescription &system, const ServerList &servers, int basePort,
                             const AlgorithmOptions &options, const KeySet &keys, const std::vector<quint16> &measured,
                             int concurrency, const std::vector<quint32> &latenciesUs, int backendDelayMs,
                             QString *error);
    /// One line for the CLI summary.
    static QString summary(const QJsonObject &check);
};

} // namespace ringcore
