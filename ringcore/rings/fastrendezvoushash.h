#pragma once

#include "ringcore/rings/algorithm.h"

namespace ringcore {

/// Weighted rendezvous hashing, fast form. The same rule as RendezvousHash (score = -w / ln u,
/// highest wins, ties to the lower index; share w / Σw), with a cheaper u: each server's XXH64
/// address hash is computed once at build time, and u comes from one SplitMix64 finalizer of
/// (key hash XOR server hash) instead of an XXH64 call per server.
///
/// The logarithm is taken once per distinct weight, not once per server: -w / ln u grows with u,
/// so among servers of equal weight the largest u wins; the servers are grouped by weight, the
/// loop compares integers, and only each group's winner is scored. With equal weights that is one
/// logarithm per lookup. The result is exactly that of scoring every server (`referenceRoute`),
/// which tst_fastrendezvoushash checks key by key.
class FastRendezvousHash : public Algorithm
{
public:
    FastRendezvousHash(ServerList servers, AlgorithmOptions options);

    /// 53-bit draw of a server for a key hash (u = (draw + 0.5) / 2^53).
    static uint64_t draw(uint64_t hash, uint64_t serverHash)
    {
        uint64_t z = hash ^ serverHash;
        z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
        z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
        return (z ^ (z >> 31)) >> 11;
    }
    /// -weight / ln u for a draw.
    static double score(uint64_t draw, double weight);
    /// The straightforward computation: score every enabled server, highest wins, ties to the
    /// lower index. What routeHash() must equal.
    int referenceRoute(uint64_t hash) const;
    /// routeHash() with the portable loop only (routeHash() draws 8 servers at a time with
    /// AVX-512 where the CPU has it); for tests.
    int routeHashPortable(uint64_t hash) const;
    /// Whether routeHash() uses the AVX-512 loop on this CPU.
    static bool vectorised();

    QString name() const override { return QStringLiteral("rendezvous-fast"); }
    int hashBits() const override { return 64; }
    uint64_t hashKey(QByteArrayView key) const override;
    int routeHash(uint64_t hash) const override;
    std::vector<double> shares() const override;
    size_t pointCount() const override { return 0; }
    size_t memoryBytes() const override;
    QStringList explainRoute(uint64_t hash) const override;

private:
    template <bool Vector>
    int route(uint64_t hash) const;

    struct Group
    {
        double weight;
        size_t begin; // range in m_hashes / m_servers
        size_t end;
    };
    std::vector<uint64_t> m_hashes; // per enabled server, grouped by weight, list order within a group
    std::vector<int> m_servers;     // server index of each entry
    std::vector<Group> m_groups;
};

} // namespace ringcore
