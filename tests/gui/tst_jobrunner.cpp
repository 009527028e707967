// JobRunner<T>: the newest job wins (an older result arriving late is dropped), Cancel reaches
// the ringcore computation through the job's token, progress is reported, and the result cache
// (JobCache) evicts the least recently used result at its bound of entries and of bytes.
#include "gui/common/jobkey.h"
#include "gui/common/jobrunner.h"

#include "ringcore/sim/simulator.h"

#include <QElapsedTimer>
#include <QJsonObject>
#include <QSignalSpy>
#include <QTest>

#include <atomic>
#include <thread>

using namespace ringlab::gui;

class TestJobRunner : public QObject
{
    Q_OBJECT
private slots:
    void newestWinsAndALateOlderResultIsDropped();
    void cancelStopsTheRingcoreComputation();
    void progressIsReported();
    void cachedResultIsServedAtOnce();
    void cacheEvictsAtItsEntryBound();
    void cacheEvictsAtItsByteBound();
    void keysAreStable();
};

void TestJobRunner::newestWinsAndALateOlderResultIsDropped()
{
    JobRunner<QString> runner;
    QStringList delivered;
    bool busyAtDelivery = true;
    runner.onResult([&](const QString &r) {
        delivered << r;
        busyAtDelivery = runner.isBusy();
    });
    QSignalSpy busy(&runner, &JobRunnerBase::busyChanged);
    auto release = std::make_shared<std::atomic<bool>>(false);
    auto olderFinished = std::make_shared<std::atomic<bool>>(false);
    // A slow job that ignores its token until released, so its result arrives after the newer one.
    runner.start([release, olderFinished](const JobControl &) {
        while (!release->load())
            std::this_thread::sleep_for(std::chrono::milliseconds(5));
        olderFinished->store(true);
        return QStringLiteral("older");
    });
    QVERIFY(runner.isBusy());
    const quint64 newest = runner.start([](const JobControl &) { return QStringLiteral("newest"); });
    QCOMPARE(runner.latestJob(), newest);
    QTRY_COMPARE(delivered.size(), 1);
    QCOMPARE(delivered.first(), QStringLiteral("newest"));
    // Delivered while the older job still runs: not busy, and the receiver sees that already.
    QVERIFY(!olderFinished->load());
    QVERIFY(!busyAtDelivery);
    QVERIFY(!runner.isBusy());
    QCOMPARE(busy.count(), 2);
    QCOMPARE(busy.last().at(0).toBool(), false);
    release->store(true); // the older result now arrives, late
    QTRY_COMPARE(runner.droppedResults(), 1);
    QVERIFY(olderFinished->load());
    QCOMPARE(delivered, QStringList{QStringLiteral("newest")});
    QCOMPARE(busy.count(), 2);
}

void TestJobRunner::cancelStopsTheRingcoreComputation()
{
    // A sweep of ideal rings far too long to finish: 2,000 servers × 256 and 512 points under the
    // nearest-point rule, 10,000 rings per setting (minutes). The simulator polls the job's
    // token; Cancel must end it within moments.
    JobRunner<std::vector<ringcore::SimulationResult>> runner;
    int delivered = 0;
    runner.onResult([&](const auto &) { ++delivered; });
    QSignalSpy cancelled(&runner, &JobRunnerBase::cancelled);
    QSignalSpy busy(&runner, &JobRunnerBase::busyChanged);
    struct Seen
    {
        std::atomic<bool> started{false}, returned{false}, sawCancel{false};
        std::atomic<qint64> returnedAtMs{-1};
    };
    auto seen = std::make_shared<Seen>();
    QElapsedTimer clock;
    clock.start();
    runner.start([seen, clock](const JobControl &job) {
        ringcore::SimSetting s;
        s.servers = 2000;
        s.rings = 10000;
        s.rule = ringcore::LookupRule::Nearest; // the explicit path: every point placed
        seen->started = true;
        auto out = ringcore::Simulator::sweep(s, {256, 512}, {}, {}, job.cancelToken());
        seen->sawCancel = !out.empty() && out.front().cancelled;
        seen->returnedAtMs = clock.elapsed();
        seen->returned = true;
        return out;
    });
    QTRY_VERIFY(seen->started.load());
    QTest::qWait(300);
    QVERIFY2(!seen->returned.load(), "the sweep ended before it was cancelled");
    const qint64 cancelledAt = clock.elapsed();
    runner.cancel();
    // The page is free at once: not busy, cancelled() emitted.
    QVERIFY(!runner.isBusy());
    QCOMPARE(cancelled.count(), 1);
    QCOMPARE(busy.last().at(0).toBool(), false);
    QTRY_VERIFY_WITH_TIMEOUT(seen->returned.load(), 10000);
    const qint64 stoppedMs = seen->returnedAtMs.load() - cancelledAt;
    qInfo("the sweep stopped %lld ms after Cancel", stoppedMs);
    QVERIFY(seen->sawCancel.load()); // ringcore saw the token: its result says cancelled
    QVERIFY2(stoppedMs < 2000, qPrintable(QString::number(stoppedMs)));
    QTRY_COMPARE(runner.droppedResults(), 1);
    QCOMPARE(delivered, 0); // a cancelled (partial) result is never delivered
    QCOMPARE(runner.cache().size(), 0);
}

