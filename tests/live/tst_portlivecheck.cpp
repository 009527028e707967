// The twemproxy and dnsdist ports against the real Debian binaries (nutcracker in front of
// memcached, dnsdist in front of UDP responders), through scripts/check-port-live-memcache-dns.sh:
// every configuration must agree on every key (docs/ports-twemproxy.md, docs/ports-dnsdist.md).
#include "support/clirunner.h"

#include <QRegularExpression>
#include <QTest>

using namespace ringlab::test;

class TestPortLiveCheck : public QObject
{
    Q_OBJECT

private slots:
    void agreesOnEveryKey_data()
    {
        QTest::addColumn<QString>("system");
        QTest::addColumn<int>("configurations");
        QTest::newRow("twemproxy") << QStringLiteral("twemproxy") << 18;
        QTest::newRow("dnsdist") << QStringLiteral("dnsdist") << 5;
    }

    void agreesOnEveryKey()
    {
        QFETCH(QString, system);
        QFETCH(int, configurations);
        const QString script = QStringLiteral(RINGLAB_TEST_SOURCE_DIR "/../scripts/check-port-live-memcache-dns.sh");
        const ProcessRun run = runProcess(QStringLiteral("bash"),
                                          {script, system, QStringLiteral("--keys"), QStringLiteral("300"),
                                           QStringLiteral("--base-port"), QStringLiteral("23600"),
                                           QStringLiteral("--cli"), cliPath()},
                                          600000);
        QVERIFY2(run.code == 0, run.out.constData());
        // "agree N of N": every line names its configuration and both counts.
        const QRegularExpression line(QStringLiteral("agree (\\d+) of (\\d+)"));
        int lines = 0;
        for (auto it = line.globalMatch(QString::fromUtf8(run.out)); it.hasNext();) {
            const auto m = it.next();
            QCOMPARE(m.captured(1), m.captured(2));
            QCOMPARE(m.captured(2), QStringLiteral("300"));
            ++lines;
        }
        QCOMPARE(lines, configurations);
    }
};

QTEST_GUILESS_MAIN(TestPortLiveCheck)
#include "tst_portlivecheck.moc"
