// The explicit path's kernels against the plain walk they replace: for many seeds, sizes and
// weights, the next and nearest rules' shares from IdealRingSampler::sample() are bit-identical
// to crediting each arc of the same ring (explicitRing(): labels and gaps) the way the kernel did
// before it read one gap ahead — next rule: the arc to the point at its end; nearest rule: the
// arc to both its end points as it streams by, the wrap arc last.
#include "ringcore/math/theory.h"
#include "ringcore/sim/idealringsampler.h"
#include "ringcore/math/simrandom.h"
#include "ringcore/sim/simulator.h"

#include <QTest>

#include <cmath>
#include <cstring>

using namespace ringcore;

namespace {

// The reference walk: shares (sums / total) credited in ring order.
std::vector<double> referenceShares(const SimSetting &setting, const std::vector<uint32_t> &labels,
                                    const std::vector<double> &gaps)
{
    std::vector<double> sums(size_t(setting.servers), 0.0);
    const bool nearest = setting.rule == LookupRule::Nearest;
    double total = 0;
    double firstGap = 0;
    uint32_t prev = 0;
    for (size_t j = 0; j < labels.size(); ++j) {
        const double g = gaps[j];
        const uint32_t owner = labels[j];
        total += g;
        sums[owner] += g;
        if (nearest) {
            if (j == 0)
                firstGap = g;
            else
                sums[prev] += g;
            prev = owner;
        }
    }
    if (nearest) {
        sums[labels.back()] += firstGap;
        total *= 2;
    }
    for (double &s : sums)
        s /= total;
    return sums;
}

SimSetting explicitSetting(int servers, int points, LookupRule rule)
{
    SimSetting s;
    s.servers = servers;
    s.points = points;
    s.rule = rule;
    s.path = SimPath::Explicit;
    return s;
}

bool sameBits(double a, double b)
{
    uint64_t x = 0, y = 0;
    std::memcpy(&x, &a, sizeof x);
    std::memcpy(&y, &b, sizeof y);
    return x == y;
}

} // namespace

class TestIdealSampler : public QObject
{
    Q_OBJECT

private slots:
    void sharesBitIdenticalToReferenceWalk_data()
    {
        QTest::addColumn<int>("servers");
        QTest::addColumn<int>("points");
        QTest::addColumn<bool>("weighted");
        QTest::newRow("N=1 k=1") << 1 << 1 << false;
        QTest::newRow("N=2 k=1") << 2 << 1 << false;
        QTest::newRow("N=3 k=7 weighted") << 3 << 7 << true;
        QTest::newRow("N=100 k=1") << 100 << 1 << false;
        QTest::newRow("N=100 k=16") << 100 << 16 << false;
        QTest::newRow("N=100 k=160 weighted") << 100 << 160 << true;
        // > 16,384 points: several shuffle buckets, so the look-ahead crosses bucket ends.
        QTest::newRow("N=100 k=400") << 100 << 400 << false;
        QTest::newRow("N=7 k=20000") << 7 << 20000 << false;
        // Label widths: up to 256 servers the kernel keeps 8-bit labels, up to 65,536 16-bit ones,
        // above that 32-bit; explicitRing() always hands out 32-bit ones from the same draws.
        QTest::newRow("N=256 k=3 (8-bit labels)") << 256 << 3 << false;
        QTest::newRow("N=257 k=3 (16-bit labels)") << 257 << 3 << false;
        QTest::newRow("N=300 k=100 weighted (16-bit labels)") << 300 << 100 << true;
        QTest::newRow("N=70000 k=1 (32-bit labels)") << 70000 << 1 << false;
    }

    void sharesBitIdenticalToReferenceWalk()
    {
        QFETCH(int, servers);
        QFETCH(int, points);
        QFETCH(bool, weighted);
        const int seeds = points >= 400 || servers >= 10000 ? 12 : 60;
        int compared = 0;
        for (LookupRule rule : {LookupRule::Next, LookupRule::Nearest}) {
            SimSetting s = explicitSetting(servers, points, rule);
            if (weighted)
                for (int i = 0; i < servers; ++i)
                    s.weights.push_back(1 + i % 4);
            for (int seedIndex = 0; seedIndex < seeds; ++seedIndex) {
                const uint64_t seed = seedMix(20261203u + uint64_t(servers) * 7919u + uint64_t(points), uint64_t(seedIndex));
                IdealRingSampler sampler;
                std::vector<double> shares;
                sampler.sample(s, seedIndex, seed, &shares);
                std::vector<uint32_t> labels;
                std::vector<double> gaps;
                sampler.explicitRing(s, seed, &labels, &gaps);
                QCOMPARE(int64_t(labels.size()), s.totalPoints());
                const std::vector<double> expected = referenceShares(s, labels, gaps);
                QCOMPARE(shares.size(), expected.size());
                for (size_t i = 0; i < shares.size(); ++i)
                    QVERIFY2(sameBits(shares[i], expected[i]),
                             qPrintable(QStringLiteral("rule %1 seed %2 server %3: %4 vs reference %5")
                                            .arg(rule == LookupRule::Nearest ? QStringLiteral("nearest") : QStringLiteral("next"))
                                            .arg(seedIndex)
                                            .arg(i)
                                            .arg(shares[i], 0, 'g', 17)
                                            .arg(expected[i], 0, 'g', 17)));
                ++compared;
            }
        }
        QCOMPARE(compared, 2 * seeds);
    }

