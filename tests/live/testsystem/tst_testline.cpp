// Issue 35 item 7's proof: the test-only system gets, from this folder alone, a ring port
// (test-fnv-ring, testfnvring.h), a load protocol with its responder answers (testline:
// testlineprotocol.h, testlineanswers.cpp), an Advisor setting of its own (points,
// testlineadvisor.cpp) and a config the Advisor checks with the system's own program
// (`ringlab-testproxy --check`). Each runs end to end here: measure + predict over testline with
// the new port, `advise` writing the setting's fix, the check accepting it and refusing a broken
// config. The real ringlab-cli knows none of it.
#include "testfnvring.h"
#include "testlineprotocol.h"

#include "live/livetesthelpers.h"

#include "ringcore/advisor/advisorsystem.h"
#include "ringcore/config/proxyconfigcheck.h"
#include "ringcore/config/proxyconfigreader.h"
#include "ringcore/live/backendfarm.h"
#include "ringcore/live/loadengine.h"
#include "ringcore/live/systemdescription.h"

#include <QJsonObject>
#include <QRegularExpression>

using namespace ringcore;
using namespace ringlab::test;

namespace {
const QString kSystem = QStringLiteral("test-line");

QString testProxy() { return QStringLiteral(RINGLAB_TESTPROXY); }
QString testCli() { return QStringLiteral(RINGLAB_CLI_TESTSYSTEM); }

/// Runs `program` with `args`: exit code, *output its stdout and stderr.
int run(const QString &program, const QStringList &args, QString *output)
{
    QProcess p;
    p.setProcessChannelMode(QProcess::MergedChannels);
    p.start(program, args);
    if (!p.waitForFinished(120000))
        return -1;
    *output = QString::fromUtf8(p.readAll());
    return p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
}

QString writeConfig(const QTemporaryDir &dir, const QString &name, const QByteArray &text)
{
    const QString path = dir.filePath(name);
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(text) != text.size())
        return {};
    return path;
}

const QByteArray kConfig = "listen 23456\nalgorithm test-fnv-ring\nprotocol testline\npoints 3\n"
                           "server 127.0.0.1:9001 1\nserver 127.0.0.1:9002 2\nserver 127.0.0.1:9003 1\n";
} // namespace

class TestTestLine : public QObject
{
    Q_OBJECT
private slots:
    void registeredFromTheFolder()
    {
        const SystemDescription *system = SystemRegistry::find(kSystem);
        QVERIFY(system);
        QCOMPARE(system->loadProtocol(), QStringLiteral("testline"));
        QCOMPARE(system->algorithm(), QStringLiteral("test-fnv-ring"));
        QVERIFY(AlgorithmRegistry::find(QStringLiteral("test-fnv-ring")));
        QVERIFY(LoadEngine::speaks(QStringLiteral("testline")));
        QCOMPARE(BackendFarm::programName(QStringLiteral("testline")), QStringLiteral("ringlab-responder-testsystem"));
        QVERIFY(AdvisorSystemRegistry::find(kSystem));
        // The real ringlab-cli was built without the folder: it knows neither the system nor the port.
        QString said;
        QVERIFY(run(cliPath(), {QStringLiteral("measure"), QStringLiteral("--proxy"), kSystem, QStringLiteral("--keys"),
                                QStringLiteral("10"), QStringLiteral("--out"), QDir::tempPath()}, &said) != 0);
        QVERIFY2(said.contains(kSystem), qPrintable(said));
    }

