// The live run's state machine as the page shows it: every phase from idle to valid / invalid /
// cancelled / failed, the bar's total (keys + recheck from the start), the status and caption
// texts (the keys actually sent, the proxy under test) and the checklist per proxy.
#include "ringcore/live/liverunstatus.h"

#include <QLocale>
#include <QTest>

using namespace ringcore;

namespace {

LiveRunConfig config(const QString &proxy, int keys, int recheck)
{
    LiveRunConfig c;
    c.proxy = proxy;
    c.keyCount = keys;
    c.recheckKeys = recheck;
    return c;
}

LiveRunResult result(const QString &proxy, qint64 planned, qint64 measured, qint64 rechecked)
{
    LiveRunResult r;
    r.proxy = proxy;
    r.keysPlanned = planned;
    r.keysMeasured = measured;
    r.recheckSent = rechecked;
    return r;
}

QString n(qint64 v)
{
    return QLocale().toString(v);
}

} // namespace

class TestLiveRunStatus : public QObject
{
    Q_OBJECT
private slots:
    void idle()
    {
        LiveRunStatus s;
        QCOMPARE(s.phase(), LiveRunPhase::Idle);
        QVERIFY(s.canStart());
        QVERIFY(!s.canCancel());
        QCOMPARE(s.percent(), 0);
        QVERIFY(!s.statusText().contains(QStringLiteral("Running")));
    }

    void validRunFillsTheBar()
    {
        LiveRunStatus s;
        s.start(config(QStringLiteral("nginx"), 100000, 10000));
        QCOMPARE(s.phase(), LiveRunPhase::Starting);
        QCOMPARE(s.barMaximum(), qint64(110000)); // the recheck is counted from the start
        QVERIFY(!s.canStart());
        QVERIFY(s.canCancel());
        QVERIFY2(s.statusText().startsWith(QStringLiteral("Starting")), qPrintable(s.statusText()));

        s.setState(LiveRunState::Loading);
        s.setProgress(50000, 110000, 4000);
        QCOMPARE(s.phase(), LiveRunPhase::Loading);
        QCOMPARE(s.percent(), 45);
        QCOMPARE(s.keysSent(), qint64(50000));
        QVERIFY2(s.statusText().contains(n(50000) + QStringLiteral(" of ") + n(100000)), qPrintable(s.statusText()));
        QVERIFY(s.statusText().contains(QStringLiteral("nginx")));

        s.setState(LiveRunState::Rechecking);
        s.setProgress(105000, 110000, 4000);
        QCOMPARE(s.phase(), LiveRunPhase::Rechecking);
        QCOMPARE(s.percent(), 95);
        QVERIFY2(s.statusText().contains(n(10000)), qPrintable(s.statusText()));

        s.setState(LiveRunState::Stopping);
        QCOMPARE(s.phase(), LiveRunPhase::Stopping);
        QVERIFY(!s.canCancel()); // the processes are being stopped already
        QVERIFY(!s.canStart());
        s.setState(LiveRunState::Finished); // the result decides how it ended
        QCOMPARE(s.phase(), LiveRunPhase::Stopping);

        LiveRunResult r = result(QStringLiteral("nginx"), 100000, 100000, 10000);
        r.completed = true;
        r.valid = true;
        s.finish(r);
        QCOMPARE(s.phase(), LiveRunPhase::Valid);
        QCOMPARE(s.barValue(), s.barMaximum()); // not stuck at 90 %
        QCOMPARE(s.percent(), 100);
        QVERIFY(s.canStart());
        QVERIFY(!s.canCancel());
        QVERIFY2(s.statusText().startsWith(QStringLiteral("Valid")), qPrintable(s.statusText()));
        QVERIFY(!s.statusText().contains(QStringLiteral("Running")));
        QVERIFY(!s.progressText().contains(QStringLiteral("ETA")));
        QCOMPARE(s.progressText(), QStringLiteral("%1 of %1 requests (keys + recheck)").arg(n(110000)));
        QCOMPARE(s.caption(), QStringLiteral("nginx live run, %1 keys").arg(n(100000)));
    }

