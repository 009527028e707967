#pragma once

#include <QCoreApplication>
#include "ringcore/rings/algorithm.h"
#include "ringcore/rings/algorithmregistry.h"
#include "ringcore/rings/ringsearch.h"

#include <QByteArrayView>

#include <cstdint>
#include <vector>

namespace ringcore {

/// HAProxy 2.6 `balance uri` with `hash-type consistent`, ported from HAProxy v2.6.0
/// (commit a1efc048bf8a; the consistent-hash code is unchanged through 2.6.12):
/// src/lb_chash.c (chash_init_server_tree, chash_get_server_hash), src/backend.c
/// (get_server_uh, assign_server), src/cfgparse.c (puid assignment), src/cfgparse-listen.c
/// (`hash-type` defaults), src/hash.c and include/haproxy/intops.h (hash functions).
///
/// Points: a server with weight w (0 … 256) gets 16 × w points (BE_WEIGHT_SCALE); point i of
/// the server whose numeric id is puid sits at full_hash(puid × 4096 + i). puid is the `id`
/// given in the config or, without one, the first id not taken by an explicit one, counting
/// from the server's 1-based position (see assignPuids()); a `disabled` server keeps its
/// puid, so removing it from service moves no other server's points. Disabled and weight-0
/// servers have no points in the tree.
///
/// Lookup (chash_get_server_hash): the first point ≥ hash (wrapping) and the point before it;
/// the nearer one wins, and on a tie (dp <= dn) the previous point. Equal keys are kept in
/// insertion order (ebtree duplicates), the tree being filled server by server in config
/// order: a hash at or below a shared key meets the first inserted, a hash above it the last.
///
/// Key hash (get_server_uh): the request-line URI up to the first '?' (all of it with
/// `uri-whole`), cut to `uri-len` bytes and at the `uri-depth`-th '/' when those are set,
/// hashed with the backend's hash function (sdbm by default), then full_hash() when the
/// avalanche modifier applies — `hash-type consistent` alone means "sdbm avalanche".
/// With a single usable server HAProxy does not hash at all (hashKey() returns 0).
///
/// Not modelled: backup servers, `hash-balance-factor` (load-dependent), `redispatch`
/// retries, slowstart and runtime weight changes.
class HaproxyRing : public Algorithm
{
    Q_DECLARE_TR_FUNCTIONS(HaproxyRing) // the context lupdate writes into translations/*.ts
public:
    static constexpr int WeightScale = 16;   ///< BE_WEIGHT_SCALE: points per unit of weight
    static constexpr int MaxWeight = 256;    ///< SRV_UWGHT_MAX
    static constexpr uint32_t PuidStride = 4096; ///< SRV_EWGHT_RANGE = 256 × 16
    /// sizeof(struct tree_occ) on 64-bit: server pointer (8) + eb32_node (packed 36-byte
    /// eb_node + 4-byte key, aligned to 8 → 40).
    static constexpr size_t BytesPerPoint = 48;

    enum class HashFunction { Sdbm, Djb2, Wt6, Crc32 };

    /// How `balance uri` turns a URI into a hash.
    struct KeyHashing
    {
        HashFunction function = HashFunction::Sdbm;
        bool avalanche = true;  ///< full_hash() after the function
        bool whole = false;     ///< `balance uri whole`: keep the query string
        bool pathOnly = false;  ///< `balance uri path-only`: drop scheme and authority
        int len = 0;            ///< `balance uri len N` (0: off)
        int depth = 0;          ///< `balance uri depth N` (0: off)
    };

    /// Builds with puid = position + 1 (no explicit ids), options as in info().
    explicit HaproxyRing(ServerList servers, AlgorithmOptions options = {});
    /// Builds with explicit server ids: explicitIds[i] > 0 is server i's `id`, 0 means none.
    /// The list must be as long as servers and its non-zero ids distinct (see validateIds()).
    HaproxyRing(ServerList servers, std::vector<int> explicitIds, AlgorithmOptions options = {});

    /// Registry entry: name "haproxy", weights 0 … 256, options uri-whole, uri-len,
    /// uri-depth, path-only, hash-function.
    static AlgorithmInfo info();

    /// HAProxy's automatic numbering (cfgparse.c): explicit ids are reserved first; each
    /// server without one takes the first free id ≥ its 1-based position counter.
    static std::vector<uint32_t> assignPuids(const std::vector<int> &explicitIds);
    /// Empty when the ids are acceptable, else a sentence naming the offending id.
    static QString validateIds(const std::vector<int> &explicitIds, int serverCount);

    /// The part of a URI that `balance uri` hashes.
    static QByteArrayView hashedPart(QByteArrayView uri, const KeyHashing &hashing);
    /// The hash of a URI as get_server_uh() computes it (ignoring the single-server shortcut).
    static uint32_t hashUri(QByteArrayView uri, const KeyHashing &hashing);
    /// The key hashing that options describe (after the registry validated them).
    static KeyHashing keyHashing(const AlgorithmOptions &options);

    /// `hash-type map-based` server map (lb_map.c init_server_map + recalc_server_map): a key
    /// with hash h goes to map[h % map.size()]. Weights are divided by their GCD first.
    static std::vector<int> mapBasedTable(const ServerList &servers);

    QString name() const override;
    int hashBits() const override { return 32; }
    uint64_t hashKey(QByteArrayView key) const override;
    int routeHash(uint64_t hash) const override;
    std::vector<double> shares() const override;
    size_t pointCount() const override { return m_keys.size(); }
    size_t memoryBytes() const override;
    std::vector<RingPoint> points() const override { return collectPoints(); }
    void forEachPoint(const std::function<void(const RingPoint &)> &visit) const override;
    std::vector<OwnedInterval> intervals() const override;

    const std::vector<uint32_t> &puids() const { return m_puids; }
    const KeyHashing &hashing() const { return m_hashing; }

private:
    void build();

    std::vector<uint32_t> m_puids;
    KeyHashing m_hashing;
    std::vector<uint32_t> m_keys; ///< sorted; equal keys in insertion order
    std::vector<int> m_server;
    std::vector<int> m_index;
    RingIndex<uint32_t> m_search; ///< lower_bound over m_keys (bucket table)
    int m_usable = 0;             ///< servers with points (HAProxy's tot_used)
};

} // namespace ringcore
