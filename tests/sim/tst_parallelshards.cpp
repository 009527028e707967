// Sweeps beyond one machine: scripts/sweep-parallel.sh runs 8 shards of `ringlab-cli simulate`
// through GNU parallel and merges them; the merged table (text and JSON) must be byte-identical
// to the unsharded run. scripts/sweep-slurm.sbatch is run the way a Slurm array would (one
// process per task with SLURM_ARRAY_TASK_ID/COUNT set) and merged the same way.
#include "support/clirunner.h"

#include <QDir>
#include <QFileInfo>
#include <QProcessEnvironment>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

class TestParallelShards : public QObject
{
    Q_OBJECT

    using Run = ringlab::test::ProcessRun;

    static Run run(const QString &program, const QStringList &args, const QProcessEnvironment &env = {})
    {
        return ringlab::test::runProcess(program, args, 120000, env);
    }

    static QString script(const QString &name)
    {
        return QDir(QStringLiteral(RINGLAB_TEST_SOURCE_DIR)).absoluteFilePath(QStringLiteral("../scripts/") + name);
    }

    // Small enough to keep the test short, large enough that every shard holds rings of every
    // setting: 3 settings × 48 rings, nearest rule with the removal analysis.
    const QStringList m_args{QStringLiteral("--servers"), QStringLiteral("40"), QStringLiteral("--points"),
                             QStringLiteral("1,16,160"),  QStringLiteral("--rings"),   QStringLiteral("48"),
                             QStringLiteral("--rule"),    QStringLiteral("nearest"),   QStringLiteral("--seed"),
                             QStringLiteral("2024"),      QStringLiteral("--removal")};

private slots:
    void initTestCase()
    {
        QVERIFY2(!QStandardPaths::findExecutable(QStringLiteral("parallel")).isEmpty(),
                 "GNU parallel is missing: install the Debian package \"parallel\" (scripts/install-deps.sh)");
        QVERIFY(QFileInfo::exists(ringlab::test::cliPath()));
    }

    void eightShardsThroughGnuParallelMergeBitIdentical_data()
    {
        QTest::addColumn<bool>("json");
        QTest::newRow("text table") << false;
        QTest::newRow("json") << true;
    }

    void eightShardsThroughGnuParallelMergeBitIdentical()
    {
        QFETCH(bool, json);
        QStringList single = QStringList{QStringLiteral("simulate")} + m_args;
        if (json)
            single << QStringLiteral("--json");
        const Run whole = run(ringlab::test::cliPath(), single);
        QCOMPARE(whole.code, 0);
        QVERIFY(!whole.out.isEmpty());

        QTemporaryDir dir;
        QStringList args{script(QStringLiteral("sweep-parallel.sh")), QStringLiteral("--shards"), QStringLiteral("8"),
                         QStringLiteral("--jobs"), QStringLiteral("2"), QStringLiteral("--cli"),
                         ringlab::test::cliPath(), QStringLiteral("--dir"), dir.path()};
        if (json)
            args << QStringLiteral("--json");
        args << QStringLiteral("--") << m_args;
        const Run sharded = run(QStringLiteral("bash"), args);
        QVERIFY2(sharded.code == 0, sharded.err.constData());
        // Eight shard files were written and really split the rings.
        const QStringList files = QDir(dir.path()).entryList({QStringLiteral("shard-*.json")}, QDir::Files);
        QCOMPARE(files.size(), 8);
        QCOMPARE(sharded.out, whole.out);

        // Leaving one shard out gives a different table: the comparison above can fail.
        QStringList partial{QStringLiteral("merge")};
        if (json)
            partial << QStringLiteral("--json");
        for (int i = 2; i <= 8; ++i)
            partial << dir.filePath(QStringLiteral("shard-%1.json").arg(i));
        partial << QStringLiteral("--partial"); // merge refuses an incomplete set unless asked
        const Run seven = run(ringlab::test::cliPath(), partial);
        QCOMPARE(seven.code, 0);
        QVERIFY(seven.out != whole.out);
    }

    void slurmArrayTasksMergeBitIdentical()
    {
        const Run whole = run(ringlab::test::cliPath(), QStringList{QStringLiteral("simulate")} + m_args);
        QCOMPARE(whole.code, 0);
        QTemporaryDir dir;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("RINGLAB_CLI"), ringlab::test::cliPath());
        env.insert(QStringLiteral("RINGLAB_SWEEP_DIR"), dir.path());
        env.insert(QStringLiteral("SLURM_ARRAY_TASK_COUNT"), QStringLiteral("8"));
        env.insert(QStringLiteral("SLURM_ARRAY_JOB_ID"), QStringLiteral("1"));
        QStringList files;
        for (int task = 8; task >= 1; --task) {
            env.insert(QStringLiteral("SLURM_ARRAY_TASK_ID"), QString::number(task));
            const Run r = run(QStringLiteral("bash"), QStringList{script(QStringLiteral("sweep-slurm.sbatch"))} + m_args, env);
            QVERIFY2(r.code == 0, r.err.constData());
            files << dir.filePath(QStringLiteral("shard-%1.json").arg(task));
        }
        const Run merged = run(ringlab::test::cliPath(), QStringList{QStringLiteral("merge")} + files);
        QCOMPARE(merged.code, 0);
        QCOMPARE(merged.out, whole.out);
    }

    void badShardCountIsRefused()
    {
        const Run r = run(QStringLiteral("bash"), {script(QStringLiteral("sweep-parallel.sh")), QStringLiteral("--shards"),
                                                   QStringLiteral("0"), QStringLiteral("--")});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains("--shards") && r.err.contains("1-100000"), r.err.constData());
    }
};

QTEST_GUILESS_MAIN(TestParallelShards)
#include "tst_parallelshards.moc"
