#pragma once

#include "ringcore/rings/algorithm.h"

namespace ringcore {

/// Weighted rendezvous (highest random weight) hashing, Thaler & Ravishankar 1996, with the
/// logarithmic weighting of Schindelhauer & Schomaker: score = -w / ln(u), where
/// u ∈ (0, 1) comes from XXH64 of the key hash seeded with XXH64 of the server address. The
/// highest score wins (ties: lower index). Deterministic, any weights, arbitrary removals, and a
/// server's exact share is w / Σw: -ln(u)/w is exponential with rate w, and the smallest of
/// independent exponentials is the one with rate w_i with probability w_i / Σw.
///
/// No proxy's implementation is modelled: this is the textbook scheme with RingLab's own hash
/// choice, kept exactly as defined here (one XXH64 and one logarithm per server per lookup).
/// FastRendezvousHash ("rendezvous-fast") is the cheap form of the same rule.
class RendezvousHash : public Algorithm
{
public:
    static constexpr int kMaxWeight = 10000;

    RendezvousHash(ServerList servers, AlgorithmOptions options);

    /// Every server's score for this key hash (0 for down servers); the GUI's lookup view.
    std::vector<double> scores(uint64_t hash) const;
    /// The score of one server for one key hash: -weight / ln(u(hash, seed)).
    static double score(uint64_t hash, uint64_t serverSeed, int weight);
    /// The per-server seed: XXH64 of the address text (UTF-8), seed 0.
    static uint64_t serverSeed(const QString &address);

    QString name() const override { return QStringLiteral("rendezvous"); }
    int hashBits() const override { return 64; }
    uint64_t hashKey(QByteArrayView key) const override;
    int routeHash(uint64_t hash) const override;
    std::vector<double> shares() const override;
    size_t pointCount() const override { return 0; }
    size_t memoryBytes() const override;
    QStringList explainRoute(uint64_t hash) const override;

private:
    struct Entry
    {
        uint64_t seed;
        double weight;
        int server;
    };
    std::vector<Entry> m_entries; // enabled servers only
};

} // namespace ringcore