void TestJobRunner::progressIsReported()
{
    JobRunner<int> runner;
    QSignalSpy progress(&runner, &JobRunnerBase::progressChanged);
    auto release = std::make_shared<std::atomic<bool>>(false);
    runner.start([release](const JobControl &job) {
        job.setProgress(40);
        while (!release->load())
            std::this_thread::sleep_for(std::chrono::milliseconds(5));
        job.progress()(3, 4);
        return 7;
    });
    QTRY_COMPARE(runner.progress(), 40);
    QVERIFY(std::any_of(progress.cbegin(), progress.cend(), [](const QList<QVariant> &a) { return a.at(0).toInt() == 40; }));
    release->store(true);
    QTRY_VERIFY(!runner.isBusy());
    QCOMPARE(progress.last().at(0).toInt(), 100); // delivered: done
    QCOMPARE(progress.first().at(0).toInt(), 0);  // a new job starts at 0
}

void TestJobRunner::cachedResultIsServedAtOnce()
{
    JobRunner<int> runner;
    runner.setCache(JobCacheLimits{4, 1 << 20});
    QList<int> delivered;
    runner.onResult([&](int r) { delivered << r; });
    const QByteArray key = JobKey("test").add(qint64(1)).result();
    QVERIFY(!runner.serveCached(key));
    auto runs = std::make_shared<std::atomic<int>>(0);
    runner.start(key, [runs](const JobControl &) {
        ++*runs;
        return 42;
    });
    QTRY_COMPARE(delivered.size(), 1);
    QVERIFY(runner.serveCached(key)); // synchronous: no job, no wait
    QCOMPARE(delivered, (QList<int>{42, 42}));
    QCOMPARE(runs->load(), 1);
    QVERIFY(!runner.isBusy());
    // A cancelled job is not cached.
    const QByteArray other = JobKey("test").add(qint64(2)).result();
    runner.start(other, [](const JobControl &job) {
        while (!job.isCancelled())
            std::this_thread::sleep_for(std::chrono::milliseconds(2));
        return 1;
    });
    runner.cancel();
    QTRY_COMPARE(runner.droppedResults(), 1);
    QVERIFY(!runner.cache().contains(other));
    QCOMPARE(runner.cache().size(), 1);
}

void TestJobRunner::cacheEvictsAtItsEntryBound()
{
    JobCache<int> cache(JobCacheLimits{3, 1 << 20});
    const auto key = [](int i) { return JobKey("n").add(qint64(i)).result(); };
    for (int i = 0; i < 3; ++i)
        cache.insert(key(i), i);
    QCOMPARE(cache.size(), 3);
    QVERIFY(cache.find(key(0))); // 0 is now the most recently used; 1 is the least
    cache.insert(key(3), 3);
    QCOMPARE(cache.size(), 3);
    QCOMPARE(cache.evictions(), 1);
    QVERIFY(!cache.contains(key(1)));
    for (int i : {0, 2, 3})
        QVERIFY(cache.contains(key(i)));
    for (int i = 10; i < 100; ++i)
        cache.insert(key(i), i);
    QCOMPARE(cache.size(), 3); // never above the bound
    QCOMPARE(*cache.find(key(99)), 99);
}

void TestJobRunner::cacheEvictsAtItsByteBound()
{
    // Results of 400 bytes (plus a 32-byte key) under a 1,000-byte bound: two fit, not three.
    JobCache<QByteArray> cache(JobCacheLimits{100, 1000}, [](const QByteArray &b) { return qint64(b.size()); });
    const auto key = [](int i) { return JobKey("b").add(qint64(i)).result(); };
    cache.insert(key(1), QByteArray(400, 'a'));
    cache.insert(key(2), QByteArray(400, 'b'));
    QCOMPARE(cache.size(), 2);
    QCOMPARE(cache.bytes(), 2 * (400 + 32));
    cache.insert(key(3), QByteArray(400, 'c'));
    QCOMPARE(cache.size(), 2);
    QVERIFY(cache.bytes() <= 1000);
    QVERIFY(!cache.contains(key(1)));
    QCOMPARE(cache.evictions(), 1);
    cache.insert(key(4), QByteArray(5000, 'd')); // larger than the bound on its own: not kept
    QVERIFY(!cache.contains(key(4)));
    QCOMPARE(cache.size(), 2);
}

void TestJobRunner::keysAreStable()
{
    const QJsonObject a{{QStringLiteral("servers"), 100}, {QStringLiteral("algorithm"), QStringLiteral("nginx")}};
    const QJsonObject b{{QStringLiteral("algorithm"), QStringLiteral("nginx")}, {QStringLiteral("servers"), 100}};
    QCOMPARE(JobKey("k").add(a).result(), JobKey("k").add(b).result()); // insertion order does not matter
    QCOMPARE(JobKey("k").add(a).result().size(), 32);
    QVERIFY(JobKey("k").add(a).result() != JobKey("other").add(a).result());
    QVERIFY(JobKey("k").add(QStringLiteral("ab")).add(QStringLiteral("c")).result()
            != JobKey("k").add(QStringLiteral("a")).add(QStringLiteral("bc")).result());
    QVERIFY(JobKey("k").add(0.1).result() != JobKey("k").add(0.1 + 1e-16).result());
    // The same inputs give the same key in every run and on every machine: SHA-256 over
    // little-endian length-prefixed fields (here "k" and the number 7), computed independently.
    QCOMPARE(JobKey("k").add(qint64(7)).result().toHex(), QByteArray("6d3769ca764864dcb2a4df61b04b8f7133515ebfbb67b2c6b4fdb88641629ffd"));
}

QTEST_MAIN(TestJobRunner)
#include "tst_jobrunner.moc"
