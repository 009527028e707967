#pragma once

#include "ringcore/core/range.h"

#include <QCoreApplication>
#include <QString>

#include <cstdint>
#include <vector>

namespace ringcore {

/// Which point owns a key: the next point clockwise (nginx, Envoy, ketama) or the nearest point
/// in either direction (HAProxy's chash_get_server_hash()).
enum class LookupRule { Next, Nearest };

/// Where points live: real numbers on [0,1) ("ideal"), or 32-/64-bit integers where two points
/// can land on the same value (a collision: one of them owns nothing).
enum class HashSpace { Ideal, Bits32, Bits64 };

/// In a 32-/64-bit space, which of the points that land on one value gets it.
/// FirstListed is what the proxies do: nginx and pingora-ketama keep the point of the server
/// listed first (nginx: stable sort, first kept; pingora v2: the smaller socket address, an order
/// as fixed as the list's), and HAProxy keeps every duplicate in its tree in config order, so the
/// first listed catches the keys below the value and the last listed those above it (nearest
/// rule). Random gives the value to a uniformly random one of them (a hash-ordered tie-break).
/// The difference matters at Cloudflare's scale: with a fixed order the servers listed late lose
/// more points than the early ones, a spread that grows with M²/2³² and makes the CV rise again
/// at large k (docs/simulator.md).
enum class CollisionWinner { FirstListed, Random };

/// How a ring is simulated. Explicit places every point; Exact samples the next-rule shares
/// directly from their Dirichlet distribution (O(N), next rule + ideal space + no removal only).
/// Auto picks Exact when it applies and Explicit otherwise.
enum class SimPath { Auto, Explicit, Exact };

/// One simulated setting: N servers, k points per unit of weight, R random rings.
/// A plain value: copy it to a worker thread freely.
struct SimSetting
{
    Q_DECLARE_TR_FUNCTIONS(SimSetting) // the context lupdate writes into translations/*.ts
public:
    // The allowed range of each field (ringcore/core/range.h). validate() checks against these,
    // and ringlab-cli simulate takes its bounds from here.
    static constexpr Range kServers{1, 10'000'000};
    static constexpr Range kPoints{1, 100'000'000};
    static constexpr Range kWeight{1, 1'000'000};
    static constexpr Range kRings{1, 10'000'000};
    /// Worker threads (0 = every core).
    static constexpr Range kThreads{0, 256};
    /// The ε of a minimum-points search (`simulate --min-points`).
    static constexpr RealRange kMinPointsEpsilon{0.001, 10};

    int servers = 100;            ///< N ≥ 1 (≥ 2 with removal)
    int points = 160;             ///< k ≥ 1: points per unit of weight
    std::vector<int> weights;     ///< empty = all 1; else N entries ≥ 1 (server i gets k·w_i points)
    LookupRule rule = LookupRule::Next;
    HashSpace space = HashSpace::Ideal;
    CollisionWinner collisions = CollisionWinner::FirstListed; ///< 32/64-bit spaces only
    SimPath path = SimPath::Auto;
    int rings = 400;              ///< R ≥ 1
    uint64_t baseSeed = 1;        ///< with the setting and the ring index, fixes every ring
    bool removal = false;         ///< also remove one server per ring and measure who catches it
    int removedServer = 0;        ///< which server is removed (labels are random, so any is typical)

    int weightOf(int server) const { return weights.empty() ? 1 : weights[size_t(server)]; }
    /// k·Σw: points on one ring.
    int64_t totalPoints() const;
    /// The path that will actually run (resolves Auto).
    SimPath effectivePath() const;

    /// Empty when valid; otherwise a translated sentence naming the field, the value and the
    /// allowed range. Does not check memory (see estimateBytes()).
    QString validate() const;
    /// Bytes one worker thread needs for one ring (labels + per-server sums), before allocating.
    double bytesPerWorker() const;
    /// Peak bytes for simulating with `threads` workers.
    double estimateBytes(int threads) const;

    /// A 64-bit digest of everything that changes a ring's outcome (not `rings`, not `path`
    /// when both paths sample the same law — they are different estimators, so path IS included).
    uint64_t key() const;

    static QString ruleName(LookupRule rule);
    static QString spaceName(HashSpace space);
    static QString pathName(SimPath path);
    static QString collisionsName(CollisionWinner winner);
    static bool parseCollisions(const QString &text, CollisionWinner *winner);
    static bool parseRule(const QString &text, LookupRule *rule);
    static bool parseSpace(const QString &text, HashSpace *space);
    static bool parsePath(const QString &text, SimPath *path);

    bool operator==(const SimSetting &) const = default;
};

} // namespace ringcore