    void invalidRunNamesTheFirstReason()
    {
        LiveRunStatus s;
        s.start(config(QStringLiteral("haproxy"), 2000, 500));
        s.setState(LiveRunState::Loading);
        LiveRunResult r = result(QStringLiteral("haproxy"), 2000, 2000, 500);
        r.completed = true;
        r.reasons = {QStringLiteral("12 requests were answered by a backend marked down")};
        s.finish(r);
        QCOMPARE(s.phase(), LiveRunPhase::Invalid);
        QCOMPARE(s.percent(), 100);
        QVERIFY2(s.statusText().startsWith(QStringLiteral("Not valid")), qPrintable(s.statusText()));
        QVERIFY(s.statusText().contains(QStringLiteral("backend marked down")));
        QVERIFY(s.statusText().contains(QStringLiteral("HAProxy")));
    }

    void cancelledRunSaysTheKeysSent()
    {
        LiveRunStatus s;
        s.start(config(QStringLiteral("haproxy"), 100000, 10000));
        s.setState(LiveRunState::Loading);
        s.setProgress(24000, 110000, 3000);
        LiveRunResult r = result(QStringLiteral("haproxy"), 100000, 24266, 0);
        r.cancelled = true;
        r.reasons = {QStringLiteral("the run was cancelled after 24266 of 100000 keys")};
        s.finish(r);
        QCOMPARE(s.phase(), LiveRunPhase::Cancelled);
        QCOMPARE(s.keysSent(), qint64(24266));
        QCOMPARE(s.barValue(), qint64(24266));
        QCOMPARE(s.barMaximum(), qint64(110000));
        QCOMPARE(s.percent(), 22);
        QVERIFY(s.canStart());
        QVERIFY2(s.statusText().startsWith(QStringLiteral("Cancelled after ") + n(24266)), qPrintable(s.statusText()));
        QVERIFY2(s.caption().contains(n(24266) + QStringLiteral(" keys")), qPrintable(s.caption()));
        QVERIFY2(!s.caption().startsWith(QStringLiteral("HAProxy live run, ") + n(100000)), qPrintable(s.caption()));
        QVERIFY(s.caption().startsWith(QStringLiteral("HAProxy")));
    }

    void runStoppedByAnErrorFails()
    {
        LiveRunStatus s;
        s.start(config(QStringLiteral("nginx"), 1000, 100));
        s.setState(LiveRunState::Loading);
        LiveRunResult r = result(QStringLiteral("nginx"), 1000, 300, 0);
        r.error = QStringLiteral("the proxy answered nothing for 60.0 s");
        s.finish(r);
        QCOMPARE(s.phase(), LiveRunPhase::Failed);
        QVERIFY2(s.statusText().contains(r.error), qPrintable(s.statusText()));
        QCOMPARE(s.keysSent(), qint64(300));
        QVERIFY(s.canStart());
    }

    void failedStart()
    {
        LiveRunStatus s;
        s.start(config(QStringLiteral("nginx"), 1000, 100));
        s.startFailed(QStringLiteral("nginx: no such program /x/nginx"));
        QCOMPARE(s.phase(), LiveRunPhase::Failed);
        QCOMPARE(s.percent(), 0);
        QVERIFY(s.canStart());
        QVERIFY(!s.canCancel());
        QVERIFY(s.statusText().contains(QStringLiteral("/x/nginx")));
        QCOMPARE(s.progressText(), QStringLiteral("Did not run"));
        // A late state change of the dead run does not revive it.
        s.setState(LiveRunState::Loading);
        QCOMPARE(s.phase(), LiveRunPhase::Failed);
        s.setProgress(10, 1100, 5);
        QCOMPARE(s.barValue(), qint64(0));
    }

    void rulesNameTheProxy_data()
    {
        QTest::addColumn<QString>("proxy");
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("other");
        QTest::newRow("nginx") << QStringLiteral("nginx") << "nginx" << "HAProxy";
        QTest::newRow("haproxy") << QStringLiteral("haproxy") << "HAProxy" << "nginx";
    }

    void rulesNameTheProxy()
    {
        QFETCH(QString, proxy);
        QFETCH(QString, name);
        QFETCH(QString, other);
        const QStringList rules = LiveRunStatus::rules(proxy);
        QVERIFY(rules.size() >= 4);
        for (const QString &rule : rules) {
            QVERIFY2(rule.contains(name), qPrintable(rule));
            QVERIFY2(!rule.contains(other, Qt::CaseInsensitive), qPrintable(rule));
        }
        // Only nginx's log is read by the run, so only nginx has a log rule.
        const bool logRule = std::any_of(rules.begin(), rules.end(), [](const QString &r) { return r.contains(QStringLiteral("log")); });
        QCOMPARE(logRule, proxy == QStringLiteral("nginx"));
    }
};

QTEST_GUILESS_MAIN(TestLiveRunStatus)
#include "tst_liverunstatus.moc"
