// The Live run page with real proxies: it builds, refuses bad input with a message naming the
// field, runs a small real nginx run to the end (bars per backend, port agreement), and closing
// it during a run stops every process it started. Takes the live_ports lock (tests/livegui).
#include "gui/live/backendbarsview.h"
#include "gui/live/livepage.h"
#include "live/livetesthelpers.h"

#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <numeric>

using namespace ringlab::gui;

class TestLivePage : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void refusesBadInput_data();
    void refusesBadInput();
    void startFailureIsShown();
    void smallRealRunShowsBarsAndAgreement();
    void closingDuringARunStopsEveryProcess();
};

void TestLivePage::initTestCase()
{
    // CI and the dev machines have nginx; without it this test cannot say anything.
    QVERIFY2(!QStandardPaths::findExecutable(QStringLiteral("nginx"), {QStringLiteral("/usr/sbin"), QStringLiteral("/usr/local/sbin")}).isEmpty()
                 || !QStandardPaths::findExecutable(QStringLiteral("nginx")).isEmpty(),
             "nginx is not installed");
}

void TestLivePage::refusesBadInput_data()
{
    QTest::addColumn<int>("concurrency");
    QTest::addColumn<QString>("down");
    QTest::addColumn<QString>("field");
    QTest::newRow("concurrency 0") << 0 << QString() << QStringLiteral("concurrency");
    QTest::newRow("concurrency 5000") << 5000 << QString() << QStringLiteral("concurrency");
    QTest::newRow("down past the last backend") << 8 << QStringLiteral("21") << QStringLiteral("Down servers");
    QTest::newRow("down not a number") << 8 << QStringLiteral("3-x") << QStringLiteral("Down servers");
}

void TestLivePage::refusesBadInput()
{
    QFETCH(int, concurrency);
    QFETCH(QString, down);
    QFETCH(QString, field);
    QTemporaryDir dir;
    LivePage page;
    page.show();
    page.backendsBox()->setValue(20);
    page.downEdit()->setText(down);
    ringcore::LiveRunConfig config = page.config();
    config.concurrency = concurrency;
    config.outDir = dir.filePath(QStringLiteral("run"));
    QString error;
    QVERIFY(!page.start(config, &error));
    QVERIFY2(error.contains(field, Qt::CaseInsensitive), qPrintable(error));
    QVERIFY(!page.isRunning());
    QVERIFY(page.processIds().isEmpty());
}

void TestLivePage::startFailureIsShown()
{
    // The config is valid, so start() returns true; the run thread then finds no such nginx.
    QTemporaryDir dir;
    LivePage page;
    page.show();
    page.backendsBox()->setValue(20);
    ringcore::LiveRunConfig config = page.config();
    config.nginxBinary = dir.filePath(QStringLiteral("no-such-nginx"));
    config.outDir = dir.filePath(QStringLiteral("run"));
    QSignalSpy failed(&page, &LivePage::startFailed);
    QSignalSpy status(&page, &LivePage::statusMessage);
    QString error;
    QVERIFY2(page.start(config, &error), qPrintable(error));
    QVERIFY(failed.wait(30000) || !failed.isEmpty());
    QVERIFY(!page.isRunning());
    QVERIFY(page.processIds().isEmpty());
    const QString message = failed.front().front().toString();
    QVERIFY2(message.contains(QStringLiteral("no-such-nginx")), qPrintable(message));
    QCOMPARE(status.back().front().toString(), message);
    QVERIFY(page.rules()->item(0)->text().contains(QStringLiteral("no-such-nginx")));
    QVERIFY(page.rules()->item(page.rules()->count() - 1)->text().startsWith(QStringLiteral("✗")));
    // The page can start again at once (and is refused for the same reason).
    failed.clear();
    QVERIFY2(page.start(config, &error), qPrintable(error));
    QVERIFY(failed.wait(30000) || !failed.isEmpty());
}

void TestLivePage::smallRealRunShowsBarsAndAgreement()
{
    QTemporaryDir dir;
    LivePage page;
    page.resize(1200, 800);
    page.show();
    page.backendsBox()->setValue(20);
    page.keysBox()->setValue(2000);
    page.concurrencyBox()->setValue(8);
    ringcore::LiveRunConfig config = page.config();
    config.recheckKeys = 500;
    config.outDir = dir.filePath(QStringLiteral("run"));
    QSignalSpy finished(&page, &LivePage::runFinished);
    QSignalSpy predicted(&page, &LivePage::predictionShown);
    QString error;
    QVERIFY2(page.start(config, &error), qPrintable(error));
    QVERIFY(page.isRunning());
    QTRY_VERIFY_WITH_TIMEOUT(page.processIds().size() == 2, 30000); // started on the run thread
    const QList<qint64> pids = page.processIds();
    QVERIFY(finished.wait(120000) || !finished.isEmpty());
    const ringcore::LiveRunResult result = page.lastResult();
    QVERIFY2(result.valid, qPrintable(result.reasons.join(QLatin1Char(';')) + result.error));
    // Bars: one per backend, together every key.
    const QList<qint64> counts = page.bars()->counts();
    QCOMPARE(counts.size(), 20);
    QCOMPARE(std::accumulate(counts.begin(), counts.end(), qint64(0)), qint64(2000));
    QVERIFY(page.bars()->busiest() >= 1.0);
    QVERIFY(page.rules()->count() > 0);
    QVERIFY(page.rules()->item(page.rules()->count() - 1)->text().startsWith(QStringLiteral("✓")));
    // Port agreement at the end: every key matched.
    QVERIFY(predicted.wait(60000) || !predicted.isEmpty());
    const QString agreement = page.agreementLabel()->text();
    const QString all = QLocale().toString(2000);
    QVERIFY2(agreement.contains(all + QStringLiteral(" of ") + all), qPrintable(agreement));
    // Figures are available once a run finished.
    QCOMPARE(page.figures().size(), 1);
    for (qint64 pid : pids)
        QTRY_VERIFY2_WITH_TIMEOUT(ringlab::test::processGone(pid), qPrintable(QString::number(pid)), 5000);
}

void TestLivePage::closingDuringARunStopsEveryProcess()
{
    QTemporaryDir dir;
    QList<qint64> pids;
    {
        LivePage page;
        page.show();
        page.backendsBox()->setValue(20);
        page.keysBox()->setValue(2000000);
        ringcore::LiveRunConfig config = page.config();
        config.outDir = dir.filePath(QStringLiteral("run"));
        QString error;
        QVERIFY2(page.start(config, &error), qPrintable(error));
        // Wait until the proxy and the backends are up and keys flow.
        QTRY_VERIFY_WITH_TIMEOUT(page.processIds().size() >= 2, 30000);
        QTest::qWait(1500);
        QVERIFY(page.isRunning());
        pids = page.processIds();
        QVERIFY(pids.size() >= 2);
        for (qint64 pid : pids)
            QVERIFY(!ringlab::test::processGone(pid));
    } // the page goes away mid-run, as when the window is closed
    for (qint64 pid : pids)
        QTRY_VERIFY2_WITH_TIMEOUT(ringlab::test::processGone(pid), qPrintable(QStringLiteral("pid %1 still running").arg(pid)), 10000);
}

QTEST_MAIN(TestLivePage)
#include "tst_livepage.moc"
