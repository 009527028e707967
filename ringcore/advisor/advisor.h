#pragma once

#include "ringcore/advisor/advicereport.h"
#include "ringcore/core/range.h"
#include "ringcore/core/canceltoken.h"
#include "ringcore/rings/algorithm.h"

#include <QList>
#include <QCoreApplication>
#include <QString>

#include <memory>

namespace ringcore {

/// Knobs of one piece of advice.
struct AdvisorOptions
{
    // The allowed range of each field (ringcore/core/range.h). validate() checks against these,
    // and the front ends (ringlab-cli advise, the Advisor page) take their bounds from here.
    static constexpr RealRange kEpsilon{0.001, 10};
    static constexpr Range kRings{1, 1000000};
    static constexpr Range kSimulatedRings{20, 100000};
    static constexpr Range kRemapKeys{1000, 100000000};

    double epsilon = 0.1;       ///< target: busiest ≤ 1+ε in 95 % of rings of that size
    int rings = 1;              ///< rings held in memory (cost multiplier, Cloudflare's feature combinations)
    int simulatedRings = 200;   ///< random rings per Monte-Carlo estimate
    qint64 remapKeys = 1000000; ///< keys routed when a remap cannot be computed exactly
    QList<double> steps = {0.01, 0.05, 0.25, 0.5, 1.0}; ///< staged roll-out: share on the new ring
    uint64_t seed = 1;
    /// Polled between steps and inside the Monte-Carlo (every ring, every million points): once
    /// cancelled, Advisor::advise stops within ~100 ms of work and returns false with
    /// Advisor::cancelledText(), never a partial report.
    CancelToken cancel;

    /// Empty when valid; else a sentence naming the option, its value and the allowed range.
    QString validate() const;
};

/// The advice engine: from a ProxyConfig to today's spread, the smallest fix of the proxy's own
/// setting, its memory cost and its roll-out wave. Blocking and thread-safe (no shared state):
/// call it from a worker thread in the GUI.
class Advisor
{
    Q_DECLARE_TR_FUNCTIONS(Advisor) // the context lupdate writes into translations/*.ts
public:
    /// Builds the full report. False with *error when the section's port cannot be built, or
    /// when options.cancel was cancelled (then *error is cancelledText() and *report is empty).
    static bool advise(const ProxyConfig &config, const AdvisorOptions &options, AdviceReport *report,
                       QString *error);

    /// The port for a section, built by its system (AdvisorSystem::build).
    static std::unique_ptr<Algorithm> build(const ProxyConfig &config, QString *error);

    /// Exact shares of `algorithm` plus the Monte-Carlo over rings with the same point counts.
    static SpreadSummary summarize(const Algorithm &algorithm, const AdvisorOptions &options);

    /// The busiest server's share over its fair share on this exact instance (the port's shares),
    /// as summarize() reports it, without the Monte-Carlo.
    static double busiestRelative(const Algorithm &algorithm);

    /// Applies `change`, reads the patched text back and gives the port's busiestRelative();
    /// -1 with *error when the change cannot be applied or built.
    static double exactBusiest(const ProxyConfig &config, const ConfigChange &change, QString *error);

    /// Applies `change` to `config`, reads the patched text back and runs the port on it.
    static bool evaluate(const ProxyConfig &config, const ConfigChange &change, const AdvisorOptions &options,
                         AdviceFix *fix, ProxyConfig *patched, QString *error);

    /// Fraction of the key space that changes server between two instances, and the staged
    /// roll-out built on it.
    static RolloutWave wave(const Algorithm &before, const Algorithm &after, const AdvisorOptions &options);

    /// Whether `a` and `b` place the same keys, so that a key-by-key comparison (wave()) means
    /// something: false + *why naming both files and what each hashes when they hash different
    /// request attributes (AdvisorSystem::hashedAttribute: `hash $request_uri` against
    /// `hash $remote_addr`). True with *note set when a reader cannot tell what its section
    /// hashes (the comparison then assumes the same attribute and says so).
    static bool sameKeys(const ProxyConfig &a, const ProxyConfig &b, QString *why, QString *note);

    /// Cloudflare-style staged migration: a stable share p of requests uses the new ring; a key
    /// misses once when its request first moves to the new ring and its server changed.
    static QList<MigrationStep> migration(double movedFraction, const QList<double> &steps);

    /// The error of a cancelled advice: "cancelled".
    static QString cancelledText();

    /// True for schemes where a key goes to the nearest point either side (AlgorithmInfo::nearestPoint).
    static bool nearestRule(const QString &algorithm);
};

} // namespace ringcore
