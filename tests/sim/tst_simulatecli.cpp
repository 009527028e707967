// ringlab-cli simulate / merge end to end: the JSON table, shards merged exactly, bad input.
#include "support/clirunner.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

class TestSimulateCli : public QObject
{
    Q_OBJECT

    using Run = ringlab::test::ProcessRun;

    static Run cli(const QStringList &args) { return ringlab::test::runCli(args, 120000); }

private slots:
    void jsonTable()
    {
        const Run r = cli({QStringLiteral("simulate"), QStringLiteral("--servers"), QStringLiteral("100"),
                           QStringLiteral("--points"), QStringLiteral("1,16,160"), QStringLiteral("--rings"),
                           QStringLiteral("50"), QStringLiteral("--json")});
        QCOMPARE(r.code, 0);
        const QJsonArray rows = QJsonDocument::fromJson(r.out).array();
        QCOMPARE(rows.size(), 3);
        for (const char *key : {"points", "servers", "rings", "rule", "cv_formula", "cv_rms", "cv_rms_se",
                                "busiest_mean", "busiest_p95", "quietest_mean", "busiest_se", "quietest_se"})
            QVERIFY2(rows[0].toObject().contains(QLatin1String(key)), key);
        QCOMPARE(rows[1].toObject().value(QStringLiteral("points")).toInt(), 16);
        QCOMPARE(rows[2].toObject().value(QStringLiteral("rings")).toInt(), 50);
        QCOMPARE(rows[0].toObject().value(QStringLiteral("rule")).toString(), QStringLiteral("next"));
        // The text table has one line per k plus the title and header.
        const Run t = cli({QStringLiteral("simulate"), QStringLiteral("--points"), QStringLiteral("1,16"),
                           QStringLiteral("--rings"), QStringLiteral("20"), QStringLiteral("--rule"),
                           QStringLiteral("nearest"), QStringLiteral("--removal")});
        QCOMPARE(t.code, 0);
        QCOMPARE(t.out.trimmed().split('\n').size(), 4);
    }

    void shardsMergeToTheUnshardedResult()
    {
        QTemporaryDir dir;
        const QStringList common{QStringLiteral("simulate"), QStringLiteral("--servers"), QStringLiteral("30"),
                                 QStringLiteral("--points"), QStringLiteral("1,11,160"), QStringLiteral("--rings"),
                                 QStringLiteral("25"), QStringLiteral("--rule"), QStringLiteral("nearest"),
                                 QStringLiteral("--seed"), QStringLiteral("99"), QStringLiteral("--removal")};
        const Run whole = cli(common + QStringList{QStringLiteral("--json")});
        QCOMPARE(whole.code, 0);
        QStringList files;
        for (int i = 1; i <= 3; ++i) {
            const QString file = dir.filePath(QStringLiteral("shard%1.json").arg(i));
            const Run s = cli(common + QStringList{QStringLiteral("--shard"), QStringLiteral("%1/3").arg(i),
                                                   QStringLiteral("--out"), file, QStringLiteral("--threads"),
                                                   QString::number(i)});
            QCOMPARE(s.code, 0);
            files.prepend(file); // merge order does not matter
        }
        const Run merged = cli(QStringList{QStringLiteral("merge"), QStringLiteral("--json")} + files);
        QCOMPARE(merged.code, 0);
        QCOMPARE(merged.out, whole.out);
        // A missing shard is refused, naming the rings missing, unless --partial is given; then
        // the output says it is partial. A shard twice is refused.
        const Run incomplete = cli(QStringList{QStringLiteral("merge"), QStringLiteral("--json")} + files.mid(1));
        QCOMPARE(incomplete.code, 2);
        QVERIFY2(incomplete.err.contains("1 points, 30 servers: 16 of 25 rings (missing 16-24)"), incomplete.err.constData());
        QVERIFY(incomplete.err.contains("--partial"));
        QVERIFY(incomplete.out.isEmpty());
        const Run partial = cli(QStringList{QStringLiteral("merge"), QStringLiteral("--json"), QStringLiteral("--partial")}
                                + files.mid(1));
        QCOMPARE(partial.code, 0);
        const QJsonArray rows = QJsonDocument::fromJson(partial.out).array();
        QCOMPARE(rows.size(), 3);
        for (const QJsonValue &row : rows) {
            QCOMPARE(row.toObject().value(QStringLiteral("partial")).toBool(), true);
            QCOMPARE(row.toObject().value(QStringLiteral("rings_planned")).toInt(), 25);
        }
        const Run partialText = cli(QStringList{QStringLiteral("merge"), QStringLiteral("--partial")} + files.mid(1));
        QCOMPARE(partialText.code, 0);
        QVERIFY2(partialText.out.startsWith("PARTIAL (--partial): 1 points, 30 servers: 16 of 25 rings (missing 16-24)"),
                 partialText.out.constData());
        const Run middle = cli(QStringList{QStringLiteral("merge"), files[0], files[2]});
        QCOMPARE(middle.code, 2);
        QVERIFY2(middle.err.contains("(missing 8-15)"), middle.err.constData());
        const Run twice = cli(QStringList{QStringLiteral("merge"), files[0], files[0]});
        QCOMPARE(twice.code, 2);
    }

