// Multi-probe: the closed-form exact shares agree with sampling, and more probes even the spread.
#include "support/testservers.h"

#include "ringcore/rings/algorithmregistry.h"
#include "ringcore/rings/multiprobehash.h"

#include <QTest>

#include <cmath>
#include <random>

using namespace ringcore;

namespace {

ServerList makeServers(int n)
{
    return ringlab::test::makeServers(n, 1, QStringLiteral("cache-%1.example:11211"), 0);
}

double maxOverFair(const std::vector<double> &shares)
{
    return *std::max_element(shares.begin(), shares.end()) * double(shares.size());
}

} // namespace

class TestMultiProbeHash : public QObject
{
    Q_OBJECT

private slots:
    void exactSharesMatchSampling_data()
    {
        QTest::addColumn<int>("probes");
        QTest::newRow("k=1 (plain ring)") << 1;
        QTest::newRow("k=2") << 2;
        QTest::newRow("k=21") << 21;
    }

    void exactSharesMatchSampling()
    {
        QFETCH(int, probes);
        QString error;
        auto a = AlgorithmRegistry::create(QStringLiteral("multiprobe"), makeServers(8),
                                           {{QStringLiteral("probes"), QString::number(probes)}}, &error);
        QVERIFY2(a, qPrintable(error));
        const auto shares = a->shares();
        std::mt19937_64 rng(3);
        const int keys = 400000;
        std::vector<int> counts(8, 0);
        for (int k = 0; k < keys; ++k)
            ++counts[size_t(a->routeHash(rng()))];
        for (size_t s = 0; s < 8; ++s) {
            const double sigma = std::sqrt(shares[s] * keys);
            QVERIFY2(std::abs(counts[s] - shares[s] * keys) < 5 * sigma + 5,
                     qPrintable(QStringLiteral("server %1: %2 vs %3").arg(s).arg(counts[s]).arg(shares[s] * keys)));
        }
    }

    void moreProbesEvenTheSpread()
    {
        auto one = AlgorithmRegistry::create(QStringLiteral("multiprobe"), makeServers(100),
                                             {{QStringLiteral("probes"), QStringLiteral("1")}}, nullptr);
        auto many = AlgorithmRegistry::create(QStringLiteral("multiprobe"), makeServers(100), {}, nullptr);
        QVERIFY(maxOverFair(many->shares()) < maxOverFair(one->shares()));
        QVERIFY(maxOverFair(many->shares()) < 1.5); // paper: about 1 + 1/k on average
    }

    void probesTraceTheChoice()
    {
        auto a = AlgorithmRegistry::create(QStringLiteral("multiprobe"), makeServers(20), {}, nullptr);
        auto *mp = dynamic_cast<MultiProbeHash *>(a.get());
        for (uint64_t h = 1; h < 300; ++h) {
            const auto probes = mp->probes(h * 0x9E3779B97F4A7C15ULL);
            QCOMPARE(probes.size(), 21);
            auto best = std::min_element(probes.begin(), probes.end(),
                                         [](const auto &x, const auto &y) { return x.distance < y.distance; });
            QCOMPARE(best->server, a->routeHash(h * 0x9E3779B97F4A7C15ULL));
        }
    }
};

QTEST_APPLESS_MAIN(TestMultiProbeHash)
#include "tst_multiprobehash.moc"