    // The same seed gives the same ring, bit for bit: from a fresh sampler, from one that sampled
    // other rings (other sizes, other rules) before, and on either rule; another seed does not.
    void deterministicPerSeed_data()
    {
        QTest::addColumn<int>("servers");
        QTest::addColumn<int>("points");
        QTest::newRow("N=100 k=160 (one bucket)") << 100 << 160;
        QTest::newRow("N=100 k=1600 (16 buckets)") << 100 << 1600;
        QTest::newRow("N=1000 k=50 (16-bit labels)") << 1000 << 50;
    }

    void deterministicPerSeed()
    {
        QFETCH(int, servers);
        QFETCH(int, points);
        for (LookupRule rule : {LookupRule::Next, LookupRule::Nearest}) {
            SimSetting s = explicitSetting(servers, points, rule);
            IdealRingSampler fresh;
            std::vector<double> a;
            const RingResult ra = fresh.sample(s, 3, 424242, &a);

            IdealRingSampler used; // buffers already sized and filled by other rings
            SimSetting other = s;
            other.points = points * 3 + 1;
            other.rule = rule == LookupRule::Next ? LookupRule::Nearest : LookupRule::Next;
            std::vector<double> scratch;
            used.sample(other, 0, 1, &scratch);
            used.sample(s, 0, 99, &scratch);
            std::vector<double> b;
            const RingResult rb = used.sample(s, 3, 424242, &b);
            QCOMPARE(a.size(), size_t(servers));
            QCOMPARE(b.size(), a.size());
            for (size_t i = 0; i < a.size(); ++i)
                QVERIFY2(sameBits(a[i], b[i]), qPrintable(QStringLiteral("server %1: %2 vs %3").arg(i).arg(a[i], 0, 'g', 17).arg(b[i], 0, 'g', 17)));
            QVERIFY(sameBits(ra.cv, rb.cv));
            QVERIFY(sameBits(ra.busiest, rb.busiest));
            std::vector<double> c;
            fresh.sample(s, 3, 424243, &c);
            QVERIFY(c != a);
        }
    }

    // The ring explicitRing() hands out is a real ring: every server has k·w points, and the
    // nearest rule's shares (half of both arcs) differ from the next rule's on the same ring.
    void explicitRingHasEveryPoint()
    {
        SimSetting s;
        s.servers = 5;
        s.points = 30;
        s.weights = {1, 2, 3, 1, 1};
        IdealRingSampler sampler;
        std::vector<uint32_t> labels;
        std::vector<double> gaps;
        sampler.explicitRing(s, 99, &labels, &gaps);
        std::vector<int> count(5, 0);
        for (uint32_t l : labels)
            ++count[l];
        for (int i = 0; i < 5; ++i)
            QCOMPARE(count[size_t(i)], 30 * s.weightOf(i));
        for (double g : gaps)
            QVERIFY(g > 0);
        SimSetting nearest = s;
        nearest.rule = LookupRule::Nearest;
        std::vector<double> a, b;
        sampler.sample(s, 0, 99, &a);
        sampler.sample(nearest, 0, 99, &b);
        QVERIFY(a != b);
    }

    // The nearest rule still agrees with its derived CV (Theory::cvNearestFormula) within three
    // standard errors on the explicit path.
    void nearestStillMatchesTheory()
    {
        SimSetting s;
        s.servers = 100;
        s.points = 160;
        s.rings = 300;
        s.rule = LookupRule::Nearest;
        s.path = SimPath::Explicit;
        s.baseSeed = 7;
        const SimulationResult r = Simulator::run(s);
        QVERIFY2(r.ok(), qPrintable(r.error));
        const double expected = Theory::cvNearestFormula(100, 160);
        QVERIFY2(std::fabs(r.stats.cvRms - expected) <= 3 * r.stats.cvRmsSe,
                 qPrintable(QStringLiteral("nearest cv %1 ± %2, derived %3").arg(r.stats.cvRms).arg(r.stats.cvRmsSe).arg(expected)));
    }
};

QTEST_GUILESS_MAIN(TestIdealSampler)
#include "tst_idealsampler.moc"