    void mergeRefusesShardsOfDifferentSettings_data()
    {
        QTest::addColumn<QStringList>("other");
        QTest::addColumn<QString>("mentions");
        QTest::newRow("servers") << QStringList{QStringLiteral("--servers"), QStringLiteral("60")}
                                 << QStringLiteral("in servers (60, not 50)");
        QTest::newRow("seed") << QStringList{QStringLiteral("--servers"), QStringLiteral("50"), QStringLiteral("--seed"),
                                             QStringLiteral("8")}
                              << QStringLiteral("in seed (8, not 7)");
        QTest::newRow("rings") << QStringList{QStringLiteral("--servers"), QStringLiteral("50"), QStringLiteral("--rings"),
                                              QStringLiteral("12")}
                               << QStringLiteral("in rings (12, not 10)");
        QTest::newRow("rule") << QStringList{QStringLiteral("--servers"), QStringLiteral("50"), QStringLiteral("--rule"),
                                             QStringLiteral("nearest")}
                              << QStringLiteral("in rule");
        QTest::newRow("number of settings") << QStringList{QStringLiteral("--servers"), QStringLiteral("50"),
                                                           QStringLiteral("--points"), QStringLiteral("16,160")}
                                            << QStringLiteral("holds 2 settings but");
    }
    void mergeRefusesShardsOfDifferentSettings()
    {
        // The bug: a 50-server shard and a 60-server shard merged with exit 0 under the first one's
        // header. Shards of one sweep must share every setting; the first that differs is named.
        QFETCH(QStringList, other);
        QFETCH(QString, mentions);
        QTemporaryDir dir;
        const QStringList base{QStringLiteral("simulate"), QStringLiteral("--points"), QStringLiteral("16"),
                               QStringLiteral("--rings"), QStringLiteral("10"), QStringLiteral("--seed"),
                               QStringLiteral("7")};
        const QString a = dir.filePath(QStringLiteral("a.json"));
        const QString b = dir.filePath(QStringLiteral("b.json"));
        QCOMPARE(cli(base + QStringList{QStringLiteral("--servers"), QStringLiteral("50"), QStringLiteral("--shard"),
                                        QStringLiteral("1/2"), QStringLiteral("--out"), a})
                     .code,
                 0);
        QCOMPARE(cli(base + other + QStringList{QStringLiteral("--shard"), QStringLiteral("2/2"), QStringLiteral("--out"), b})
                     .code,
                 0);
        const Run r = cli({QStringLiteral("merge"), a, b});
        QCOMPARE(r.code, 2);
        QVERIFY2(QString::fromUtf8(r.err).contains(mentions), r.err.constData());
        QVERIFY(r.err.contains("b.json"));
        QVERIFY(r.out.isEmpty());
    }

