// Issue 16's proof: a system registered from the tests folder alone (tests/live/testsystem/: a
// tiny HTTP proxy routing by RingLab's rendezvous port, and its SystemDescription) runs through
// the live harness, `ringlab-cli measure` and `ringlab-cli predict` with no shared file naming it.
//
// The CLI cannot load a registration at run time (no plugins), so the folder's CMakeLists.txt builds
// ringlab-cli-testsystem: ringlab-cli's own sources plus testproxysystem.cpp, whose static
// registration adds the system before main() runs. This test links the same file, so the
// in-process runs see it too.
#include "live/livetesthelpers.h"

#include "ringcore/live/backendfarm.h"
#include "ringcore/live/liverunstatus.h"
#include "ringcore/live/systemdescription.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

using namespace ringcore;
using namespace ringlab::test;

namespace {
const QString kSystem = QStringLiteral("test-rendezvous");
const QString kProgram = QStringLiteral("ringlab-testproxy");

QString testProxy() { return QStringLiteral(RINGLAB_TESTPROXY); }
QString testCli() { return QStringLiteral(RINGLAB_CLI_TESTSYSTEM); }
} // namespace

class TestTestSystem : public QObject
{
    Q_OBJECT
private slots:
    void registeredLikeTheRealOnes()
    {
        const SystemDescription *system = SystemRegistry::find(kSystem);
        QVERIFY(system);
        QVERIFY(SystemRegistry::names().contains(QStringLiteral("nginx")));
        QCOMPARE(SystemRegistry::names().back(), kSystem); // order 90: after nginx and HAProxy
        QCOMPARE(system->algorithm(), QStringLiteral("rendezvous"));
        QVERIFY(LiveRunConfig::variantNames().contains(QStringLiteral("test-rendezvous-weight-3")));
        QVERIFY(LiveRunner::outputFileNames().contains(QStringLiteral("testproxy.conf")));
        // The checklist names the system under test and carries its log rule.
        const QStringList rules = LiveRunStatus::rules(kSystem);
        QVERIFY(rules.contains(QStringLiteral("RingLab test proxy logs no backend error")));
        for (const QString &rule : rules)
            QVERIFY2(rule.contains(QStringLiteral("RingLab test proxy")), qPrintable(rule));
    }

    // measure → results.json + mapping.tsv, then predict: every key where the port says.
    void measureAndPredictThroughTheCli_data()
    {
        QTest::addColumn<QString>("engine");
        QTest::addColumn<QString>("weights");
        QTest::addColumn<QString>("down");
        QTest::newRow("qnam, equal weights") << QStringLiteral("qnam") << QString() << QString();
        QTest::newRow("raw, mixed weights, two down")
            << QStringLiteral("raw") << QStringLiteral("1,2,3,4,5,1,2,3,4,5,1,2,3,4,5,1,2,3,4,5")
            << QStringLiteral("#4,#11");
    }
    void measureAndPredictThroughTheCli()
    {
        QFETCH(QString, engine);
        QFETCH(QString, weights);
        QFETCH(QString, down);
        QTemporaryDir out;
        const int base = PortProbe::findFreeBase(21, 24000);
        QVERIFY(base > 0);
        QStringList args{QStringLiteral("measure"), QStringLiteral("--proxy"), kSystem, QStringLiteral("--backends"),
                         QStringLiteral("20"), QStringLiteral("--keys"), QStringLiteral("3000"), QStringLiteral("--recheck"),
                         QStringLiteral("500"), QStringLiteral("--engine"), engine, QStringLiteral("--base-port"),
                         QString::number(base), QStringLiteral("--pick-free-ports"), QStringLiteral("--") + kProgram,
                         testProxy(), QStringLiteral("--out"), out.path(), QStringLiteral("--quiet")};
        if (!weights.isEmpty())
            args << QStringLiteral("--weights") << weights;
        if (!down.isEmpty())
            args << QStringLiteral("--down") << down;
        QProcess measure;
        measure.start(testCli(), args);
        QVERIFY(measure.waitForFinished(120000));
        const QString said = QString::fromUtf8(measure.readAllStandardOutput() + measure.readAllStandardError());
        QVERIFY2(measure.exitCode() == 0, qPrintable(said));
        QVERIFY2(said.contains(QStringLiteral("VALID")), qPrintable(said));
        QVERIFY2(said.contains(QStringLiteral("ringlab-testproxy 1.0")), qPrintable(said)); // the version probe

        LiveRunResult result;
        QString error;
        QVERIFY2(LiveRunResult::load(out.path(), &result, &error), qPrintable(error));
        QCOMPARE(result.proxy, kSystem);
        QVERIFY(result.valid);
        QCOMPARE(result.keysMeasured, qint64(3000));
        QCOMPARE(result.recheckMismatched, qint64(0));
        QCOMPARE(result.diagnostics.value(QStringLiteral("backendErrors")).toInt(), 0); // its scanner ran
        QVERIFY(QFile::exists(QDir(out.path()).filePath(QStringLiteral("testproxy.conf")))); // its evidence
        qint64 onDown = 0, busiest = 0;
        for (const BackendCount &c : std::as_const(result.counts)) {
            onDown += c.down ? c.keys : 0;
            busiest = std::max(busiest, c.keys);
        }
        QCOMPARE(onDown, qint64(0));
        QVERIFY(busiest < 3000); // spread, not one backend for everything

        const QJsonObject p = predictJson(out.path(), &error, testCli());
        QVERIFY2(!p.isEmpty(), qPrintable(error));
        QCOMPARE(p.value(QStringLiteral("algorithm")).toString(), QStringLiteral("rendezvous"));
        QCOMPARE(p.value(QStringLiteral("compared")).toInteger(), qint64(3000));
        QCOMPARE(p.value(QStringLiteral("agreed")).toInteger(), qint64(3000));
        QCOMPARE(p.value(QStringLiteral("mismatched")).toInteger(), qint64(0));

        // The port is really checked: the same mapping against other weights disagrees.
        const qint64 wrong = mismatchesAfterSetupEdit(out.path(), [](QJsonObject &setup) {
            QJsonArray servers = setup.value(QStringLiteral("servers")).toArray();
            QJsonObject first = servers.at(0).toObject();
            first.insert(QStringLiteral("weight"), 40);
            servers.replace(0, first);
            setup.insert(QStringLiteral("servers"), servers);
        }, &error);
        QVERIFY2(wrong > 0, qPrintable(error));
    }

