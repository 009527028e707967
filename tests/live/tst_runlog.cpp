// RunLog and LogFindings: the file scan every system's log scanner shares. The run's lines end
// where the file ended when the stop began; lines are trimmed; a missing file has none; findings
// count every line and keep the first few.
#include "ringcore/live/runlog.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace ringcore;

class TestRunLog : public QObject
{
    Q_OBJECT

private:
    static void append(const QString &path, const QByteArray &text)
    {
        QFile f(path);
        QVERIFY(f.open(QIODevice::Append));
        QCOMPARE(f.write(text), text.size());
    }

private slots:
    void runLinesEndAtTheStop()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("x.log"));
        append(path, "  first \nsecond\n");
        RunLog log(path);
        QVERIFY(!log.stopMarked());
        log.markStop();
        QVERIFY(log.stopMarked());
        append(path, "shutdown\n");

        QList<QByteArray> run;
        log.forEachRunLine([&run](const QByteArray &line) { run.append(line); });
        QCOMPARE(run, (QList<QByteArray>{"first", "second"}));

        QList<QByteArray> all;
        QList<bool> before;
        log.forEachLine([&](const QByteArray &line, bool beforeStop) {
            all.append(line);
            before.append(beforeStop);
        });
        QCOMPARE(all, (QList<QByteArray>{"first", "second", "shutdown"}));
        QCOMPARE(before, (QList<bool>{true, true, false}));
    }

    void unmarkedReadsEverything()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("x.log"));
        append(path, "a\nb\nc"); // the last line has no newline yet
        RunLog log(path);
        QList<QByteArray> run;
        log.forEachRunLine([&run](const QByteArray &line) { run.append(line); });
        QCOMPARE(run, (QList<QByteArray>{"a", "b", "c"}));
        int before = 0;
        log.forEachLine([&before](const QByteArray &, bool beforeStop) { before += beforeStop; });
        QCOMPARE(before, 3);
    }

    void missingFileHasNoLines()
    {
        QTemporaryDir dir;
        RunLog log(dir.filePath(QStringLiteral("never-written.log")));
        log.markStop(); // a file that does not exist has size 0
        int lines = 0;
        log.forEachLine([&lines](const QByteArray &, bool) { ++lines; });
        log.forEachRunLine([&lines](const QByteArray &) { ++lines; });
        QCOMPARE(lines, 0);
        // Written after the stop mark of an empty file: not the run's.
        append(log.path(), "late\n");
        log.forEachRunLine([&lines](const QByteArray &) { ++lines; });
        QCOMPARE(lines, 0);
    }

    void findingsKeepTheFirstSamples()
    {
        LogFindings none;
        QCOMPARE(none.count(), 0);
        QCOMPARE(none.first(), QString());
        LogFindings findings(3);
        for (int i = 0; i < 7; ++i)
            findings.add("line " + QByteArray::number(i));
        QCOMPARE(findings.count(), 7);
        QCOMPARE(findings.samples(), (QStringList{QStringLiteral("line 0"), QStringLiteral("line 1"), QStringLiteral("line 2")}));
        QCOMPARE(findings.first(), QStringLiteral("line 0"));
        LogFindings defaults;
        for (int i = 0; i < 12; ++i)
            defaults.add("x");
        QCOMPARE(defaults.samples().size(), 10);
    }
};

QTEST_GUILESS_MAIN(TestRunLog)
#include "tst_runlog.moc"