    void badInput_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("mentions");
        QTest::newRow("k=0") << QStringList{QStringLiteral("--points"), QStringLiteral("0")} << QStringLiteral("--points");
        QTest::newRow("k list") << QStringList{QStringLiteral("--points"), QStringLiteral("16,x")} << QStringLiteral("--points");
        QTest::newRow("N=0") << QStringList{QStringLiteral("--servers"), QStringLiteral("0")} << QStringLiteral("--servers");
        QTest::newRow("N text") << QStringList{QStringLiteral("--servers"), QStringLiteral("ten")} << QStringLiteral("1-10,000,000");
        QTest::newRow("weight 0") << QStringList{QStringLiteral("--servers"), QStringLiteral("2"), QStringLiteral("--weights"),
                                                 QStringLiteral("1,0")}
                                  << QStringLiteral("--weights");
        QTest::newRow("weight -1") << QStringList{QStringLiteral("--servers"), QStringLiteral("2"), QStringLiteral("--weights"),
                                                  QStringLiteral("1,-1")}
                                   << QStringLiteral("--weights");
        QTest::newRow("weights count") << QStringList{QStringLiteral("--servers"), QStringLiteral("3"),
                                                      QStringLiteral("--weights"), QStringLiteral("1,2")}
                                       << QStringLiteral("--weights");
        QTest::newRow("rings") << QStringList{QStringLiteral("--rings"), QStringLiteral("0")} << QStringLiteral("--rings");
        QTest::newRow("rule") << QStringList{QStringLiteral("--rule"), QStringLiteral("prev")} << QStringLiteral("--rule");
        QTest::newRow("space") << QStringList{QStringLiteral("--space"), QStringLiteral("16")} << QStringLiteral("--space");
        QTest::newRow("seed") << QStringList{QStringLiteral("--seed"), QStringLiteral("-3")} << QStringLiteral("--seed");
        QTest::newRow("removal 32") << QStringList{QStringLiteral("--space"), QStringLiteral("32"), QStringLiteral("--removal")}
                                    << QStringLiteral("--removal");
        QTest::newRow("removal 64") << QStringList{QStringLiteral("--space"), QStringLiteral("64"), QStringLiteral("--removal")}
                                    << QStringLiteral("--space ideal");
        QTest::newRow("collisions") << QStringList{QStringLiteral("--space"), QStringLiteral("32"), QStringLiteral("--collisions"),
                                                   QStringLiteral("last")}
                                    << QStringLiteral("--collisions");
        QTest::newRow("shard") << QStringList{QStringLiteral("--shard"), QStringLiteral("4/3")} << QStringLiteral("--shard");
        QTest::newRow("exact nearest") << QStringList{QStringLiteral("--path"), QStringLiteral("exact"), QStringLiteral("--rule"),
                                                      QStringLiteral("nearest")}
                                       << QStringLiteral("path");
        // 4·10^9 points placed explicitly would not fit: refused from the estimate, nothing allocated.
        // (The exact path needs only O(N) memory, so it would accept this setting.)
        QTest::newRow("memory") << QStringList{QStringLiteral("--servers"), QStringLiteral("40"), QStringLiteral("--points"),
                                               QStringLiteral("100000000"), QStringLiteral("--path"), QStringLiteral("explicit")}
                                << QStringLiteral("limit");
        QTest::newRow("min-points") << QStringList{QStringLiteral("--min-points"), QStringLiteral("0")}
                                    << QStringLiteral("--min-points");
    }

    void badInput()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, mentions);
        const Run r = cli(QStringList{QStringLiteral("simulate"), QStringLiteral("--rings"), QStringLiteral("2")} + args);
        QCOMPARE(r.code, 2);
        QVERIFY2(QString::fromUtf8(r.err).contains(mentions), r.err.constData());
        QVERIFY(r.out.isEmpty());
    }

    void mergeBadInput()
    {
        QCOMPARE(cli({QStringLiteral("merge")}).code, 2);
        QCOMPARE(cli({QStringLiteral("merge"), QStringLiteral("/nonexistent/file.json")}).code, 2);
        QTemporaryDir dir;
        QFile f(dir.filePath(QStringLiteral("bad.json")));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("{\"format\": \"something else\"}");
        f.close();
        const Run r = cli({QStringLiteral("merge"), f.fileName()});
        QCOMPARE(r.code, 2);
        QVERIFY(r.err.contains("format"));
    }
};

QTEST_GUILESS_MAIN(TestSimulateCli)
#include "tst_simulatecli.moc"
