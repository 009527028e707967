#pragma once

#include "ringcore/advisor/proxyrolloutfacts.h"
#include "ringcore/config/configchange.h"
#include "ringcore/config/proxyconfig.h"

#include <QList>
#include <QMetaType>
#include <QString>
#include <QStringList>
#include <QVariantMap>

#include <vector>

namespace ringcore {

/// How one configuration spreads the key space, from the port (exact shares) and from rings of
/// the same size (Monte-Carlo over random point placements).
struct SpreadSummary
{
    QString algorithm;          ///< registry name
    QString setting;            ///< "16 points per unit of weight", "minimum_ring_size 1024", …
    int servers = 0;            ///< servers in the section
    int upServers = 0;          ///< servers that take keys (not down, weight above 0)
    int zeroWeightServers = 0;  ///< not down but weight 0: no new traffic
    size_t points = 0;          ///< ring points or table slots
    int pointsPerServerMin = 0; ///< over servers that are up
    int pointsPerServerMax = 0;
    double busiest = 0;         ///< largest share / fair share (w_i / Σw), from the port
    double quietest = 0;
    double cv = 0;              ///< population std / mean of the relative loads
    QString busiestServer;
    QString quietestServer;
    std::vector<double> relativeLoads; ///< per server of the section (0 for down servers)
    size_t memoryBytes = 0;     ///< the proxy's own structure, per ring (port's memoryBytes())
    size_t packedBytes = 0;     ///< 6-byte packed points (u32 hash + u16 index; 10 bytes for 64-bit hashes; 2 per table slot)
    int hashBits = 32;

    // Rings of this size: same per-server point counts, random placements.
    double ringsWithin = 0;     ///< fraction of simulated rings whose busiest ≤ 1+ε
    double p95Busiest = 0;      ///< 95th percentile of the busiest server over those rings
    int simulatedRings = 0;     ///< 0 when the figure is the port's own answer (tables, no points) rather than simulated
    /// 0 when the port's shares (busiest, quietest, CV) are exact; otherwise the key hashes its
    /// shares() routed to estimate them (Algorithm::shareSamples(); 0: exact)
    qint64 shareSamples = 0;
    bool fromTable = false;     ///< the port is a lookup table (Maglev …): its slot counts are the shares
    bool meetsTarget = false;   ///< ringsWithin ≥ 95 %
    /// This exact instance (its server names fix its points): the port's busiest ≤ 1+ε.
    bool exactWithin = false;
};

/// One proposed change, with what the port says it gives.
struct AdviceFix
{
    QString title;              ///< "Scale every weight by 7 (16 → 112 points per server)"
    ConfigChange change;
    QStringList pasteLines;     ///< the exact config lines to paste
    QString patchedText;        ///< the whole file with the change, read back to compute `after`
    SpreadSummary after;        ///< the port on the patched file
    /// Rings of this size meet the target (after.meetsTarget) and so does this exact ring
    /// (after.exactWithin): the pasted lines themselves keep the busiest within 1+ε.
    bool meetsTarget = false;
    QString why;                ///< short explanation / limitation
};

/// One step of a staged (dual-ring) roll-out: a stable share of the key space uses the new ring.
struct MigrationStep
{
    double shareOnNew = 0;      ///< fraction of requests (by a stable request hash) on the new ring
    double stepMisses = 0;      ///< fraction of the key space that misses once during this step
    double cumulativeMisses = 0; ///< since the roll-out started
};

/// The roll-out wave: how much of the key space changes server between two configurations.
struct RolloutWave
{
    double movedFraction = 0;   ///< one-time miss rate on a cache tier
    bool exact = false;         ///< exact over the hash space (intervals / tables) or routed keys
    QString method;             ///< "intervals", "table", "keys (1,000,000)"
    qint64 keys = 0;
    QString engine;             ///< which code computed it (RemapAnalysis / advisor's own merge)
    QList<MigrationStep> steps;
};

/// One step of a staged roll-out through intermediate settings: one reload (or cluster update)
/// with weights or a ring size between today's and the fix's.
struct RolloutStage
{
    QString setting;            ///< "weights ×3", "minimum_ring_size 4,096", or the fix's title
    QList<int> weights;         ///< the weights of this step (empty: unchanged)
    /// The system's own settings of this step the report lists with it, by name (a ring size;
    /// AdvisorSystem::stepSettings); empty: unchanged or not listed.
    QVariantMap settings;
    double movedFraction = 0;   ///< key space that changes server at this step
    double cumulativeMisses = 0; ///< the steps so far together (a key can move at more than one step)
};

/// Everything `ringlab-cli advise` prints and the Advisor page shows.
struct AdviceReport
{
    ProxyConfig config;
    double epsilon = 0.1;
    int rings = 1;              ///< feature-combination rings held in memory (cost multiplier)
    bool hasToday = false;      ///< false when the section does not hash (nothing to measure)
    SpreadSummary today;
    bool needsChange = false;
    bool hasFix = false;
    AdviceFix fix;              ///< the recommended change
    QString noFixWhy;           ///< no fix although one is needed: why (empty otherwise)
    QString noFixInstead;       ///< … and what to do instead (the system's words; may be empty)
    QList<AdviceFix> alternatives;
    bool hasWave = false;
    RolloutWave wave;           ///< today → fix
    ProxyRolloutFacts rollout;  ///< what this proxy can do to roll the fix out
    QList<RolloutStage> stages; ///< the fix reached in steps (one step when it cannot be staged)
    QStringList notes;          ///< how figures were obtained, limits, warnings
    /// With the setting unknown (ProxyConfig::settingUnknown): the answer if the setting is made
    /// where the text does not show (HAProxy: the defaults say `mode http`), in a sentence; the
    /// fix above is the answer without it.
    QString ifSettingSet;
};

} // namespace ringcore

Q_DECLARE_METATYPE(ringcore::AdviceReport)
