// ReadyCommandRunner: a system's ready commands (varnishadm, traffic_ctl) run in order, without a
// shell, each tried again every 200 ms until it exits 0 and prints its expected text, with its
// verification when it has one; a command that never succeeds, or cannot be found, fails the run
// naming it; stop() ends everything without a signal.
#include "ringcore/live/readycommandrunner.h"

#include <QElapsedTimer>
#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace ringcore;

namespace {

SystemCommand shell(const QString &script, const QString &expect = QString(), int timeoutMs = 10000)
{
    SystemCommand c;
    c.program = QStringLiteral("sh");
    c.arguments = {QStringLiteral("-c"), script};
    c.expect = expect;
    c.timeoutMs = timeoutMs;
    return c;
}

} // namespace

class TestReadyCommandRunner : public QObject
{
    Q_OBJECT

private slots:
    void runsInOrder()
    {
        QTemporaryDir dir;
        ReadyCommandRunner runner;
        QSignalSpy ran(&runner, &ReadyCommandRunner::ran);
        QSignalSpy ok(&runner, &ReadyCommandRunner::succeeded);
        QSignalSpy failed(&runner, &ReadyCommandRunner::failed);
        runner.start({shell(QStringLiteral("echo one >> order"), QString()),
                      shell(QStringLiteral("echo two >> order; echo $RINGLAB_READY_TEST"), QStringLiteral("from-env"))},
                     {{QStringLiteral("RINGLAB_READY_TEST"), QStringLiteral("from-env")}}, dir.path(),
                     QStringLiteral("Sys"));
        QVERIFY(runner.isRunning());
        QVERIFY(ok.wait(10000));
        QVERIFY(!runner.isRunning());
        QCOMPARE(failed.count(), 0);
        QCOMPARE(ran.count(), 2);
        QCOMPARE(ran.at(0).at(0).toString(), QStringLiteral("ran sh -c echo one >> order"));
        QFile order(dir.filePath(QStringLiteral("order"))); // the working directory is the one given
        QVERIFY(order.open(QIODevice::ReadOnly));
        QCOMPARE(order.readAll(), QByteArray("one\ntwo\n"));
    }

    void noCommandsSucceedAtOnce()
    {
        ReadyCommandRunner runner;
        QSignalSpy ok(&runner, &ReadyCommandRunner::succeeded);
        runner.start({}, {}, QString(), QStringLiteral("Sys"));
        QCOMPARE(ok.count(), 1);
        QVERIFY(!runner.isRunning());
    }

    void retriesUntilTheExpectedText()
    {
        QTemporaryDir dir;
        ReadyCommandRunner runner;
        QSignalSpy ok(&runner, &ReadyCommandRunner::succeeded);
        QSignalSpy failed(&runner, &ReadyCommandRunner::failed);
        // Prints "ready" from its third try on; exits 0 every time.
        QElapsedTimer clock;
        clock.start();
        runner.start({shell(QStringLiteral("echo x >> tries; [ $(wc -l < tries) -ge 3 ] && echo ready; true"),
                            QStringLiteral("ready"))},
                     {}, dir.path(), QStringLiteral("Sys"));
        QVERIFY(ok.wait(10000));
        QCOMPARE(failed.count(), 0);
        QFile tries(dir.filePath(QStringLiteral("tries")));
        QVERIFY(tries.open(QIODevice::ReadOnly));
        QCOMPARE(tries.readAll().count('\n'), 3);
        QVERIFY2(clock.elapsed() >= 2 * ReadyCommandRunner::kRetryMs, qPrintable(QString::number(clock.elapsed())));
    }

    void verificationDecides()
    {
        QTemporaryDir dir;
        ReadyCommandRunner runner;
        QSignalSpy ok(&runner, &ReadyCommandRunner::succeeded);
        // The command "loses" its first message: the verification sees it from the second on.
        SystemCommand c = shell(QStringLiteral("echo sent >> sent"), QStringLiteral("2"));
        c.verifyArguments = {QStringLiteral("-c"), QStringLiteral("wc -l < sent")};
        runner.start({c}, {}, dir.path(), QStringLiteral("Sys"));
        QVERIFY(ok.wait(10000));
        QFile sent(dir.filePath(QStringLiteral("sent")));
        QVERIFY(sent.open(QIODevice::ReadOnly));
        QCOMPARE(sent.readAll().count('\n'), 2); // sent, verified (1), sent again, verified (2)
    }

    void failsNamingTheCommand()
    {
        ReadyCommandRunner runner;
        QSignalSpy ok(&runner, &ReadyCommandRunner::succeeded);
        QSignalSpy failed(&runner, &ReadyCommandRunner::failed);
        runner.start({shell(QStringLiteral("echo not yet; exit 3"), QString(), 500)}, {}, QString(), QStringLiteral("Sys"));
        QVERIFY(failed.wait(10000));
        QCOMPARE(ok.count(), 0);
        QVERIFY(!runner.isRunning());
        const QString message = failed.at(0).at(0).toString();
        QVERIFY2(message.startsWith(QStringLiteral("Sys: sh -c echo not yet; exit 3 did not succeed within 0.5 s: not yet")),
                 qPrintable(message));
    }

    void missingProgramFails()
    {
        ReadyCommandRunner runner;
        QSignalSpy failed(&runner, &ReadyCommandRunner::failed);
        SystemCommand c;
        c.program = QStringLiteral("ringlab-no-such-program");
        runner.start({c}, {}, QString(), QStringLiteral("Sys"));
        QCOMPARE(failed.count(), 1);
        QVERIFY2(failed.at(0).at(0).toString().contains(QStringLiteral("ringlab-no-such-program")),
                 qPrintable(failed.at(0).at(0).toString()));
    }

    void stopEndsWithoutSignal()
    {
        QTemporaryDir dir;
        ReadyCommandRunner runner;
        QSignalSpy ran(&runner, &ReadyCommandRunner::ran);
        QSignalSpy ok(&runner, &ReadyCommandRunner::succeeded);
        QSignalSpy failed(&runner, &ReadyCommandRunner::failed);
        runner.start({shell(QStringLiteral("echo x >> tries"), QStringLiteral("never"), 60000)}, {}, dir.path(),
                     QStringLiteral("Sys"));
        QTest::qWait(700);
        runner.stop();
        QVERIFY(!runner.isRunning());
        QFile tries(dir.filePath(QStringLiteral("tries")));
        QVERIFY(tries.open(QIODevice::ReadOnly));
        const qsizetype before = tries.readAll().count('\n');
        QVERIFY(before >= 1);
        QTest::qWait(700);
        tries.seek(0);
        QCOMPARE(tries.readAll().count('\n'), before); // no retry after the stop
        QCOMPARE(ran.count() + ok.count() + failed.count(), 0);
    }
};

QTEST_GUILESS_MAIN(TestReadyCommandRunner)
#include "tst_readycommandrunner.moc"