    // The port: shares from its arcs, every key where its interval says, a down server owns
    // nothing and a server's removal moves only its own keys.
    void portIsConsistent()
    {
        ServerList servers;
        for (int i = 0; i < 6; ++i)
            servers.append({QStringLiteral("10.0.0.%1:80").arg(i + 1), 1 + i % 3, false});
        QString error;
        const auto ring = AlgorithmRegistry::create(QStringLiteral("test-fnv-ring"), servers, {{QStringLiteral("points"), QStringLiteral("20")}}, &error);
        QVERIFY2(ring, qPrintable(error));
        QCOMPARE(ring->pointCount(), size_t(20 * (1 + 2 + 3 + 1 + 2 + 3)));
        double sum = 0;
        for (double s : ring->shares())
            sum += s;
        QVERIFY(std::abs(sum - 1.0) < 1e-9);
        const std::vector<OwnedInterval> intervals = ring->intervals();
        QVERIFY(intervals.size() > 6);
        for (const OwnedInterval &i : intervals)
            QCOMPARE(ring->routeHash(i.begin), i.server);
        QVERIFY(!AlgorithmRegistry::create(QStringLiteral("test-fnv-ring"), servers, {{QStringLiteral("points"), QStringLiteral("0")}}, &error));
        QVERIFY2(error.contains(QStringLiteral("points")), qPrintable(error));

        ServerList down = servers;
        down[2].down = true;
        const auto without = AlgorithmRegistry::create(QStringLiteral("test-fnv-ring"), down, {{QStringLiteral("points"), QStringLiteral("20")}}, &error);
        QCOMPARE(without->shares().at(2), 0.0);
        for (int k = 0; k < 5000; ++k) {
            const QByteArray key = "/key/" + QByteArray::number(k);
            const int before = ring->route(key);
            const int after = without->route(key);
            QVERIFY(after != 2);
            if (before != 2)
                QCOMPARE(after, before);
        }
    }

    void engineReadsItsAnswers()
    {
        int status = 0, port = 0;
        QByteArrayView key;
        QCOMPARE(TestLineLoadEngine::parse("24001 /a/b\n24002 /c\n", 0, &status, &port, &key), qsizetype(11));
        QCOMPARE(status, 200);
        QCOMPARE(port, 24001);
        QCOMPARE(key, QByteArrayView("/a/b"));
        QCOMPARE(TestLineLoadEngine::parse("ERR backend unreachable\n", 0, &status, &port, &key), qsizetype(24));
        QCOMPARE(status, 502);
        QCOMPARE(TestLineLoadEngine::parse("24001 /a", 0, &status, &port, &key), qsizetype(0)); // incomplete
        QCOMPARE(TestLineLoadEngine::parse("HTTP/1.1 200 OK\n", 0, &status, &port, &key), qsizetype(-1));
        QString why;
        QVERIFY(!LoadEngine::canSend(QStringLiteral("testline"), "a b", &why));
        QVERIFY2(why.contains(QStringLiteral("testline")), qPrintable(why));
    }

    // measure over testline through ringlab-testproxy, backends ringlab-responder-testsystem, then
    // predict with the port: every key agrees, and other points disagree.
    void measureAndPredictOverItsProtocol()
    {
        QTemporaryDir out;
        const int base = PortProbe::findFreeBase(13, 25000);
        QVERIFY(base > 0);
        const QStringList args{QStringLiteral("measure"), QStringLiteral("--proxy"), kSystem, QStringLiteral("--backends"),
                               QStringLiteral("12"), QStringLiteral("--keys"), QStringLiteral("3000"), QStringLiteral("--option"),
                               QStringLiteral("points=7"), QStringLiteral("--weights"), QStringLiteral("1,2,3,1,2,3,1,2,3,1,2,3"),
                               QStringLiteral("--down"), QStringLiteral("#5"), QStringLiteral("--base-port"), QString::number(base),
                               QStringLiteral("--pick-free-ports"), QStringLiteral("--ringlab-testproxy"), testProxy(),
                               QStringLiteral("--out"), out.path(), QStringLiteral("--quiet")};
        QString said;
        QVERIFY2(run(testCli(), args, &said) == 0, qPrintable(said));
        QVERIFY2(said.contains(QStringLiteral("VALID")) && said.contains(QStringLiteral("testline engine")), qPrintable(said));
        QFile backends(QDir(out.path()).filePath(QStringLiteral("backends.conf")));
        QVERIFY(backends.open(QIODevice::ReadOnly));
        QVERIFY(backends.readAll().contains("ringlab-responder-testsystem"));

        LiveRunResult result;
        QString error;
        QVERIFY2(LiveRunResult::load(out.path(), &result, &error), qPrintable(error));
        QCOMPARE(result.proxy, kSystem);
        QVERIFY(result.valid);
        QCOMPARE(result.keysMeasured, qint64(3000));
        QCOMPARE(result.non200, qint64(0));
        for (const BackendCount &c : std::as_const(result.counts))
            QVERIFY(c.down ? c.keys == 0 : c.keys > 0);

        const QJsonObject p = predictJson(out.path(), &error, testCli());
        QVERIFY2(!p.isEmpty(), qPrintable(error));
        QCOMPARE(p.value(QStringLiteral("algorithm")).toString(), QStringLiteral("test-fnv-ring"));
        QCOMPARE(p.value(QStringLiteral("compared")).toInteger(), qint64(3000));
        QCOMPARE(p.value(QStringLiteral("agreed")).toInteger(), qint64(3000));

        // The points the proxy used are really checked: predicting with 8 disagrees.
        const qint64 wrong = mismatchesAfterSetupEdit(out.path(), [](QJsonObject &setup) {
            setup.insert(QStringLiteral("options"), QJsonObject{{QStringLiteral("points"), QStringLiteral("8")}});
        }, &error);
        QVERIFY2(wrong > 0, qPrintable(error));
    }

