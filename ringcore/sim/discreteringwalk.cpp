#include "ringcore/sim/discreteringwalk.h"

#include "ringcore/math/simrandom.h"
#include "ringcore/sim/samplerstreams.h"

#include <algorithm>

namespace ringcore {

namespace {

/// Where the points sit: point j at V + (g_1 + … + g_j)/S (mod 1), point 0 at V, as an integer
/// floor(· × 2^bits), computed modulo 2^bits so the 64-bit space needs no wider type.
class Positions
{
public:
    Positions(const SimSetting &setting, uint64_t seed)
        : m_scale(setting.space == HashSpace::Bits32 ? 4294967296.0L : 18446744073709551616.0L)
    {
        // Sum of the M gaps first (the stream is replayed by the walk rather than stored).
        const int64_t m = setting.totalPoints();
        long double sumGaps = 0;
        {
            SimRng gaps(seedMix(seed, GapStream));
            for (int64_t j = 0; j < m; ++j)
                sumGaps += gaps.exponential();
        }
        SimRng offset(seedMix(seed, OffsetStream));
        m_v = static_cast<long double>(offset.uniform());
        m_invSum = 1.0L / sumGaps;
    }

    /// The point after gaps summing to `cum`.
    uint64_t of(long double cum) const
    {
        long double p = m_v + cum * m_invSum;
        if (p >= 1)
            p -= 1;
        // p ≥ 0, so truncation is the floor (inline, unlike floorl).
        const long double x = p * m_scale;
        return x >= m_scale ? uint64_t(0) : uint64_t(x);
    }

private:
    long double m_scale;
    long double m_v = 0;
    long double m_invSum = 0;
};

/// Points of one value (a collision group) and who owns its keys.
struct Group
{
    uint64_t value = 0;
    uint32_t low = 0;  ///< owns the keys below/at the value (next rule: all of its gap)
    uint32_t high = 0; ///< nearest rule: owns the keys above the value, up to the midpoint
    int64_t len = 0;
};

/// The groups' accounting: their keys credited to their owners, their collisions counted.
/// With a random winner the group's first point (a random server, labels being random) owns the
/// value; with the proxies' fixed order the smallest label does (for the nearest rule HAProxy's
/// duplicate order: the smallest label catches the keys below the value, the largest those above).
class GroupLedger
{
public:
    GroupLedger(const SimSetting &setting, double *sums)
        : mask(setting.space == HashSpace::Bits32 ? 0xFFFFFFFFULL : ~0ULL), m_sums(sums),
          m_nearest(setting.rule == LookupRule::Nearest),
          m_fixedOrder(setting.collisions == CollisionWinner::FirstListed)
    {
    }

    static Group open(uint64_t value, uint32_t label) { return Group{value, label, label, 1}; }

    void join(Group &g, uint32_t label) const
    {
        ++g.len;
        if (m_fixedOrder) {
            g.low = std::min(g.low, label);
            g.high = std::max(g.high, label);
        }
    }

    void countRun(int64_t len)
    {
        pairs += len * (len - 1) / 2;
        lost += len - 1;
    }

    /// Keys in (from.value, to.value] (mod 2^bits). Next: all to `to`. Nearest: HAProxy's
    /// dp <= dn gives the lower floor(d/2) keys to `from`'s upper owner.
    void credit(const Group &from, const Group &to)
    {
        const uint64_t d = (to.value - from.value) & mask;
        if (!m_nearest) {
            m_sums[to.low] += double(d);
            return;
        }
        const double half = double(d / 2);
        m_sums[from.high] += half;
        m_sums[to.low] += double(d) - half;
    }

    bool nearest() const { return m_nearest; }

    /// The last group `cur` closes the ring onto the first; `firstOutgoingHalf` is what
    /// first.high got (nearest rule) from the gap after the first group.
    void close(const Group &first, bool firstClosed, const Group &prev, const Group &cur, double firstOutgoingHalf)
    {
        if (!firstClosed) {
            // One value holds every point: its group owns the whole space.
            countRun(cur.len);
            m_sums[cur.low] += double(mask) + 1.0;
        } else if (cur.value == first.value) {
            // The last group wrapped onto the first one's value (it has at least two groups before
            // it): one group. With a random winner it keeps the last group's owner (its points come
            // first in value order); with the fixed order the smallest/largest label of both.
            Group merged = cur;
            merged.len = cur.len + first.len;
            if (m_fixedOrder) {
                merged.low = std::min(cur.low, first.low);
                merged.high = std::max(cur.high, first.high);
            }
            countRun(merged.len);
            credit(prev, merged);
            if (m_nearest) {
                // The keys above the value, up to the midpoint, were credited to first.high.
                m_sums[first.high] -= firstOutgoingHalf;
                m_sums[merged.high] += firstOutgoingHalf;
            }
        } else {
            countRun(first.len);
            countRun(cur.len);
            credit(prev, cur);
            credit(cur, first);
        }
    }

    const uint64_t mask;
    int64_t pairs = 0;
    int64_t lost = 0;

private:
    double *m_sums;
    const bool m_nearest;
    const bool m_fixedOrder;
};

} // namespace

template <class Label>
double DiscreteRingWalk::run(const SimSetting &setting, uint64_t seed, const Label *labels, double *sums,
                             RingResult *result)
{
    const int64_t m = setting.totalPoints();
    const Positions position(setting, seed);
    GroupLedger ledger(setting, sums);
    // Stream the points in ring order. Equal values form runs (collision groups); a group's
    // incoming gap is credited when the group closes, once its owners are known.
    SimRng gaps(seedMix(seed, GapStream));
    long double cum = 0;
    gaps.exponential(); // g_0 is the wrap arc; positions use g_1 … g_{M−1}
    Group first = GroupLedger::open(position.of(0), labels[0]);
    bool firstClosed = false;
    double firstOutgoingHalf = 0; // nearest rule: what first.high got from the gap after the first group
    Group prev, cur = first;
    for (int64_t j = 1; j < m; ++j) {
        cum += static_cast<long double>(gaps.exponential());
        const uint64_t value = position.of(cum);
        if (value == cur.value) {
            ledger.join(cur, labels[j]);
            continue;
        }
        if (!firstClosed) {
            first = cur;
            firstClosed = true;
        } else {
            ledger.countRun(cur.len);
            ledger.credit(prev, cur);
            if (ledger.nearest() && prev.value == first.value)
                firstOutgoingHalf = double(((cur.value - prev.value) & ledger.mask) / 2);
        }
        prev = cur;
        cur = GroupLedger::open(value, labels[j]);
    }
    ledger.close(first, firstClosed, prev, cur, firstOutgoingHalf);
    result->collidingPairs = ledger.pairs;
    result->pointsLost = ledger.lost;
    return double(ledger.mask) + 1.0;
}

template double DiscreteRingWalk::run<uint8_t>(const SimSetting &, uint64_t, const uint8_t *, double *, RingResult *);
template double DiscreteRingWalk::run<uint16_t>(const SimSetting &, uint64_t, const uint16_t *, double *, RingResult *);
template double DiscreteRingWalk::run<uint32_t>(const SimSetting &, uint64_t, const uint32_t *, double *, RingResult *);

} // namespace ringcore
