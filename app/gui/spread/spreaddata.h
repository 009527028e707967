#pragma once

#include "ringcore/keys/keysample.h"

#include "ringcore/rings/algorithm.h"
#include "ringcore/sim/simulationresult.h"
#include "ringcore/sim/spreadsweep.h"

#include <QList>
#include <QMetaType>
#include <QString>

#include <vector>

namespace ringlab::gui {

/// A real proxy's default, measured exactly on its port (AlgorithmRegistry) at the page's N.
struct ProxyMarker
{
    QString label;         ///< "nginx (160)", "HAProxy w10 (160, nearest)", … (in the current language)
    const char *labelSource = nullptr; ///< its SpreadMarker source text, %1 the points (SpreadJob::relabel)
    QString algorithm;     ///< registry name
    double points = 0;     ///< points (or table slots) per server
    double cv = 0;
    double busiest = 0;
    double quietest = 0;
};

/// What the Spread page asks for. Equal settings give equal results (cache key()).
struct SpreadRequest
{
    int servers = ringcore::SpreadSweep::kDefaultServers;
    int maxPoints = ringcore::SpreadSweep::kDefaultMaxPoints; ///< sweep 1, 2, 4, … up to this
    int rings = ringcore::SpreadSweep::kDefaultRings;         ///< rings per next-rule setting
    int nearestRings = 50;      ///< rings per nearest-rule setting (explicit path: slower)
    quint64 seed = 1;

    /// Per-server load of the current experiment (exact shares and routed keys).
    QString algorithm;
    ringcore::ServerList experimentServers;
    ringcore::AlgorithmOptions options;
    qint64 keys = 0;      ///< keys routed (at most kMaxKeys)
    qint64 keysAsked = 0; ///< the experiment's keys (0: as many as routed)
    quint64 keySeed = 1;
    /// The most keys the load chart routes (a chart needs no more): of more, a sample.
    static constexpr qint64 kMaxKeys = 2000000;
    /// Routes an experiment's keys: at most kMaxKeys of them, the asked number remembered.
    void setKeys(qint64 asked);
    ringcore::KeySample keySample() const { return ringcore::KeySample(keysAsked > 0 ? keysAsked : keys, keys); }

    std::vector<int> pointsList() const;
    /// A stable hash of every field (the job cache's key).
    QByteArray key() const;
    bool operator==(const SpreadRequest &) const = default;
};

/// Everything the Spread page draws, computed off the GUI thread.
struct SpreadData
{
    SpreadRequest request;
    std::vector<ringcore::SimulationResult> next;    ///< one per k, next-point rule
    std::vector<ringcore::SimulationResult> nearest; ///< one per k, nearest-point rule
    QList<ProxyMarker> markers;
    QStringList withoutPoints; ///< proxies with no points (Caddy, HRW), named in the captions
    // Per-server load of the experiment, sorted by exact share (largest first).
    QStringList loadAddresses;
    std::vector<double> loadExact;  ///< share / fair share
    std::vector<double> loadKeys;   ///< routed keys / fair keys (empty when keys = 0)
    QString loadError;
    QString error;
    bool cancelled = false;

    bool isEmpty() const { return next.empty(); }
    /// Bytes held, roughly (the job cache's bound).
    qint64 bytes() const;
};

} // namespace ringlab::gui

Q_DECLARE_METATYPE(ringlab::gui::SpreadData)
