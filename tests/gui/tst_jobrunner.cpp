// JobRunner: only the newest job's result is delivered, and "busy" means the newest job has not
// delivered yet; a stale job still winding down does not keep the runner busy.
#include "gui/common/jobrunner.h"

#include <QSignalSpy>
#include <QTest>

#include <atomic>
#include <thread>

using namespace ringlab::gui;

class TestJobRunner : public QObject
{
    Q_OBJECT
private slots:
    void newestResultOnlyAndNotBusyWhileStaleJobRuns();
};

void TestJobRunner::newestResultOnlyAndNotBusyWhileStaleJobRuns()
{
    JobRunner runner;
    QSignalSpy results(&runner, &JobRunner::resultReady);
    QSignalSpy busy(&runner, &JobRunner::busyChanged);
    auto release = std::make_shared<std::atomic<bool>>(false);
    // A slow job that ignores cancellation until released (like a long step that checks rarely).
    runner.start([release](quint64, const std::atomic<bool> *) {
        while (!release->load())
            std::this_thread::sleep_for(std::chrono::milliseconds(5));
        return QVariant(QStringLiteral("stale"));
    });
    QVERIFY(runner.isBusy());
    const quint64 newest = runner.start([](quint64, const std::atomic<bool> *) { return QVariant(QStringLiteral("newest")); });
    bool busyAtDelivery = true;
    connect(&runner, &JobRunner::resultReady, this, [&] { busyAtDelivery = runner.isBusy(); });
    QTRY_COMPARE(results.count(), 1);
    QCOMPARE(results.at(0).at(0).toULongLong(), newest);
    QCOMPARE(results.at(0).at(1).toString(), QStringLiteral("newest"));
    // Delivered while the stale job still runs: not busy, and receivers see that already.
    QVERIFY(!busyAtDelivery);
    QVERIFY(!runner.isBusy());
    QCOMPARE(busy.count(), 2);
    QCOMPARE(busy.last().at(0).toBool(), false);
    release->store(true);
    QTRY_COMPARE(runner.droppedResults(), 1);
    QCOMPARE(results.count(), 1);
    QCOMPARE(busy.count(), 2);
}

QTEST_MAIN(TestJobRunner)
#include "tst_jobrunner.moc"
