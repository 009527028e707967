// `ringlab-cli figure`: its --help lists the figure options under a usage line naming `figure`,
// bad sizes and an empty --formats exit 2 naming the option, a physical --size gives the PNG
// round(W·dpi)×round(H·dpi) pixels with tidy CSV beside it, and killing ringlab-cli never leaves
// ringlab-figure running.
#include "support/testpaths.h"

#include "ringcore/analysis/comparetable.h"
#include "ringcore/experiment/experiment.h"
#include "ringcore/live/liverunresult.h"

#include <QDir>
#include <QFile>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>

namespace {

struct Run
{
    int code = -1;
    QString out;
    QString err;
};

Run cli(const QStringList &args, int timeoutMs = 300000)
{
    QProcess p;
    p.start(ringlab::test::cliPath(), QStringList{QStringLiteral("figure")} + args);
    Run r;
    if (!p.waitForFinished(timeoutMs)) {
        p.kill();
        p.waitForFinished();
        return r;
    }
    r.code = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
    r.out = QString::fromUtf8(p.readAllStandardOutput());
    r.err = QString::fromUtf8(p.readAllStandardError());
    return r;
}

/// Child pids of pid (Linux /proc).
QList<qint64> childPids(qint64 pid)
{
    QList<qint64> out;
    const QDir task(QStringLiteral("/proc/%1/task").arg(pid));
    for (const QString &tid : task.entryList(QDir::Dirs | QDir::NoDotAndDotDot)) {
        QFile f(task.filePath(tid + QStringLiteral("/children")));
        if (f.open(QIODevice::ReadOnly))
            for (const QByteArray &c : f.readAll().split(' '))
                if (!c.trimmed().isEmpty())
                    out << c.trimmed().toLongLong();
    }
    return out;
}

QStringList list(std::initializer_list<const char *> items)
{
    QStringList out;
    for (const char *item : items)
        out << QString::fromUtf8(item);
    return out;
}

bool alive(qint64 pid)
{
    QFile stat(QStringLiteral("/proc/%1/stat").arg(pid));
    if (!stat.open(QIODevice::ReadOnly))
        return false;
    const QByteArray text = stat.readAll();
    const qsizetype close = text.lastIndexOf(')');
    return close > 0 && text.mid(close + 2, 1) != "Z"; // a zombie has exited
}

} // namespace

class TestFigureCli : public QObject
{
    Q_OBJECT
private slots:
    void helpListsTheFigureOptions()
    {
        const Run r = cli({QStringLiteral("--help")});
        QCOMPARE(r.code, 0);
        QVERIFY2(r.out.contains(QLatin1String("ringlab-cli figure [options] kind")), qPrintable(r.out));
        for (const char *option : {"--size", "--font", "--dpi", "--formats", "--out", "--no-title", "column", "89x60mm"})
            QVERIFY2(r.out.contains(QLatin1String(option)), option);
        QVERIFY(!r.out.contains(QLatin1String("See ringlab-figure --help")));
        // The description names every kind the command takes (it named 5 of the 9).
        QVERIFY2(r.out.contains(QLatin1String("Render figures (ring, spread, removal, compare, advisor, live, traffic, gallery, all)")),
                 qPrintable(r.out));
    }

