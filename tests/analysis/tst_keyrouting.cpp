// Key routing statistics, footprints and the compare table.
#include "support/testservers.h"

#include "ringcore/analysis/comparetable.h"
#include "ringcore/analysis/footprint.h"
#include "ringcore/analysis/keyrouting.h"
#include "ringcore/analysis/remapanalysis.h"
#include "ringcore/keys/keygenerator.h"
#include "ringcore/rings/algorithmregistry.h"

#include <QTest>

#include <cmath>

using namespace ringcore;
using ringlab::test::makeServers;

namespace {

/// A stateful scheme that is not bounded loads: of any key list routed in order, the first half
/// goes to server 0 and the rest to server 1, while every key's first choice (routeHash) is
/// server 1. Shared code that asks the Algorithm interface routes it so; code that names
/// BoundedLoadsHash would route every key to server 1.
class HalvesScheme : public Algorithm
{
public:
    explicit HalvesScheme(ServerList servers)
        : Algorithm(std::move(servers), {})
    {
    }
    QString name() const override { return QStringLiteral("test-halves"); }
    int hashBits() const override { return 64; }
    uint64_t hashKey(QByteArrayView key) const override { return uint64_t(key.size()); }
    int routeHash(uint64_t) const override { return 1; }
    std::vector<double> shares() const override { return {0.0, 1.0}; }
    size_t pointCount() const override { return 0; }
    size_t memoryBytes() const override { return 0; }
    std::vector<OwnedInterval> intervals() const override { return {{0, 1}}; }
    bool isStateful() const override { return true; }
    KeyAssignment assignInOrder(const std::vector<uint64_t> &hashes) const override
    {
        KeyAssignment r;
        r.loads.assign(2, 0);
        for (size_t i = 0; i < hashes.size(); ++i) {
            const int s = i < hashes.size() / 2 ? 0 : 1;
            r.server.push_back(s);
            ++r.loads[size_t(s)];
        }
        return r;
    }
};

} // namespace

class TestKeyRouting : public QObject
{
    Q_OBJECT

private slots:
    void loadStatsByWeight()
    {
        ServerList list = makeServers(3);
        list[0].weight = 2;
        list[2].down = true;
        // Server 0 (weight 2) has twice the load of server 1: perfectly fair.
        const LoadStats s = LoadStats::of({200, 100, 999}, list);
        QCOMPARE(s.enabled, 2);
        QVERIFY(std::abs(s.busiest - 1) < 1e-12 && std::abs(s.quietest - 1) < 1e-12);
        QVERIFY(s.cv < 1e-12);
        const LoadStats t = LoadStats::of({100, 100, 0}, list);
        QVERIFY(std::abs(t.busiest - 1.5) < 1e-12); // server 1: 100 where 200/3 is fair
        QCOMPARE(t.busiestServer, 1);
        QVERIFY(std::abs(t.quietest - 0.75) < 1e-12);
        QVERIFY(std::abs(t.cv - 0.375) < 1e-12);
    }

    void generatedKeysMatchGenerator()
    {
        const KeySource keys = KeySource::generated(1000, 7);
        QCOMPARE(keys.size(), qint64(1000));
        QCOMPARE(keys.at(10), KeyGenerator(7).key(10));
        qint64 seen = 0;
        keys.forEach([&](qint64 i, QByteArrayView key) {
            if (key != KeyGenerator(7).key(uint64_t(i)))
                return false;
            ++seen;
            return true;
        });
        QCOMPARE(seen, qint64(1000));
        QCOMPARE(keys.first(100).size(), qint64(100));
        const KeySource list = KeySource::list({QByteArrayLiteral("/a"), QByteArrayLiteral("/b")});
        QCOMPARE(list.size(), qint64(2));
        QCOMPARE(list.first(1).at(0), QByteArrayLiteral("/a"));
    }

    void routingNoiseFloor()
    {
        QString error;
        auto jump = AlgorithmRegistry::create(QStringLiteral("jump"), makeServers(100), {}, &error);
        const RoutingResult r = KeyRouting::route(*jump, KeySource::generated(100000, 1));
        QCOMPARE(r.keys, qint64(100000));
        QCOMPARE(r.unrouted, qint64(0));
        qint64 sum = 0;
        for (qint64 c : r.counts)
            sum += c;
        QCOMPARE(sum, r.keys);
        // 1,000 keys per server: noise floor 1/√1000; jump adds nothing, so the measured CV sits on it.
        QVERIFY(std::abs(r.noiseFloor - 1 / std::sqrt(1000.0)) < 1e-12);
        QVERIFY(r.exact.cv < 1e-12);
        QVERIFY2(std::abs(r.measured.cv - r.noiseFloor) < 0.3 * r.noiseFloor, qPrintable(QString::number(r.measured.cv)));
    }

    void boundedLoadsRoutedWithCapacity()
    {
        auto a = AlgorithmRegistry::create(QStringLiteral("bounded-loads"), makeServers(20),
                                           {{QStringLiteral("epsilon"), QStringLiteral("0.05")},
                                            {QStringLiteral("points"), QStringLiteral("4")}},
                                           nullptr);
        const RoutingResult r = KeyRouting::route(*a, KeySource::generated(20000, 1));
        QVERIFY(r.bounded);
        QVERIFY(r.spilled > 0);
        QVERIFY(r.measured.busiest <= 1.05 + 1e-9);
    }