    // advise reads the setting, proposes more points and writes them; the system's own program accepts the fix.
    void adviseWritesThePointsFix()
    {
        QTemporaryDir dir;
        const QString conf = writeConfig(dir, QStringLiteral("testproxy.conf"), kConfig);
        const QString patched = dir.filePath(QStringLiteral("patched.conf"));
        QString said;
        QVERIFY2(run(testCli(), {QStringLiteral("advise"), conf, QStringLiteral("--write-patched"), patched}, &said) == 0, qPrintable(said));
        QVERIFY2(said.contains(QStringLiteral("Raise points from 3 to ")), qPrintable(said));
        QVERIFY2(said.contains(QStringLiteral("This meets the target")), qPrintable(said));
        QFile f(patched);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QString text = QString::fromUtf8(f.readAll());
        const QRegularExpressionMatch m = QRegularExpression(QStringLiteral("\npoints (\\d+)\n")).match(text);
        QVERIFY2(m.hasMatch(), qPrintable(text));
        QVERIFY(m.captured(1).toInt() > 3);
        QVERIFY2(said.contains(QStringLiteral("Raise points from 3 to %1").arg(m.captured(1))), qPrintable(said));
        QCOMPARE(run(testProxy(), {QStringLiteral("--check"), patched}, &said), 0);
        // Advising the fixed file proposes nothing more.
        QVERIFY(run(testCli(), {QStringLiteral("advise"), patched}, &said) == 0);
        QVERIFY2(!said.contains(QStringLiteral("Raise points")), qPrintable(said));
    }

    // The Advisor's check runs the system's own program on a private copy: it accepts the
    // config, refuses one with points out of range naming the user's line, and checks a config
    // RingLab's reader refused all the same.
    void configCheckedWithItsOwnProgram()
    {
        ProxyConfig config;
        ConfigError error;
        QVERIFY2(ProxyConfigReader::read(QString::fromUtf8(kConfig), QString(), {}, &config, &error), qPrintable(error.toString()));
        QCOMPARE(config.system, kSystem);
        ProxyCheckResult r = ProxyConfigCheck::check(config, testProxy());
        QVERIFY2(r.ran && r.accepted, qPrintable(r.summary()));
        QCOMPARE(r.version, QStringLiteral("ringlab-testproxy 1.0"));

        QString broken = QString::fromUtf8(kConfig);
        broken.replace(QStringLiteral("points 3"), QStringLiteral("points 0"));
        QVERIFY(ProxyConfigReader::read(broken, QString(), {}, &config, &error));
        r = ProxyConfigCheck::check(config, testProxy());
        QVERIFY2(r.ran && !r.accepted, qPrintable(r.summary()));
        QVERIFY2(r.summary().contains(QStringLiteral("line 4")) && r.summary().contains(QStringLiteral("points")),
                 qPrintable(r.summary()));

        const QString unreadable = QString::fromUtf8(kConfig) + QStringLiteral("weights please\n");
        QVERIFY(!ProxyConfigReader::read(unreadable, QString(), {}, &config, &error));
        QCOMPARE(error.line, 8);
        qputenv("PATH", QFileInfo(testProxy()).absolutePath().toUtf8() + ':' + qgetenv("PATH"));
        r = ProxyConfigCheck::checkRefused(unreadable, QString(), kSystem, error.line);
        QVERIFY2(r.ran && !r.accepted, qPrintable(r.summary()));
        QVERIFY2(r.summary().contains(QStringLiteral("line 8: unknown or malformed line")), qPrintable(r.summary()));
    }
};

QTEST_GUILESS_MAIN(TestTestLine)
#include "tst_testline.moc"