    // The runner treats it like nginx: a backend that fails mid-run is caught by the system's own
    // log scanner, every process is stopped.
    void failingBackendIsCaughtByItsLogScanner()
    {
        QTemporaryDir out;
        LiveRunConfig config = smallRun(kSystem, out.path(), 4000);
        config.backends = 10;
        config.programs.insert(kProgram, testProxy());
        config.isolatedBackends = {3};
        LiveRunner runner;
        QSignalSpy finished(&runner, &LiveRunner::finished);
        bool dropped = false;
        connect(&runner, &LiveRunner::progress, this, [&](qint64 done, qint64, double) {
            if (!dropped && done >= 500 && runner.isolatedBackend(3)) {
                dropped = true;
                runner.isolatedBackend(3)->stop();
            }
        });
        QString error;
        QVERIFY2(runner.start(config, &error), qPrintable(error));
        const QList<qint64> pids = runner.processIds();
        QCOMPARE(pids.size(), 3); // backends, the isolated backend, the test proxy
        QVERIFY(finished.wait(120000));
        const auto result = finished.front().front().value<LiveRunResult>();
        QVERIFY(dropped);
        QVERIFY(!result.valid);
        QVERIFY(result.non200 > 0); // the test proxy answers 502 where nginx would re-home
        QVERIFY(result.diagnostics.value(QStringLiteral("backendErrors")).toInt() > 0);
        QVERIFY2(result.reasons.join(QLatin1Char(' ')).contains(QStringLiteral("the test proxy logged")),
                 qPrintable(result.reasons.join(QLatin1Char(' '))));
        verifyNothingLeft(runner, result, pids);
    }

    // Its config check refuses a bad config, naming the system's check command.
    void configCheckRefuses()
    {
        QTemporaryDir out;
        LiveRunConfig config = smallRun(kSystem, out.path(), 100);
        config.backends = 3;
        config.programs.insert(kProgram, testProxy());
        config.proxyExtraConfig = QStringLiteral("no-such-directive 1");
        LiveRunner runner;
        QString error;
        QVERIFY(!runner.start(config, &error));
        QVERIFY2(error.contains(QStringLiteral("configuration check (ringlab-testproxy --check) failed")), qPrintable(error));
        QVERIFY2(error.contains(QStringLiteral("malformed line")), qPrintable(error));
        QVERIFY(runner.processIds().isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestTestSystem)
#include "tst_testsystem.moc"