    // KeyRouting and RemapAnalysis ask Algorithm::isStateful()/assignInOrder(), not for a
    // particular scheme: a stateful test scheme is routed in order and compared by keys.
    void statefulSchemeRoutedThroughTheInterface()
    {
        const HalvesScheme halves(makeServers(2));
        const KeySource keys = KeySource::generated(1000, 1);
        const RoutingResult r = KeyRouting::route(halves, keys);
        QVERIFY(r.counts == (std::vector<qint64>{500, 500}));
        QVERIFY(r.bounded);
        QCOMPARE(r.spilled, qint64(500)); // the first half is off its first choice
        QCOMPARE(KeyRouting::assignment(halves, keys).front(), 0);
        QCOMPARE(RemapAnalysis::exactMethod(halves, halves), RemapResult::Method::Keys);
        // A stateless scheme's assignInOrder() is its routeHash(), key by key.
        auto jump = AlgorithmRegistry::create(QStringLiteral("jump"), makeServers(7), {}, nullptr);
        QVERIFY(!jump->isStateful());
        const std::vector<uint64_t> hashes = keys.hashes([&](QByteArrayView k) { return jump->hashKey(k); });
        const KeyAssignment a = jump->assignInOrder(hashes);
        QCOMPARE(qsizetype(a.server.size()), qsizetype(hashes.size()));
        for (size_t i = 0; i < hashes.size(); ++i)
            QCOMPARE(a.server[i], jump->routeHash(hashes[i]));
        QCOMPARE(a.spilled, qint64(0));
    }

    // One contract for long work: the CancelToken stops the routing at its next check (every
    // 65,536 keys) and the Progress, which only reports, sees where it stopped.
    void cancelTokenStopsRouting()
    {
        auto jump = AlgorithmRegistry::create(QStringLiteral("jump"), makeServers(10), {}, nullptr);
        CancelToken cancel;
        qint64 lastDone = -1, lastTotal = -1;
        const Progress progress = [&](qint64 done, qint64 total) {
            lastDone = done;
            lastTotal = total;
            cancel.cancel(); // asked at the first report
        };
        const std::vector<int> out = KeyRouting::assignment(*jump, KeySource::generated(200000, 1), progress, cancel);
        QCOMPARE(qint64(out.size()), qint64(65536));
        QCOMPARE(lastDone, qint64(65536));
        QCOMPARE(lastTotal, qint64(200000));
        // Not cancelled: every key, and the last report is (total, total).
        const auto seen = [&](qint64 done, qint64 total) {
            lastDone = done;
            lastTotal = total;
        };
        const std::vector<int> all = KeyRouting::assignment(*jump, KeySource::generated(200000, 1), seen);
        QCOMPARE(qint64(all.size()), qint64(200000));
        QCOMPARE(lastDone, qint64(200000));
    }

    void footprintCountsCollisions()
    {
        auto a = AlgorithmRegistry::create(QStringLiteral("multiprobe"), makeServers(10),
                                           {{QStringLiteral("points"), QStringLiteral("100")}}, nullptr);
        const Footprint f = Footprint::of(*a);
        QCOMPARE(f.points, qint64(1000));
        QCOMPARE(f.collidingPairs, qint64(0)); // 64-bit hashes
        QVERIFY(f.expectedPairs < 1e-10);
        QVERIFY(f.memoryBytes >= 8000);
        QVERIFY(f.bytesPerPoint >= 8);
    }

    void compareTableSmall()
    {
        const QList<CompareSetting> settings = CompareAnalysis::defaultSettings();
        QVERIFY(settings.size() >= 6);
        int progressCalls = 0;
        const CompareTable t = CompareAnalysis::compute(makeServers(10), KeySource::generated(20000, 1), 5000, 4,
                                                        settings, [&](int, int) { ++progressCalls; });
        QCOMPARE(progressCalls, int(settings.size()) * 2);
        QCOMPARE(t.rows.size(), settings.size());
        QCOMPARE(t.removal.size(), settings.size());
        QCOMPARE(t.removedAddress, QStringLiteral("127.0.0.1:9005"));
        for (const CompareRow &r : t.rows) {
            QVERIFY2(r.error.isEmpty(), qPrintable(r.setting.label + QStringLiteral(": ") + r.error));
            QCOMPARE(r.routing.keys, qint64(20000));
            QVERIFY(r.routing.measured.busiest >= 1.0);
        }
        for (const CompareRemovalRow &r : t.removal) {
            QVERIFY2(r.error.isEmpty(), qPrintable(r.error));
            QVERIFY(r.keysOnRemoved > 0);
            QVERIFY(r.receivers >= 1);
            if (r.setting.algorithm == QLatin1String("rendezvous") || r.setting.algorithm == QLatin1String("anchor"))
                QCOMPARE(r.otherMoved, qint64(0));
            if (r.setting.algorithm == QLatin1String("modulo"))
                QVERIFY(r.otherMoved > 2500);
        }
    }
};

QTEST_GUILESS_MAIN(TestKeyRouting)
#include "tst_keyrouting.moc"
