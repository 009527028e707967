// LiveRunThread: a live run on a thread of its own. The runner's signals arrive on the owner's
// thread; a start that fails on the run thread is reported by startFailed() with nothing left
// running; destroying the object mid-run stops every process before the destructor returns.
#include "livetesthelpers.h"
#include "ringcore/live/liverunthread.h"
#include "ringcore/live/mappingwriter.h"

#include <QThread>

using namespace ringcore;
using namespace ringlab::test;

class TestLiveRunThread : public QObject
{
    Q_OBJECT
private slots:
    void runsOnItsOwnThreadAndReportsHere()
    {
        QTemporaryDir out;
        LiveRunThread run;
        QVERIFY(run.runThread() != QThread::currentThread());
        QVERIFY(run.runThread()->isRunning());
        QThread *deliveredOn = nullptr;
        qint64 lastDone = 0;
        int progressSignals = 0;
        QStringList log;
        QList<LiveRunState> states;
        connect(&run, &LiveRunThread::progress, this, [&](qint64 done, qint64, double) {
            lastDone = done;
            ++progressSignals;
        });
        connect(&run, &LiveRunThread::logLine, this, [&](const QString &line) { log << line; });
        connect(&run, &LiveRunThread::stateChanged, this, [&](LiveRunState s) { states << s; });
        connect(&run, &LiveRunThread::finished, this, [&] { deliveredOn = QThread::currentThread(); });
        QSignalSpy finished(&run, &LiveRunThread::finished);
        QSignalSpy failed(&run, &LiveRunThread::startFailed);
        QString error;
        QVERIFY2(run.start(smallRun(QStringLiteral("nginx"), out.path(), 5000), &error), qPrintable(error));
        QVERIFY(run.isRunning());
        // A second start while one runs is refused at once.
        QString second;
        QVERIFY(!run.start(smallRun(QStringLiteral("nginx"), out.path(), 10), &second));
        QVERIFY2(second.contains(QStringLiteral("in progress")), qPrintable(second));
        QTRY_VERIFY_WITH_TIMEOUT(run.processIds().size() == 2, 30000);
        const QList<qint64> pids = run.processIds();
        QVERIFY(finished.wait(120000) || !finished.isEmpty());
        QVERIFY(failed.isEmpty());
        QCOMPARE(deliveredOn, QThread::currentThread());
        QVERIFY(!run.isRunning());
        const auto result = finished.front().front().value<LiveRunResult>();
        QVERIFY2(result.valid, qPrintable(result.reasons.join(QLatin1Char(';')) + result.error));
        QCOMPARE(result.keysMeasured, qint64(5000));
        QVERIFY(progressSignals > 0);
        QCOMPARE(lastDone, qint64(5000 + 2000)); // every key, then the 2,000 rechecked
        QVERIFY(!log.isEmpty());
        QCOMPARE(states.front(), LiveRunState::Starting);
        QCOMPARE(states.back(), LiveRunState::Finished);
        QVERIFY(states.contains(LiveRunState::Loading));
        QVERIFY(run.processIds().isEmpty());
        for (qint64 pid : pids)
            QTRY_VERIFY2_WITH_TIMEOUT(processGone(pid), qPrintable(QString::number(pid)), 5000);
        QVERIFY(ringcore::PortProbe::listeningIn(result.basePort, 101).isEmpty());
        // The same object runs again.
        QTemporaryDir out2;
        finished.clear();
        QVERIFY2(run.start(smallRun(QStringLiteral("haproxy"), out2.path(), 1000), &error), qPrintable(error));
        QVERIFY(finished.wait(120000) || !finished.isEmpty());
        QVERIFY(finished.front().front().value<LiveRunResult>().valid);
    }

    void invalidConfigIsRefusedAtOnce()
    {
        QTemporaryDir out;
        LiveRunThread run;
        QSignalSpy failed(&run, &LiveRunThread::startFailed);
        LiveRunConfig config = smallRun(QStringLiteral("nginx"), out.path());
        config.concurrency = 0;
        QString error;
        QVERIFY(!run.start(config, &error));
        QVERIFY2(error.contains(QStringLiteral("concurrency")), qPrintable(error));
        QVERIFY(!run.isRunning());
        QTest::qWait(50);
        QVERIFY(failed.isEmpty());
    }

    void startFailureOnTheRunThreadIsReported()
    {
        QTemporaryDir out;
        LiveRunThread run;
        QSignalSpy failed(&run, &LiveRunThread::startFailed);
        QSignalSpy finished(&run, &LiveRunThread::finished);
        LiveRunConfig config = smallRun(QStringLiteral("nginx"), out.path());
        config.programs[QStringLiteral("nginx")] = out.filePath(QStringLiteral("no-such-nginx"));
        QString error;
        QVERIFY2(run.start(config, &error), qPrintable(error)); // the config itself is fine
        QVERIFY(failed.wait(30000) || !failed.isEmpty());
        const QString message = failed.front().front().toString();
        QVERIFY2(message.contains(QStringLiteral("no-such-nginx")), qPrintable(message));
        QVERIFY(!run.isRunning());
        QVERIFY(run.processIds().isEmpty());
        QVERIFY(finished.isEmpty());
    }

    void destroyingMidRunStopsEveryProcess()
    {
        QTemporaryDir out;
        QList<qint64> tree;
        {
            LiveRunThread run;
            QString error;
            QVERIFY2(run.start(smallRun(QStringLiteral("nginx"), out.path(), 2000000), &error), qPrintable(error));
            QSignalSpy states(&run, &LiveRunThread::stateChanged);
            QTRY_VERIFY_WITH_TIMEOUT(states.contains(QVariantList{QVariant::fromValue(LiveRunState::Loading)}), 30000);
            QTest::qWait(500);
            const QList<qint64> pids = run.processIds();
            QCOMPARE(pids.size(), 2);
            for (qint64 pid : pids)
                tree += processTree(pid); // masters and their workers
            QVERIFY(tree.size() > 2);
            for (qint64 pid : std::as_const(tree))
                QVERIFY(!processGone(pid));
        } // the destructor returns only when every process has been stopped
        for (qint64 pid : std::as_const(tree))
            QTRY_VERIFY2_WITH_TIMEOUT(processGone(pid), qPrintable(QStringLiteral("pid %1 still running").arg(pid)), 5000);
        // The keys measured before the end are on disk and readable.
        QString error;
        QList<MappingWriter::Entry> entries;
        QVERIFY2(MappingWriter::read(QDir(out.path()).filePath(QStringLiteral("mapping.tsv")), &entries, &error),
                 qPrintable(error));
        QVERIFY(!entries.isEmpty());
    }
};

QTEST_MAIN(TestLiveRunThread)
#include "tst_liverunthread.moc"