    void refusesBadOptions_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("field");
        QTest::newRow("empty formats") << list({"spread", "--formats", ""}) << QStringLiteral("--formats");
        QTest::newRow("comma formats") << list({"spread", "--formats", ","}) << QStringLiteral("--formats");
        QTest::newRow("bad format") << list({"spread", "--formats", "gif"}) << QStringLiteral("--formats");
        QTest::newRow("bad size") << list({"spread", "--size", "7by4"}) << QStringLiteral("--size");
        QTest::newRow("tiny size") << list({"spread", "--size", "0.1x4in"}) << QStringLiteral("--size");
        QTest::newRow("font") << list({"spread", "--font", "2"}) << QStringLiteral("--font");
        QTest::newRow("dpi") << list({"spread", "--dpi", "5000"}) << QStringLiteral("--dpi");
        QTest::newRow("kind") << list({"pie"}) << QStringLiteral("KIND");
    }
    void refusesBadOptions()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, field);
        QTemporaryDir dir;
        const Run r = cli(args + QStringList{QStringLiteral("--out"), dir.path()});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(field), qPrintable(r.err));
        QVERIFY(QDir(dir.path()).entryList(QDir::Files).isEmpty());
    }

    void refusesToWriteOverItsInput()
    {
        // issue 33 item 15: an experiment kept as fig/ring.json was replaced by the ring figure's
        // data. An output file that is an input is refused before anything is written.
        QTemporaryDir dir;
        const QString experiment = dir.filePath(QStringLiteral("ring.json"));
        QVERIFY(QFile::copy(ringlab::test::dataFile(QStringLiteral("traffic/zipf-9042.ringlab")), experiment));
        QFile in(experiment);
        QVERIFY(in.open(QIODevice::ReadOnly));
        const QByteArray before = in.readAll();
        in.close();
        const Run r = cli({QStringLiteral("ring"), QStringLiteral("--experiment"), experiment, QStringLiteral("--formats"),
                           QStringLiteral("json"), QStringLiteral("--out"), dir.path()});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(QStringLiteral("--out: ")) && r.err.contains(QStringLiteral("input")), qPrintable(r.err));
        QVERIFY(in.open(QIODevice::ReadOnly));
        QCOMPARE(in.readAll(), before);
    }

    void refusesALiveRunWithoutAnswers()
    {
        // r16 B: a run that never started (every backend 0 keys) drew a chart from -1 to 1 with a
        // "busiest" backend of 0 keys. There is nothing to draw: refused, nothing written.
        QTemporaryDir dir;
        ringcore::LiveRunResult run;
        run.proxy = QStringLiteral("haproxy");
        run.basePort = 9001;
        run.proxyPort = 9006;
        run.keysPlanned = 20000;
        for (int i = 0; i < 5; ++i) {
            run.servers.append(ringcore::Server{QStringLiteral("127.0.0.1:%1").arg(9001 + i), 1, false});
            run.counts << ringcore::BackendCount{QStringLiteral("127.0.0.1:%1").arg(9001 + i), 9001 + i, 1, false, 0};
        }
        QString error;
        QVERIFY(QDir(dir.path()).mkpath(QStringLiteral("run")));
        QVERIFY2(run.save(dir.filePath(QStringLiteral("run")), &error), qPrintable(error));
        const QString out = dir.filePath(QStringLiteral("out"));
        const Run r = cli({QStringLiteral("live"), QStringLiteral("--run"), dir.filePath(QStringLiteral("run")),
                           QStringLiteral("--out"), out});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(QStringLiteral("no backend answered a key")), qPrintable(r.err.simplified()));
        QVERIFY(QDir(out).entryList(QDir::Files).isEmpty());
    }

    void physicalSize()
    {
        QTemporaryDir dir;
        const Run r = cli({QStringLiteral("spread"), QStringLiteral("--size"), QStringLiteral("7x4.5in"),
                           QStringLiteral("--dpi"), QStringLiteral("150"), QStringLiteral("--formats"),
                           QStringLiteral("png,csv"), QStringLiteral("--rings"), QStringLiteral("10"),
                           QStringLiteral("--max-points"), QStringLiteral("64"), QStringLiteral("--out"), dir.path()});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        const QImage png(dir.filePath(QStringLiteral("spread-cv.png")));
        QCOMPARE(png.size(), QSize(1050, 675)); // round(7·150) × round(4.5·150)
        QFile csv(dir.filePath(QStringLiteral("spread-cv.csv")));
        QVERIFY(csv.open(QIODevice::ReadOnly));
        QCOMPARE(csv.readLine().trimmed(), QByteArray("figure,series,label,x,y,y_low,y_high"));
        QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("spread-cv.svg"))));
    }

    // The Compare charts and tables at the column width keep the column's size (issue 34): every
    // file is 3.5 × 2.45 in, the charts and tables split into parts of consecutive rows where they
    // need more; stdout lists exactly the files in the folder, stderr says which were split.
    void printsExactlyTheFilesItWrote()
    {
        QTemporaryDir dir;
        const Run r = cli({QStringLiteral("compare"), QStringLiteral("--size"), QStringLiteral("column"),
                           QStringLiteral("--dpi"), QStringLiteral("100"), QStringLiteral("--formats"),
                           QStringLiteral("png,pdf,csv"), QStringLiteral("--out"), dir.path()});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        QStringList printed = r.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QStringList present;
        for (const QString &name : QDir(dir.path()).entryList(QDir::Files))
            present << dir.filePath(name);
        printed.sort();
        present.sort();
        QCOMPARE(printed, present);
        QVERIFY(QFile::exists(dir.filePath(QStringLiteral("compare-spread-chart-part1.png"))));
        QVERIFY(QFile::exists(dir.filePath(QStringLiteral("compare-results-part1.png"))));
        for (const QString &file : present)
            if (file.endsWith(QLatin1String(".png")))
                QVERIFY2(QImage(file).size() == QSize(350, 245), qPrintable(file));
        QVERIFY2(r.err.contains(QLatin1String("compare-spread-chart: ")) && r.err.contains(QLatin1String("files per format")),
                 qPrintable(r.err));
    }

    // r17 F1: a column ring at 10 pt was cut flat and at 36 pt only overlapping words, silently
    // (exit 0). Now (issue 34) never drawn taller either: refused with the height it needs and the
    // largest font that fits (exit 2, no file), which then is drawn at the column's size.
    void ringFitsOrIsRefused()
    {
        QTemporaryDir dir;
        const QStringList common{QStringLiteral("ring"), QStringLiteral("--size"), QStringLiteral("column"),
                                 QStringLiteral("--formats"), QStringLiteral("png"), QStringLiteral("--dpi"),
                                 QStringLiteral("100"), QStringLiteral("--out"), dir.path()};
        Run r = cli(common + QStringList{QStringLiteral("--font"), QStringLiteral("36")});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(QLatin1String("does not fit 3.5")), qPrintable(r.err));
        const QRegularExpressionMatch m =
            QRegularExpression(QStringLiteral("largest font that fits .* is ([0-9.]+) pt")).match(r.err);
        QVERIFY2(m.hasMatch(), qPrintable(r.err));
        QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("ring.png"))));
        r = cli(common + QStringList{QStringLiteral("--font"), m.captured(1)});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        QCOMPARE(QImage(dir.filePath(QStringLiteral("ring.png"))).size(), QSize(350, 245));
    }

    // A custom size too narrow for one row of a table: the figure draws a note naming the width it
    // lacks, and stderr says that it does not fit (not that it was drawn taller "so that every
    // label fits").
    void tooNarrowATableSaysItDoesNotFit()
    {
        QTemporaryDir dir;
        const Run r = cli({QStringLiteral("compare"), QStringLiteral("--size"), QStringLiteral("1.2x1in"),
                           QStringLiteral("--dpi"), QStringLiteral("72"), QStringLiteral("--formats"),
                           QStringLiteral("png"), QStringLiteral("--out"), dir.path()});
        // The charts after the tables are refused at this size (exit 2), naming the height they need.
        QVERIFY2(r.code == 0 || r.code == 2, qPrintable(r.err));
        QVERIFY2(r.err.contains(QLatin1String("compare-results: does not fit 1.2")), qPrintable(r.err));
        QVERIFY2(!r.err.contains(QLatin1String("compare-results: drawn")), qPrintable(r.err));
    }

    // r16 G8/G15: the exported Compare tables said "removal: 127.0.0.1:9051" (the middle server)
    // while the Compare page and ringlab-cli compare remove 127.0.0.1:9042; the removal heatmaps'
    // caption said "100 servers, 100000 keys".
    void captionsAgreeWithThePageAndTheCli()
    {
        QTemporaryDir dir;
        const Run r = cli({QStringLiteral("compare"), QStringLiteral("--formats"), QStringLiteral("json"),
                           QStringLiteral("--out"), dir.path()});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        QFile removal(dir.filePath(QStringLiteral("compare-removal.json")));
        QVERIFY(removal.open(QIODevice::ReadOnly));
        const QString caption = QJsonDocument::fromJson(removal.readAll()).object().value(QStringLiteral("caption")).toString();
        QVERIFY2(caption.contains(QStringLiteral("removal: 127.0.0.1:9042")), qPrintable(caption));
        QVERIFY2(caption.contains(QStringLiteral("100,000 keys")), qPrintable(caption));
        // The CLI's own table removes the same server, and so does the page.
        QProcess compare;
        compare.start(ringlab::test::cliPath(), {QStringLiteral("compare"), QStringLiteral("--keys"),
                                                 QStringLiteral("2000"), QStringLiteral("--json")});
        QVERIFY(compare.waitForFinished(120000));
        QCOMPARE(QJsonDocument::fromJson(compare.readAllStandardOutput()).object().value(QStringLiteral("removed")).toString(),
                 QStringLiteral("127.0.0.1:9042"));
        const ringcore::Experiment experiment = ringcore::Experiment::defaultExperiment();
        QCOMPARE(experiment.servers.value(ringcore::CompareAnalysis::defaultRemovedIndex(experiment.servers)).address,
                 QStringLiteral("127.0.0.1:9042"));
        ringcore::ServerList other = experiment.servers.mid(0, 10);
        QCOMPARE(ringcore::CompareAnalysis::defaultRemovedIndex(other), 5); // no 9042: the middle server
        QCOMPARE(ringcore::CompareAnalysis::defaultRemovedIndex({}), -1);

        const Run heatmaps = cli({QStringLiteral("removal"), QStringLiteral("--formats"), QStringLiteral("json"),
                                  QStringLiteral("--out"), dir.path()});
        QVERIFY2(heatmaps.code == 0, qPrintable(heatmaps.err));
        QFile file(dir.filePath(QStringLiteral("removal-heatmaps.json")));
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QString heatmapCaption = QJsonDocument::fromJson(file.readAll()).object().value(QStringLiteral("caption")).toString();
        QVERIFY2(heatmapCaption.contains(QStringLiteral("100 servers, 100,000 keys")), qPrintable(heatmapCaption));
    }

    // r17 B1: with "keys": 5000000 (the file allows 10⁹) `figure ring` captioned "2 servers, 320
    // points, 5,000,000 keys" over a ring.csv whose Keys column sums to 1,000,000, and removal,
    // compare and spread routed their own bounded numbers without a word. Each caption, each
    // JSON's parameters and stderr name the sample.
    void captionsNameASampleOfTheKeys()
    {
        QTemporaryDir dir;
        ringcore::Experiment e = ringcore::Experiment::defaultExperiment();
        e.servers = e.servers.mid(0, 2);
        e.keys = 5000000;
        QFile file(dir.filePath(QStringLiteral("keys5m.json")));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(QJsonDocument(e.toJson()).toJson());
        file.close();
        auto json = [&](const QString &name) {
            QFile f(dir.filePath(name + QStringLiteral(".json")));
            return f.open(QIODevice::ReadOnly) ? QJsonDocument::fromJson(f.readAll()).object() : QJsonObject();
        };
        for (const char *kind : {"ring", "removal", "compare", "spread"}) {
            const Run r = cli({QLatin1String(kind), QStringLiteral("--experiment"), file.fileName(), QStringLiteral("--formats"),
                               QStringLiteral("json"), QStringLiteral("--rings"), QStringLiteral("10"),
                               QStringLiteral("--max-points"), QStringLiteral("16"), QStringLiteral("--out"), dir.path()});
            QVERIFY2(r.code == 0, qPrintable(r.err));
        }
        const struct
        {
            const char *figure;
            const char *caption;
            qint64 routed;
        } expected[] = {{"ring", "2 servers, 320 points, a sample of 1,000,000 of 5,000,000 keys (seed 1)", 1000000},
                        {"removal-heatmaps", "2 servers, a sample of 200,000 of 5,000,000 keys", 200000},
                        {"compare-removal", "The experiment has 5,000,000 keys; Compare routes the first 1,000,000 (a sample", 1000000},
                        {"spread-load", "a sample of 2,000,000 of 5,000,000 keys", 2000000}};
        for (const auto &x : expected) {
            const QJsonObject o = json(QLatin1String(x.figure));
            const QString caption = o.value(QStringLiteral("caption")).toString();
            QVERIFY2(caption.contains(QLatin1String(x.caption)), qPrintable(QLatin1String(x.figure) + QLatin1String(": ") + caption));
            const QJsonObject p = o.value(QStringLiteral("parameters")).toObject();
            QCOMPARE(p.value(QStringLiteral("keysAsked")).toDouble(), 5e6);
            QCOMPARE(qint64(p.value(QStringLiteral("keysRouted")).toDouble()), x.routed);
        }
        // The ring's rows count the routed keys, as its parameters say.
        qint64 sum = 0;
        for (const QJsonValue row : json(QStringLiteral("ring")).value(QStringLiteral("rows")).toArray())
            sum += qint64(row.toObject().value(QStringLiteral("keys")).toDouble());
        QCOMPARE(sum, qint64(1000000));
        // And the terminal says it too.
        const Run again = cli({QStringLiteral("ring"), QStringLiteral("--experiment"), file.fileName(),
                               QStringLiteral("--formats"), QStringLiteral("csv"), QStringLiteral("--out"), dir.path()});
        QVERIFY2(again.err.contains(QLatin1String("ring: 1,000,000 of 5,000,000 keys routed (a sample")), qPrintable(again.err));
    }

    void killingTheCliStopsTheRenderer()
    {
        QTemporaryDir dir;
        QProcess p;
        // A long job: a big sweep.
        p.start(ringlab::test::cliPath(), {QStringLiteral("figure"), QStringLiteral("spread"), QStringLiteral("--rings"),
                                           QStringLiteral("100000"), QStringLiteral("--max-points"), QStringLiteral("4096"),
                                           QStringLiteral("--out"), dir.path()});
        QVERIFY(p.waitForStarted());
        qint64 child = 0;
        QTRY_VERIFY_WITH_TIMEOUT((child = childPids(p.processId()).value(0)) > 0, 20000);
        QVERIFY(alive(child));
        ::kill(pid_t(p.processId()), SIGKILL);
        QVERIFY(p.waitForFinished(10000));
        QTRY_VERIFY_WITH_TIMEOUT(!alive(child), 10000);
    }
};

QTEST_MAIN(TestFigureCli)
#include "tst_figurecli.moc"
